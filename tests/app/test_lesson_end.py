"""The end of a "Learn to play" lesson: well done with the learner's picture big, then a real
game or back to the games — no standings, no Rematch, nothing counted; and while it runs,
each step's words are shown and said once."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from cocoa_games import games
from cocoa_games.app import main_window
from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.lesson_end import LessonEnd
from cocoa_games.app.lessons import has_lesson
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.app.speech import ENGINE_ENV
from cocoa_games.app.stats import StatsBook
from cocoa_games.core.lesson import LessonState
from cocoa_games.core.saves import SeatInfo
from tests.app.helpers import started_lesson

LESSON_GAMES = [g for g in games.BUILT_IN if has_lesson(g)]


@pytest.fixture
def mock_voice(monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, "mock")


def finish_lesson(qtbot, game_id: str, voice: bool = False) -> MainWindow:
    """The lesson from the launcher's Learn button, played to its end by its script."""
    window, session = started_lesson(
        qtbot, game_id, settings=Settings(player_names=["Mia"], voice_enabled=voice))
    for _ in range(300):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if session.curtain_seat is not None:
            session.reveal()
            continue
        wanted = session.state.wanted()
        assert wanted is not None
        if session.is_human(wanted[0]):
            step = session.state.step
            window.table.presenter.act(*wanted)
            assert session.state.step > step
        else:  # the teacher's move comes by itself
            qtbot.waitUntil(lambda s=session.state.step: session.state.step > s
                            or session.state.is_over(), timeout=8000)
    qtbot.waitUntil(lambda: window.table.findChild(LessonEnd) is not None
                    and window.table.findChild(LessonEnd).isVisible(), timeout=5000)
    return window


def visible_texts(window) -> set[str]:
    return {b.text() for b in window.findChildren(QPushButton) if b.isVisible()}


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_finished_lesson_says_well_done_with_the_learners_picture(qtbot, game_id):
    window = finish_lesson(qtbot, game_id)
    table = window.table
    end = table.findChild(LessonEnd)
    session = window.session
    assert end.title.text() == "Well done, Mia!"
    assert end.words.text() == session.state.lesson.goodbye
    assert end.picture.isVisible() and end.picture.look == table.presenter.looks[0]
    assert end.picture.width() >= 120  # big: the child finds themselves
    # a lesson is no real game: no standings, no Rematch, no statistics
    assert not table.end_screen.isVisible()
    assert not any(text.startswith("Rematch") for text in visible_texts(window))
    assert {"Play a real game", "Back to the games"} <= visible_texts(window)
    assert StatsBook().players() == {}
    assert not table.view.isVisible()  # the well done has the table's place


def test_play_a_real_game_opens_the_new_game_dialog_for_that_game(qtbot, monkeypatch):
    asked: list[str] = []

    def ask(_parent, game, _settings):
        asked.append(game.id)
        return GameSetup(game.id, [SeatInfo("Mia", reads=False), SeatInfo("Dad")], 0,
                         game.Options())

    monkeypatch.setattr(main_window, "ask_new_game", ask)
    window = finish_lesson(qtbot, "kokonana")
    end = window.table.findChild(LessonEnd)
    end.play_button.click()
    assert asked == ["kokonana"]
    session = window.session
    assert session is not None and not isinstance(session.state, LessonState)
    assert session.names == ["Mia", "Dad"] and session.saving.enabled  # a real game
    assert not end.isVisible() and window.table.view.isVisible()


def test_play_a_real_game_cancelled_keeps_the_well_done(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "ask_new_game", lambda *_args: None)
    window = finish_lesson(qtbot, "kokonana")
    end = window.table.findChild(LessonEnd)
    end.play_button.click()
    assert end.isVisible() and isinstance(window.session.state, LessonState)


def test_back_to_the_games_goes_to_the_launcher(qtbot):
    window = finish_lesson(qtbot, "cocoons")
    window.table.findChild(LessonEnd).back_button.click()
    assert window.pages.currentWidget() is window.launcher and window.session is None


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_each_steps_words_are_said_once_and_the_end_says_well_done(qtbot, mock_voice,
                                                                   game_id):
    window = finish_lesson(qtbot, game_id, voice=True)
    narrator = window.table.presenter.narrator
    lesson = window.session.state.lesson
    said = [text for _kind, text in narrator.said]
    learner_words = {s.say for s in lesson.steps if s.say and s.seat == 0}
    for words in learner_words:  # what to do, heard once (it was said as an event and a hint)
        assert said.count(words) == 1, (words, said)
    assert all(kind == "coach" for kind, text in narrator.said if text in learner_words)
    assert said[-1] == "Well done, Mia! Now you can play a real game."
    assert narrator.said[-1][0] == "over"


def test_a_lesson_told_again_in_another_language_is_still_never_saved(qtbot):
    from cocoa_games.app import save_slots

    window = MainWindow(settings=Settings(player_names=["Mia"]))
    qtbot.addWidget(window)
    window.show()
    window.launcher.tiles["kokonana"].learn.click()
    session = window.session
    assert session.act(*session.state.wanted())
    try:
        window.change_language("de")
        told = window.session
        assert told is not session and isinstance(told.state, LessonState)
        assert not told.saving.enabled and told.actions == session.actions
        assert save_slots.unfinished_games() == []  # nothing to Continue, nothing counted
        while not told.state.is_over():  # played to its end in German: remembered
            qtbot.waitUntil(lambda: not told.busy, timeout=5000)
            if told.curtain_seat is not None:
                told.reveal()
            elif told.state.wanted() is not None and told.is_human(told.state.wanted()[0]):
                assert told.act(*told.state.wanted())
            else:
                qtbot.wait(20)
        qtbot.waitUntil(lambda: "kokonana" in window.settings.lessons_done, timeout=5000)
        assert window.table.findChild(LessonEnd).title.text() == "Super gemacht, Mia!"
    finally:
        window.change_language("en")


@pytest.mark.parametrize("language", ["en", "de", "fr", "pseudo-long"])
@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_the_well_done_fits_its_words(qtbot, language, size):
    from cocoa_games.core import i18n
    from tests.widget_fit import cut_words

    before = i18n.language()
    i18n.set_language(i18n.PSEUDO_LONG if language == "pseudo-long" else language)
    try:
        window = finish_lesson(qtbot, "cuckoo_zoo")
        window.resize(*size)
        end = window.table.findChild(LessonEnd)
        qtbot.waitUntil(lambda: end.width() > size[0] - 50, timeout=3000)
        qtbot.wait(50)
        assert cut_words(end) == []
        if size[0] > 2000:  # a big screen: big words and picture
            assert end.picture.width() > 220 and end.title.font().pointSizeF() > 36
    finally:
        i18n.set_language(before)
