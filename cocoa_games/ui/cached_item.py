"""An item drawn once per look into the shared pixmap cache, then copied on every repaint.

A subclass names everything its picture depends on in its look (a tuple kept by
`set_look`, or its own `look()`) and paints it in `draw_look(painter, floor)`, where
`floor` is the smallest font size that reads on screen (`text_floor`): a new zoom that
changes the readable size makes a new picture, too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

from .pixmap_cache import blit
from .text import text_floor


class CachedLookItem(QGraphicsObject):
    """`key_prefix` (a short name of the game) and the class's name begin each look's
    cache key, so two games' items of the same name never share a picture. `bounds`: all
    it ever draws, in its own units. `art(painter, *look, floor)`: the picture, when the
    item needs no `draw_look` of its own."""

    def __init__(self, key_prefix: str, look: tuple = (), bounds: QRectF | None = None,
                 art: Callable[..., None] | None = None) -> None:
        super().__init__()
        self.art = art
        name = type(self).__name__ if art is None else art.__name__
        self._cache_name = f"{key_prefix}-{name}"
        self._look = look
        self._bounds = QRectF(bounds) if bounds is not None else QRectF()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds

    def look(self) -> tuple:
        return self._look

    def set_look(self, look: tuple) -> None:
        """A new look repaints; the same look again costs nothing (most moves)."""
        if look != self._look:
            self._look = look
            self.update()

    def draw_look(self, p: QPainter, floor: float) -> None:
        if self.art is None:
            raise NotImplementedError
        self.art(p, *self.look(), floor)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        floor = text_floor(self)
        key = f"{self._cache_name}:{self.look()}:{floor}"
        blit(p, key, self.boundingRect(), lambda q, r: self.draw_look(q, floor))
