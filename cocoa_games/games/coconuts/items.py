"""Coconuts' table pieces: what each shows and where; the pictures are drawn by
piece_art.py, card_art.py and panel_art.py (see resources/README.md)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _, language
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.pixmap_cache import blit

from . import card_art, panel_art, piece_art
from .cards import card_name
from .layout import RED
from .palette import COLOURS
from .panel_art import PANEL_TWO_ROWS_H, panel_fits_one_row
from .words import panel_line

__all__ = ["COLOURS", "PANEL_TWO_ROWS_H", "AimHintItem", "CardItem", "CoconutItem",
           "CupItem", "EndBoardItem", "LauncherItem", "PlayerPanelItem", "ShadowItem",
           "WindArrowItem", "panel_fits_one_row", "panel_line"]


class CupItem(Clickable):
    """One cup seen from above; `radius` is its rim in pixels at its own height."""

    margin = 6.0
    glow_radius = 40.0

    def __init__(self, cup_id: int) -> None:
        super().__init__(40, 40)
        self.cup_id = cup_id
        self.look = ("yellow", 0, False)  # colour, coconuts, marked (by Aimed Shot)
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    @property
    def colour(self) -> str:
        return self.look[0]

    @property
    def coconuts(self) -> int:
        return self.look[1]

    @property
    def marked(self) -> bool:
        return self.look[2]

    def set_look(self, colour: str, coconuts: int, marked: bool) -> None:
        if (colour, coconuts, marked) != self.look:
            self.look = (colour, coconuts, marked)
            self.update()

    def place(self, centre: QPointF, radius: float, z: float) -> None:
        """Centre the cup at `centre`; higher cups are drawn above lower ones."""
        self.set_size(2 * radius, 2 * radius)
        self.setPos(centre.x() - radius, centre.y() - radius)
        if self.transformOriginPoint() != QPointF(radius, radius):  # setting it repaints
            self.setTransformOriginPoint(radius, radius)
        self.setZValue(2 + z * 10 + self.cup_id * 0.001)  # overlapping cups: a fixed order

    def label(self) -> str:
        return _("A red cup") if self.colour == RED else _("A yellow cup")

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"coconuts-cup:{(*self.look, self.w, self.h)}", self.boundingRect(),
             lambda q, r: piece_art.paint_cup(q, self.rect(), *self.look))


class _RoundItem(QGraphicsItem):
    """Something round the scene scales by height: a coconut, its shadow."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self.radius = 8.0
        self.setZValue(z)

    def set_radius(self, radius: float) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius


class CoconutItem(_RoundItem):
    """A coconut in flight or at rest."""

    def __init__(self) -> None:
        super().__init__(30)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        piece_art.paint_coconut(p, self.radius)


class ShadowItem(_RoundItem):
    def __init__(self) -> None:
        super().__init__(1.5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        r = self.radius
        return QRectF(-r, -r * 0.7, 2 * r, 1.4 * r)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        piece_art.paint_shadow(p, self.boundingRect())


class LauncherItem(QGraphicsObject):
    """A seat's monkey launcher, turned to where it aims, pulled back while someone aims."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.size = 30.0
        self.aim = (0.0, 0.0, False)  # degrees (0 = up the screen), pull 0..1, the shooter's
        self.setZValue(3)

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def set_aim(self, angle: float, pull: float, active: bool) -> None:
        if (angle, pull, active) != self.aim:
            self.aim = (angle, pull, active)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        s = self.size * 1.35  # the spoon pulled all the way back, and the glow
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        angle, pull, active = self.aim
        look = (round(angle, 1), round(pull, 3), active, self.size)
        blit(p, f"coconuts-launcher:{look}", self.boundingRect(),
             lambda q, r: piece_art.paint_launcher(q, self.size, angle, pull, active))


class AimHintItem(QGraphicsItem):
    """The dotted start of the flight while aiming; dots grow with height."""

    def __init__(self) -> None:
        super().__init__()
        self.dots: list[tuple[QPointF, float]] = []
        self.bounds = QRectF()
        self.setZValue(25)

    def set_dots(self, dots: Sequence[tuple[QPointF, float]]) -> None:
        if not dots and not self.dots:
            return
        self.prepareGeometryChange()
        self.dots = list(dots)
        self.bounds = QRectF()
        for point, r in self.dots:
            self.bounds |= QRectF(point.x() - r - 3, point.y() - r - 3, 2 * r + 6, 2 * r + 6)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.bounds

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        piece_art.paint_dots(p, self.dots)


class CardItem(Clickable):
    """A magic card of the viewer's hand (`card`), or one being played: face or back."""

    glow_radius = 16.0

    def __init__(self) -> None:
        super().__init__(120, 160)
        self.kind = ""  # "" = the back
        self.card = -1  # which card of the hand it shows (-1: none)
        self.setZValue(15)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def set_kind(self, kind: str) -> None:
        if kind != self.kind:
            self.kind = kind
            self.update()

    def label(self) -> str:
        return card_name(self.kind) if self.kind else _("A magic card")

    def name_room(self) -> QRectF:
        return card_art.name_room(self.rect())

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"coconuts-card:{self.kind}:{self.w}x{self.h}", self.rect(),
             lambda q, r: card_art.paint_card(q, self.rect(), self.kind))


class WindArrowItem(Clickable):
    """One of the winds Call the Wind may set: an arrow, longer for a stronger wind."""

    glow_radius = 30.0

    def __init__(self, wind: tuple[float, float]) -> None:
        super().__init__(56, 56)
        self.wind = wind
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def label(self) -> str:
        strong = abs(self.wind[0]) + abs(self.wind[1]) > 0.75
        return _("A strong wind") if strong else _("A gentle wind")

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"coconuts-wind:{self.wind}:{self.w}x{self.h}", self.rect(),
             lambda q, r: piece_art.paint_wind(q, self.rect(), self.wind))


class PlayerPanelItem(QGraphicsObject):
    """A player's line in the side column: name, coconuts left to shoot, cards, cups won and
    the coconuts in them (the end's count)."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self.seat, self.name = seat, name
        self.w, self.h = 200.0, 48.0
        self.values: tuple = ()
        self._line: tuple[tuple, str] = ((), "")  # (values and language, numbers in words)
        self.setZValue(5)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self.update()

    def set_values(self, coconuts: int, cards: int, cups: int, score: int, current: bool,
                   winner: bool) -> None:
        values = (coconuts, cards, cups, score, current, winner)
        if values != self.values:
            self.values = values
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        if not self.values:
            return
        # the card and the name change rarely, the numbers on most moves: two pictures
        coconuts, cards, cups, score, current, winner = self.values
        made_for = (self.values, language())  # the words: once per change, not per paint
        if self._line[0] != made_for:
            self._line = (made_for, panel_line(coconuts, cards, cups, score))
        line = self._line[1]
        px, split = panel_art.panel_text_size(line, self.w, self.h)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        top = QRectF(r.left() + 8, r.top(), r.width() - 16, r.height() * split)
        low = QRectF(r.left() + 8, r.top() + r.height() * split, r.width() - 16,
                     r.height() * (1 - split))
        look = (self.name, current, winner, self.w, self.h, px, split)
        blit(p, f"coconuts-panel:{look}", self.boundingRect(),
             lambda q, _r: panel_art.paint_panel_card(q, r, top, self.name, px, current,
                                                      winner))
        blit(p, f"coconuts-panel-line:{line}:{low.getRect()}:{px}:{split}", low,
             lambda q, _r: panel_art.paint_panel_line(q, low, line, px, split < 0.5))


class EndBoardItem(QGraphicsObject):
    """The end of the game over the table: why it ended (the tie-break if it decided), then
    every player's cups and coconuts, the winner first."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QRectF(0, 0, 400, 300)
        self.lines: list[tuple[str, str, bool]] = []
        self.title = ""
        self.why = ""
        self.setZValue(45)
        self.setVisible(False)

    def set_result(self, box: QRectF, title: str, lines: Sequence[tuple[str, str, bool]],
                   why: str = "") -> None:
        if (QRectF(box), title, list(lines), why) == (self.box, self.title, self.lines,
                                                        self.why):
            return  # the same board: nothing to repaint
        self.prepareGeometryChange()
        self.box, self.title, self.lines, self.why = QRectF(box), title, list(lines), why
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.box.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        panel_art.paint_end_board(p, self.box, self.title, self.why, self.lines)
