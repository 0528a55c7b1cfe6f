"""A child bashing the keyboard at every game's table, as the app's own view hands keys to
the scene: whatever the keys do, the table never breaks, and every move they make is one
the rules accept for the person whose view is shown (never a move for someone else, never
one the rules would turn down)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from tests.scene_view import FakeSound, in_game_view

from .test_scene_contract import GAME_IDS

LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
DIGITS = [getattr(Qt.Key, f"Key_{n}") for n in range(10)]
WALK = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab, Qt.Key.Key_Escape]
PRESS = [Qt.Key.Key_Space, Qt.Key.Key_Return]
#: a child presses the big keys most (and so reaches moves): walking and pressing weigh more
KEYS = [*LETTERS, *DIGITS * 3, *WALK * 3, *PRESS * 8]
NAMES = ["Ann", "Ben", "Cat"]


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(keys=st.lists(st.sampled_from(KEYS), min_size=10, max_size=160),
       seed=st.integers(0, 1000))
def test_mashed_keys_make_only_moves_the_rules_accept(qtbot, game_id, keys, seed):
    game = games.get(game_id)
    state = game.new_state(NAMES, None, seed)
    scene = games.make_scene(game_id)
    scene.setup(NAMES)
    scene.animation_speed = 0.0
    scene.sound = FakeSound()
    chosen: list = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    view = in_game_view(qtbot, scene, (900, 640))
    view.setFocus()

    def show() -> int:
        viewer = state.to_move()[0]
        scene.show(state.observe(viewer), viewer, {viewer: state.legal_actions(viewer)})
        return viewer

    viewer = show()
    for key in keys:
        QTest.keyClick(view, key)
        while chosen:
            seat, action = chosen.pop(0)
            assert seat == viewer, f"{game_id}: a key chose {action!r} for seat {seat}"
            events = state.apply(seat, action)  # the rules' IllegalAction fails the test
            scene.play([e for e in events if e.visible_for(viewer)])
            if state.is_over():
                return
            viewer = show()
    assert scene.observation is not None  # (still a table, whatever was pressed)
