"""Coconuts' table pieces: what each shows and where; the pictures are drawn by
piece_art.py, card_art.py and panel_art.py (see resources/README.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _, language
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.pixmap_cache import blit

from . import card_art, panel_art, piece_art
from .cards import card_name
from .layout import RED
from .panel_art import PANEL_TWO_ROWS_H, panel_fits_one_row
from .words import panel_line

__all__ = ["PANEL_TWO_ROWS_H", "AimHintItem", "CardItem", "CoconutItem", "CupItem",
           "EndBoardItem", "LauncherItem", "PlayerPanelItem", "ShadowItem", "WindArrowItem",
           "panel_fits_one_row", "panel_line"]


class _Picture(Clickable):
    """A piece that may be clicked, drawn by `art(painter, rect, *look)` once per look
    into the shared cache (`spills`: the picture reaches into the glow's margin)."""

    art: ClassVar[Callable[..., None]]
    spills = False

    def __init__(self, w: float, h: float, look: tuple) -> None:
        super().__init__(w, h)
        self.look = look
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def set_look(self, *look: object) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        area = self.boundingRect() if self.spills else self.rect()
        blit(p, f"coconuts-{type(self).__name__}:{self.look}:{self.w}x{self.h}", area,
             lambda q, r: type(self).art(q, self.rect(), *self.look))


class CupItem(_Picture):
    """One cup seen from above; `radius` is its rim in pixels at its own height. Its look:
    colour, coconuts in it, marked (the cup Aimed Shot named, ringed outside its rim)."""

    margin = 6.0
    glow_radius = 40.0
    art = piece_art.paint_cup
    spills = True

    def __init__(self, cup_id: int) -> None:
        super().__init__(40, 40, ("yellow", 0, False))
        self.cup_id = cup_id
        self.setZValue(2)

    colour = property(lambda self: self.look[0])
    coconuts = property(lambda self: self.look[1])
    marked = property(lambda self: self.look[2])

    def place(self, centre: QPointF, radius: float, z: float) -> None:
        """Centre the cup at `centre`; higher cups are drawn above lower ones."""
        self.set_size(2 * radius, 2 * radius)
        self.setPos(centre.x() - radius, centre.y() - radius)
        if self.transformOriginPoint() != QPointF(radius, radius):  # setting it repaints
            self.setTransformOriginPoint(radius, radius)
        self.setZValue(2 + z * 10 + self.cup_id * 0.001)  # overlapping cups: a fixed order

    def label(self) -> str:
        return _("A red cup") if self.colour == RED else _("A yellow cup")


class CardItem(_Picture):
    """A magic card of the viewer's hand (`card`), or one being played: face or back."""

    glow_radius = 16.0
    art = card_art.paint_card

    def __init__(self) -> None:
        super().__init__(120, 160, ("",))  # its kind; "" = the back
        self.card = -1  # which card of the hand it shows (-1: none)
        self.setZValue(15)

    kind = property(lambda self: self.look[0])

    def label(self) -> str:
        return card_name(self.kind) if self.kind else _("A magic card")

    def name_room(self) -> QRectF:
        return card_art.name_room(self.rect())


class WindArrowItem(_Picture):
    """One of the winds Call the Wind may set: an arrow, longer for a stronger wind."""

    glow_radius = 30.0
    art = piece_art.paint_wind

    def __init__(self, wind: tuple[float, float]) -> None:
        super().__init__(56, 56, (wind,))

    wind = property(lambda self: self.look[0])

    def label(self) -> str:
        strong = abs(self.wind[0]) + abs(self.wind[1]) > 0.75
        return _("A strong wind") if strong else _("A gentle wind")


class _Sized(QGraphicsObject):
    """A piece the scene sizes (a radius, a side) and that draws around its origin."""

    def __init__(self, size: float, z: float) -> None:
        super().__init__()
        self.size = size
        self.setZValue(z)

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size


class CoconutItem(_Sized):
    """A coconut in flight or at rest (`size`: its radius)."""

    def __init__(self) -> None:
        super().__init__(8.0, 30)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        r = self.size + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        piece_art.paint_coconut(p, self.size)


class ShadowItem(_Sized):
    def __init__(self) -> None:
        super().__init__(8.0, 1.5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-self.size, -self.size * 0.7, 2 * self.size, 1.4 * self.size)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        piece_art.paint_shadow(p, self.boundingRect())


class LauncherItem(_Sized):
    """A seat's monkey launcher, turned to where it aims, pulled back while someone aims."""

    def __init__(self, seat: int) -> None:
        super().__init__(30.0, 3)
        self.seat = seat
        self.aim = (0.0, 0.0, False)  # degrees (0 = up the screen), pull 0..1, the shooter's

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
        made_for = (self.values, language())  # the words: once per change, not per paint
        if self._line[0] != made_for:
            self._line = (made_for, panel_line(*self.values[:4]))
        panel_art.paint_panel(p, self.boundingRect(), self.name, self._line[1],
                              *self.values[4:])


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
