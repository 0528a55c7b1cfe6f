"""What the window shows of the Cocoons table after the box turns from corner to corner:
each cocoon is one cached picture per look (under too short a key it would show an old
look), and the felt around the box is the scene's background (one fill per repaint, not
an item painted over the view's own felt), in the window and in a picture of the scene."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.cocoons.scene import CocoonsScene
from cocoa_games.ui import pixmap_cache, theme
from tests.scene_view import in_game_view, on_screen, pixel_at

from .helpers import make

FELT = QColor(theme.TABLE_FELT)


def _turned_table(qtbot):
    """The table shown to each corner in turn, ending with the east one."""
    scene = CocoonsScene()
    scene.animation_speed = 0.0
    scene.setup(["Ann", "Ben", "Cat", "Dan"])
    view = in_game_view(qtbot, scene)
    st = make(4)
    for viewer in (0, 2, 1, 3):  # the box turns; arrows and seals change with the corner
        scene.show(st.observe(viewer), viewer, {})
        on_screen(view)
    return scene, view


def test_each_cocoon_on_screen_is_its_look_drawn_afresh(qtbot):
    scene, view = _turned_table(qtbot)
    shot = on_screen(view)
    pixmap_cache.forget()  # every picture drawn again from scratch
    fresh = view.grab().toImage()
    for item in scene.cocoons:
        r = item.scene_rect()
        for i in range(1, 6):
            for j in range(1, 6):
                point = QPointF(r.left() + r.width() * i / 6, r.top() + r.height() * j / 6)
                assert pixel_at(view, shot, point) == pixel_at(view, fresh, point), \
                    f"cocoon {item.cocoon} at {point}"


def test_the_felt_shows_around_the_box_in_the_window_and_in_a_picture(qtbot):
    scene, view = _turned_table(qtbot)
    box = scene.box.sceneBoundingRect()
    beside = QPointF(box.left() / 2, box.center().y())  # between the table's edge and the box
    assert box.left() > 8
    assert pixel_at(view, on_screen(view), beside) == FELT
    rect = scene.sceneRect()
    picture = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    picture.fill(0)
    p = QPainter(picture)
    scene.render(p, QRectF(picture.rect()), rect)
    p.end()
    assert picture.pixelColor(beside.toPoint()) == FELT
