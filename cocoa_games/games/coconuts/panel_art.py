"""The side column's and the end's pictures: a player's panel (name on its card, the
numbers beneath) and the end board over the table."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from cocoa_games.ui import theme
from cocoa_games.ui.avatar_art import draw_avatar
from cocoa_games.ui.pixmap_cache import blit
from cocoa_games.ui.text import CENTER, LEFT, WRAP, draw_text, fit_px

from .looks import SeatLook

#: panel height that holds the name and two rows of numbers at the smallest text size
PANEL_TWO_ROWS_H = 50.0


@functools.lru_cache(maxsize=512)  # asked for every panel on every redraw; lines recur
def panel_fits_one_row(line: str, panel_w: float) -> bool:
    """Whether `line` fits a panel `panel_w` wide in one row at the smallest text size."""
    metrics = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, False))
    return metrics.horizontalAdvance(line) <= panel_w - 18


def panel_text_size(line: str, w: float, h: float) -> tuple[float, float]:
    """(text size, share of the height for the name) in a panel w × h showing `line`."""
    most = 20.0 * max(1.0, h / 64)  # (a big window's taller panel: its words grow along)
    if panel_fits_one_row(line, w) or h < PANEL_TWO_ROWS_H - 0.5:
        return max(theme.MIN_TABLE_PX, min(most, h * 0.34)), 0.5
    # a narrow column (long words): the numbers wrap onto two rows under the name
    return max(theme.MIN_TABLE_PX, min(most, h * 0.26)), 0.34


def paint_panel(p: QPainter, whole: QRectF, name: str, line: str, current: bool,
                winner: bool, colour: SeatLook | None = None) -> None:
    """A player's panel filling `whole`: their name on a card (the turn's and the winner's
    lit) after their picture or a dot of their colour (their board's, `colour`), and their
    numbers `line` beneath.
    The card and the name change rarely, the numbers on most moves: two cached pictures."""
    px, split = panel_text_size(line, whole.width(), whole.height())
    r = whole.adjusted(1, 1, -1, -1)
    # (the name moves over, the numbers keep the width)
    dot = (px * (1.3 if colour.picture else 0.8) + 6) if colour else 0.0
    top = QRectF(r.left() + 8 + dot, r.top(), r.width() - 16 - dot, r.height() * split)
    low = QRectF(r.left() + 8, r.top() + r.height() * split, r.width() - 16,
                 r.height() * (1 - split))
    look = (name, current, winner, whole.width(), whole.height(), px, split, colour)
    blit(p, f"coconuts-panel:{look}", whole,
         lambda q, _r: _paint_panel_card(q, r, top, name, px, current, winner, colour))
    blit(p, f"coconuts-panel-line:{line}:{low.getRect()}:{px}:{split}", low,
         lambda q, _r: _paint_panel_line(q, low, line, px, split < 0.5))


def _paint_panel_card(p: QPainter, r: QRectF, top: QRectF, name: str, px: float,
                      current: bool, winner: bool, colour: SeatLook | None) -> None:
    """The panel's card, the player's colour and their name in `top`."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = theme.GLOW_SOFT if winner else (theme.CARAMEL if current else theme.CREAM)
    p.setPen(QPen(QColor(theme.INK), 3 if current else 1.5))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(r, 10, 10)
    if colour and colour.picture:
        size = px * 1.3
        draw_avatar(p, QRectF(r.left() + 6, top.center().y() - size / 2, size, size),
                    colour.person())
    elif colour:
        size = px * 0.8
        p.setPen(QPen(QColor(theme.INK), 1))
        p.setBrush(QColor(colour.fill))
        p.drawEllipse(QRectF(r.left() + 8, top.center().y() - size / 2, size, size))
    draw_text(p, top, name, px, colour=theme.INK, flags=LEFT, elide=True)


def _paint_panel_line(p: QPainter, low: QRectF, line: str, px: float, wrap: bool) -> None:
    """The player's numbers in `low`, in one row or wrapped onto two."""
    draw_text(p, low, line, fit_px(line, low, px * (0.9 if wrap else 0.75),
                                   theme.MIN_TABLE_PX, bold=False, wrap=wrap),
              bold=False, colour=theme.INK, flags=(LEFT | WRAP) if wrap else LEFT,
              elide=not wrap)


def paint_end_board(p: QPainter, b: QRectF, title: str, why: str,
                    lines: Sequence[tuple[str, str, bool]]) -> None:
    """The end over the table in `b`: the title, why it ended (when it fits: else the end
    screen tells it), then a line per player (name, board, the winner's highlighted)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 4))
    p.setBrush(theme.qcolor(theme.PAPER, 240))
    p.drawRoundedRect(b, 20, 20)
    why_rows = 1.3 if why else 0.0
    row = b.height() / (len(lines) + 2 + why_rows)
    draw_text(p, QRectF(b.left(), b.top() + 6, b.width(), row), title,
              max(theme.MIN_TABLE_PX, min(40.0, row * 0.55)), colour=theme.COCOA)
    if why:
        room = QRectF(b.left() + 24, b.top() + row, b.width() - 48, row * why_rows)
        px = fit_px(why, room, min(22.0, row * 0.36), theme.MIN_TABLE_PX, bold=False,
                    wrap=True)
        need = QFontMetricsF(theme.table_font(px, False)).boundingRect(
            room, int(CENTER | WRAP), why)
        if need.height() <= room.height() + 1:  # else left to the end screen, not spilt
            draw_text(p, room, why, px, bold=False, colour=theme.INK, flags=CENTER | WRAP)
    for i, (name, detail, best) in enumerate(lines):
        y = b.top() + row * (i + 1.3 + why_rows)
        line = QRectF(b.left() + 24, y, b.width() - 48, row * 0.9)
        if best:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.qcolor(theme.GLOW_SOFT, 160))
            p.drawRoundedRect(line, 10, 10)
        px = max(theme.MIN_TABLE_PX, min(26.0, row * 0.4))
        split = line.width() * 0.34
        room = QRectF(line.left() + split, line.top(), line.width() - split - 10,
                      line.height())
        small = max(theme.MIN_TABLE_PX, px * 0.85)
        wide = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, False)).horizontalAdvance
        if wide(detail) > room.width():
            # a narrow board: the name above its cups and coconuts, each on a full line
            half = line.height() / 2
            px = small = max(theme.MIN_TABLE_PX, min(px, half * 0.8))
            name_at = QRectF(line.left() + 10, line.top(), line.width() - 20, half)
            room = QRectF(line.left() + 10, line.top() + half, line.width() - 20, half)
        else:
            name_at = QRectF(line.left() + 10, line.top(), split - 14, line.height())
        draw_text(p, name_at, name, px, colour=theme.INK, flags=LEFT, elide=True)
        draw_text(p, room, detail, fit_px(detail, room, small, theme.MIN_TABLE_PX),
                  bold=False, colour=theme.INK, flags=LEFT, elide=True)
