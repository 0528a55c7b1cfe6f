"""A child bashing the keyboard, or clicking all over, at every game's table in the app's
own view: whatever is pressed, the table never breaks, and every move made is one the
rules accept for the person whose view is shown (never a move for someone else, never one
the rules would turn down)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from tests.scene_view import FakeSound, hear, in_game_view

from .test_scene_contract import GAME_IDS, players

LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
DIGITS = [getattr(Qt.Key, f"Key_{n}") for n in range(10)]
WALK = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab, Qt.Key.Key_Escape]
PRESS = [Qt.Key.Key_Space, Qt.Key.Key_Return]
#: a child presses the big keys most (and so reaches moves): walking and pressing weigh more
KEYS = [*LETTERS, *DIGITS * 3, *WALK * 3, *PRESS * 8]
NAMES = ["Ann", "Ben", "Cat"]


class Table:
    """A game at one screen, everyone human, each turn's seat looking (no curtain)."""

    def __init__(self, qtbot, game_id: str, seed: int) -> None:
        self.game_id = game_id
        names = NAMES[:players(games.get(game_id))]
        self.state = games.get(game_id).new_state(names, None, seed)
        self.scene = games.make_scene(game_id)
        self.scene.setup(names)
        self.scene.animation_speed = 0.0
        hear(self.scene, FakeSound())  # the table's sounds, as the presenter decides them
        self.chosen: list = []
        self.scene.action_chosen.connect(lambda seat, action: self.chosen.append((seat, action)))
        self.view = in_game_view(qtbot, self.scene, (900, 640))
        self.view.setFocus()
        self.show()

    def show(self) -> None:
        self.viewer = self.state.to_move()[0]
        self.scene.show(self.state.observe(self.viewer), self.viewer,
                        {self.viewer: self.state.legal_actions(self.viewer)})

    def apply_chosen(self) -> bool:
        """Play what the table chose, as the session would; False once the game is over."""
        while self.chosen:
            seat, action = self.chosen.pop(0)
            assert seat == self.viewer, f"{self.game_id}: {action!r} chosen for seat {seat}"
            events = self.state.apply(seat, action)  # the rules' IllegalAction fails the test
            self.scene.play([e for e in events if e.visible_for(self.viewer)])
            if self.state.is_over():
                return False
            self.show()
        return True


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(keys=st.lists(st.sampled_from(KEYS), min_size=10, max_size=160),
       seed=st.integers(0, 1000))
def test_mashed_keys_make_only_moves_the_rules_accept(qtbot, game_id, keys, seed):
    table = Table(qtbot, game_id, seed)
    for key in keys:
        QTest.keyClick(table.view, key)
        if not table.apply_chosen():
            return
    assert table.scene.observation is not None  # (still a table, whatever was pressed)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(clicks=st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1)), min_size=10, max_size=120),
       seed=st.integers(0, 1000))
def test_clicks_anywhere_make_only_moves_the_rules_accept(qtbot, game_id, clicks, seed):
    table = Table(qtbot, game_id, seed)
    viewport = table.view.viewport()
    for fx, fy in clicks:
        where = QPoint(int(fx * (viewport.width() - 1)), int(fy * (viewport.height() - 1)))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=where)
        if not table.apply_chosen():
            return
    assert table.scene.observation is not None


STEP = st.one_of(
    st.tuples(st.just("key"), st.sampled_from(KEYS)),
    st.tuples(st.just("click"), st.tuples(st.floats(0, 1), st.floats(0, 1))),
    st.tuples(st.just("size"), st.tuples(st.integers(300, 2600), st.integers(200, 1500))))


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(steps=st.lists(STEP, min_size=10, max_size=120), seed=st.integers(0, 1000))
def test_keys_clicks_and_a_window_dragged_to_any_size_together(qtbot, game_id, steps, seed):
    """The window resized (down to tiny) between presses: the table lays itself out again
    each time and still makes only moves the rules accept."""
    table = Table(qtbot, game_id, seed)
    viewport = table.view.viewport()
    for kind, arg in steps:
        if kind == "key":
            QTest.keyClick(table.view, arg)
        elif kind == "size":
            table.view.resize(*arg)
            table.view.fit()
        else:
            where = QPoint(int(arg[0] * (viewport.width() - 1)),
                           int(arg[1] * (viewport.height() - 1)))
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=where)
        if not table.apply_chosen():
            return
    assert table.scene.observation is not None
