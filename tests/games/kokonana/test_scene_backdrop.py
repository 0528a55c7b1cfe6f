"""The table picture (sand paper and board) covers the whole table opaque, so the view
skips filling its felt under it; once the table is cleared for a curtain, the felt is
painted again and nothing of the old table stays on screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from cocoa_games.games.kokonana.scene import create_scene
from cocoa_games.ui import theme
from tests.scene_view import in_game_view, on_screen, pixel_at

from .helpers import make

FELT = QColor(theme.TABLE_FELT)


def _table(qtbot):
    scene = create_scene()
    scene.animation_speed = 0.0
    state = make(3)
    scene.setup(state.names)
    view = in_game_view(qtbot, scene)
    scene.show(state.observe(0), 0, {0: state.legal_actions(0)})
    return scene, view


def _grid(view) -> list[QPointF]:
    rect = view.sceneRect()
    return [QPointF(rect.left() + rect.width() * (i + 0.5) / 10,
                    rect.top() + rect.height() * (j + 0.5) / 10)
            for i in range(10) for j in range(10)]


def test_the_table_picture_covers_the_table_while_it_is_shown(qtbot):
    scene, view = _table(qtbot)
    assert scene.opaque_area().contains(scene.sceneRect())
    shot = on_screen(view)
    assert all(pixel_at(view, shot, point) != FELT for point in _grid(view))


def test_a_cleared_table_leaves_only_felt_on_screen(qtbot):
    scene, view = _table(qtbot)
    on_screen(view)  # the table drawn
    scene.clear_table()
    assert scene.opaque_area().isEmpty()
    shot = on_screen(view)
    assert all(pixel_at(view, shot, point) == FELT for point in _grid(view))
