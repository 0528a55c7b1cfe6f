"""The command line: version, a smoke start, and a broken --load that does not crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cocoa_games import __version__

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")  # temp user dirs come from conftest
    return subprocess.run(
        [sys.executable, "-m", "cocoa_games", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout,
    )


def test_version_prints_the_version():
    result = run("--version")
    assert result.returncode == 0
    assert __version__ in result.stdout


def test_quit_after_show_exits_cleanly():
    result = run("--quit-after-show")
    assert result.returncode == 0, result.stderr


def test_quick_game_starts_and_exits(tmp_path):
    result = run("--game", "kokonana", "--seed", "3", "--quit-after-show")
    assert result.returncode == 0, result.stderr
    unfinished = Path(os.environ["COCOA_GAMES_DATA_DIR"]) / "saves" / "unfinished"
    slots = list(unfinished.glob("*.cocoa.json"))
    assert slots == []  # started and left before anyone moved: no "Unfinished · 0 moves" (#25)


def test_unknown_game_is_reported():
    result = run("--game", "chess", "--quit-after-show")
    assert result.returncode == 2
    assert "Unknown game" in result.stderr


def test_broken_load_shows_the_message_and_keeps_running(tmp_path):
    broken = tmp_path / "cut.cocoa.json"
    broken.write_text('{"format": "cocoa-games-save", "vers')
    before = broken.read_bytes()
    result = run("--load", str(broken), "--quit-after-show")
    assert result.returncode == 0, result.stderr
    assert "damaged" in result.stderr
    assert broken.read_bytes() == before


def test_main_reuses_the_running_application(qtbot, monkeypatch):
    """pytest-qt owns the QApplication; main() must use it rather than make a second."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cocoa_games.app import main as main_module

    app = QApplication.instance()
    QTimer.singleShot(0, app.quit)
    monkeypatch.setattr(app, "exec", lambda: 0)
    assert main_module.main(["--quit-after-show"]) == 0
    assert QApplication.instance() is app


def test_smoke_test_limit_does_not_outlive_main(qtbot, monkeypatch):
    """The 'never hang' limit of --quit-after-show must end with main(): left pending, it
    would later call app.exit() inside whatever runs next and stall every timer there."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cocoa_games.app import main as main_module

    app = QApplication.instance()
    exits: list[int] = []
    monkeypatch.setattr(main_module, "SMOKE_TEST_LIMIT_MS", 50)
    monkeypatch.setattr(app, "exec", lambda: 0)
    monkeypatch.setattr(app, "exit", lambda code=0: exits.append(code))
    assert main_module.main(["--quit-after-show"]) == 0
    qtbot.wait(300)
    assert exits == []
    fired: list[int] = []
    QTimer.singleShot(1, lambda: fired.append(1))
    qtbot.waitUntil(lambda: fired == [1], timeout=2000)
