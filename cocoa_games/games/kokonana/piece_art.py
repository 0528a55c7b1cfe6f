"""The pieces on the board as pictures, in board units: river tiles (back or face, with a
soft shadow), temple tiles, a standing runner and the halo of the runner whose turn it is.
The items in `items.py` decide which picture to draw and cache it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from cocoa_games.ui import theme
from cocoa_games.ui.shapes import ripple
from cocoa_games.ui.text import draw_text, readable_px

from . import art
from . import places as P
from .palette import COLOURS
from .table_view import SeatLook


def with_shadow(tile: QRectF) -> QRectF:
    """A river tile's rect with room for its shadow: what its pictures are drawn into."""
    return tile.adjusted(0, 0, 4, 5)


def _shadow(p: QPainter, whole: QRectF) -> QRectF:
    """Paint a tile's soft shadow into `whole`; returns the tile's own rect."""
    r = whole.adjusted(0, 0, -4, -5)  # (the reverse of `with_shadow`)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 50))
    p.drawRoundedRect(r.translated(3, 4), 12, 12)
    return r


def paint_tile_back(p: QPainter, whole: QRectF, deep: bool) -> None:
    """A face-down river tile: bubbles on a deep one, ripples on a shallow one."""
    r = _shadow(p, whole)
    half = "deep" if deep else "shallow"
    p.setPen(QPen(QColor(COLOURS[f"{half}_edge"]), 3))
    p.setBrush(QColor(COLOURS[f"{half}_back"]))
    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if deep:
        p.setPen(QPen(QColor(255, 255, 255, 120), 3))
        for cx, cy, rad in ((30, 34, 10), (60, 56, 14), (36, 78, 7), (70, 26, 6)):
            p.drawEllipse(QPointF(cx, cy), rad, rad)
    else:
        p.setPen(QPen(QColor(255, 255, 255, 170), 3.5))
        for y in (30, 53, 76):
            p.drawPath(ripple(14, 82, y))


def paint_tile_face(p: QPainter, whole: QRectF, deep: bool, motif: str, stone: bool) -> None:
    """A face-up river tile: a stone, or (not `stone`) one freshly turned this turn, ringed
    in orange."""
    r = _shadow(p, whole)
    if stone:
        p.setPen(QPen(QColor(COLOURS["stone_edge"]), 5))
        p.setBrush(QColor(COLOURS["stone"]))
    else:
        p.setPen(QPen(QColor(COLOURS["fresh"]), 6))
        p.setBrush(QColor(theme.PAPER))
    p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
    if stone:
        p.setPen(QPen(QColor(COLOURS["deep_back" if deep else "shallow_edge"]), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(8, 8, -8, -8), 8, 8)
    size = r.width() - 18
    art.paint_motif(p, motif, QRectF(9, (r.height() - size) / 2, size, size))


def paint_temple_tile(p: QPainter, r: QRectF, number: int, face: str | None,
                      peekers: tuple[SeatLook, ...], peeking: SeatLook | None,
                      scale: float) -> None:
    """A temple tile in `r`: face down, or its face (a lock's colour or "wall"); its
    `number` in the corner, one small eye per seat (its look) in `peekers` and, lifted, a
    big eye for the seat `peeking` at it now. `scale` (scene units per unit) keeps the number
    readable."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    lifted = peeking is not None
    if lifted:  # someone holds this tile up
        r = r.translated(0, -6)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRoundedRect(r.translated(3, 6 if lifted else 4), 10, 10)
    p.setPen(QPen(QColor(COLOURS["wood"]), 3))
    if face is None:
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, QColor(COLOURS["temple_back_top"]))
        grad.setColorAt(1, QColor(COLOURS["temple_back_low"]))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        art.paint_layers(p, art.temple_back_layers(), QRectF(r.x() + 12, r.y() + 14, 60, 60), 2)
    else:
        p.setBrush(QColor(theme.PAPER))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        face_rect = QRectF(r.x() + 10, r.y() + 12, 64, 64)
        if face == "wall":
            art.paint_layers(p, art.wall_layers(), face_rect, 2)
        else:
            art.paint_lock(p, face, face_rect)
    # its number, as the log and hints name it ("temple tile 6")
    px = readable_px(20, scale)
    box = QRectF(r.right() - px * 1.3 - 4, r.y() + 2, px * 1.3, px * 1.3)
    draw_text(p, box, str(number), px, colour=COLOURS["wood"])
    for i, look in enumerate(peekers):
        x = r.x() + 4 + i * 20
        p.setPen(QPen(QColor(art.INK), 1.5))
        p.setBrush(QColor(look.fill))
        p.drawRoundedRect(QRectF(x, r.bottom() - 22, 19, 17), 5, 5)
        art.paint_layers(p, art.eye_layers(), QRectF(x + 2, r.bottom() - 19, 15, 11), 1.2)
    if peeking is not None:
        p.setPen(QPen(QColor(art.INK), 2))
        p.setBrush(QColor(peeking.fill))
        p.drawEllipse(QPointF(r.right() - 4, r.y() + 4), 15, 15)
        art.paint_layers(p, art.eye_layers(), QRectF(r.right() - 16, r.y() - 4, 24, 16), 1.5)


RING = 0.09  # the colour ring's width, as a share of the runner's box


def paint_standing_runner(p: QPainter, look: SeatLook, r: QRectF) -> None:
    """A seat's runner in `r`: the person's picture (or the pawn) on a light disc ringed in
    its colour and outlined dark, so a red runner on the red crab or a blue one on the
    catfish still stands out."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = r.width() / 2
    c = r.center()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawEllipse(QPointF(c.x(), c.y() + s - 4), s * 0.6, 7)
    ring = s * 2 * RING
    p.setBrush(QColor(art.INK))
    p.drawEllipse(c, s, s)  # the dark outline
    p.setBrush(QColor(look.fill))
    p.drawEllipse(c, s - ring * 0.35, s - ring * 0.35)  # the colour ring
    inner = s - ring * 1.35
    if look.picture:  # the person's face on a tint of their colour; the pawn pinned on
        p.setBrush(QColor(look.fill).lighter(165))
        p.drawEllipse(c, inner, inner)
        art.paint_face(p, look.picture, c, inner)
        art.paint_pin(p, look, r)
        return
    p.setBrush(theme.qcolor(theme.WHITE, 190))  # the stone shows through
    p.drawEllipse(c, inner, inner)
    inset = s * 0.22
    art.paint_runner(p, look, r.adjusted(inset, inset * 0.8, -inset, -inset * 1.2))


def paint_halo(p: QPainter) -> None:
    """The glowing disc behind a runner standing at (0, 0)."""
    s = P.RUNNER / 2
    p.setPen(QPen(QColor(theme.WHITE), 3))
    p.setBrush(theme.qcolor(theme.GLOW, 217))
    p.drawEllipse(QPointF(0, 2), s + 5, s + 5)  # (clear of a neighbour on its stone)
