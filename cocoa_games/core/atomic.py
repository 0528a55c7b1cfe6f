"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half."""

from __future__ import annotations

import os
from pathlib import Path

from .text import scrub


def atomic_write_text(path: str | os.PathLike[str], text: str, prefix: str = ".saving-") -> Path:
    """Temp file in the same folder, fsync, then os.replace: readers see old or new, never half.

    Never raises on encoding: a lone surrogate (a name from somewhere odd) is written as
    U+FFFD, exactly as every reader would read it back, instead of failing every write."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        data = scrub(text).encode("utf-8")
    return atomic_write_bytes(path, data, prefix)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes,
                       prefix: str = ".saving-") -> Path:
    """The same for bytes kept exactly as they are (an exported copy of a damaged file)."""
    import tempfile  # (with random and shutil) when the first file is written, not at start-up

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
