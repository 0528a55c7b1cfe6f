"""The side panel at every size (issue #25, 3): at 800×600 it is a drawer over the table's
edge that opens and closes without moving the board, and what the computers just did is on
the table page with the drawer closed; on a wide window it stands beside the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel

from cocoa_games.app.session import GameSession
from tests.app.helpers import fixture_setup, log_texts


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def board_rect(window) -> QRect:
    view = window.table.view
    return QRect(view.mapTo(window, view.rect().topLeft()), view.size())


def ctrl_l(qtbot, table) -> None:
    qtbot.keyClick(table.view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)


@pytest.fixture
def small(qtbot, window):
    window.resize(800, 600)
    window.start_session(GameSession.new(fixture_setup(kinds=("human", "computer")), 4,
                                         settings=window.settings))
    settle(qtbot)
    return window


def test_at_800x600_the_panel_opens_over_the_table_without_moving_the_board(qtbot, small):
    table = small.table
    fold = table.panel_fold
    assert not fold.is_open(), "closed to begin with: the table has the room"
    before = board_rect(small)
    fold.button.click()
    settle(qtbot)
    assert fold.is_open()
    assert board_rect(small) == before, "opening the panel squeezed the board"
    assert table.side.isVisible()
    panel = QRect(table.side.mapTo(small, table.side.rect().topLeft()), table.side.size())
    assert before.contains(panel.center()) and panel.width() >= 200, "a drawer over the table"
    assert table.side.width() <= before.width() // 2, "the drawer leaves most of the table free"
    ctrl_l(qtbot, table)
    qtbot.waitUntil(lambda: not fold.is_open(), timeout=2000)  # (a shortcut clicks softly)
    assert board_rect(small) == before
    ctrl_l(qtbot, table)  # and its shortcut opens it again
    qtbot.waitUntil(fold.is_open, timeout=2000)
    assert board_rect(small) == before
    fold.button.click()
    assert not fold.is_open()


def test_at_800x600_the_last_computer_move_is_seen_with_the_panel_closed(qtbot, small,
                                                                          turn_clock):
    session, table = small.session, small.table
    miss = next(a for a in session.state.legal_actions(0) if a.number != session.state.secrets[1])
    table.scene.choose(0, miss)  # Alice misses; Ben, a computer, guesses next
    qtbot.waitUntil(lambda: any(line.startswith("Ben") for line in log_texts(table)),
                    timeout=10000)
    settle(qtbot)
    ben = next(line for line in reversed(log_texts(table)) if line.startswith("Ben"))
    assert not table.panel_fold.is_open()
    seen = [label for label in table.findChildren(QLabel)
            if label.isVisible() and ben.rstrip(".") in label.text()]
    assert seen, f"{ben!r} is nowhere on the table page"
    shown = seen[0]
    assert shown.visibleRegion().boundingRect().width() >= shown.fontMetrics() \
        .horizontalAdvance(shown.text()) - 2, "the line is on screen, not under something"


def test_on_a_wide_window_the_panel_stands_beside_the_table(qtbot, window):
    window.resize(1600, 900)
    window.start_session(GameSession.new(fixture_setup(), 4, settings=window.settings))
    settle(qtbot)
    table = window.table
    assert table.panel_fold.is_open() and not table.recap.isVisible()
    board = board_rect(window)
    panel = QRect(table.side.mapTo(window, table.side.rect().topLeft()), table.side.size())
    assert not board.intersects(panel), "beside the table, not over it"
    table.panel_fold.button.click()  # folded away, the table takes the room
    settle(qtbot)
    assert not table.panel_fold.is_open() and board_rect(window).width() > board.width()
    assert table.recap.isVisible()


def test_the_drawer_and_the_board_follow_the_window_across_the_threshold(qtbot, small):
    table = small.table
    table.panel_fold.button.click()
    small.resize(1600, 900)
    settle(qtbot)
    assert table.panel_fold.is_open(), "wide again: beside the table, as it starts there"
    small.resize(800, 600)
    settle(qtbot)
    assert not table.panel_fold.is_open(), "a drawer starts closed"


def test_with_room_every_player_row_shows_whole_and_with_many_they_scroll(qtbot, window):
    window.resize(1600, 900)
    names = ("Alice", "Ben")
    window.start_session(GameSession.new(fixture_setup(names=names), 4,
                                         settings=window.settings))
    settle(qtbot)
    players = window.table.side.players
    assert players.verticalScrollBar().maximum() == 0, "rows cut with room to spare"
    for row in window.table.player_rows:
        assert row.height() >= row.minimumSizeHint().height()


@pytest.mark.parametrize("second", ["kokonana", "cuckoo_zoo"])
def test_the_next_game_in_the_same_window_shows_its_players(qtbot, window, second):
    """Once seen empty at 2560×1440: a new game started over a finished one built its rows
    while they were still hidden, measured them as nothing and left the list zero high."""
    window.resize(2560, 1440)
    window.quick_game("cocoons", seed=3, players=2)
    settle(qtbot)
    window.quick_game(second, seed=3, players=3)
    settle(qtbot)
    players = window.table.side.players
    assert len(window.table.player_rows) == 3
    assert players.height() >= sum(r.minimumSizeHint().height() for r in window.table.player_rows)
    for row in window.table.player_rows:
        assert row.isVisible() and row.visibleRegion().boundingRect().height() >= \
            row.minimumSizeHint().height()
