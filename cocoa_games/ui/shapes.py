"""Shape paths every table draws: rounded boxes, water ripples, speech bubbles; and a
painter squeezed for something turning over."""

from __future__ import annotations

import contextlib
import functools
import math
from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def ripple(x0: float, x1: float, y: float, height: float = 6.0, waves: int = 4) -> QPainterPath:
    """A wavy line from (x0, y) to (x1, y): water, sand."""
    path = QPainterPath(QPointF(x0, y))
    step = (x1 - x0) / waves
    for i in range(waves):
        bend = -height if i % 2 == 0 else height
        path.quadTo(x0 + step * (i + 0.5), y + bend, x0 + step * (i + 1), y)
    return path


def bubble(box: QRectF, tip: QPointF, radius: float, tail_width: float = 22.0) -> QPainterPath:
    """A rounded box with a tail pointing at `tip` (outside the box): a speech bubble.
    The tail leaves the box's centre, so it points true from any side."""
    # joining two paths is slow and a bubble comes back to the same places: built once
    return QPainterPath(_bubble(box.x(), box.y(), box.width(), box.height(), tip.x(), tip.y(),
                                radius, tail_width))


@functools.lru_cache(maxsize=64)
def _bubble(x: float, y: float, w: float, h: float, tip_x: float, tip_y: float, radius: float,
            tail_width: float) -> QPainterPath:
    box, tip = QRectF(x, y, w, h), QPointF(tip_x, tip_y)
    centre = box.center()
    dx, dy = tip.x() - centre.x(), tip.y() - centre.y()
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * tail_width, dx / length * tail_width
    tail = QPainterPath(QPointF(centre.x() + nx, centre.y() + ny))
    tail.lineTo(tip)
    tail.lineTo(QPointF(centre.x() - nx, centre.y() - ny))
    tail.closeSubpath()
    return rounded(box, radius).united(tail)


@contextlib.contextmanager
def squeezed(p: QPainter, rect: QRectF, width: float) -> Iterator[None]:
    """Paint inside squeezed to `width` (a share of 1) about `rect`'s middle: a tile or a
    card seen edge-on while it turns over (`AnimationRunner.flip` drives the width)."""
    if width == 1.0:
        yield
        return
    p.save()
    p.translate(rect.center())
    p.scale(max(width, 0.02), 1)
    p.translate(-rect.center())
    try:
        yield
    finally:
        p.restore()
