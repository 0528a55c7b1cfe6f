"""Where things sit on the Cuckoo Zoo table, for the view's real size. Plain numbers, no Qt.

Bottom: the viewer's hand with the call bar above it and the Play / Last card / Draw column
on the right. Middle: draw pile, discard pile and the "Play on" box, the call bubble above
them and the turn message below. Around the top: the other players, the next one in turn
order on the left (clockwise seen from the viewer's chair). Without a viewer every seat sits
on the arc.

Numbers are in table units; `unit` is how many pixels one unit covers. The table is at least
1600×1000 units and takes the view's aspect ratio: a wider view widens the table (the hand,
the call bar and the arc of seats spread out, the column stays at the right edge), a taller
one adds height between the middle and the hand. So the table always fills the view.

Text never gets smaller than the theme's MIN_TABLE_PX on screen; items ask the toolkit's
`text_floor` for that size in their own units. Below COMPACT_UNIT a table unit is so small
that the words need more room: the call bar's rows grow and the piles shrink a little.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .card_art import CARD_H, CARD_W

Rect = tuple[float, float, float, float]  # x, y, width, height

#: below this many pixels per table unit the call bar takes two rows
COMPACT_UNIT = 0.7
DESIGN_W, DESIGN_H = 1600.0, 1000.0

BADGE_W, BADGE_H = 250.0, 128.0
BADGE_TAG = 36.0  # room above a badge for its "TURN" / "WINNER" tag
LIFT = 24.0
CALL_GAP = 6.0
CALL_COUNT = 10
MARGIN = 30.0
COLUMN_W = 270.0

# A big hand (TWO_ROWS_FROM cards or more) becomes two rows of smaller cards: the back row
# shows its top (letter, pattern, animal) above the front row, so a single row never has to
# squeeze 25 cards into slivers.
TWO_ROWS_FROM = 16
ROW_SCALE = 0.75


@dataclass(frozen=True)
class TableLayout:
    width: float       # table units
    height: float
    unit: float        # pixels per table unit
    compact: bool
    pile_scale: float  # draw/discard piles and the "Play on" box
    draw_pos: tuple[float, float]
    discard_pos: tuple[float, float]
    indicator_pos: tuple[float, float]
    bubble_rect: Rect
    message_rect: Rect
    winner_rect: Rect
    call_rects: tuple[Rect, ...]
    hand_left: float
    hand_right: float
    hand_top: float
    back_top: float    # the rows of a big hand
    front_top: float
    lift: float
    complain_rect: Rect
    confirm_rect: Rect
    play_rect: Rect
    last_rect: Rect
    draw_rect: Rect
    arc: tuple[float, float, float, float]  # centre x, centre y, radius x, radius y

    @property
    def pile_size(self) -> tuple[float, float]:
        return CARD_W * self.pile_scale, CARD_H * self.pile_scale


def table_layout(width_px: float, height_px: float) -> TableLayout:
    """The layout for a view of `width_px` × `height_px` logical pixels."""
    unit = max(0.2, min(width_px / DESIGN_W, height_px / DESIGN_H))
    w, h = max(DESIGN_W, width_px / unit), max(DESIGN_H, height_px / unit)
    extra_x, extra_y = w - DESIGN_W, h - DESIGN_H
    compact = unit < COMPACT_UNIT
    mid_x, mid_y = extra_x / 2, extra_y / 2  # the middle band moves to the middle

    column_x = w - MARGIN - COLUMN_W
    hand_right = column_x - 20
    pile_scale = 0.85 if compact else 1.0
    pile_top = (296.0 if compact else 306.0) + mid_y
    card_w = CARD_W * pile_scale
    # compact: the piles stand further apart so their (larger) captions do not meet
    draw_pos = ((380.0 if compact else 440.0) + mid_x + (CARD_W - card_w), pile_top)
    discard_pos = ((670.0 if compact else 630.0) + mid_x, pile_top)
    indicator_pos = ((870.0 if compact else 850.0) + mid_x, pile_top - (12 if compact else 6))
    # compact: narrower and higher, clear of the seats beside it and of the "Play on" box
    bubble_rect = (624.0, 190.0 if compact else 204.0, 360.0, 84.0)
    bubble_rect = (bubble_rect[0] + mid_x, bubble_rect[1] + mid_y, *bubble_rect[2:])

    bottom = extra_y  # what sits low on the table moves down with the extra height
    hand_top = 758.0 + bottom
    # two rows of five calls: wide enough for "cock-a-doodle-doo" beside its picture
    row_h = 70.0 if compact else 48.0  # compact: two lines of the smallest words
    call_top = (552.0 if compact else 594.0) + bottom
    per_row = CALL_COUNT // 2
    call_w = (hand_right - MARGIN - CALL_GAP * (per_row - 1)) / per_row
    call_rects = tuple(
        (MARGIN + (i % per_row) * (call_w + CALL_GAP),
         call_top + (i // per_row) * (row_h + CALL_GAP),
         call_w, row_h)
        for i in range(CALL_COUNT))
    message_y = (508.0 if compact else 548.0) + bottom
    call_top = call_rects[0][1]
    call_bottom = call_rects[-1][1] + call_rects[-1][3]
    # the message is as wide as the call bar and sits just above it
    message_rect = (MARGIN, message_y, hand_right - MARGIN, 40.0)
    # the winner's banner takes the call bar's place: there is nothing left to call then
    winner_rect = (MARGIN, call_top, hand_right - MARGIN, min(110.0, call_bottom - call_top))
    lift = 16.0 if compact else LIFT

    return TableLayout(
        width=w, height=h, unit=unit, compact=compact, pile_scale=pile_scale,
        draw_pos=draw_pos, discard_pos=discard_pos, indicator_pos=indicator_pos,
        bubble_rect=bubble_rect, message_rect=message_rect, winner_rect=winner_rect,
        call_rects=call_rects,
        hand_left=MARGIN, hand_right=hand_right, hand_top=hand_top,
        back_top=722.0 + bottom, front_top=836.0 + bottom, lift=lift,
        complain_rect=(column_x, 600.0 + bottom, COLUMN_W, 44.0),
        confirm_rect=(column_x, 650.0 + bottom, COLUMN_W, 44.0),
        # the column ends a glow's width above the bottom edge, even on a small table
        play_rect=(column_x, 702.0 + bottom, COLUMN_W, 92.0),
        last_rect=(column_x, 802.0 + bottom, COLUMN_W, 70.0),
        draw_rect=(column_x, 880.0 + bottom, COLUMN_W, 80.0),
        arc=(w / 2, 470.0 + mid_y, 650.0 + mid_x, 380.0 + mid_y),
    )


#: the layout of a 1600×1000 view (one pixel per unit), for scenes not yet told a size
DEFAULT = table_layout(DESIGN_W, DESIGN_H)


def arc_angles(count: int, with_viewer: bool) -> list[float]:
    """Angles (degrees, 90 = top) for `count` badges, first = next in turn order (left)."""
    if count <= 0:
        return []
    if with_viewer:
        return [180.0 - (k + 1) * 180.0 / (count + 1) for k in range(count)]
    spread = min(180.0, 60.0 * (count - 1))
    if count == 1:
        return [90.0]
    return [90.0 + spread / 2 - k * spread / (count - 1) for k in range(count)]


def seat_positions(lay: TableLayout, players: int,
                   viewer: int | None) -> dict[int, tuple[float, float]]:
    """Top-left corner of each badge; the viewer (if any) gets no badge."""
    if viewer is None:
        seats = list(range(players))
    else:
        seats = [(viewer + k) % players for k in range(1, players)]
    cx0, cy0, rx, ry = lay.arc
    out = {}
    for seat, angle in zip(seats, arc_angles(len(seats), viewer is not None), strict=True):
        a = math.radians(angle)
        cx = cx0 + rx * math.cos(a)
        cy = cy0 - ry * math.sin(a)
        # the top badge's tag stays on the table, however flat the arc
        cy = max(cy, BADGE_TAG + BADGE_H / 2 + 4)
        out[seat] = (cx - BADGE_W / 2, cy - BADGE_H / 2)
    return out


@dataclass(frozen=True)
class HandSpots:
    """Where the cards of a hand lie: a gentle arc, or two straight rows of smaller cards
    for a big hand, always inside the hand area. Cards stay upright so each is painted as
    one copy."""

    spots: tuple[tuple[float, float], ...]  # each card's top left, back row first
    scale: float  # the cards' size
    step: float  # between neighbours of the fullest row: how much of each stays visible
    back: int  # how many cards sit in the back row (0: one row)
    lift: float  # how far a picked card rises
    back_strip: float  # how much of a back-row card shows above the front row (card units)

    def behind(self, index: int) -> bool:
        """In the back row of two: it stays put when picked, so its tag clears the call bar."""
        return index < self.back


def hand_spots(lay: TableLayout, count: int) -> HandSpots:
    two_rows = count >= TWO_ROWS_FROM
    scale = ROW_SCALE if two_rows else 1.0
    rows = [(count + 1) // 2, count // 2] if two_rows else [count]
    width = lay.hand_right - lay.hand_left
    card_w = CARD_W * scale
    step = min(card_w + 10, (width - card_w) / max(1, rows[0] - 1))
    sag = 0.0 if lay.compact or two_rows else 10.0
    spots: list[tuple[float, float]] = []
    for row, n in enumerate(rows):
        x0 = lay.hand_left + (width - card_w - step * (n - 1)) / 2
        top = lay.front_top if row else lay.back_top if two_rows else lay.hand_top
        mid = (n - 1) / 2
        spots += [(x0 + i * step, top + (((i - mid) / mid) ** 2 * sag if mid else 0.0))
                  for i in range(n)]
    return HandSpots(tuple(spots), scale, step, rows[0] if two_rows else 0, lay.lift * scale,
                     (lay.front_top - lay.back_top) / scale - 2)


def hand_z(spots: HandSpots, index: int, chosen: bool, focused: bool) -> float:
    """Front row above back row; the keyboard-focused card comes to the very front, and so
    does a picked back-row card (its name is otherwise under the front row). A picked card in
    a single row stays in place: raising it would cover the neighbour's clickable strip."""
    if focused or (chosen and spots.behind(index)):
        return 170 + index * 0.1
    return 100 + (30 if spots.back and not spots.behind(index) else 0) + index * 0.1


def badge_buttons(x: float, y: float, complain: bool, confirm: bool) -> tuple[Rect, Rect]:
    """Complain! and No complaint on the badge whose top left is (x, y), over its fan of
    backs and count (callouts never cover a badge): alone, Complain! takes the lower part;
    with No complaint, its top half."""
    w = BADGE_W - 12
    return (x + 6, y + 46, w, 38 if confirm else 76), (x + 6, y + 86, w, 36)


def colour_rects(lay: TableLayout) -> tuple[Rect, ...]:
    """The butterfly's four colour buttons, two by two where the "Play on" box stands."""
    ix, iy = lay.indicator_pos
    return tuple((ix + 10 + (i % 2) * 146, iy + 34 + (i // 2) * 94, 136, 86) for i in range(4))


def tilt(card_id: int) -> float:
    """A small fixed tilt per card so the discard pile looks tossed, not stacked."""
    return float((card_id * 37) % 17 - 8)
