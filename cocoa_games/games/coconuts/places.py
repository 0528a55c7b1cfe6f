"""Where the Coconuts table puts things, in scene units, without Qt: table metres ↔ the
scene's pixels inside the table's square, and the places of the cups, the launchers, the
wind arrows, the coconut and its shadow, the card being played and the end board.

The table is drawn from above, seat 0 at the bottom. Height (z) is drawn as scale and as
the distance from a coconut to its shadow, as if the light came from the upper left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import layout
from .observation import CupView
from .physics import BALL_R, CUP_H, CUP_R, Frame

Point = tuple[float, float]
#: (left, top, width, height) in scene units
Box = tuple[float, float, float, float]
#: a launcher's picture reaches this far past its size either way: the spoon pulled all
#: the way back, and the shooter's glow
LAUNCHER_ROOM = 1.35


def _square(centre: Point, size: float) -> Box:
    return centre[0] - size / 2, centre[1] - size / 2, size, size


@dataclass(frozen=True)
class Places:
    """The table's square in the scene: its left, top and side; `view` what of the table
    it shows (metres: x, y of its middle, half its side; see layout.view_around)."""

    left: float
    top: float
    size: float
    view: tuple[float, float, float] = (0.0, 0.0, layout.REACH)

    @property
    def scale(self) -> float:
        """Pixels per metre."""
        return self.size / (2 * self.view[2])

    def point(self, x: float, y: float) -> Point:
        half, (mx, my, _r) = self.size / 2, self.view
        return self.left + half + (x - mx) * self.scale, self.top + half - (y - my) * self.scale

    def metres(self, px: float, py: float) -> Point:
        half, (mx, my, _r) = self.size / 2, self.view
        return (mx + (px - self.left - half) / self.scale,
                my + (self.top + half - py) / self.scale)

    def length(self, metres: float) -> float:
        return metres * self.scale

    def cup(self, cup: CupView, frames: Sequence[Frame] = ()) -> tuple[Point, float, float]:
        """A cup's centre, its rim's radius drawn at its height, and its top (m); given the
        seats' `frames`, a pyramid's upper cups a step in (layout.drawn_spot)."""
        top = cup["base"] + CUP_H
        return (self.point(*layout.drawn_spot(cup, frames)),
                self.length(CUP_R) * layout.height_scale(top), top)

    def launcher(self, frame: Frame, far: bool) -> Point:
        return self.point(*layout.launcher_spot(frame, far))

    def launcher_size(self) -> float:
        return max(20.0, self.length(0.06))

    def launcher_box(self, frame: Frame, far: bool) -> Box:
        """All a launcher's picture may cover."""
        return _square(self.launcher(frame, far), 2 * LAUNCHER_ROOM * self.launcher_size())

    def wind_arrow(self, wind: tuple[float, float]) -> Box:
        """Call the Wind's arrow for `wind`, around the table's centre."""
        return _square(self.point(*layout.wind_spot(wind)), max(44.0, self.length(0.07)))

    def blowing(self) -> Box:
        """The wind that blows, over the table's centre."""
        return _square(self.point(0.0, 0.0), max(56.0, self.length(0.12)))

    def coconut(self, x: float, y: float, z: float) -> tuple[Point, float, Point, float]:
        """The coconut's centre and radius at (x, y, z), its shadow's centre and radius.
        Drawn twice its true size: a 2 cm coconut would be a speck on a small screen."""
        cx, cy = self.point(x, y)
        radius = max(5.0, self.length(BALL_R) * 2.0 * layout.height_scale(z))
        shadow = (cx + z * self.scale * 0.45, cy + z * self.scale * 0.3)
        return (cx, cy), radius, shadow, max(4.0, self.length(BALL_R) * 1.8)

    def played_card(self) -> Box:
        """A card being played, standing in the middle of the table."""
        w = min(200.0, self.size * 0.28)
        c = self.point(0.0, 0.0)
        return c[0] - w / 2, c[1] - w * 0.675, w, w * 1.35

    def end_board(self) -> Box:
        """In the middle of the table, clear of every board: the pyramids stay in sight."""
        (x0, y0), (x1, y1) = self.point(-0.37, 0.3), self.point(0.37, -0.3)
        return x0, y0, x1 - x0, y1 - y0
