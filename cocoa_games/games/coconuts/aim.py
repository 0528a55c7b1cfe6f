"""Aiming help shared by the computer players and the screen: the cups a shooter may take,
seen from an observation, and a shot that reaches a given cup. Pure Python, no Qt."""

from __future__ import annotations

from .observation import Observation, Place
from .physics import (
    AIM_MAX,
    BALL_R,
    CUP_H,
    FAR_SHOT_BACK,
    LAUNCH_DIST,
    Cup,
    Frame,
    reach,
)


def frame_of(observation: Observation, seat: int) -> Frame:
    fx, fy = observation["frames"][seat]
    return Frame(fx, fy)


def physics_cups(observation: Observation, shooter: int) -> tuple[Cup, ...]:
    """The cups as the coconut meets them: the same rules as `CoconutsState.targets`."""
    out = []
    for cup in observation["cups"]:
        mine_or_protected = cup["place"] == Place.BOARD and (
            cup["seat"] == shooter or not observation["stealing"])
        out.append(Cup(cup["id"], cup["x"], cup["y"], cup["base"],
                       cup["open"] and not mine_or_protected))
    return tuple(out)


def solve(frame: Frame, x: float, y: float, base: float, far: bool = False
          ) -> tuple[float, float] | None:
    """(aim, power) whose flight, cups ignored, drops into the rim of a cup at (x, y);
    None when out of reach."""
    rx, ry = frame.right
    side = x * rx + y * ry
    ahead = x * frame.fx + y * frame.fy + LAUNCH_DIST + (FAR_SHOT_BACK if far else 0.0)
    if ahead <= 0.05:
        return None
    aim = side / ahead
    if abs(aim) > AIM_MAX:
        return None
    height = base + CUP_H - BALL_R
    want = (side * side + ahead * ahead) ** 0.5
    low, high = 0.0, 1.0
    if _distance(frame, aim, high, height, far) < want:
        return None
    for _step in range(22):  # bisection: the range grows with the pull
        mid = (low + high) / 2
        if _distance(frame, aim, mid, height, far) < want:
            low = mid
        else:
            high = mid
    return aim, (low + high) / 2


def _distance(frame: Frame, aim: float, power: float, height: float, far: bool) -> float:
    """How far from the launcher a shot falls through `height` (0 if it never rises to it)."""
    point = reach(frame, aim, power, height, far)
    if point is None:
        return 0.0
    back = LAUNCH_DIST + (FAR_SHOT_BACK if far else 0.0)
    x0, y0 = frame.to_world(0.0, -back)
    return ((point[0] - x0) ** 2 + (point[1] - y0) ** 2) ** 0.5
