"""Kokonana's tile motifs, drawn by code: each a list of layers (path, fill) in a 100×100
box, built once and cached. Motifs differ in silhouette *and* colour."""

from __future__ import annotations

import math
import zlib
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPainterPathStroker

from . import paths_art as sh
from .art_base import INK, Layer

# -- shallow-water motifs ----------------------------------------------------------------

def _turtle() -> list[Layer]:
    legs = QPainterPath()
    for x, y in ((24, 30), (66, 30), (24, 62), (66, 62)):
        legs.addEllipse(QRectF(x, y, 12, 12))
    shell = sh.ellipse(22, 26, 52, 46)
    pattern = sh.poly((48, 36), (58, 42), (58, 54), (48, 60), (38, 54), (38, 42))
    return [(legs, "#7cb342"), (sh.circle(82, 49, 9), "#7cb342"), (shell, "#2e7d32"),
            (pattern, "#a5d6a7"), (sh.poly((18, 46), (10, 49), (18, 52)), "#7cb342")]


def _log() -> list[Layer]:
    body = sh.rect(10, 34, 76, 34, 6)
    end = sh.ellipse(74, 34, 18, 34)
    rings = sh.ellipse(79, 43, 8, 16)
    twig = sh.poly((36, 35), (30, 18), (35, 17), (42, 35))
    return [(twig, "#8d6e63"), (body, "#8d5a2b"), (sh.wave_line(18, 66, 50, 3, 3), None),
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
    return [(body, "#7e57c2"), (sh.circle(26, 45, 4), "#ffffff"), (sh.circle(27, 45, 2), INK),
            (whiskers, None)]


def _rocks() -> list[Layer]:
    return [(sh.ellipse(12, 46, 44, 34), "#8e8e8e"), (sh.ellipse(46, 40, 42, 40), "#6d6d6d"),
            (sh.ellipse(30, 20, 38, 34), "#b0b0b0")]


def _frog() -> list[Layer]:
    body = sh.ellipse(18, 34, 64, 46)
    eyes = sh.circle(34, 32, 11).united(sh.circle(66, 32, 11))
    pupils = sh.circle(34, 31, 5).united(sh.circle(66, 31, 5))
    mouth = QPainterPath(QPointF(36, 58))
    mouth.quadTo(50, 68, 64, 58)
    feet = sh.ellipse(10, 68, 22, 12).united(sh.ellipse(68, 68, 22, 12))
    return [(feet, "#9ccc65"), (body, "#8bc34a"), (eyes, "#ffffff"), (pupils, INK), (mouth, None)]


def _lily() -> list[Layer]:
    pad = sh.circle(50, 58, 34).subtracted(sh.poly((50, 58), (66, 98), (84, 92)))
    petals = QPainterPath()
    for i in range(6):
        a = math.radians(i * 60 - 90)
        x, y = 50 + 14 * math.cos(a) - 9, 44 + 14 * math.sin(a) - 9
        petals = petals.united(sh.ellipse(x, y, 18, 18))
    return [(pad, "#c5e1a5"), (petals, "#f06292"), (sh.circle(50, 44, 8), "#ffeb3b")]


def _duck() -> list[Layer]:
    body = QPainterPath(QPointF(14, 58))
    body.cubicTo(14, 84, 84, 86, 86, 56)
    body.lineTo(70, 58)
    body.cubicTo(60, 50, 30, 48, 14, 58)
    body.closeSubpath()
    head = sh.circle(66, 38, 15)
    beak = sh.poly((78, 36), (94, 40), (78, 46))
    return [(body, "#fdd835"), (head, "#fdd835"), (beak, "#fb8c00"), (sh.circle(69, 34, 3), INK)]


def _crab() -> list[Layer]:
    legs = QPainterPath()
    for i in range(3):
        legs.addRect(QRectF(8, 54 + i * 8, 18, 4))
        legs.addRect(QRectF(74, 54 + i * 8, 18, 4))
    claws = (sh.circle(20, 30, 11).subtracted(sh.poly((20, 30), (30, 12), (34, 22)))
             .united(sh.circle(80, 30, 11).subtracted(sh.poly((80, 30), (70, 12), (66, 22)))))
    body = sh.ellipse(22, 42, 56, 38)
    eyes = sh.circle(40, 44, 5).united(sh.circle(60, 44, 5))
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
    base = sh.rect(40, 74, 20, 12, 4)
    return [(base, "#ffb74d"), (shell, "#ff8a65"), (ribs, None)]


def _dragonfly() -> list[Layer]:
    wings = (sh.ellipse(14, 22, 36, 16).united(sh.ellipse(50, 22, 36, 16))
             .united(sh.ellipse(18, 40, 32, 13)).united(sh.ellipse(50, 40, 32, 13)))
    body = sh.rect(46, 18, 8, 70, 4)
    return [(wings, "#81d4fa"), (body, "#1565c0"), (sh.circle(50, 18, 8), "#1565c0")]


def _reeds() -> list[Layer]:
    stems = QPainterPath()
    for x in (32, 50, 68):
        stems.addRect(QRectF(x - 2, 30, 4, 60))
    tops = (sh.rect(26, 18, 12, 30, 6).united(sh.rect(44, 10, 12, 30, 6))
            .united(sh.rect(62, 22, 12, 30, 6)))
    return [(stems, "#689f38"), (tops, "#6d4c41"), (sh.leaf(30, 70, 12), "#9ccc65")]


def _snail() -> list[Layer]:
    foot = sh.rect(10, 66, 80, 14, 7)
    shell = sh.circle(52, 48, 26)
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
            (sh.circle(12, 46, 3), INK), (sh.circle(24, 46, 3), INK)]


def _starfish() -> list[Layer]:
    return [(sh.star(50, 52, 42, 18), "#ff7043"), (sh.circle(50, 52, 5), "#ffccbc")]


# -- deep-water motifs -------------------------------------------------------------------

def _crocodile() -> list[Layer]:
    body = QPainterPath(QPointF(6, 56))
    body.lineTo(40, 44)
    body.cubicTo(56, 40, 70, 40, 80, 48)
    body.lineTo(96, 60)
    body.lineTo(78, 66)
    body.cubicTo(60, 70, 40, 68, 6, 60)
    body.closeSubpath()
    snout = sh.rect(6, 52, 30, 10, 5)
    teeth = sh.poly((12, 52), (14, 48), (16, 52)).united(sh.poly((22, 52), (24, 48), (26, 52)))
    bumps = sh.circle(50, 42, 5).united(sh.circle(62, 42, 5)).united(sh.circle(74, 46, 4))
    return [(bumps, "#2e7d32"), (body, "#388e3c"), (snout, "#388e3c"), (teeth, "#ffffff"),
            (sh.circle(38, 44, 6), "#ffeb3b"), (sh.circle(38, 44, 2.5), INK)]


def _hippo() -> list[Layer]:
    head = sh.ellipse(16, 30, 68, 54)
    ears = sh.circle(28, 28, 8).united(sh.circle(72, 28, 8))
    snout = sh.ellipse(26, 54, 48, 30)
    nostrils = sh.ellipse(38, 62, 7, 9).united(sh.ellipse(55, 62, 7, 9))
    eyes = sh.circle(38, 44, 5).united(sh.circle(62, 44, 5))
    return [(ears, "#9575cd"), (head, "#b39ddb"), (snout, "#d1c4e9"), (nostrils, INK),
            (eyes, INK)]


def _fish() -> list[Layer]:
    body = sh.ellipse(14, 30, 58, 40)
    tail = sh.poly((66, 50), (92, 28), (92, 72))
    fin = sh.poly((36, 32), (48, 16), (58, 34))
    stripes = sh.rect(38, 32, 6, 36).united(sh.rect(52, 34, 6, 32))
    return [(fin, "#ef6c00"), (tail, "#ff9800"), (body, "#ff9800"), (stripes, "#ffffff"),
            (sh.circle(26, 46, 4), INK)]


def _canoe() -> list[Layer]:
    hull = QPainterPath(QPointF(6, 48))
    hull.quadTo(50, 56, 94, 48)
    hull.quadTo(80, 76, 50, 76)
    hull.quadTo(20, 76, 6, 48)
    hull.closeSubpath()
    paddle = sh.rect(60, 12, 6, 50, 2).united(sh.ellipse(56, 52, 14, 26))
    return [(paddle, "#8d6e63"), (hull, "#fbc02d"), (sh.rect(20, 58, 60, 4), "#e65100")]


def _octopus() -> list[Layer]:
    legs = QPainterPath()
    for i in range(5):
        x = 22 + i * 14
        legs.addRoundedRect(QRectF(x - 5, 48, 10, 38), 5, 5)
    head = sh.ellipse(22, 12, 56, 50)
    eyes = sh.circle(40, 38, 6).united(sh.circle(60, 38, 6))
    return [(legs, "#d81b60"), (head, "#ec407a"), (eyes, "#ffffff"),
            (sh.circle(40, 39, 3).united(sh.circle(60, 39, 3)), INK)]


def _jellyfish() -> list[Layer]:
    bell = QPainterPath(QPointF(18, 52))
    bell.cubicTo(18, 10, 82, 10, 82, 52)
    bell.quadTo(50, 44, 18, 52)
    bell.closeSubpath()
    tentacles = QPainterPath()
    for x in (30, 44, 58, 72):
        tentacles.moveTo(x, 50)
        tentacles.cubicTo(x - 8, 62, x + 8, 74, x - 2, 90)
    return [(bell, "#ce93d8"), (tentacles, None), (sh.circle(40, 34, 4), "#ffffff")]


def _eel() -> list[Layer]:
    body = QPainterPath(QPointF(10, 60))
    body.cubicTo(26, 30, 40, 30, 50, 50)
    body.cubicTo(60, 70, 74, 70, 90, 40)
    stroker = QPainterPathStroker()
    stroker.setWidth(16)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroke = stroker.createStroke(body)
    return [(stroke, "#cddc39"), (sh.circle(86, 42, 3), INK)]


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
    spout = sh.drop(36, 16, 10)
    return [(spout, "#b3e5fc"), (body, "#1e88e5"), (belly, "#bbdefb"),
            (sh.circle(26, 52, 3.5), INK)]


def _anchor() -> list[Layer]:
    ring = sh.circle(50, 20, 10).subtracted(sh.circle(50, 20, 5))
    shaft = sh.rect(46, 28, 8, 52)
    bar = sh.rect(30, 34, 40, 7, 3)
    arc = QPainterPath(QPointF(16, 58))
    arc.quadTo(20, 90, 50, 88)
    arc.quadTo(80, 90, 84, 58)
    arc.lineTo(76, 64)
    arc.quadTo(72, 80, 50, 80)
    arc.quadTo(28, 80, 24, 64)
    arc.closeSubpath()
    tips = sh.poly((10, 62), (16, 50), (24, 62)).united(sh.poly((76, 62), (84, 50), (90, 62)))
    return [(ring.united(shaft).united(bar).united(arc).united(tips), "#546e7a")]


def _barrel() -> list[Layer]:
    body = QPainterPath(QPointF(26, 14))
    body.lineTo(74, 14)
    body.quadTo(90, 50, 74, 86)
    body.lineTo(26, 86)
    body.quadTo(10, 50, 26, 14)
    body.closeSubpath()
    bands = sh.rect(18, 26, 64, 7).united(sh.rect(16, 67, 68, 7))
    staves = QPainterPath()
    for x in (38, 50, 62):
        staves.moveTo(x, 16)
        staves.lineTo(x, 84)
    return [(body, "#a1887f"), (staves, None), (bands, "#424242")]


def _shark() -> list[Layer]:
    fin = sh.poly((30, 62), (56, 14), (62, 62))
    water = sh.wave_line(8, 92, 66, 5, 3)
    return [(fin, "#607d8b"), (water, None), (sh.rect(8, 70, 84, 6, 3), "#90a4ae")]


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
    fin = sh.poly((38, 44), (24, 50), (38, 58))
    return [(fin, "#ffe082"), (p, "#ffc107"), (sh.circle(54, 24, 3.5), INK)]


def _ray() -> list[Layer]:
    body = sh.poly((50, 22), (92, 50), (50, 70), (8, 50))
    tail = QPainterPath(QPointF(50, 66))
    tail.quadTo(54, 82, 46, 94)
    return [(body, "#26a69a"), (tail, None), (sh.circle(40, 44, 3), INK),
            (sh.circle(60, 44, 3), INK)]


def _chest() -> list[Layer]:
    box = sh.rect(14, 44, 72, 40, 4)
    lid = QPainterPath(QPointF(14, 46))
    lid.cubicTo(14, 18, 86, 18, 86, 46)
    lid.closeSubpath()
    lock = sh.rect(44, 40, 12, 14, 2)
    return [(box, "#5d4037"), (lid, "#ffb300"), (sh.rect(14, 44, 72, 5), "#ffe082"),
            (lock, "#ffe082")]


def _snake() -> list[Layer]:
    body = QPainterPath(QPointF(90, 80))
    body.cubicTo(60, 90, 20, 80, 30, 62)
    body.cubicTo(40, 46, 80, 56, 76, 36)
    body.cubicTo(72, 20, 40, 20, 30, 30)
    stroker = QPainterPathStroker()
    stroker.setWidth(13)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return [(stroker.createStroke(body), "#ef5350"), (sh.ellipse(18, 22, 20, 16), "#ef5350"),
            (sh.circle(26, 28, 3), INK)]


def _bottle() -> list[Layer]:
    b = sh.rect(30, 36, 40, 50, 10).united(sh.rect(42, 14, 16, 26, 3))
    return [(b, "#80cbc4"), (sh.rect(42, 10, 16, 8, 2), "#8d6e63"),
            (sh.rect(36, 50, 28, 20, 3), "#fff9c4")]


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
    fin = sh.poly((44, 32), (52, 14), (60, 34))
    belly = QPainterPath(QPointF(14, 63))
    belly.cubicTo(30, 70, 56, 68, 70, 56)
    belly.quadTo(40, 64, 14, 63)
    return [(fin, "#4fa3d9"), (body, "#4fa3d9"), (belly, "#e1f5fe"), (sh.circle(26, 50, 3.5), INK)]


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
    teeth = sh.poly((12, 52), (16, 46), (20, 52), (24, 46), (28, 52))
    return [(body, "#8fa3ad"), (belly, "#e53935"), (teeth, "#ffffff"),
            (sh.circle(26, 38, 5), "#ffeb3b"), (sh.circle(26, 38, 2.5), INK)]


def _otter() -> list[Layer]:
    """An otter floating on its back: long brown body, tail, round head, paws up."""
    body = sh.ellipse(18, 42, 58, 28)
    tail = QPainterPath(QPointF(22, 52))
    tail.quadTo(6, 50, 4, 66)
    tail.quadTo(14, 60, 24, 62)
    tail.closeSubpath()
    head = sh.circle(78, 50, 16)
    ears = sh.circle(74, 34, 5).united(sh.circle(88, 38, 5))
    muzzle = sh.ellipse(80, 50, 16, 12)
    paws = sh.ellipse(50, 32, 10, 14).united(sh.ellipse(62, 32, 10, 14))
    belly = sh.ellipse(26, 48, 42, 12)
    water = sh.wave_line(4, 96, 76, 4, 3)
    return [(tail, "#8d5a2b"), (ears, "#8d5a2b"), (body, "#a0704a"), (belly, "#d7b48a"),
            (paws, "#7a5233"), (head, "#a0704a"), (muzzle, "#efdcc5"),
            (sh.circle(76, 45, 2.5), INK), (sh.circle(90, 54, 2.5), INK), (water, None)]


def _whirlpool() -> list[Layer]:
    spiral = QPainterPath(QPointF(50, 50))
    for i in range(1, 80):
        a = i * 0.24
        r = i * 0.52
        spiral.lineTo(50 + r * math.cos(a), 50 + r * math.sin(a))
    return [(sh.circle(50, 50, 44), "#26c6da"), (spiral, None, "#ffffff", 7),
            (spiral, None, INK, 2)]


def _fallback(name: str) -> list[Layer]:
    """Unknown motif name: a big ring in a colour derived from the name."""
    hue = zlib.crc32(name.encode()) % 360
    colour = QColor.fromHsv(hue, 160, 220).name()
    return [(sh.circle(50, 50, 36).subtracted(sh.circle(50, 50, 16)), colour)]


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
