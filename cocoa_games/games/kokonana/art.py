"""Kokonana's art, drawn by code: tile motifs, runners, keys, locks, temple, talismans, eyes.

Every picture is a list of layers (path, fill) in a 100×100 box, built once and cached, so
painting is a handful of `drawPath` calls. Motifs differ in silhouette *and* colour; keys
and runners carry a symbol so colour is never the only cue. The bigger pictures made of
these are in `board_art` (the board), `piece_art` (tiles, runners) and `panel_art`.
"""

from __future__ import annotations

import math
import zlib
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF

from cocoa_games.ui.pixmap_cache import blit

#: (path, fill colour or None) or (path, fill, pen colour, pen width) — a 100×100 box
Layer = tuple

INK = "#3a2816"


# -- path helpers -----------------------------------------------------------------------

def _ellipse(x: float, y: float, w: float, h: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QRectF(x, y, w, h))
    return p


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    return _ellipse(cx - r, cy - r, 2 * r, 2 * r)


def _rect(x: float, y: float, w: float, h: float, r: float = 0) -> QPainterPath:
    p = QPainterPath()
    if r:
        p.addRoundedRect(QRectF(x, y, w, h), r, r)
    else:
        p.addRect(QRectF(x, y, w, h))
    return p


def _poly(*pts: tuple[float, float]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    p.closeSubpath()
    return p


def _star(cx: float, cy: float, r_out: float, r_in: float, n: int = 5,
          rot: float = -90) -> QPainterPath:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return _poly(*pts)


def _heart(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx, cy + s * 0.9))
    p.cubicTo(cx - s * 1.4, cy - s * 0.1, cx - s * 0.7, cy - s * 1.2, cx, cy - s * 0.45)
    p.cubicTo(cx + s * 0.7, cy - s * 1.2, cx + s * 1.4, cy - s * 0.1, cx, cy + s * 0.9)
    p.closeSubpath()
    return p


def _moon(cx: float, cy: float, r: float) -> QPainterPath:
    return _circle(cx, cy, r).subtracted(_circle(cx + r * 0.5, cy - r * 0.25, r * 0.85))


def _drop(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx, cy - s))
    p.cubicTo(cx + s * 0.2, cy - s * 0.4, cx + s * 0.75, cy, cx + s * 0.7, cy + s * 0.35)
    p.cubicTo(cx + s * 0.6, cy + s * 0.95, cx - s * 0.6, cy + s * 0.95, cx - s * 0.7, cy + s * 0.35)
    p.cubicTo(cx - s * 0.75, cy, cx - s * 0.2, cy - s * 0.4, cx, cy - s)
    p.closeSubpath()
    return p


def _leaf(cx: float, cy: float, s: float) -> QPainterPath:
    p = QPainterPath(QPointF(cx - s, cy + s * 0.6))
    p.cubicTo(cx - s, cy - s * 0.6, cx + s * 0.2, cy - s, cx + s, cy - s)
    p.cubicTo(cx + s, cy, cx + s * 0.2, cy + s, cx - s, cy + s * 0.6)
    p.closeSubpath()
    return p


def _sun(cx: float, cy: float, r: float) -> QPainterPath:
    return _star(cx, cy, r, r * 0.62, n=8).united(_circle(cx, cy, r * 0.62))


def _wave_line(x0: float, x1: float, y: float, amp: float, waves: int = 2) -> QPainterPath:
    p = QPainterPath(QPointF(x0, y))
    step = (x1 - x0) / (2 * waves)
    x = x0
    for i in range(2 * waves):
        sign = -1 if i % 2 == 0 else 1
        p.quadTo(x + step / 2, y + sign * amp * 2, x + step, y)
        x += step
    return p


# -- shallow-water motifs ----------------------------------------------------------------

def _turtle() -> list[Layer]:
    legs = QPainterPath()
    for x, y in ((24, 30), (66, 30), (24, 62), (66, 62)):
        legs.addEllipse(QRectF(x, y, 12, 12))
    shell = _ellipse(22, 26, 52, 46)
    pattern = _poly((48, 36), (58, 42), (58, 54), (48, 60), (38, 54), (38, 42))
    return [(legs, "#7cb342"), (_circle(82, 49, 9), "#7cb342"), (shell, "#2e7d32"),
            (pattern, "#a5d6a7"), (_poly((18, 46), (10, 49), (18, 52)), "#7cb342")]


def _log() -> list[Layer]:
    body = _rect(10, 34, 76, 34, 6)
    end = _ellipse(74, 34, 18, 34)
    rings = _ellipse(79, 43, 8, 16)
    twig = _poly((36, 35), (30, 18), (35, 17), (42, 35))
    return [(twig, "#8d6e63"), (body, "#8d5a2b"), (_wave_line(18, 66, 50, 3, 3), None),
            (end, "#e6be8a"), (rings, None)]


def _catfish() -> list[Layer]:
    body = QPainterPath(QPointF(12, 50))
    body.cubicTo(20, 28, 62, 28, 74, 44)
    body.lineTo(92, 30)
    body.lineTo(88, 50)
    body.lineTo(92, 70)
    body.lineTo(74, 56)
    body.cubicTo(62, 72, 20, 72, 12, 50)
    body.closeSubpath()
    whiskers = QPainterPath(QPointF(16, 50))
    whiskers.cubicTo(8, 58, 4, 66, 8, 76)
    whiskers.moveTo(16, 48)
    whiskers.cubicTo(6, 42, 4, 34, 8, 26)
    return [(body, "#7e57c2"), (_circle(26, 45, 4), "#ffffff"), (_circle(27, 45, 2), INK),
            (whiskers, None)]


def _rocks() -> list[Layer]:
    return [(_ellipse(12, 46, 44, 34), "#8e8e8e"), (_ellipse(46, 40, 42, 40), "#6d6d6d"),
            (_ellipse(30, 20, 38, 34), "#b0b0b0")]


def _frog() -> list[Layer]:
    body = _ellipse(18, 34, 64, 46)
    eyes = _circle(34, 32, 11).united(_circle(66, 32, 11))
    pupils = _circle(34, 31, 5).united(_circle(66, 31, 5))
    mouth = QPainterPath(QPointF(36, 58))
    mouth.quadTo(50, 68, 64, 58)
    feet = _ellipse(10, 68, 22, 12).united(_ellipse(68, 68, 22, 12))
    return [(feet, "#9ccc65"), (body, "#8bc34a"), (eyes, "#ffffff"), (pupils, INK), (mouth, None)]


def _lily() -> list[Layer]:
    pad = _circle(50, 58, 34).subtracted(_poly((50, 58), (66, 98), (84, 92)))
    petals = QPainterPath()
    for i in range(6):
        a = math.radians(i * 60 - 90)
        x, y = 50 + 14 * math.cos(a) - 9, 44 + 14 * math.sin(a) - 9
        petals = petals.united(_ellipse(x, y, 18, 18))
    return [(pad, "#c5e1a5"), (petals, "#f06292"), (_circle(50, 44, 8), "#ffeb3b")]


def _duck() -> list[Layer]:
    body = QPainterPath(QPointF(14, 58))
    body.cubicTo(14, 84, 84, 86, 86, 56)
    body.lineTo(70, 58)
    body.cubicTo(60, 50, 30, 48, 14, 58)
    body.closeSubpath()
    head = _circle(66, 38, 15)
    beak = _poly((78, 36), (94, 40), (78, 46))
    return [(body, "#fdd835"), (head, "#fdd835"), (beak, "#fb8c00"), (_circle(69, 34, 3), INK)]


def _crab() -> list[Layer]:
    legs = QPainterPath()
    for i in range(3):
        legs.addRect(QRectF(8, 54 + i * 8, 18, 4))
        legs.addRect(QRectF(74, 54 + i * 8, 18, 4))
    claws = (_circle(20, 30, 11).subtracted(_poly((20, 30), (30, 12), (34, 22)))
             .united(_circle(80, 30, 11).subtracted(_poly((80, 30), (70, 12), (66, 22)))))
    body = _ellipse(22, 42, 56, 38)
    eyes = _circle(40, 44, 5).united(_circle(60, 44, 5))
    return [(legs, "#c62828"), (claws, "#e53935"), (body, "#e53935"), (eyes, "#ffffff")]


def _shell() -> list[Layer]:
    shell = QPainterPath(QPointF(50, 14))
    shell.lineTo(86, 58)
    shell.quadTo(50, 90, 14, 58)
    shell.closeSubpath()
    ribs = QPainterPath()
    for x in (24, 37, 50, 63, 76):
        ribs.moveTo(50, 16)
        ribs.lineTo(x, 76 - abs(x - 50) * 0.5)
    base = _rect(40, 74, 20, 12, 4)
    return [(base, "#ffb74d"), (shell, "#ff8a65"), (ribs, None)]


def _dragonfly() -> list[Layer]:
    wings = (_ellipse(14, 22, 36, 16).united(_ellipse(50, 22, 36, 16))
             .united(_ellipse(18, 40, 32, 13)).united(_ellipse(50, 40, 32, 13)))
    body = _rect(46, 18, 8, 70, 4)
    return [(wings, "#81d4fa"), (body, "#1565c0"), (_circle(50, 18, 8), "#1565c0")]


def _reeds() -> list[Layer]:
    stems = QPainterPath()
    for x in (32, 50, 68):
        stems.addRect(QRectF(x - 2, 30, 4, 60))
    tops = (_rect(26, 18, 12, 30, 6).united(_rect(44, 10, 12, 30, 6))
            .united(_rect(62, 22, 12, 30, 6)))
    return [(stems, "#689f38"), (tops, "#6d4c41"), (_leaf(30, 70, 12), "#9ccc65")]


def _snail() -> list[Layer]:
    foot = _rect(10, 66, 80, 14, 7)
    shell = _circle(52, 48, 26)
    spiral = QPainterPath(QPointF(52, 48))
    for i in range(1, 30):
        a = i * 0.45
        r = i * 0.75
        spiral.lineTo(52 + r * math.cos(a), 48 + r * math.sin(a))
    horns = QPainterPath(QPointF(18, 66))
    horns.lineTo(12, 46)
    horns.moveTo(22, 66)
    horns.lineTo(24, 46)
    return [(foot, "#bcaaa4"), (shell, "#ffa726"), (spiral, None), (horns, None),
            (_circle(12, 46, 3), INK), (_circle(24, 46, 3), INK)]


def _starfish() -> list[Layer]:
    return [(_star(50, 52, 42, 18), "#ff7043"), (_circle(50, 52, 5), "#ffccbc")]


# -- deep-water motifs -------------------------------------------------------------------

def _crocodile() -> list[Layer]:
    body = QPainterPath(QPointF(6, 56))
    body.lineTo(40, 44)
    body.cubicTo(56, 40, 70, 40, 80, 48)
    body.lineTo(96, 60)
    body.lineTo(78, 66)
    body.cubicTo(60, 70, 40, 68, 6, 60)
    body.closeSubpath()
    snout = _rect(6, 52, 30, 10, 5)
    teeth = _poly((12, 52), (14, 48), (16, 52)).united(_poly((22, 52), (24, 48), (26, 52)))
    bumps = _circle(50, 42, 5).united(_circle(62, 42, 5)).united(_circle(74, 46, 4))
    return [(bumps, "#2e7d32"), (body, "#388e3c"), (snout, "#388e3c"), (teeth, "#ffffff"),
            (_circle(38, 44, 6), "#ffeb3b"), (_circle(38, 44, 2.5), INK)]


def _hippo() -> list[Layer]:
    head = _ellipse(16, 30, 68, 54)
    ears = _circle(28, 28, 8).united(_circle(72, 28, 8))
    snout = _ellipse(26, 54, 48, 30)
    nostrils = _ellipse(38, 62, 7, 9).united(_ellipse(55, 62, 7, 9))
    eyes = _circle(38, 44, 5).united(_circle(62, 44, 5))
    return [(ears, "#9575cd"), (head, "#b39ddb"), (snout, "#d1c4e9"), (nostrils, INK),
            (eyes, INK)]


def _fish() -> list[Layer]:
    body = _ellipse(14, 30, 58, 40)
    tail = _poly((66, 50), (92, 28), (92, 72))
    fin = _poly((36, 32), (48, 16), (58, 34))
    stripes = _rect(38, 32, 6, 36).united(_rect(52, 34, 6, 32))
    return [(fin, "#ef6c00"), (tail, "#ff9800"), (body, "#ff9800"), (stripes, "#ffffff"),
            (_circle(26, 46, 4), INK)]


def _canoe() -> list[Layer]:
    hull = QPainterPath(QPointF(6, 48))
    hull.quadTo(50, 56, 94, 48)
    hull.quadTo(80, 76, 50, 76)
    hull.quadTo(20, 76, 6, 48)
    hull.closeSubpath()
    paddle = _rect(60, 12, 6, 50, 2).united(_ellipse(56, 52, 14, 26))
    return [(paddle, "#8d6e63"), (hull, "#fbc02d"), (_rect(20, 58, 60, 4), "#e65100")]


def _octopus() -> list[Layer]:
    legs = QPainterPath()
    for i in range(5):
        x = 22 + i * 14
        legs.addRoundedRect(QRectF(x - 5, 48, 10, 38), 5, 5)
    head = _ellipse(22, 12, 56, 50)
    eyes = _circle(40, 38, 6).united(_circle(60, 38, 6))
    return [(legs, "#d81b60"), (head, "#ec407a"), (eyes, "#ffffff"),
            (_circle(40, 39, 3).united(_circle(60, 39, 3)), INK)]


def _jellyfish() -> list[Layer]:
    bell = QPainterPath(QPointF(18, 52))
    bell.cubicTo(18, 10, 82, 10, 82, 52)
    bell.quadTo(50, 44, 18, 52)
    bell.closeSubpath()
    tentacles = QPainterPath()
    for x in (30, 44, 58, 72):
        tentacles.moveTo(x, 50)
        tentacles.cubicTo(x - 8, 62, x + 8, 74, x - 2, 90)
    return [(bell, "#ce93d8"), (tentacles, None), (_circle(40, 34, 4), "#ffffff")]


def _eel() -> list[Layer]:
    body = QPainterPath(QPointF(10, 60))
    body.cubicTo(26, 30, 40, 30, 50, 50)
    body.cubicTo(60, 70, 74, 70, 90, 40)
    stroker = QPainterPathStroker()
    stroker.setWidth(16)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroke = stroker.createStroke(body)
    return [(stroke, "#cddc39"), (_circle(86, 42, 3), INK)]


def _whale() -> list[Layer]:
    body = QPainterPath(QPointF(10, 56))
    body.cubicTo(10, 26, 70, 26, 76, 54)
    body.lineTo(92, 40)
    body.lineTo(90, 70)
    body.lineTo(76, 62)
    body.cubicTo(60, 82, 10, 82, 10, 56)
    body.closeSubpath()
    belly = QPainterPath(QPointF(14, 64))
    belly.cubicTo(30, 80, 60, 78, 72, 62)
    belly.quadTo(40, 70, 14, 64)
    spout = _drop(36, 16, 10)
    return [(spout, "#b3e5fc"), (body, "#1e88e5"), (belly, "#bbdefb"), (_circle(26, 52, 3.5), INK)]


def _anchor() -> list[Layer]:
    ring = _circle(50, 20, 10).subtracted(_circle(50, 20, 5))
    shaft = _rect(46, 28, 8, 52)
    bar = _rect(30, 34, 40, 7, 3)
    arc = QPainterPath(QPointF(16, 58))
    arc.quadTo(20, 90, 50, 88)
    arc.quadTo(80, 90, 84, 58)
    arc.lineTo(76, 64)
    arc.quadTo(72, 80, 50, 80)
    arc.quadTo(28, 80, 24, 64)
    arc.closeSubpath()
    tips = _poly((10, 62), (16, 50), (24, 62)).united(_poly((76, 62), (84, 50), (90, 62)))
    return [(ring.united(shaft).united(bar).united(arc).united(tips), "#546e7a")]


def _barrel() -> list[Layer]:
    body = QPainterPath(QPointF(26, 14))
    body.lineTo(74, 14)
    body.quadTo(90, 50, 74, 86)
    body.lineTo(26, 86)
    body.quadTo(10, 50, 26, 14)
    body.closeSubpath()
    bands = _rect(18, 26, 64, 7).united(_rect(16, 67, 68, 7))
    staves = QPainterPath()
    for x in (38, 50, 62):
        staves.moveTo(x, 16)
        staves.lineTo(x, 84)
    return [(body, "#a1887f"), (staves, None), (bands, "#424242")]


def _shark() -> list[Layer]:
    fin = _poly((30, 62), (56, 14), (62, 62))
    water = _wave_line(8, 92, 66, 5, 3)
    return [(fin, "#607d8b"), (water, None), (_rect(8, 70, 84, 6, 3), "#90a4ae")]


def _seahorse() -> list[Layer]:
    p = QPainterPath(QPointF(40, 16))
    p.cubicTo(60, 8, 72, 22, 62, 34)
    p.lineTo(82, 36)
    p.lineTo(80, 44)
    p.lineTo(62, 42)
    p.cubicTo(70, 58, 66, 76, 52, 82)
    p.cubicTo(40, 88, 44, 72, 52, 74)
    p.cubicTo(40, 66, 34, 50, 40, 36)
    p.cubicTo(34, 30, 34, 20, 40, 16)
    p.closeSubpath()
    fin = _poly((38, 44), (24, 50), (38, 58))
    return [(fin, "#ffe082"), (p, "#ffc107"), (_circle(54, 24, 3.5), INK)]


def _ray() -> list[Layer]:
    body = _poly((50, 22), (92, 50), (50, 70), (8, 50))
    tail = QPainterPath(QPointF(50, 66))
    tail.quadTo(54, 82, 46, 94)
    return [(body, "#26a69a"), (tail, None), (_circle(40, 44, 3), INK), (_circle(60, 44, 3), INK)]


def _chest() -> list[Layer]:
    box = _rect(14, 44, 72, 40, 4)
    lid = QPainterPath(QPointF(14, 46))
    lid.cubicTo(14, 18, 86, 18, 86, 46)
    lid.closeSubpath()
    lock = _rect(44, 40, 12, 14, 2)
    return [(box, "#5d4037"), (lid, "#ffb300"), (_rect(14, 44, 72, 5), "#ffe082"),
            (lock, "#ffe082")]


def _snake() -> list[Layer]:
    body = QPainterPath(QPointF(90, 80))
    body.cubicTo(60, 90, 20, 80, 30, 62)
    body.cubicTo(40, 46, 80, 56, 76, 36)
    body.cubicTo(72, 20, 40, 20, 30, 30)
    stroker = QPainterPathStroker()
    stroker.setWidth(13)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return [(stroker.createStroke(body), "#ef5350"), (_ellipse(18, 22, 20, 16), "#ef5350"),
            (_circle(26, 28, 3), INK)]


def _bottle() -> list[Layer]:
    b = _rect(30, 36, 40, 50, 10).united(_rect(42, 14, 16, 26, 3))
    return [(b, "#80cbc4"), (_rect(42, 10, 16, 8, 2), "#8d6e63"),
            (_rect(36, 50, 28, 20, 3), "#fff9c4")]


def _dolphin() -> list[Layer]:
    body = QPainterPath(QPointF(8, 62))
    body.cubicTo(20, 30, 56, 22, 78, 40)
    body.lineTo(92, 28)
    body.lineTo(88, 48)
    body.lineTo(96, 62)
    body.lineTo(80, 56)
    body.cubicTo(60, 70, 30, 70, 18, 64)
    body.lineTo(8, 62)
    body.closeSubpath()
    fin = _poly((44, 32), (52, 14), (60, 34))
    belly = QPainterPath(QPointF(14, 63))
    belly.cubicTo(30, 70, 56, 68, 70, 56)
    belly.quadTo(40, 64, 14, 63)
    return [(fin, "#4fa3d9"), (body, "#4fa3d9"), (belly, "#e1f5fe"), (_circle(26, 50, 3.5), INK)]


def _piranha() -> list[Layer]:
    body = QPainterPath(QPointF(10, 50))
    body.cubicTo(16, 18, 60, 16, 72, 46)
    body.lineTo(92, 28)
    body.lineTo(90, 72)
    body.lineTo(72, 56)
    body.cubicTo(60, 84, 16, 82, 10, 50)
    body.closeSubpath()
    belly = QPainterPath(QPointF(12, 56))
    belly.cubicTo(20, 78, 56, 78, 66, 60)
    belly.quadTo(36, 66, 12, 56)
    teeth = _poly((12, 52), (16, 46), (20, 52), (24, 46), (28, 52))
    return [(body, "#8fa3ad"), (belly, "#e53935"), (teeth, "#ffffff"),
            (_circle(26, 38, 5), "#ffeb3b"), (_circle(26, 38, 2.5), INK)]


def _otter() -> list[Layer]:
    """An otter floating on its back: long brown body, tail, round head, paws up."""
    body = _ellipse(18, 42, 58, 28)
    tail = QPainterPath(QPointF(22, 52))
    tail.quadTo(6, 50, 4, 66)
    tail.quadTo(14, 60, 24, 62)
    tail.closeSubpath()
    head = _circle(78, 50, 16)
    ears = _circle(74, 34, 5).united(_circle(88, 38, 5))
    muzzle = _ellipse(80, 50, 16, 12)
    paws = _ellipse(50, 32, 10, 14).united(_ellipse(62, 32, 10, 14))
    belly = _ellipse(26, 48, 42, 12)
    water = _wave_line(4, 96, 76, 4, 3)
    return [(tail, "#8d5a2b"), (ears, "#8d5a2b"), (body, "#a0704a"), (belly, "#d7b48a"),
            (paws, "#7a5233"), (head, "#a0704a"), (muzzle, "#efdcc5"),
            (_circle(76, 45, 2.5), INK), (_circle(90, 54, 2.5), INK), (water, None)]


def _whirlpool() -> list[Layer]:
    spiral = QPainterPath(QPointF(50, 50))
    for i in range(1, 80):
        a = i * 0.24
        r = i * 0.52
        spiral.lineTo(50 + r * math.cos(a), 50 + r * math.sin(a))
    return [(_circle(50, 50, 44), "#26c6da"), (spiral, None, "#ffffff", 7), (spiral, None, INK, 2)]


def _fallback(name: str) -> list[Layer]:
    """Unknown motif name: a big ring in a colour derived from the name."""
    hue = zlib.crc32(name.encode()) % 360
    colour = QColor.fromHsv(hue, 160, 220).name()
    return [(_circle(50, 50, 36).subtracted(_circle(50, 50, 16)), colour)]


SHALLOW_ART = {
    "turtle": _turtle, "log": _log, "catfish": _catfish, "rocks": _rocks, "frog": _frog,
    "lily_pad": _lily, "duck": _duck, "crab": _crab, "shell": _shell, "dragonfly": _dragonfly,
    "reeds": _reeds, "snail": _snail, "starfish": _starfish,
}
DEEP_ART = {
    "crocodile": _crocodile, "hippo": _hippo, "dolphin": _dolphin, "piranha": _piranha,
    "otter": _otter, "whirlpool": _whirlpool, "fish": _fish, "canoe": _canoe,
    "octopus": _octopus, "jellyfish": _jellyfish, "eel": _eel, "whale": _whale,
    "anchor": _anchor, "barrel": _barrel, "shark": _shark, "seahorse": _seahorse, "ray": _ray,
    "chest": _chest, "snake": _snake, "bottle": _bottle,
}
ALIASES = {
    "rock": "rocks", "stone": "rocks", "stones": "rocks", "lilypad": "lily_pad", "lily": "lily_pad",
    "waterlily": "lily_pad", "water_lily": "lily_pad", "reed": "reeds", "cattail": "reeds",
    "boat": "canoe", "raft": "canoe", "croc": "crocodile", "alligator": "crocodile",
    "treasure": "chest", "treasure_chest": "chest", "manta": "ray", "stingray": "ray",
    "octo": "octopus", "jelly": "jellyfish", "seashell": "shell", "clam": "shell",
    "trunk": "log", "driftwood": "log", "goldfish": "fish",
    "water_snake": "snake", "sea_snake": "snake",
}


@cache
def motif_layers(name: str) -> tuple[Layer, ...]:
    key = name.lower().replace(" ", "_").replace("-", "_")
    key = ALIASES.get(key, key)
    maker = SHALLOW_ART.get(key) or DEEP_ART.get(key)
    return tuple(maker() if maker else _fallback(key))


def has_art(name: str) -> bool:
    key = name.lower().replace(" ", "_").replace("-", "_")
    key = ALIASES.get(key, key)
    return key in SHALLOW_ART or key in DEEP_ART


# -- symbols for keys, locks and runners ------------------------------------------------

SYMBOLS = {
    "moon": lambda: _moon(50, 50, 30),
    "star": lambda: _star(50, 52, 34, 14),
    "sun": lambda: _sun(50, 50, 32),
    "heart": lambda: _heart(50, 50, 30),
    "drop": lambda: _drop(50, 52, 34),
    "leaf": lambda: _leaf(50, 50, 30),
    "diamond": lambda: _poly((50, 14), (84, 50), (50, 86), (16, 50)),
    "circle": lambda: _circle(50, 50, 30),
}

#: key colour name → (fill, symbol); purple and black are named by the rulebook
KEY_STYLE = {
    "purple": ("#8e44ad", "moon"),
    "black": ("#2b2b2b", "star"),
    "orange": ("#f57c00", "sun"),
    "white": ("#f5f5f5", "drop"),
    "pink": ("#ec6fa8", "heart"),
    "green": ("#2e9d4a", "leaf"),
    "red": ("#d32f2f", "heart"),
    "blue": ("#1e6fd9", "drop"),
    "yellow": ("#fbc02d", "sun"),
    "brown": ("#795548", "diamond"),
    "silver": ("#b0bec5", "diamond"),
    "gold": ("#d4a017", "sun"),
    "turquoise": ("#1abc9c", "leaf"),
}


def key_style(colour: str) -> tuple[str, str]:
    if colour in KEY_STYLE:
        return KEY_STYLE[colour]
    qc = QColor(colour)
    return (qc.name() if qc.isValid() else "#999999", "circle")


@cache
def symbol_path(symbol: str) -> QPainterPath:
    return SYMBOLS.get(symbol, SYMBOLS["circle"])()


#: runner colour name → (fill, head shape)
RUNNER_STYLE = {
    "yellow": ("#f4c20d", "circle"),
    "red": ("#e0453a", "square"),
    "blue": ("#3b7be0", "triangle"),
    "green": ("#35a853", "star"),
}
RUNNER_ORDER = ("yellow", "red", "blue", "green")


def runner_style(colour: str | None, seat: int) -> tuple[str, str]:
    if colour in RUNNER_STYLE:
        return RUNNER_STYLE[colour]
    return RUNNER_STYLE[RUNNER_ORDER[seat % 4]]


@cache
def runner_layers(head: str) -> tuple[QPainterPath, QPainterPath]:
    """A friendly pawn in a 100×100 box: body path and head path (head shape per seat)."""
    body = QPainterPath(QPointF(28, 92))
    body.lineTo(72, 92)
    body.cubicTo(72, 70, 66, 52, 50, 48)
    body.cubicTo(34, 52, 28, 70, 28, 92)
    body.closeSubpath()
    if head == "square":
        h = _rect(31, 10, 38, 38, 6)
    elif head == "triangle":
        h = _poly((50, 4), (74, 46), (26, 46))
    elif head == "star":
        h = _star(50, 28, 26, 12)
    else:
        h = _circle(50, 28, 20)
    return body, h


# -- painting ---------------------------------------------------------------------------

def paint_layers(p: QPainter, layers, rect: QRectF, outline: float = 3.0) -> None:
    """Draw 100×100-box layers scaled into rect, each with a dark outline."""
    p.save()
    p.translate(rect.topLeft())
    p.scale(rect.width() / 100, rect.height() / 100)
    pen = QPen(QColor(INK), outline)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    for layer in layers:
        path, fill = layer[0], layer[1]
        if len(layer) > 2:
            special = QPen(pen)
            special.setColor(QColor(layer[2]))
            special.setWidthF(layer[3])
            p.setPen(special)
        if fill is None:
            p.setBrush(Qt.BrushStyle.NoBrush)
        else:
            p.setBrush(QColor(fill))
        p.drawPath(path)
        if len(layer) > 2:
            p.setPen(pen)
    p.restore()


def paint_motif(p: QPainter, name: str, rect: QRectF) -> None:
    paint_layers(p, motif_layers(name), rect)


def paint_runner(p: QPainter, seat: int, rect: QRectF) -> None:
    fill, head = runner_style(None, seat)
    body, h = runner_layers(head)
    paint_layers(p, ((body, fill), (h, fill)), rect, outline=4)
    # a light face stripe so the head reads as a head
    eyes = [(_circle(43, 28, 3.2).united(_circle(57, 28, 3.2)), INK)] if head != "triangle" else [
        (_circle(44, 34, 3).united(_circle(56, 34, 3)), INK)]
    paint_layers(p, eyes, rect, outline=0.5)


@cache
def key_path() -> QPainterPath:
    """Key lying horizontally: a round bow at the left, shaft and two teeth at the right."""
    bow = _circle(28, 50, 24)
    shaft = _rect(48, 44, 46, 12, 3)
    teeth = _rect(74, 54, 8, 16).united(_rect(86, 54, 8, 20))
    return bow.united(shaft).united(teeth)


def paint_key(p: QPainter, colour: str, rect: QRectF) -> None:
    fill, symbol = key_style(colour)
    light = QColor(fill).lightness() > 150
    paint_layers(p, ((key_path(), fill),), rect, outline=3)
    sym_rect = QRectF(rect.x() + rect.width() * 0.10, rect.y() + rect.height() * 0.32,
                      rect.width() * 0.36, rect.height() * 0.36)
    paint_layers(p, ((symbol_path(symbol), INK if light else "#ffffff"),), sym_rect, outline=2)


def paint_lock(p: QPainter, colour: str, rect: QRectF) -> None:
    fill, symbol = key_style(colour)
    shackle = _rect(28, 8, 44, 50, 22).subtracted(_rect(38, 18, 24, 40, 12))
    body = _rect(16, 40, 68, 52, 10)
    paint_layers(p, ((shackle, "#9e9e9e"), (body, fill)), rect, outline=3)
    light = QColor(fill).lightness() > 150
    sym = QRectF(rect.x() + rect.width() * 0.30, rect.y() + rect.height() * 0.47,
                 rect.width() * 0.40, rect.height() * 0.40)
    paint_layers(p, ((symbol_path(symbol), INK if light else "#ffffff"),), sym, outline=2)


@cache
def wall_layers() -> tuple[Layer, ...]:
    bricks = QPainterPath()
    for row in range(5):
        y = 12 + row * 16
        off = 0 if row % 2 == 0 else 12
        x = 8 - off
        while x < 92:
            x0, x1 = max(x, 8), min(x + 24, 92)
            if x1 - x0 > 4:
                bricks.addRoundedRect(QRectF(x0 + 1, y + 1, x1 - x0 - 2, 14), 2, 2)
            x += 24
    return ((bricks, "#b5652f"),)


@cache
def temple_back_layers() -> tuple[Layer, ...]:
    steps = _rect(14, 70, 72, 14).united(_rect(24, 54, 52, 16)).united(_rect(34, 38, 32, 16))
    roof = _poly((30, 38), (50, 16), (70, 38))
    door = _rect(44, 62, 12, 22, 5)
    return ((steps, "#c9a66b"), (roof, "#a1783f"), (door, "#5d4037"))


@cache
def talisman_layers() -> tuple[Layer, ...]:
    coin = _circle(50, 50, 44)
    inner = _circle(50, 50, 32)
    spiral = QPainterPath(QPointF(50, 50))
    for i in range(1, 40):
        a = i * 0.42
        r = i * 0.65
        spiral.lineTo(50 + r * math.cos(a), 50 + r * math.sin(a))
    return ((coin, "#e0a526"), (inner, "#ffd54f"), (spiral, None))


@cache
def eye_layers() -> tuple[Layer, ...]:
    eye = QPainterPath(QPointF(6, 50))
    eye.quadTo(50, 6, 94, 50)
    eye.quadTo(50, 94, 6, 50)
    eye.closeSubpath()
    return ((eye, "#ffffff"), (_circle(50, 50, 18), None), (_circle(50, 50, 9), INK))


# -- the small pictures drawn again and again (panels, buttons, banner): cached ---------

def blit_runner(p: QPainter, seat: int, rect: QRectF) -> None:
    blit(p, f"kokonana:pawn:{seat}", rect, lambda q, r: paint_runner(q, seat, r))


def blit_key(p: QPainter, colour: str, rect: QRectF) -> None:
    blit(p, f"kokonana:keyart:{colour}", rect, lambda q, r: paint_key(q, colour, r))


def blit_layers(p: QPainter, name: str, layers: tuple, rect: QRectF, outline: float) -> None:
    """`layers` as `paint_layers` draws them; `name` tells them apart in the cache."""
    blit(p, f"kokonana:layers:{name}:{outline}", rect,
         lambda q, r: paint_layers(q, layers, r, outline))
