"""A cocoon tile's layers: a table note never hides the real seal or the action dot, so a
wrong note can be checked against what the cocoon shows (issue 23 point 13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.cocoons import table_art


def tile(size: float, side: int, seal: str | None, note: str | None, action: bool) -> QImage:
    image = QImage(int(size), int(size), QImage.Format.Format_ARGB32)
    image.fill(QColor("#336633"))
    p = QPainter(image)
    look = (side, 0, None, action, seal, False, note, False, size, ("", ""), False)
    table_art.paint_cocoon(p, QRectF(0, 0, size, size), look)
    p.end()
    return image


def same_pixels(a: QImage, b: QImage, area: QRectF) -> bool:
    box = area.toAlignedRect().intersected(a.rect())
    return all(a.pixel(x, y) == b.pixel(x, y)
               for x in range(box.left(), box.right() + 1)
               for y in range(box.top(), box.bottom() + 1))


@pytest.mark.parametrize("size", [56.0, 90.0, 160.0])  # 800x600 up to 1920x1080
@pytest.mark.parametrize("side", [0, 1, 2, 3])
def test_a_note_leaves_the_seal_badge_as_it_is(qtbot, size, side):
    bare = tile(size, side, "turtle", None, False)
    noted = tile(size, side, "turtle", "fox", False)
    badge = table_art.seal_badge(QRectF(0, 0, size, size), side)
    assert same_pixels(bare, noted, badge.adjusted(-2, -2, 2, 2))  # with its ring
    assert bare != noted, "the note still shows"


@pytest.mark.parametrize("size", [56.0, 90.0, 160.0])
@pytest.mark.parametrize("seal", [None, "turtle"])
def test_a_note_leaves_the_action_dot_as_it_is(qtbot, size, seal):
    bare = tile(size, 2, seal, None, True)
    noted = tile(size, 2, seal, "fox", True)
    dot = table_art.action_dot(QRectF(0, 0, size, size))
    assert same_pixels(bare, noted, dot.adjusted(-1, -1, 1, 1))  # with its ring
    assert bare != noted
