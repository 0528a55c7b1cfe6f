"""Best scores per level, kept in the user's data folder (cocoons-records.json).

Keys are "1".."5" (and "1-hard".. for hard mode); a home-made level keeps no record.
Winning a level opens the next one (`highest_open_level`) and winning level 5 unlocks hard
mode (`hard_mode_unlocked`); the "Unlock every level" setting opens everything at once.
Reading never fails: a damaged or missing file means "no records yet"; writing is atomic and
a failure loses nothing else.
"""

from __future__ import annotations

import json
from pathlib import Path

from cocoa_games.core.atomic import atomic_write_text
from cocoa_games.core.i18n import _


def records_path() -> Path:
    from cocoa_games.app import paths

    return paths.data_dir() / "cocoons-records.json"


def _key(level: int, hard: bool) -> str:
    return f"{level}-hard" if hard else str(level)


def load(path: Path | None = None) -> dict[str, int]:
    path = path or records_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)}


def best(level: int, hard: bool, path: Path | None = None) -> int | None:
    return load(path).get(_key(level, hard))


def record_win(level: int, hard: bool, score: int, path: Path | None = None) -> bool:
    """Keep `score` if it beats the level's best; True when it is a new best."""
    if not 1 <= level <= 5:
        return False
    path = path or records_path()
    records = load(path)
    key = _key(level, hard)
    if key in records and records[key] >= score:
        return False
    records[key] = score
    try:
        atomic_write_text(path, json.dumps(records, indent=1, sort_keys=True))
    except OSError:
        return False
    return True


def hard_mode_unlocked(path: Path | None = None) -> bool:
    return "5" in load(path)


def highest_open_level(path: Path | None = None) -> int:
    """Level 1 is always open; each level won opens the next one."""
    won = load(path)
    level = 1
    while level < 5 and str(level) in won:
        level += 1
    return level


def sum_up(level: int, hard: bool, won: bool, score: int,
           path: Path | None = None) -> tuple[str, ...]:
    """At the end of a game: keep a winning score of a built-in level and say, in lines for
    the end screen, the level's best and what the win opened."""
    if not 1 <= level <= 5:
        return ()
    opened_before = highest_open_level(path), hard_mode_unlocked(path)
    new_best = won and record_win(level, hard, score, path)
    out: list[str] = []
    if new_best:
        out.append(_("A new best score for this level: {n}").format(n=score))
    else:
        best_score = best(level, hard, path)
        if best_score is not None:
            out.append(_("Best score for this level: {n}").format(n=best_score))
    if won and highest_open_level(path) > opened_before[0]:
        out.append(_("Level {n} is now open.").format(n=highest_open_level(path)))
    if won and hard_mode_unlocked(path) and not opened_before[1]:
        out.append(_("Hard mode is unlocked."))
    return tuple(out)
