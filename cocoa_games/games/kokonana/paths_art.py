"""Kokonana's path helpers: the shapes (in a 100×100 box) its pictures are made of."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF


def ellipse(x: float, y: float, w: float, h: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QRectF(x, y, w, h))
    return p


def circle(cx: float, cy: float, r: float) -> QPainterPath:
    return ellipse(cx - r, cy - r, 2 * r, 2 * r)


def rect(x: float, y: float, w: float, h: float, r: float = 0) -> QPainterPath:
    p = QPainterPath()
    if r:
        p.addRoundedRect(QRectF(x, y, w, h), r, r)
    else:
        p.addRect(QRectF(x, y, w, h))
    return p


def poly(*pts: tuple[float, float]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    p.closeSubpath()
    return p


def star(cx: float, cy: float, r_out: float, r_in: float, n: int = 5,
          rot: float = -90) -> QPainterPath:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(*pts)


def heart(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx, cy + s * 0.9))
    p.cubicTo(cx - s * 1.4, cy - s * 0.1, cx - s * 0.7, cy - s * 1.2, cx, cy - s * 0.45)
    p.cubicTo(cx + s * 0.7, cy - s * 1.2, cx + s * 1.4, cy - s * 0.1, cx, cy + s * 0.9)
    p.closeSubpath()
    return p


def moon(cx: float, cy: float, r: float) -> QPainterPath:
    return circle(cx, cy, r).subtracted(circle(cx + r * 0.5, cy - r * 0.25, r * 0.85))


def drop(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx, cy - s))
    p.cubicTo(cx + s * 0.2, cy - s * 0.4, cx + s * 0.75, cy, cx + s * 0.7, cy + s * 0.35)
    p.cubicTo(cx + s * 0.6, cy + s * 0.95, cx - s * 0.6, cy + s * 0.95, cx - s * 0.7, cy + s * 0.35)
    p.cubicTo(cx - s * 0.75, cy, cx - s * 0.2, cy - s * 0.4, cx, cy - s)
    p.closeSubpath()
    return p


def leaf(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx - s, cy + s * 0.6))
    p.cubicTo(cx - s, cy - s * 0.6, cx + s * 0.2, cy - s, cx + s, cy - s)
    p.cubicTo(cx + s, cy, cx + s * 0.2, cy + s, cx - s, cy + s * 0.6)
    p.closeSubpath()
    return p


def sun(cx: float, cy: float, r: float) -> QPainterPath:
    return star(cx, cy, r, r * 0.62, n=8).united(circle(cx, cy, r * 0.62))


def wave_line(x0: float, x1: float, y: float, amp: float, waves: int = 2) -> QPainterPath:
    p = QPainterPath(QPointF(x0, y))
    step = (x1 - x0) / (2 * waves)
    x = x0
    for i in range(2 * waves):
        sign = -1 if i % 2 == 0 else 1
        p.quadTo(x + step / 2, y + sign * amp * 2, x + step, y)
        x += step
    return p
