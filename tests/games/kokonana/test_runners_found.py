"""Runners a child finds: large, ringed in their colour, side by side when they share a
stone, never covered by another tile or runner (issue 24, Kokonana point 2)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.kokonana import art
from cocoa_games.games.kokonana import places as P
from cocoa_games.games.kokonana.items import RunnerItem, TileItem
from cocoa_games.games.kokonana.piece_art import paint_standing_runner
from cocoa_games.games.kokonana.table_view import seat_looks
from tests.games.kokonana.helpers import make
from tests.games.kokonana.scene_helpers import Table

SHARED = "S:1:2"


def _drawn_above(scene, item: RunnerItem) -> list:
    """Tiles and other runners drawn over any part of the runner's picture."""
    rect = item.body_rect()
    above = []
    for other in scene.items(rect, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                             Qt.SortOrder.DescendingOrder):
        if other is item or other.parentItem() is item:
            break
        if isinstance(other, TileItem) and other.sceneBoundingRect().intersects(rect):
            above.append(other)
        if isinstance(other, RunnerItem) and other.body_rect().intersects(rect):
            above.append(other)
    return above


def test_runners_sharing_a_stone_stand_side_by_side_and_uncovered(qtbot):
    state = make(3)
    state.set_up(runners={0: SHARED, 1: SHARED, 2: "S:0:2"}, stones=[SHARED, "S:0:2"])
    table = Table(qtbot, state)
    scene = table.scene
    a, b = scene.runners[0].body_rect(), scene.runners[1].body_rect()
    stone = scene.tiles[SHARED].scene_rect()
    assert not a.intersects(b), (a, b)
    assert abs(a.center().y() - b.center().y()) < 1  # side by side, not in corners
    for body in (a, b):
        assert stone.contains(body), (stone, body)  # inside its stone: no tile above reaches it
        assert body.width() >= stone.width() * 0.4  # still large
    for runner in scene.runners:
        assert _drawn_above(scene, runner) == []


def test_a_lone_runner_stands_large_on_its_tile(qtbot):
    state = make(3)
    state.set_up(runners={0: "S:2:1"}, stones=["S:2:1"])
    table = Table(qtbot, state)
    body = table.scene.runners[0].body_rect()
    tile = table.scene.tiles["S:2:1"].scene_rect()
    assert tile.contains(body)
    assert body.width() > tile.width() * 0.6


def test_a_runner_is_ringed_in_its_colour_and_outlined_dark(qapp):
    for seat in range(4):
        image = QImage(100, 100, QImage.Format.Format_ARGB32)
        image.fill(QColor("#e0453a"))  # the red crab under it
        p = QPainter(image)
        paint_standing_runner(p, seat_looks(4)[seat], QRectF(0, 0, 100, 100))
        p.end()
        fill = QColor(seat_looks(4)[seat].fill)
        ink = QColor(art.INK)
        for x, y in ((50, 5), (5, 50), (95, 50)):  # on the colour ring
            assert _near(image.pixelColor(x, y), fill), (seat, x, y)
        for x, y in ((50, 1), (1, 50)):  # its dark outline, outside the ring
            assert _near(image.pixelColor(x, y), ink, 60), (seat, x, y)


def test_shared_spots_fit_inside_the_tile():
    x, y, w, h = P.tile_box(SHARED)
    for count in (2, 3, 4):
        spots = [P.runner_spot(SHARED, i, count) for i in range(count)]
        for (cx, cy), scale in spots:
            half = P.RUNNER * scale / 2
            assert x <= cx - half and cx + half <= x + w
            assert y <= cy - half and cy + half <= y + h


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) <= tolerance
