"""Cocoons' pictures, drawn in code: eight animals that differ in outline (not colour
alone), trapdoor faces, the Start token and the cocoons' pink arrow."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from cocoa_games.ui import theme
from cocoa_games.ui.text import draw_text

from .captions import trapdoor_short

ANIMAL_COLOURS = {"fish": "#4fc3f7", "iguana": "#9ccc65", "owl": "#a1887f", "fox": "#ff8a50",
                  "turtle": "#4db6ac", "snail": "#f06292", "frog": "#66bb6a", "bat": "#9575cd"}
PINK = "#ec407a"


def _pen(w: float) -> QPen:
    pen = QPen(QColor(theme.INK), w)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_animal(p: QPainter, r: QRectF, animal: str) -> None:
    """The animal in `r` (square-ish), outline and shape unique to each."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(r.width(), r.height())
    c = r.center()
    x, y = c.x() - s / 2, c.y() - s / 2
    p.setPen(_pen(max(1.5, s * 0.05)))
    p.setBrush(QColor(ANIMAL_COLOURS.get(animal, "#cccccc")))

    def pt(u: float, v: float) -> QPointF:
        return QPointF(x + u * s, y + v * s)

    def eye(u: float, v: float, k: float = 0.07) -> None:
        p.save()
        p.setBrush(QColor(theme.WHITE))
        p.drawEllipse(pt(u, v), k * s, k * s)
        p.setBrush(QColor(theme.INK))
        p.drawEllipse(pt(u, v), k * s * 0.45, k * s * 0.45)
        p.restore()

    if animal == "fish":
        p.drawPolygon(QPolygonF([pt(0.62, 0.5), pt(0.95, 0.25), pt(0.95, 0.75)]))
        p.drawEllipse(QRectF(pt(0.05, 0.28), pt(0.72, 0.72)))
        eye(0.22, 0.45)
    elif animal == "iguana":
        body = QPainterPath(pt(0.05, 0.6))
        body.cubicTo(pt(0.2, 0.35), pt(0.7, 0.35), pt(0.95, 0.7))
        body.cubicTo(pt(0.7, 0.6), pt(0.3, 0.75), pt(0.05, 0.6))
        p.drawPath(body)
        crest = QPolygonF([pt(0.2 + i * 0.1, 0.42 - (0.12 if i % 2 else 0.0)) for i in range(7)])
        p.drawPolyline(crest)
        eye(0.14, 0.55, 0.05)
    elif animal == "owl":
        p.drawEllipse(QRectF(pt(0.15, 0.12), pt(0.85, 0.95)))
        p.drawPolygon(QPolygonF([pt(0.2, 0.25), pt(0.3, 0.02), pt(0.42, 0.2)]))
        p.drawPolygon(QPolygonF([pt(0.8, 0.25), pt(0.7, 0.02), pt(0.58, 0.2)]))
        eye(0.37, 0.4, 0.12)
        eye(0.63, 0.4, 0.12)
        p.setBrush(QColor("#ffca28"))
        p.drawPolygon(QPolygonF([pt(0.45, 0.55), pt(0.55, 0.55), pt(0.5, 0.66)]))
    elif animal == "fox":
        p.drawPolygon(QPolygonF([pt(0.08, 0.05), pt(0.35, 0.3), pt(0.65, 0.3), pt(0.92, 0.05),
                                 pt(0.85, 0.55), pt(0.5, 0.95), pt(0.15, 0.55)]))
        p.setBrush(QColor(theme.WHITE))
        p.drawPolygon(QPolygonF([pt(0.3, 0.62), pt(0.5, 0.95), pt(0.7, 0.62), pt(0.5, 0.72)]))
        eye(0.35, 0.48, 0.06)
        eye(0.65, 0.48, 0.06)
    elif animal == "turtle":
        p.drawEllipse(QRectF(pt(0.78, 0.4), pt(0.98, 0.62)))
        p.drawEllipse(QRectF(pt(0.1, 0.66), pt(0.28, 0.86)))
        p.drawEllipse(QRectF(pt(0.62, 0.66), pt(0.8, 0.86)))
        shell = QPainterPath(pt(0.05, 0.75))
        shell.cubicTo(pt(0.05, 0.15), pt(0.85, 0.15), pt(0.85, 0.75))
        shell.closeSubpath()
        p.drawPath(shell)
        p.drawPolygon(QPolygonF([pt(0.35, 0.45), pt(0.55, 0.45), pt(0.6, 0.6), pt(0.3, 0.6)]))
    elif animal == "snail":
        p.drawRoundedRect(QRectF(pt(0.05, 0.72), pt(0.95, 0.88)), 0.07 * s, 0.07 * s)
        p.drawEllipse(QRectF(pt(0.2, 0.2), pt(0.75, 0.78)))
        spiral = QPainterPath(pt(0.475, 0.49))
        for i in range(1, 30):
            a = i * 0.45
            rad = 0.012 * i
            spiral.lineTo(pt(0.475 + rad * math.cos(a), 0.49 + rad * math.sin(a)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(spiral)
        p.drawLine(pt(0.85, 0.72), pt(0.92, 0.5))
    elif animal == "frog":
        p.drawEllipse(QRectF(pt(0.05, 0.35), pt(0.95, 0.9)))
        p.drawEllipse(QRectF(pt(0.15, 0.15), pt(0.4, 0.45)))
        p.drawEllipse(QRectF(pt(0.6, 0.15), pt(0.85, 0.45)))
        eye(0.275, 0.3, 0.07)
        eye(0.725, 0.3, 0.07)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(pt(0.3, 0.5), pt(0.7, 0.75)), 200 * 16, 140 * 16)
    elif animal == "bat":
        wing = QPolygonF([pt(0.5, 0.35), pt(0.85, 0.15), pt(1.0, 0.45), pt(0.85, 0.4),
                          pt(0.8, 0.6), pt(0.65, 0.5), pt(0.5, 0.75), pt(0.35, 0.5), pt(0.2, 0.6),
                          pt(0.15, 0.4), pt(0.0, 0.45), pt(0.15, 0.15)])
        p.drawPolygon(wing)
        p.drawEllipse(QRectF(pt(0.4, 0.3), pt(0.6, 0.62)))
        eye(0.46, 0.42, 0.04)
        eye(0.54, 0.42, 0.04)
    else:
        p.drawEllipse(QRectF(pt(0.2, 0.2), pt(0.8, 0.8)))
    p.restore()


def paint_start(p: QPainter, r: QRectF) -> None:
    """The Start token: a golden star on a round token."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(r.width(), r.height())
    c = r.center()
    p.setPen(_pen(max(1.5, s * 0.04)))
    p.setBrush(QColor("#fff3c4"))
    p.drawEllipse(c, s * 0.45, s * 0.45)
    star = QPolygonF()
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = s * (0.36 if i % 2 == 0 else 0.15)
        star.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    p.setBrush(QColor("#ffb300"))
    p.drawPolygon(star)
    p.restore()


def paint_token_back(p: QPainter, r: QRectF) -> None:
    """An animal token lying face down: the common back."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(r.width(), r.height())
    c = r.center()
    p.setPen(_pen(max(1.5, s * 0.04)))
    p.setBrush(QColor("#8d6e63"))
    p.drawEllipse(c, s * 0.42, s * 0.42)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, s * 0.25, s * 0.25)
    p.restore()


def paint_trapdoor(p: QPainter, r: QRectF, trapdoor: str, px: float) -> None:
    """A face-up trapdoor: a square plate with its sign and word."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(_pen(2.5))
    kind = trapdoor.split(":", 1)[0]
    fill = {"padlock": "#b0bec5", "num": "#ffe082", "spring": "#c5e1a5", "spin": "#b3e5fc",
            "action": "#f8bbd0"}.get(kind, "#d7ccc8")
    p.setBrush(QColor(fill))
    p.drawRoundedRect(r, 8, 8)
    if kind == "padlock":
        body = QRectF(r.center().x() - r.width() * 0.18, r.top() + r.height() * 0.22,
                      r.width() * 0.36, r.height() * 0.26)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(body.left() + body.width() * 0.15, body.top() - body.height() * 0.7,
                         body.width() * 0.7, body.height() * 1.4), 0, 180 * 16)
        p.setBrush(QColor("#78909c"))
        p.drawRect(body)
    draw_text(p, r.adjusted(4, r.height() * 0.45 if kind == "padlock" else 4, -4, -4),
              trapdoor_short(trapdoor), px, colour=theme.INK)
    p.restore()


def paint_arrow(p: QPainter, c: QPointF, length: float, direction: int) -> None:
    """The pink arrow inside a cocoon, pointing at screen direction 0 N, 1 E, 2 S, 3 W."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(c)
    p.rotate(90 * direction)
    h = length / 2
    shape = QPolygonF([QPointF(0, -h), QPointF(h * 0.6, -h * 0.15), QPointF(h * 0.22, -h * 0.15),
                       QPointF(h * 0.22, h * 0.6), QPointF(-h * 0.22, h * 0.6),
                       QPointF(-h * 0.22, -h * 0.15), QPointF(-h * 0.6, -h * 0.15)])
    p.setPen(_pen(2))
    p.setBrush(QColor(PINK))
    p.drawPolygon(shape)
    p.restore()
