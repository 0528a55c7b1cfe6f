"""Where cups stand, in table metres (see physics.py): the centre layout per player count
and the six pyramid slots on every player board. Pure data, no Qt.

2 or 4 players: a 3×3 square of yellow cups, the centre one a yellow stacked on a yellow.
3 players: a triangle of rows 1-2-3-4 (apex away from seat 0), red at the three corners,
the centre spot a yellow stacked on a red, yellow elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .physics import CUP_H, TABLE_R, Frame, launcher_point

if TYPE_CHECKING:
    from .observation import CupView

YELLOW, RED = "yellow", "red"
SPACING = 0.11  # m between neighbouring cups on the table
_ROW_H = SPACING * (3.0 ** 0.5) / 2.0

#: board slots 0-2 stand on the board, 3-4 on two cups each, 5 on top
PYRAMID = 6
SUPPORTS: dict[int, tuple[int, int]] = {3: (0, 1), 4: (1, 2), 5: (3, 4)}
_SLOT_SIDE = (0.13, 0.205, 0.28, 0.1675, 0.2425, 0.205)  # m right of the launcher
_SLOT_TIER = (0, 0, 0, 1, 1, 2)
BOARD_AHEAD = -0.5  # m from the table centre toward the seat
#: metres from the centre the drawing of the table shows: the table and a little felt
REACH = TABLE_R + 0.06


def table_spots(players: int) -> list[tuple[float, float, tuple[str, ...]]]:
    """(x, y, colours bottom→top) of every spot in the centre."""
    if players == 3:
        spots: list[tuple[float, float, tuple[str, ...]]] = []
        for k in range(4):
            for j in range(k + 1):
                x = (j - k / 2) * SPACING
                y = (2 - k) * _ROW_H
                corner = (k, j) in ((0, 0), (3, 0), (3, 3))
                centre = (k, j) == (2, 1)
                colours: tuple[str, ...] = ((RED, YELLOW) if centre
                                            else (RED,) if corner else (YELLOW,))
                spots.append((x, y, colours))
        return spots
    return [((i - 1) * SPACING, (1 - j) * SPACING,
             (YELLOW, YELLOW) if (i, j) == (1, 1) else (YELLOW,))
            for j in range(3) for i in range(3)]


def slot_place(frame: Frame, slot: int) -> tuple[float, float, float]:
    """(x, y, base height) of a pyramid slot on the board of the seat facing `frame`."""
    x, y = frame.to_world(_SLOT_SIDE[slot], BOARD_AHEAD)
    return x, y, _SLOT_TIER[slot] * CUP_H


def next_slot(board: list[int]) -> int:
    """The lowest free slot whose supports are filled (-1 when the pyramid is full)."""
    for slot in range(PYRAMID):
        if board[slot] < 0 and all(board[s] >= 0 for s in SUPPORTS.get(slot, ())):
            return slot
    return -1


def covered(board: list[int], slot: int) -> bool:
    """A cup with another cup standing on it cannot be reached."""
    return any(slot in sup and board[top] >= 0 for top, sup in SUPPORTS.items())


def launcher_spot(frame: Frame, far: bool, slide: float = 0.0) -> tuple[float, float]:
    """Where a seat's launcher is drawn: where it stands (behind its red line, slid along
    it, an arm's length further back for Far Shot: off the table, see `view_around`)."""
    return launcher_point(frame, far, slide)


#: m of felt the drawing keeps around a launcher standing back from the table
LAUNCHER_FELT = 0.1


def view_around(spot: tuple[float, float] | None) -> tuple[float, float, float]:
    """(x, y of its middle, half its side) of the square the drawing shows, in metres: the
    table and a little felt, and a launcher standing off the table (Far Shot) with room
    around it, so the shooter is drawn where they really stand."""
    if spot is None:
        return 0.0, 0.0, REACH
    low_x, high_x = min(-REACH, spot[0] - LAUNCHER_FELT), max(REACH, spot[0] + LAUNCHER_FELT)
    low_y, high_y = min(-REACH, spot[1] - LAUNCHER_FELT), max(REACH, spot[1] + LAUNCHER_FELT)
    half = max(high_x - low_x, high_y - low_y) / 2
    return (low_x + high_x) / 2, (low_y + high_y) / 2, half


#: m the drawing moves each tier of a pyramid toward the table's middle: seen straight from
#: above the upper cups would hide the row beneath; drawn a step further in, as a pyramid
#: is drawn on paper, every cup can be counted
TIER_STEP = 0.062


def drawn_slot(frame: Frame, slot: int) -> tuple[float, float]:
    """Where a pyramid slot's cup is drawn (its true place is `slot_place`)."""
    return frame.to_world(_SLOT_SIDE[slot], BOARD_AHEAD + _SLOT_TIER[slot] * TIER_STEP)


def drawn_spot(cup: CupView, frames: Sequence[Frame]) -> tuple[float, float]:
    """Where a cup is drawn: where it stands, a pyramid's upper tiers a step further in."""
    if cup["place"] == "board" and 0 <= cup["seat"] < len(frames) and cup["slot"] >= 0:
        return drawn_slot(frames[cup["seat"]], cup["slot"])
    return cup["x"], cup["y"]


def height_scale(z: float) -> float:
    """How much bigger something at height z is drawn (a gentle perspective from above)."""
    return 1.0 + z * 2.2


def wind_spot(wind: tuple[float, float]) -> tuple[float, float]:
    """Where Call the Wind's arrow for `wind` lies around the table centre: the strong
    winds further out than the gentle ones, each on its own side."""
    length = (wind[0] ** 2 + wind[1] ** 2) ** 0.5 or 1.0
    reach = 0.33 if length > 0.75 else 0.15
    return wind[0] / length * reach, wind[1] / length * reach
