"""Pictures for the launcher's buttons, so a child who cannot read yet finds Play, Learn,
Load, Statistics, Settings and Help: a play triangle, a light bulb, a folder, a trophy, a gear,
a question mark (and a turning arrow for Continue). Drawn by code on a 24-unit grid in one
ink, with a soft caramel accent, at any size and screen density.

Only drawing functions here (the launcher sets them on its buttons after the first frame:
drawing names Qt's enums, which the first frame avoids, see launcher.py)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPainterPathStroker, QPen, QPixmap

from cocoa_games.ui import theme

#: every picture a launcher button may carry
NAMES = ("play", "learn", "load", "stats", "settings", "help", "continue")


def button_icon(name: str, side: int, ink: str, ratio: float = 1.0) -> QIcon:
    """The picture `name` as an icon `side` pixels square, drawn in `ink` at the screen's
    pixel `ratio` (crisp on high-density screens)."""
    pixels = max(1, round(side * ratio))
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(pixels / 24, pixels / 24)
    DRAW[name](painter, theme.qcolor(ink))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    icon = QIcon()
    for mode in (QIcon.Mode.Normal, QIcon.Mode.Active, QIcon.Mode.Selected):
        icon.addPixmap(pixmap, mode)  # (not Qt's washed-out "active" tint on hover)
    return icon


def _line(painter: QPainter, ink: QColor, width: float) -> None:
    pen = QPen(ink, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _fill(painter: QPainter, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)


def draw_play(painter: QPainter, ink: QColor) -> None:
    path = QPainterPath(QPointF(6, 3.5))
    path.lineTo(21, 12)
    path.lineTo(6, 20.5)
    path.closeSubpath()
    _line(painter, ink, 2.0)  # round corners: a friendly triangle
    painter.setBrush(ink)
    painter.drawPath(path)


def draw_learn(painter: QPainter, ink: QColor) -> None:
    """A light bulb with rays: "now I get it"."""
    _fill(painter, theme.qcolor(theme.GLOW_SOFT))
    painter.drawEllipse(QPointF(12, 10), 6.2, 6.2)
    _line(painter, ink, 1.8)
    bulb = QPainterPath()
    bulb.moveTo(9.2, 15.2)
    bulb.arcTo(QRectF(5.8, 3.8, 12.4, 12.4), 235, -290)
    bulb.lineTo(14.8, 17.2)
    bulb.lineTo(9.2, 17.2)
    bulb.closeSubpath()
    painter.drawPath(bulb)
    painter.drawLine(QPointF(9.6, 19.6), QPointF(14.4, 19.6))
    painter.drawLine(QPointF(10.6, 22), QPointF(13.4, 22))
    for angle in (-150, -90, -30):  # rays over the top
        a = math.radians(angle)
        painter.drawLine(QPointF(12 + 8.6 * math.cos(a), 10 + 8.6 * math.sin(a)),
                         QPointF(12 + 10.6 * math.cos(a), 10 + 10.6 * math.sin(a)))


def draw_load(painter: QPainter, ink: QColor) -> None:
    """A folder with a sheet peeking out."""
    _fill(painter, ink)
    tab = QPainterPath()
    tab.addRoundedRect(QRectF(2.5, 4.5, 8.5, 5), 1.5, 1.5)
    painter.drawPath(tab)
    _fill(painter, theme.qcolor(theme.WHITE))
    painter.drawRect(QRectF(6, 6.5, 13, 6))
    _fill(painter, ink)
    body = QPainterPath()
    body.addRoundedRect(QRectF(2.5, 8, 19, 12.5), 2, 2)
    painter.drawPath(body)
    _fill(painter, theme.qcolor(theme.CARAMEL))
    painter.drawRoundedRect(QRectF(4.5, 10.5, 15, 1.6), 0.8, 0.8)


def draw_stats(painter: QPainter, ink: QColor) -> None:
    """A trophy."""
    _line(painter, ink, 1.8)
    painter.drawArc(QRectF(2.5, 5, 6, 7), 90 * 16, 180 * 16)  # handles
    painter.drawArc(QRectF(15.5, 5, 6, 7), -90 * 16, 180 * 16)
    _fill(painter, theme.qcolor(theme.GLOW))
    cup = QPainterPath(QPointF(5.5, 3.5))
    cup.lineTo(18.5, 3.5)
    cup.cubicTo(18.5, 11, 15.5, 14.5, 12, 14.5)
    cup.cubicTo(8.5, 14.5, 5.5, 11, 5.5, 3.5)
    painter.drawPath(cup)
    _line(painter, ink, 1.6)
    painter.drawPath(cup)
    _fill(painter, ink)
    painter.drawRect(QRectF(11, 14.5, 2, 3.5))
    painter.drawRoundedRect(QRectF(7, 18, 10, 3.5), 1, 1)


def draw_settings(painter: QPainter, ink: QColor) -> None:
    """A gear: a ring with eight teeth and a hole."""
    gear = QPainterPath()
    gear.setFillRule(Qt.FillRule.WindingFill)
    gear.addEllipse(QPointF(12, 12), 7, 7)
    for k in range(8):
        tooth = QPainterPath()
        tooth.addRoundedRect(QRectF(-2.1, -10.5, 4.2, 5), 1, 1)
        a = math.radians(45 * k)
        # each tooth turned about the middle
        turned = QPainterPath()
        for i in range(tooth.elementCount()):
            e = tooth.elementAt(i)
            x, y = e.x * math.cos(a) - e.y * math.sin(a), e.x * math.sin(a) + e.y * math.cos(a)
            point = QPointF(12 + x, 12 + y)
            if e.isMoveTo():
                turned.moveTo(point)
            else:
                turned.lineTo(point)
        gear.addPath(turned)
    hole = QPainterPath()
    hole.addEllipse(QPointF(12, 12), 3, 3)
    _fill(painter, ink)
    painter.drawPath(gear.subtracted(hole))


def draw_help(painter: QPainter, ink: QColor) -> None:
    """A question mark cut out of a round badge (so it reads on any button)."""
    hook = QPainterPath(QPointF(8.6, 9.2))
    hook.arcTo(QRectF(8.6, 5.4, 6.8, 6.8), 180, -250)
    hook.lineTo(12, 14)
    stroker = QPainterPathStroker()
    stroker.setWidth(2.6)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    mark = stroker.createStroke(hook)
    mark.addEllipse(QPointF(12, 17.6), 1.6, 1.6)
    badge = QPainterPath()
    badge.addEllipse(QPointF(12, 12), 10.5, 10.5)
    _fill(painter, ink)
    painter.drawPath(badge.subtracted(mark.simplified()))


def draw_continue(painter: QPainter, ink: QColor) -> None:
    """A turning arrow: carry on where you were."""
    _line(painter, ink, 2.4)
    painter.drawArc(QRectF(4, 4, 16, 16), 100 * 16, 290 * 16)
    _fill(painter, ink)
    head = QPainterPath(QPointF(15.5, 1.5))
    head.lineTo(15.5, 10)
    head.lineTo(9.5, 5.5)
    head.closeSubpath()
    painter.drawPath(head)


DRAW = {"play": draw_play, "learn": draw_learn, "load": draw_load, "stats": draw_stats,
        "settings": draw_settings, "help": draw_help, "continue": draw_continue}

