"""The regions of a table, computed from the view's size, the board's shape and the seats:
a banner across the top, the board as large as it gets, the seats' panels under it or in a
column beside it, and the button row along the bottom.

A game describes its table once with a `FrameSpec` (its board's size in its own units, how
many seats, which regions it has) and asks `table_frame(rect, spec)` on every relayout,
instead of hand-making the regions. Every clamp is a named `Clamp`: a share of the view's
height (or width) held between a least and a most, so words stay readable in a small
window and nothing grows silly in a big one.

Vertically: gap, banner, gap, board, [gap, panels], then the buttons with `edge` around
them (room for their glow, and a button's repaint never spills onto a panel). Spare height
goes first to the panels, then to the buttons (up to their `roomy` size), then is shared
around the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

#: between two regions
GAP = 8.0
#: around the button row: room for a glowing button's halo (12 units)
EDGE = 14.0
#: seats go into a column beside the board only when that makes the board this much larger
SIDE_WINS = 1.08
#: the least height of a seat's panel in a column (a name and a count at 9 pt)
MIN_PANEL_H = 80.0


@dataclass(frozen=True)
class Clamp:
    """A length: `share` of the view's length, at least `low`, at most `high`; spare room
    may grow it to `roomy` × the view's length (never past that, and never below `high`)."""

    share: float
    low: float
    high: float
    roomy: float = 0.0

    def of(self, length: float) -> float:
        return max(self.low, min(self.high, length * self.share))

    def grown(self, length: float) -> float:
        return max(self.high, length * self.roomy)


#: the usual banner: the turn and what to do, in words a family reads across the table
BANNER = Clamp(0.075, 44, 84)
#: the usual button row
BUTTONS = Clamp(0.085, 50, 100, roomy=0.085)
#: the usual seat panel under the board
PANELS = Clamp(0.16, 96, 180, roomy=0.19)
#: the usual column beside the board (seats, a side panel)
SIDE = Clamp(0.2, 240, 380)


@dataclass(frozen=True)
class FrameSpec:
    """What a table holds. `board_w`, `board_h`: the board in its own units (its shape).
    `seats`: how many panels (0: none). `side`: a column beside the board (its width);
    with seats, `seats_beside` says where they go (None: beside when that makes the
    board larger, True: always, False: never)."""

    board_w: float
    board_h: float
    seats: int = 0
    banner: Clamp = BANNER
    buttons: Clamp | None = BUTTONS
    panels: Clamp = PANELS
    side: Clamp | None = None
    seats_beside: bool | None = None
    gap: float = GAP
    edge: float = EDGE
    least_panel: float = MIN_PANEL_H  # the least height of a seat's panel in a column
    #: in a column layout, the button row runs on under the column (its panels stop above
    #: it): a narrow board leaves a row of long words too little width
    buttons_across: bool = False


@dataclass(frozen=True)
class TableFrame:
    rect: QRectF
    banner: QRectF
    board: QRectF  # where the board lands
    scale: float  # scene units per board unit
    panels: tuple[QRectF, ...]  # one per seat, in seat order
    buttons: QRectF  # the row the buttons share (empty: the table has none)
    side: QRectF  # the column beside the board (empty: none; with seats beside: theirs)


def table_frame(rect: QRectF, spec: FrameSpec) -> TableFrame:
    """Fit every region of `spec` into `rect`, the board as large as it gets."""
    g, e = spec.gap, spec.edge
    w, h = rect.width(), rect.height()
    bw, bh = spec.board_w, spec.board_h
    seats = max(spec.seats, 0)
    banner_h = spec.banner.of(h)
    button_h = spec.buttons.of(h) if spec.buttons is not None else 0.0
    panel_h = spec.panels.of(h) if seats else 0.0
    # the bottom: the button row inside its edges, or just a gap
    low = 2 * e + button_h if spec.buttons is not None else g
    banner = QRectF(rect.x() + g, rect.y() + g, w - 2 * g, banner_h)
    # seats (if any) in a row under the board...
    row_fixed = 2 * g + banner_h + low + (g + panel_h if seats else 0.0)
    k_below = min((w - 2 * g) / bw, (h - row_fixed) / bh)
    side_w = spec.side.of(w) if spec.side is not None else 0.0
    side_room = h - 3 * g - banner_h - (low - g if spec.buttons_across else 0.0)
    beside = spec.side is not None and (not seats or spec.seats_beside is True)
    if spec.side is not None and seats and spec.seats_beside is None:
        # ...or in a column beside it: a wide view, where the board is short of height
        k_side = min((w - 3 * g - side_w) / bw, (h - _side_fixed(spec, banner_h, button_h)) / bh)
        beside = k_side > k_below * SIDE_WINS and side_room / seats - g >= spec.least_panel
    if beside:
        return _beside(rect, spec, banner, button_h, side_w)
    k = k_below
    spare = h - row_fixed - bh * k
    if seats:
        grow = min(spec.panels.grown(h) - panel_h, spare * 0.5)
        panel_h, spare = panel_h + grow, spare - grow
    if spec.buttons is not None:
        grow = min(spec.buttons.grown(h) - button_h, spare * 0.5)
        button_h, spare = button_h + grow, spare - grow
    board = QRectF(rect.x() + (w - bw * k) / 2, banner.bottom() + g + spare / 2, bw * k, bh * k)
    py = board.bottom() + g + spare / 2
    pw = (w - 2 * g - g * (seats - 1)) / seats if seats else 0.0
    panels = tuple(QRectF(rect.x() + g + i * (pw + g), py, pw, panel_h) for i in range(seats))
    buttons = (QRectF(rect.x() + e, rect.bottom() - e - button_h, w - 2 * e, button_h)
               if spec.buttons is not None else QRectF())
    return TableFrame(QRectF(rect), banner, board, k, panels, buttons, QRectF())


def _side_fixed(spec: FrameSpec, banner_h: float, button_h: float) -> float:
    """The height beside the board's that a table with a side column spends."""
    g, e = spec.gap, spec.edge
    return 3 * g + banner_h + (e + button_h if spec.buttons is not None else 0.0)


def _beside(rect: QRectF, spec: FrameSpec, banner: QRectF, button_h: float,
            side_w: float) -> TableFrame:
    """The board (and the button row under it) on the left, a column on the right."""
    g, e = spec.gap, spec.edge
    w, h = rect.width(), rect.height()
    bw, bh = spec.board_w, spec.board_h
    k = min((w - 3 * g - side_w) / bw, (h - _side_fixed(spec, banner.height(), button_h)) / bh)
    board = QRectF(rect.x() + g, 0, bw * k, bh * k)
    if spec.buttons is not None:  # the buttons take half of what the board leaves
        spare = h - _side_fixed(spec, banner.height(), button_h) - board.height()
        button_h = min(button_h + spare / 2, spec.buttons.high)
    spare = h - _side_fixed(spec, banner.height(), button_h) - board.height()
    board.moveTop(banner.bottom() + g + spare / 2)
    px, py = rect.right() - g - side_w, banner.bottom() + g
    across = spec.buttons_across and spec.buttons is not None
    bottom = rect.bottom() - 2 * e - button_h if across else rect.bottom() - g
    side = QRectF(px, py, side_w, bottom - py)
    seats = max(spec.seats, 0)
    each = min(spec.panels.high, side.height() / seats - g) if seats else 0.0
    panels = tuple(QRectF(px, py + i * (each + g), side_w, each) for i in range(seats))
    left_w = px - g - rect.x() - e  # beside the column
    row_w = w - 2 * e if across else left_w
    buttons = (QRectF(rect.x() + e, rect.bottom() - e - button_h, row_w, button_h)
               if spec.buttons is not None else QRectF())
    board.moveLeft(rect.x() + g + ((left_w if spec.buttons is not None else px - g - rect.x())
                                   - board.width()) / 2)
    return TableFrame(QRectF(rect), banner, board, k, panels, buttons, side)
