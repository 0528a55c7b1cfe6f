"""Issue 8, finding by finding: HTML names, Load keeping the game, two windows, files that
are not files, errors that escaped, temp files, private copies, the log's clipboard, computer
seats during a dialog, launcher menu actions, replays. Subprocesses always have a timeout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from cocoa_games.app import error_handler, main_window, paths, save_slots
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.replay_model import ReplayModel
from cocoa_games.app.settings import load_settings, save_settings
from cocoa_games.core.saves import SaveData, read_save
from tests.app.helpers import FIXTURE, fixture_setup
from tests.app.hostile_files import played_save, quiet_window
from tests.core.test_safe_read_fuzz import damaged_files

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, timeout: float = 90) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "cocoa_games", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def cuckoo_save(path: Path, names=("Alice", "Ben"), moves: int = 6, seed: int = 4) -> SaveData:
    return played_save("cuckoo_zoo", path, names, moves, seed)


_window = pytest.fixture(quiet_window, name="window")


# -- 1. HTML in a name -------------------------------------------------------------------
def test_html_names_pointing_at_a_fifo_neither_hang_the_cli_nor_render(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    names = (f'<img src="{fifo}">', f"<b>Ben</b><img src='file://{fifo}'>")
    save = tmp_path / "html.cocoa.json"
    cuckoo_save(save, names)
    result = cli("--load", str(save), "--quit-after-show", timeout=60)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    # and it is autosaved with those names: the next start must not hang either
    assert save_slots.unfinished_games()
    again = cli("--quit-after-show", timeout=60)
    assert again.returncode == 0 and "Traceback" not in again.stderr


def test_every_label_showing_a_name_is_plain_text(window, tmp_path):
    name = '<img src="/dev/zero">'
    save = tmp_path / "html.cocoa.json"
    cuckoo_save(save, (name, "Ben"))
    assert window.load_file(save)
    QApplication.processEvents()
    holding = [lab for lab in window.findChildren(QLabel) if "<img" in lab.text()]
    assert holding  # the name is shown (curtain, players) ...
    assert all(lab.textFormat() == Qt.TextFormat.PlainText for lab in holding)  # ... literally
    for row in window.table.player_rows:
        assert "&lt;img" in row.toolTip() or "<img" not in row.toolTip()


def two_people_one_miss(window, monkeypatch):
    """A fixture game of two people on the window's table, one wrong guess made."""
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "human")))
    window.new_game(FIXTURE)
    session = window.session
    session.reveal()
    secret = session.state.secrets[1]
    session.act(0, next(a for a in session.state.legal_actions(0) if a.number != secret))
    return session


# -- 2. Load keeps the game in progress ----------------------------------------------------
def test_load_keeps_the_current_game_and_makes_no_duplicates(window, monkeypatch, tmp_path):
    first = two_people_one_miss(window, monkeypatch)
    kept = save_slots.slot_path(first.uid).read_bytes()
    other = tmp_path / "other.cocoa.json"
    cuckoo_save(other)
    assert window.load_file(other)
    assert save_slots.slot_path(first.uid).read_bytes() == kept  # still there, untouched
    assert len(save_slots.unfinished_games()) == 2
    # going back to the first game continues its own slot: no copy appears
    assert window.load_file(save_slots.slot_path(first.uid))
    assert window.session.uid == first.uid
    window.new_game(FIXTURE)
    # two loaded, no duplicate; the new game is kept from its first move on (#25)
    assert len(save_slots.unfinished_games()) == 2
    new = window.session
    new.reveal()
    seat = new.state.turn_seat()
    assert new.act(seat, next(a for a in new.state.legal_actions(seat)
                              if a.number != new.state.secrets[1 - seat]))
    assert len(save_slots.unfinished_games()) == 3
    assert not list(paths.saves_dir().glob("Unfinished *"))


# -- 3. Two windows ------------------------------------------------------------------------
TWO_WINDOWS = r"""
import sys, time
sys.path.insert(0, ".")
from PySide6.QtWidgets import QApplication
from tests.conftest import FIXTURE_INFO  # registers the fixture game
from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
app = QApplication([])
game = games.get("cuckoo_zoo")
session = GameSession(game, [SeatInfo("P" + sys.argv[1]), SeatInfo("Q")], int(sys.argv[1]))
session.start()
for _ in range(40):
    seat = session.state.to_move()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    time.sleep(0.005)
print(session.uid, len(session.actions), flush=True)
"""


def test_two_processes_keep_two_games():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    procs = [subprocess.Popen([sys.executable, "-c", TWO_WINDOWS, str(seed)], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for seed in (1, 2)]
    outs = [p.communicate(timeout=90) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    found = {}
    for out, _err in outs:
        uid, moves = out.split()
        found[uid] = int(moves)
    assert len(found) == 2
    for uid, moves in found.items():
        assert len(read_save(save_slots.slot_path(uid)).actions) == moves  # both complete


def test_a_game_open_in_another_window_is_not_opened_twice(window, tmp_path):
    save = tmp_path / "g.cocoa.json"
    cuckoo_save(save)
    assert window.load_file(save)
    slot = save_slots.slot_path(window.session.uid)
    other = MainWindow()
    try:
        assert not other.load_file(slot)  # the slot is locked by the first window
        assert "another" in other.statusBar().currentMessage()
    finally:
        other.close()


def test_settings_changed_in_one_window_are_not_reverted_by_another():
    save_settings(load_settings())
    first, second = load_settings(), load_settings()  # two windows start
    first.sound_enabled = False  # mute in the first
    save_settings(first)
    second.player_names = ["Mum", "Kit"]  # the second changes names, then closes
    save_settings(second)
    merged = load_settings()
    assert merged.sound_enabled is False and merged.player_names == ["Mum", "Kit"]


# -- 4. Files that are not regular files ---------------------------------------------------
def test_a_fifo_or_device_as_settings_gives_defaults_at_once():
    target = paths.settings_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(target)
    start = time.monotonic()
    settings = load_settings()
    assert time.monotonic() - start < 5
    assert settings.load_problem and "could not be read" in settings.load_problem
    target.unlink()
    target.symlink_to("/dev/zero")
    assert load_settings().load_problem


# -- 5. Errors through the real command line ------------------------------------------------
BATCH = r"""
import contextlib, io, json, sys
sys.path.insert(0, ".")
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from cocoa_games.app.main import main
app = QApplication([])
for path in sys.argv[1:]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["--load", path, "--quit-after-show"])
    print(json.dumps({"path": path, "code": code, "err": err.getvalue()}), flush=True)
    for widget in app.topLevelWidgets():  # one window at a time, as in separate runs
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
"""


def test_damaged_files_through_the_command_line(tmp_path):
    """The real entry point: the kinds that used to hang it each in a process of their own
    (started together, with a timeout), and a wide sample through main() in one batch."""
    files = damaged_files(tmp_path)
    alone = [p for n, p in files if n in ("fifo", "symlink to /dev/zero", "nested 5000 lists")]
    batch = [str(p) for _n, p in files[::5]]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    procs = [subprocess.Popen(
        [sys.executable, "-m", "cocoa_games", "--load", str(path), "--quit-after-show"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for path in alone]
    procs.append(subprocess.Popen([sys.executable, "-c", BATCH, *batch], cwd=ROOT, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    try:
        outs = [proc.communicate(timeout=120) for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    for proc, (_out, err) in zip(procs, outs, strict=True):
        assert proc.returncode in (0, 2), err
        assert "Traceback" not in err, err
    for (_out, err) in outs[:-1]:
        assert err.strip()  # the clear sentence
    results = [json.loads(line) for line in outs[-1][0].splitlines()]
    assert len(results) == len(batch) >= 25
    for result in results:
        assert result["code"] in (0, 2) and "Traceback" not in result["err"], result
    assert not list((paths.log_dir()).glob("errors.log"))


# -- 6. Temp files, privacy, clipboard, dialogs, menus --------------------------------------
def test_stale_temp_files_are_cleaned_but_a_live_writers_is_kept(qtbot):
    folder = save_slots.unfinished_dir()
    folder.mkdir(parents=True)
    old, fresh = folder / ".saving-old.tmp", folder / ".saving-new.tmp"
    old.write_text("x")
    fresh.write_text("y")
    past = time.time() - 3600
    os.utime(old, (past, past))
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()  # tidied right after the first frame, so start-up does not wait for it
    qtbot.waitUntil(lambda: not old.exists())
    assert fresh.exists()


def test_copies_and_the_error_log_are_private(tmp_path):
    source = tmp_path / "g.cocoa.json"
    cuckoo_save(source)
    os.chmod(source, 0o644)
    copy = save_slots.copy_private(source, paths.saves_dir() / "copy.cocoa.json")
    assert copy.stat().st_mode & 0o077 == 0
    try:
        raise ValueError("boom")
    except ValueError as exc:
        log = error_handler.write_log(type(exc), exc, exc.__traceback__)
    assert log is not None and log.stat().st_mode & 0o077 == 0


def test_ctrl_c_in_the_log_copies_no_private_line(qtbot):
    from cocoa_games.app.log_list import LogList

    log = LogList()
    qtbot.addWidget(log)
    log.add_line("Ben drew a card.", True)
    log.add_line("You drew red bee.", False)
    QApplication.clipboard().setText("")
    log.setCurrentRow(0)
    qtbot.keyClick(log, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text() == "Ben drew a card."
    log.setCurrentRow(1)
    QApplication.clipboard().setText("")
    qtbot.keyClick(log, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert "red bee" not in QApplication.clipboard().text()


def test_computer_seats_wait_while_the_save_manager_is_open(window, monkeypatch, qtbot):
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("computer", "human")))
    window.new_game(FIXTURE)
    session = window.session
    moves = []

    def manager(parent, unfinished_only=False):
        qtbot.wait(400)  # the computer would move after ~0 ms in tests
        moves.append(len(session.actions))
        return None

    monkeypatch.setattr(main_window, "ask_save_manager", manager)
    window.load_action.trigger()
    assert moves == [0]
    qtbot.waitUntil(lambda: len(session.actions) >= 1, timeout=3000)  # and then it goes on


def test_save_and_back_are_disabled_on_the_launcher(window, monkeypatch):
    for action in (window.save_action, window.save_as_action, window.back_action,
                   window.review_action):
        assert not action.isEnabled()
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup())
    window.new_game(FIXTURE)
    assert window.save_action.isEnabled() and window.back_action.isEnabled()
    window.back_to_launcher()
    assert not window.save_action.isEnabled()


# -- Replays ---------------------------------------------------------------------------------
def test_a_replay_shows_secrets_only_once_the_game_is_over(tmp_path):
    data = read_save(cuckoo_save(tmp_path / "r.cocoa.json", moves=10) and tmp_path / "r.cocoa.json")
    review = ReplayModel(data, finished=False)
    review.seek(5)
    assert review.frame(0).viewer is None  # in progress: public only, whatever is asked
    assert review.frame(0).observation == review.frame(None).observation
    done = ReplayModel(data, finished=True)
    done.seek(5)
    assert done.frame(0).viewer == 0
    assert done.frame(0).observation != done.frame(None).observation  # Alice's hand shown
    done.seek(10)
    done.seek(2)  # stepping back rebuilds the same position
    fresh = ReplayModel(data, finished=True)
    fresh.seek(2)
    assert json.dumps(done.frame(None).observation, sort_keys=True) == json.dumps(
        fresh.frame(None).observation, sort_keys=True)


def test_review_moves_shows_the_game_in_progress_public_only(window, monkeypatch):
    session = two_people_one_miss(window, monkeypatch)
    asked = []
    monkeypatch.setattr(main_window, "show_replay_data",
                        lambda parent, data, finished: asked.append((data.actions, finished)))
    window.review_action.trigger()
    assert asked == [(session.actions, False)]


def test_lock_files_of_finished_games_are_cleaned_but_a_held_one_is_kept():
    finished = save_slots.SlotLock(save_slots.new_uid())
    assert finished.acquire()
    finished.release()
    live = save_slots.SlotLock(save_slots.new_uid())
    assert live.acquire()
    try:
        save_slots.clean_stale_temp_files()
        names = {p.name for p in save_slots.unfinished_dir().glob("*.lock")}
        assert names == {f"{live.uid}.lock"}
    finally:
        live.release()


def test_a_deeply_nested_autosave_and_save_neither_stop_the_start_nor_the_manager(qtbot):
    from cocoa_games.app.save_manager import SaveManager

    deep = b"[" * 5000 + b"]" * 5000
    slot = save_slots.slot_path(save_slots.new_uid())
    slot.parent.mkdir(parents=True)
    slot.write_bytes(deep)
    (paths.saves_dir() / "deep.cocoa.json").write_bytes(b'{"a":' * 5000 + b"1" + b"}" * 5000)
    win = MainWindow()
    qtbot.addWidget(win)
    assert "damaged" in win.launcher.continue_summary.full_text
    manager = SaveManager(win)
    qtbot.addWidget(manager)
    texts = [manager.list.item(i).text() for i in range(manager.list.count())]
    assert len(texts) == 2 and all("nested far deeper" in t for t in texts)
