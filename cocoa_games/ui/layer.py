"""A board in its own units: one parent item maps it onto the table, scaled to fit (and
turned, for a board seen from the seat whose turn it is)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem


class Layer(QGraphicsItem):
    """Draws nothing itself; its children are placed in board units."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.k = 1.0  # scene units per board unit

    def fit(self, source: QRectF, target: QRectF, degrees: float = 0.0) -> float:
        """Map `source` (board units) into the middle of `target` (scene units), as large
        as it fits, turned by `degrees` about its centre; returns the scale."""
        turned = QTransform().rotate(degrees).mapRect(QRectF(0, 0, source.width(), source.height()))
        self.k = min(target.width() / turned.width(), target.height() / turned.height())
        centre = source.center()
        t = QTransform()
        t.translate(target.center().x(), target.center().y())
        t.rotate(degrees)
        t.scale(self.k, self.k)
        t.translate(-centre.x(), -centre.y())
        self.setTransform(t)
        return self.k

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        pass


def scene_scale(item: QGraphicsItem) -> float:
    """Scene units per unit of `item` (its parents' scales included, turned or not)."""
    t = item.sceneTransform()
    return math.hypot(t.m21(), t.m22()) or 1.0
