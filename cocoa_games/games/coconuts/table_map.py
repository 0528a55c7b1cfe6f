"""Where the table lands in the view: metres on the table ↔ scene pixels, and the side
column beside it. Laid out for the view's real size (the scene fits the view).

The table is drawn from above, seat 0 at the bottom. Height (z) is drawn as scale and as
the distance from a coconut to its shadow, as if the light came from the upper left.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .physics import TABLE_R

#: metres from the centre the drawing shows: the table and a little felt. A Far Shot
#: launcher stands further out than that; it is drawn at the edge (see `clamp`).
REACH = TABLE_R + 0.06
SIDE_MIN, SIDE_MAX = 190.0, 340.0  # px, the column for cards, buttons and players


@dataclass(frozen=True)
class TableMap:
    rect: QRectF          # the whole scene
    banner: QRectF        # the line at the top
    table: QRectF         # the square holding the round table
    side: QRectF          # the column beside it

    @property
    def scale(self) -> float:
        """Pixels per metre."""
        return self.table.width() / (2 * REACH)

    def point(self, x: float, y: float) -> QPointF:
        c = self.table.center()
        return QPointF(c.x() + x * self.scale, c.y() - y * self.scale)

    def metres(self, p: QPointF) -> tuple[float, float]:
        c = self.table.center()
        return (p.x() - c.x()) / self.scale, (c.y() - p.y()) / self.scale

    def length(self, metres: float) -> float:
        return metres * self.scale

    def clamp(self, x: float, y: float, margin: float) -> tuple[float, float]:
        """(x, y) pulled in toward the centre so that `margin` metres around it stay in
        the drawing."""
        far = (x * x + y * y) ** 0.5
        most = REACH - margin
        if far <= most or far == 0:
            return x, y
        return x * most / far, y * most / far

    def height_scale(self, z: float) -> float:
        """How much bigger something at height z looks (a gentle perspective)."""
        return 1.0 + z * 2.2

    def shadow_offset(self, z: float) -> QPointF:
        return QPointF(z * self.scale * 0.45, z * self.scale * 0.3)


def lay_out(rect: QRectF) -> TableMap:
    banner_h = max(44.0, min(72.0, rect.height() * 0.075))
    pad = 8.0
    body = QRectF(rect.left() + pad, rect.top() + banner_h + 2 * pad,
                  rect.width() - 2 * pad, rect.height() - banner_h - 3 * pad)
    side_w = max(SIDE_MIN, min(SIDE_MAX, body.width() * 0.26))
    size = min(body.height(), body.width() - side_w - pad)
    side_w = min(SIDE_MAX, body.width() - size - pad)
    left = body.left() + (body.width() - size - pad - side_w) / 2  # the pair, centred
    table = QRectF(left, body.top() + (body.height() - size) / 2, size, size)
    side = QRectF(table.right() + pad, body.top(), side_w, body.height())
    banner = QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, banner_h)
    # whole pixels: cached pictures are then copied, not resampled
    return TableMap(rect, _whole(banner), _whole(table), _whole(side))


def _whole(r: QRectF) -> QRectF:
    return QRectF(QRectF(r).toAlignedRect()) if r.width() > 0 else r
