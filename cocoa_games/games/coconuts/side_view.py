"""The side view of a flight, Qt-free: the coconut's way seen from beside it, so its height
reads as height (from above it is only scale and a shadow). The way is unrolled as it went
(how far the coconut has travelled) against the height; the cups it passes close to stand
in it as cups seen from the side, and the table ends where the way leaves it.

`SideView.of` fits a flight into a box in scene units; `at(step)` is the picture a
number of steps into it (the trail so far and the coconut), which the art draws.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .physics import BALL_R, CUP_H, CUP_R, TABLE_R

Point = tuple[float, float]
Box = tuple[float, float, float, float]
#: m either side of the way a cup still stands in the side view (it could be touched)
NEAR_WAY = CUP_R + BALL_R + 0.02
#: the least the side view shows, so a short shot is not blown up to fill it (m)
LEAST_SPAN, LEAST_HEIGHT = 0.6, 0.25


def side_cups(obs: Mapping[str, Any], eyes_closed: bool) -> list[tuple[float, float, float, str]]:
    """The cups of a table's observation as `SideView.of` takes them: (x, y, base, colour);
    none while Guess Who? keeps the eyes closed."""
    return [] if eyes_closed else [(c["x"], c["y"], c["base"], c["colour"]) for c in obs["cups"]]


@dataclass(frozen=True)
class SideCup:
    """A cup in the side view: its box (left, top, width, height) in scene units."""

    box: Box
    colour: str


@dataclass(frozen=True)
class SidePicture:
    """What the side view shows `step` steps into a flight."""

    box: Box                  # the whole view
    ground: float             # the table top's y
    table_end: float          # x where the table ends (the view's right edge: it does not)
    launcher: Point           # where the coconut left
    cups: tuple[SideCup, ...]
    trail: tuple[Point, ...]  # the way so far
    coconut: Point
    radius: float
    caption: str


@dataclass(frozen=True)
class SideView:
    box: Box
    points: tuple[Point, ...]  # every step of the way, in scene units
    cups: tuple[SideCup, ...]
    ground: float
    table_end: float
    scale: float               # scene units per metre
    caption: str

    @classmethod
    def of(cls, box: Box, path: Sequence[tuple[float, float, float]],
           cups: Iterable[tuple[float, float, float, str]], caption: str) -> SideView:
        """`path`: the flight's (x, y, z) per step, from the launch; `cups`: (x, y, base,
        colour) of every cup on the table and the boards. The way is unrolled as it went
        (a bounce off a rim turns it, the picture goes on to the right)."""
        left, top, w, h = box
        along = [0.0]
        for (ax, ay, _az), (bx, by, _bz) in zip(path, path[1:], strict=False):
            along.append(along[-1] + math.hypot(bx - ax, by - ay))
        near = []
        for x, y, base, colour in cups:
            gap, at = min((math.hypot(px - x, py - y), a)
                          for (px, py, _pz), a in zip(path, along, strict=True))
            if gap < NEAR_WAY and at > 0.0:
                near.append((at, base, colour))
        span = max(LEAST_SPAN, along[-1] + 0.08, *(a + CUP_R + 0.04 for a, _b, _c in near))
        height = max(LEAST_HEIGHT, max(z for _x, _y, z in path) + 0.06,
                     *(b + CUP_H + 0.04 for _a, b, _c in near))
        pad = min(w, h) * 0.08
        scale = min((w - 2 * pad) / span, (h - 2 * pad) / height)
        ground, start = top + h - pad, left + pad
        off = next((a for (x, y, _z), a in zip(path, along, strict=True)
                    if x * x + y * y > TABLE_R * TABLE_R), span)
        side_cups = tuple(SideCup((start + (a - CUP_R) * scale, ground - (b + CUP_H) * scale,
                                   2 * CUP_R * scale, CUP_H * scale), colour)
                          for a, b, colour in near)
        points = tuple((start + a * scale, ground - z * scale)
                       for (_x, _y, z), a in zip(path, along, strict=True))
        return cls(box, points, side_cups, ground, min(left + w, start + off * scale), scale,
                   caption)

    @property
    def steps(self) -> int:
        return len(self.points)

    def at(self, step: int) -> SidePicture:
        """The picture `step` steps into the flight (clamped to its ends)."""
        step = max(0, min(self.steps - 1, step))
        every = max(1, self.steps // 60)  # a trail of at most ~60 points: cheap to draw
        trail = (*self.points[:step:every], self.points[step])
        return SidePicture(self.box, self.ground, self.table_end, self.points[0], self.cups,
                           trail, self.points[step], max(3.0, BALL_R * 1.6 * self.scale),
                           self.caption)

