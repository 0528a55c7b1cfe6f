"""The still picture under the cups: the felt, the round wooden table and every player's
board with its red line and six pyramid spots. Drawn once per size into the pixmap cache
(the scene shows it as the toolkit's BackgroundItem: a repaint copies the exposed part)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QRadialGradient

from cocoa_games.ui import theme

from . import layout
from .palette import COLOURS
from .physics import CUP_R, LAUNCH_DIST, TABLE_R, Frame
from .table_map import TableMap

BOARD_SIDE = (-0.08, 0.34)   # m across the board, right of the launcher
BOARD_AHEAD = (-0.56, -0.42)  # m toward the seat .. toward the centre


def draw_table(p: QPainter, rect: QRectF, tm: TableMap, frames: Sequence[Frame]) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, QColor(theme.TABLE_FELT))  # `rect` is the table's square
    centre = tm.point(0.0, 0.0)
    radius = tm.length(TABLE_R)
    wood = QRadialGradient(centre, radius)
    wood.setColorAt(0.0, QColor(COLOURS["wood"]).lighter(115))
    wood.setColorAt(0.93, QColor(COLOURS["wood"]))
    wood.setColorAt(1.0, QColor(COLOURS["wood_dark"]))
    p.setPen(QPen(QColor(theme.INK), 3))
    p.setBrush(QBrush(wood))
    p.drawEllipse(centre, radius, radius)
    p.setPen(QPen(QColor(COLOURS["wood_dark"]), 1))  # a few grain rings
    p.setBrush(Qt.BrushStyle.NoBrush)
    for share in (0.35, 0.6, 0.8):
        p.drawEllipse(centre, radius * share, radius * share)
    for frame in frames:
        _draw_board(p, tm, frame)


def _draw_board(p: QPainter, tm: TableMap, frame: Frame) -> None:
    corners = [tm.point(*frame.to_world(s, a)) for s, a in (
        (BOARD_SIDE[0], BOARD_AHEAD[0]), (BOARD_SIDE[1], BOARD_AHEAD[0]),
        (BOARD_SIDE[1], BOARD_AHEAD[1]), (BOARD_SIDE[0], BOARD_AHEAD[1]))]
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(QColor(COLOURS["board"]))
    p.drawPolygon(QPolygonF(corners))
    # the red line: the launcher stands behind it
    line_ahead = -LAUNCH_DIST + 0.035
    p.setPen(QPen(QColor(COLOURS["line"]), max(2.0, tm.length(0.008))))
    p.drawLine(tm.point(*frame.to_world(-0.07, line_ahead)),
               tm.point(*frame.to_world(0.07, line_ahead)))
    # the pyramid's three bottom spots as dashed rings, a dot where each upper cup will sit
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(COLOURS["wood_dark"]), 1.5, Qt.PenStyle.DashLine))
    r = tm.length(CUP_R)
    for slot in range(layout.PYRAMID):
        x, y = layout.drawn_slot(frame, slot)  # (upper tiers a step in: countable)
        if slot < 3:
            p.drawEllipse(QPointF(tm.point(x, y)), r, r)
        else:
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(COLOURS["wood_dark"]))
            p.drawEllipse(QPointF(tm.point(x, y)), r * 0.15, r * 0.15)
            p.restore()
