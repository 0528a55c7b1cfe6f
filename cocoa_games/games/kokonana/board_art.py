"""The still board picture, in board units: the grass frame, the banks with their names,
the two river halves, the tiles' sockets and the temple platform. The scene paints it once
per size, with the sand paper around it, into the table's background."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from cocoa_games.core.i18n import _
from cocoa_games.ui.shapes import ripple
from cocoa_games.ui.text import draw_text, readable_px, text_width

from . import art
from . import places as P
from .palette import COLOURS


def paint_table(p: QPainter, rect: QRectF, board: QTransform, k: float) -> None:
    """The sand paper over `rect`, the board on it where `board` maps it."""
    p.fillRect(rect, QColor(COLOURS["sand_paper"]))
    p.save()
    p.setTransform(board, True)
    paint_board(p, k)
    p.restore()


def paint_board(p: QPainter, k: float) -> None:
    """`k` (scene units per board unit) keeps the bank names readable."""
    village, bank, temple = _box(P.VILLAGE), _box(P.TEMPLE_BANK), _box(P.TEMPLE_AREA)
    p.fillRect(_box(P.BOARD), QColor(COLOURS["sand_paper"]))
    frame = QRectF(village.x(), P.BOARD_TOP, temple.right() - village.x(),
                   P.BOARD_BOTTOM - P.BOARD_TOP)
    p.setPen(QPen(QColor(art.INK), 3))
    p.setBrush(QColor(COLOURS["grass"]))
    p.drawRoundedRect(frame.adjusted(-4, -4, 4, 4), 24, 24)
    for half, area in (("shallow", _box(P.SHALLOW)), ("deep", _box(P.DEEP))):
        _water(p, area, QColor(COLOURS[f"{half}_water"]), QColor(COLOURS[f"{half}_water_low"]))
    px = readable_px(18, k)
    _banks(p, px)
    p.setPen(QPen(QColor(COLOURS["wood"]), 3))
    p.setBrush(QColor(COLOURS["temple"]))
    p.drawRoundedRect(temple.adjusted(2, 6, -2, -6), 18, 18)
    # faint sockets where tiles lie, so an empty grid still reads as a grid
    p.setPen(Qt.PenStyle.NoPen)
    for half, shade in (("S", QColor(255, 255, 255, 40)), ("D", QColor(255, 255, 255, 25))):
        p.setBrush(shade)
        for name in P.tile_names(half):
            p.drawRoundedRect(_box(P.tile_box(name)).adjusted(-3, -3, 3, 3), 14, 14)
    temple_corner = QRectF(bank.x() + 12, bank.bottom() - 150 - 2.6 * px, 80, 80)
    art.paint_layers(p, art.temple_back_layers(), temple_corner, 2)
    _hut(p, village.x() + 30, village.bottom() - 80 - 2.6 * px)


def _banks(p: QPainter, px: float) -> None:
    """The three banks, each named at its foot in `px` letters."""
    # i18n: the banks' names on the board; the sandbank and the temple bank are narrow
    # strips: break the words into short lines (about 6 letters each, three lines at most)
    for name, rect, label in (("village", _box(P.VILLAGE), _("Village")),
                              ("sandbank", _box(P.SAND), _("Sand-\nbank")),
                              ("temple_bank", _box(P.TEMPLE_BANK), _("Temple\nbank"))):
        colour = QColor(COLOURS[name])
        p.setPen(QPen(colour.darker(130), 3))
        p.setBrush(colour)
        p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 18, 18)
        tall = (min(label.count("\n"), 2) + 1.6) * px
        # the label may reach over the strip's rim into the gap beside it: a word a little
        # wider than a narrow strip is whole rather than cut off
        label_rect = QRectF(rect.x() - 4, rect.bottom() - tall - 6, rect.width() + 8, tall)
        if max(text_width(line, px) for line in label.split("\n")) > label_rect.width():
            continue  # a very small window: the strip's picture (hut, keys, temple) says it
        draw_text(p, label_rect, label, px, colour=art.INK,
                  flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                  | Qt.TextFlag.TextDontClip)


def _water(p: QPainter, r: QRectF, top: QColor, bottom: QColor) -> None:
    """A river half: a gradient from `top` to `bottom`, with rows of faint ripples."""
    grad = QLinearGradient(0, r.y(), 0, r.bottom())
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRect(r)
    p.setPen(QPen(QColor(255, 255, 255, 60), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(9):
        y = r.y() + 20 + i * 55
        p.drawPath(ripple(r.x() + 10 + (i % 3) * 40, r.x() + 90 + (i % 3) * 40, y))


def _hut(p: QPainter, x: float, y: float) -> None:
    """The village's hut, its roof's peak at (x + 30, y)."""
    p.setPen(QPen(QColor(art.INK), 2))
    p.setBrush(QColor("#c8a165"))
    p.drawRect(QRectF(x + 6, y + 30, 48, 34))
    roof = QPainterPath(QPointF(x - 4, y + 32))
    roof.lineTo(x + 30, y)
    roof.lineTo(x + 64, y + 32)
    roof.closeSubpath()
    p.setBrush(QColor("#8d6e3f"))
    p.drawPath(roof)
    p.setBrush(QColor("#5d4037"))
    p.drawRect(QRectF(x + 24, y + 44, 12, 20))


def _box(box: P.Box) -> QRectF:
    return QRectF(*box)
