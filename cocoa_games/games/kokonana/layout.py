"""Where everything sits in the 1600×1000 scene: board left→right, panels and buttons below.

Village bank | 4×5 shallow tiles | sandbank (keys) | 4×5 deep tiles | temple bank | temple tiles
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

LANES, STEPS = 4, 5
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

BANNER = QRectF(10, 10, 1580, 88)
PANEL_Y, PANEL_H = 646.0, 180.0
BUTTON_Y, BUTTON_H = 856.0, 100.0
RUNNER = 58.0  # runner size on the board


def parse(name: str) -> tuple[str, int, int] | None:
    """'S:2:4' -> ('S', 2, 4); banks -> None."""
    if len(name) == 5 and name[0] in "SD" and name[1] == ":" and name[3] == ":":
        return name[0], int(name[2]), int(name[4])
    return None


def tile_rect(name: str) -> QRectF:
    half, lane, step = parse(name) or ("S", 0, 0)
    x0 = SHALLOW_X if half == "S" else DEEP_X
    return QRectF(x0 + step * PITCH_X, GRID_TOP + lane * PITCH_Y, TILE_W, TILE_H)


def tile_names(half: str) -> list[str]:
    return [f"{half}:{lane}:{step}" for lane in range(LANES) for step in range(STEPS)]


def place_rect(name: str) -> QRectF:
    """The area of a position (a tile or a bank)."""
    return BANKS[name] if name in BANKS else tile_rect(name)


def key_rect(index: int) -> QRectF:
    """The i-th key spot on the sandbank (top part; runners stand below)."""
    return QRectF(SAND.x() + 8, SAND.y() + 14 + index * 58, SAND.width() - 16, 46)


def runner_center(place: str, index: int, count: int) -> QPointF:
    """Centre of the index-th of `count` runners on one place (side by side on a stone)."""
    if place in BANKS:
        r = BANKS[place]
        if place == "sand":  # below the keys
            top = r.y() + 14 + 5 * 58 + 8
            cols = 2
        else:
            top = r.y() + 40
            cols = 1 if count <= 4 else 2
        col, row = index % cols, index // cols
        if cols == 1:
            return QPointF(r.center().x(), top + RUNNER / 2 + row * (RUNNER + 22))
        return QPointF(r.x() + r.width() * (0.27 + 0.46 * col),
                       top + RUNNER / 2 + row * (RUNNER + 10))
    r = tile_rect(place)
    if count <= 1:
        return r.center()
    dx = (index - (count - 1) / 2) * (r.width() * 0.52)
    return QPointF(r.center().x() + dx, r.center().y() + 6)


def temple_rect(slot: int, slots: int) -> QRectF:
    """Temple tiles in two columns beside the temple bank."""
    col, row = slot % 2, slot // 2
    rows = (slots + 1) // 2
    w, h, gap_y = 84.0, 100.0, 18.0
    top = TEMPLE_AREA.y() + (TEMPLE_AREA.height() - (rows * h + (rows - 1) * gap_y)) / 2
    x = TEMPLE_AREA.x() + 10 + col * (w + 12)
    if slots % 2 == 1 and slot == slots - 1:
        x = TEMPLE_AREA.center().x() - w / 2  # the odd last tile sits centred
    return QRectF(x, top + row * (h + gap_y), w, h)


def panel_rect(seat: int, seats: int) -> QRectF:
    gap = 14.0
    w = (1580 - gap * (seats - 1)) / seats
    return QRectF(10 + seat * (w + gap), PANEL_Y, w, PANEL_H)
