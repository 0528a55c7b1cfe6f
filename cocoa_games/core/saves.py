"""Save files: a versioned JSON envelope, written atomically and read with suspicion.

A save holds the seed, the options and every action since the start *and* the resulting
state. Reading replays the actions and insists the replay reproduces the stored state, so a
damaged or hand-edited file is refused with a clear message instead of loading nonsense.
Reading never modifies the file.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text
from .game import Action, Game, GameState, IllegalAction, SaveFormatError, Seat
from .options import options_from_dict, options_to_dict

FORMAT = "cocoa-games-save"
VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024  # a long game is well under 1 MB
SAVE_SUFFIX = ".cocoa.json"


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat: a name, 'human' or 'computer', and the computer's level."""

    name: str
    kind: str = "human"
    level: str = "normal"

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> SeatInfo:
        if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
            raise SaveFormatError("The file is damaged: a seat has no player name.")
        kind = data.get("kind", "human")
        if kind not in ("human", "computer"):
            raise SaveFormatError(f"The file is damaged: unknown seat kind {kind!r}.")
        return cls(data["name"], kind, str(data.get("level", "normal")))


@dataclass
class SaveData:
    """Everything needed to resume a game."""

    game: Game
    seats: list[SeatInfo]
    seed: int
    options: Any
    actions: list[tuple[Seat, Action]] = field(default_factory=list)
    state: GameState | None = None
    saved_at: str = ""

    def to_dict(self) -> dict[str, Any]:
        state = self.state if self.state is not None else replay(self)
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.id,
            "saved_at": self.saved_at or _now(),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "options": options_to_dict(self.options),
            "actions": [{"seat": seat, "action": a.to_dict()} for seat, a in self.actions],
            "state": state.to_dict(),
        }


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def replay(data: SaveData) -> GameState:
    """Rebuild the state from seed + options + actions."""
    state = data.game.new_state([s.name for s in data.seats], data.options, data.seed)
    for number, (seat, action) in enumerate(data.actions, start=1):
        try:
            state.apply(seat, action)
        except IllegalAction as exc:
            raise SaveFormatError(
                f"The file is damaged: move {number} cannot be replayed ({exc})."
            ) from exc
    return state


def write_save(path: str | os.PathLike[str], data: SaveData) -> Path:
    """Write a save atomically, so a crash never leaves half a file."""
    text = json.dumps(data.to_dict(), ensure_ascii=False, separators=(",", ":"))
    return atomic_write_text(path, text, prefix=".saving-")


def read_save(path: str | os.PathLike[str], registry_get=None) -> SaveData:
    """Read and verify a save; every problem is a SaveFormatError a parent can act on."""
    source = Path(path)
    try:
        size = source.stat().st_size
    except OSError as exc:
        raise SaveFormatError(f"The save file cannot be opened: {exc.strerror or exc}.") from exc
    if size > MAX_SAVE_BYTES:
        raise SaveFormatError(
            f"This file is too large to be a Cocoa Games save ({size // (1024 * 1024)} MB)."
        )
    try:
        raw = source.read_bytes()
        envelope = json.loads(raw.decode("utf-8"))
    except OSError as exc:
        raise SaveFormatError(f"The save file cannot be read: {exc.strerror or exc}.") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveFormatError(
            "The file is damaged: it is not a complete save (perhaps cut short while copying)."
        ) from exc
    return parse_envelope(envelope, registry_get)


def parse_envelope(envelope: Any, registry_get=None) -> SaveData:
    if registry_get is None:
        from cocoa_games.games import get as registry_get
    if not isinstance(envelope, Mapping) or envelope.get("format") != FORMAT:
        raise SaveFormatError("This is not a Cocoa Games save file.")
    version = envelope.get("version")
    if not isinstance(version, int):
        raise SaveFormatError("The file is damaged: it has no format version.")
    if version > VERSION:
        raise SaveFormatError(
            "This save was made by a newer version of Cocoa Games. Update the app to open it."
        )
    if version < 1:
        raise SaveFormatError("The file is damaged: its format version is not valid.")
    required = ("game", "seats", "seed", "options", "actions", "state")
    missing = [k for k in required if k not in envelope]
    if missing:
        raise SaveFormatError(f"The file is damaged: it lacks {', '.join(missing)}.")
    try:
        game = registry_get(envelope["game"])
    except KeyError as exc:
        raise SaveFormatError(
            f"This save is for a game this app does not know: {envelope['game']!r}.") from exc
    seats_raw = envelope["seats"]
    if not isinstance(seats_raw, list):
        raise SaveFormatError("The file is damaged: the list of players is missing.")
    seats = [SeatInfo.from_dict(s) for s in seats_raw]
    try:
        game.check_player_count(len(seats))
    except ValueError as exc:
        raise SaveFormatError(f"The file is damaged: {exc}") from exc
    seed = envelope["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveFormatError("The file is damaged: the game seed is not a number.")
    options = options_from_dict(game.Options, envelope["options"])
    actions = _parse_actions(game, envelope["actions"])
    if not isinstance(envelope["state"], Mapping):
        raise SaveFormatError("The file is damaged: the game position is missing.")
    stored = game.state_from_dict(envelope["state"])
    data = SaveData(game, seats, seed, options, actions, None, str(envelope.get("saved_at", "")))
    replayed = replay(data)
    if _canonical(replayed.to_dict()) != _canonical(stored.to_dict()):
        raise SaveFormatError(
            "The file is damaged: its game position does not match its list of moves."
        )
    data.state = replayed
    return data


def _parse_actions(game: Game, raw: Any) -> list[tuple[Seat, Action]]:
    if not isinstance(raw, list):
        raise SaveFormatError("The file is damaged: the list of moves is missing.")
    out: list[tuple[Seat, Action]] = []
    for item in raw:
        if not isinstance(item, Mapping) or isinstance(item.get("seat"), bool) or not isinstance(
            item.get("seat"), int
        ):
            raise SaveFormatError("The file is damaged: a move has no player.")
        action = item.get("action")
        if not isinstance(action, Mapping):
            raise SaveFormatError("The file is damaged: a move has no action.")
        out.append((item["seat"], game.action_from_dict(action)))
    return out


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def save_summary(seats: Sequence[SeatInfo], game: Game) -> str:
    return f"{game.title} — {', '.join(s.name for s in seats)}"
