"""Where games live on disk: one autosave slot per unfinished game, finished records,
private (0600) writes and copies, a lock per slot, and the clean-up of leftover temp files.

Before, every window shared one `autosave.cocoa.json`: a second window, a Load… or a game
ending in another window could overwrite or delete a game in progress. Now each game has a
`uid` and its own file `saves/unfinished/<uid>.cocoa.json`; a window holds an advisory lock
on `<uid>.lock` while the game is on its table, so a second window cannot open the same
game and write over it. When the game ends, its slot becomes `saves/finished/<uid>…` — a
record the save manager lists and the replay viewer plays. No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path

from cocoa_games.app import paths
from cocoa_games.core.atomic import atomic_write_bytes
from cocoa_games.core.safe_read import read_bounded
from cocoa_games.core.save_files import MAX_SAVE_BYTES, SAVE_SUFFIX

try:  # advisory locks; on a system without fcntl the slot files alone still separate games
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

UID_PATTERN = re.compile(r"[0-9a-f]{32}")
#: a temp file older than this belongs to no live writer (a write takes milliseconds)
STALE_TEMP_SECONDS = 600
TEMP_PATTERNS = (".saving-*.tmp", ".settings-*.tmp", ".copying-*.tmp", ".stats-*.tmp",
                 ".records-*.tmp")
#: where the save manager keeps deleted files until its dialog closes (one folder per list)
DELETED_DIR = ".deleted"


def new_uid() -> str:
    import uuid  # only when a game starts: uuid (and platform) are not needed to start the app

    return uuid.uuid4().hex


def uid_for_file(path: Path) -> str:
    """A uid for a save of an older version (it has none): the same file opened again
    continues the same slot, instead of adding another unfinished copy each time."""
    import hashlib

    try:
        where = os.fsencode(path.resolve())
    except (OSError, ValueError):
        where = os.fsencode(path.absolute())
    return hashlib.sha256(b"cocoa-games-slot\0" + where).hexdigest()[:32]


def is_uid(text: object) -> bool:
    return isinstance(text, str) and UID_PATTERN.fullmatch(text) is not None


def unfinished_dir() -> Path:
    return paths.saves_dir() / "unfinished"


def finished_dir() -> Path:
    return paths.saves_dir() / "finished"


def slot_path(uid: str) -> Path:
    return unfinished_dir() / f"{uid}{SAVE_SUFFIX}"


def finished_path(uid: str) -> Path:
    return finished_dir() / f"{uid}{SAVE_SUFFIX}"


def uid_of_slot(path: Path) -> str | None:
    """The uid when `path` is an autosave slot, else None."""
    stem = path.name.removesuffix(SAVE_SUFFIX)
    if path.parent == unfinished_dir() and is_uid(stem):
        return stem
    return None


def _regular_saves(folder: Path) -> list[Path]:
    try:
        found = [p for p in folder.glob(f"*{SAVE_SUFFIX}") if _is_regular(p)]
    except OSError:
        return []
    return sorted(found, key=_mtime, reverse=True)


def _is_regular(path: Path) -> bool:
    import stat

    try:
        return stat.S_ISREG(path.lstat().st_mode)  # a symlink here is not one of our slots
    except OSError:
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def unfinished_games() -> list[Path]:
    """Every unfinished game's autosave, newest first."""
    return _regular_saves(unfinished_dir())


def finished_games() -> list[Path]:
    return _regular_saves(finished_dir())


def kept_saves() -> list[Path]:
    """Games kept with Save / Save as or imported (the saves folder itself)."""
    return _regular_saves(paths.saves_dir())


def migrate_legacy_autosave() -> None:
    """The single autosave of older versions becomes a slot of its own (a rename: the
    bytes stay exactly as they were). Two windows starting at once: one rename wins."""
    legacy = paths.autosave_path()
    if not _is_regular(legacy):
        return
    try:
        unfinished_dir().mkdir(parents=True, exist_ok=True)
        os.rename(legacy, slot_path(new_uid()))
    except OSError:
        pass


def clean_stale_temp_files(now: float | None = None) -> int:
    """Remove temp files left by crashed writers; a live writer's fresh file is kept."""
    now = time.time() if now is None else now
    removed = 0
    folders = (paths.saves_dir(), unfinished_dir(), finished_dir(), paths.config_dir(),
               paths.data_dir())  # statistics and the games' records live there
    for folder in folders:
        for pattern in TEMP_PATTERNS:
            try:
                candidates = list(folder.glob(pattern))
            except OSError:
                continue
            for path in candidates:
                try:
                    if _is_regular(path) and now - path.lstat().st_mtime > STALE_TEMP_SECONDS:
                        path.unlink()
                        removed += 1
                except OSError:
                    continue
    return removed + _clean_orphan_locks() + _clean_abandoned_deletions()


def _clean_abandoned_deletions() -> int:
    """Files the save manager of a window that crashed was holding for Undo: that window is
    gone, so nobody can undo any more and the deletion the family confirmed is finished.
    A list still open in a live window (its process id is in the folder's name) is kept."""
    import shutil

    removed = 0
    root = paths.saves_dir() / DELETED_DIR
    try:
        bins = [p for p in root.iterdir() if _is_dir(p)]
    except OSError:
        return 0
    for folder in bins:
        pid = folder.name.split("-", 1)[0]
        if pid.isdigit() and _process_alive(int(pid)):
            continue
        shutil.rmtree(folder, ignore_errors=True)
        removed += 1
    with contextlib.suppress(OSError):
        root.rmdir()  # only when empty
    return removed


def _is_dir(path: Path) -> bool:
    import stat

    try:
        return stat.S_ISDIR(path.lstat().st_mode)  # a link is not followed into
    except OSError:
        return False


def _process_alive(pid: int) -> bool:
    if pid == os.getpid() or os.name == "nt":  # (on Windows os.kill would end the process)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):
        return True  # another user's process, or no way to tell: keep it
    return True


def _clean_orphan_locks() -> int:
    """Lock files of games that are no longer unfinished (finished, deleted) and that no
    window holds; a game still in its slot keeps its lock file."""
    removed = 0
    try:
        locks = list(unfinished_dir().glob("*.lock"))
    except OSError:
        return 0
    for lock_file in locks:
        uid = lock_file.name.removesuffix(".lock")
        if not is_uid(uid) or slot_path(uid).exists():
            continue
        lock = SlotLock(uid)
        if lock.acquire() and lock.held:
            with contextlib.suppress(OSError):
                lock_file.unlink()  # while held, so nobody is between open and lock
            lock.release()
            removed += 1
    return removed


def copy_private(source: Path, target: Path, cap: int = MAX_SAVE_BYTES) -> Path:
    """Copy a file through the hardened reader into a new 0600 file (atomic).

    Raises UnreadableFileError (a SaveFormatError) or OSError."""
    # the bytes exactly: a damaged file exported for a helper stays the damaged file
    return atomic_write_bytes(target, read_bounded(source, cap), prefix=".copying-")


class SlotLock:
    """An advisory, non-blocking lock on one game's slot, held while it is on a table.

    The kernel drops it when the process dies (even by kill -9), so a crash never leaves
    a game locked."""

    def __init__(self, uid: str) -> None:
        self.uid = uid
        self._fd: int | None = None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        if fcntl is None:
            return True
        try:
            unfinished_dir().mkdir(parents=True, exist_ok=True)
            fd = os.open(unfinished_dir() / f"{self.uid}.lock",
                         os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except OSError:
            return True  # a read-only folder: nothing can be written over anyway
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        # the lock file stays: unlinking it would let a third window lock a new file of
        # the same name while a second still holds the old one
        with contextlib.suppress(OSError):
            os.close(fd)  # closing drops the flock

    @property
    def held(self) -> bool:
        return self._fd is not None


def is_locked_elsewhere(uid: str) -> bool:
    """True while another window (or process) has this game on its table."""
    probe = SlotLock(uid)
    if probe.acquire():
        if probe._fd is not None:  # we got it: nobody else holds it; give it straight back
            fd, probe._fd = probe._fd, None
            with contextlib.suppress(OSError):
                os.close(fd)
        return False
    return True
