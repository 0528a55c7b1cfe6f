"""Each person's picture, drawn by code: a round badge in the seat's colour with an animal's
face (or, for a computer, a robot, a rocket or a gear). Drawing only: callers give a painter
and a rectangle; every shape is laid out on a 1×1 square and scaled to the rectangle.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from cocoa_games.core.people import Look

INK = "#2b1d14"
WHITE = "#ffffff"
PINK = "#f4a3b4"


def _pen(colour: str = INK, width: float = 0.025) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _fill(p: QPainter, colour: str, outline: bool = True) -> None:
    p.setBrush(QBrush(QColor(colour)))
    p.setPen(_pen() if outline else Qt.PenStyle.NoPen)


def _circle(p: QPainter, x: float, y: float, r: float, colour: str, outline: bool = True) -> None:
    _fill(p, colour, outline)
    p.drawEllipse(QPointF(x, y), r, r)


def _oval(p: QPainter, x: float, y: float, rx: float, ry: float, colour: str,
          outline: bool = True) -> None:
    _fill(p, colour, outline)
    p.drawEllipse(QPointF(x, y), rx, ry)


def _poly(p: QPainter, points: list[tuple[float, float]], colour: str,
          outline: bool = True) -> None:
    _fill(p, colour, outline)
    p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))


def _eyes(p: QPainter, y: float = 0.46, dx: float = 0.11, r: float = 0.045,
          white: bool = False) -> None:
    for x in (0.5 - dx, 0.5 + dx):
        if white:
            _circle(p, x, y, r * 1.8, WHITE)
        _circle(p, x, y, r, INK, outline=False)
        _circle(p, x + r * 0.35, y - r * 0.35, r * 0.35, WHITE, outline=False)


def _smile(p: QPainter, y: float = 0.6, w: float = 0.12, depth: float = 0.05) -> None:
    path = QPainterPath(QPointF(0.5 - w, y))
    path.quadTo(QPointF(0.5, y + depth * 2), QPointF(0.5 + w, y))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(width=0.03))
    p.drawPath(path)


def _frog(p: QPainter) -> None:
    for x in (0.35, 0.65):
        _circle(p, x, 0.36, 0.11, "#5cb85c")
    _oval(p, 0.5, 0.58, 0.3, 0.22, "#5cb85c")
    for x in (0.35, 0.65):
        _circle(p, x, 0.36, 0.07, WHITE)
        _circle(p, x, 0.37, 0.035, INK, outline=False)
    _smile(p, 0.6, 0.16, 0.04)
    for x in (0.3, 0.7):
        _circle(p, x, 0.64, 0.035, PINK, outline=False)


def _fox(p: QPainter) -> None:
    _poly(p, [(0.24, 0.2), (0.42, 0.36), (0.26, 0.46)], "#e8762c")
    _poly(p, [(0.76, 0.2), (0.58, 0.36), (0.74, 0.46)], "#e8762c")
    _poly(p, [(0.2, 0.42), (0.8, 0.42), (0.5, 0.82)], "#e8762c")
    _poly(p, [(0.24, 0.5), (0.5, 0.56), (0.5, 0.8)], WHITE, outline=False)
    _poly(p, [(0.76, 0.5), (0.5, 0.56), (0.5, 0.8)], WHITE, outline=False)
    _eyes(p, 0.5, 0.12, 0.04)
    _circle(p, 0.5, 0.76, 0.045, INK, outline=False)


def _bear(p: QPainter) -> None:
    for x in (0.3, 0.7):
        _circle(p, x, 0.3, 0.1, "#8b5a2b")
        _circle(p, x, 0.3, 0.05, "#c98f5a", outline=False)
    _circle(p, 0.5, 0.54, 0.28, "#8b5a2b")
    _oval(p, 0.5, 0.64, 0.12, 0.09, "#d9a877")
    _eyes(p, 0.48, 0.11, 0.04)
    _oval(p, 0.5, 0.6, 0.045, 0.03, INK, outline=False)


def _rabbit(p: QPainter) -> None:
    for x in (0.4, 0.6):
        _oval(p, x, 0.26, 0.07, 0.18, "#eeeeee")
        _oval(p, x, 0.27, 0.035, 0.13, PINK, outline=False)
    _circle(p, 0.5, 0.58, 0.24, "#eeeeee")
    _eyes(p, 0.54, 0.1, 0.035)
    _poly(p, [(0.46, 0.63), (0.54, 0.63), (0.5, 0.67)], PINK)
    _fill(p, WHITE)
    p.drawRect(QRectF(0.47, 0.69, 0.06, 0.06))


def _cat(p: QPainter) -> None:
    _poly(p, [(0.24, 0.22), (0.44, 0.36), (0.26, 0.5)], "#9e9e9e")
    _poly(p, [(0.76, 0.22), (0.56, 0.36), (0.74, 0.5)], "#9e9e9e")
    _circle(p, 0.5, 0.56, 0.27, "#9e9e9e")
    _eyes(p, 0.52, 0.11, 0.04)
    _poly(p, [(0.46, 0.6), (0.54, 0.6), (0.5, 0.65)], PINK)
    p.setPen(_pen(width=0.015))
    for side in (-1, 1):
        for dy in (-0.02, 0.03):
            p.drawLine(QPointF(0.5 + side * 0.08, 0.64), QPointF(0.5 + side * 0.3, 0.64 + dy))


def _owl(p: QPainter) -> None:
    _poly(p, [(0.26, 0.22), (0.4, 0.34), (0.28, 0.4)], "#8d6e63")
    _poly(p, [(0.74, 0.22), (0.6, 0.34), (0.72, 0.4)], "#8d6e63")
    _oval(p, 0.5, 0.56, 0.27, 0.3, "#8d6e63")
    for x in (0.39, 0.61):
        _circle(p, x, 0.48, 0.1, WHITE)
        _circle(p, x, 0.48, 0.045, INK, outline=False)
    _poly(p, [(0.46, 0.56), (0.54, 0.56), (0.5, 0.66)], "#ffa000")
    _oval(p, 0.5, 0.76, 0.12, 0.06, "#d7ccc8", outline=False)


def _penguin(p: QPainter) -> None:
    _circle(p, 0.5, 0.54, 0.29, "#263238")
    _oval(p, 0.41, 0.56, 0.11, 0.15, WHITE, outline=False)
    _oval(p, 0.59, 0.56, 0.11, 0.15, WHITE, outline=False)
    _oval(p, 0.5, 0.66, 0.13, 0.1, WHITE, outline=False)
    _eyes(p, 0.52, 0.09, 0.035)
    _poly(p, [(0.44, 0.6), (0.56, 0.6), (0.5, 0.68)], "#ff9800")


def _pig(p: QPainter) -> None:
    _poly(p, [(0.26, 0.26), (0.42, 0.34), (0.3, 0.44)], "#f48fb1")
    _poly(p, [(0.74, 0.26), (0.58, 0.34), (0.7, 0.44)], "#f48fb1")
    _circle(p, 0.5, 0.56, 0.27, "#f8bbd0")
    _eyes(p, 0.48, 0.11, 0.035)
    _oval(p, 0.5, 0.63, 0.1, 0.07, "#f48fb1")
    for x in (0.46, 0.54):
        _oval(p, x, 0.63, 0.018, 0.028, INK, outline=False)


def _zigzag(cy: float, corners: int, outer: float, inner: float) -> QPainterPath:
    """A ring of points round (0.5, cy), in and out: a lion's mane, a gear's teeth."""
    path = QPainterPath()
    for i in range(corners):
        angle = math.tau * i / corners
        r = outer if i % 2 == 0 else inner
        point = QPointF(0.5 + r * math.cos(angle), cy + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _lion(p: QPainter) -> None:
    mane = _zigzag(0.54, 24, 0.36, 0.3)
    _fill(p, "#b5651d")
    p.drawPath(mane)
    _circle(p, 0.5, 0.55, 0.22, "#f2c14e")
    _eyes(p, 0.5, 0.09, 0.035)
    _poly(p, [(0.45, 0.58), (0.55, 0.58), (0.5, 0.64)], "#6d4c41")
    _smile(p, 0.66, 0.06, 0.02)


def _panda(p: QPainter) -> None:
    for x in (0.3, 0.7):
        _circle(p, x, 0.32, 0.09, INK)
    _circle(p, 0.5, 0.56, 0.27, WHITE)
    for x in (0.4, 0.6):
        _oval(p, x, 0.52, 0.07, 0.085, INK, outline=False)
        _circle(p, x, 0.52, 0.025, WHITE, outline=False)
    _oval(p, 0.5, 0.64, 0.045, 0.03, INK, outline=False)
    _smile(p, 0.69, 0.05, 0.015)


def _robot(p: QPainter) -> None:
    p.setPen(_pen(width=0.03))
    p.drawLine(QPointF(0.5, 0.3), QPointF(0.5, 0.2))
    _circle(p, 0.5, 0.18, 0.04, "#ff5252")
    _fill(p, "#cfd8dc")
    p.drawRoundedRect(QRectF(0.27, 0.3, 0.46, 0.44), 0.08, 0.08)
    _fill(p, "#4fc3f7")
    for x in (0.36, 0.56):
        p.drawRect(QRectF(x, 0.42, 0.08, 0.08))
    _fill(p, "#90a4ae")
    p.drawRect(QRectF(0.38, 0.6, 0.24, 0.06))


def _rocket(p: QPainter) -> None:
    _poly(p, [(0.38, 0.62), (0.28, 0.76), (0.4, 0.72)], "#e53935")
    _poly(p, [(0.62, 0.62), (0.72, 0.76), (0.6, 0.72)], "#e53935")
    body = QPainterPath(QPointF(0.5, 0.18))
    body.cubicTo(QPointF(0.66, 0.3), QPointF(0.64, 0.6), QPointF(0.6, 0.74))
    body.lineTo(QPointF(0.4, 0.74))
    body.cubicTo(QPointF(0.36, 0.6), QPointF(0.34, 0.3), QPointF(0.5, 0.18))
    _fill(p, "#eceff1")
    p.drawPath(body)
    _circle(p, 0.5, 0.44, 0.07, "#4fc3f7")
    _poly(p, [(0.44, 0.74), (0.56, 0.74), (0.5, 0.86)], "#ffb300", outline=False)


def _gear(p: QPainter) -> None:
    gear = _zigzag(0.52, 20, 0.33, 0.26)
    _fill(p, "#b0bec5")
    p.drawPath(gear)
    _circle(p, 0.5, 0.52, 0.18, "#eceff1")
    _eyes(p, 0.49, 0.07, 0.03)
    _smile(p, 0.57, 0.06, 0.02)


FACES: dict[str, Callable[[QPainter], None]] = {
    "frog": _frog, "fox": _fox, "bear": _bear, "rabbit": _rabbit, "cat": _cat, "owl": _owl,
    "penguin": _penguin, "pig": _pig, "lion": _lion, "panda": _panda, "robot": _robot,
    "rocket": _rocket, "gear": _gear,
}


def draw_avatar(painter: QPainter, rect: QRectF, look: Look, ring: str | None = None) -> None:
    """The badge in `rect` (kept square, centred): the seat's colour, then the face.
    `ring`: a colour for an outer ring (e.g. whose turn it is)."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side, side)
    _circle(painter, 0.5, 0.5, 0.48, look.hex)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(WHITE, 0.04))
    painter.drawEllipse(QPointF(0.5, 0.5), 0.44, 0.44)
    if ring:
        painter.setPen(_pen(ring, 0.06))
        painter.drawEllipse(QPointF(0.5, 0.5), 0.47, 0.47)
    FACES.get(look.picture, _robot)(painter)
    painter.restore()
