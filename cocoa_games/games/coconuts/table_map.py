"""Where the table lands in the view: the toolkit's frame (banner, the square of the round
table, the column beside it), and the places on the table (places.py) inside its square."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cocoa_games.ui.table_frame import GAP, Clamp, FrameSpec, table_frame

from .physics import Frame
from .places import SEAT_0, Places

BANNER = Clamp(0.075, 44, 72)
SIDE_MIN, SIDE_MAX = 190.0, 340.0  # px, the column for cards, buttons, players (or 0.4 h)


def table_spec(rect: QRectF) -> FrameSpec:
    """The round table is square and as tall as the view allows; the column beside it
    takes the width that leaves (its cards need it more than the felt does), clamped."""
    table = rect.height() - 3 * GAP - BANNER.of(rect.height())
    side = max(SIDE_MIN, min(max(SIDE_MAX, rect.height() * 0.4), rect.width() - 3 * GAP - table))
    return FrameSpec(1, 1, banner=BANNER, buttons=None, side=Clamp(0, side, side))


@dataclass(frozen=True)
class TableMap:
    banner: QRectF        # the line at the top
    table: QRectF         # the square holding the round table
    side: QRectF          # the column beside it
    places: Places        # table metres in the scene

    @classmethod
    def fit(cls, rect: QRectF, bottom: Frame = SEAT_0) -> TableMap:
        """The map for a view of `rect`, the seat facing `bottom` at the bottom edge."""
        frame = table_frame(rect, table_spec(rect))
        # whole pixels: cached pictures are then copied, not resampled
        banner, table, side = (QRectF(r.toAlignedRect()) for r in (frame.banner, frame.board,
                                                                     frame.side))
        return cls(banner, table, side, Places(table.left(), table.top(), table.width(),
                                                     bottom))

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(*self.places.point(x, y))

    def metres(self, p: QPointF) -> tuple[float, float]:
        return self.places.metres(p.x(), p.y())

    def length(self, metres: float) -> float:
        return self.places.length(metres)
