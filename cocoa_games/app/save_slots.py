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
from cocoa_games.core.atomic import atomic_write_text
from cocoa_games.core.safe_read import read_bounded
from cocoa_games.core.save_files import MAX_SAVE_BYTES, SAVE_SUFFIX

try:  # advisory locks; on a system without fcntl the slot files alone still separate games
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

UID_PATTERN = re.compile(r"[0-9a-f]{32}")
#: a temp file older than this belongs to no live writer (a write takes milliseconds)
STALE_TEMP_SECONDS = 600
TEMP_PATTERNS = (".saving-*.tmp", ".settings-*.tmp", ".copying-*.tmp")


def new_uid() -> str:
    import uuid  # only when a game starts: uuid (and platform) are not needed to start the app

    return uuid.uuid4().hex


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
    for folder in (paths.saves_dir(), unfinished_dir(), finished_dir(), paths.config_dir()):
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
    return removed + _clean_orphan_locks()


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
    data = read_bounded(source, cap)
    return atomic_write_text(target, data.decode("utf-8", errors="replace"), prefix=".copying-")


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
