"""Kokonana: keys pressed while the table animates a flip are not lost — they are pressed
once the table shows what came of it (issue 24, Kokonana point 3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana.rules import Acknowledge, Flip
from tests.games.kokonana.helpers import make


@pytest.fixture
def window(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_second_flip_typed_during_the_first_flips_animation_is_made(qtbot, window,
                                                                     turn_clock):
    game = games.get("kokonana")
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bot", "computer"), SeatInfo("Cy", "computer")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    session.state = make(3)  # a known river: S:0:0 and S:1:0 do not match
    session.state.names = [s.name for s in seats]
    window.start_session(session)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    scene, view = window.table.scene, window.table.view
    turn_clock.wait_out()  # (a fresh turn takes no key for half a second)
    scene.animation_speed = 1.0
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # shows the ring on the first tile
    QTest.keyClick(view, Qt.Key.Key_Return)  # flips it: the tile turns over
    assert [a for s, a in session.actions] and scene.animations.busy()
    QTest.keyClick(view, Qt.Key.Key_Return)  # typed while it turns: the next tile
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)
    first, second = (a for s, a in session.actions[:2])
    assert (first, second) == (Flip("S:0:0"), Flip("S:1:0"))
    QTest.keyClick(view, Qt.Key.Key_K)  # "Kokonana!", typed as the second tile turns
    qtbot.waitUntil(lambda: len(session.actions) >= 3, timeout=3000)
    assert session.actions[2] == (0, Acknowledge())
    scene.animation_speed = 0.0  # (no animation outlives the test's window)
    scene.finish_animations()
