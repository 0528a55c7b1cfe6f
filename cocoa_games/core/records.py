"""A game's own records (a level's best score) as the rules see them: a small protocol.

The rules decide what a record is (games/cocoons/records.py: a new best, the next level
opened); where records are kept is the app's business (app/records_store.py keeps them in
the user's data folder, through the guarded reader). The app installs its book when it
starts; until then, and in a rules test, `installed()` is a book that keeps nothing, so
rules never touch a file. No Qt, no I/O here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol


class RecordBook(Protocol):
    """Keeps each game's records: short keys ("1", "5-hard") -> whole numbers."""

    def records(self, game_id: str) -> dict[str, int]:
        """What is kept for `game_id` now ({} when nothing, or nothing readable)."""
        ...

    def keep(self, game_id: str, records: Mapping[str, int]) -> bool:
        """Keep `records` as `game_id`'s records; False when they could not be kept."""
        ...


class NoRecords:
    """Keeps nothing: every game starts with no records and none is written."""

    def records(self, game_id: str) -> dict[str, int]:
        return {}

    def keep(self, game_id: str, records: Mapping[str, int]) -> bool:
        return False


_installed: RecordBook = NoRecords()


def install(book: RecordBook) -> RecordBook:
    """Use `book` for every game's records from now on; returns the one it replaces."""
    global _installed
    previous, _installed = _installed, book
    return previous


def installed() -> RecordBook:
    return _installed
