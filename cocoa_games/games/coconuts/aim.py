"""Aiming help shared by the computer players and the screen: the cups a shooter may take,
seen from an observation, a shot that reaches a given cup, and a person's aim as they make
it (drag, keys or a held Space). Pure Python, no Qt."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from .actions import Shot
from .observation import Observation, Place
from .physics import (
    AIM_MAX,
    BALL_R,
    CUP_H,
    FAR_SHOT_BACK,
    LAUNCH_DIST,
    SLIDE_REACH,
    Cup,
    Frame,
    fly,
    reach,
)

MAX_PULL = 0.22        # m of drag for a full pull
HINT_REACH = 0.16      # m along the table the dotted hint shows: the way, never the landing
CHARGE_PER_S = 0.55    # pull gained per second while Space is held
TURN_STEP = 0.03       # radians per Left/Right press
PULL_STEP = 0.02       # pull per Up/Down press
MIN_PULL = 0.02        # less is no shot at all
MAX_ANGLE = math.atan(AIM_MAX)
#: a key held down (auto-repeat) moves the aim by the clock, faster the longer it is held:
#: a tap stays one fine step, a hold of about 1.5 s pulls to the middle of the table
HOLD_PULL_PER_S = 0.25     # pull per second as the key starts repeating...
HOLD_PULL_GROWTH = 0.35    # ... and how much faster each second after
HOLD_TURN_PER_S = 0.35     # radians per second, likewise
HOLD_TURN_GROWTH = 0.5
HOLD_LONGEST_GAP = 0.1     # s: a stalled machine's late repeat counts no more than this
#: a person's full pull (the launcher drawn all the way back, the gauge full) lands this
#: far past the table's centre, on the far board: the whole gauge stays on the table and
#: its middle reaches the middle (the rules' pull 0..1 spans far off the table)
FULL_PULL_PAST_CENTRE = 0.5
SLIDE_STEP = 0.125     # of the launcher's slide (-1..1) per Shift+Left/Right press
#: a drag that has not yet pulled back this far (m) but goes sideways slides the launcher
#: along its red line instead: it follows the pointer until the pull begins
SLIDE_UNTIL_BACK = 0.012


@cache
def full_power(far: bool = False) -> float:
    """The rules' pull of a person's full pull: its first touch of the table lands
    `FULL_PULL_PAST_CENTRE` past the centre (from the launcher where it stands)."""
    frame = Frame(0.0, 1.0)  # (every seat alike: the table is round)
    low, high = 0.0, 1.0
    for _step in range(20):
        mid = (low + high) / 2
        point = reach(frame, 0.0, mid, BALL_R, far)
        if point is not None and point[1] > FULL_PULL_PAST_CENTRE:
            high = mid
        else:
            low = mid
    return round(high, 4)


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


@dataclass
class Aim:
    """A person's aim while they make it: `angle` in radians from straight ahead (positive
    to the shooter's right), `pull` 0..1 as the gauge shows it (1: the launcher drawn all
    the way back, `full_power` of the rules' pull); `charging_since` is when Space began
    to be held; `far`: Far Shot, the launcher stands further back; `slide`: where along
    its red line the launcher is held, -1..1 of physics.SLIDE_REACH (+: to the right)."""

    angle: float = 0.0
    pull: float = 0.0
    charging_since: float | None = None
    far: bool = False
    slide: float = 0.0

    def reset(self) -> None:
        """A new shot: the launcher starts straight, unpulled, in the middle of its line."""
        self.angle, self.pull, self.charging_since, self.slide = 0.0, 0.0, None, 0.0

    def slide_by(self, way: int) -> None:
        """Shift+Left (-1) or Shift+Right (+1): the launcher a step along its red line."""
        self.slide = max(-1.0, min(1.0, round(self.slide + way * SLIDE_STEP, 4)))

    def ready(self) -> bool:
        return self.pull >= MIN_PULL

    def power(self) -> float:
        """The rules' pull for the gauge's."""
        return round(self.pull * full_power(self.far), 4)

    def shot(self) -> Shot:
        return Shot(round(math.tan(self.angle), 4), self.power(), round(self.slide, 4))

    def step(self, turn: int, pull: int, held: float = 0.0, gap: float = 0.0) -> None:
        """An arrow key: `turn` -1 (Left) or +1 (Right), `pull` +1 (Up) or -1 (Down). A
        press is one fine step; a key held `held` seconds, repeating `gap` seconds after
        its last repeat, moves by the clock, faster the longer it is held. A first turn
        pulls a little, so the hint shows."""
        gap = min(gap, HOLD_LONGEST_GAP)
        turned = (TURN_STEP if held <= 0 else
                  gap * (HOLD_TURN_PER_S + HOLD_TURN_GROWTH * held))
        pulled = (PULL_STEP if held <= 0 else
                  gap * (HOLD_PULL_PER_S + HOLD_PULL_GROWTH * held))
        if turn:
            self.angle = max(-MAX_ANGLE, min(MAX_ANGLE, self.angle + turn * turned))
            self.pull = self.pull or 0.3
        self.pull = max(0.0, min(1.0, self.pull + pull * pulled))

    def start_charge(self, now: float) -> None:
        self.charging_since, self.pull = now, 0.0

    def charge(self, now: float) -> None:
        # by the clock, not by ticks: a busy machine drops ticks, not pull
        if self.charging_since is not None:
            self.pull = min(1.0, (now - self.charging_since) * CHARGE_PER_S)

    def drag(self, frame: Frame, back_x: float, back_y: float) -> None:
        """Aim from a drag `back_x, back_y` metres back from the launcher: the shot flies
        the other way, pulled as far as dragged. Before any pull, a drag sideways along
        the red line slides the launcher after the pointer."""
        rx, ry = frame.right
        ahead = back_x * frame.fx + back_y * frame.fy
        side = back_x * rx + back_y * ry
        if self.pull == 0.0 and ahead < SLIDE_UNTIL_BACK and abs(side) > 2 * max(ahead, 0.0):
            self.slide = max(-1.0, min(1.0, self.slide - side / SLIDE_REACH))
        elif ahead <= 1e-6:
            self.pull = 0.0
        else:
            self.angle = max(-MAX_ANGLE, min(MAX_ANGLE, math.atan2(side, ahead)))
            self.pull = min(1.0, math.hypot(back_x, back_y) / MAX_PULL)

    def hint(self, frame: Frame, far: bool) -> list[tuple[float, float, float]]:
        """Points (x, y, z) along the first `HINT_REACH` of the flight, cups and wind
        ignored: the way it sets off, never where it lands."""
        flight = fly(frame, math.tan(self.angle), self.power(), (0.0, 0.0), (), far,
                     record=True, slide=self.slide)
        x0, y0, _z0 = flight.path[0]
        near = [p for p in flight.path
                if (p[0] - x0) ** 2 + (p[1] - y0) ** 2 <= HINT_REACH * HINT_REACH]
        return near[::max(1, len(near) // 7)]
