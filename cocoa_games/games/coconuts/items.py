"""Coconuts' pieces that may be clicked: what each shows and what a screen reader says.
Their pictures are drawn by piece_art.py and card_art.py; the pieces that take no click
are the toolkit's `LookItem`s, built in the scene."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cocoa_games.core.i18n import _
from cocoa_games.ui.look_item import ClickableLook

from . import card_art, piece_art
from .cards import card_name
from .layout import RED


class CupItem(ClickableLook):
    """One cup seen from above; `radius` is its rim in pixels at its own height. Its look:
    colour, coconuts in it, marked (the cup Aimed Shot named, ringed outside its rim)."""

    margin = 6.0
    glow_radius = 40.0
    draw = piece_art.paint_cup
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


class CardItem(ClickableLook):
    """A magic card of the viewer's hand (`card`), or one being played: face or back."""

    glow_radius = 16.0
    draw = card_art.paint_card

    def __init__(self) -> None:
        super().__init__(120, 160, ("",))  # its kind; "" = the back
        self.card = -1  # which card of the hand it shows (-1: none)
        self.setZValue(15)

    kind = property(lambda self: self.look[0])

    def label(self) -> str:
        return card_name(self.kind) if self.kind else _("A magic card")

    def name_room(self) -> QRectF:
        return card_art.name_room(self.rect())


class WindArrowItem(ClickableLook):
    """One of the winds Call the Wind may set: an arrow, longer for a stronger wind."""

    glow_radius = 30.0
    draw = piece_art.paint_wind

    def __init__(self, wind: tuple[float, float]) -> None:
        super().__init__(56, 56, (wind,))

    wind = property(lambda self: self.look[0])

    def label(self) -> str:
        strong = abs(self.wind[0]) + abs(self.wind[1]) > 0.75
        return _("A strong wind") if strong else _("A gentle wind")
