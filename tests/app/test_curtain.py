"""The hand-off curtain: nothing secret on screen, a half-second guard, Enter reveals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from cocoa_games.app import main_window
from cocoa_games.app.curtain import GUARD_MS
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.ui import theme
from tests.app.helpers import Shout, fixture_setup, item_texts, log_texts


@pytest.fixture
def window(qtbot, monkeypatch):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "human")))
    win.new_game("secret_numbers")
    return win



def on_screen_texts(win) -> list[str]:
    texts = [win.windowTitle(), win.statusBar().currentMessage()]
    texts += [w.text() for w in win.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in win.findChildren(QPushButton) if w.isVisible()]
    texts += [w.toolTip() for w in win.findChildren(QPushButton) if w.isVisible()]
    return texts + log_texts(win.table)


def felt_pixels(win) -> int:
    """How many sampled pixels of the grabbed window show the green table."""
    image = win.grab().toImage()
    felt = theme.qcolor(theme.TABLE_FELT).rgb()
    return sum(
        1
        for x in range(0, image.width(), 7)
        for y in range(0, image.height(), 7)
        if image.pixel(x, y) == felt
    )


def assert_nothing_secret(win, seat) -> None:
    session, scene = win.session, win.table.scene
    assert session.curtain_seat == seat
    assert win.table.curtain.isVisible() and not win.table.view.isVisible()
    assert scene.items() == []  # cleared, not merely covered
    assert felt_pixels(win) == 0
    for text in on_screen_texts(win):
        assert "secret number:" not in text.lower()


def test_curtain_at_start_then_the_first_person_reveals_with_enter(qtbot, window):
    session, table = window.session, window.table
    assert_nothing_secret(window, 0)
    assert table.curtain.title.text() == "Pass to Alice"
    assert table.curtain.show_button.text() == "I'm Alice — show"

    qtbot.mouseClick(table.curtain.show_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(table.curtain.show_button, Qt.Key.Key_Return)
    assert session.viewer is None, "the first half second must not reveal"

    qtbot.wait(GUARD_MS + 100)
    qtbot.keyClick(table.curtain.show_button, Qt.Key.Key_Return)
    assert session.viewer == 0
    assert table.view.isVisible() and felt_pixels(window) > 0
    secret = session.state.secrets[0]
    assert f"Alice's secret number: {secret}" in item_texts(table.scene)


def test_passing_to_the_next_person_hides_the_previous_secret(qtbot, window):
    session, table = window.session, window.table
    qtbot.wait(GUARD_MS + 100)
    qtbot.mouseClick(table.curtain.show_button, Qt.MouseButton.LeftButton)
    miss = next(a for a in session.state.legal_actions(0) if a.number != session.state.secrets[1])
    table.scene.choose(0, miss)
    assert_nothing_secret(window, 1)
    assert table.curtain.title.text() == "Pass to Ben"
    assert "wrong" in " ".join(log_texts(table))  # public events stay in the log

    qtbot.mouseClick(table.curtain.show_button, Qt.MouseButton.LeftButton)
    assert session.viewer is None
    qtbot.wait(GUARD_MS + 100)
    qtbot.mouseClick(table.curtain.show_button, Qt.MouseButton.LeftButton)
    texts = item_texts(table.scene)
    assert f"Ben's secret number: {session.state.secrets[1]}" in texts
    assert not any("Alice's secret" in t for t in texts)


def test_hide_goes_back_to_the_curtain_for_the_same_person(qtbot, window):
    table = window.table
    qtbot.wait(GUARD_MS + 100)
    table.curtain.show_button.click()
    assert table.hide_button.isVisible()
    table.hide_button.click()
    assert_nothing_secret(window, 0)
    assert table.curtain.title.text() == "Pass to Alice"


def test_curtain_summary_and_public_interjection_buttons(qtbot, window, monkeypatch):
    """A non-turn person with a public action gets a button on the curtain."""
    session, table = window.session, window.table
    monkeypatch.setattr(type(session.state), "to_move", lambda self: (self.turn, 1 - self.turn))
    original = type(session.state).legal_actions
    monkeypatch.setattr(
        type(session.state), "legal_actions",
        lambda self, seat: original(self, seat) if seat == self.turn else [Shout()],
    )
    monkeypatch.setattr(table.scene, "curtain_summary", lambda pub: "Alice played last.")
    table.presenter.refresh_curtain()
    assert table.curtain.summary.text() == "Alice played last."
    buttons = table.curtain.interjection_buttons
    assert [b.text() for b in buttons] == ["Ben: Shout!"]
    chosen = []
    monkeypatch.setattr(session, "act", lambda seat, action: chosen.append((seat, action)))
    buttons[0].click()
    assert chosen == []  # still inside the half-second guard
    qtbot.wait(GUARD_MS + 100)
    buttons[0].click()
    assert chosen == [(1, Shout())]


def test_one_person_against_the_computer_never_sees_a_curtain(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    session = GameSession.new(fixture_setup(kinds=("human", "computer")), 4, settings=win.settings)
    win.start_session(session)
    win.show()
    assert session.curtain_seat is None and session.viewer == 0
    assert not win.table.curtain.isVisible()


def test_hide_has_a_keyboard_shortcut(qtbot, window):
    qtbot.wait(GUARD_MS + 100)
    window.table.curtain.show_button.click()
    assert window.table.hide_button.shortcut().toString() == "Ctrl+H"
    window.table.hide_button.animateClick()
    qtbot.waitUntil(lambda: window.session.curtain_seat == 0, timeout=1000)
    assert_nothing_secret(window, 0)


def test_every_change_of_person_in_a_secret_game_plays_public_events_then_curtains(
        qtbot, window, monkeypatch):
    """Secret Numbers: each seat's view holds its number, so every hand-over needs a
    curtain; the move's public events play first on the public table, never on the
    leaving person's secret view."""
    session, table, scene = window.session, window.table, window.table.scene
    played = []
    original_play = scene.play

    def play(events):
        played.append(([e.text for e in events], item_texts(scene), session.curtain_seat,
                       table.curtain.isVisible()))
        original_play(events)

    monkeypatch.setattr(scene, "play", play)
    for move in range(4):
        seat = move % 2
        assert_nothing_secret(window, seat)
        session.reveal()
        assert f"{session.names[seat]}'s secret number" in " ".join(item_texts(scene))
        other = session.state.secrets[1 - seat]
        guess = next(a for a in session.state.legal_actions(seat) if a.number != other)
        table.scene.choose(seat, guess)
        texts, drawn, curtain_for, curtain_visible = played[-1]
        assert texts == [f"{session.names[seat]} guessed {guess.number} — wrong."]
        assert curtain_for == 1 - seat and not curtain_visible  # the curtain waits its turn
        assert not any("secret number" in t for t in drawn)  # the public table, not theirs
        assert_nothing_secret(window, 1 - seat)
        assert table.curtain.title.text() == f"Pass to {session.names[1 - seat]}"
    assert len(played) == 4


def test_the_curtain_rises_only_once_the_last_move_has_played(qtbot, window, monkeypatch):
    session, table, scene = window.session, window.table, window.table.scene
    session.reveal()
    monkeypatch.setattr(scene, "play", lambda events: None)  # a long animation starts
    miss = next(a for a in session.state.legal_actions(0) if a.number != session.state.secrets[1])
    scene.choose(0, miss)
    assert session.curtain_seat == 1 and session.busy
    assert table.view.isVisible() and not table.curtain.isVisible()
    assert not any("secret number" in t for t in item_texts(scene))
    scene.animations_finished.emit()
    assert_nothing_secret(window, 1)
    assert not session.busy
