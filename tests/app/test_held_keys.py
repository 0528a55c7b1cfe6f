"""A key pressed while the table animates is not lost: in the app's own view the table
holds it, hurries its animations, and presses it once it shows what came of the move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games.core.game import Event
from tests.fixtures.secret_numbers.rules import SecretNumbersGame
from tests.fixtures.secret_numbers.scene import create_scene
from tests.scene_view import in_game_view


def test_a_digit_pressed_during_an_animation_guesses_once_the_table_settles(qtbot):
    state = SecretNumbersGame().new_state(["Ann", "Ben"], None, 3)
    scene = create_scene()
    scene.setup(["Ann", "Ben"])
    view = in_game_view(qtbot, scene)
    chosen: list = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    shown: list = []

    def settle() -> None:  # as the table page does when the animations have ended
        shown.append("shown")
        scene.show(state.observe(0), 0, {0: state.legal_actions(0)})

    scene.animations_finished.connect(settle)
    animating = [False]
    view.skip_animations = lambda: animating[0]  # the presenter's: True while it animates
    scene.show(state.observe(0), 0, {0: state.legal_actions(0)})
    scene.animation_speed = 1.0
    animating[0] = True
    scene.play([Event("miss", {"seat": 1, "number": 4}, "Ben guessed 4 — wrong.")])
    assert scene.animations.busy()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_2)
    assert shown == ["shown"]  # the key hurried the table, which settled first...
    assert [(seat, action.number) for seat, action in chosen] == [(0, 2)]  # ...then guessed
