"""What the family hears and what a screen reader is told: turn chimes, the win fanfare, the
"uh-oh" after a move that is not allowed, and announcements of turns and outcomes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cocoa_games.app import accessibility, log_list, main_window, player_row
from cocoa_games.app.curtain import GUARD_MS
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.core.cues import Cues
from tests.app.helpers import fixture_setup, recording_sound
from tests.fixtures.secret_numbers import Guess


@pytest.fixture
def silent_sound(qapp, monkeypatch):
    return recording_sound(monkeypatch)


def open_window(qtbot, monkeypatch, sound, kinds):
    win = MainWindow(settings=Settings(), sound=sound)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup(kinds=kinds))
    win.new_game("secret_numbers")
    return win


def wrong_guess(session, seat: int) -> Guess:
    other = session.state.secrets[1 - seat]
    return next(a for a in session.state.legal_actions(seat) if a.number != other)


def test_two_people_hear_deal_reveal_turn_and_win(qtbot, monkeypatch, silent_sound):
    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "human"))
    session, table = win.session, win.table
    assert silent_sound.requested == ["deal"]  # Alice starts: the deal is her cue
    assert session.curtain_seat == 0
    session.reveal()
    session.act(0, wrong_guess(session, 0))
    assert session.curtain_seat == 1
    assert silent_sound.requested == ["deal", "turn"]  # hand-off to Ben: one chime
    qtbot.wait(GUARD_MS + 50)
    table.curtain.show_button.click()
    assert silent_sound.requested == ["deal", "turn", "flip"]
    session.act(1, Guess(session.state.secrets[0]))
    assert session.state.is_over()
    assert silent_sound.requested[-1] == "win"
    assert silent_sound.requested.count("turn") == 1


def test_a_move_that_is_not_allowed_says_uh_oh(qtbot, monkeypatch, silent_sound):
    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "human"))
    session, table = win.session, win.table
    session.reveal()
    before = list(silent_sound.requested)
    crossed = wrong_guess(session, 0)
    session.act(0, crossed)
    session.reveal()
    session.act(1, wrong_guess(session, 1))
    session.reveal()
    session.act(0, crossed)  # already crossed off
    assert silent_sound.requested[-1] == "oops"
    assert "oops" not in before
    assert table.message.isVisibleTo(table) and "crossed off" in table.message.text()
    assert table.announcements[-1] == table.message.text()


def test_the_person_hears_when_the_computer_hands_back(qtbot, monkeypatch, silent_sound):
    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "computer"))
    session = win.session
    session.act(0, wrong_guess(session, 0))
    qtbot.waitUntil(lambda: session.state.is_over() or (
        session.state.turn_seat() == 0 and len(session.actions) >= 2), timeout=5000)
    if session.state.is_over():  # the computer guessed right at once: a rare seed
        assert silent_sound.requested[-1] == "win"
        return
    assert silent_sound.requested == ["deal", "turn"]
    assert "Ben's turn (computer)" in win.table.announcements
    assert win.table.announcements[-1] == "Alice's turn"


def test_turns_and_outcome_are_announced_and_named(qtbot, monkeypatch, silent_sound):
    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "human"))
    session, table = win.session, win.table
    assert table.announcements[0].startswith("Pass to Alice")
    session.reveal()
    assert table.view.accessibleName() == "Secret Numbers table — Alice's turn"
    session.act(0, wrong_guess(session, 0))
    assert any(a.startswith("Pass to Ben") for a in table.announcements)
    assert "Ben's turn" in table.announcements
    assert table.view.accessibleDescription() == ""  # nothing of Alice's view behind a curtain
    session.reveal()
    session.act(1, Guess(session.state.secrets[0]))
    assert table.announcements[-1] == table.end_screen.text.text()
    assert "Ben wins" in table.announcements[-1]
    assert "Ben wins" in table.view.accessibleName()


def test_announce_copes_without_announcement_support(qapp, monkeypatch):
    from PySide6 import QtGui
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    monkeypatch.delattr(QtGui, "QAccessibleAnnouncementEvent", raising=False)
    assert accessibility.announce(widget, "Ben's turn") is False  # Qt < 6.8: quietly nothing


def test_the_mute_key_reaches_menu_settings_and_file(qtbot, monkeypatch, silent_sound):
    from cocoa_games.app import paths
    from cocoa_games.app.settings import load_settings
    from cocoa_games.app.settings_dialog import SettingsDialog

    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "computer"))
    win.windowHandle().requestActivate()  # window shortcuts need the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    qtbot.keyClick(win.table.view, Qt.Key.Key_M)
    assert silent_sound.muted and win.mute_action.isChecked()
    assert "Sounds off" in win.statusBar().currentMessage()
    assert paths.settings_path().is_file() and load_settings().sound_enabled is False
    dialog = SettingsDialog(win.settings, win)
    qtbot.addWidget(dialog)
    assert not dialog.sound.isChecked()

    notes = []

    def turn_sound_on(parent, settings, sound_note=None):
        notes.append(sound_note)
        settings.sound_enabled = True
        return True

    monkeypatch.setattr(main_window, "ask_settings", turn_sound_on)
    win.settings_action.trigger()
    assert not silent_sound.muted and not win.mute_action.isChecked()
    assert "No sound device" in notes[0]  # the dialog says why nothing is heard
    before = len(silent_sound.requested)
    qtbot.keyClick(win.table.view, Qt.Key.Key_M)
    qtbot.keyClick(win.table.view, Qt.Key.Key_M)
    assert not silent_sound.muted and len(silent_sound.requested) == before
    # no device on this "machine": switching sound on says it will stay silent
    assert "no sound device" in win.statusBar().currentMessage()


def test_announce_sends_a_real_announcement_when_a_screen_reader_listens(qapp, monkeypatch):
    from PySide6 import QtGui
    from PySide6.QtWidgets import QWidget

    if not hasattr(QtGui, "QAccessibleAnnouncementEvent"):
        pytest.skip("this Qt has no announcements (< 6.8)")
    sent = []
    monkeypatch.setattr(QtGui.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QtGui.QAccessible, "updateAccessibility",
                        staticmethod(lambda event: sent.append(
                            (event.message(), event.politeness()))))
    widget = QWidget()
    assert accessibility.announce(widget, "Game over — Ben wins!", assertive=True)
    assert sent == [("Game over — Ben wins!", QtGui.QAccessible.AnnouncementPoliteness.Assertive)]


def test_a_games_own_sounds_reach_the_window_through_the_presenter(qtbot, monkeypatch,
                                                                   silent_sound):
    class Boing(Cues):  # a miss goes "boing"; a scene's moment "hit" goes "plop"
        def for_event(self, event):
            return ("boing",) if event.kind == "miss" else ()

        def for_moment(self, moment):
            return "plop" if moment == "hit" else None

    win = open_window(qtbot, monkeypatch, silent_sound, ("human", "human"))
    session, scene = win.session, win.table.scene
    monkeypatch.setattr(type(session.game), "cues", Boing())
    session.reveal()
    session.act(0, wrong_guess(session, 0))
    assert silent_sound.requested[-2:] == ["boing", "turn"]  # played, then the hand-off
    scene.moment_reached.emit("hit")
    assert silent_sound.requested[-1] == "plop"
    session.reveal()
    session.act(1, Guess(session.state.secrets[0]))
    assert session.state.is_over()
    assert silent_sound.requested.count("win") == 1


def test_an_empty_log_says_what_will_appear_there(qtbot):
    log = log_list.LogList()
    qtbot.addWidget(log)
    log.resize(240, 200)
    log.show()

    def inked() -> int:
        image = log.viewport().grab().toImage()
        background = image.pixelColor(2, image.height() - 3)
        return sum(1 for x in range(0, image.width(), 2) for y in range(0, 60, 2)
                   if image.pixelColor(x, y) != background)

    assert inked() > 20  # the placeholder sentence is drawn
    log.addItem("")  # an entry (even a blank one) replaces the placeholder
    assert inked() == 0


def test_a_long_name_shrinks_to_fit_the_side_panel(qtbot):
    from PySide6.QtGui import QFontMetrics

    row = player_row.PlayerRow("Maximiliane-Bartholomew", "human")
    qtbot.addWidget(row)
    row.set_state(True, False, True)
    row.resize(220, 70)
    row.show()
    qtbot.waitExposed(row)
    shown = QFontMetrics(row.label.font()).horizontalAdvance(row.label.text())
    assert shown <= row.label.width()
    short = player_row.PlayerRow("Bo", "human")
    qtbot.addWidget(short)
    short.set_state(True, False, True)
    short.resize(220, 70)
    short.show()
    assert short.label.font().pointSizeF() > row.label.font().pointSizeF()  # short stay big
