"""Callouts: speech bubbles and badges that point at something without hiding what matters.

`place_callout` picks a spot for a box near its anchor that stays inside the table and
covers none of the rectangles it must keep clear (actionable items, piles); the bubble item
draws a rounded box whose tail points at the anchor.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from . import shapes, theme
from .cached_item import CachedLookItem
from .text import CENTER, WRAP, draw_text, fit_px, text_width, wraps_within


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


class BubbleItem(CachedLookItem):
    """Big words in a speech bubble whose tail points at an anchor, under an optional small
    header ("Ann called:"). Box and anchor are in the parent's coordinates (the scene's, for
    a top-level bubble); an anchor inside the box means no tail (the viewer's own words)."""

    def __init__(self) -> None:
        super().__init__("ui", bounds=QRectF(0, 0, 300, 90))
        self.header = ""
        self.short_header = ""  # the header's short form, for a long name ("Rosemary:")
        self.text = ""
        self.box = QRectF(0, 0, 300, 90)  # the item sits at (0, 0) of its parent
        self.anchor = QPointF()
        self.colour = theme.INK
        self._tip: QPointF | None = None
        self.setZValue(40)
        self.setVisible(False)

    def set_words(self, header: str, text: str, box: QRectF, anchor: QPointF,
                  colour: str = theme.INK, short_header: str = "") -> None:
        if (header, text, box, anchor, colour, short_header) == self.look():
            return
        self.prepareGeometryChange()
        self.header, self.text, self.colour = header, text, colour
        self.short_header = short_header
        self.box, self.anchor = QRectF(box), QPointF(anchor)
        # worked out once: Qt asks for the bounds many times a repaint
        self._tip = self._tip_for(self.box, self.anchor)
        tip = self._tip or box.center()
        # 2×2, not empty: an empty rect unites as nothing
        self._bounds = box.united(QRectF(tip.x() - 1, tip.y() - 1, 2, 2)).adjusted(-6, -6, 6, 6)
        self.setTransformOriginPoint(box.center())  # (a bubble pops up from its middle)
        self.update()

    def show_at(self, text: str, size: QSizeF, anchor: QPointF, keep_clear: Sequence[QRectF],
                bounds: QRectF, colour: str = theme.INK) -> None:
        """Words in a bubble placed by `place_callout`: near the anchor, off `keep_clear`."""
        self.set_words("", text, place_callout(size, anchor, keep_clear, bounds), anchor, colour)
        self.setVisible(True)

    def tip(self) -> QPointF | None:
        """Where the tail ends: a little short of the anchor, so it points rather than
        touches (None: no tail)."""
        return self._tip

    @staticmethod
    def _tip_for(box: QRectF, anchor: QPointF) -> QPointF | None:
        if box.contains(anchor):
            return None
        d = anchor - box.center()
        length = math.hypot(d.x(), d.y())
        return box.center() + d * (1 - min(30.0, length * 0.12) / length)

    def shape(self) -> QPainterPath:
        """The body and the tail: what the bubble really covers."""
        return bubble_outline(self.box, self.tip())

    def look(self) -> tuple:
        return self.header, self.text, self.box, self.anchor, self.colour, self.short_header

    def draw_look(self, p: QPainter, floor: float) -> None:
        paint_bubble(p, self.box, self.tip(), self.header, self.text, self.colour, floor,
                     self.short_header)


def bubble_outline(box: QRectF, tip: QPointF | None) -> QPainterPath:
    radius = min(30.0, box.height() / 2)
    if tip is None:
        return shapes.rounded(box, radius)
    return shapes.bubble(box, tip, radius, min(22.0, box.height() / 4))


def paint_bubble(p: QPainter, box: QRectF, tip: QPointF | None, header: str, text: str,
                 colour: str, floor: float, short_header: str = "") -> None:
    """The words as large as the box allows; the header gives up its room when they need
    it (a small window), since the tail still says who speaks. A header too wide even at
    the smallest size says its `short_header` instead; when that is too wide as well, the
    header gives up its room too (never cut)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 4))
    p.setBrush(QColor(theme.MILK))
    p.drawPath(bubble_outline(box, tip))
    inset = min(16.0, box.height() / 4)
    words = box.adjusted(inset, 4, -inset, -4)
    head_h = max(24.0, floor * 1.2)
    head = QRectF(box.x() + inset + 4, box.y() + 2, box.width() - 2 * inset - 8, head_h)
    if short_header and text_width(header, floor) > head.width():
        header = short_header
    if header and text_width(header, floor) <= head.width() and \
            wraps_within(text, floor, words.adjusted(0, head_h - 4, 0, 0)):
        draw_text(p, head, header, fit_px(header, head, max(18.0, floor), floor),
                  colour=theme.TEXT_SOFT)
        words.setTop(box.y() + head_h)
    draw_text(p, words, text, fit_px(text, words, box.height() * 0.5, floor, wrap=True),
              colour=colour, flags=CENTER | WRAP)
