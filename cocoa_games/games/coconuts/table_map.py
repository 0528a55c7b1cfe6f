"""Where the table lands in the view: the toolkit's frame (banner, the square of the round
table, the column beside it) and metres on the table ↔ scene pixels.

The table is drawn from above, seat 0 at the bottom. Height (z) is drawn as scale and as
the distance from a coconut to its shadow, as if the light came from the upper left.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cocoa_games.ui.table_frame import GAP, Clamp, FrameSpec, table_frame

from .layout import REACH

BANNER = Clamp(0.075, 44, 72)
SIDE_MIN, SIDE_MAX = 190.0, 340.0  # px, the column for cards, buttons and players


def table_spec(rect: QRectF) -> FrameSpec:
    """The round table is square and as tall as the view allows; the column beside it
    takes the width that leaves (its cards need it more than the felt does), clamped."""
    table = rect.height() - 3 * GAP - BANNER.of(rect.height())
    side = max(SIDE_MIN, min(SIDE_MAX, rect.width() - 3 * GAP - table))
    return FrameSpec(1, 1, banner=BANNER, buttons=None, side=Clamp(0, side, side))


@dataclass(frozen=True)
class TableMap:
    banner: QRectF        # the line at the top
    table: QRectF         # the square holding the round table
    side: QRectF          # the column beside it

    @classmethod
    def fit(cls, rect: QRectF) -> TableMap:
        frame = table_frame(rect, table_spec(rect))
        # whole pixels: cached pictures are then copied, not resampled
        return cls(*(QRectF(r.toAlignedRect()) for r in (frame.banner, frame.board,
                                                          frame.side)))

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

    def shadow_offset(self, z: float) -> QPointF:
        return QPointF(z * self.scale * 0.45, z * self.scale * 0.3)
