"""Kokonana's river: positions, their text names, motifs, keys and the hop geometry.

Internally a position is a small int so the model stays fast:
  0..19   shallow tiles, index = lane * 5 + step   (step 0 is next to the village)
  20..39  deep tiles,    index = 20 + lane * 5 + step (step 0 is next to the sandbank)
  40      the village bank, 41 the sandbank, 42 the temple bank.
Players, saves and the scene see text names: "S:lane:step", "D:lane:step", "village",
"sand", "temple_bank".
"""

from __future__ import annotations

LANES = 4
STEPS = 5
HALF = LANES * STEPS  # 20 tiles per half
TILES = 2 * HALF
VILLAGE, SAND, TEMPLE_BANK = 40, 41, 42
POSITIONS = 43

SHALLOW_MOTIFS = (
    "turtle", "log", "catfish", "rocks", "lily_pad",
    "duck", "frog", "crab", "snail", "reeds",
)
DEEP_MOTIFS = (
    "crocodile", "hippo", "dolphin", "snake", "piranha",
    "otter", "canoe", "anchor", "chest", "whirlpool",
)
#: motif id -> name; ids 0..9 live in the shallow half, 10..19 in the deep half
MOTIFS = SHALLOW_MOTIFS + DEEP_MOTIFS

KEY_COLOURS = ("purple", "black", "orange", "green", "blue")
WALL = len(KEY_COLOURS)  # temple face id of a wall; 0..4 are the locks of KEY_COLOURS
TEMPLE_FACES = (*KEY_COLOURS, "wall")


def tile(half: int, lane: int, step: int) -> int:
    return half * HALF + lane * STEPS + step


def half_of(pos: int) -> int:
    return pos // HALF


def lane_of(pos: int) -> int:
    return (pos % HALF) // STEPS


def step_of(pos: int) -> int:
    return pos % STEPS


def _name(pos: int) -> str:
    if pos == VILLAGE:
        return "village"
    if pos == SAND:
        return "sand"
    if pos == TEMPLE_BANK:
        return "temple_bank"
    return f"{'SD'[half_of(pos)]}:{lane_of(pos)}:{step_of(pos)}"


NAMES: tuple[str, ...] = tuple(_name(p) for p in range(POSITIONS))
BY_NAME: dict[str, int] = {n: p for p, n in enumerate(NAMES)}


def _hops_from(pos: int) -> tuple[int, ...]:
    """Where a hop from pos may land (if that place is open): forward, diagonal, sideways."""
    if pos == VILLAGE:
        return tuple(tile(0, lane, 0) for lane in range(LANES))
    if pos == SAND:
        return tuple(tile(1, lane, 0) for lane in range(LANES))
    if pos == TEMPLE_BANK:
        return ()
    half, lane, step = half_of(pos), lane_of(pos), step_of(pos)
    out: list[int] = []
    if step == STEPS - 1:
        out.append(SAND if half == 0 else TEMPLE_BANK)
    for dl in (-1, 0, 1):
        other = lane + dl
        if not 0 <= other < LANES:
            continue
        if step + 1 < STEPS:
            out.append(tile(half, other, step + 1))  # forward (dl 0) or diagonal
        if dl:
            out.append(tile(half, other, step))  # sideways
    return tuple(out)


#: HOPS[pos] = candidate landing places, before checking face-up and room
HOPS: tuple[tuple[int, ...], ...] = tuple(_hops_from(p) for p in range(POSITIONS))


def progress(pos: int) -> int:
    """How far across the river a place is: village 0, sandbank 6, temple bank 12."""
    if pos == VILLAGE:
        return 0
    if pos == SAND:
        return STEPS + 1
    if pos == TEMPLE_BANK:
        return 2 * STEPS + 2
    return half_of(pos) * (STEPS + 1) + step_of(pos) + 1


#: PROGRESS[pos] = progress(pos), for hot loops
PROGRESS: tuple[int, ...] = tuple(progress(p) for p in range(POSITIONS))
