"""A real ending (issue 26): when a Coconuts game ends the winner's pyramid lights up on
the table for everyone — a short celebration before the results — and like every animation
it never holds the table: a click or a key skips it, and the results follow at once."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cocoa_games.games.coconuts.looks import CHEER_MS

from .helpers import cup_at, make, put_on_board, set_hands, shot_into
from .scene_helpers import Table


def _one_cup_from_a_pyramid() -> object:
    """Ada has five cups on her board; a shot into the table's cup completes her pyramid."""
    st = make(2)
    set_hands(st, [], [])
    for spot in range(5):
        put_on_board(st, cup_at(st, spot), 0)
    return st


def _finishing_shot(qtbot):
    st = _one_cup_from_a_pyramid()
    table = Table(qtbot, st, viewer=0)
    table.scene.animation_speed = 1.0
    events = st.apply(0, shot_into(st, cup_at(st, 6)))
    assert st.is_over() and st.winner == 0
    finished: list[bool] = []
    table.scene.animations_finished.connect(lambda: finished.append(True))
    table.scene.play([e for e in events if e.visible_for(0)])
    return table, st, finished


def _pyramid_centres(table, seat: int) -> list[QPointF]:
    obs = table.state.observe(None)
    places, frames = table.scene.map.places, table.scene._frames
    return [QPointF(*places.cup(c, frames)[0]) for c in obs["cups"]
            if c["place"] == "board" and c["seat"] == seat]


def test_the_end_lights_the_winners_pyramid_before_the_results(qtbot):
    table, st, finished = _finishing_shot(qtbot)
    scene = table.scene
    qtbot.waitUntil(lambda: scene.cheering == 0, timeout=8000)  # the flight, the cup taken
    assert scene.glow.isVisible() and not finished  # lit while the results wait
    assert not scene.side_view.isVisible()  # (the flight is over: eyes on the pyramid)
    first = scene.glow.look[0]
    qtbot.wait(300)
    assert scene.glow.look[0] > first  # it grows: an animation, not a still
    qtbot.waitUntil(lambda: bool(finished), timeout=CHEER_MS + 2000)
    assert scene.glow.look == (1.0,)
    table.refresh()  # the table the game ended on: the light stays on the winner's pyramid
    lit = scene.glow.sceneBoundingRect()
    centres = _pyramid_centres(table, 0)
    assert len(centres) == 6 and all(lit.contains(c) for c in centres)
    assert not any(lit.contains(c) for c in _pyramid_centres(table, 1))
    # under the cups (each still seen) and under the end board (still read)
    assert scene.glow.zValue() < min(c.zValue() for c in scene.cups.values())
    assert scene.glow.zValue() < scene.end.zValue()


def test_a_click_skips_the_celebration_and_the_results_follow(qtbot):
    table, _st, finished = _finishing_shot(qtbot)
    scene = table.scene
    table.view.skip_animations = scene.animations.skip  # (as the table page hands it over)
    qtbot.waitUntil(lambda: scene.cheering == 0, timeout=8000)
    assert scene.animations.busy() and not finished
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.point(scene.map.table.center()))
    qtbot.waitUntil(lambda: bool(finished), timeout=500)  # at once, not after the cheer
    assert not scene.animations.busy() and scene.glow.look == (1.0,)


def test_a_key_skips_the_whole_ending(qtbot):
    table, _st, finished = _finishing_shot(qtbot)
    table.view.setFocus()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Space)  # mid-flight: all of it goes
    qtbot.waitUntil(lambda: bool(finished), timeout=500)
    assert not table.scene.animations.busy()


def test_no_light_while_nobody_has_won(qtbot):
    st = _one_cup_from_a_pyramid()
    table = Table(qtbot, st, viewer=0)
    assert not table.scene.glow.isVisible() and table.scene.cheering is None


def test_a_win_by_count_lights_the_winners_board_too(qtbot):
    """Every coconut in a cup: the most coconuts wins, with fewer than six cups."""
    from .test_coconuts_end import _tie_ending

    st, _history = _tie_ending()
    table = Table(qtbot, st, viewer=None, humans=[0, 1, 2])
    lit = table.scene.glow.sceneBoundingRect()
    centres = _pyramid_centres(table, st.winner)
    assert table.scene.glow.isVisible() and centres and all(lit.contains(c) for c in centres)
    assert math.isclose(table.scene.glow.look[0], 1.0)
