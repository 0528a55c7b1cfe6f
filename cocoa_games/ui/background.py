"""The still picture under a table (felt, board, banks): one opaque cached picture of the
whole rect, of which each repaint copies only the exposed part."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from .pixmap_cache import Draw, blit_exposed


class BackgroundItem(QGraphicsItem):
    def __init__(self, key: str, draw: Draw) -> None:
        super().__init__()
        self.key = key  # names the picture; the layout's size is added to it
        self.draw = draw
        self.rect = QRectF(0, 0, 1600, 1000)
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_rect(self, rect: QRectF, look: str = "") -> None:
        """A new size (and `look`: anything else the picture depends on, e.g. the layout)."""
        key = f"{self.key.split('|')[0]}|{rect.width():.1f}x{rect.height():.1f}:{look}"
        if rect != self.rect or key != self.key:
            self.prepareGeometryChange()
            self.rect, self.key = QRectF(rect), key
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem | None,
              widget: object = None) -> None:
        exposed = option.exposedRect if option is not None else self.rect
        blit_exposed(p, f"background:{self.key}", self.rect, exposed, self.draw)
