"""Callouts: speech bubbles and badges that point at something without hiding what matters.

`place_callout` picks a spot for a box near its anchor that stays inside the table and
covers none of the rectangles it must keep clear (actionable items, piles); the bubble item
draws a rounded box whose tail points at the anchor.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import theme
from .shapes import bubble
from .text import draw_text, fit_px


def _overlap(box: QRectF, keep_clear: Sequence[QRectF]) -> float:
    total = 0.0
    for r in keep_clear:
        part = box.intersected(r)
        if not part.isEmpty():
            total += part.width() * part.height()
    return total


def place_callout(size: QSizeF, anchor: QPointF, keep_clear: Sequence[QRectF], bounds: QRectF,
                  gap: float = 24.0) -> QRectF:
    """A box of `size` near `anchor`, inside `bounds`, covering none of `keep_clear` when any
    spot allows it (else the spot covering least). Nearer spots win; above is tried first."""
    w, h = size.width(), size.height()
    ax, ay = anchor.x(), anchor.y()
    candidates: list[QRectF] = []
    for dist in (gap, gap * 3, gap * 6, gap * 10):
        for cx, cy in ((ax - w / 2, ay - dist - h), (ax - w / 2, ay + dist),
                       (ax + dist, ay - h / 2), (ax - dist - w, ay - h / 2),
                       (ax + dist, ay - dist - h), (ax - dist - w, ay - dist - h),
                       (ax + dist, ay + dist), (ax - dist - w, ay + dist)):
            # slide into the table rather than give the spot up
            x = min(max(cx, bounds.left()), bounds.right() - w)
            y = min(max(cy, bounds.top()), bounds.bottom() - h)
            candidates.append(QRectF(x, y, w, h))
    best, best_cost = candidates[0], float("inf")
    for box in candidates:
        if not box.contains(anchor):
            cost = _overlap(box, keep_clear)
            if cost == 0:
                return box
            if cost < best_cost:
                best, best_cost = box, cost
    return best


class BubbleItem(QGraphicsObject):
    """Big words in a speech bubble whose tail points at `anchor` (scene coordinates)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.box = QRectF(0, 0, 300, 90)  # in scene coordinates; the item sits at (0, 0)
        self.anchor = QPointF()
        self.colour = theme.INK
        self.setZValue(40)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_at(self, text: str, size: QSizeF, anchor: QPointF, keep_clear: Sequence[QRectF],
                bounds: QRectF, colour: str = theme.INK) -> None:
        box = place_callout(size, anchor, keep_clear, bounds)
        self.prepareGeometryChange()
        self.text, self.box, self.anchor, self.colour = text, box, QPointF(anchor), colour
        self.setTransformOriginPoint(box.center())
        self.update()
        self.setVisible(True)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        # a 2×2 rect: an empty one unites as nothing
        tip = QRectF(self.anchor.x() - 1, self.anchor.y() - 1, 2, 2)
        return self.box.united(tip).adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the tail stops a little short of the anchor: it points rather than touches
        d = self.anchor - self.box.center()
        tip = self.box.center() + d * 0.88
        radius = min(40.0, self.box.height() / 2)
        p.setPen(QPen(QColor(theme.INK), 4))
        p.setBrush(QColor("#fff3e0"))
        p.drawPath(bubble(self.box, tip, radius, min(22.0, self.box.height() / 4)))
        inner = self.box.adjusted(radius / 2, 4, -radius / 2, -4)
        px = fit_px(self.text, inner, self.box.height() * 0.55, theme.MIN_TABLE_PX)
        draw_text(p, inner, self.text, px, colour=self.colour)
