"""Hostile files for the issue-22 tests: a read with a timeout (a hang fails the test
instead of freezing the suite), FIFOs that are let go afterwards, and a real save whose
envelope a test changes."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cocoa_games import games
from cocoa_games.core.saves import SaveData, SeatInfo, write_save


def within(seconds: float, work: Callable[[], Any]) -> Any:
    """`work()`'s result; fails (instead of hanging the suite) if it takes longer."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # handed to the test below
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still waiting after {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    return path


def release_fifos() -> Iterator[Callable[[Path], None]]:
    """A fixture's body: a reader or writer stuck in a FIFO (the old code) is let go after
    the test. A test module makes it a fixture of its own name:
    `_let_go = pytest.fixture(release_fifos, name="let_go")`."""
    made: list[Path] = []
    yield made.append
    for path in made:
        for flags in (os.O_RDONLY, os.O_WRONLY):  # a writer waits for a reader, and back
            try:
                fd = os.open(path, flags | os.O_NONBLOCK)
            except OSError:
                continue
            os.close(fd)


def played_save(game_id: str, path: Path, names=("Alice", "Ben"), moves: int = 4,
                seed: int = 3) -> SaveData:
    """A real game of `game_id` (each seat playing its first legal move), saved at `path`."""
    game = games.get(game_id)
    state = game.new_state(list(names), game.Options(), seed)
    actions = []
    for _ in range(moves):
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        actions.append((seat, action))
    data = SaveData(game, [SeatInfo(n) for n in names], seed, game.Options(), actions, state)
    write_save(path, data)
    return data


def kokonana_save(path: Path, names=("Alice", "Ben"), seed: int = 3, moves: int = 4,
                  **fields: Any) -> dict:
    """A real save, then its envelope changed by `fields` and written as JSON (escapes
    kept: a lone surrogate stays legal JSON)."""
    envelope = played_save("kokonana", path, names, moves, seed).to_dict()
    envelope.update(fields)
    path.write_text(json.dumps(envelope), encoding="ascii")
    return envelope


def quiet_window(qtbot, monkeypatch):
    """A fixture's body: a shown main window whose message boxes are only noted (`shown`).
    A test module makes it its `window`: `_window = pytest.fixture(quiet_window,
    name="window")`."""
    from cocoa_games.app import main_window
    from cocoa_games.app.main_window import MainWindow

    shown: list[str] = []
    monkeypatch.setattr(main_window, "show_message", lambda p, title, text: shown.append(text))
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    win.shown = shown
    return win
