"""Test set-up: offscreen Qt, user folders in a temp dir, the fixture game registered."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("COCOA_GAMES_ANIMATION_SPEED", "0")

import pytest
from hypothesis import settings as hypothesis_settings

# CI replays the same random examples on every run (a red CI blocks landing); a developer's
# local `make test` explores new seeds each time.
hypothesis_settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("COCOA_GAMES_CI"):
    hypothesis_settings.load_profile("ci")

from cocoa_games import games  # noqa: E402
from tests.fixtures.secret_numbers.rules import SecretNumbersGame  # noqa: E402

FIXTURE_INFO = games.GameInfo(
    SecretNumbersGame.meta, "tests.fixtures.secret_numbers.rules:SecretNumbersGame",
    "tests.fixtures.secret_numbers.scene:create_scene",
)
games.register(FIXTURE_INFO)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Point platformdirs at a temp folder so tests never touch real saves or settings."""
    import platformdirs

    data = tmp_path / "data"
    config = tmp_path / "config"
    logs = tmp_path / "logs"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(data))
    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *a, **k: str(config))
    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *a, **k: str(logs))
    monkeypatch.setenv("COCOA_GAMES_DATA_DIR", str(data))
    # the app speaks English in tests whatever this machine's locale (tests that want
    # another language choose it themselves)
    monkeypatch.delenv("COCOA_GAMES_LANGUAGE", raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("COCOA_GAMES_CONFIG_DIR", str(config))
    monkeypatch.setenv("COCOA_GAMES_LOG_DIR", str(logs))
    return tmp_path


def pytest_collection_finish(session):
    """Garbage is collected between tests only (see below). What is imported by now lives
    as long as the run: collections skip it."""
    import gc

    gc.collect()
    gc.freeze()
    gc.disable()


_finished_tests = [0]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """Qt objects a test left behind (a scene with its items, timers and animations) are
    destroyed here, once its fixtures are gone, never by a collection that starts inside a
    test's signal: PySide can deadlock destroying a QObject there (seen once in CI: the
    suite hung inside pytest-qt's waitSignal). With automatic collection off, everything
    the test made is still young: a young-generation pass finds its cycles."""
    yield
    import gc

    _finished_tests[0] += 1
    gc.collect(2 if _finished_tests[0] % 50 == 0 else 1)
    gc.disable()  # (a test of the app's start-up turns it back on)


@pytest.fixture
def turn_clock(monkeypatch):
    """The clock a fresh turn's key guard reads, moved by hand (`wait_out()`, `advance(s)`)."""
    from cocoa_games.app import turn_guard
    from tests.turn_clock import FakeClock

    clock = FakeClock()
    monkeypatch.setattr(turn_guard, "clock", clock)
    return clock


@pytest.fixture
def window(qtbot):
    """The app's main window, shown at 1280×800, as a family opens it (tests that play a game
    through the real window)."""
    from cocoa_games.app.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win
