"""A quick, safe look at a save for lists (the launcher's Continue, the save manager):
game, players, number of moves, when — without replaying it, and never trusting it.

Everything goes through the hardened reader; whatever is odd becomes `problem`, a sentence
for players. Whether a save really opens is decided by `read_save` when it is opened.
`glance` reads only a file's first bytes: the envelope puts what a list shows (game, date,
seats, the number of moves) before the long move list, so forty 8 MB saves are listed
without parsing one of them. No Qt here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cocoa_games import games
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.safe_read import parse_json, read_bounded, read_json_file
from cocoa_games.core.saves import MAX_NAME_CHARS, MAX_SAVE_BYTES, SaveData

#: what `glance` reads of a file: a header is well under 2 KB (four names of 100 characters)
HEADER_BYTES = 64 * 1024
#: the envelope's big values: a header ends where the first of them begins
_BIG_KEYS = ("actions", "state")
_SPACE = " \t\n\r"
# control characters break a list's lines; lone surrogates cannot be drawn (Qt drops them)
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def readable(text: str) -> str:
    """`text` with every character a list cannot show as itself made a visible "�"."""
    return _UNSHOWABLE.sub("\ufffd", text)


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game_id: str = ""
    title: str = ""
    players: tuple[str, ...] = field(default_factory=tuple)  # as shown (`readable`)
    moves: int = 0
    saved_at: str = ""
    problem: str = ""  # why it looks damaged; "" when it looks fine
    #: False when the header did not tell everything: only a full `peek` can (a file of an
    #: older version has no move count in front, a hand-made one may order fields its way)
    complete: bool = True
    computers: int = 0  # how many seats a computer played
    uid: str = ""  # which game it is, when the part read says so (its autosave slot's name)


def peek(path: Path) -> SaveInfo:
    """What a list shows of one save (the launcher's Continue): from its header, or from
    the whole file when the header does not tell it all."""
    info = glance(path)
    return info if info.complete else peek_whole(path)


def peek_whole(path: Path) -> SaveInfo:
    """What a list shows, from the whole file (a worker's job for a big one). A file laid
    out as ours are has its moves counted in its bytes — milliseconds for 8 MB, where
    parsing would hold Python's lock from the UI thread for a second; any other is parsed."""
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except SaveFormatError as exc:
        return SaveInfo(path, problem=str(exc))
    header, moves = read_header(raw[:HEADER_BYTES]), counted_moves(raw)
    if moves is not None and {"game", "seats"} <= header.keys():
        return _info(path, header, moves)
    try:
        return _info(path, parse_json(raw))
    except SaveFormatError as exc:
        return SaveInfo(path, problem=str(exc))


def counted_moves(raw: bytes) -> int | None:
    """How many moves a compact envelope's move list holds, counted without parsing: every
    move we write begins `{"seat":`, and those bytes cannot stand inside a JSON string (a
    bare quote ends it). None when the file is laid out otherwise."""
    start, end = raw.find(b',"actions":['), raw.rfind(b',"state":')
    if start < 0 or end <= start or raw[end - 1:end] != b"]":
        return None
    if raw[start:end] == b',"actions":[]':
        return 0
    return raw.count(b'{"seat":', start, end) or None


def glance(path: Path) -> SaveInfo:
    """What `peek` tells, from the first `HEADER_BYTES` of the file only; `complete` is
    False when those do not say it all (then `peek` must read the whole file)."""
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES, head=HEADER_BYTES + 1)
    except SaveFormatError as exc:
        return SaveInfo(path, problem=str(exc))
    if len(raw) <= HEADER_BYTES:  # the whole file: look at all of it, exactly as peek does
        try:
            return _info(path, parse_json(raw))
        except SaveFormatError as exc:
            return SaveInfo(path, problem=str(exc))
    header = read_header(raw[:HEADER_BYTES])
    moves = header.get("moves")
    if (isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_SAVE_BYTES
            or not {"game", "seats"} <= header.keys()):
        return SaveInfo(path, complete=False)
    return _info(path, header, moves)


def read_header(prefix: bytes) -> dict[str, Any]:
    """The envelope's leading fields that stand whole in `prefix`, up to the move list or
    the position; {} when the prefix is not the start of a JSON object. Each value is
    parsed on its own (a few hundred bytes), never the long rest of the file."""
    text = _utf8_prefix(prefix)
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    at = _skip_space(text, 0)
    if not text.startswith("{", at):
        return found
    at += 1
    try:
        while True:
            at = _skip_space(text, at)
            key, at = decoder.raw_decode(text, at)
            at = _skip_space(text, at)
            if not isinstance(key, str) or key in _BIG_KEYS or not text.startswith(":", at):
                return found
            value, at = decoder.raw_decode(text, _skip_space(text, at + 1))
            found[key] = value
            at = _skip_space(text, at)
            if not text.startswith(",", at):
                return found
            at += 1
    except (ValueError, RecursionError):  # cut off by the prefix's end, or not JSON: enough
        return found


def _utf8_prefix(prefix: bytes) -> str:
    """The prefix as text; a character cut in two at its end is left out, any other bad
    byte ends the text there (whatever stands before it is still a header)."""
    try:
        return prefix.decode("utf-8")
    except UnicodeDecodeError as exc:
        return prefix[:exc.start].decode("utf-8")


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in _SPACE:
        at += 1
    return at


_UID = re.compile("[0-9a-f]{32}")
_TAIL = re.compile(rb'(,"uid":"[0-9a-f]{32}")?\}\s*\Z')


def stored_position(raw: bytes) -> Any:
    """The envelope's `state` when it is the last big field (as every save we write has
    it), parsed alone; None when the file is laid out otherwise (then parse it all)."""
    at = raw.rfind(b',"state":')
    tail = _TAIL.search(raw, at) if at >= 0 else None
    if tail is None:
        return None
    try:
        return parse_json(raw[at + len(b',"state":'):tail.start()])
    except SaveFormatError:
        return None  # a "state" key inside the position itself, say: the full parse decides


def _info(path: Path, envelope: Any, moves: int | None = None) -> SaveInfo:
    """A list's facts from a parsed envelope (or its header, with the count it gives)."""
    if not isinstance(envelope, Mapping):
        return SaveInfo(path, problem=_("This is not a Cocoa Games save file."))
    game_id = envelope.get("game")
    titles = {info.id: info.title for info in games.all_games()}
    seats = envelope.get("seats")
    actions = envelope.get("actions")
    if not isinstance(game_id, str) or game_id not in titles:
        return SaveInfo(path, problem=_("This save is for a game this app does not know."))
    if not isinstance(seats, list) or not all(
        isinstance(s, Mapping) and isinstance(s.get("name"), str) for s in seats
    ):
        return SaveInfo(path, game_id, titles[game_id],
                        problem=_("The file is damaged: a seat has no player name."))
    if any(len(s["name"]) > MAX_NAME_CHARS for s in seats):  # read_save says the same
        return SaveInfo(path, game_id, titles[game_id], problem=_(
            "The file is damaged: a player name is longer than {n} letters.").format(
                n=MAX_NAME_CHARS))
    saved_at = envelope.get("saved_at")
    if moves is None:
        moves = len(actions) if isinstance(actions, list) else 0
    uid = envelope.get("uid")
    return SaveInfo(
        path, game_id, titles[game_id], tuple(readable(s["name"]) for s in seats), moves,
        saved_at if isinstance(saved_at, str) else "",
        computers=sum(1 for s in seats if s.get("kind") == "computer"),
        uid=uid if isinstance(uid, str) and _UID.fullmatch(uid) else "",
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
