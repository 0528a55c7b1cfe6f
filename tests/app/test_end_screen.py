"""The end of a game on screen: standings, moments, secrets, time, statistics, one "Back to
games", and a rematch in which the next person starts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.stats import StatsBook
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana.rules import Peek
from tests.games.kokonana.helpers import TEMPLE, make

NAMES = ["Yellow", "<b>Red</b>", "Blue"]


@pytest.fixture
def window(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _kokonana_about_to_end(window, kinds=("human", "human", "computer")) -> GameSession:
    game = games.get("kokonana")
    seats = [SeatInfo(n, k) for n, k in zip(NAMES, kinds, strict=True)]
    session = GameSession(game, seats, 5, game.Options(), settings=window.settings)
    session.state = make(3, runners={0: "temple_bank", 1: "sand"}, keys={0: "purple", 1: "blue"})
    session.state.names = list(NAMES)
    window.start_session(session)
    return session


def _win(qtbot, window, session) -> None:
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    assert session.act(0, Peek(TEMPLE.index("purple")))
    qtbot.waitUntil(window.table.end_screen.isVisible, timeout=5000)


def _visible_buttons(window, text: str) -> list[QPushButton]:
    return [b for b in window.findChildren(QPushButton) if b.text() == text and b.isVisible()]


def test_the_end_screen_tells_the_whole_ending(qtbot, window):
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    end = window.table.end_screen
    assert "Yellow" in end.text.text()
    assert end.standings.text().splitlines()[0] == "1. Yellow — opened the temple"
    assert "2. <b>Red</b> — on the sandbank, with the blue key" in end.standings.text()
    assert "Temple tile 3: the purple lock" in end.secrets.text()  # the secrets, for all
    assert "turn" in end.time_text.text()
    # names are shown as written, never as markup
    for label in end.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText
    # the people's statistics (not the computer's), shown and kept
    assert "Yellow: won 1 of 1 game" in end.records.text()
    assert "<b>Red</b>: won 0 of 1 game" in end.records.text()
    assert "Blue" not in end.records.text()
    book = StatsBook()
    assert book.records_of("Yellow")["kokonana"].won == 1 and "Blue" not in book.players()


def test_back_to_games_is_offered_once_at_the_end(qtbot, window):
    session = _kokonana_about_to_end(window)
    assert len(_visible_buttons(window, "Back to games")) == 1  # the side panel's, in play
    _win(qtbot, window, session)
    assert _visible_buttons(window, "Back to games") == [window.table.end_screen.back_button]
    window.table.end_screen.back_button.click()
    assert window.pages.currentWidget() is window.launcher


def test_rematch_names_and_seats_the_next_starter(qtbot, window):
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    button = window.table.end_screen.rematch_button
    assert button.text() == "Rematch — <b>Red</b> starts"
    button.click()
    assert window.session is not session
    assert window.session.names == [NAMES[1], NAMES[2], NAMES[0]]
    assert window.session.state.to_move() == (0,)  # seat 0, now Red, begins
    assert not window.table.end_screen.isVisible()
    assert len(_visible_buttons(window, "Back to games")) == 1


def test_a_finished_game_opened_again_is_not_counted_twice(qtbot, window):
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    session._finished_handled = False  # the same ending handled again, as after a reload
    session._sum_up()
    assert StatsBook().records_of("Yellow")["kokonana"].played == 1


def test_a_damaged_statistics_file_does_not_spoil_the_ending(qtbot, window):
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    book.path.write_text("{ not json")
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    assert "Yellow: won 1 of 1 game" in window.table.end_screen.records.text()
    assert list(book.path.parent.glob("stats.damaged-*.json"))


def test_the_end_screen_settles_instead_of_laying_itself_out_forever(qtbot, window):
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    end = window.table.end_screen
    qtbot.wait(100)

    class Counter(QObject):
        seen = 0

        def eventFilter(self, obj, event):  # noqa: N802 - Qt name
            if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
                self.seen += 1
            return False

    counter = Counter()
    for widget in (end, end.details.widget()):
        widget.installEventFilter(counter)
    qtbot.wait(300)
    assert counter.seen <= 2


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_standings_are_readable_without_scrolling_and_nothing_overlaps(qtbot, window,
                                                                             size):
    window.resize(*size)
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    end = window.table.end_screen
    qtbot.wait(50)  # let the layout settle after the last resize
    box = end.standings.parentWidget()
    top = box.mapTo(end.details.viewport(), box.rect().topLeft()).y()
    # the standings box shows whole inside the scroll area, which is as tall as it may be
    assert top >= 0 and top + box.height() <= end.details.viewport().height()
    below = end.details.mapTo(end, end.details.rect().bottomLeft()).y()
    assert below <= end.rematch_button.mapTo(end, end.rematch_button.rect().topLeft()).y()


def test_on_a_big_screen_the_ending_gets_its_room(qtbot, window):
    window.resize(1920, 1080)
    session = _kokonana_about_to_end(window)
    _win(qtbot, window, session)
    qtbot.wait(50)
    details = window.table.end_screen.details
    # the table's stretch must not squeeze the ending below the room it is allowed
    need = min(details.maximumHeight(), details.widget().sizeHint().height())
    assert details.height() >= need
    assert details.maximumHeight() >= 300  # a big screen allows most endings whole
