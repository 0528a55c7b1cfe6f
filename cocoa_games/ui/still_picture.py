"""A still picture hung on another item (a runner's halo, a badge): drawn once into the
shared pixmap cache and copied on each repaint; it never takes a click."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from .pixmap_cache import Draw, blit


class StillPicture(QGraphicsItem):
    """`draw(painter, rect)` paints it into `bounds` (the parent's units), named `key` in
    the cache; `behind`: under its parent, as a halo is."""

    def __init__(self, parent: QGraphicsItem, key: str, bounds: QRectF, draw: Draw,
                 behind: bool = True) -> None:
        super().__init__(parent)
        self.key, self.bounds, self.draw = key, QRectF(bounds), draw
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, behind)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.bounds

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, self.key, self.bounds, self.draw)
