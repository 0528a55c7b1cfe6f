"""A quick, safe look at a save for lists (the launcher's Continue, the save manager):
game, players, number of moves, when — without replaying it, and never trusting it.

Everything goes through the hardened reader; whatever is odd becomes `problem`, a sentence
for players. Whether a save really opens is decided by `read_save` when it is opened.
No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cocoa_games import games
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.safe_read import read_json_file
from cocoa_games.core.saves import MAX_NAME_CHARS, MAX_SAVE_BYTES, SaveData


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game_id: str = ""
    title: str = ""
    players: tuple[str, ...] = field(default_factory=tuple)
    moves: int = 0
    saved_at: str = ""
    problem: str = ""  # why it looks damaged; "" when it looks fine


def peek(path: Path) -> SaveInfo:
    try:
        envelope = read_json_file(path, MAX_SAVE_BYTES)
    except SaveFormatError as exc:
        return SaveInfo(path, problem=str(exc))
    if not isinstance(envelope, Mapping):
        return SaveInfo(path, problem=_("This is not a Cocoa Games save file."))
    game_id = envelope.get("game")
    titles = {info.id: info.title for info in games.all_games()}
    seats = envelope.get("seats")
    actions = envelope.get("actions")
    if not isinstance(game_id, str) or game_id not in titles:
        return SaveInfo(path, problem=_("This save is for a game this app does not know."))
    if not isinstance(seats, list) or not all(
        isinstance(s, Mapping) and isinstance(s.get("name"), str)
        and len(s["name"]) <= MAX_NAME_CHARS for s in seats
    ):
        return SaveInfo(path, game_id, titles[game_id],
                        problem=_("The file is damaged: a seat has no player name."))
    saved_at = envelope.get("saved_at")
    return SaveInfo(
        path, game_id, titles[game_id], tuple(s["name"] for s in seats),
        len(actions) if isinstance(actions, list) else 0,
        saved_at if isinstance(saved_at, str) else "",
    )


def same_moves(path: Path, data: SaveData) -> bool:
    """True when the save at `path` holds exactly the moves of `data`."""
    try:
        envelope = read_json_file(path, MAX_SAVE_BYTES)
    except SaveFormatError:
        return False
    if not isinstance(envelope, Mapping):
        return False
    mine = [{"seat": seat, "action": action.to_dict()} for seat, action in data.actions]
    return envelope.get("actions") == mine
