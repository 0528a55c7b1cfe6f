"""Save files: a versioned JSON envelope, written atomically and read with suspicion.

A save holds the seed, the options and every action since the start *and* the resulting
state. Reading replays the actions and insists the replay reproduces the stored state, so a
damaged or hand-edited file is refused with a clear message instead of loading nonsense.
Reading never modifies the file.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import people
from .atomic import atomic_write_text
from .game import Action, Event, Game, GameState, IllegalAction, SaveFormatError, Seat
from .i18n import _
from .options import options_from_dict, options_to_dict
from .safe_read import read_json_file
from .save_files import (  # noqa: F401 - part of this module's API
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    SEED_LIMIT,
)
from .text import MAX_NAME_CHARS

FORMAT = "cocoa-games-save"
VERSION = 1
_UID = re.compile(r"[0-9a-f]{32}")
#: a `saved_at` longer than this is no moment of ours: read and written as "" (unknown)
MAX_SAVED_AT_CHARS = 64


def is_seed(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and 0 <= value < SEED_LIMIT)


def seed_problem(value: int) -> str | None:
    """Why `value` cannot seed a game (a sentence), or None when it can."""
    if is_seed(value):
        return None
    return _("A seed is a whole number from 0 to {top}.").format(top=SEED_LIMIT - 1)


def valid_saved_at(value: object) -> str:
    """What the reader keeps of a `saved_at`, and so what the writer writes: any text up to
    MAX_SAVED_AT_CHARS, even one that is no date a clock can show (year 1, 9999-12-31 east
    of UTC, "not a date"): a save opens whatever its date says, and the save list shows
    such a stamp as text (save_rows.local_date). Anything else is "" (date unknown)."""
    if isinstance(value, str) and len(value) <= MAX_SAVED_AT_CHARS:
        return value
    return ""


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat: a name, 'human' or 'computer', the computer's level, and the
    seat's picture and colour (core/people.py; "" = offered automatically)."""

    name: str
    kind: str = "human"
    level: str = "normal"
    picture: str = ""
    colour: str = ""
    #: a person who cannot read yet: the voice comes on for their table (app/speech.py)
    reads: bool = True

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.picture:  # (files of older versions have none: they read the same)
            data |= {"picture": self.picture, "colour": self.colour}
        if not self.reads:
            data["reads"] = False
        return data

    @classmethod
    def from_dict(cls, data: Any) -> SeatInfo:
        name = data.get("name") if isinstance(data, Mapping) else None
        if not isinstance(name, str) or not name.strip():
            raise SaveFormatError(_("The file is damaged: a seat has no player name."))
        if len(name) > MAX_NAME_CHARS:
            raise SaveFormatError(
                _("The file is damaged: a player name is longer than {n} letters.").format(
                    n=MAX_NAME_CHARS))
        kind = data.get("kind", "human")
        if not isinstance(kind, str) or kind not in ("human", "computer"):
            raise SaveFormatError(
                _("The file is damaged: a seat is neither a person nor a computer."))
        level = data.get("level", "normal")
        if not isinstance(level, str) or len(level) > 40:
            raise SaveFormatError(_("The file is damaged: a computer player has no level."))
        look = people.Look(str(data.get("picture", "")), str(data.get("colour", "")))
        if not people.valid(look, kind == "computer"):  # odd or none: offered afresh
            look = people.Look("", "")
        return cls(name, kind, level, look.picture, look.colour,
                   reads=not (kind == "human" and data.get("reads") is False))


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
    uid: str = ""  # which game this is (its autosave slot); "" in files of older versions
    #: the events of the replay that checked the file, so a session need not replay again
    history: list[Event] | None = None

    def to_dict(self) -> dict[str, Any]:
        problem = seed_problem(self.seed)
        if problem is not None:  # never write what the reader would refuse
            raise ValueError(problem)
        state = self.state if self.state is not None else replay(self)
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.id,
            "saved_at": valid_saved_at(self.saved_at) or _now(),
            "seats": [s.to_dict() for s in self.seats],
            # for lists only (read from the first bytes, never trusted): a save manager
            # showing forty 8 MB saves must not parse forty move lists to count them
            "moves": len(self.actions),
            "seed": self.seed,
            "options": options_to_dict(self.options),
            "actions": [{"seat": seat, "action": a.to_dict()} for seat, a in self.actions],
            "state": state.to_dict(),
            **({"uid": self.uid} if self.uid else {}),
        }


def _now() -> str:
    import datetime as _dt  # only when saving: not needed to start the app

    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def replay(data: SaveData, history: list[Event] | None = None) -> GameState:
    """Rebuild the state from seed + options + actions (collecting the events if asked)."""
    state = data.game.new_state([s.name for s in data.seats], data.options, data.seed)
    for number, (seat, action) in enumerate(data.actions, start=1):
        try:
            events = state.apply(seat, action)
        except IllegalAction as exc:
            raise SaveFormatError(
                _("The file is damaged: move {number} cannot be replayed ({reason}).").format(
                    number=number, reason=exc)
            ) from exc
        if history is not None:
            history.extend(events)
    return state


def write_save(path: str | os.PathLike[str], data: SaveData) -> Path:
    """Write a save atomically, so a crash never leaves half a file."""
    text = json.dumps(data.to_dict(), ensure_ascii=False, separators=(",", ":"))
    return atomic_write_text(path, text, prefix=".saving-")


def read_save(path: str | os.PathLike[str], registry_get=None) -> SaveData:
    """Read and verify a save; every problem is a SaveFormatError a parent can act on.

    The file goes through `safe_read` (regular files only, never more than the cap, bounded
    depth); anything the checks below miss still becomes a "damaged" sentence, never a
    traceback."""
    envelope = read_json_file(path, MAX_SAVE_BYTES)
    return parse_envelope(envelope, registry_get)


def parse_envelope(envelope: Any, registry_get=None) -> SaveData:
    """Check every field's type, rebuild the game and insist the replay matches."""
    try:
        return _parse_envelope(envelope, registry_get)
    except SaveFormatError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError,
            OverflowError, MemoryError) as exc:
        # a check we did not think of: still the calm sentence, never a crash box
        raise SaveFormatError(_("The file is damaged: its contents do not make sense.")) from exc


def _parse_envelope(envelope: Any, registry_get=None) -> SaveData:
    if registry_get is None:
        from cocoa_games.core.registry import get as registry_get
    if not isinstance(envelope, Mapping) or envelope.get("format") != FORMAT:
        raise SaveFormatError(_("This is not a Cocoa Games save file."))
    version = envelope.get("version")
    if not isinstance(version, int):
        raise SaveFormatError(_("The file is damaged: it has no format version."))
    if version > VERSION:
        raise SaveFormatError(
            _("This save was made by a newer version of Cocoa Games. Update the app to open it.")
        )
    if version < 1:
        raise SaveFormatError(_("The file is damaged: its format version is not valid."))
    required = ("game", "seats", "seed", "options", "actions", "state")
    missing = [k for k in required if k not in envelope]
    if missing:
        raise SaveFormatError(_("The file is damaged: it lacks {fields}.").format(
            fields=", ".join(missing)))
    game_id = envelope["game"]
    if not isinstance(game_id, str) or len(game_id) > 40:
        raise SaveFormatError(_("The file is damaged: it does not say which game it is."))
    try:
        game = registry_get(game_id)
    except KeyError as exc:
        raise SaveFormatError(
            _("This save is for a game this app does not know: {game}.").format(game=game_id)
        ) from exc
    seats_raw = envelope["seats"]
    if not isinstance(seats_raw, list):
        raise SaveFormatError(_("The file is damaged: the list of players is missing."))
    seats = [SeatInfo.from_dict(s) for s in seats_raw]
    try:
        game.check_player_count(len(seats))
    except ValueError as exc:
        raise SaveFormatError(_("The file is damaged: {reason}").format(reason=exc)) from exc
    seed = envelope["seed"]
    if not is_seed(seed):
        raise SaveFormatError(_("The file is damaged: the game seed is not a number."))
    options = options_from_dict(game.Options, envelope["options"])
    actions = _parse_actions(game, envelope["actions"], len(seats))
    if not isinstance(envelope["state"], Mapping):
        raise SaveFormatError(_("The file is damaged: the game position is missing."))
    stored = game.state_from_dict(envelope["state"])
    actions = game.upgrade_moves([s.name for s in seats], options, seed, actions, stored)
    saved_at = envelope.get("saved_at", "")
    uid = envelope.get("uid", "")
    data = SaveData(game, seats, seed, options, actions, None, valid_saved_at(saved_at),
                    uid if isinstance(uid, str) and _UID.fullmatch(uid) else "")
    history: list[Event] = []
    replayed = replay(data, history)
    if _canonical(replayed.to_dict()) != _canonical(stored.to_dict()):
        raise SaveFormatError(
            _("The file is damaged: its game position does not match its list of moves.")
        )
    data.state = replayed
    data.history = history
    return data


def _parse_actions(game: Game, raw: Any, seat_count: int) -> list[tuple[Seat, Action]]:
    if not isinstance(raw, list):
        raise SaveFormatError(_("The file is damaged: the list of moves is missing."))
    out: list[tuple[Seat, Action]] = []
    for number, item in enumerate(raw, start=1):
        seat = item.get("seat") if isinstance(item, Mapping) else None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seat_count:
            raise SaveFormatError(_("The file is damaged: move {number} has no player.").format(
                number=number))
        action = item.get("action")
        if not isinstance(action, Mapping):
            raise SaveFormatError(_("The file is damaged: move {number} has no action.").format(
                number=number))
        try:
            out.append((seat, game.action_from_dict(action)))
        except SaveFormatError as exc:
            raise SaveFormatError(
                _("The file is damaged: move {number} is not a move of this game.").format(
                    number=number)) from exc
    return out


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def save_summary(seats: Sequence[SeatInfo], game: Game) -> str:
    return f"{game.title} — {', '.join(s.name for s in seats)}"
