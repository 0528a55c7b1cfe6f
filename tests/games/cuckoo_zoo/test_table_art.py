"""The table's pictures are plain functions of plain values: they draw without any item,
stay inside the room their items reserve for them, and the bubble's tail points only at
someone else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from cocoa_games.core.people import Look
from cocoa_games.games.cuckoo_zoo import items
from cocoa_games.games.cuckoo_zoo.indicator_art import PLAY_ON_H, PLAY_ON_W, paint_play_on_box
from cocoa_games.games.cuckoo_zoo.table_art import paint_seat_badge
from cocoa_games.ui import pixmap_cache

MARGIN = 60  # room round the picture, to catch anything drawn outside its bounds


def _ink_outside(paint, bounds: QRectF) -> int:
    """How many pixels `paint` colours outside `bounds` (both in picture units)."""
    w, h = int(bounds.width()) + 2 * MARGIN, int(bounds.height()) + 2 * MARGIN
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.translate(MARGIN - bounds.left(), MARGIN - bounds.top())
    paint(p)
    p.end()
    inside = bounds.translated(MARGIN - bounds.left(), MARGIN - bounds.top())
    return sum(1 for y in range(0, h, 2) for x in range(0, w, 2)
               if image.pixelColor(x, y).alpha() and not inside.contains(x, y))


@pytest.mark.parametrize("floor", [12.0, 30.0, 48.0])
@pytest.mark.parametrize("look", [("", "", 1, False, True), ("red", "cow", -1, False, True),
                                  ("blue", "", 1, True, False), ("", "lion", 1, False, False)])
def test_the_play_on_box_stays_in_its_bounds(qapp, look, floor):
    pixmap_cache.forget()
    box = items.Indicator().boundingRect()
    assert box.contains(QRectF(0, 0, PLAY_ON_W, PLAY_ON_H))
    assert _ink_outside(lambda p: paint_play_on_box(p, *look, floor), box) == 0


@pytest.mark.parametrize("floor", [12.0, 40.0])
@pytest.mark.parametrize("flags", [(True, False, False, True, False),
                                   (False, True, False, False, False),
                                   (False, False, True, False, False),
                                   (True, False, False, False, True)])  # (asking: count up)
@pytest.mark.parametrize("person", [None, Look("frog", "blue"), Look("robot", "yellow")])
def test_a_seat_badge_and_its_tag_stay_in_its_bounds(qapp, flags, floor, person):
    pixmap_cache.forget()
    bounds = items.SeatBadge(0, "x").boundingRect()
    assert _ink_outside(lambda p: paint_seat_badge(p, "Benedikt-Maximilian", 9, *flags, person,
                                                   floor), bounds) == 0
