"""Issue 22's fuzz: every per-user file kind — save, autosave, settings, statistics, the
games' records, the error log — and the installed catalogues, in every hostile shape: wrong
types, huge numbers, depth, size, devices (/dev/zero behind a link), FIFOs, symlinks,
folders, lone surrogates and control characters, newer versions. Each is read or refused
with a sentence: no traceback, no hang (every read runs under a timeout, so a hang fails
instead of freezing CI). The whole file stays well under 30 s."""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cocoa_games import games
from cocoa_games.app import error_handler, paths, save_slots, slot_policy
from cocoa_games.app.records_store import FileRecords
from cocoa_games.app.settings import MAX_SETTINGS_BYTES, load_settings, save_settings
from cocoa_games.app.stats import MAX_BYTES as MAX_STATS_BYTES
from cocoa_games.app.stats import StatsBook, record_line
from cocoa_games.core import i18n
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.saves import MAX_SAVE_BYTES, read_save
from tests.app.hostile_files import kokonana_save, release_fifos, within
from tests.app.test_stats import _game

_let_go = pytest.fixture(release_fifos, name="let_go")
SECONDS = 5  # far more than any read of ours takes; a FIFO read would wait forever
WRONG = [None, True, -1, 2**70, 10**400, 1.5, "", "x" * 5000, [], [1], {}, {"a": [{}]}]
ODD_TEXT = ["\ud800", "Ann\udfff", "\x00\x07\x1b[31m", "\u202eevil", "<b>x</b>", "\ufeff",
            "💥" * 50]


def sentence(text: str | None) -> bool:
    """Words for players: a capital letter, a full stop, no Python inside."""
    return (isinstance(text, str) and 10 < len(text) < 800 and text[0].isupper()
            and text.rstrip().endswith((".", ")")) and "Traceback" not in text
            and "Error" not in text and "\\u" not in text)


# -- the shapes a file can take --------------------------------------------------------------
def devices(path: Path) -> Iterator[tuple[str, Callable[[], None]]]:
    """Put something that is not a regular file where `path` should be."""
    def fifo() -> None:
        os.mkfifo(path)

    def link(target: str) -> Callable[[], None]:
        return lambda: path.symlink_to(target)

    def folder() -> None:
        path.mkdir()
        (path / "inside.json").write_text("{}")

    def loop() -> None:
        path.symlink_to(path.name + ".other")
        path.with_name(path.name + ".other").symlink_to(path.name)

    yield "fifo", fifo
    yield "link to /dev/zero", link("/dev/zero")
    yield "link to /dev/urandom", link("/dev/urandom")
    yield "link to /dev/null", link("/dev/null")
    yield "folder", folder
    yield "link to a folder", link("/")
    yield "dangling link", link("/nonexistent/cocoa")
    yield "link loop", loop


def raw_contents(cap: int) -> Iterator[tuple[str, bytes]]:
    yield "empty", b""
    yield "not UTF-8", b"\xff\xfe\x00{"
    yield "NUL bytes", b"\x00" * 64
    yield "cut short", b'{"format": "cocoa-games-'
    yield "deep", b"[" * 5000 + b"]" * 5000
    yield "deep object", b'{"a":' * 3000 + b"1" + b"}" * 3000
    yield "huge number", b"9" * 5000
    yield "huge float", b"1e999"
    yield "NaN", b"NaN"
    yield "too large", b" " * (cap + 1)
    for value in WRONG[:8]:
        yield f"top is {value!r:.12}", json.dumps(value).encode()


def place(path: Path, make: Callable[[], None] | bytes) -> None:
    _clear(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(make, bytes):
        path.write_bytes(make)
    else:
        make()


def _clear(path: Path) -> None:
    import shutil

    for p in (path, path.with_name(path.name + ".other")):
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
        else:
            with contextlib.suppress(FileNotFoundError):
                p.unlink()


# -- saves and autosaves ---------------------------------------------------------------------
def save_variants(tmp: Path) -> Iterator[tuple[str, Callable[[], None] | bytes]]:
    base = kokonana_save(tmp / "base.cocoa.json")
    yield from devices(Path("?"))  # made again for the real place in _each_save
    yield from raw_contents(MAX_SAVE_BYTES)
    for field in ("version", "seed", "seats", "saved_at", "uid", "game", "options"):
        for value in WRONG:
            yield f"{field}={value!r:.12}", json.dumps({**base, field: value}).encode()
    for version in (2, 99, 2**40):
        yield f"version {version}", json.dumps({**base, "version": version}).encode()
    for text in ODD_TEXT:
        seats = [{"name": text}, {"name": "Ben"}]
        yield f"name {text!r:.12}", json.dumps({**base, "seats": seats}).encode()
        yield f"saved_at {text!r:.12}", json.dumps({**base, "saved_at": text}).encode()
    for stamp in ("0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00", "9999-12-31"):
        yield f"saved_at {stamp}", json.dumps({**base, "saved_at": stamp}).encode()


def _each_save(tmp: Path, check: Callable[[Path, str], None], let_go) -> int:
    count = 0
    for where in (tmp / "kept.cocoa.json", save_slots.slot_path("a" * 32)):
        device_makers = dict(devices(where))
        for name, make in save_variants(tmp):
            make = device_makers.get(name, make) if not isinstance(make, bytes) else make
            place(where, make)
            if name == "fifo":
                let_go(where)
            check(where, name)
            count += 1
        _clear(where)
    return count


def test_every_hostile_save_and_autosave_opens_or_is_refused_with_a_sentence(tmp_path, let_go):
    started = time.monotonic()

    def check(where: Path, name: str) -> None:
        try:
            within(SECONDS, lambda: read_save(where))
        except SaveFormatError as exc:
            assert sentence(str(exc)), (name, str(exc))
        else:
            pass  # it read: a save of ours after all (an odd date, a scrubbed name)
        opened = within(SECONDS, lambda: slot_policy.open_save(where))
        if isinstance(opened, slot_policy.Unopened):
            assert sentence(opened.reason), (name, opened.reason)
            if not where.exists() and not where.is_symlink():
                return  # a damaged autosave is set aside, never deleted
        else:
            assert opened.data.seed >= 0

    count = _each_save(tmp_path, check, let_go)
    assert count > 200
    assert time.monotonic() - started < 20


# -- settings ----------------------------------------------------------------------------------
def settings_variants() -> Iterator[tuple[str, Callable[[], None] | bytes]]:
    yield from devices(paths.settings_path())
    yield from raw_contents(MAX_SETTINGS_BYTES)
    fields = ("player_names", "seat_kinds", "bot_level", "sound_enabled", "animation_speed",
              "window_geometry", "player_counts", "language", "unlock_everything")
    for field in fields:
        for value in WRONG:
            yield f"{field}={value!r:.12}", json.dumps({field: value}).encode()
    for text in ODD_TEXT:
        yield f"name {text!r:.12}", json.dumps({"player_names": [text, text]}).encode()
        yield f"language {text!r:.12}", json.dumps({"language": text}).encode()
    yield "test language", json.dumps({"language": i18n.PSEUDO}).encode()
    yield "newer version", json.dumps({"version": 7, "player_names": ["Ann"]}).encode()


def test_every_hostile_settings_file_gives_usable_settings_and_a_sentence(let_go):
    from cocoa_games.app import language

    started = time.monotonic()
    for name, make in settings_variants():
        place(paths.settings_path(), make)
        if name == "fifo":
            let_go(paths.settings_path())
        settings = within(SECONDS, load_settings)
        assert settings.load_problem is None or sentence(settings.load_problem), name
        assert all(isinstance(n, str) and "\ud800" not in n for n in settings.player_names)
        assert language.choose(None, settings.language, {}) != i18n.PSEUDO
        with contextlib.suppress(OSError):  # the callers' contract: a folder in the way
            within(SECONDS, lambda s=settings: save_settings(s))
        assert within(SECONDS, load_settings).load_problem is None or name in (
            "folder", "link to a folder", "link loop", "fifo", "link to /dev/zero",
            "link to /dev/urandom", "link to /dev/null", "dangling link")
    assert time.monotonic() - started < 10


# -- statistics --------------------------------------------------------------------------------
def stats_variants() -> Iterator[tuple[str, Callable[[], None] | bytes]]:
    path = StatsBook().path
    record = {"played": 2, "won": 1, "streak": 1, "best_streak": 1, "best": 9}
    good = {"format": "cocoa-games-stats", "version": 1,
            "players": {"Ann": {"kokonana": record}}, "recorded": []}
    yield from devices(path)
    yield from raw_contents(MAX_STATS_BYTES)
    for field in ("format", "version", "players", "recorded"):
        for value in WRONG:
            yield f"{field}={value!r:.12}", json.dumps({**good, field: value}).encode()
    for field in ("played", "won", "streak", "best_streak", "best", "best_label",
                  "lower_is_better"):
        for value in WRONG:
            players = {"Ann": {"kokonana": {**record, field: value}}}
            yield f"record.{field}={value!r:.12}", json.dumps({**good, "players": players}
                                                              ).encode()
    for text in ODD_TEXT:
        players = {text: {"kokonana": record}, "Ann": {text: record}}
        yield f"name {text!r:.12}", json.dumps({**good, "players": players}).encode()
    for version in (2, 99):
        yield f"version {version}", json.dumps({**good, "version": version}).encode()


def test_every_hostile_statistics_file_is_read_or_set_aside_with_a_sentence(let_go):
    started = time.monotonic()
    book = StatsBook()
    for number, (name, make) in enumerate(stats_variants()):
        place(book.path, make)
        if name == "fifo":
            let_go(book.path)
        book.problem = None
        players = within(SECONDS, book.players)
        for games_of in players.values():
            for record in games_of.values():
                assert record_line(record)  # never OverflowError
        assert book.problem is None or sentence(book.problem), (name, book.problem)
        book.problem = None
        within(SECONDS, lambda n=number: book.record(_game(f"fuzz{n}", ("Ann", True, 3.0))))
        assert book.problem is None or sentence(book.problem), (name, book.problem)
        if name.startswith("version "):
            assert "newer version" in (book.problem or "") and book.path.exists()
    assert time.monotonic() - started < 10


# -- the games' own records ----------------------------------------------------------------------
def records_variants(path: Path) -> Iterator[tuple[str, Callable[[], None] | bytes]]:
    yield from devices(path)
    yield from raw_contents(64 * 1024)
    for value in WRONG:
        yield f"level={value!r:.12}", json.dumps({"1": value, "2": 5}).encode()
        yield f"records={value!r:.12}", json.dumps(
            {"format": "cocoa-games-records", "version": 1, "records": value}).encode()
    for text in ODD_TEXT:
        yield f"key {text!r:.12}", json.dumps({text: 4, "1": 3}).encode()
    yield "newer version", json.dumps(
        {"format": "cocoa-games-records", "version": 3, "records": {"1": 2}}).encode()


def test_every_hostile_records_file_reads_as_records_or_none(let_go):
    from cocoa_games.games.cocoons import records

    started = time.monotonic()
    path = FileRecords().path("cocoons")
    cocoons = games.get("cocoons")
    for name, make in records_variants(path):
        place(path, make)
        if name == "fifo":
            let_go(path)
        locks = within(SECONDS, cocoons.option_locks)
        assert 1 <= locks.get("level", (5,))[0] <= 5, name
        lines = within(SECONDS, lambda: records.sum_up(2, False, True, 7))
        assert all(sentence(line) or line.endswith(": 7") for line in lines), (name, lines)
        if name == "newer version":
            assert "\"version\": 3" in path.read_text()  # left exactly as it was
    assert time.monotonic() - started < 10


# -- the error log -------------------------------------------------------------------------------
def test_every_hostile_error_log_is_skipped_at_once(let_go):
    started = time.monotonic()
    path = paths.log_dir() / error_handler.LOG_NAME
    error = RuntimeError("Ann\ud800 broke it")
    for name, make in devices(path):
        place(path, make)
        if name == "fifo":
            let_go(path)
        written = within(SECONDS, lambda: error_handler.write_log(RuntimeError, error, None))
        assert written is None, name  # never written through a device, a link or a pipe
    place(path, b"\xff older lines\n")
    assert within(SECONDS, lambda: error_handler.write_log(RuntimeError, error, None)) == path
    assert b"broke it" in path.read_bytes()
    assert time.monotonic() - started < 5


# -- installed catalogues --------------------------------------------------------------------
def test_every_hostile_catalogue_leaves_that_part_english(tmp_path, monkeypatch, let_go):
    import shutil

    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, locale)
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    mo = locale / "de" / "LC_MESSAGES" / "app.mo"
    good = mo.read_bytes()
    shapes: list[tuple[str, Any]] = list(devices(mo))
    shapes += [("cut", good[: len(good) // 3]), ("garbage", b"\xde\x12\x04\x95" + b"\xff" * 64),
               ("too large", good + b"\x00" * (i18n.MAX_CATALOGUE_BYTES + 1))]
    started = time.monotonic()
    try:
        for name, make in shapes:
            place(mo, make)
            if name == "fifo":
                let_go(mo)
            assert within(SECONDS, lambda: i18n.set_language("de")) == "de", name
            assert i18n._("Settings") == "Settings"  # the shell in English
    finally:
        i18n.set_language("en")
    assert time.monotonic() - started < 5
