"""Learn to play: each game's lesson is played to its end through the real window by a
"learner" who only ever clicks the one thing the table highlights (or the curtain's show
button); finishing it is remembered, and nothing is saved or counted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app import save_slots
from cocoa_games.app.lessons import has_lesson, lesson_session
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings, load_settings
from cocoa_games.core.game import Action
from cocoa_games.core.lesson import LessonState
from cocoa_games.ui.targets import seat_and_action
from tests.app.helpers import started_lesson
from tests.games.coconuts.scene_helpers import pull_and_let_go

LESSON_GAMES = [g for g in games.BUILT_IN if has_lesson(g)]


def click(view, item) -> None:
    rect_of = getattr(item, "scene_rect", None)
    centre = rect_of().center() if callable(rect_of) else \
        item.mapRectToScene(item.boundingRect()).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(view.mapFromScene(centre)))


def test_the_launcher_offers_a_lesson_where_there_is_one(qtbot):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    assert LESSON_GAMES, "no game has a lesson"
    for game_id, tile in window.launcher.tiles.items():
        assert tile.learn.isVisibleTo(window.launcher) == has_lesson(game_id)


def aglow(launcher) -> bool:
    """A Coconuts launcher glows (its look: turn, pull, aglow, its owner's look)."""
    return any(part is True for part in launcher.look)


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_is_played_to_its_end_by_following_the_highlight(qtbot, game_id, turn_clock):
    window, session = started_lesson(qtbot, game_id)
    table = window.table
    said_steps = []
    for _ in range(200):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if not table.curtain.isHidden():
            table.curtain.show_button.click()
            continue
        step = session.state.step
        said_steps.append(table.status.text())
        wanted = session.state.wanted()
        if wanted is not None and not session.is_human(wanted[0]):
            qtbot.waitUntil(lambda s=step: session.state.step > s, timeout=8000)
            continue
        if wanted is not None and getattr(wanted[1], "continuous", False):
            # a move made by hand (a Coconuts shot): nothing to click but the glowing
            # launcher, pulled back the way the words say
            launcher = table.scene.launchers[wanted[0]]
            qtbot.waitUntil(lambda item=launcher: aglow(item), timeout=5000)
            turn_clock.wait_out()
            pull_and_let_go(table.view, table.scene, wanted[1].aim, wanted[1].power)
            qtbot.waitUntil(lambda s=step: session.state.step > s, timeout=8000)
            continue
        live = table.scene.actionable_items()
        # the move on offer; without one, the step on the way to it (the button that opens
        # the peek); a mode's Back is always there and is not a move
        # (a move: a seat's action, or the acting seat's own, as a card in a hand; Watch
        # again is no move)
        making = [i for i in live if seat_and_action(i.target) is not None
                  or isinstance(i.target, Action)] or [
            i for i in live if getattr(i.target, "__name__", "") != "leave_mode"]
        moves = {repr(seat_and_action(i.target) or i.target) for i in making}
        # one move (a key may be both its picture and a button saying so)
        assert len(moves) == 1, f"step {step}: {moves} on offer, not one move"
        click(table.view, making[0])
        # the move made, or a step on the way to it (a mode: "peek", then which tile)
        qtbot.waitUntil(lambda s=step, before=live: session.state.step > s
                        or session.state.is_over()
                        or table.scene.actionable_items() != before, timeout=5000)
    state = session.state
    assert isinstance(state, LessonState) and state.finished
    lesson_lines = [e.text for e in session.history if e.kind == "lesson"]
    assert lesson_lines and all(e.visible_to is None for e in session.history
                                if e.kind == "lesson")
    # the banner said each step's words while it waited for the learner
    step_words = {step.say for step in state.lesson.steps if step.say}
    assert any(line in said_steps for line in step_words)
    # ... and only there: the log (and the recap over a small window's table) tells what
    # happened, not the step's words a second time under the hint line
    assert not step_words & {e.text for e in session.history}
    assert game_id in window.settings.lessons_done and game_id in load_settings().lessons_done
    assert save_slots.unfinished_games() == []  # nothing saved, nothing to Continue


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_can_be_left_at_any_moment(qtbot, game_id):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    window.launcher.tiles[game_id].learn.click()
    window.back_to_launcher()
    assert window.session is None and window.pages.currentWidget() is window.launcher
    assert game_id not in window.settings.lessons_done
    assert save_slots.unfinished_games() == []


def test_only_the_scripted_move_is_allowed(qtbot):
    session = lesson_session("kokonana", Settings())
    assert session is not None
    session.start()
    state = session.state
    assert isinstance(state, LessonState)
    seat, wanted = state.wanted()
    assert state.legal_actions(seat) == [wanted]
    other = [a for a in state.inner.legal_actions(seat) if a != wanted]
    assert other and not session.act(seat, other[0])  # refused, with the step's words
    assert session.act(seat, wanted) and state.step == 1


def test_a_first_time_family_is_offered_the_lesson_in_the_new_game_dialog(qtbot):
    from cocoa_games.app import new_game_dialog
    from cocoa_games.app.new_game_dialog import NewGameDialog

    settings = Settings()
    game = games.get("kokonana")
    dialog = NewGameDialog(game, settings)
    qtbot.addWidget(dialog)
    assert dialog.learn_button is not None  # never played here, lesson not finished
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()

    def click_learn(self):
        self.learn_button.click()
        return self.result()

    original = NewGameDialog.exec
    NewGameDialog.exec = click_learn
    try:
        assert new_game_dialog.ask_new_game(window, game, settings) is None
    finally:
        NewGameDialog.exec = original
    qtbot.waitUntil(lambda: window.session is not None, timeout=3000)
    assert isinstance(window.session.state, LessonState)
    settings.lessons_done.append("kokonana")
    again = NewGameDialog(game, settings)
    qtbot.addWidget(again)
    assert again.learn_button is None  # finished once: not offered again


def test_a_coconuts_shot_far_off_the_lessons_way_is_refused_with_how_to_mend_it(
        qtbot, turn_clock):
    """The learner really aims: a pull too short flies nowhere and the table says to pull
    more; the pull the words ask for is taken, and the coconut lands in the red cup. How to
    mend the refused shot stands under the table until a shot is taken — not its six
    seconds more beside the next step's words."""
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.launcher.tiles["coconuts"].learn.click()
    session, table = window.session, window.table
    assert session is not None and isinstance(session.state, LessonState)
    seat, shot = session.state.wanted()
    launcher = table.scene.launchers[seat]
    qtbot.waitUntil(lambda: aglow(launcher), timeout=5000)
    turn_clock.wait_out()
    pull_and_let_go(table.view, table.scene, shot.aim, shot.power * 0.7)
    qtbot.waitUntil(lambda: table.message.isVisible(), timeout=3000)
    assert "more" in table.message.text() and session.state.step == 0
    assert table.message.text() == "Too short: pull back a little more."
    assert table._message_timer.remainingTime() > 3000  # (it would stay seconds more)
    assert session.state.inner.last_shot is None  # nothing flew
    pull_and_let_go(table.view, table.scene, shot.aim, shot.power)
    qtbot.waitUntil(lambda: session.state.step == 1, timeout=1000)
    assert not table.message.isVisible() and table.message.text() == ""
    assert table.status.isVisible()
    inner = session.state.inner
    assert inner.last_shot["cup"] == inner.boards[seat][0] and inner.colours[
        inner.boards[seat][0]] == "red"
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    assert table.status.text() == session.state.current.say  # the next step's words

