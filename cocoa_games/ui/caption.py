"""A one-line caption on the table ("Draw pile · 43")."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import theme
from .text import draw_text, fit_px, text_floor


class CaptionItem(QGraphicsObject):
    """Words `px` high where they fit, smaller down to the readable size, then cut with …
    (`colour`: white reads on the felt)."""

    def __init__(self, width: float, colour: str = theme.WHITE, px: float = 19,
                 height: float = 30) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.colour, self.px = colour, px
        self.text = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        rect = self.boundingRect()
        draw_text(p, rect, self.text, fit_px(self.text, rect, self.px, text_floor(self)),
                  colour=self.colour, elide=True)
