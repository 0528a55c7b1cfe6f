"""Every game on a small screen (800×600, 640×480, even smaller): it plays without a crash
and the table is drawn inside the window."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from tests.app.helpers import ready_for_a_move
from tests.app.test_table_privacy import playable_games


@pytest.mark.parametrize("game_id", playable_games())
def test_every_game_plays_in_a_tiny_window(qtbot, game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    seats = [SeatInfo(n) for n in ("Alice", "Ben", "Cleo")[:count]]
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    # the window keeps 800×560 as its own minimum; a smaller screen (or a tiling window
    # manager) can still force it smaller, which is what is tried here
    window.setMinimumSize(0, 0)
    window.show()
    session = GameSession(game, seats, 23, game.Options(), settings=window.settings)
    window.start_session(session)
    rng = random.Random(4)
    sizes = [(800, 600), (640, 480), (480, 360), (320, 240)]
    for step in range(24):
        width, height = sizes[step % len(sizes)]
        window.resize(width, height)
        qtbot.wait(5)  # below the page's own minimum (about 440×420) Qt keeps that instead
        state = ready_for_a_move(qtbot, session)
        if state == "over":
            break
        if state == "curtain":
            continue
        view = window.table.view
        assert view.width() <= window.width() and view.height() <= window.height()
        offered = session.legal_for_view()
        assert offered, "a person's turn with nothing offered"
        seat = rng.choice(sorted(offered))
        before = len(session.actions)
        window.table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
        assert len(session.actions) == before + 1
        window.table.grab()  # painting at this size must not fail either
    assert session.actions
