"""The side panel keeps pace with the table: the players list and the log change when the
scene is redrawn after its animations, and every log entry is shown in full."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from tests.app.helpers import fixture_setup, log_texts


@pytest.fixture
def window(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    session = GameSession.new(fixture_setup(kinds=("human", "computer")), 4,
                              settings=win.settings)
    win.start_session(session)
    return win


def markers(table) -> list[str]:
    return [row.marker.text() for row in table.player_rows]


def test_players_and_log_wait_for_the_animations(qtbot, window, monkeypatch):
    session, table, scene = window.session, window.table, window.table.scene
    assert markers(table) == ["▶", ""] and log_texts(table) == []
    monkeypatch.setattr(scene, "play", lambda events: None)  # a long animation starts
    miss = next(a for a in session.state.legal_actions(0) if a.number != session.state.secrets[1])
    scene.choose(0, miss)
    assert session.state.turn_seat() == 1 and session.busy
    assert markers(table) == ["▶", ""], "the panel ran ahead of the table"
    assert log_texts(table) == []
    scene.animations_finished.emit()
    assert markers(table) == ["", "▶"]
    assert log_texts(table) == [f"Alice guessed {miss.number} — wrong."]


@pytest.mark.parametrize("text", [
    "Cleo puts the temple tile back.",
    "Cleo found a match — a new stepping stone! The runner hops on to the far temple bank.",
])
def test_a_long_log_line_is_shown_in_full_at_any_panel_width(qtbot, window, text):
    log = window.table.log
    log.clear()
    log.addItem(text)
    metrics = QFontMetrics(log.font())
    short = []
    for width in range(170, 290):
        log.setFixedWidth(width)
        QApplication.processEvents()
        row = log.visualItemRect(log.item(0))
        # room for every wrapped line of the text drawn 6 px inside the row's sides
        needed = metrics.boundingRect(QRect(0, 0, row.width() - 12, 10000),
                                      int(Qt.TextFlag.TextWordWrap), text).height()
        if row.height() < needed:
            short.append(width)
    assert short == [], f"the entry would be cut short at widths {short}"
