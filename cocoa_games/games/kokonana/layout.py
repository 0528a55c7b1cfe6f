"""Where everything sits on the Kokonana table.

The board (village bank | 4×5 shallow tiles | sandbank with keys | 4×5 deep tiles | temple
bank | temple tiles) is drawn in fixed *board units* below and scaled as one piece. Around
it the toolkit's table frame (`table_spec`) fits the banner, the seats' panels and the
button row to the view's real size: panels below the board, or beside it when the view is
wide enough that the board grows that way.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cocoa_games.ui.table_frame import SIDE, Clamp, FrameSpec

from .board import LANES, STEPS

# -- the board, in board units ----------------------------------------------------------
BOARD_TOP, BOARD_BOTTOM = 108.0, 632.0
PITCH_X, PITCH_Y = 104.0, 126.0
TILE_W, TILE_H = 96.0, 112.0
GRID_TOP = BOARD_TOP + 8
SHALLOW_X, DEEP_X = 135.0, 765.0

VILLAGE = QRectF(10, BOARD_TOP, 120, BOARD_BOTTOM - BOARD_TOP)
SAND = QRectF(660, BOARD_TOP, 100, BOARD_BOTTOM - BOARD_TOP)
TEMPLE_BANK = QRectF(1290, BOARD_TOP, 104, BOARD_BOTTOM - BOARD_TOP)
TEMPLE_AREA = QRectF(1398, BOARD_TOP, 194, BOARD_BOTTOM - BOARD_TOP)
SHALLOW = QRectF(SHALLOW_X - 5, BOARD_TOP, STEPS * PITCH_X + 5, BOARD_BOTTOM - BOARD_TOP)
DEEP = QRectF(DEEP_X - 5, BOARD_TOP, STEPS * PITCH_X + 5, BOARD_BOTTOM - BOARD_TOP)
BANKS = {"village": VILLAGE, "sand": SAND, "temple_bank": TEMPLE_BANK}
#: the whole board with its frame: what is scaled into the table
BOARD = QRectF(4, BOARD_TOP - 6, 1594, BOARD_BOTTOM - BOARD_TOP + 12)
RUNNER = 58.0  # runner size on the board
TEMPLE_W, TEMPLE_H = 84.0, 100.0

# -- panels and cards are drawn in their own design units and scaled to fit ----------------
PANEL_H = 180.0
CARD_W, CARD_H = 640.0, 330.0


def tile_rect(name: str) -> QRectF:
    """Where the tile named "S:lane:step" (or "D:...") lies."""
    half, lane, step = name.split(":")
    x0 = SHALLOW_X if half == "S" else DEEP_X
    return QRectF(x0 + int(step) * PITCH_X, GRID_TOP + int(lane) * PITCH_Y, TILE_W, TILE_H)


def tile_names(half: str) -> list[str]:
    return [f"{half}:{lane}:{step}" for lane in range(LANES) for step in range(STEPS)]


def place_rect(name: str) -> QRectF:
    """The area of a position (a tile or a bank), in board units."""
    return BANKS[name] if name in BANKS else tile_rect(name)


def key_rect(index: int) -> QRectF:
    """The i-th key spot on the sandbank (top part; runners stand below)."""
    return QRectF(SAND.x() + 8, SAND.y() + 14 + index * 58, SAND.width() - 16, 46)


def runner_spot(place: str, index: int, count: int) -> tuple[QPointF, float]:
    """Centre and scale of the index-th of `count` runners on one place. Runners sharing a
    stone sit small in its corners, so the stone's picture stays in sight."""
    if place in BANKS:
        r = BANKS[place]
        if place == "sand":
            top = key_rect(4).bottom() + 20  # below the five keys
            cols = 2
        else:
            top = r.y() + 40
            cols = 1 if count <= 4 else 2
        col, row = index % cols, index // cols
        if cols == 1:
            return QPointF(r.center().x(), top + RUNNER / 2 + row * (RUNNER + 22)), 1.0
        return (QPointF(r.x() + r.width() * (0.27 + 0.46 * col),
                        top + RUNNER / 2 + row * (RUNNER + 10)), 1.0)
    r = tile_rect(place)
    if count <= 1:
        return r.center(), 1.0
    inset = 15.0
    corners = (QPointF(r.left() + inset, r.top() + inset),
               QPointF(r.right() - inset, r.top() + inset),
               QPointF(r.left() + inset, r.bottom() - inset),
               QPointF(r.right() - inset, r.bottom() - inset))
    return corners[index % 4], 0.55


def temple_rect(slot: int, slots: int) -> QRectF:
    """Temple tiles in two columns beside the temple bank."""
    col, row = slot % 2, slot // 2
    rows = (slots + 1) // 2
    gap_y = 18.0
    top = TEMPLE_AREA.y() + (TEMPLE_AREA.height() - (rows * TEMPLE_H + (rows - 1) * gap_y)) / 2
    x = TEMPLE_AREA.x() + 10 + col * (TEMPLE_W + 12)
    if slots % 2 == 1 and slot == slots - 1:
        x = TEMPLE_AREA.center().x() - TEMPLE_W / 2  # the odd last tile sits centred
    return QRectF(x, top + row * (TEMPLE_H + gap_y), TEMPLE_W, TEMPLE_H)


# -- the table around the board: the toolkit's frame ------------------------------------


def table_spec(seats: int) -> FrameSpec:
    """The river board, the seats' panels under it or beside it, the button row."""
    return FrameSpec(BOARD.width(), BOARD.height(), max(seats, 1), side=SIDE,
                     panels=Clamp(0.16, 96, PANEL_H, roomy=0.19))
