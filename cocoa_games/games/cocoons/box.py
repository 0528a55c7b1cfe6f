"""The box's geometry: nine spaces, four sides, four corners, turning and sight lines.

Everything here is in the *box frame*: space 0 is the box's north-west space, rows run
north to south, and a direction is 0 north, 1 east, 2 south, 3 west as printed on the
box. The box may be spun a quarter turn clockwise at a time (`rotation`); the people stay
where they sit, so a side of a cocoon that points `d` in the box points `(d + rotation) % 4`
at the table. Corners are table corners: 0 south-west, 1 north-west, 2 north-east, 3
south-east (clockwise seen from above, the order the turn goes round).
"""

from __future__ import annotations

from cocoa_games.core.i18n import N_

Slot = int
Direction = int

SIZE = 3
SLOTS = SIZE * SIZE
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DIRECTION_LETTERS = ("N", "E", "S", "W")

#: names of the nine spaces as the compass letters on the box show them
SLOT_NAMES = ("NW", "N", "NE", "W", "C", "E", "SW", "S", "SE")
#: long forms for sentences, marked for translation
SLOT_WORDS = (
    N_("north-west"), N_("north"), N_("north-east"), N_("west"), N_("centre"),
    N_("east"), N_("south-west"), N_("south"), N_("south-east"),
)

SW, NW, NE, SE = 0, 1, 2, 3
CORNER_NAMES = ("SW", "NW", "NE", "SE")
CORNER_WORDS = (N_("south-west corner"), N_("north-west corner"), N_("north-east corner"),
                N_("south-east corner"))
#: the table directions a corner looks at: cocoon sides turned towards that corner
CORNER_FACES: tuple[frozenset[Direction], ...] = (
    frozenset({SOUTH, WEST}), frozenset({NORTH, WEST}),
    frozenset({NORTH, EAST}), frozenset({SOUTH, EAST}),
)

_STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))


def _neighbour(slot: Slot, direction: Direction) -> Slot | None:
    r, c = divmod(slot, SIZE)
    dr, dc = _STEP[direction]
    r, c = r + dr, c + dc
    return r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else None


#: NEIGHBOUR[slot][direction] -> the adjacent space, or None at the box wall
NEIGHBOUR: tuple[tuple[Slot | None, ...], ...] = tuple(
    tuple(_neighbour(s, d) for d in range(4)) for s in range(SLOTS)
)
#: ADJACENT[slot] -> the spaces next to it
ADJACENT: tuple[tuple[Slot, ...], ...] = tuple(
    tuple(n for n in NEIGHBOUR[s] if n is not None) for s in range(SLOTS)
)


def direction_between(src: Slot, dst: Slot) -> Direction:
    """The direction from `src` to the adjacent `dst`."""
    return NEIGHBOUR[src].index(dst)


def distance(a: Slot, b: Slot) -> int:
    ar, ac = divmod(a, SIZE)
    br, bc = divmod(b, SIZE)
    return abs(ar - br) + abs(ac - bc)


#: DIST[a][b] -> slides the free space needs to go from a to b
DIST: tuple[tuple[int, ...], ...] = tuple(tuple(distance(a, b) for b in range(SLOTS))
                                          for a in range(SLOTS))


def corners_for(players: int, solo_two_corners: bool = True) -> tuple[tuple[int, ...], ...]:
    """The corners each seat plays. Two seats face each other; one person alone plays
    two opposite corners (the solo variant) or just one."""
    if players == 1:
        return ((SW, NE),) if solo_two_corners else ((SW,),)
    if players == 2:
        return ((SW,), (NE,))
    return tuple((c,) for c in range(players))


def table_direction(box_direction: Direction, rotation: int) -> Direction:
    return (box_direction + rotation) % 4


def seen_by_corner(corner: int, seal: Direction, rotation: int) -> bool:
    """Whether a seal on the box-frame side `seal` is turned towards `corner`."""
    return table_direction(seal, rotation) in CORNER_FACES[corner]


def facing_free(slot: Slot, seal: Direction, free: Slot) -> bool:
    """Whether the side `seal` of a cocoon on `slot` looks into the free space."""
    return NEIGHBOUR[slot][seal] == free


def table_slot(slot: Slot, rotation: int) -> tuple[int, int]:
    """(row, column) where a box space lies at the table (north up) after `rotation`
    quarter turns clockwise."""
    r, c = divmod(slot, SIZE)
    for _ in range(rotation % 4):
        r, c = c, SIZE - 1 - r
    return r, c
