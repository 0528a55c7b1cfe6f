"""A cocoon is one cached picture per look, copied on every repaint: after the box turns
from corner to corner, what the window shows of each cocoon is exactly what drawing that
look afresh gives (a cached picture under too short a key would show an old look)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPixmapCache

from cocoa_games.app.table_page import GameView
from cocoa_games.games.cocoons.scene import CocoonsScene
from tests.scene_view import on_screen, pixel_at

from .helpers import make


def test_each_cocoon_on_screen_is_its_look_drawn_afresh(qtbot):
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
    for viewer in (0, 2, 1, 3):  # the box turns; arrows and seals change with the corner
        scene.show(st.observe(viewer), viewer, {})
        on_screen(view)
    shot = on_screen(view)
    QPixmapCache.clear()  # every picture drawn again from scratch
    fresh = view.grab().toImage()
    for item in scene.cocoons:
        r = item.scene_rect()
        for i in range(1, 6):
            for j in range(1, 6):
                point = QPointF(r.left() + r.width() * i / 6, r.top() + r.height() * j / 6)
                assert pixel_at(view, shot, point) == pixel_at(view, fresh, point), \
                    f"cocoon {item.cocoon} at {point}"
