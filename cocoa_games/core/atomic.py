"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half."""

from __future__ import annotations

import os
from pathlib import Path


def atomic_write_text(path: str | os.PathLike[str], text: str, prefix: str = ".saving-") -> Path:
    """Temp file in the same folder, fsync, then os.replace: readers see old or new, never half."""
    import tempfile  # (with random and shutil) when the first file is written, not at start-up

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
