"""Kokonana's actions: what a player can do, with button labels. See rules.py for when."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cocoa_games.core.game import Action, action_registry
from cocoa_games.core.i18n import N_, _

from . import board as B
from .words import TAKE_KEY, colour_text

# --- actions -------------------------------------------------------------------------------

def _hop_text(name: str, way: str) -> str:
    """A hop's label: one whole sentence per way of hopping and kind of place."""
    pos = B.BY_NAME.get(name)
    if pos == B.SAND:
        return _(HOP_TO_SAND[way])
    if pos == B.TEMPLE_BANK:
        return _(HOP_TO_TEMPLE_BANK[way])
    if pos is None or pos >= B.TILES:
        return name
    return _(HOP_TO_STONE[way]).format(row=B.lane_of(pos) + 1, step=B.step_of(pos) + 1)


# i18n: hops a screen reader names; "row" is a lane of the river, "step" how far along it
HOP_TO_SAND = {"hop": N_("Hop to the sandbank"), "free": N_("Free hop to the sandbank"),
               "talisman": N_("Use a talisman: hop to the sandbank")}
HOP_TO_TEMPLE_BANK = {"hop": N_("Hop to the temple bank"),
                      "free": N_("Free hop to the temple bank"),
                      "talisman": N_("Use a talisman: hop to the temple bank")}
HOP_TO_STONE = {"hop": N_("Hop to the stone in row {row}, step {step}"),
                "free": N_("Free hop to the stone in row {row}, step {step}"),
                "talisman": N_("Use a talisman: hop to the stone in row {row}, step {step}")}


@dataclass(frozen=True)
class Hop(Action):
    kind: ClassVar[str] = "hop"
    target: str

    def label(self) -> str:
        return _hop_text(self.target, "hop")


@dataclass(frozen=True)
class SkipHop(Action):
    kind: ClassVar[str] = "skip_hop"

    def label(self) -> str:
        return _("Don't hop")


@dataclass(frozen=True)
class Flip(Action):
    kind: ClassVar[str] = "flip"
    tile: str

    def label(self) -> str:
        message = (N_("Turn the shallow-water tile in row {row}, step {step}")
                   if self.tile.startswith("S")
                   else N_("Turn the deep-water tile in row {row}, step {step}"))
        return _(message).format(row=int(self.tile[2]) + 1, step=int(self.tile[4]) + 1)


@dataclass(frozen=True)
class Acknowledge(Action):
    kind: ClassVar[str] = "acknowledge"

    def label(self) -> str:
        return _("Kokonana!")


@dataclass(frozen=True)
class FreeHop(Action):
    kind: ClassVar[str] = "free_hop"
    target: str

    def label(self) -> str:
        return _hop_text(self.target, "free")


@dataclass(frozen=True)
class TakeTalisman(Action):
    kind: ClassVar[str] = "take_talisman"

    def label(self) -> str:
        return _("Take a talisman")


@dataclass(frozen=True)
class SpendTalismanHop(Action):
    kind: ClassVar[str] = "talisman_hop"
    target: str

    def label(self) -> str:
        return _hop_text(self.target, "talisman")


@dataclass(frozen=True)
class SpendTalismanPeek(Action):
    kind: ClassVar[str] = "talisman_peek"
    slot: int

    def label(self) -> str:
        return _("Use a talisman: peek at temple tile {number}").format(number=self.slot + 1)


@dataclass(frozen=True)
class TakeKey(Action):
    kind: ClassVar[str] = "take_key"
    colour: str

    def label(self) -> str:
        return colour_text(TAKE_KEY, self.colour)


@dataclass(frozen=True)
class Peek(Action):
    kind: ClassVar[str] = "peek"
    slot: int

    def label(self) -> str:
        return _("Peek at temple tile {number}").format(number=self.slot + 1)


@dataclass(frozen=True)
class Hide(Action):
    kind: ClassVar[str] = "hide"

    def label(self) -> str:
        return _("Hide")


action_from_dict = action_registry(
    Hop, SkipHop, Flip, Acknowledge, FreeHop, TakeTalisman, SpendTalismanHop,
    SpendTalismanPeek, TakeKey, Peek, Hide,
)

# Prebuilt actions: legal_actions hands out these shared instances (fast, and equal anyway).
HOP_TO = tuple(Hop(n) for n in B.NAMES)
FREE_HOP_TO = tuple(FreeHop(n) for n in B.NAMES)
TALISMAN_HOP_TO = tuple(SpendTalismanHop(n) for n in B.NAMES)
FLIP_AT = tuple(Flip(B.NAMES[t]) for t in range(B.TILES))
PEEK_AT = tuple(Peek(i) for i in range(8))
TALISMAN_PEEK_AT = tuple(SpendTalismanPeek(i) for i in range(8))
TAKE_KEY_OF = tuple(TakeKey(c) for c in B.KEY_COLOURS)
SKIP_HOP, ACKNOWLEDGE, TAKE_TALISMAN, HIDE = SkipHop(), Acknowledge(), TakeTalisman(), Hide()
