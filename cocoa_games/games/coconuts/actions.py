"""Coconuts' actions (see rules.py for what each does) and the checks of their fields.

Pure Python, no Qt. Every check raises IllegalAction with a whole sentence for players.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from cocoa_games.core.game import Action, IllegalAction, action_registry
from cocoa_games.core.i18n import _

from .cards import DECK_SIZE, card_name, kind_of
from .physics import AIM_MAX, quantise

#: the winds Call the Wind lists (any other within a full gust is accepted too)
WIND_GRID = ((1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0),
             (0.5, 0.0), (-0.5, 0.0), (0.0, 0.5), (0.0, -0.5))


@dataclass(frozen=True)
class Shot(Action):
    kind: ClassVar[str] = "shot"
    interjection: ClassVar[bool] = False
    #: any in-range value is legal: a screen reaches it by dragging, not by a click
    continuous: ClassVar[bool] = True
    aim: float
    power: float

    def label(self) -> str:
        return _("Shoot (aim {aim:+.2f}, pull {power:.0%})").format(aim=self.aim, power=self.power)


@dataclass(frozen=True)
class PlayCard(Action):
    kind: ClassVar[str] = "play_card"
    interjection: ClassVar[bool] = False  # chosen in private, never offered on a curtain
    secret: ClassVar[bool] = True  # it shows the hand: only in its owner's own look
    card: int
    cup: int = -1
    wind: tuple[float, float] = (0.0, 0.0)

    def label(self) -> str:
        if not isinstance(self.card, int) or not 0 <= self.card < DECK_SIZE:
            return _("Play a card")
        return _("Play {card}").format(card=card_name(kind_of(self.card)))


@dataclass(frozen=True)
class ClaimMagic(Action):
    kind: ClassVar[str] = "claim_magic"
    interjection: ClassVar[bool] = True

    def label(self) -> str:
        return _("Magic!")


@dataclass(frozen=True)
class NoMagic(Action):
    kind: ClassVar[str] = "no_magic"
    interjection: ClassVar[bool] = False
    answer: ClassVar[bool] = True  # a holder's "no" when the Magic? countdown runs out

    def label(self) -> str:
        return _("No magic")


action_from_dict = action_registry(Shot, PlayCard, ClaimMagic, NoMagic)


def check_number(value: Any, low: float, high: float, message: str) -> float:
    """`value` as a float if it is a finite number in low..high, else IllegalAction(message)."""
    if (isinstance(value, bool) or not isinstance(value, int | float)
            or not math.isfinite(value) or not low <= value <= high):
        raise IllegalAction(message)
    return float(value)


def check_shot(shot: Shot) -> tuple[float, float]:
    """The shot's (aim, pull) as floats if both are in range, else IllegalAction."""
    aim = check_number(shot.aim, -AIM_MAX, AIM_MAX, _("The aim must be a number from -3 to 3."))
    power = check_number(shot.power, 0.0, 1.0, _("The pull must be a number from 0 to 1."))
    return aim, power


def shot_in_range(shot: Shot) -> bool:
    """Whether the rules take this shot: any aim and pull in range is legal."""
    try:
        check_shot(shot)
    except IllegalAction:
        return False
    return True


def check_cup(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -1 <= value < 14:
        raise IllegalAction(_("There is no such cup."))
    return value


def check_wind(value: Any) -> tuple[float, float]:
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise IllegalAction(_("A wind has a sideways and a forward part."))
    message = _("Each part of the wind must be a number from -1 to 1.")
    wx = quantise(check_number(value[0], -1.0, 1.0, message))
    wy = quantise(check_number(value[1], -1.0, 1.0, message))
    if wx * wx + wy * wy > 1.0 + 1e-9:
        raise IllegalAction(_("That wind is too strong: keep it within one full gust."))
    return wx, wy
