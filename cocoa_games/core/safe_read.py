"""The one way in for every file the app reads: saves, autosaves, settings, statistics,
records, the error log and the installed catalogues.

A file from a USB stick, a second window or a curious child can be anything: a FIFO (a
plain open() would wait forever), /dev/zero behind a symlink (`st_size` says 0 and a read
never ends), a directory, a 5,000-deep nest of brackets (json.loads recurses until Python
gives up), a number with 100,000 digits. So: open without blocking, insist on a regular
file with fstat, read at most the cap plus one byte whatever `st_size` says, measure the
bracket depth before json.loads sees the text, and turn every failure into
`UnreadableFileError`, whose message is a sentence for players. Strings holding a lone
surrogate (legal JSON, but no UTF-8 writer can write them again) come back scrubbed
(text.py). A file of a newer format version is `NewerVersionError`: kept untouched, told as
"made by a newer version", never "damaged". No Qt here.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from .errors import SaveFormatError
from .i18n import _
from .text import may_hold_surrogates, scrub_json

#: deeper than any file we write (a save nests about 8 levels) and far below Python's limit
MAX_JSON_DEPTH = 64
#: digits in one JSON number; Python's own limit (4,300) raises ValueError late and vaguely
MAX_NUMBER_DIGITS = 400


class UnreadableFileError(SaveFormatError):
    """A file that cannot be trusted or read; the message says why, for players."""


class NewerVersionError(UnreadableFileError):
    """A file written by a newer version of the app: to be left exactly as it is."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or _(
            "This file was made by a newer version of Cocoa Games. It was left as it is; "
            "update the app to use it."))


def _open_flags() -> int:
    return os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)


def read_bounded(path: str | os.PathLike[str], cap: int, head: int | None = None) -> bytes:
    """The bytes of a regular file of at most `cap` bytes, or UnreadableFileError."""
    try:
        fd = os.open(os.fspath(path), _open_flags())
    except FileNotFoundError as exc:
        raise UnreadableFileError(_("The file cannot be opened: it was not found.")) from exc
    except IsADirectoryError as exc:
        raise UnreadableFileError(_("This is a folder, not a saved game.")) from exc
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the name
        reason = getattr(exc, "strerror", None) or str(exc)
        raise UnreadableFileError(
            _("The file cannot be opened: {reason}.").format(reason=reason)) from exc
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnreadableFileError(_("This is a folder, not a saved game."))
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(
                _("This is not an ordinary file (perhaps a device or a pipe), so it is not opened.")
            )
        if info.st_size > cap:
            raise _too_large(cap)
        chunks: list[bytes] = []
        left = cap + 1  # one byte more than allowed tells "too large" from "just fits"
        if head is not None:  # only the first bytes: a list's glance at a save's header
            left = min(left, head)
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UnreadableFileError(
            _("The file cannot be read: {reason}.").format(reason=exc.strerror or exc)
        ) from exc
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > cap:
        raise _too_large(cap)
    return data


def _too_large(cap: int) -> UnreadableFileError:
    return UnreadableFileError(
        _("This file is too large to be one of ours (more than {size} KB).").format(
            size=cap // 1024)
    )


_KEEP = b'[]{}"'
_DROP = bytes(c for c in range(256) if c not in _KEEP)


def too_deep(raw: bytes, limit: int) -> bool:
    """True when JSON nests brackets more than `limit` deep (brackets in strings do not
    count). Only C-speed bytes operations: a legal 8 MB save is checked in a fraction of
    its json.loads time. Escaped quotes go first, then everything but brackets and quotes;
    every other piece between quotes is outside a string; each pass then peels one level
    of empty pairs."""
    if raw.count(b"[") + raw.count(b"{") <= limit:
        return False
    flat = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _DROP)
    brackets = b"".join(flat.split(b'"')[::2])
    for _level in range(limit):
        peeled = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if not peeled or peeled == brackets:
            return False  # flat enough, or unbalanced (json.loads will call it damaged)
        brackets = peeled
    return True


def _check_float(text: str) -> float:
    value = float(text)
    if len(text) > MAX_NUMBER_DIGITS or value in (float("inf"), float("-inf")):
        raise UnreadableFileError(
            _("The file is damaged: it holds a number far too long to be ours."))
    return value


def _no_constant(name: str) -> Any:
    raise UnreadableFileError(
        _("The file is damaged: it holds {value}, which is not a number.").format(value=name))


def parse_json(raw: bytes, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Strict JSON from bytes: UTF-8, bounded depth and number size, no NaN/Infinity."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFileError(
            _("The file is damaged: it is not a complete save (perhaps cut short while copying).")
        ) from exc
    if too_deep(raw, max_depth):
        raise UnreadableFileError(
            _("The file is damaged: it is nested far deeper than any of ours."))
    try:
        # a number past Python's int digit limit raises ValueError, caught below
        value = json.loads(text, parse_float=_check_float, parse_constant=_no_constant)
        return scrub_json(value) if may_hold_surrogates(text) else value
    except UnreadableFileError:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise UnreadableFileError(
            _("The file is damaged: it is not a complete save (perhaps cut short while copying).")
        ) from exc


def read_json_file(path: str | os.PathLike[str], cap: int,
                   max_depth: int = MAX_JSON_DEPTH) -> Any:
    """A regular file of at most `cap` bytes parsed as bounded JSON (for settings,
    statistics and saves alike); UnreadableFileError with a player's sentence otherwise."""
    return parse_json(read_bounded(path, cap), max_depth)


def check_envelope(data: Any, file_format: str, version: int) -> dict[str, Any]:
    """`data` as a dict of `file_format` at most `version`: NewerVersionError for a file of a
    newer app (leave it be), UnreadableFileError (damaged) for anything else."""
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise UnreadableFileError(_("The file is damaged: it is not one of ours."))
    found = data.get("version")
    if isinstance(found, bool) or not isinstance(found, int) or found < 1:
        raise UnreadableFileError(_("The file is damaged: it has no format version."))
    if found > version:
        raise NewerVersionError()
    return data


def open_for_append(path: str | os.PathLike[str], mode: int = 0o600) -> int:
    """A file descriptor to append to a regular file (created if missing), never waiting:
    a FIFO put in its place is refused at once (ENXIO with O_NONBLOCK, or the fstat
    check), a symlink is not followed. Raises OSError."""
    flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0))
    fd = os.open(os.fspath(path), flags, mode)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(_("not an ordinary file"))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: writes complete, never EAGAIN
    except BaseException:
        os.close(fd)
        raise
    return fd


def is_regular_file(path: Path) -> bool:
    """True for a regular file reached without following the path into a device or pipe."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False
