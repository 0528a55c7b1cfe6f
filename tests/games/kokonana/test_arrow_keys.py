"""Arrow keys on the river go to the nearest tile that way: Down from a row reaches the
next row even when the tile straight below is a stone (issue 24, Kokonana point 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .helpers import make
from .scene_helpers import Table


def _lane(item) -> int:
    return int(item.name.split(":")[1])


def test_down_goes_to_the_next_row_around_a_stone(qtbot):
    t = Table(qtbot, make(3, stones=["S:1:2"]))
    scene = t.scene
    assert scene.tiles["S:0:2"].target is not None and scene.tiles["S:1:2"].target is None
    scene.focus_on(scene.tiles["S:0:2"])
    assert t.key(Qt.Key.Key_Down)
    assert _lane(scene.focus.current) == 1, scene.focus.current.name
    assert t.key(Qt.Key.Key_Down)
    assert _lane(scene.focus.current) == 2
