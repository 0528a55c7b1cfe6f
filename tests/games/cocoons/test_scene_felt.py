"""The felt around the box is the scene's background (one fill per repaint, not an item
painted over the view's own felt): it still shows in the window and in a picture of the
scene, however often the box turns."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.app.table_page import GameView
from cocoa_games.games.cocoons.scene import CocoonsScene
from cocoa_games.ui import theme
from tests.scene_view import on_screen, pixel_at

from .helpers import make

FELT = QColor(theme.TABLE_FELT)


def test_the_felt_shows_around_the_box_in_the_window_and_in_a_picture(qtbot):
    scene = CocoonsScene()
    scene.animation_speed = 0.0
    scene.setup(["Ann", "Ben", "Cat", "Dan"])
    view = GameView()
    view.setScene(scene)
    view.resize(1000, 700)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    st = make(4)
    for viewer in (0, 2, 1):  # the box turns for each corner
        scene.show(st.observe(viewer), viewer, {})
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
