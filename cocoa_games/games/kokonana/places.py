"""Where everything sits on the Kokonana board, in *board units* (no Qt: plain numbers).

The board (village bank | 4×5 shallow tiles | sandbank with keys | 4×5 deep tiles | temple
bank | temple tiles) is drawn in these units and scaled as one piece onto the table; the
regions around it come from the toolkit's table frame. A box is (x, y, width, height), a
spot (x, y).
"""

from __future__ import annotations

from .board import LANES, STEPS

Box = tuple[float, float, float, float]
Spot = tuple[float, float]

BOARD_TOP, BOARD_BOTTOM = 108.0, 632.0
PITCH_X, PITCH_Y = 104.0, 126.0
TILE_W, TILE_H = 96.0, 112.0
GRID_TOP = BOARD_TOP + 8
SHALLOW_X, DEEP_X = 135.0, 765.0
_TALL = BOARD_BOTTOM - BOARD_TOP

VILLAGE: Box = (10, BOARD_TOP, 120, _TALL)
SAND: Box = (660, BOARD_TOP, 100, _TALL)
TEMPLE_BANK: Box = (1290, BOARD_TOP, 104, _TALL)
TEMPLE_AREA: Box = (1398, BOARD_TOP, 194, _TALL)
SHALLOW: Box = (SHALLOW_X - 5, BOARD_TOP, STEPS * PITCH_X + 5, _TALL)
DEEP: Box = (DEEP_X - 5, BOARD_TOP, STEPS * PITCH_X + 5, _TALL)
BANKS: dict[str, Box] = {"village": VILLAGE, "sand": SAND, "temple_bank": TEMPLE_BANK}
#: the whole board with its frame: what is scaled into the table
BOARD: Box = (4, BOARD_TOP - 6, 1594, _TALL + 12)
RUNNER = 58.0  # runner size on the board
TEMPLE_W, TEMPLE_H = 84.0, 100.0

# -- panels and cards are drawn in their own design units and scaled to fit ----------------
PANEL_H = 180.0
#: the seats' column beside the board (share of the table's width, least, most pixels): the
#: board is three times as wide as it is tall, so in a small window every pixel the column
#: gives up widens the board; a narrow panel stacks its key and talismans (`panel_art`)
SEATS_BESIDE = (0.17, 128.0, 380.0)
LEAST_PANEL = 64.0  # four seats in that column of a small window: a name, a key, a count
ACROSS_UP_TO = 3  # so many seats leave the button row the table's whole width under them


def button_row_most(table_w: float) -> float:
    """The button row's most height (pixels) on a table `table_w` wide: a narrow table's
    row shares little width among up to five buttons, and a taller button there only
    grows its picture and squeezes its words."""
    return max(50.0, min(100.0, table_w * 0.08))


def pictures_above(row_height: float) -> bool:
    """A button's picture goes over its words in a row this tall (pixels): half the height
    draws a key large enough to see its colour and sign, the rest holds the words."""
    return row_height >= 60
CARD_W, CARD_H = 640.0, 330.0


def tile_box(name: str) -> Box:
    """Where the tile named "S:lane:step" (or "D:...") lies."""
    half, lane, step = name.split(":")
    x0 = SHALLOW_X if half == "S" else DEEP_X
    return (x0 + int(step) * PITCH_X, GRID_TOP + int(lane) * PITCH_Y, TILE_W, TILE_H)


def tile_names(half: str) -> list[str]:
    return [f"{half}:{lane}:{step}" for lane in range(LANES) for step in range(STEPS)]


def place_box(name: str) -> Box:
    """The area of a position (a tile or a bank)."""
    return BANKS[name] if name in BANKS else tile_box(name)


def key_box(index: int) -> Box:
    """The i-th key spot on the sandbank (top part; runners stand below)."""
    x, y, w, _h = SAND
    return (x + 8, y + 14 + index * 58, w - 16, 46)


SOLO_SCALE, SHARED_SCALE = 1.2, 0.76  # a runner alone on a tile stands large


def runner_spot(place: str, index: int, count: int) -> tuple[Spot, float]:
    """Centre and scale of the index-th of `count` runners on one place. Runners sharing a
    stone stand side by side (two rows for three or four), each inside the tile, so none is
    hidden by another or reaches into the next tile."""
    if place in BANKS:
        x, y, w, _h = BANKS[place]
        if place == "sand":
            kx, ky, kw, kh = key_box(4)
            top, cols = ky + kh + 20, 2  # below the five keys
        else:
            top, cols = y + 40, 1 if count <= 4 else 2
        col, row = index % cols, index // cols
        if cols == 1:
            return (x + w / 2, top + RUNNER / 2 + row * (RUNNER + 22)), 1.0
        return (x + w * (0.27 + 0.46 * col), top + RUNNER / 2 + row * (RUNNER + 10)), 1.0
    x, y, w, h = tile_box(place)
    if count <= 1:
        return (x + w / 2, y + h / 2), SOLO_SCALE
    col, row = index % 2, index // 2
    rows = 1 if count <= 2 else 2
    return (x + w * (1 + 2 * col) / 4, y + h * (1 + 2 * row) / (2 * rows)), SHARED_SCALE


def temple_box(slot: int, slots: int) -> Box:
    """Temple tiles in two columns beside the temple bank."""
    ax, ay, aw, ah = TEMPLE_AREA
    col, row = slot % 2, slot // 2
    rows = (slots + 1) // 2
    gap_y = 18.0
    top = ay + (ah - (rows * TEMPLE_H + (rows - 1) * gap_y)) / 2
    x = ax + 10 + col * (TEMPLE_W + 12)
    if slots % 2 == 1 and slot == slots - 1:
        x = ax + aw / 2 - TEMPLE_W / 2  # the odd last tile sits centred
    return (x, top + row * (TEMPLE_H + gap_y), TEMPLE_W, TEMPLE_H)
