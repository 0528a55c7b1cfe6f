"""Best scores, levels opened by winning, hard mode locked until level 5 is won, the
"Unlock every level" setting, and the end screen's report of a Cocoons game."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QSpinBox

from cocoa_games import games
from cocoa_games.app.end_screen import EndScreen
from cocoa_games.app.new_game_dialog import NewGameDialog
from cocoa_games.app.records_store import FileRecords
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.settings_dialog import SettingsDialog
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cocoons import records
from cocoa_games.games.cocoons.actions import Agree, ProposeEnd

from .helpers import make


def _all_home(st):
    st.holds = list(st.owner)
    st.bottom = [t if t == "start" else None for t in st.bottom]


def _win_levels(up_to: int) -> None:
    for level in range(1, up_to + 1):
        records.record_win(level, False, 10)


def test_each_won_level_opens_the_next_and_level_five_unlocks_hard_mode():
    game = games.get("cocoons")
    locks = game.option_locks()
    assert locks["level"][0] == 1 and "win level 1" in locks["level"][1]
    assert locks["hard_mode"][0] is False and "level 5" in locks["hard_mode"][1]
    _win_levels(2)
    assert game.option_locks()["level"][0] == 3
    _win_levels(5)
    assert game.option_locks() == {}


def test_the_setting_unlocks_every_level_and_hard_mode_without_a_win():
    assert games.get("cocoons").option_locks(unlock_all=True) == {}


def test_sum_up_keeps_a_new_best_says_it_and_says_what_the_win_opened(tmp_path):
    path = FileRecords(tmp_path)  # a book of its own, beside the user's
    assert records.sum_up(1, False, True, 12, path) == (
        "A new best score for this level: 12", "Level 2 is now open.")
    assert records.sum_up(1, False, True, 9, path) == ("Best score for this level: 12",)
    assert records.sum_up(1, False, False, 0, path) == ("Best score for this level: 12",)
    assert records.sum_up(0, False, True, 20, path) == ()  # a home-made level keeps none
    for level in (2, 3, 4):
        records.sum_up(level, False, True, 5, path)
    assert records.sum_up(5, False, True, 3, path)[-1] == "Hard mode is unlocked."


def test_the_new_game_dialog_shows_hard_mode_and_later_levels_locked_with_the_reason(qtbot):
    game = games.get("cocoons")
    dialog = NewGameDialog(game, Settings())
    qtbot.addWidget(dialog)
    form = dialog.options_form
    hard, level = form.editors["hard_mode"], form.editors["level"]
    assert isinstance(hard, QCheckBox) and isinstance(level, QSpinBox)
    assert not hard.isEnabled() and not hard.isChecked()
    assert "win level 5" in form.help_labels["hard_mode"].text()
    level.setValue(4)
    assert level.value() == 1 and "win level 1" in form.help_labels["level"].text()
    assert dialog.setup().options.level == 1 and not dialog.setup().options.hard_mode


def test_with_every_level_unlocked_the_dialog_offers_level_five_in_hard_mode(qtbot):
    dialog = NewGameDialog(games.get("cocoons"), Settings(unlock_everything=True))
    qtbot.addWidget(dialog)
    form = dialog.options_form
    form.editors["level"].setValue(5)
    form.editors["hard_mode"].setChecked(True)
    options = dialog.setup().options
    assert options.level == 5 and options.hard_mode
    assert "Locked" not in form.help_labels["hard_mode"].text()


def test_the_settings_dialog_turns_unlocking_on_and_it_is_kept(qtbot):
    settings = load_settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.unlock.isChecked()
    dialog.unlock.setChecked(True)
    assert dialog.apply_to(settings)
    save_settings(settings)
    assert load_settings().unlock_everything


def test_a_computer_only_game_won_at_the_reveal_keeps_its_best_score(qtbot):
    game = games.get("cocoons")
    seats = [SeatInfo("Bot A", "computer"), SeatInfo("Bot B", "computer")]
    session = GameSession(game, seats, 3, game.Options(),
                          settings=Settings(animation_speed=0.0))
    st = make(2)
    _all_home(st)
    session.state = st
    with qtbot.waitSignal(session.over, timeout=20000):
        session.start()
    session.stop()
    assert records.best(1, False) == 25
    summary = session.end_summary
    assert summary is not None
    assert summary.game_records == ("A new best score for this level: 25", "Level 2 is now open.")
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.present(st.outcome(), session.names, summary)
    assert "A new best score for this level: 25" in screen.records.text()


def test_people_who_lose_at_the_reveal_keep_no_score_but_hear_the_best(qtbot):
    records.record_win(1, False, 7)
    game = games.get("cocoons")
    seats = [SeatInfo("Ann", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 3, game.Options(), settings=Settings())
    st = make(2)
    _all_home(st)
    st.holds[0], st.holds[1] = st.holds[1], st.holds[0]
    session.state = st
    session.start()
    session.act(0, ProposeEnd())
    with qtbot.waitSignal(session.over):
        session.act(1, Agree())
    session.stop()
    assert records.best(1, False) == 7
    assert session.end_summary is not None
    assert session.end_summary.game_records == ("Best score for this level: 7",)


def test_the_end_report_reveals_every_cocoon_and_tells_the_moments():
    st = make(2)
    _all_home(st)
    st.holds[0], st.holds[1] = st.holds[1], st.holds[0]
    events = st.apply(0, ProposeEnd()) + st.apply(1, Agree())
    report = st.end_report(events)
    assert report is not None and len(report.secrets) == 8
    wrong = [line for line in report.secrets if "but holds" in line]
    assert len(wrong) == 2 and "north-west" in wrong[0]  # cocoon 0 stands in the NW space
    assert all(s.place == 1 and s.note == "lost together" for s in report.standings)
    assert report.results == (None, None)
