"""Statistics per player name, kept across games in the user data folder. No Qt.

The file is ``<data dir>/stats.json`` (paths.py: platformdirs, or COCOA_GAMES_DATA_DIR)::

    {"format": "cocoa-games-stats", "version": 1,
     "players": {name: {game_id: {"played", "won", "streak", "best_streak",
                                  "best", "lower_is_better", "best_label"}}},
     "recorded": [keys of the games already counted, newest last]}

Why it is built this way:
- Two windows may finish games at the same time: every change re-reads the file under a
  lock, applies itself to what is there now and writes the result atomically (temp file,
  fsync, rename; 0600). Nobody's game is lost to the other window's older copy.
- A game is counted once: its key (game, seed, seats, moves) is remembered, so opening a
  finished save again does not count it twice.
- A damaged file never stops the app: it is copied aside as ``stats.damaged-<time>.json``
  and a fresh book starts; `problem` says so in one sentence for the screen. A file from a
  newer version is not damaged: it is left exactly as it is (nothing is counted into it
  here) and `problem` says "made by a newer version".
- What is written can be read: the book is written compactly and never past the size the
  reader accepts (a game that would make it too large is not counted, and `problem` says
  how to make room); a name is kept exactly as the players saw it ("Ann Lee" and
  "Ann  Lee" are two people), only cut after `MAX_NAME` letters.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from cocoa_games.app import paths
from cocoa_games.core.atomic import atomic_write_text
from cocoa_games.core.end_summary import EndSummary
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.safe_read import (
    NewerVersionError,
    UnreadableFileError,
    check_envelope,
    read_json_file,
)
from cocoa_games.core.text import scrub

FORMAT = "cocoa-games-stats"
VERSION = 1
MAX_BYTES = 2_000_000  # never written larger (compact JSON: thousands of players)
#: read up to twice that: older versions wrote indented books and let them grow past the
#: cap (then called them damaged); such a book is read whole and written back compact
MAX_READ_BYTES = 2 * MAX_BYTES
MAX_RECORDED = 500
MAX_NAME = 60


@dataclass(frozen=True)
class GameRecord:
    """One player's record in one game."""

    played: int = 0
    won: int = 0
    streak: int = 0  # wins in a row, up to the latest game
    best_streak: int = 0
    best: float | None = None  # the game's own measure (e.g. fewest turns to win)
    lower_is_better: bool = True
    best_label: str = ""  # what `best` measures, untranslated (N_): "fewest turns to win"


@dataclass(frozen=True)
class PlayerResult:
    name: str
    won: bool
    result: float | None = None


@dataclass(frozen=True)
class GameResult:
    """What one finished game adds to the book."""

    key: str
    game_id: str
    players: tuple[PlayerResult, ...]
    lower_is_better: bool = True
    best_label: str = ""


def game_key(game_id: str, seed: int, names: Sequence[str], moves: int) -> str:
    """The same finished game always gives the same key (a reloaded save is not new)."""
    text = json.dumps([game_id, seed, list(names), moves])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def result_of(summary: EndSummary, people: Sequence[int], key: str) -> GameResult:
    """What a finished game adds for the people at the table (computer seats keep none)."""
    won = set(summary.winners)
    players = tuple(PlayerResult(summary.names[s], s in won, summary.results[s])
                    for s in people)
    return GameResult(key, summary.game_id, players, summary.lower_is_better,
                      summary.best_label)


def record_line(record: GameRecord) -> str:
    """'won 2 of 5 · 2 wins in a row · best 14 (fewest turns to win)' for one game."""
    text = ngettext("won {won} of {n} game", "won {won} of {n} games", record.played).format(
        won=record.won, n=record.played)
    if record.streak > 1:
        text = _("{text} · {n} wins in a row").format(text=text, n=record.streak)
    if record.best_streak > 1 and record.best_streak != record.streak:
        text = _("{text} · longest streak {n}").format(text=text, n=record.best_streak)
    if record.best is not None:
        best = best_text(record.best)
        what = record.best_label
        text = (_("{text} · best {best} ({what})").format(text=text, best=best, what=_(what))
                if what else _("{text} · best {best}").format(text=text, best=best))
    return text


def best_text(best: float) -> str:
    """14, 2.5 — and a number too large for a float (a hand-made file) without failing."""
    if isinstance(best, int) and abs(best) >= 10**15:  # float() would raise OverflowError
        from decimal import Decimal

        mantissa, exponent = f"{Decimal(best):.5e}".split("e")  # as :g would say it
        return f"{mantissa.rstrip('0').rstrip('.')}e{exponent}"
    return f"{best:g}"


def clean_name(name: str) -> str:
    """The key of a player's records: the name exactly as shown (spaces inside count), cut
    after MAX_NAME letters. rstrip after the cut: a space at the cut would make the name
    read back from the file differ from the one written, and that player's records be
    overwritten."""
    name = scrub(str(name))
    return name[:MAX_NAME].rstrip() if len(name) > MAX_NAME else name


class StatsBook:
    """The statistics file. Every method is safe to call at any time and never raises for
    a missing, locked-out, unreadable or damaged file."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._path = Path(path) if path is not None else None
        self.problem: str | None = None  # the latest trouble, one sentence for people

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else paths.data_dir() / "stats.json"

    # -- reading --------------------------------------------------------------------------
    def players(self) -> dict[str, dict[str, GameRecord]]:
        """Everyone's records as the file holds them now ({} for a newer version's file)."""
        book = self._read()
        return {} if book is None else book[0]

    def records_of(self, name: str) -> dict[str, GameRecord]:
        return self.players().get(clean_name(name), {})

    # -- changing -------------------------------------------------------------------------
    def record(self, result: GameResult) -> bool:
        """Add a finished game. False if it was counted before or could not be written."""
        with self._changing() as book:
            if book is None or result.key in book[1]:
                return False
            players, recorded = book
            counted: set[str] = set()
            for p in result.players:
                name = clean_name(p.name)
                # two names alike in their first 60 letters share one record: one game
                # is one game played, not two
                if not name.strip() or name in counted:
                    continue
                counted.add(name)
                games = players.setdefault(name, {})
                old = games.get(result.game_id, GameRecord())
                games[result.game_id] = _add(old, p, result)
            recorded.append(result.key)
            del recorded[:-MAX_RECORDED]
            return self._write(players, recorded)

    def rename(self, old: str, new: str) -> str | None:
        """Give a player's records a new name (merged if that name has records too).
        Returns None when done, else a sentence saying why not."""
        old, new = clean_name(old), clean_name(new.strip())
        if not new:
            return _("A name needs at least one letter.")
        with self._changing() as book:
            if book is None:
                return self.problem or _("The statistics could not be read.")
            players, recorded = book
            if old not in players:
                return _("There are no statistics for {name}.").format(name=old)
            if new == old:
                return None
            moved = players.pop(old)
            target = players.setdefault(new, {})
            for game_id, rec in moved.items():
                target[game_id] = _merge(target[game_id], rec) if game_id in target else rec
            if not self._write(players, recorded):
                return self.problem
            return None

    def forget(self, name: str) -> bool:
        """Remove every record of `name`. False if there was none or it could not be written."""
        name = clean_name(name)
        with self._changing() as book:
            if book is None or name not in book[0]:
                return False
            players, recorded = book
            del players[name]
            return self._write(players, recorded)

    # -- the file -------------------------------------------------------------------------
    @contextlib.contextmanager
    def _changing(self) -> Iterator[tuple[dict[str, dict[str, GameRecord]], list[str]] | None]:
        """Hold the lock, read what is there now; the body writes (or not) before release."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # O_NONBLOCK: a FIFO put in the lock file's place is refused, not waited on
            fd = os.open(self.path.with_name(self.path.name + ".lock"),
                         os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0),
                         0o600)
            lock = os.fdopen(fd, "a")
        except OSError as exc:
            self.problem = _("The statistics could not be saved ({why}).").format(
                why=exc.strerror or exc)
            yield None
            return
        with lock:
            _lock(lock)
            yield self._read()

    def _read(self) -> tuple[dict[str, dict[str, GameRecord]], list[str]] | None:
        """The book now; None when it is a newer version's (read nothing, write nothing)."""
        path = self.path
        try:
            # the hardened reader: a FIFO here would hang a plain open() for good, and NaN
            # or 1e999 would come back as a "best" of nan or inf
            return _parse(read_json_file(path, MAX_READ_BYTES))
        except NewerVersionError:
            self.problem = _("The statistics were made by a newer version of Cocoa Games; "
                             "they were left as they are and this game is not counted.")
            return None
        except UnreadableFileError as exc:
            cause = exc.__cause__
            if isinstance(cause, FileNotFoundError):
                return {}, []
            if isinstance(cause, OSError):  # e.g. no permission: the file is left alone
                self.problem = _("The statistics could not be read ({why}).").format(
                    why=cause.strerror or cause)
                return {}, []
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            pass
        # damaged, or not an ordinary file at all (a pipe, a link to a device)
        aside = _set_aside(path)
        self.problem = (
            _("The statistics file was damaged; a copy was kept as {file} and a fresh one "
              "started.").format(file=aside.name) if aside is not None
            else _("The statistics file was damaged; a fresh one was started."))
        return {}, []

    def _write(self, players: Mapping[str, Mapping[str, GameRecord]], recorded: list[str]) -> bool:
        data = {
            "format": FORMAT, "version": VERSION,
            "players": {name: {g: asdict(r) for g, r in games.items()}
                        for name, games in sorted(players.items())},
            "recorded": list(recorded),
        }
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        if len(text.encode("utf-8", errors="replace")) > MAX_BYTES:
            # the reader would call it damaged next time and every player's records go:
            # keep the book as it is and say how to make room
            self.problem = _("The statistics are full, so this game is not counted. Forget "
                             "players nobody plays as any more in Statistics to make room.")
            return False
        try:
            atomic_write_text(self.path, text,
                              prefix=".stats-")  # mkstemp files are 0600: private to the user
        except OSError as exc:
            self.problem = _("The statistics could not be saved ({why}).").format(
                why=exc.strerror or exc)
            return False
        return True


def _add(old: GameRecord, p: PlayerResult, game: GameResult) -> GameRecord:
    streak = old.streak + 1 if p.won else 0
    best, lower = old.best, game.lower_is_better
    if p.result is not None:
        if best is None or (p.result < best if lower else p.result > best):
            best = p.result
    return GameRecord(old.played + 1, old.won + (1 if p.won else 0), streak,
                      max(old.best_streak, streak), best, lower,
                      game.best_label or old.best_label)


def _merge(a: GameRecord, b: GameRecord) -> GameRecord:
    bests = [x for x in (a.best, b.best) if x is not None]
    best = (min(bests) if a.lower_is_better else max(bests)) if bests else None
    return replace(a, played=a.played + b.played, won=a.won + b.won,
                   streak=max(a.streak, b.streak), best_streak=max(a.best_streak, b.best_streak),
                   best=best)


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**9:
        raise ValueError("bad count")
    return value


def _parse(data: Any) -> tuple[dict[str, dict[str, GameRecord]], list[str]]:
    data = check_envelope(data, FORMAT, VERSION)  # NewerVersionError: left untouched
    players: dict[str, dict[str, GameRecord]] = {}
    for name, games in data["players"].items():
        if not isinstance(name, str) or not isinstance(games, dict):
            raise ValueError("bad player")
        records = {}
        for game_id, rec in games.items():
            best = rec.get("best")
            if best is not None and (isinstance(best, bool) or not isinstance(best, int | float)):
                raise ValueError("bad best")
            record = GameRecord(_count(rec["played"]), _count(rec["won"]), _count(rec["streak"]),
                                _count(rec["best_streak"]), best,
                                bool(rec.get("lower_is_better", True)),
                                str(rec.get("best_label", ""))[:MAX_NAME])
            if record.won > record.played or not isinstance(game_id, str):
                raise ValueError("bad record")
            records[game_id] = record
        key = clean_name(name)
        if key in players:  # two long names alike in their first letters (older files)
            for game_id, rec in records.items():
                mine = players[key]
                mine[game_id] = _merge(mine[game_id], rec) if game_id in mine else rec
        else:
            players[key] = records
    recorded = [str(k) for k in data["recorded"]][-MAX_RECORDED:]
    return players, recorded


def _set_aside(path: Path) -> Path | None:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside


def _lock(handle: Any) -> None:
    """An exclusive lock between windows (and processes); where there is no fcntl the
    atomic write alone keeps the file whole."""
    try:
        import fcntl
    except ImportError:
        return
    with contextlib.suppress(OSError):
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
