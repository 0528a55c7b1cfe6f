"""Best scores per level, and what winning opens: the rules' side of Cocoons' records.

Keys are "1".."5" (and "1-hard".. for hard mode); a home-made level keeps no record.
Winning a level opens the next one (`highest_open_level`) and winning level 5 unlocks hard
mode (`hard_mode_unlocked`); the "Unlock every level" setting opens everything at once.
Where the records are kept is not the rules' business: they ask a `RecordBook`
(core/records.py; the app installs one that keeps them in the user's data folder). No I/O
and no app code here.
"""

from __future__ import annotations

from cocoa_games.core.i18n import _
from cocoa_games.core.records import RecordBook, installed

GAME_ID = "cocoons"


def _key(level: int, hard: bool) -> str:
    return f"{level}-hard" if hard else str(level)


def load(book: RecordBook | None = None) -> dict[str, int]:
    return (book or installed()).records(GAME_ID)


def best(level: int, hard: bool, book: RecordBook | None = None) -> int | None:
    return load(book).get(_key(level, hard))


def record_win(level: int, hard: bool, score: int, book: RecordBook | None = None) -> bool:
    """Keep `score` if it beats the level's best; True when it is a new best."""
    if not 1 <= level <= 5:
        return False
    book = book or installed()
    records = load(book)
    key = _key(level, hard)
    if key in records and records[key] >= score:
        return False
    records[key] = score
    return book.keep(GAME_ID, records)


def hard_mode_unlocked(book: RecordBook | None = None) -> bool:
    return "5" in load(book)


def highest_open_level(book: RecordBook | None = None) -> int:
    """Level 1 is always open; each level won opens the next one."""
    won = load(book)
    level = 1
    while level < 5 and str(level) in won:
        level += 1
    return level


def sum_up(level: int, hard: bool, won: bool, score: int,
           book: RecordBook | None = None) -> tuple[str, ...]:
    """At the end of a game: keep a winning score of a built-in level and say, in lines for
    the end screen, the level's best and what the win opened."""
    if not 1 <= level <= 5:
        return ()
    book = book or installed()
    opened_before = highest_open_level(book), hard_mode_unlocked(book)
    new_best = won and record_win(level, hard, score, book)
    out: list[str] = []
    if new_best:
        out.append(_("A new best score for this level: {n}").format(n=score))
    else:
        best_score = best(level, hard, book)
        if best_score is not None:
            out.append(_("Best score for this level: {n}").format(n=best_score))
    if won and highest_open_level(book) > opened_before[0]:
        out.append(_("Level {n} is now open.").format(n=highest_open_level(book)))
    if won and hard_mode_unlocked(book) and not opened_before[1]:
        out.append(_("Hard mode is unlocked."))
    return tuple(out)
