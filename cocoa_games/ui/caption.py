"""A one-line caption on the table ("Draw pile · 43")."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import theme
from .text import draw_text, fit_px, text_floor, text_width


class CaptionItem(QGraphicsObject):
    """Words `px` high where they fit, smaller down to the readable size, then their short
    form when one is given, then cut with … (`colour`: white reads on the felt)."""

    def __init__(self, width: float, colour: str = theme.WHITE, px: float = 19,
                 height: float = 30) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.colour, self.px = colour, px
        self.text = self.short = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width

    def set_text(self, text: str, short: str = "") -> None:
        if (text, short) != (self.text, self.short):
            self.text, self.short = text, short
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        rect, floor = self.boundingRect(), text_floor(self)
        text = self.short if self.short and text_width(self.text, floor) > self.w else self.text
        draw_text(p, rect, text, fit_px(text, rect, self.px, floor), colour=self.colour,
                  elide=True)
