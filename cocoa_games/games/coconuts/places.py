"""Where the Coconuts table puts things, in scene units, without Qt: table metres ↔ the
scene's pixels inside the table's square, and the places of the cups, the launchers, the
wind arrows, the coconut and its shadow, the card being played and the end board.

The table is drawn from above and turned so that the seat `bottom` (the shooter) sits at
the bottom edge: every seat aims with the same feel (Left is the shooter's left). Height (z)
is drawn as scale and as the distance from a coconut to its shadow, as if the light came
from the upper left, and again in the side view beside the table (side_view.py).
"""

from __future__ import annotations

import math
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
#: px the end board is at least wide where the table leaves room (a board's line: "0 von 6
#: Bechern, 0 Kokosnüssen" at the smallest text size)
END_BOARD_W = 270.0
#: px a card being played is at least wide where the table leaves room
PLAYED_CARD_W = 140.0
#: seat 0's frame: the table as the rules lay it out, seat 0 at the bottom
SEAT_0 = Frame(0.0, 1.0)


def _square(centre: Point, size: float) -> Box:
    return centre[0] - size / 2, centre[1] - size / 2, size, size


@dataclass(frozen=True)
class Places:
    """The table's square in the scene: its left, top and side; `view` what of the table
    it shows (metres: x, y of its middle, half its side; see layout.view_around)."""

    left: float
    top: float
    size: float
    #: the seat drawn at the bottom edge (its forward points up the screen)
    bottom: Frame = SEAT_0
    #: what of the turned table it shows (metres as the bottom seat sees the table: x, y of
    #: its middle, half its side; see layout.view_around)
    view: tuple[float, float, float] = (0.0, 0.0, layout.REACH)

    @property
    def scale(self) -> float:
        """Pixels per metre."""
        return self.size / (2 * self.view[2])

    def turned(self, x: float, y: float) -> Point:
        """Table metres turned so the bottom seat's right is +x and its forward +y."""
        rx, ry = self.bottom.right
        return x * rx + y * ry, x * self.bottom.fx + y * self.bottom.fy

    def point(self, x: float, y: float) -> Point:
        half, (mx, my, _r) = self.size / 2, self.view
        vx, vy = self.turned(x, y)
        return (self.left + half + (vx - mx) * self.scale,
                self.top + half - (vy - my) * self.scale)

    def metres(self, px: float, py: float) -> Point:
        half, (mx, my, _r) = self.size / 2, self.view
        vx = mx + (px - self.left - half) / self.scale
        vy = my + (self.top + half - py) / self.scale
        rx, ry = self.bottom.right
        return vx * rx + vy * self.bottom.fx, vx * ry + vy * self.bottom.fy

    def degrees(self, dx: float, dy: float) -> float:
        """The screen rotation (0 = pointing up, clockwise) of the table direction dx, dy."""
        vx, vy = self.turned(dx, dy)
        return math.degrees(math.atan2(vx, vy))

    def length(self, metres: float) -> float:
        return metres * self.scale

    def cup(self, cup: CupView, frames: Sequence[Frame] = ()) -> tuple[Point, float, float]:
        """A cup's centre, its rim's radius drawn at its height, and its top (m); given the
        seats' `frames`, a pyramid's upper cups a step in (layout.drawn_spot)."""
        top = cup["base"] + CUP_H
        return (self.point(*layout.drawn_spot(cup, frames)),
                self.length(CUP_R) * layout.height_scale(top), top)

    def launcher(self, frame: Frame, far: bool, slide: float = 0.0) -> Point:
        return self.point(*layout.launcher_spot(frame, far, slide))

    def launcher_size(self) -> float:
        return max(20.0, self.length(0.06))

    def launcher_box(self, frame: Frame, far: bool, slide: float = 0.0) -> Box:
        """All a launcher's picture may cover, slid `slide` along its red line."""
        return _square(self.launcher(frame, far, slide),
                       2 * LAUNCHER_ROOM * self.launcher_size())

    def wind_arrow(self, wind: tuple[float, float]) -> Box:
        """Call the Wind's arrow for `wind`: in a ring between the cups and the boards, on
        the side the wind blows to (as the shooter sees the table), never over a cup."""
        size = self.wind_arrow_size()
        return _square(self.point(*layout.wind_spot(wind)), size)

    def wind_arrow_size(self) -> float:
        return max(40.0, self.length(0.075))

    def gauge(self, frame: Frame, far: bool, slide: float = 0.0) -> Box:
        """The power gauge: upright, left of the shooter's launcher (as the shooter sees
        it), its reading on top."""
        lx, ly = self.launcher(frame, far, slide)
        w, h = max(46.0, self.length(0.1)), max(96.0, self.length(0.3))
        left = max(self.left + 4, lx - self.launcher_size() * LAUNCHER_ROOM - w * 1.1)
        # (Far Shot stands the launcher at the drawing's edge: the gauge stays inside it)
        return left, min(ly - h * 0.62, self.top + self.size - h - 4), w, h

    def again_button(self, seats: int) -> Box:
        """Watch again: in the corner where the side view of the last shot played."""
        x, y, w, _h = self.side_view(seats)
        bw = max(150.0, w * 0.8)
        return x + (w - bw if x > self.left + self.size / 2 else 0.0), y, bw, max(
            40.0, self.size * 0.07)

    def side_view(self, seats: int) -> Box:
        """The side view of a flight (its height over its way): a top corner of the table
        square, clear of the cups and of every board and name tag. With the shooter at
        the bottom, the seat across (2 and 4 seats) has its board and tag on the screen's
        left, so the view takes the top-right corner; at 3 seats the top-left one, where
        the boards turn away from the corner."""
        w, h = self.size * 0.36, self.size * 0.2
        x = self.left + self.size * 0.015
        return (x if seats == 3 else self.left + self.size * 0.985 - w), (
            self.top + self.size * 0.015), w, h

    def launcher_angle(self, frame: Frame, angle: float) -> float:
        """A launcher's rotation on screen for an aim `angle` (radians, to the right) from
        its seat's straight ahead."""
        rx, ry = frame.right
        return self.degrees(frame.fx * math.cos(angle) + rx * math.sin(angle),
                            frame.fy * math.cos(angle) + ry * math.sin(angle))

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
        """A card being played, standing in the middle of the table (on a small table
        never too narrow for its name and what it does)."""
        w = min(200.0, max(self.size * 0.28, min(PLAYED_CARD_W, self.size * 0.6)))
        c = self.point(0.0, 0.0)
        return c[0] - w / 2, c[1] - w * 0.675, w, w * 1.35

    def pyramid(self, frame: Frame) -> Box:
        """All of the seat's pyramid of cups as drawn, with room for a light round it."""
        spots = [layout.drawn_slot(frame, slot) for slot in range(layout.PYRAMID)]
        middle = (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots))
        reach = max(math.dist(middle, spot) for spot in spots) + CUP_R * 2.2
        return _square(self.point(*middle), 2 * self.length(reach))

    def end_board(self) -> Box:
        """In the middle of the table, clear of every pyramid (they stay in sight); on a
        small table wider, over the boards' inner edges, so a board's line is read whole."""
        (x0, y0), (x1, y1) = self.point(-0.37, 0.3), self.point(0.37, -0.3)
        wide = min(END_BOARD_W, self.size * 0.92)
        if x1 - x0 < wide:
            x0, x1 = (x0 + x1 - wide) / 2, (x0 + x1 + wide) / 2
        return x0, y0, x1 - x0, y1 - y0
