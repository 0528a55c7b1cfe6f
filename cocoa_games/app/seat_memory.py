"""What the new-game dialog remembers of a game between runs: how many played, who sat
where (a person or a computer, its level), the options and the levels reached. No Qt.

Kept in the settings file as plain JSON (settings.py cleans it through `clean_games`, so a
hand-edited or damaged entry is dropped, never trusted). A seat is a small record of its
own so that more of a person (a picture, a colour) can join it later: unknown keys are
ignored when read, missing ones take their defaults.

Computers have names of their own (`COMPUTER_NAMES`): a family name on a computer seat
made "Ben" win games Ben never played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cocoa_games.core.text import MAX_NAME_CHARS

#: names for computer players, alike in every language, never a family's default name
COMPUTER_NAMES = ("Robo", "Pixel", "Gizmo", "Bolt", "Chip", "Byte")
KINDS = ("human", "computer")
MAX_GAMES = 20
MAX_SEATS = 12
MAX_OPTIONS = 30


def computer_name(seat: int, taken: Sequence[str] = ()) -> str:
    """A computer's name for `seat`: its own one unless another seat has it already."""
    used = {name.casefold() for name in taken}
    order = COMPUTER_NAMES[seat % len(COMPUTER_NAMES):] + COMPUTER_NAMES
    free = next((n for n in order if n.casefold() not in used), None)
    return free if free is not None else f"{COMPUTER_NAMES[0]} {seat + 1}"


@dataclass(frozen=True)
class SeatChoice:
    """One seat as it was set up: the person's name, or the computer's and its level."""

    name: str
    kind: str = "human"
    level: str = ""  # a computer's level ("" for a person, or not chosen yet)
    reads: bool = True  # False: a child who cannot read yet (the voice comes on)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "level": self.level}
        if not self.reads:
            data["reads"] = False
        return data

    @classmethod
    def from_dict(cls, raw: Any) -> SeatChoice | None:
        if not isinstance(raw, Mapping):
            return None
        name, kind, level = raw.get("name"), raw.get("kind"), raw.get("level", "")
        if not isinstance(name, str) or kind not in KINDS or not isinstance(level, str):
            return None
        return cls(name[:MAX_NAME_CHARS], kind, level[:40], raw.get("reads") is not False)


@dataclass(frozen=True)
class GameMemory:
    """The last set-up of one game."""

    count: int = 0  # 0: never played here
    seats: tuple[SeatChoice, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)  # as options_to_dict gives them
    #: the highest value each number option could take when the game started (a level
    #: reached): a level won since is offered next time instead of the one played
    reached: dict[str, int] = field(default_factory=dict)

    def seat(self, index: int) -> SeatChoice | None:
        return self.seats[index] if index < len(self.seats) else None

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "seats": [s.to_dict() for s in self.seats],
                "options": dict(self.options), "reached": dict(self.reached)}

    @classmethod
    def from_dict(cls, raw: Any) -> GameMemory:
        if not isinstance(raw, Mapping):
            return cls()
        count = raw.get("count", 0)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_SEATS:
            count = 0
        seats_raw = raw.get("seats")
        seats = [SeatChoice.from_dict(s) for s in seats_raw[:MAX_SEATS]] if isinstance(
            seats_raw, list) else []
        return cls(count, tuple(s for s in seats if s is not None),
                   _plain_values(raw.get("options")), _numbers(raw.get("reached")))


def _plain_values(raw: Any) -> dict[str, Any]:
    """Option values as a save keeps them: short keys, plain JSON scalars only."""
    if not isinstance(raw, Mapping):
        return {}
    return {k: v for k, v in list(raw.items())[:MAX_OPTIONS]
            if isinstance(k, str) and len(k) <= 40 and (
                isinstance(v, bool | int | float) or (isinstance(v, str) and len(v) <= 400))}


def _numbers(raw: Any) -> dict[str, int]:
    if not isinstance(raw, Mapping):
        return {}
    return {k: v for k, v in list(raw.items())[:MAX_OPTIONS]
            if isinstance(k, str) and len(k) <= 40 and isinstance(v, int)
            and not isinstance(v, bool) and -(10**6) < v < 10**6}


def clean_games(raw: Any) -> dict[str, dict[str, Any]] | None:
    """The settings file's per-game memory, only what reads back; None when not a dict."""
    if not isinstance(raw, Mapping):
        return None
    return {k: GameMemory.from_dict(v).to_dict() for k, v in list(raw.items())[:MAX_GAMES]
            if isinstance(k, str) and len(k) <= 40}


def offered_options(memory: GameMemory, reached_now: Mapping[str, int]) -> dict[str, Any]:
    """The options to offer: last game's, except that a level played at the top of what
    was open then moves up to the level won since (after a win it must not fall back)."""
    values = dict(memory.options)
    for name, then in memory.reached.items():
        now = reached_now.get(name, then)
        if values.get(name) == then and now > then:
            values[name] = now
    return values
