"""Kokonana's actions: what a player can do, with button labels. See rules.py for when."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cocoa_games.core.game import Action, action_registry

from . import board as B

# --- actions -------------------------------------------------------------------------------

def _place_text(name: str) -> str:
    pos = B.BY_NAME.get(name)
    if pos is None:
        return name
    if pos == B.SAND:
        return "the sandbank"
    if pos == B.TEMPLE_BANK:
        return "the temple bank"
    if pos == B.VILLAGE:
        return "the village"
    return f"the stone in row {B.lane_of(pos) + 1}, step {B.step_of(pos) + 1}"


@dataclass(frozen=True)
class Hop(Action):
    kind: ClassVar[str] = "hop"
    target: str

    def label(self) -> str:
        return f"Hop to {_place_text(self.target)}"


@dataclass(frozen=True)
class SkipHop(Action):
    kind: ClassVar[str] = "skip_hop"

    def label(self) -> str:
        return "Don't hop"


@dataclass(frozen=True)
class Flip(Action):
    kind: ClassVar[str] = "flip"
    tile: str

    def label(self) -> str:
        half = "shallow" if self.tile.startswith("S") else "deep"
        return f"Turn the {half} tile in row {int(self.tile[2]) + 1}, step {int(self.tile[4]) + 1}"


@dataclass(frozen=True)
class Acknowledge(Action):
    kind: ClassVar[str] = "acknowledge"

    def label(self) -> str:
        return "Kokonana!"


@dataclass(frozen=True)
class FreeHop(Action):
    kind: ClassVar[str] = "free_hop"
    target: str

    def label(self) -> str:
        return f"Free hop to {_place_text(self.target)}"


@dataclass(frozen=True)
class TakeTalisman(Action):
    kind: ClassVar[str] = "take_talisman"

    def label(self) -> str:
        return "Take a talisman"


@dataclass(frozen=True)
class SpendTalismanHop(Action):
    kind: ClassVar[str] = "talisman_hop"
    target: str

    def label(self) -> str:
        return f"Use a talisman: hop to {_place_text(self.target)}"


@dataclass(frozen=True)
class SpendTalismanPeek(Action):
    kind: ClassVar[str] = "talisman_peek"
    slot: int

    def label(self) -> str:
        return f"Use a talisman: peek at temple tile {self.slot + 1}"


@dataclass(frozen=True)
class TakeKey(Action):
    kind: ClassVar[str] = "take_key"
    colour: str

    def label(self) -> str:
        return f"Take the {self.colour} key"


@dataclass(frozen=True)
class Peek(Action):
    kind: ClassVar[str] = "peek"
    slot: int

    def label(self) -> str:
        return f"Peek at temple tile {self.slot + 1}"


@dataclass(frozen=True)
class Hide(Action):
    kind: ClassVar[str] = "hide"

    def label(self) -> str:
        return "Hide"


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
