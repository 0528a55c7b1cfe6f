"""Kokonana's art, drawn by code: runners, keys, locks, temple, talismans, eyes (the tile
motifs are in `motif_art`, the shapes they are made of in `paths_art`).

Every picture is a list of layers (path, fill) in a 100×100 box, built once and cached, so
painting is a handful of `drawPath` calls. Motifs differ in silhouette *and* colour; keys
carry a symbol and runners a head shape and the person's picture, so colour is never the
only cue. The bigger pictures made of these are in `board_art` (the board), `piece_art`
(tiles, runners) and `panel_art`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from cocoa_games.core.people import Look
from cocoa_games.ui.avatar_art import FACES, draw_avatar
from cocoa_games.ui.pixmap_cache import blit

from . import paths_art as sh
from .art_base import INK as INK
from .art_base import Layer as Layer
from .motif_art import has_art as has_art
from .motif_art import motif_layers as motif_layers
from .palette import COLOURS
from .table_view import SeatLook

#: paints a picture into a rect (a button's icon, the banner's runner)
Painter = Callable[[QPainter, QRectF], None]

# -- symbols for keys, locks and runners ------------------------------------------------

SYMBOLS = {
    "moon": lambda: sh.moon(50, 50, 30),
    "star": lambda: sh.star(50, 52, 34, 14),
    "sun": lambda: sh.sun(50, 50, 32),
    "heart": lambda: sh.heart(50, 50, 30),
    "drop": lambda: sh.drop(50, 52, 34),
    "leaf": lambda: sh.leaf(50, 50, 30),
    "diamond": lambda: sh.poly((50, 14), (84, 50), (50, 86), (16, 50)),
    "circle": lambda: sh.circle(50, 50, 30),
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


@cache
def runner_layers(head: str) -> tuple[QPainterPath, QPainterPath]:
    """A friendly pawn in a 100×100 box: body path and head path (head shape per seat)."""
    body = QPainterPath(QPointF(28, 92))
    body.lineTo(72, 92)
    body.cubicTo(72, 70, 66, 52, 50, 48)
    body.cubicTo(34, 52, 28, 70, 28, 92)
    body.closeSubpath()
    if head == "square":
        h = sh.rect(31, 10, 38, 38, 6)
    elif head == "triangle":
        h = sh.poly((50, 4), (74, 46), (26, 46))
    elif head == "star":
        h = sh.star(50, 28, 26, 12)
    else:
        h = sh.circle(50, 28, 20)
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


def paint_pawn(p: QPainter, look: SeatLook, rect: QRectF) -> None:
    """The pawn: a body and a head of the seat's shape, in its colour."""
    body, h = runner_layers(look.head)
    paint_layers(p, ((body, look.fill), (h, look.fill)), rect, outline=4)
    # eyes, so the head reads as a head
    low = look.head == "triangle"  # (its head is widest below the middle)
    eyes = [(sh.circle(44, 34, 3).united(sh.circle(56, 34, 3)) if low
             else sh.circle(43, 28, 3.2).united(sh.circle(57, 28, 3.2)), INK)]
    paint_layers(p, eyes, rect, outline=0.5)


def paint_runner(p: QPainter, look: SeatLook, rect: QRectF) -> None:
    """A seat's runner in `rect`: the person's picture (their badge, in their colour) with
    a small pawn of the seat's head shape pinned on; without a picture, the pawn alone."""
    if not look.picture:
        paint_pawn(p, look, rect)
        return
    draw_avatar(p, rect, Look(look.picture, look.colour))
    paint_pin(p, look, rect)


def paint_face(p: QPainter, picture: str, c: QPointF, radius: float) -> None:
    """The person's animal face filling the disc of `radius` round `c` (no badge round it:
    the runner's own ring is the badge)."""
    side = radius * 2.3  # (a face fills the middle of its square: let it fill the disc)
    disc = QPainterPath()
    disc.addEllipse(c, radius, radius)
    p.save()
    p.setClipPath(disc, Qt.ClipOperation.IntersectClip)
    p.translate(c.x() - side / 2, c.y() - side / 2 + radius * 0.08)
    p.scale(side, side)
    FACES.get(picture, FACES["robot"])(p)
    p.restore()


def paint_pin(p: QPainter, look: SeatLook, rect: QRectF) -> None:
    """The seat's pawn on a white button pinned to the lower right of a badge in `rect`:
    its head shape tells the seats apart without their colours."""
    side = min(rect.width(), rect.height())
    r = side * 0.21
    c = QPointF(rect.center().x() + side * 0.27, rect.center().y() + side * 0.27)  # (inside)
    p.setPen(QPen(QColor(INK), max(1.0, side * 0.025)))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(c, r, r)
    paint_pawn(p, look, QRectF(c.x() - r * 0.85, c.y() - r * 0.95, r * 1.7, r * 1.7))


@cache
def key_path() -> QPainterPath:
    """Key lying horizontally: a round bow at the left, shaft and two teeth at the right."""
    bow = sh.circle(28, 50, 24)
    shaft = sh.rect(48, 44, 46, 12, 3)
    teeth = sh.rect(74, 54, 8, 16).united(sh.rect(86, 54, 8, 20))
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
    shackle = sh.rect(28, 8, 44, 50, 22).subtracted(sh.rect(38, 18, 24, 40, 12))
    body = sh.rect(16, 40, 68, 52, 10)
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
    steps = sh.rect(14, 70, 72, 14).united(sh.rect(24, 54, 52, 16)).united(sh.rect(34, 38, 32, 16))
    roof = sh.poly((30, 38), (50, 16), (70, 38))
    door = sh.rect(44, 62, 12, 22, 5)
    return ((steps, "#c9a66b"), (roof, "#a1783f"), (door, "#5d4037"))


@cache
def talisman_layers() -> tuple[Layer, ...]:
    coin = sh.circle(50, 50, 44)
    inner = sh.circle(50, 50, 32)
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
    return ((eye, "#ffffff"), (sh.circle(50, 50, 18), None), (sh.circle(50, 50, 9), INK))


# -- the small pictures drawn again and again (panels, buttons, banner): cached ---------

def blit_runner(p: QPainter, look: SeatLook, rect: QRectF) -> None:
    blit(p, f"kokonana:pawn:{look.colour}:{look.fill}:{look.head}:{look.picture}", rect,
         lambda q, r: paint_runner(q, look, r))


def blit_key(p: QPainter, colour: str, rect: QRectF) -> None:
    blit(p, f"kokonana:keyart:{colour}", rect, lambda q, r: paint_key(q, colour, r))


def blit_layers(p: QPainter, name: str, layers: tuple, rect: QRectF, outline: float) -> None:
    """`layers` as `paint_layers` draws them; `name` tells them apart in the cache."""
    blit(p, f"kokonana:layers:{name}:{outline}", rect,
         lambda q, r: paint_layers(q, layers, r, outline))


@cache
def talisman_badge_layers(badge: str) -> tuple[Layer, ...]:
    """The talisman with what is done with it: "take" (a green plus: one more for you) or
    "hop" (an arrow leaping over it: spent on a hop)."""
    coin, inner, spiral = (sh.circle(62, 58, 36), sh.circle(62, 58, 26), QPainterPath())
    spiral.moveTo(62, 58)
    for i in range(1, 34):
        spiral.lineTo(62 + i * 0.55 * math.cos(i * 0.42), 58 + i * 0.55 * math.sin(i * 0.42))
    layers: list[Layer] = [(coin, "#e0a526"), (inner, "#ffd54f"), (spiral, None)]
    if badge == "take":
        plus = sh.rect(12, 2, 12, 40, 3).united(sh.rect(-2, 16, 40, 12, 3))
        layers.append((plus, "#43a047"))
    else:
        arc = QPainterPath(QPointF(4, 96))
        arc.cubicTo(10, 20, 70, 0, 96, 30)
        head = sh.poly((98, 14), (100, 44), (76, 34))
        layers += [(arc, None, "#1e88e5", 9.0), (head, "#1e88e5")]
    return tuple(layers)


def button_icon(icon: str) -> tuple[Painter | None, float]:
    """A button's picture and its width (as a share of its height): "talisman",
    "talisman:take", "talisman:hop", "eye" or "key:<colour>"; anything else: none."""
    if icon == "talisman":
        return (lambda p, r: blit_layers(p, "talisman", talisman_layers(), r, 2)), 1.0
    if icon in ("talisman:take", "talisman:hop"):
        badge = icon.split(":")[1]
        return (lambda p, r: blit_layers(p, icon, talisman_badge_layers(badge), r, 2)), 1.0
    if icon == "eye":
        return (lambda p, r: blit_layers(p, "eye", eye_layers(), r, 2.5)), 1.55
    if icon.startswith("key:"):
        return (lambda p, r: blit_key(p, icon[4:], r)), 2.0
    return None, 0.0


def banner_pictures(look: SeatLook | None) -> tuple[str, Painter | None, Painter]:
    """The banner's colour and runner for a seat's `look` (None: nobody's), and the talisman
    drawn beside the count of those left."""
    fill = look.fill if look is not None else COLOURS["banner"]
    runner = (lambda p, r: blit_runner(p, look, r)) if look is not None else None
    return fill, runner, lambda p, r: blit_layers(p, "talisman", talisman_layers(), r, 2)
