"""The pieces on the table as pictures: a cup from above (with the coconuts in it), a
coconut and its shadow, a seat's monkey launcher, the aim's dotted hint and a wind arrow.
The scene decides which picture to draw (its look) and where."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from cocoa_games.ui import theme
from cocoa_games.ui.avatar_art import draw_avatar
from cocoa_games.ui.text import draw_text

from .layout import RED
from .looks import SeatLook
from .palette import COLOURS
from .places import LAUNCHER_ROOM

#: one dot of the aim's hint: x, y and radius in the scene
Dot = tuple[float, float, float]


def paint_cup(p: QPainter, r: QRectF, colour: str, coconuts: int, marked: bool) -> None:
    """A cup seen from above filling `r`; `marked`: the cup Aimed Shot named."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    main = QColor(COLOURS[colour])
    dark = QColor(COLOURS[f"{colour}_dark"])
    p.setPen(QPen(QColor(theme.INK), max(1.5, r.width() * 0.04)))
    p.setBrush(main)
    p.drawEllipse(r.adjusted(1, 1, -1, -1))
    inner = r.adjusted(r.width() * 0.16, r.height() * 0.16, -r.width() * 0.16,
                       -r.height() * 0.16)
    grad = QRadialGradient(inner.center() + QPointF(-inner.width() * 0.15, -inner.height()
                                                    * 0.15), inner.width() * 0.6)
    grad.setColorAt(0, dark.darker(140))
    grad.setColorAt(1, dark)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(dark.darker(130), 1))
    p.drawEllipse(inner)
    if colour == RED:  # dots on the rim: red is never told by colour alone
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.WHITE))
        c, rr = r.center(), r.width() * 0.42
        for k in range(8):
            a = k * math.pi / 4
            d = r.width() * 0.05
            p.drawEllipse(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)), d, d)
    _paint_coconuts(p, inner, coconuts)
    if marked:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(theme.BERRY), max(3.0, r.width() * 0.08), Qt.PenStyle.DashLine))
        p.drawEllipse(r.adjusted(-4, -4, 4, 4))


def _paint_coconuts(p: QPainter, inner: QRectF, coconuts: int) -> None:
    if coconuts <= 0:
        return
    shown = min(coconuts, 6)
    d = inner.width() * (0.42 if shown == 1 else 0.3)
    c = inner.center()
    p.setPen(QPen(QColor(theme.INK), 1))
    p.setBrush(QColor(COLOURS["coconut"]))
    for k in range(shown):
        a = k * 2 * math.pi / shown
        off = 0.0 if shown == 1 else inner.width() * 0.22
        p.drawEllipse(QPointF(c.x() + off * math.cos(a), c.y() + off * math.sin(a)),
                      d / 2, d / 2)
    if coconuts > 6:
        draw_text(p, inner, str(coconuts), max(theme.MIN_TABLE_PX, inner.height() * 0.5),
                  colour=theme.WHITE)


def paint_coconut(p: QPainter, rect: QRectF) -> None:
    """A hairy brown ball filling `rect`, with its three "eyes"."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r, c = rect.width() / 2, rect.center()
    grad = QRadialGradient(c + QPointF(-r * 0.35, -r * 0.35), r * 1.3)
    grad.setColorAt(0, QColor(COLOURS["coconut_light"]))
    grad.setColorAt(1, QColor(COLOURS["coconut"]))
    p.setPen(QPen(QColor(theme.INK), 1.5))
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, r, r)
    p.setBrush(QColor(theme.INK))
    p.setPen(Qt.PenStyle.NoPen)
    for dx, dy in ((-0.25, -0.1), (0.25, -0.1), (0.0, 0.3)):
        p.drawEllipse(c + QPointF(dx * r, dy * r), r * 0.11, r * 0.11)


def paint_shadow(p: QPainter, r: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.qcolor("#000000", 70))
    p.drawEllipse(r)


def paint_launcher(p: QPainter, rect: QRectF, angle: float, pull: float, active: bool,
                   look: SeatLook | None = None) -> None:
    """A monkey launcher in the middle of `rect` (`LAUNCHER_ROOM` times its size either
    way), turned `angle` degrees from pointing up, its spoon pulled back by `pull` (0..1);
    `active`: the shooter's, with a glow; `look`: its owner's, the base in their colour and
    their picture on it (else the wooden monkey)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = rect.width() / (2 * LAUNCHER_ROOM)
    p.translate(rect.center())
    p.rotate(angle)
    if active:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qcolor(theme.GLOW_SOFT, 110))
        p.drawEllipse(QPointF(0, 0), s * 1.05, s * 1.05)
    back = s * 0.2 + pull * s * 1.1
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(QColor(look.fill if look else COLOURS["wood"]))
    p.drawRoundedRect(QRectF(-s * 0.55, -s * 0.25, s * 1.1, s * 0.9), 6, 6)  # the base
    p.setBrush(QColor(COLOURS["wood_dark"]))
    p.drawRoundedRect(QRectF(-s * 0.12, -s * 0.7 + back, s * 0.24, s * 0.9), 4, 4)  # arm
    p.setBrush(QColor(COLOURS["wood"]))
    p.drawEllipse(QPointF(0, -s * 0.7 + back), s * 0.3, s * 0.3)  # the spoon
    if look is not None and look.picture:  # the person's own picture where the monkey was
        draw_avatar(p, QRectF(-s * 0.36, s * 0.0, s * 0.72, s * 0.72), look.person())
        return
    # a small monkey face on the base: ears, face, eyes
    face = QPointF(0, s * 0.35)
    p.setBrush(QColor("#7a4a26"))
    for dx in (-0.3, 0.3):
        p.drawEllipse(face + QPointF(dx * s, -s * 0.05), s * 0.12, s * 0.12)
    p.drawEllipse(face, s * 0.24, s * 0.2)
    p.setBrush(QColor("#f1d3a8"))
    p.drawEllipse(face + QPointF(0, s * 0.04), s * 0.16, s * 0.12)


def dots_box(dots: Sequence[Dot]) -> QRectF:
    """All `paint_dots` paints of `dots` (their rims' pen, too)."""
    box = QRectF()
    for x, y, r in dots:
        box |= QRectF(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6)
    return box


def paint_dots(p: QPainter, _rect: QRectF, *dots: Dot) -> None:
    """The aim's dotted hint: white dots (x, y, radius)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 1.5))
    p.setBrush(QColor(theme.WHITE))
    for x, y, r in dots:
        p.drawEllipse(QPointF(x, y), r, r)


def paint_wind(p: QPainter, r: QRectF, wind: tuple[float, float],
               shown: tuple[float, float] | None = None) -> None:
    """A wind as an arrow on a white disc, longer for a stronger wind; `shown`: the wind
    as the turned table shows it (right, up the screen), else `wind` itself."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(theme.qcolor(theme.WHITE, 220))
    p.drawEllipse(r.adjusted(2, 2, -2, -2))
    c = r.center()
    wx, wy = wind if shown is None else shown
    length = math.hypot(wx, wy) * r.width() * 0.4
    angle = math.atan2(-wy, wx)  # screen y runs down
    tip = QPointF(c.x() + math.cos(angle) * length, c.y() + math.sin(angle) * length)
    tail = QPointF(c.x() - math.cos(angle) * length, c.y() - math.sin(angle) * length)
    p.setPen(QPen(QColor(COLOURS["wind"]), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(tail, tip)
    head = QPainterPath(tip)
    for turn in (2.5, -2.5):
        head.lineTo(QPointF(tip.x() + math.cos(angle + turn) * 12,
                            tip.y() + math.sin(angle + turn) * 12))
        head.moveTo(tip)
    p.drawPath(head)


def paint_gauge(p: QPainter, r: QRectF, pull: float, reading: str) -> None:
    """The power gauge filling `r`: an upright bar filled as far as the launcher is
    pulled (0..1), green to red, with quarter marks, and its reading over it."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = max(theme.MIN_TABLE_PX, r.width() * 0.3)
    bar_w = r.width() * 0.42
    bar = QRectF(r.center().x() - bar_w / 2, r.top() + size * 1.5, bar_w,
                 r.height() - size * 1.5 - 2)
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(theme.qcolor(theme.WHITE, 200))
    p.drawRoundedRect(bar, 5, 5)
    if pull > 0:
        fill = QRectF(bar.left() + 2, bar.bottom() - 2 - (bar.height() - 4) * pull,
                      bar.width() - 4, (bar.height() - 4) * pull)
        grad = QLinearGradient(bar.bottomLeft(), bar.topLeft())
        grad.setColorAt(0.0, QColor(theme.LEAF))
        grad.setColorAt(0.6, QColor(theme.GLOW))
        grad.setColorAt(1.0, QColor(theme.BERRY))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(fill, 3, 3)
    p.setPen(QPen(QColor(theme.INK), 1.5))
    for k in (1, 2, 3):  # quarter marks, the half a little longer
        y = bar.bottom() - bar.height() * k / 4
        reach = bar_w * (0.45 if k == 2 else 0.3)
        p.drawLine(QPointF(bar.left(), y), QPointF(bar.left() + reach, y))
    p.setPen(QPen(QColor(theme.INK), 1))
    backing = QRectF(r.left(), r.top(), r.width(), size * 1.35)
    p.setBrush(theme.qcolor(theme.WHITE, 220))
    p.drawRoundedRect(backing, 4, 4)
    draw_text(p, backing, reading, size, colour=theme.INK)


def paint_light(p: QPainter, r: QRectF, strength: float) -> None:
    """The winner's pyramid lit at the end, filling `r` round it: a warm glow with turning
    rays and a ring of sparkles, `strength` 0 → 1 as the end cheers it (it flickers on its
    way up and stands full at 1)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c, radius = r.center(), r.width() / 2
    bright = min(1.0, strength * 2.5) * (0.75 + 0.25 * math.cos(strength * 6 * math.pi))
    glow = QRadialGradient(c, radius)
    glow.setColorAt(0.0, theme.qcolor(theme.GLOW, int(230 * bright)))
    glow.setColorAt(0.55, theme.qcolor(theme.GLOW_SOFT, int(170 * bright)))
    glow.setColorAt(1.0, theme.qcolor(theme.GLOW_SOFT, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(glow))
    p.drawEllipse(c, radius, radius)
    turn = math.radians(strength * 50)
    p.setPen(QPen(theme.qcolor(theme.WHITE, int(200 * bright)), max(2.0, radius * 0.035),
                  Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(12):  # the rays, reaching out as it lights up
        a = turn + k * math.pi / 6
        inner, outer = radius * 0.55, radius * (0.6 + 0.35 * min(1.0, strength * 1.6))
        p.drawLine(QPointF(c.x() + inner * math.cos(a), c.y() + inner * math.sin(a)),
                   QPointF(c.x() + outer * math.cos(a), c.y() + outer * math.sin(a)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.qcolor(theme.WHITE, int(240 * bright)))
    for k in range(6):  # the sparkles, between the rays
        a = -turn + (k + 0.5) * math.pi / 3
        at = QPointF(c.x() + radius * 0.8 * math.cos(a), c.y() + radius * 0.8 * math.sin(a))
        size = radius * 0.07 * bright
        star = QPainterPath(at + QPointF(0, -size * 1.6))
        for dx, dy in ((0.35, -0.35), (1.6, 0), (0.35, 0.35), (0, 1.6), (-0.35, 0.35),
                       (-1.6, 0), (-0.35, -0.35)):
            star.lineTo(at + QPointF(dx * size, dy * size))
        star.closeSubpath()
        p.drawPath(star)
