"""The games' own records kept in the user's data folder: ``<game id>-records.json``.

The app-side half of core/records.py: rules ask the installed `RecordBook`, this one
reads and writes the file. The file goes through the guarded reader (a FIFO, a link to
/dev/zero or a 5,000-deep nest is "no records yet", never a freeze or a RecursionError);
only short keys with whole numbers are kept. The file is versioned; one from a newer
version is read as no records and never written over. Files of older versions (a bare
``{"1": 25}``) are read as they are. No Qt here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from cocoa_games.app import paths
from cocoa_games.core.atomic import atomic_write_text
from cocoa_games.core.safe_read import (
    NewerVersionError,
    UnreadableFileError,
    check_envelope,
    read_json_file,
)

FORMAT = "cocoa-games-records"
VERSION = 1
MAX_BYTES = 64 * 1024  # a few dozen numbers
MAX_DEPTH = 4
MAX_ENTRIES = 200
MAX_KEY = 40
TEMP_PREFIX = ".records-"


class FileRecords:
    """A RecordBook in files: one per game, in `folder` (the user data folder if None)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self._folder = Path(folder) if folder is not None else None

    def path(self, game_id: str) -> Path:
        folder = self._folder if self._folder is not None else paths.data_dir()
        return folder / f"{game_id}-records.json"

    def records(self, game_id: str) -> dict[str, int]:
        try:
            return self._read(game_id)
        except UnreadableFileError:  # missing, damaged, newer: no records to go by
            return {}

    def keep(self, game_id: str, records: Mapping[str, int]) -> bool:
        if _clean(records) != dict(records):
            return False  # never write what the reader would drop (a key too long, 10**30)
        try:
            self._read(game_id)
        except NewerVersionError:
            return False  # a newer version's records stay exactly as they are
        except UnreadableFileError:
            pass  # missing or damaged: replaced by what is known now
        data = {"format": FORMAT, "version": VERSION, "records": _clean(records)}
        try:
            atomic_write_text(self.path(game_id), json.dumps(data, indent=1, sort_keys=True),
                              prefix=TEMP_PREFIX)
        except OSError:
            return False
        return True

    def _read(self, game_id: str) -> dict[str, int]:
        data = read_json_file(self.path(game_id), MAX_BYTES, MAX_DEPTH)
        if isinstance(data, dict) and "format" in data:
            data = check_envelope(data, FORMAT, VERSION).get("records")
        return _clean(data)


def _clean(data: object) -> dict[str, int]:
    if not isinstance(data, Mapping):
        return {}
    return {k: v for k, v in list(data.items())[:MAX_ENTRIES]
            if isinstance(k, str) and len(k) <= MAX_KEY
            and isinstance(v, int) and not isinstance(v, bool) and -(2**63) < v < 2**63}
