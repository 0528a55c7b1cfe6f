"""The end of every game, at 800×600 and 1920×1080: the ending's words fit, and the finished
table is either readable (no word under 9 pt) or not shown at all — a small window gives the
ending the table's place, and "Game table" swaps to the table and back."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.ui import theme
from cocoa_games.ui.text import TextProbe
from tests.app.helpers import ready_for_a_move

GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]
SIZES = [(800, 600), (1920, 1080)]


def _play_to_the_end(qtbot, game_id: str, size) -> MainWindow:
    game = games.get(game_id)
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    count = max(game.min_players, min(3, game.max_players))
    seats = [SeatInfo(name, "human") for name in ("Alice", "Ben", "Cleo")[:count]]
    session = GameSession(game, seats, 3, game.Options(), settings=window.settings)
    window.start_session(session)
    bots = {s: game.make_bot(s, game.bot_levels[0], s) for s in range(count)}
    rng = random.Random(3)
    for _step in range(5000):
        state = ready_for_a_move(qtbot, session)
        if state == "over":
            break
        if state == "curtain":
            continue
        offered = session.legal_for_view()
        seat = rng.choice(sorted(offered))
        action = bots[seat].choose(session.state.observe(seat), offered[seat])
        window.table.scene.action_chosen.emit(seat, action)
    assert session.state.is_over(), "the bots did not finish the game"
    qtbot.waitUntil(window.table.end_screen.isVisible, timeout=5000)
    qtbot.wait(50)  # the layout settles
    return window


def _whole(widget: QWidget, page: QWidget) -> bool:
    """Inside the page, and its words fit it (a cut word would not)."""
    if not page.rect().contains(QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())):
        return False
    if isinstance(widget, QPushButton):
        return QPushButton.sizeHint(widget).width() <= widget.width()
    assert isinstance(widget, QLabel)
    return widget.minimumSizeHint().width() <= widget.width()


def _smallest_table_words(window) -> list[tuple[str, float]]:
    with TextProbe() as probe:
        window.table.view.grab()
    return sorted((d.text, round(d.screen_px, 1)) for d in probe.drawn
                  if d.screen_px < theme.MIN_TABLE_PX - 0.01)


def _check_ending(window, where: str) -> None:
    end = window.table.end_screen
    page = window.table
    shown = [w for w in end.findChildren(QLabel) + end.findChildren(QPushButton)
             if w.isVisibleTo(end) and (not isinstance(w, QLabel) or w.text())]
    for widget in shown:
        if end.details.isAncestorOf(widget):  # these scroll up and down, never sideways
            assert widget.minimumSizeHint().width() <= widget.width(), (where, widget.text())
            continue
        assert _whole(widget, page), f"{where}: {widget.text()!r} is cut at {widget.geometry()}"
    if window.table.view.isVisible():
        small = _smallest_table_words(window)
        assert not small, f"{where}: table words under 9 pt: {small[:8]}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_ending_fits_and_the_table_reads_or_steps_aside(qtbot, game_id, size):
    window = _play_to_the_end(qtbot, game_id, size)
    end = window.table.end_screen
    small_window = size == (800, 600)
    assert end.compact is small_window
    assert window.table.view.isVisible() is not small_window  # the ending has its place
    assert end.table_button.isVisible() is small_window
    _check_ending(window, f"{game_id} at {size}")
    if small_window:  # the person asks for the finished table, as big as in the game
        end.table_button.click()
        qtbot.wait(50)
        assert window.table.view.isVisible() and not end.isVisible()
        small = _smallest_table_words(window)
        assert not small, f"{game_id}: table words under 9 pt: {small[:8]}"
        results = end.results_button
        assert results.isVisible() and _whole(results, window.table)
        results.click()  # ...and back to the ending
        qtbot.wait(50)
        assert end.isVisible() and not window.table.view.isVisible()
        assert not results.isVisible()
        _check_ending(window, f"{game_id} at {size}, back from the table")
    window.back_to_launcher()
    assert window.table.view.isVisibleTo(window.table)  # the next game has its table
