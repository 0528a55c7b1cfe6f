"""The side view of a flight as a picture (side_view.py says what is where): a pale card
with the table top as a line, the cups near the way standing on it, the way so far as a
dotted arc and the coconut on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from cocoa_games.ui import theme
from cocoa_games.ui.text import WRAP, draw_text, fit_px, text_width

from .palette import COLOURS
from .piece_art import paint_coconut
from .side_view import SidePicture


def paint_side_view(p: QPainter, _rect: QRectF, pic: SidePicture) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    left, top, w, h = pic.box
    card = QRectF(left, top, w, h)
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(theme.qcolor(theme.WHITE, 225))
    p.drawRoundedRect(card, 10, 10)
    # the table top, ending where the round table ends under the way
    p.setPen(QPen(QColor(COLOURS["wood_dark"]), max(3.0, h * 0.025)))
    p.drawLine(QPointF(left + 4, pic.ground), QPointF(pic.table_end, pic.ground))
    for cup in pic.cups:
        p.setPen(QPen(QColor(theme.INK), 1.5))
        p.setBrush(QColor(COLOURS[cup.colour]))
        p.drawRect(QRectF(*cup.box))
    # the way so far: a dotted arc, then the coconut at its head
    p.setPen(QPen(QColor(COLOURS["wind"]), max(2.0, h * 0.018), Qt.PenStyle.DotLine,
                  Qt.PenCapStyle.RoundCap))
    for a, b in zip(pic.trail, pic.trail[1:], strict=False):
        p.drawLine(QPointF(*a), QPointF(*b))
    p.setPen(QPen(QColor(COLOURS["wood_dark"]), 2))
    p.setBrush(QColor(COLOURS["wood"]))
    lx, ly = pic.launcher
    p.drawRect(QRectF(lx - h * 0.05, pic.ground - h * 0.04, h * 0.1, h * 0.04))
    r = pic.radius
    paint_coconut(p, QRectF(pic.coconut[0] - r, pic.coconut[1] - r, 2 * r, 2 * r))
    size = max(theme.MIN_TABLE_PX, h * 0.12)
    room = QRectF(left + 8, top + 4, w - 16, size * 1.4)
    if text_width(pic.caption, size, True) > room.width():  # a long caption: two lines
        room.setHeight(size * 2.8)
        size = fit_px(pic.caption, room, size, theme.MIN_TABLE_PX, wrap=True)
    draw_text(p, room, pic.caption, size, colour=theme.INK,
              flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | WRAP)
