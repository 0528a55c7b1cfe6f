"""A table that keeps still (issue 25, point 1): the hint line under the table going from
one line to three, or a calm note appearing over it, never changes the table's size — the
Cuckoo Zoo board's rectangle stays exactly where it was, so no button moves under the mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooOptions

ONE_LINE = "Pick a card"
THREE_LINES = ("Pick a card that matches green or dog — or draw; the arrows move between "
               "the cards, Space picks one, and the calls follow: press the call you make "
               "for each card, then Play! (Enter), saying “Last card!” first if you need to")


def board(window) -> QRectF:
    window.table.view.viewport().update()
    return QRectF(window.table.scene._board)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_board_keeps_its_rect_while_the_hint_grows_and_a_note_shows(qtbot, window, size):
    window.resize(*size)
    seats = [SeatInfo("Alice"), SeatInfo("Ben", "computer")]
    window.start_session(GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()),
                                         5, settings=window.settings, autosave=False))
    table = window.table
    qtbot.waitUntil(lambda: table.scene is not None and table.scene.built, timeout=3000)
    table.show_hint(ONE_LINE)
    qtbot.wait(50)
    before, view = board(window), table.view.size()
    table.show_hint(THREE_LINES)
    qtbot.wait(50)
    assert table.status.heightForWidth(table.status.width()) > 2 * table.status.fontMetrics(
    ).lineSpacing()  # (it really is more than one line where it sits)
    assert table.view.size() == view and board(window) == before
    table.show_message("A last card! 3 seconds left to complain.")
    qtbot.wait(50)
    assert table.message.isVisibleTo(window)
    assert table.view.size() == view and board(window) == before
    table.show_message("")
    table.show_hint(ONE_LINE)
    qtbot.wait(50)
    assert table.view.size() == view and board(window) == before
