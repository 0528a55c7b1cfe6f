"""A seat marked as a child who cannot read yet: the voice comes on for their table, the
choice is remembered for next time; each seat's picture and colour is offered in the
new-game dialog and may be changed there, and the table then shows the one picked."""

from __future__ import annotations

from cocoa_games import games
from cocoa_games.app.game_setup import seat_start
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.new_game_dialog import NewGameDialog
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.people import Look
from cocoa_games.core.saves import SeatInfo


def test_a_child_who_cannot_read_turns_the_voice_on(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_SPEECH_ENGINE", "mock")
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    game = games.get("kokonana")
    seats = [SeatInfo("Mia", reads=False), SeatInfo("Dad")]
    assert not window.settings.voice_enabled
    window.start_session(GameSession(game, seats, 3, game.Options(), settings=window.settings))
    assert window.settings.voice_enabled and window.table.voice_button.isChecked()
    assert window.voice.service.spoken  # "Mia, your turn." is said


def test_the_dialog_marks_a_child_and_remembers_it(qtbot):
    settings = Settings()
    game = games.get("kokonana")
    dialog = NewGameDialog(game, settings)
    qtbot.addWidget(dialog)
    row = dialog.rows[0]
    row.kind.setCurrentIndex(row.kind.findData("child"))
    info = dialog.setup().seats[0]
    assert info.kind == "human" and not info.reads and not row.is_computer()
    dialog.accept()
    from cocoa_games.app.game_setup import remember

    remember(settings, dialog.setup(), game)
    assert not seat_start(settings, game, 0).reads  # offered as a child next time


def test_each_seat_is_offered_a_picture_and_may_pick_another(qtbot):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    game = games.get("kokonana")
    dialog = NewGameDialog(game, window.settings)
    qtbot.addWidget(dialog)
    shown = [row.shown_look for row in dialog.active_rows()]
    assert all(shown) and len({look.picture for look in shown}) == len(shown)
    row = dialog.rows[0]
    row.picture.menu().aboutToShow.emit()  # the menu is filled when it opens
    owl = next(a for a in row.picture.menu().actions() if a.text() == "Owl")
    owl.trigger()
    assert row.shown_look.picture == "owl" and dialog.setup().seats[0].picture == "owl"
    window.start_session(GameSession.new(dialog.setup(), 5, settings=window.settings))
    looks = {r.name: r.picture.look for r in window.table.player_rows}
    assert looks[dialog.setup().seats[0].name] == Look("owl", row.shown_look.colour)


def test_a_child_seat_is_kept_in_a_save():
    seat = SeatInfo("Mia", reads=False)
    assert SeatInfo.from_dict(seat.to_dict()) == seat
    assert "reads" not in SeatInfo("Dad").to_dict()  # saves of readers stay as they were
