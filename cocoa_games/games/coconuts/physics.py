"""A coconut's flight: launch, gravity, wind, rims, walls, table. Pure Python, no Qt.

Units are SI: metres, seconds, metres per second. The table is seen from above: x to the
right, y away from seat 0, z up; the table top is z = 0 and its centre the origin.

Why pure Python and not a physics library: one coconut against at most ~35 upright
cylinders is a small problem, and a library (pymunk is 2-D only, pybullet is large and
compiled) would make the result depend on its build. Here the step loop uses only
operations IEEE 754 rounds exactly the same on every machine (+ − × ÷ and sqrt on doubles;
CPython never fuses them), inputs are quantised to multiples of 1/4096 before use, and the
only trigonometry — the seat directions of a three-player table and the launcher's
elevation — comes from sqrt and fixed ratios, never from math.sin/cos (whose last bit may
differ between C libraries). So replaying a shot gives the same flight everywhere. As a
second guard the rules record every shot's outcome in the state, so a save whose replay
lands a coconut elsewhere no longer matches its recorded state and is refused.

The step is fixed (1/240 s), independent of any frame rate; the screen samples the
recorded path. A shot ends when the coconut rests in a cup, comes to rest on the table, or
falls off its edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

DT = 1.0 / 240.0          # s, fixed time step
GRAVITY = 9.81            # m/s²
BALL_R = 0.011            # m, a coconut's radius
CUP_R = 0.036             # m, a cup's rim radius (cups drawn as cylinders)
CUP_H = 0.075             # m, a cup's height; a stacked cup stands on the one below
TABLE_R = 0.66            # m, the round table's radius
LAUNCH_Z = 0.03           # m, height of the launcher's cup above the table
LAUNCH_DIST = 0.47        # m, launcher to table centre
#: m, Far Shot: "at least a complete arm's length from the red line", a grown-up's arm at
#: the table's scale (off the table's edge: the shooter stands back from it)
FAR_SHOT_BACK = 0.60
#: m, Far Shot as the rules first read it: shots recorded before the launcher could slide
#: (saves from then) fly from there, so those saves replay exactly as they were played
OLD_FAR_SHOT_BACK = 0.30
#: m, how far the launcher may slide either way along its red line ("hold the launcher
#: somewhere behind the red line"): a shot's `slide` −1..1 is a share of it
SLIDE_REACH = 0.07
V_MIN, V_MAX = 1.0, 4.0   # m/s, launch speed at no pull and full pull
# The launcher throws at a fixed elevation of atan(4/3) (about 53°): cos 0.6, sin 0.8.
ELEV_COS, ELEV_SIN = 0.6, 0.8
WIND_ACCEL = 1.2          # m/s², sideways push of the strongest wind
AIM_MAX = 3.0             # aim = sideways over forward: ±1 = ±45°, ±3 = ±72°
RIM_BOUNCE = 0.45         # restitution off a rim or a cup wall
TABLE_BOUNCE = 0.3        # restitution off the table
TABLE_GRIP = 0.7          # horizontal speed kept at each table bounce
ROLL_DECEL = 3.0          # m/s², rolling friction on the table (a hairy coconut)
MAX_TIME = 4.0            # s, a shot never lasts longer
QUANTUM = 4096            # inputs are multiples of 1/QUANTUM


def quantise(value: float) -> float:
    """`value` rounded to a multiple of 1/4096 (exact in binary, the same everywhere)."""
    return round(value * QUANTUM) / QUANTUM


@dataclass(frozen=True)
class Frame:
    """A seat's direction: `forward` points from its edge to the table centre."""

    fx: float
    fy: float

    @property
    def right(self) -> tuple[float, float]:
        return self.fy, -self.fx

    def to_world(self, side: float, ahead: float) -> tuple[float, float]:
        """Table coordinates of a point `side` to the right and `ahead` toward the centre."""
        rx, ry = self.right
        return side * rx + ahead * self.fx, side * ry + ahead * self.fy


_HALF_ROOT3 = (3.0 ** 0.5) / 2.0  # ** 0.5 is sqrt: correctly rounded


def seat_frames(players: int) -> tuple[Frame, ...]:
    """Seats clockwise (seen from above) starting at the bottom edge."""
    if players == 3:
        return (Frame(0.0, 1.0), Frame(_HALF_ROOT3, -0.5), Frame(-_HALF_ROOT3, -0.5))
    if players == 2:
        return (Frame(0.0, 1.0), Frame(0.0, -1.0))
    return (Frame(0.0, 1.0), Frame(1.0, 0.0), Frame(0.0, -1.0), Frame(-1.0, 0.0))


@dataclass(frozen=True)
class Cup:
    """A cup as the coconut meets it: an upright cylinder from `base` to `base + CUP_H`.

    `open` cups catch a coconut that drops through the rim; a covered cup (one with a cup
    standing on it) has a lid instead."""

    key: int
    x: float
    y: float
    base: float = 0.0
    open: bool = True

    @property
    def top(self) -> float:
        return self.base + CUP_H


class Touch(StrEnum):
    """What the coconut touched."""

    RIM = "rim"
    WALL = "wall"
    LID = "lid"      # the top of a covered cup
    TABLE = "table"
    IN = "in"        # it came to rest in a cup


@dataclass(frozen=True)
class Contact:
    """Something the coconut touched at a step (the cup's key, -1 for the table)."""

    step: int
    kind: Touch
    cup: int = -1


@dataclass(frozen=True)
class Flight:
    """How a shot ended. `cup` is the key of the cup the coconut rests in, else None."""

    cup: int | None
    rest: tuple[float, float, float]
    off_table: bool
    steps: int
    contacts: tuple[Contact, ...]
    path: tuple[tuple[float, float, float], ...] = ()  # one point per step when recorded

    @property
    def duration(self) -> float:
        return self.steps * DT


def launcher_point(frame: Frame, far: bool = False, slide: float = 0.0,
                   far_back: float = FAR_SHOT_BACK) -> tuple[float, float]:
    """Where `frame`'s launcher stands: behind its red line, slid `slide` (−1..1, to the
    shooter's right) along it, `far_back` metres further back for Far Shot."""
    back = LAUNCH_DIST + (far_back if far else 0.0)
    return frame.to_world(quantise(slide) * SLIDE_REACH, -back)


def launch(frame: Frame, aim: float, power: float, far: bool = False, slide: float = 0.0,
           far_back: float = FAR_SHOT_BACK
           ) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
    """Start point and velocity of a shot from `frame`'s launcher.

    `aim` (−1..1) is the sideways slope of the throw, `power` (0..1) the pull; the launcher
    stands at `launcher_point(frame, far, slide, far_back)` and throws straight ahead of
    its seat, wherever along the line it was slid."""
    aim, power = quantise(aim), quantise(power)
    x0, y0 = launcher_point(frame, far, slide, far_back)
    norm = (1.0 + aim * aim) ** 0.5
    dx, dy = frame.to_world(aim / norm, 1.0 / norm)
    speed = V_MIN + power * (V_MAX - V_MIN)
    flat = speed * ELEV_COS
    return (x0, y0, LAUNCH_Z), (dx * flat, dy * flat, speed * ELEV_SIN)


class _Grid:
    """Broad phase: which cups are near a point of the table (cells of CELL metres)."""

    CELL = 0.1

    def __init__(self, cups: tuple[Cup, ...]) -> None:
        self.cells: dict[tuple[int, int], list[Cup]] = {}
        reach = CUP_R + BALL_R + 0.01
        for cup in cups:
            for i in range(int((cup.x - reach) // self.CELL),
                           int((cup.x + reach) // self.CELL) + 1):
                for j in range(int((cup.y - reach) // self.CELL),
                               int((cup.y + reach) // self.CELL) + 1):
                    self.cells.setdefault((i, j), []).append(cup)
        self.height = max((c.top for c in cups), default=0.0) + BALL_R

    def near(self, x: float, y: float) -> list[Cup]:
        return self.cells.get((int(x // self.CELL), int(y // self.CELL)), [])


def simulate(start: tuple[float, float, float], velocity: tuple[float, float, float],
             wind: tuple[float, float], cups: tuple[Cup, ...], record: bool = False) -> Flight:
    """Fly a coconut from `start` with `velocity` under `wind` (each component −1..1)."""
    x, y, z = start
    vx, vy, vz = velocity
    ax, ay = quantise(wind[0]) * WIND_ACCEL, quantise(wind[1]) * WIND_ACCEL
    grid = _Grid(cups)
    contacts: list[Contact] = []
    path: list[tuple[float, float, float]] = []
    rolling = False
    max_steps = int(MAX_TIME / DT)
    step = 0
    table_r2 = TABLE_R * TABLE_R
    while step < max_steps:
        step += 1
        pz = z
        if not rolling:
            vx += ax * DT
            vy += ay * DT
            vz -= GRAVITY * DT
        x += vx * DT
        y += vy * DT
        z += vz * DT
        if z < grid.height:
            for cup in grid.near(x, y):
                caught = _touch_cup(cup, x, y, z, pz, vx, vy, vz)
                if caught is None:
                    continue
                kind, x, y, z, vx, vy, vz = caught
                contacts.append(Contact(step, kind, cup.key))
                if kind == Touch.IN:
                    return _end(cup.key, (x, y, z), False, step, contacts, path, record)
                break
        if z <= BALL_R:
            if x * x + y * y > table_r2:  # past the edge: it drops to the floor
                return _end(None, (x, y, z), True, step, contacts, path, record)
            z = BALL_R
            if vz < 0.0 and not rolling:
                contacts.append(Contact(step, Touch.TABLE))
                vz = -vz * TABLE_BOUNCE
                vx *= TABLE_GRIP
                vy *= TABLE_GRIP
                if vz < 0.15:
                    vz, rolling = 0.0, True
        if rolling:
            flat = (vx * vx + vy * vy) ** 0.5
            slow = ROLL_DECEL * DT
            if flat <= slow:
                return _end(None, (x, y, z), False, step, contacts, path, record)
            keep = (flat - slow) / flat
            vx *= keep
            vy *= keep
        if record:
            path.append((x, y, z))
    return Flight(None, (x, y, z), False, step, tuple(contacts), tuple(path))


def _end(cup: int | None, rest: tuple[float, float, float], off_table: bool, step: int,
         contacts: list[Contact], path: list[tuple[float, float, float]],
         record: bool) -> Flight:
    """The flight as it comes to rest; a recorded path ends on the resting point."""
    if record:
        path.append(rest)
    return Flight(cup, rest, off_table, step, tuple(contacts), tuple(path))


def _touch_cup(cup: Cup, x: float, y: float, z: float, pz: float,
               vx: float, vy: float, vz: float):
    """The coconut against one cup: None if untouched, else (kind, x, y, z, vx, vy, vz)."""
    dx, dy = x - cup.x, y - cup.y
    d2 = dx * dx + dy * dy
    outer = CUP_R + BALL_R
    if d2 >= outer * outer:
        return None
    top = cup.top
    inner = CUP_R - BALL_R
    if cup.open and pz >= top > z and d2 < inner * inner:
        return Touch.IN, x, y, top - BALL_R, 0.0, 0.0, 0.0
    d = d2 ** 0.5
    if d < 1e-9:
        dx, dy, d = 1.0, 0.0, 1.0
    ux, uy = dx / d, dy / d
    if not cup.open and d < CUP_R and top - BALL_R < z < top + BALL_R and vz < 0.0:
        return Touch.LID, x, y, top + BALL_R, vx, vy, -vz * RIM_BOUNCE
    # the rim: the circle of radius CUP_R at height `top`
    nx, ny, nz = dx - ux * CUP_R, dy - uy * CUP_R, z - top
    n2 = nx * nx + ny * ny + nz * nz
    if n2 < BALL_R * BALL_R:
        n = n2 ** 0.5
        if n < 1e-9:
            nx, ny, nz, n = 0.0, 0.0, 1.0, 1.0
        nx, ny, nz = nx / n, ny / n, nz / n
        along = vx * nx + vy * ny + vz * nz
        if along < 0.0:
            push = (1.0 + RIM_BOUNCE) * along
            vx, vy, vz = vx - push * nx, vy - push * ny, vz - push * nz
        rx, ry = cup.x + ux * CUP_R, cup.y + uy * CUP_R
        return (Touch.RIM, rx + nx * BALL_R, ry + ny * BALL_R, top + nz * BALL_R, vx, vy, vz)
    if cup.open and d < CUP_R and cup.base < z < top:
        return Touch.IN, x, y, z, 0.0, 0.0, 0.0  # dropped in past the rim after a bounce
    if cup.base <= z <= top and d < outer:
        radial = vx * ux + vy * uy
        if radial < 0.0:
            push = (1.0 + RIM_BOUNCE) * radial
            vx, vy = vx - push * ux, vy - push * uy
        return (Touch.WALL, cup.x + ux * outer, cup.y + uy * outer, z, vx, vy, vz)
    return None


def fly(frame: Frame, aim: float, power: float, wind: tuple[float, float],
        cups: tuple[Cup, ...], far: bool = False, record: bool = False, slide: float = 0.0,
        far_back: float = FAR_SHOT_BACK) -> Flight:
    """Launch from `frame` and simulate: the one call the rules and bots make."""
    start, velocity = launch(frame, aim, power, far, slide, far_back)
    return simulate(start, velocity, wind, cups, record)


def reach(frame: Frame, aim: float, power: float, height: float, far: bool = False,
          wind: tuple[float, float] = (0.0, 0.0), slide: float = 0.0
          ) -> tuple[float, float] | None:
    """Where a coconut falls through `height` on its way down, ignoring every cup
    (what a player judges by eye); None if it never gets that high."""
    (x, y, z), (vx, vy, vz) = launch(frame, aim, power, far, slide)
    ax, ay = quantise(wind[0]) * WIND_ACCEL, quantise(wind[1]) * WIND_ACCEL
    # the same step as `simulate`, written out again: a helper call per step would cost
    # the bots' search (thousands of steps a choice) more than these six lines
    for _step in range(int(MAX_TIME / DT)):
        pz = z
        vx += ax * DT
        vy += ay * DT
        vz -= GRAVITY * DT
        x += vx * DT
        y += vy * DT
        z += vz * DT
        if vz < 0.0 and pz >= height > z:
            return x, y
        if vz < 0.0 and z < height:
            return None
    return None
