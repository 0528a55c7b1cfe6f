"""A real ending in the app (issue 26): the shot that completes a pyramid plays out, the
winner's pyramid lights up on the table, and only then the results come up; a click
during the light brings them at once (the table never holds anyone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from tests.games.coconuts.helpers import cup_at, make, put_on_board, set_hands, shot_into


def _one_shot_from_winning(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")  # real waits, as at home
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    game = games.get("coconuts")
    seats = [SeatInfo("Ada"), SeatInfo("Ben", "computer")]
    session = GameSession(game, seats, 1, game.Options(), settings=window.settings,
                          autosave=False)
    state = make(2)
    set_hands(state, [], [])
    for spot in range(5):
        put_on_board(state, cup_at(state, spot), 0)
    session.state = state
    window.start_session(session)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    return window, session, shot_into(state, cup_at(state, 6))  # (nobody holds a card)


def test_the_results_come_after_the_winners_pyramid_is_lit(qtbot, monkeypatch):
    window, session, shot = _one_shot_from_winning(qtbot, monkeypatch)
    scene, end = window.table.scene, window.table.end_screen
    assert session.act(0, shot)
    qtbot.waitUntil(lambda: scene.cheering == 0, timeout=8000)  # the flight, the cup taken
    assert scene.glow.isVisible() and not end.isVisible()  # lit; the results wait for it
    qtbot.waitUntil(end.isVisible, timeout=4000)
    assert scene.glow.look == (1.0,)


def test_a_click_on_the_lit_table_brings_the_results_at_once(qtbot, monkeypatch):
    window, session, shot = _one_shot_from_winning(qtbot, monkeypatch)
    scene, end, view = window.table.scene, window.table.end_screen, window.table.view
    assert session.act(0, shot)
    qtbot.waitUntil(lambda: scene.cheering == 0, timeout=8000)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.viewport().rect().center())
    qtbot.waitUntil(end.isVisible, timeout=600)
