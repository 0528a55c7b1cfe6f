"""Every key either acts or says why it cannot (issue 12), in every game: a key the scene
does not use puts a reason on the table's message line instead of vanishing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo


def open_table(qtbot, monkeypatch, game_id: str, turn_clock) -> MainWindow:
    """`game_id`'s first turn on the table, looked at for its half second (a fresh turn
    takes no key before: these keys are about what the game says)."""
    from cocoa_games.app import main_window
    from cocoa_games.app.game_setup import GameSetup

    game = games.get(game_id)
    count = max(1, game.min_players)
    seats = [SeatInfo(name, "human") for name in ("Alice", "Ben", "Cleo", "Dan")[:count]]
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: GameSetup(game_id, seats, 0, game.Options()))
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.new_game(game_id)
    if win.session.curtain_seat is not None:
        win.session.reveal()
    turn_clock.wait_out()
    return win


@pytest.mark.parametrize("game_id", ["cuckoo_zoo", "kokonana", "cocoons", "coconuts"])
def test_a_key_that_does_nothing_says_why(qtbot, monkeypatch, game_id, turn_clock):
    win = open_table(qtbot, monkeypatch, game_id, turn_clock)
    table = win.table
    assert table.view.isVisible()
    table.show_message("")
    QTest.keyClick(table.view, Qt.Key.Key_Q)  # no game uses Q
    assert table.message.isVisible() and table.message.text(), game_id


def test_cuckoo_zoo_says_a_call_needs_a_card_first(qtbot, monkeypatch, turn_clock):
    win = open_table(qtbot, monkeypatch, "cuckoo_zoo", turn_clock)
    table = win.table
    QTest.keyClick(table.view, Qt.Key.Key_0)
    assert "card first" in table.message.text()
