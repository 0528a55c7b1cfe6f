"""Issue 22, finding by finding: nothing the app writes is refused by its own reader, and
every per-user file goes through the guarded reader. Anything that could hang (a FIFO)
runs in a thread with a timeout, and subprocesses have one too, so a hang fails the test
instead of freezing the suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from cocoa_games import games
from cocoa_games.app import error_handler, language, paths, save_slots
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import load_settings, save_settings
from cocoa_games.app.stats import MAX_BYTES, GameRecord, StatsBook, record_line
from cocoa_games.core import i18n
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save
from cocoa_games.core.text import MAX_NAME_CHARS
from tests.app.helpers import FIXTURE
from tests.app.hostile_files import fifo, kokonana_save, quiet_window, release_fifos, within
from tests.app.test_stats import _game

ROOT = Path(__file__).resolve().parents[2]
LONE = "Ann\ud800"
SHOWN = "Ann\ufffd"

_let_go = pytest.fixture(release_fifos, name="let_go")
_window = pytest.fixture(quiet_window, name="window")


def cli(*args: str, timeout: float = 90, **env: str) -> subprocess.CompletedProcess:
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([sys.executable, "-m", "cocoa_games", *args], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=timeout)


# -- 1. seeds: the command line takes only what a save can hold ------------------------------
@pytest.mark.parametrize("seed", ["-1", str(2**63), str(10**30), "12abc"])
def test_a_seed_no_save_could_hold_is_refused_on_the_command_line(seed):
    result = cli("--game", "kokonana", "--seed", seed, "--quit-after-show", timeout=60)
    assert result.returncode == 2
    assert "seed" in result.stderr and "Traceback" not in result.stderr
    assert not list(save_slots.unfinished_dir().glob("*.cocoa.json"))  # no game started


def first_move(qtbot, window: MainWindow) -> None:
    """One move in the window's game (a person's, or the computer's that comes first): a
    game is kept from its first move on (#25: no "Unfinished · 0 moves" entries)."""
    session = window.session
    assert session is not None
    session.reveal()
    seat = session.state.turn_seat()
    if seat is not None and session.is_human(seat):
        session.act(seat, session.state.legal_actions(seat)[0])
    qtbot.waitUntil(lambda: bool(session.actions), timeout=5000)


def test_the_largest_seed_starts_a_game_whose_autosave_reads_back(qtbot):
    result = cli("--game", "kokonana", "--seed", str(2**63 - 1), "--quit-after-show")
    assert result.returncode == 0, result.stderr
    assert not list(save_slots.unfinished_dir().glob("*.cocoa.json"))  # no move, nothing kept
    window = MainWindow()  # the same start in this process, played one move
    qtbot.addWidget(window)
    window.quick_game("kokonana", 2**63 - 1)
    first_move(qtbot, window)
    (slot,) = save_slots.unfinished_dir().glob("*.cocoa.json")
    assert read_save(slot).seed == 2**63 - 1


def test_the_writer_refuses_a_seed_its_reader_would_refuse(tmp_path):
    game = games.get("kokonana")
    for seed in (-1, 2**63):
        data = SaveData(game, [SeatInfo("A"), SeatInfo("B")], seed, game.Options())
        with pytest.raises(ValueError, match="seed"):
            write_save(tmp_path / "x.cocoa.json", data)
        assert not (tmp_path / "x.cocoa.json").exists()


# -- 2. a lone surrogate in a name ---------------------------------------------------------
def test_a_save_with_a_lone_surrogate_opens_and_every_move_is_saved_again(window, tmp_path):
    path = tmp_path / "odd.cocoa.json"
    kokonana_save(path, names=(LONE, "Ben"))
    data = read_save(path)
    assert data.seats[0].name == SHOWN  # kept, one letter shown as �
    write_save(tmp_path / "again.cocoa.json", data)
    assert read_save(tmp_path / "again.cocoa.json").seats[0].name == SHOWN
    assert window.load_file(path)
    session = window.session
    seat = session.state.to_move()[0]
    assert session.act(seat, session.state.legal_actions(seat)[0])
    assert not session.unsaved
    assert len(read_save(save_slots.slot_path(session.uid)).actions) == 5


def test_a_session_holding_a_lone_surrogate_still_autosaves(qtbot):
    from cocoa_games.app.session import GameSession

    game = games.get(FIXTURE)
    session = GameSession(game, [SeatInfo(LONE), SeatInfo("Ben")], 5, game.Options())
    session.start()
    seat = session.state.to_move()[0]
    session.act(seat, session.state.legal_actions(seat)[0])
    session.stop()
    assert not session.unsaved
    assert read_save(save_slots.slot_path(session.uid)).seats[0].name == SHOWN


def test_load_of_a_save_with_a_lone_surrogate_exits_cleanly(tmp_path):
    path = tmp_path / "odd.cocoa.json"
    kokonana_save(path, names=(LONE, "Ben"))
    result = cli("--load", str(path), "--quit-after-show")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_settings_with_a_lone_surrogate_load_save_and_start_a_game(qtbot):
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text(json.dumps({"player_names": [LONE, "Ben"]}),
                                     encoding="ascii")
    settings = load_settings()
    assert settings.player_names[0] == SHOWN and settings.load_problem is None
    save_settings(settings)  # no UnicodeEncodeError at close
    assert load_settings().player_names[0] == SHOWN
    paths.settings_path().write_text(json.dumps({"player_names": [LONE, "Ben"]}),
                                     encoding="ascii")
    result = cli("--game", "kokonana", "--quit-after-show")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    window = MainWindow(settings=load_settings())  # the same start, played one move
    qtbot.addWidget(window)
    window.quick_game("kokonana")
    first_move(qtbot, window)
    (slot,) = save_slots.unfinished_dir().glob("*.cocoa.json")
    assert read_save(slot).seats[0].name == SHOWN


def test_statistics_with_a_lone_surrogate_go_on_counting():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    record = {"played": 1, "won": 1, "streak": 1, "best_streak": 1}
    book.path.write_text(json.dumps({"format": "cocoa-games-stats", "version": 1,
                                     "players": {LONE: {"kokonana": record}},
                                     "recorded": []}), encoding="ascii")
    assert book.record(_game("g1", (LONE, True), ("Ben", False)))
    assert book.records_of(SHOWN)["kokonana"].played == 2
    assert book.record(_game("g2", ("Ben", True)))
    assert book.records_of("Ben")["kokonana"].played == 2 and book.problem is None


def test_the_new_game_dialog_refuses_a_name_no_file_could_keep(qtbot):
    from cocoa_games.app.new_game_dialog import NewGameDialog
    from cocoa_games.app.settings import Settings

    dialog = NewGameDialog(games.get("kokonana"), Settings())
    qtbot.addWidget(dialog)
    dialog.rows[0].name.setText("Ann\x07")
    assert "control characters" in (dialog.problem() or "")
    dialog.rows[0].name.setText("Ann")
    assert dialog.problem() is None


# -- 3. statistics never grow past what their reader accepts --------------------------------
def _players(count: int, pad: str = "") -> dict:
    record = {"played": 3, "won": 1, "streak": 0, "best_streak": 1, "best": 14,
              "lower_is_better": True, "best_label": "fewest turns to win"}
    return {f"Player {i:05d}{pad}": {"kokonana": dict(record)} for i in range(count)}


def _fill_to(head: dict, size: int, **dump: Any) -> None:
    """Give one player a game with a long id, so the book written with `dump` is `size`
    bytes (the reader keeps game ids whole, while it cuts names)."""
    games_of = head["players"]["Player 00000"]
    games_of["g"] = dict(games_of["kokonana"])
    for _round in range(3):
        (game_id,) = [g for g in games_of if g.startswith("g")]
        missing = size - len(json.dumps(head, **dump))
        games_of["g" * (len(game_id) + missing)] = games_of.pop(game_id)
    assert len(json.dumps(head, **dump)) == size


def test_a_big_statistics_book_takes_another_game_and_reads_back_whole():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    head = {"format": "cocoa-games-stats", "version": 1, "players": _players(9000),
            "recorded": []}
    # as the old writer left it (indented), a hundred bytes below the cap: one more
    # person written that way would have made the whole book "damaged"
    _fill_to(head, MAX_BYTES - 100, indent=1)
    text = json.dumps(head, indent=1)
    assert MAX_BYTES - 100 == len(text)
    book.path.write_text(text)
    assert book.record(_game("g1", ("A new friend", True, 9.0)))
    assert book.path.stat().st_size <= MAX_BYTES
    assert len(book.players()) == 9001 and book.problem is None


def test_a_book_an_older_version_let_grow_past_the_cap_is_read_whole_and_shrinks():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    head = {"format": "cocoa-games-stats", "version": 1, "players": _players(11000),
            "recorded": []}
    text = json.dumps(head, indent=1)
    assert len(text) > MAX_BYTES  # 2.3 MB, as 6f9e072 wrote it after one more game
    book.path.write_text(text)
    assert len(book.players()) == 11000 and book.problem is None
    assert book.record(_game("g1", ("Player 00001", True, 9.0)))
    assert book.path.stat().st_size <= MAX_BYTES
    assert book.records_of("Player 00001")["kokonana"].played == 4


def test_a_full_statistics_book_says_so_and_keeps_every_record():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    count = 12000
    head = {"format": "cocoa-games-stats", "version": 1, "players": _players(count),
            "recorded": []}
    _fill_to(head, MAX_BYTES - 100, separators=(",", ":"))
    text = json.dumps(head, separators=(",", ":"))
    assert MAX_BYTES - 200 < len(text) <= MAX_BYTES
    book.path.write_text(text)
    before = book.path.read_bytes()
    assert not book.record(_game("g1", ("Somebody new with a long name " * 3, True, 9.0),
                                 ("Another new player with a long name " * 2, False)))
    assert "full" in (book.problem or "") and "Forget" in (book.problem or "")
    assert book.path.read_bytes() == before
    assert len(book.players()) == count


# -- 4. a newer version's statistics are left alone -----------------------------------------
def test_statistics_from_a_newer_version_are_kept_untouched_and_told_so():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": "cocoa-games-stats", "version": 2, "players": {},
                       "recorded": [], "what": "something new"})
    book.path.write_text(text)
    assert book.players() == {}
    assert "newer version" in (book.problem or "")
    assert "damaged" not in (book.problem or "")
    assert not book.record(_game("g1", ("Alice", True)))
    assert book.path.read_text() == text
    assert not list(book.path.parent.glob("stats.damaged-*"))


# -- 5. statistics are keyed by the exact name shown ----------------------------------------
def test_names_differing_only_in_spaces_keep_their_own_records():
    book = StatsBook()
    assert book.record(_game("g1", ("Ann Lee", False), ("Ann  Lee", True, 7.0)))
    assert book.records_of("Ann Lee")["kokonana"].won == 0
    assert book.records_of("Ann  Lee")["kokonana"].won == 1
    assert record_line(book.records_of("Ann Lee")["kokonana"]).startswith("won 0 of 1")


# -- 6. a huge best does not break the statistics line -------------------------------------
def test_a_best_of_309_digits_is_shown_and_the_book_goes_on():
    line = record_line(GameRecord(played=1, won=1, best=10**309))
    assert "best 1e+309" in line
    assert "best 1.23457e+320" in record_line(GameRecord(1, 1, best=1234567 * 10**314))
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    record = ('{"played": 1, "won": 1, "streak": 1, "best_streak": 1, "best": '
              + "9" * 320 + "}")
    book.path.write_text('{"format": "cocoa-games-stats", "version": 1, "players": '
                         '{"A": {"kokonana": ' + record + '}}, "recorded": []}')
    assert book.record(_game("g1", ("A", True, 12.0)))
    assert record_line(book.records_of("A")["kokonana"]).startswith("won 2 of 2")


# -- 7. Cocoons' records through the guarded reader, kept app-side -------------------------
def _records_file() -> Path:
    return paths.data_dir() / "cocoons-records.json"


def test_a_fifo_as_the_records_neither_freezes_new_game_nor_the_end(let_go):
    let_go(fifo(_records_file()))
    game = games.get("cocoons")
    locks = within(10, game.option_locks)
    assert locks["level"][0] == 1
    from cocoa_games.games.cocoons import records

    lines = within(10, lambda: records.sum_up(1, False, True, 12))
    assert lines[0] == "A new best score for this level: 12"  # kept in a file of its own
    assert records.best(1, False) == 12


def test_a_link_to_an_endless_device_or_a_deep_nest_as_the_records_reads_as_none():
    path = _records_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    assert within(10, games.get("cocoons").option_locks)["level"][0] == 1
    path.unlink()
    path.write_text("[" * 5000 + "]" * 5000)
    assert within(10, games.get("cocoons").option_locks)["level"][0] == 1
    path.write_text('{"format": "cocoa-games-records", "version": 9, "records": {}}')
    from cocoa_games.games.cocoons import records

    assert not records.record_win(1, False, 30)  # a newer version's file is not written over
    assert "version\": 9" in path.read_text()


def test_records_of_an_older_version_still_open_their_levels():
    path = _records_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"1": 25, "2": 20}')
    assert games.get("cocoons").option_locks()["level"][0] == 3


def test_the_rules_keep_records_without_any_app_code():
    script = ("import sys\n"
              "from cocoa_games import games\n"
              "game = games.get('cocoons')\n"
              "game.option_locks()\n"
              "from cocoa_games.games.cocoons import records\n"
              "records.sum_up(1, False, True, 3)\n"
              "print(sorted(m for m in sys.modules if m.startswith('cocoa_games.app')))\n")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


# -- 8. the error log and the installed catalogues never block -------------------------------
def test_a_fifo_as_the_error_log_does_not_freeze_the_error_handler(let_go):
    let_go(fifo(paths.log_dir() / error_handler.LOG_NAME))
    error = RuntimeError("boom")
    found = within(10, lambda: error_handler.write_log(RuntimeError, error, None))
    assert found is None  # not written, and nothing waited


def _copied_locale(tmp_path: Path, monkeypatch) -> Path:
    import shutil

    target = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, target)
    monkeypatch.setattr(i18n, "LOCALE_DIR", target)
    return target


def test_a_fifo_in_place_of_a_catalogue_does_not_freeze_start_up(tmp_path, monkeypatch,
                                                                  let_go):
    locale = _copied_locale(tmp_path, monkeypatch)
    let_go(fifo(locale / "de" / "LC_MESSAGES" / "app.mo"))
    try:
        assert within(10, lambda: i18n.set_language("de")) == "de"
        # the shell speaks English, every game still German
        assert i18n.translate("kokonana", "Kokonana") != "" and i18n._("Settings") == "Settings"
    finally:
        i18n.set_language("en")


def test_a_catalogue_with_a_renamed_placeholder_speaks_english_for_that_message(
        tmp_path, monkeypatch):
    from babel.messages.mofile import read_mo, write_mo

    locale = _copied_locale(tmp_path, monkeypatch)
    mo = locale / "de" / "LC_MESSAGES" / "app.mo"
    with mo.open("rb") as handle:
        catalogue = read_mo(handle)
    message = "Could not autosave the game: {reason}."
    assert catalogue[message].string
    catalogue[message].string = "Nicht gespeichert: {grund}."
    with mo.open("wb") as handle:
        write_mo(handle, catalogue)
    try:
        assert i18n.set_language("de") == "de"
        assert i18n._(message).format(reason="disk full") == (
            "Could not autosave the game: disk full.")
        assert i18n._("Settings") != "Settings"  # the rest is German still
    finally:
        i18n.set_language("en")


# -- 10 (reader side). any saved_at a save may hold opens; writer and reader agree ---------
@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00",
                                   "0001-01-01", "2026-13-01", r"\u00e9t\u00e9 \ud800"])
def test_a_save_with_an_odd_date_opens_and_keeps_its_stamp_as_text(tmp_path, stamp):
    path = tmp_path / "dated.cocoa.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    envelope = kokonana_save(path)
    envelope.pop("saved_at")
    path.write_text(json.dumps(envelope)[:-1] + ', "saved_at": "' + stamp + '"}')  # escapes
    data = read_save(path)  # opens: the date is the list's business (shown as text)
    assert data.saved_at == json.loads('"' + stamp + '"').replace("\ud800", "\ufffd")
    write_save(path, data)
    assert read_save(path).saved_at == data.saved_at  # written as read, read as written


@pytest.mark.parametrize("stamp", ["x" * 500, 7, None, ["2026"]])
def test_a_saved_at_that_is_no_stamp_of_ours_is_unknown_and_written_anew(tmp_path, stamp):
    path = tmp_path / "dated.cocoa.json"
    kokonana_save(path, saved_at=stamp)
    data = read_save(path)
    assert data.saved_at == ""
    write_save(path, data)
    written = json.loads(path.read_text())["saved_at"]
    assert written.startswith("20") and read_save(path).saved_at == written


def test_a_save_with_a_usual_date_keeps_it(tmp_path):
    path = tmp_path / "dated.cocoa.json"
    kokonana_save(path, saved_at="2026-11-30T20:15:00+00:00")
    assert read_save(path).saved_at == "2026-11-30T20:15:00+00:00"


# -- smaller ones ---------------------------------------------------------------------------
def test_a_name_too_long_is_called_too_long_and_the_dialog_stays_below_the_limit(
        tmp_path, qtbot):
    path = tmp_path / "long.cocoa.json"
    kokonana_save(path, names=("A" * (MAX_NAME_CHARS + 1), "Ben"))
    with pytest.raises(Exception, match=f"longer than {MAX_NAME_CHARS} letters"):
        read_save(path)
    from cocoa_games.app.save_peek import peek

    assert f"longer than {MAX_NAME_CHARS} letters" in peek(path).problem  # the list agrees
    from cocoa_games.app.new_game_dialog import NewGameDialog
    from cocoa_games.app.settings import Settings

    dialog = NewGameDialog(games.get("kokonana"), Settings())
    qtbot.addWidget(dialog)
    assert 0 < dialog.rows[0].name.maxLength() <= MAX_NAME_CHARS
    settings = Settings(player_names=["B" * MAX_NAME_CHARS])
    save_settings(settings)
    assert load_settings().player_names[0] == "B" * MAX_NAME_CHARS  # kept whole


def test_temp_files_and_deletions_left_by_a_crash_are_cleaned_at_start(qtbot):
    data = paths.data_dir()
    data.mkdir(parents=True, exist_ok=True)
    old = time.time() - 3600
    leftovers = [data / ".stats-abc.tmp", data / ".saving-cocoons.tmp",
                 data / ".records-x.tmp"]
    for path in leftovers:
        path.write_text("{")
        os.utime(path, (old, old))
    fresh = data / ".stats-live.tmp"
    fresh.write_text("{")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    crashed = paths.saves_dir() / ".deleted" / f"{dead.pid}-7f00"
    crashed.mkdir(parents=True)
    (crashed / "gone.cocoa.json").write_text("{}")
    open_here = paths.saves_dir() / ".deleted" / f"{os.getpid()}-7f01"
    open_here.mkdir()
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: not any(p.exists() for p in leftovers), timeout=5000)
    assert fresh.exists() and not crashed.exists() and open_here.exists()


def test_opening_a_save_without_a_uid_twice_makes_one_unfinished_game(window, tmp_path):
    path = tmp_path / "old.cocoa.json"
    envelope = kokonana_save(path)
    envelope.pop("uid", None)
    path.write_text(json.dumps(envelope))
    assert window.load_file(path)
    window.back_to_launcher()
    assert window.load_file(path)
    window.back_to_launcher()
    assert len(save_slots.unfinished_games()) == 1


def test_a_settings_file_too_large_is_kept_aside_before_it_is_replaced():
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    big = json.dumps({"player_names": ["Ann"], "padding": "x" * 300_000}).encode()
    paths.settings_path().write_bytes(big)
    settings = load_settings()
    assert "copy" in (settings.load_problem or "")
    assert (paths.config_dir() / "settings.damaged.json").read_bytes() == big
    save_settings(settings)
    assert (paths.config_dir() / "settings.damaged.json").read_bytes() == big


def test_export_of_a_damaged_file_keeps_its_bytes(tmp_path):
    source = tmp_path / "broken.cocoa.json"
    raw = b'{"format": "cocoa-games-save", "seats": ["caf\xe9\xff\xfe'
    source.write_bytes(raw)
    target = tmp_path / "exported.cocoa.json"
    save_slots.copy_private(source, target)
    assert target.read_bytes() == raw


def test_the_test_language_cannot_be_chosen_by_a_family(monkeypatch):
    assert language.choose(i18n.PSEUDO) != i18n.PSEUDO
    assert language.choose(None, i18n.PSEUDO) != i18n.PSEUDO
    assert language.choose(None, "", {language.ENV: i18n.PSEUDO, "LANGUAGE": "fr"}) == "fr"
    result = cli("--language", i18n.PSEUDO, "--quit-after-show", timeout=60)
    assert result.returncode == 2 and "invalid choice" in result.stderr
    assert i18n.set_language(i18n.PSEUDO) == i18n.PSEUDO  # tests still speak it in-process
    i18n.set_language("en")


# -- a failed autosave stops the table ------------------------------------------------------
def _failing_writes(monkeypatch) -> dict:
    """Every save written fails as on a full disk (until `state["fail"]` is cleared)."""
    from cocoa_games.core import saves

    real = saves.atomic_write_text
    state = {"fail": True}

    def write(path, text, prefix=".saving-"):
        if state["fail"]:
            raise OSError(28, "No space left on device")
        return real(path, text, prefix)

    monkeypatch.setattr(saves, "atomic_write_text", write)
    return state


def _one_move(session) -> None:
    seat = session.state.to_move()[0]
    session.act(seat, session.state.legal_actions(seat)[0])


def test_a_failed_autosave_is_told_at_once_and_the_table_stops(window, monkeypatch, qtbot):
    from cocoa_games.app import autosave_alarm

    window.quick_game(FIXTURE, 3)
    session = window.session
    failing = _failing_writes(monkeypatch)
    asked: list[str] = []

    def ask(parent, text):
        asked.append(text)
        assert session.computers.held  # computer seats wait while the family decides
        return False  # back to the games

    monkeypatch.setattr(autosave_alarm, "ask_retry", ask)
    _one_move(session)
    assert session.unsaved and session.computers.held
    qtbot.waitUntil(lambda: window.session is None, timeout=5000)
    assert asked and "No space left" in asked[0]
    assert failing["fail"]


def test_after_trying_again_on_a_freed_disk_the_game_goes_on_saved(window, monkeypatch, qtbot):
    from cocoa_games.app import autosave_alarm

    window.quick_game(FIXTURE, 3)
    session = window.session
    failing = _failing_writes(monkeypatch)

    def ask(parent, text):
        failing["fail"] = False  # the family freed some space
        return True

    monkeypatch.setattr(autosave_alarm, "ask_retry", ask)
    _one_move(session)
    qtbot.waitUntil(lambda: not session.unsaved, timeout=5000)
    assert window.session is session and not session.computers.held
    assert len(read_save(save_slots.slot_path(session.uid)).actions) == len(session.actions)
