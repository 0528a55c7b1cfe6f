"""Cocoons' turns through the real window (issue 23, points 9 and 13): one curtain rule a
family can predict, the mover's note before the hand-off, keys that keep working after a
side button, the corner look in Review, and a board that keeps its size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cocoa_games import games
from cocoa_games.app.replay import ReplayDialog
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cocoons.actions import EndTurn, Note, PlaceAnimal, Slide

from .test_ui_game import click, write_note


def seed_where(test) -> int:
    """The first seed whose two-person level-1 game passes `test` (a state)."""
    game = games.get("cocoons")
    return next(s for s in range(200)
                if test(game.new_state(["Ann", "Mia"], game.Options(level=1), s)))


def start(qtbot, window, seed: int, people: int = 2) -> GameSession:
    game = games.get("cocoons")
    seats = [SeatInfo(name) for name in ("Ann", "Mia", "Leo")[:people]]
    session = GameSession(game, seats, seed, game.Options(level=1), settings=window.settings)
    window.start_session(session)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    return session


def settle(qtbot, session) -> None:
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)


def public_for(state, seat) -> bool:
    return state.observe(seat) == state.observe(None)


def first_move(state):
    turn = state.turn_seat()
    legal = state.legal_actions(turn)
    return turn, next((a for a in legal if isinstance(a, EndTurn)), None) or next(
        a for a in legal if isinstance(a, Slide))


def _mia_sees_nothing_after_anns_turn(state) -> bool:
    while state.turn_seat() == 0:
        state.apply(*first_move(state))
    return state.turn_seat() == 1 and public_for(state, 1)


def test_a_curtain_comes_before_every_persons_turn_even_with_no_seal_in_view(qtbot, window):
    session = start(qtbot, window, seed_where(_mia_sees_nothing_after_anns_turn))
    assert session.curtain_seat == 0  # Ann's first turn: her curtain too
    session.reveal()
    handed, public = 0, 0
    while not public and handed < 40 and not session.state.is_over():
        turn, move = first_move(session.state)
        assert session.act(turn, move)
        settle(qtbot, session)
        after = session.state.turn_seat()
        if after == turn:
            assert session.curtain_seat is None  # her own turn goes on: no curtain
            continue
        handed += 1
        public += public_for(session.state, after)
        assert session.curtain_seat == after, "the next person's turn begins with a curtain"
        qtbot.waitUntil(window.table.curtain.isVisible, timeout=3000)  # (after the slide)
        session.reveal()
    assert public  # a hand-over to a person with no seal in view was among them


def test_a_look_from_another_corner_ends_with_hide_then_the_curtain_of_whose_turn(qtbot,
                                                                                  window):
    seed = seed_where(lambda st: public_for(st, 1))  # Mia's corner shows no seal
    session = start(qtbot, window, seed)
    session.reveal()  # Ann's turn on the table
    table = window.table
    look = next(b for b in table.scene.side_buttons if b.isVisible() and "Mia" in b.text)
    click(qtbot, table, look)
    assert session.curtain_seat == 1  # Mia's private look, behind her curtain
    session.reveal()
    assert session.viewer == 1 and session.state.turn_seat() == 0
    assert table.hide_button.isVisible()  # even with nothing secret in view: she hands back
    qtbot.mouseClick(table.hide_button, Qt.MouseButton.LeftButton)
    assert session.curtain_seat == 0, "Ann's turn comes back behind Ann's curtain"
    session.reveal()
    assert session.viewer == 0 and session.curtain_seat is None


def test_after_putting_the_animal_the_mover_notes_what_she_sees_then_ends_the_turn(qtbot,
                                                                                   window):
    session = start(qtbot, window, seed=3)
    session.reveal()
    table, state = window.table, session.state
    scene = table.scene
    slide = next(a for a in state.legal_actions(0) if isinstance(a, Slide)
                 and any(isinstance(p, PlaceAnimal) for p in _after(state, a)))
    click(qtbot, table, scene.cocoons[slide.cocoon])
    settle(qtbot, session)
    place = next(a for a in state.legal_actions(0) if isinstance(a, PlaceAnimal))
    click(qtbot, table, scene.cocoons[place.cocoon])  # the glowing cocoon takes it
    settle(qtbot, session)
    assert session.actions[-1] == (0, place)
    assert session.curtain_seat is None and session.viewer == 0  # still Ann's view
    write_note(qtbot, table, Note(place.cocoon, "owl"))
    assert session.actions[-1] == (0, Note(place.cocoon, "owl"))
    assert state.turn_seat() == 0
    assert scene._button_for("H") is None  # no hint to give: only the end of the turn
    click(qtbot, table, scene._button_for("E"))
    settle(qtbot, session)
    assert state.turn_seat() == 1 and session.curtain_seat == 1


def _after(state, slide):
    twin = state.copy()
    twin.apply(0, slide)
    return twin.legal_actions(0)


def test_keys_keep_working_after_a_button_beside_the_table_is_clicked(qtbot, window,
                                                                      turn_clock):
    session = start(qtbot, window, seed=3)
    session.reveal()
    table = window.table
    table.view.setFocus()
    turn_clock.wait_out()
    for button in (table.panel_fold.button, table.panel_fold.button):  # open, fold again
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is table.view
    made = len(session.actions)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Return):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert len(session.actions) == made + 1 and isinstance(session.actions[-1][1], Slide)


def test_the_board_keeps_its_size_when_the_hint_wraps_or_a_note_shows(qtbot, window):
    window.resize(800, 600)
    session = start(qtbot, window, seed=3)
    session.reveal()
    table = window.table
    qtbot.wait(50)
    size = table.view.size()
    table.show_hint("A hint that says a great deal. " * 12)  # wraps to many lines
    qtbot.wait(50)
    assert table.view.size() == size
    table.show_message("A calm note about a move that is not possible now. " * 3)
    qtbot.wait(50)
    assert table.view.size() == size
    table.show_hint("Short.")
    qtbot.wait(50)
    assert table.view.size() == size


def test_look_from_a_corner_in_review_turns_the_table_and_shows_no_more(qtbot, window):
    seed = seed_where(lambda st: bool(st.sight(1)))  # Mia's corner shows a seal
    session = start(qtbot, window, seed)
    dialog = ReplayDialog(session.save_data(), finished=False, parent=window)
    qtbot.addWidget(dialog)
    scene = dialog.scene
    before = scene._turn
    look = next(b for b in scene.side_buttons if b.isVisible() and "Mia" in b.text)
    scene.activate(look)
    assert scene.viewer == 1 and scene._turn != before  # the box turned to Mia's corner
    assert scene.box.look != () and all(item.look[4] is None for item in scene.cocoons), \
        "a review in progress shows no seal"
    assert not scene.observation["seals"]


def test_look_from_a_corner_in_the_replay_of_a_finished_game_shows_that_view(qtbot, window):
    session = start(qtbot, window, seed=3)
    data = session.save_data()
    dialog = ReplayDialog(data, finished=True, parent=window)
    qtbot.addWidget(dialog)
    dialog.go_to(0)
    scene = dialog.scene
    look = next(b for b in scene.side_buttons if b.isVisible() and "Mia" in b.text)
    scene.activate(look)
    assert dialog.viewer.currentData() == 1 and scene.viewer == 1
    assert scene.observation == dialog.model.frame(1).observation
