"""The eight animals and the butterfly, drawn with QPainter in a 100×100 box.

Friendly, chunky shapes with dark outlines so each animal reads at a glance even
small (call-bar icons). Every function draws into the box (0,0)-(100,100); callers
scale the painter. All art is original.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QConicalGradient,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

INK = QColor("#2b2118")


def _pen(width: float = 2.6, color: QColor = INK) -> QPen:
    pen = QPen(color, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fill(p: QPainter, color: str | QColor | QBrush, width: float = 2.6) -> None:
    p.setPen(_pen(width))
    p.setBrush(color if isinstance(color, QBrush) else QBrush(QColor(color)))


def _eyes(p: QPainter, lx: float, rx: float, y: float, r: float = 4.2) -> None:
    """Round friendly eyes with a white glint."""
    p.setPen(Qt.PenStyle.NoPen)
    for x in (lx, rx):
        p.setBrush(INK)
        p.drawEllipse(QPointF(x, y), r, r * 1.1)
        p.setBrush(QColor("white"))
        p.drawEllipse(QPointF(x + r * 0.35, y - r * 0.4), r * 0.35, r * 0.35)


def _smile(p: QPainter, cx: float, y: float, w: float) -> None:
    path = QPainterPath(QPointF(cx - w, y))
    path.quadTo(QPointF(cx, y + w * 0.9), QPointF(cx + w, y))
    p.setPen(_pen(2.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def _cheeks(p: QPainter, lx: float, rx: float, y: float, r: float = 4.5) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 120, 130, 110))
    for x in (lx, rx):
        p.drawEllipse(QPointF(x, y), r, r * 0.7)


def draw_cow(p: QPainter) -> None:
    # horns
    _fill(p, "#f3e7c9")
    for sx in (1, -1):
        horn = QPainterPath(QPointF(50 + sx * 18, 26))
        horn.quadTo(QPointF(50 + sx * 34, 22), QPointF(50 + sx * 32, 8))
        horn.quadTo(QPointF(50 + sx * 26, 20), QPointF(50 + sx * 12, 30))
        horn.closeSubpath()
        p.drawPath(horn)
    # ears
    _fill(p, "#ffffff")
    for sx in (1, -1):
        p.save()
        p.translate(50 + sx * 33, 36)
        p.rotate(sx * 20)
        p.drawEllipse(QRectF(-13, -7, 26, 14))
        p.restore()
    # head with spots
    head = QPainterPath()
    head.addRoundedRect(QRectF(24, 20, 52, 60), 24, 26)
    _fill(p, "#ffffff")
    p.drawPath(head)
    p.save()
    p.setClipPath(head)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QRectF(18, 18, 24, 22))
    p.drawEllipse(QRectF(60, 36, 18, 16))
    p.restore()
    _eyes(p, 40, 60, 46)
    # muzzle
    _fill(p, "#f6a9b8")
    p.drawEllipse(QRectF(28, 58, 44, 30))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#a34a5c"))
    p.drawEllipse(QRectF(38, 67, 7, 9))
    p.drawEllipse(QRectF(55, 67, 7, 9))
    _smile(p, 50, 80, 7)


def draw_sheep(p: QPainter) -> None:
    wool = QPainterPath()
    for i in range(12):
        a = i / 12 * 2 * math.pi
        wool.addEllipse(QPointF(50 + 30 * math.cos(a), 50 + 30 * math.sin(a)), 15, 15)
    wool.addEllipse(QPointF(50, 50), 30, 30)
    wool.setFillRule(Qt.FillRule.WindingFill)
    _fill(p, "#fbfaf4")
    p.drawPath(wool.simplified())
    # ears
    _fill(p, "#4a4040")
    for sx in (1, -1):
        p.save()
        p.translate(50 + sx * 24, 44)
        p.rotate(sx * -25)
        p.drawEllipse(QRectF(-12, -6, 24, 12))
        p.restore()
    # face
    _fill(p, "#5b4f4f")
    p.drawEllipse(QRectF(33, 34, 34, 44))
    # wool tuft on top
    _fill(p, "#fbfaf4")
    for x in (41.0, 50.0, 59.0):
        p.drawEllipse(QPointF(x, 33), 8, 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("white"))
    for x in (43.0, 57.0):
        p.drawEllipse(QPointF(x, 52), 5.5, 6)
    p.setBrush(INK)
    for x in (43.5, 57.5):
        p.drawEllipse(QPointF(x, 53), 3, 3.4)
    _smile(p, 50, 68, 5)
    p.setPen(_pen(2.2, QColor("#f0e0e0")))
    p.drawLine(QPointF(50, 66), QPointF(50, 69))


def draw_dog(p: QPainter) -> None:
    # floppy ears behind
    _fill(p, "#6b4226")
    for sx in (1, -1):
        ear = QPainterPath(QPointF(50 + sx * 16, 24))
        ear.cubicTo(QPointF(50 + sx * 42, 20), QPointF(50 + sx * 44, 60), QPointF(50 + sx * 34, 68))
        ear.cubicTo(QPointF(50 + sx * 26, 60), QPointF(50 + sx * 24, 40), QPointF(50 + sx * 18, 34))
        ear.closeSubpath()
        p.drawPath(ear)
    _fill(p, "#c98b4f")
    p.drawEllipse(QRectF(24, 18, 52, 58))
    # eye patch
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#8a5a33"))
    p.drawEllipse(QRectF(52, 32, 18, 20))
    _eyes(p, 40, 60, 43)
    # snout
    _fill(p, "#f1d9b5")
    p.drawEllipse(QRectF(32, 52, 36, 28))
    # tongue
    _fill(p, "#ff7f8e", 2.2)
    tongue = QPainterPath(QPointF(44, 72))
    tongue.lineTo(QPointF(44, 82))
    tongue.quadTo(QPointF(50, 90), QPointF(56, 82))
    tongue.lineTo(QPointF(56, 72))
    p.drawPath(tongue)
    _fill(p, INK, 1)
    nose = QPainterPath(QPointF(42, 56))
    nose.quadTo(QPointF(50, 52), QPointF(58, 56))
    nose.quadTo(QPointF(56, 64), QPointF(50, 65))
    nose.quadTo(QPointF(44, 64), QPointF(42, 56))
    p.drawPath(nose)
    _smile(p, 50, 68, 8)


def draw_cat(p: QPainter) -> None:
    _fill(p, "#f0a04b")
    for sx in (1, -1):
        ear = QPainterPath(QPointF(50 + sx * 8, 28))
        ear.lineTo(QPointF(50 + sx * 30, 8))
        ear.lineTo(QPointF(50 + sx * 34, 40))
        ear.closeSubpath()
        p.drawPath(ear)
    _fill(p, "#ffc6cf", 1.5)
    for sx in (1, -1):
        inner = QPainterPath(QPointF(50 + sx * 16, 28))
        inner.lineTo(QPointF(50 + sx * 28, 16))
        inner.lineTo(QPointF(50 + sx * 30, 34))
        inner.closeSubpath()
        p.drawPath(inner)
    _fill(p, "#f0a04b")
    p.drawEllipse(QRectF(16, 24, 68, 56))
    # tabby stripes
    p.setPen(_pen(3, QColor("#c06a1c")))
    for dx in (-8, 0, 8):
        p.drawLine(QPointF(50 + dx, 26), QPointF(50 + dx * 0.8, 35))
    # eyes: big almond
    p.setPen(_pen(2))
    p.setBrush(QColor("#a7d860"))
    for x in (37, 63):
        p.drawEllipse(QPointF(x, 50), 7, 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    for x in (37, 63):
        p.drawEllipse(QPointF(x, 50), 2.2, 6.5)
    _fill(p, "#ff8fa3", 1.5)
    nose = QPainterPath(QPointF(45, 60))
    nose.lineTo(QPointF(55, 60))
    nose.lineTo(QPointF(50, 66))
    nose.closeSubpath()
    p.drawPath(nose)
    p.setPen(_pen(2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QPainterPath(QPointF(42, 70))
    mouth.quadTo(QPointF(46, 74), QPointF(50, 66))
    mouth.quadTo(QPointF(54, 74), QPointF(58, 70))
    p.drawPath(mouth)
    p.setPen(_pen(1.6))
    for sx in (1, -1):
        for dy in (-3, 3):
            p.drawLine(QPointF(50 + sx * 14, 66 + dy * 0.5), QPointF(50 + sx * 40, 63 + dy * 2.5))


def draw_bee(p: QPainter) -> None:
    # wings
    p.setPen(_pen(2))
    p.setBrush(QColor(200, 235, 255, 210))
    p.save()
    p.translate(44, 34)
    p.rotate(-25)
    p.drawEllipse(QRectF(-12, -22, 24, 34))
    p.restore()
    p.save()
    p.translate(60, 32)
    p.rotate(20)
    p.drawEllipse(QRectF(-10, -20, 20, 30))
    p.restore()
    # stinger
    _fill(p, INK, 1.5)
    sting = QPainterPath(QPointF(84, 58))
    sting.lineTo(QPointF(96, 62))
    sting.lineTo(QPointF(84, 66))
    p.drawPath(sting)
    # body with stripes
    body = QPainterPath()
    body.addEllipse(QRectF(26, 40, 62, 44))
    _fill(p, "#ffd23f")
    p.drawPath(body)
    p.save()
    p.setClipPath(body)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    for x in (46, 62, 78):
        p.drawRect(QRectF(x, 38, 8, 50))
    p.restore()
    p.setPen(_pen(2.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(body)
    # head
    _fill(p, "#ffd23f")
    p.drawEllipse(QRectF(8, 44, 32, 32))
    # antennae
    p.setPen(_pen(2.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for dx, tip in ((16, QPointF(8, 28)), (26, QPointF(28, 26))):
        ant = QPainterPath(QPointF(dx, 48))
        ant.quadTo(QPointF(dx - 2, 36), tip)
        p.drawPath(ant)
    p.setBrush(INK)
    p.drawEllipse(QPointF(8, 28), 2.8, 2.8)
    p.drawEllipse(QPointF(28, 26), 2.8, 2.8)
    _eyes(p, 18, 29, 57, 3.4)
    _smile(p, 24, 66, 5)


def draw_donkey(p: QPainter) -> None:
    # very long upright ears: the donkey's signature
    for sx in (1, -1):
        p.save()
        p.translate(50 + sx * 14, 26)
        p.rotate(sx * 14)
        _fill(p, "#8e8a92")
        p.drawEllipse(QRectF(-8, -28, 16, 42))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#e9c7cf"))
        p.drawEllipse(QRectF(-4, -22, 8, 28))
        p.restore()
    # mane tuft
    _fill(p, "#3f3a42")
    p.drawEllipse(QRectF(40, 14, 20, 16))
    # long head
    _fill(p, "#a7a3ab")
    p.drawRoundedRect(QRectF(30, 22, 40, 56), 18, 20)
    _eyes(p, 41, 59, 40, 3.8)
    # pale muzzle
    _fill(p, "#e8e2da")
    p.drawEllipse(QRectF(26, 58, 48, 34))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QRectF(37, 66, 6, 7))
    p.drawEllipse(QRectF(57, 66, 6, 7))
    # big toothy grin ("hee-haw")
    _fill(p, "#ffffff", 2)
    p.drawRoundedRect(QRectF(42, 79, 16, 8), 2, 2)
    p.drawLine(QPointF(50, 79), QPointF(50, 87))


def draw_lion(p: QPainter) -> None:
    mane = QPainterPath()
    n = 14
    for i in range(n * 2 + 1):
        a = i / (n * 2) * 2 * math.pi
        r = 46 if i % 2 == 0 else 36
        pt = QPointF(50 + r * math.cos(a), 52 + r * math.sin(a))
        if i == 0:
            mane.moveTo(pt)
        else:
            mane.lineTo(pt)
    _fill(p, "#c8621b")
    p.drawPath(mane)
    # ears
    _fill(p, "#f2b544")
    p.drawEllipse(QPointF(30, 30), 8, 8)
    p.drawEllipse(QPointF(70, 30), 8, 8)
    _fill(p, "#f2b544")
    p.drawEllipse(QRectF(24, 26, 52, 54))
    _eyes(p, 40, 60, 46)
    _fill(p, "#fbe3b0", 2)
    p.drawEllipse(QRectF(36, 56, 28, 20))
    _fill(p, "#7a3b1a", 1.5)
    nose = QPainterPath(QPointF(44, 57))
    nose.lineTo(QPointF(56, 57))
    nose.lineTo(QPointF(50, 64))
    nose.closeSubpath()
    p.drawPath(nose)
    p.setPen(_pen(2))
    p.drawLine(QPointF(50, 64), QPointF(50, 68))
    _smile(p, 50, 68, 6)
    _cheeks(p, 32, 68, 58)


def draw_rooster(p: QPainter) -> None:
    # tail feathers
    for i, col in enumerate(("#2f6b3a", "#1f4d7a", "#6b2f7a")):
        _fill(p, col, 2.2)
        tail = QPainterPath(QPointF(66, 62))
        tail.cubicTo(QPointF(78 + i * 2, 30 + i * 8), QPointF(96, 30 + i * 10),
                     QPointF(92, 52 + i * 6))
        tail.cubicTo(QPointF(86, 48 + i * 6), QPointF(80, 56), QPointF(72, 70))
        tail.closeSubpath()
        p.drawPath(tail)
    # legs
    p.setPen(_pen(3, QColor("#e09a1a")))
    p.drawLine(QPointF(44, 80), QPointF(42, 94))
    p.drawLine(QPointF(56, 80), QPointF(58, 94))
    p.drawLine(QPointF(36, 94), QPointF(48, 94))
    p.drawLine(QPointF(52, 94), QPointF(64, 94))
    # body
    _fill(p, "#f7efe2")
    body = QPainterPath(QPointF(30, 52))
    body.cubicTo(QPointF(24, 84), QPointF(70, 92), QPointF(76, 64))
    body.cubicTo(QPointF(72, 52), QPointF(56, 52), QPointF(46, 50))
    body.closeSubpath()
    p.drawPath(body)
    # wing
    _fill(p, "#e0c9a6", 2)
    wing = QPainterPath(QPointF(44, 64))
    wing.cubicTo(QPointF(52, 58), QPointF(66, 62), QPointF(64, 72))
    wing.cubicTo(QPointF(58, 78), QPointF(48, 76), QPointF(44, 64))
    p.drawPath(wing)
    # comb
    _fill(p, "#e3262f")
    comb = QPainterPath(QPointF(26, 20))
    comb.quadTo(QPointF(26, 6), QPointF(34, 12))
    comb.quadTo(QPointF(38, 2), QPointF(44, 12))
    comb.quadTo(QPointF(52, 6), QPointF(50, 22))
    comb.closeSubpath()
    p.drawPath(comb)
    # head and neck
    _fill(p, "#f7efe2")
    p.drawEllipse(QRectF(22, 16, 30, 30))
    neck = QPainterPath(QPointF(26, 38))
    neck.lineTo(QPointF(30, 58))
    neck.lineTo(QPointF(48, 54))
    neck.lineTo(QPointF(48, 36))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(neck)
    p.setPen(_pen())
    p.drawLine(QPointF(26, 40), QPointF(30, 56))
    # beak
    _fill(p, "#f2a81d")
    beak = QPainterPath(QPointF(24, 26))
    beak.lineTo(QPointF(10, 31))
    beak.lineTo(QPointF(24, 35))
    beak.closeSubpath()
    p.drawPath(beak)
    # wattle
    _fill(p, "#e3262f")
    p.drawEllipse(QRectF(20, 35, 9, 13))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QPointF(34, 27), 3.4, 3.6)
    p.setBrush(QColor("white"))
    p.drawEllipse(QPointF(35, 26), 1.2, 1.2)


def rainbow_brush(rect: QRectF) -> QBrush:
    grad = QConicalGradient(rect.center(), 90)
    for i, col in enumerate(("#ff4d6d", "#ff9f1c", "#ffe14d", "#4cd964", "#2ec4f0",
                             "#5b6cff", "#b455f5", "#ff4d6d")):
        grad.setColorAt(i / 7, QColor(col))
    return QBrush(grad)


def draw_butterfly(p: QPainter) -> None:
    box = QRectF(0, 0, 100, 100)
    brush = rainbow_brush(box)
    for sx in (1, -1):
        upper = QPainterPath(QPointF(50, 46))
        upper.cubicTo(QPointF(50 + sx * 20, 4), QPointF(50 + sx * 54, 6), QPointF(50 + sx * 44, 40))
        upper.cubicTo(QPointF(50 + sx * 40, 50), QPointF(50 + sx * 20, 52), QPointF(50, 50))
        lower = QPainterPath(QPointF(50, 52))
        lower.cubicTo(QPointF(50 + sx * 30, 52), QPointF(50 + sx * 44, 70),
                      QPointF(50 + sx * 32, 86))
        lower.cubicTo(QPointF(50 + sx * 20, 96), QPointF(50 + sx * 6, 78), QPointF(50, 58))
        _fill(p, brush, 2.6)
        p.drawPath(upper)
        p.drawPath(lower)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawEllipse(QPointF(50 + sx * 30, 30), 7, 7)
        p.drawEllipse(QPointF(50 + sx * 24, 72), 5, 5)
    # body
    _fill(p, "#3b2a4a", 2)
    p.drawRoundedRect(QRectF(46, 30, 8, 52), 4, 4)
    p.drawEllipse(QPointF(50, 28), 6, 6)
    p.setPen(_pen(2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for sx in (1, -1):
        ant = QPainterPath(QPointF(50, 24))
        ant.quadTo(QPointF(50 + sx * 4, 10), QPointF(50 + sx * 12, 8))
        p.drawPath(ant)


def rainbow_linear(x0: float, x1: float) -> QLinearGradient:
    grad = QLinearGradient(x0, 0, x1, 0)
    for i, col in enumerate(("#ff4d6d", "#ff9f1c", "#ffe14d", "#4cd964", "#2ec4f0", "#5b6cff",
                             "#b455f5")):
        grad.setColorAt(i / 6, QColor(col))
    return grad


DRAWERS: dict[str, Callable[[QPainter], None]] = {
    "cow": draw_cow,
    "sheep": draw_sheep,
    "dog": draw_dog,
    "cat": draw_cat,
    "bee": draw_bee,
    "donkey": draw_donkey,
    "lion": draw_lion,
    "rooster": draw_rooster,
    "butterfly": draw_butterfly,
}


def draw_animal(p: QPainter, animal: str, rect: QRectF) -> None:
    """Draw `animal` fitted into `rect` (keeps the square aspect, centred)."""
    side = min(rect.width(), rect.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side / 100, side / 100)
    DRAWERS[animal](p)
    p.restore()
