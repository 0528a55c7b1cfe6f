"""What the window shows after a change is the new picture, never a left-over: the table
view skips clearing what it repaints (its felt covers it) and a button repaints only its
face and shadow."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from cocoa_games.app.game_view import GameView
from cocoa_games.ui import theme
from cocoa_games.ui.clickable import ButtonItem
from cocoa_games.ui.scene_base import GameScene
from tests.scene_view import in_game_view, on_screen, pixel_at

FELT = QColor(theme.TABLE_FELT)


def _table(qtbot) -> tuple[GameScene, GameView]:
    scene = GameScene()
    return scene, in_game_view(qtbot, scene, (900, 600))


def test_the_felt_shows_where_an_item_was(qtbot):
    scene, view = _table(qtbot)
    box = scene.addRect(QRectF(0, 0, 120, 80), brush=QColor("#ffcc00"))
    box.setPos(200, 200)
    spot = QPointF(260, 240)
    assert pixel_at(view, on_screen(view), spot) == QColor("#ffcc00")
    box.setPos(500, 200)
    assert pixel_at(view, on_screen(view), spot) == FELT


def test_a_buttons_new_look_reaches_its_shadow(qtbot):
    """Fading a button (disabled) fades its shadow too: the shadow below the face is
    part of what the button repaints."""
    scene, view = _table(qtbot)
    button = ButtonItem()
    button.set_size(240, 80)
    button.setPos(300, 250)
    scene.addItem(button)
    button.configure("Go", "#ffd54f")
    shadow = button.mapToScene(QPointF(120, 80 + 4.5))
    face = button.mapToScene(QPointF(40, 40))
    lit = on_screen(view)
    button.configure("Go", "#ffd54f", enabled=False)
    faded = on_screen(view)
    assert pixel_at(view, faded, face) != pixel_at(view, lit, face)
    assert pixel_at(view, faded, shadow) != pixel_at(view, lit, shadow)
    assert pixel_at(view, faded, shadow) != FELT  # still a (fainter) shadow
    button.configure("Go", "#ffd54f")
    again = on_screen(view)
    assert pixel_at(view, again, shadow) == pixel_at(view, lit, shadow)
