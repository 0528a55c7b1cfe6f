"""What the seat badges and the "Play on" box show, as plain values read from the
observation; the items draw them (items.SeatBadge, items.Indicator) and cache a picture per
look."""

from __future__ import annotations

from typing import NamedTuple

from cocoa_games.core.game import Seat

from .observation import CardView, CuckooZooObservation


class BadgeLook(NamedTuple):
    name: str
    cards: int = 0  # how many cards the seat holds
    is_turn: bool = False
    skipped: bool = False  # the rooster skipped this seat
    winner: bool = False
    is_viewer: bool = False
    asking: bool = False  # Complain!/No complaint sit on the badge: the count moves up


def badge_look(obs: CuckooZooObservation, seat: Seat, name: str, viewer: Seat | None,
               asking: bool = False) -> BadgeLook:
    return BadgeLook(name, obs["hand_counts"][seat], obs["turn"] == seat, seat in obs["skipped"],
                     obs["winner"] == seat, seat == viewer, asking)


class IndicatorLook(NamedTuple):
    colour: str = ""  # what the next card must match ("": any)
    animal: str = ""
    direction: int = 1
    donkey: bool = False  # a donkey round: a loud strip
    show_direction: bool = False  # only when lions turn the play round


def indicator_look(obs: CuckooZooObservation) -> IndicatorLook:
    return IndicatorLook(obs["active_colour"], obs["active_animal"], obs["direction"],
                         obs["donkey_round"] is not None, obs["rules"]["lions_reverse"])


def face(card: CardView) -> tuple[str | None, str]:
    """The picture a card shows: (its colour, None for a butterfly; its animal)."""
    return (None if card["colour"] == "none" else card["colour"], card["animal"])
