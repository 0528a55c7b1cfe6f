"""Kokonana's table keeps still in the window (issue 25, point 1): when "Kokonana!" comes
(and the hint under the table grows to say why), the board stays where it was, in every
language, at 800×600 and at 1280×800."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana.rules import Flip
from tests.app.helpers import language_fixture
from tests.app.test_kokonana_in_the_app import known_river_on_the_table

language = language_fixture("en", "de", "fr")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_board_stays_put_when_kokonana_comes(qtbot, size, language):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    seats = [SeatInfo("Alice", "human"), SeatInfo("Grandma Rosemary", "human"),
             SeatInfo("Benedikt", "human")]
    session = known_river_on_the_table(qtbot, window, seats, autosave=False)
    scene, view = window.table.scene, window.table.view
    scene.animation_speed = 0.0

    def board() -> tuple:
        on_view = view.mapFromScene(scene._layout.board).boundingRect()
        return view.mapTo(window, on_view.topLeft()), on_view.size(), view.size()

    qtbot.wait(100)  # (the table laid out for its window)
    before = board()
    assert not any(b.isVisible() for b in scene.buttons)
    for tile in ("S:0:0", "S:1:0"):
        assert session.act(0, Flip(tile))
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    qtbot.wait(50)  # (the window lays itself out again, if it would)
    assert [b.text for b in scene.buttons if b.isVisible()] == [i18n._("Kokonana!")]
    assert board() == before


def test_a_first_message_in_the_status_line_leaves_the_table_its_size(qtbot):
    """"No sound device found", "Saved as …": the status line's room is there from the
    start, so its first message never takes a line from the table."""
    window = MainWindow(settings=Settings(sound_enabled=False))  # (no "no sound device")
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.start_session(GameSession(games.get("kokonana"), [SeatInfo("Alice"), SeatInfo("Ben")],
                                     4, games.get("kokonana").Options(),
                                     settings=window.settings, autosave=False))
    qtbot.wait(50)
    view = window.table.view
    before = view.size()
    window.statusBar().showMessage("Saved as a game.cocoa.json", 4000)
    qtbot.wait(50)
    assert view.size() == before
