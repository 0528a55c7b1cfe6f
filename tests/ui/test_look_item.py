"""Pieces drawn from a plain look by an art function: drawn once per look and size (or on
every paint when they move every frame), never taking a click unless they are a
`ClickableLook`; and a thrown piece with its shadow, placed and flown from plain numbers."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cocoa_games.ui import pixmap_cache
from cocoa_games.ui.animation import AnimationRunner
from cocoa_games.ui.look_item import ClickableLook, LookItem, art_name
from cocoa_games.ui.thrown import ThrownPiece

DRAWN: list[tuple] = []


def paint_badge(p: QPainter, rect: QRectF, *look: object) -> None:
    DRAWN.append((rect.width(), rect.height(), *look))


def paint_other(p: QPainter, rect: QRectF, *look: object) -> None:
    DRAWN.append(("other", *look))


def _paint(item, times: int = 1) -> None:
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(times):
        image.fill(0)
        p = QPainter(image)
        p.setTransform(item.sceneTransform())
        item.paint(p, None)
        p.end()


def test_a_look_item_is_drawn_once_per_look_and_size_and_takes_no_click(qapp):
    pixmap_cache.forget()
    DRAWN.clear()
    item = LookItem(paint_badge, z=4, margin=3)
    item.show_look(QRectF(10, 20, 50, 40), "gold", 2)
    assert item.isVisible() and item.zValue() == 4
    assert item.boundingRect() == QRectF(7, 17, 56, 46)  # the picture may spill 3 px
    assert item.acceptedMouseButtons() == Qt.MouseButton.NoButton
    _paint(item, times=3)
    assert DRAWN == [(50.0, 40.0, "gold", 2)]  # then copied from the cache
    item.set_rect(QRectF(100, 100, 50, 40))  # the same look elsewhere: the same picture
    _paint(item)
    assert len(DRAWN) == 1
    item.set_look("silver", 2)
    _paint(item)
    assert DRAWN[-1] == (50.0, 40.0, "silver", 2)


def test_a_look_item_without_a_rect_draws_nothing(qapp):
    DRAWN.clear()
    _paint(LookItem(paint_badge))
    assert DRAWN == []


def test_a_moving_piece_is_drawn_directly_on_every_paint(qapp):
    DRAWN.clear()
    item = LookItem(paint_badge, cached=False)
    item.show_look(QRectF(0, 0, 20, 20), 1)
    _paint(item, times=2)
    assert DRAWN == [(20.0, 20.0, 1), (20.0, 20.0, 1)]


def test_two_art_functions_never_share_a_picture(qapp):
    pixmap_cache.forget()
    DRAWN.clear()
    one, two = LookItem(paint_badge), LookItem(paint_other)
    for item in (one, two):
        item.show_look(QRectF(0, 0, 30, 30), "x")
        _paint(item)
    assert DRAWN == [(30.0, 30.0, "x"), ("other", "x")]
    assert art_name(paint_badge) != art_name(paint_other)


class _Tile(ClickableLook):
    draw = paint_badge

    def __init__(self) -> None:
        super().__init__(40, 30, ("blank",))


def test_a_clickable_look_is_drawn_from_its_look_and_clicks_when_live(qapp):
    pixmap_cache.forget()
    DRAWN.clear()
    tile = _Tile()
    _paint(tile, times=2)
    assert DRAWN == [(40.0, 30.0, "blank")]
    tile.set_look("star")
    _paint(tile)
    assert DRAWN[-1] == (40.0, 30.0, "star")
    clicked = []
    tile.on_activate = clicked.append
    tile.activate()
    assert clicked == []  # not live: nothing
    tile.set_live(lambda: None)
    tile.activate()
    assert clicked == [tile]


def test_a_thrown_piece_flies_where_it_is_told_with_its_shadow_flattened(qtbot):
    scene = QGraphicsScene()
    thrown = ThrownPiece(scene, paint_badge, paint_other, z=30, shadow_z=1, flat=0.5)
    assert thrown.piece.scene() is scene and not thrown.piece.isVisible()
    thrown.place((100.0, 80.0), 10.0, (110.0, 90.0), 8.0)
    assert thrown.piece.rect == QRectF(90, 70, 20, 20)
    assert thrown.shadow.rect == QRectF(102, 86, 16, 8)  # on the table: flat
    assert thrown.piece.zValue() > thrown.shadow.zValue()
    runner = AnimationRunner()
    runner.speed = 0.0
    asked, done = [], []

    def at(t: float):
        asked.append(t)
        return (50.0 * t, 0.0), 5.0, (50.0 * t, 10.0), 4.0

    thrown.fly(runner, 500, at, lambda: done.append(1), stays=True)
    assert asked == [1.0] and done == [1]  # no animation: it lands at once
    assert thrown.piece.rect.center().x() == 50.0 and thrown.piece.isVisible()
    thrown.fly(runner, 500, at, lambda: done.append(2), stays=False)
    assert not thrown.piece.isVisible() and not thrown.shadow.isVisible()  # it went in


def test_a_throw_runs_at_an_even_pace_over_its_time(qtbot):
    scene = QGraphicsScene()
    thrown = ThrownPiece(scene, paint_badge, paint_other, z=30, shadow_z=1)
    runner = AnimationRunner()
    runner.speed = 1.0
    shares: list[float] = []

    def at(t: float):
        shares.append(t)
        return (t, 0.0), 5.0, (t, 0.0), 4.0

    landed: list[int] = []
    thrown.fly(runner, 300, at, lambda: landed.append(1))
    assert thrown.piece.isVisible() and thrown.shadow.isVisible()  # in the air
    qtbot.wait(150)
    middle = shares[-1]
    assert 0.2 < middle < 0.8 and not landed  # (linear: about half way after half the time)
    qtbot.waitUntil(lambda: landed == [1], timeout=2000)
    assert shares[-1] == 1.0


def test_show_for_shows_a_piece_in_full_then_hides_it(qtbot):
    scene = QGraphicsScene()
    item = LookItem(paint_badge)
    scene.addItem(item)
    item.setVisible(False)
    item.setOpacity(0.2)
    runner = AnimationRunner()
    runner.speed = 1.0
    done: list[int] = []
    runner.show_for(item, 200, lambda: done.append(1))
    assert item.isVisible() and item.opacity() == 1.0 and runner.busy()
    qtbot.waitUntil(lambda: done == [1], timeout=2000)
    assert not item.isVisible()
