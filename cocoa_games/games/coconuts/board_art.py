"""Whose board is whose: each board framed in its player's own colour, with a name tag in
that colour at the table's edge in front of it carrying the person's picture, turned along
the board and never upside down (drawing functions only; the scene paints them into the
table's picture)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from cocoa_games.ui import theme
from cocoa_games.ui.avatar_art import draw_avatar
from cocoa_games.ui.text import CENTER, draw_text

from .looks import SEAT_COLOURS, SeatLook
from .physics import Frame
from .table_art import draw_table
from .table_map import TableMap

#: m across a board (right of the launcher) and toward its seat .. toward the centre
BOARD_SIDE = (-0.08, 0.34)
BOARD_AHEAD = (-0.56, -0.42)
#: the name tag: m toward the seat from the board's edge, and its depth
TAG_AHEAD = (-0.625, -0.568)


def seat_colour(seat: int) -> str:
    """A seat's colour on a table given no people's looks (looks.seat_looks)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def paint_table(p: QPainter, tm: TableMap, frames: Sequence[Frame],
                name: Callable[[int], str], looks: Sequence[SeatLook] = ()) -> None:
    """The table's still picture: felt, table, the boards of `frames`, each in its owner's
    look and with `name(seat)` (no frames: the bare table, as Guess Who? shows it)."""
    draw_table(p, tm.table, tm, frames)
    draw_boards_owned(p, tm, frames, [name(s) for s in range(len(frames))], looks)


def draw_boards_owned(p: QPainter, tm: TableMap, frames: Sequence[Frame],
                      names: Sequence[str], looks: Sequence[SeatLook] = ()) -> None:
    """Every board's frame in its player's colour and its player's name tag."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for seat, (frame, name) in enumerate(zip(frames, names, strict=False)):
        look = looks[seat] if seat < len(looks) else SeatLook(seat_colour(seat))
        colour = QColor(look.fill)
        corners = [tm.point(*frame.to_world(s, a)) for s, a in (
            (BOARD_SIDE[0], BOARD_AHEAD[0]), (BOARD_SIDE[1], BOARD_AHEAD[0]),
            (BOARD_SIDE[1], BOARD_AHEAD[1]), (BOARD_SIDE[0], BOARD_AHEAD[1]))]
        p.setPen(QPen(colour, max(3.0, tm.length(0.007))))
        p.setBrush(QColor(0, 0, 0, 0))
        p.drawPolygon(QPolygonF(corners))
        _draw_tag(p, tm, frame, name, colour, look)


def _draw_tag(p: QPainter, tm: TableMap, frame: Frame, name: str, colour: QColor,
              look: SeatLook) -> None:
    middle = (TAG_AHEAD[0] + TAG_AHEAD[1]) / 2
    start = tm.point(*frame.to_world(BOARD_SIDE[0], middle))
    end = tm.point(*frame.to_world(BOARD_SIDE[1], middle))
    angle = math.degrees(math.atan2(end.y() - start.y(), end.x() - start.x()))
    if angle > 89.5 or angle < -90.5:  # never upside down; upright ones read upward
        angle += 180.0
    width = math.hypot(end.x() - start.x(), end.y() - start.y())
    height = tm.length(TAG_AHEAD[1] - TAG_AHEAD[0])
    p.save()
    p.translate(QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2))
    p.rotate(angle)
    box = QRectF(-width / 2, -height / 2, width, height)
    p.setPen(QPen(QColor(theme.INK), 1.5))
    p.setBrush(colour)
    p.drawRoundedRect(box, height * 0.3, height * 0.3)
    px = max(theme.MIN_TABLE_PX, min(24.0, height * 0.68))
    # ink on a light colour (orange), white on a dark one (blue, green, purple)
    light = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.55
    words = box.adjusted(height * 0.3, 0, -height * 0.3, 0)
    if look.picture:  # the person's picture, a badge standing out at the tag's start
        badge = height * 1.5
        draw_avatar(p, QRectF(box.left() - badge * 0.3, -badge / 2, badge, badge),
                    look.person(), ring=theme.INK)
        words.setLeft(box.left() + badge * 0.8)
    draw_text(p, words, name, px, colour=theme.INK if light else "#ffffff", flags=CENTER,
              elide=True)
    p.restore()
