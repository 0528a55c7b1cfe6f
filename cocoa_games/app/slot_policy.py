"""What opening a save means for the autosave slots, decided in one place (no Qt).

A file opens onto a slot (`open_save`): which game's slot it plays on (its own, when the
slot holds the same moves; a new one when that would overwrite or duplicate anything),
whether Save writes back to it, and what happens when it cannot be read: a damaged autosave
is set aside under a name that says so, so it no longer blocks Continue, and not one byte
of it changes. The window only shows what was decided (main_window.py).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cocoa_games.app import paths, save_slots
from cocoa_games.core.errors import SaveFormatError
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.save_files import SAVE_SUFFIX

if TYPE_CHECKING:  # the save format (and datetime) load with the first game opened:
    from cocoa_games.core.saves import SaveData  # the launcher's first frame needs neither


@dataclass(frozen=True)
class Opened:
    """A save that reads, and the slot it continues on."""

    data: SaveData
    uid: str
    #: the file is the game's own autosave slot (up to date with every move)
    from_slot: bool
    #: where Save writes without asking: the player's own save file, else None
    save_path: Path | None


@dataclass(frozen=True)
class Unopened:
    """A save that does not read, in words for the player; the file is never changed."""

    title: str
    text: str
    reason: str  # the reader's own sentence, short enough for the status bar


def open_save(path: Path, on_table: str | None = None) -> Opened | Unopened:
    """Read `path` and decide its slot; `on_table` is the uid of the game already playing
    in this window (a copy of it opened from a file becomes a game of its own)."""
    from cocoa_games.core.saves import read_save  # with the first game: start-up stays light

    slot_uid = save_slots.uid_of_slot(path)
    try:
        data = read_save(path)
    except SaveFormatError as exc:
        return _unopened(path, str(exc), slot_uid is not None)
    if slot_uid is not None:
        return Opened(data, slot_uid, from_slot=True, save_path=None)
    finished = save_slots.finished_dir() == path.parent  # a record: never written again
    return Opened(data, uid_for(data, on_table, path), from_slot=False,
                  save_path=None if finished else path)


def _unopened(path: Path, reason: str, was_slot: bool) -> Unopened:
    if not was_slot:
        return Unopened(_("This save cannot be opened"),
                        _("{reason}\n\nThe file was left exactly as it was.").format(
                            reason=reason), reason)
    copy = set_aside_damaged_slot(path)
    text = (_("{reason}\n\nNothing was deleted and not one byte of the file was"
              " changed. It was moved to your saves folder as “{name}”, so it no"
              " longer blocks Continue.").format(reason=reason, name=copy.name)
            if copy is not None else
            _("{reason}\n\nNothing was deleted and not one byte of the file was"
              " changed.").format(reason=reason))
    return Unopened(_("The last game cannot be continued"), text, reason)


def uid_for(data: SaveData, on_table: str | None = None, path: Path | None = None) -> str:
    """A loaded file continues its game's own slot when that slot holds exactly the same
    moves (no duplicate); if the slot went on differently, or the game is on this
    table, it becomes a game of its own (nothing is overwritten). A file without a uid
    (older versions) gets one from where it lies, so opening it twice is one game."""
    uid = data.uid
    if not save_slots.is_uid(uid) and path is not None:
        uid = save_slots.uid_for_file(path)
    if not save_slots.is_uid(uid) or uid == on_table:
        return save_slots.new_uid()
    slot = save_slots.slot_path(uid)
    if not slot.exists():
        return save_slots.new_uid() if save_slots.finished_path(uid).exists() else uid
    from cocoa_games.app.save_peek import same_moves

    return uid if same_moves(slot, data) else save_slots.new_uid()


def set_aside_damaged_slot(path: Path) -> Path | None:
    """Move an unreadable autosave out of the unfinished list into the saves folder under
    a name that says what it is (a rename: not one byte changes, it stays private)."""
    import datetime as _dt

    try:
        stamp = _dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H-%M")
        target = free_path(paths.saves_dir(), _("Damaged autosave {date}").format(date=stamp))
        os.rename(path, target)
        os.chmod(target, 0o600)  # it holds a game: private, whoever made it
        return target
    except OSError:
        return None


def free_path(folder: Path, stem: str) -> Path:
    """`stem.cocoa.json`, or `stem (2).cocoa.json` ... so an older save is never overwritten."""
    candidate = folder / f"{stem}{SAVE_SUFFIX}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem} ({number}){SAVE_SUFFIX}"
        number += 1
    return candidate


class SummaryText(str):
    """A summary that knows its shorter forms, longest first (the game and its players,
    then the game alone): a line short of room shows the longest that fits whole, so a
    cut never leaves "(and 2 mor…" to be read as two more players."""

    shorter: tuple[str, ...] = ()


def continue_summary() -> SummaryText | None:
    """"Kokonana — Alice, Ben" for the newest unfinished game (and how many more), or None
    when there is none to continue. Only envelopes are peeked, through the hardened reader."""
    slots = save_slots.unfinished_games()
    if not slots:
        return None
    game, summary = peek_summary(slots[0])
    if len(slots) > 1:
        full = SummaryText(ngettext("{summary} · {n} more unfinished game",
                                    "{summary} · {n} more unfinished games",
                                    len(slots) - 1).format(summary=summary, n=len(slots) - 1))
    else:
        full = SummaryText(summary)
    full.shorter = tuple(t for t in (summary, game) if t and t != full)
    return full


def peek_summary(path: Path) -> tuple[str, str]:
    """(the game's title, "Kokonana — Alice, Ben") of one save."""
    from cocoa_games.app.save_peek import peek

    info = peek(path)
    if info.problem:
        return "", _("A game whose file looks damaged — Continue explains why")
    return info.title, _("{game} — {players}").format(game=info.title,
                                                       players=", ".join(info.players))


@dataclass(frozen=True)
class Listed:
    """A game file as the save manager lists it: where, which list, which game, how far."""

    path: Path
    kind: str  # save_rows.UNFINISHED / KEPT / FINISHED
    uid: str  # "" when the file does not say
    moves: int


def one_entry_per_game(listed: list[Listed], unfinished: str, kept: str) -> list[Listed]:
    """Each game once: a game kept with Save showed as both Unfinished and Saved. An
    autosave slot holding just what a kept save of the same game holds is left out (the
    save, under its own name, opens onto that very slot); a slot that went on further is
    a later position of its own and stays, as do files that name no game."""
    saved = {(e.uid, e.moves) for e in listed if e.kind == kept and e.uid}
    return [e for e in listed if not (e.kind == unfinished and (e.uid, e.moves) in saved)]
