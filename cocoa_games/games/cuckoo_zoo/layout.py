"""Where things sit on the Cuckoo Zoo table, for the view's real size. Plain numbers, no Qt.

Bottom: the viewer's hand with the call bar above it and the Play / Last card / Draw column
on the right. Middle: draw pile, discard pile and the "Play on" box, the call bubble above
them and the turn message below. Around the top: the other players, the next one in turn
order on the left (clockwise seen from the viewer's chair). Without a viewer every seat sits
on the arc.

Numbers are in table units; `unit` is how many pixels one unit covers. The table is the
toolkit frame's board (`table_spec`): at least DESIGN_W × DESIGN_H units, in the view's
aspect ratio: a wider view widens the table (the hand, the call bar and the arc of seats
spread out, the column stays at the right edge), a taller one adds height between the middle
and the hand. So the table always fills the view. Every place is measured from the table's
centre line, its middle or its bottom (`Density`, the rows below), never from a fixed design.

Text never gets smaller than the theme's MIN_TABLE_PX on screen; items ask the toolkit's
`text_floor` for that size in their own units. Below COMPACT_UNIT a table unit is so small
that the words need more room: the call bar's rows grow and the piles shrink a little.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from cocoa_games.ui.table_frame import Clamp, FrameSpec

from .card_art import CARD_H, CARD_W
from .words import tag_word

Rect = tuple[float, float, float, float]  # x, y, width, height

#: below this many pixels per table unit the call bar takes two rows
COMPACT_UNIT = 0.7
DESIGN_W, DESIGN_H = 1600.0, 1000.0

BADGE_W, BADGE_H = 250.0, 128.0
BADGE_TAG = 36.0  # room above a badge for its "TURN" / "WINNER" tag
#: the person's own picture on their badge, in its top left corner beside the name
BADGE_PICTURE = (6.0, 2.0, 52.0, 52.0)
LIFT = 24.0
CALL_GAP = 6.0
CALL_COUNT = 10
MARGIN = 30.0
COLUMN_W = 270.0
#: the table has no banner over it: its message is its own, above the call bar
NO_BANNER = Clamp(0.0, 0.0, 0.0)

# A big hand (TWO_ROWS_FROM cards or more) becomes two rows of smaller cards: the back row
# shows its top (colour sign, pattern, animal) above the front row, so a single row never has to
# squeeze 25 cards into slivers.
TWO_ROWS_FROM = 16
#: the top cards of the discard pile on the table
RECENT_SHOWN = 3
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


class Density(NamedTuple):
    """The table's spacing at one density. Across: the piles and the call bubble from the
    table's centre line. Down: the middle band from the table's middle, the call bar and
    the message from its bottom; the hand and the column always sit at the bottom."""

    pile_scale: float  # draw/discard piles and the "Play on" box
    draw_x: float  # the draw pile's right edge, from the centre line
    discard_x: float
    indicator_x: float
    pile_y: float  # the piles' top, from the middle
    indicator_up: float  # the "Play on" box stands this much higher than the piles
    bubble_y: float
    call_row: float  # one row of the call bar
    call_up: float  # the call bar's top, above the bottom
    message_up: float
    lift: float  # a picked card rises


ROOMY = Density(1.0, -210, -170, 50, -194, 6, -296, 48, 406, 452, LIFT)
#: two lines of the smallest words per call; the piles further apart so their (larger)
#: captions do not meet; the bubble narrower and higher, clear of the seats beside it
COMPACT = Density(0.85, -270, -130, 70, -204, 12, -310, 70, 428, 472, 16)
#: from the bottom: the hand's top, the big hand's two rows
HAND_UP, BACK_ROW_UP, FRONT_ROW_UP = 242.0, 278.0, 164.0
#: the column's buttons from the bottom (top, height), Complain! first, Draw at the bottom
#: (it ends a glow's width above the edge, even on a small table)
COMPLAIN_ROW, CONFIRM_ROW = (474.0, 69.0), (398.0, 69.0)  # 9 mm at 1280×800 (a child's finger)
PLAY_ROW, LAST_ROW, DRAW_ROW = (298.0, 92.0), (198.0, 70.0), (120.0, 80.0)
COLUMN_GAP = 20.0  # between the hand (and the call bar) and the column
BUBBLE_W, BUBBLE_H, BUBBLE_X = 360.0, 84.0, -176.0
COMPACT_BUBBLE_UP, BUBBLE_WIDER = 9.0, 48.0  # (clear of a badge at the top of a small table)
MESSAGE_H, WINNER_H = 40.0, 110.0
BAND_PX = 23.0  # a band's readable words (14 px) with room round them, in pixels
#: the arc of seats: its centre above the middle, its radii short of the table's half sizes
ARC_UP, ARC_IN_X, ARC_IN_Y = 30.0, 150.0, 120.0


def table_spec(width_px: float, height_px: float) -> FrameSpec:
    """The table as the frame's board: at least DESIGN_W × DESIGN_H units and in the view's
    shape, so it always fills the view (no banner and no button row: the message and the
    buttons are the table's own; no gaps: its MARGIN is inside it, and a small window
    needs every pixel for words of 9 pt)."""
    unit = max(0.2, min(width_px / DESIGN_W, height_px / DESIGN_H))
    return FrameSpec(max(DESIGN_W, width_px / unit), max(DESIGN_H, height_px / unit),
                     banner=NO_BANNER, buttons=None, gap=0.0)


def table_layout(w: float, h: float, unit: float) -> TableLayout:
    """The layout of a table `w` × `h` units large, `unit` pixels per unit (the frame's)."""
    compact = unit < COMPACT_UNIT
    d = COMPACT if compact else ROOMY
    cx, cy = w / 2, h / 2
    column_x = w - MARGIN - COLUMN_W
    hand_right = column_x - COLUMN_GAP
    pile_top = cy + d.pile_y
    draw_pos = (cx + d.draw_x - CARD_W * d.pile_scale, pile_top)
    discard_pos = (cx + d.discard_x, pile_top)
    indicator_pos = (cx + d.indicator_x, pile_top - d.indicator_up)
    # a small window's bubble is taller, upwards: its heading ("Ben called:") and two lines
    # of the smallest words fit under it ("moo!" "Last card!")
    bubble_h = BUBBLE_H + (COMPACT_BUBBLE_UP if compact else 0.0)
    # ...and a wide table's wider, for a long name in the heading (clear of the seats)
    wider = min(BUBBLE_WIDER, max(0.0, (w - DESIGN_W) * 0.25))
    bubble_rect = (cx + BUBBLE_X - wider / 2, cy + d.bubble_y + BUBBLE_H - bubble_h,
                   BUBBLE_W + wider, bubble_h)
    # two rows of five calls: wide enough for "cock-a-doodle-doo" beside its picture
    per_row = CALL_COUNT // 2
    call_w = (hand_right - MARGIN - CALL_GAP * (per_row - 1)) / per_row
    call_top = h - d.call_up
    call_rects = tuple(
        (MARGIN + (i % per_row) * (call_w + CALL_GAP),
         call_top + (i // per_row) * (d.call_row + CALL_GAP), call_w, d.call_row)
        for i in range(CALL_COUNT))
    call_bottom = call_top + 2 * d.call_row + CALL_GAP
    # the message is as wide as the call bar and sits just above it
    message_rect = (MARGIN, h - d.message_up, hand_right - MARGIN, MESSAGE_H)
    # the winner's banner takes the call bar's place: there is nothing left to call then
    winner_rect = (MARGIN, call_top, hand_right - MARGIN, min(WINNER_H, call_bottom - call_top))

    def row(spot: tuple[float, float]) -> Rect:
        return column_x, h - spot[0], COLUMN_W, spot[1]

    return TableLayout(
        width=w, height=h, unit=unit, compact=compact, pile_scale=d.pile_scale,
        draw_pos=draw_pos, discard_pos=discard_pos, indicator_pos=indicator_pos,
        bubble_rect=bubble_rect, message_rect=message_rect, winner_rect=winner_rect,
        call_rects=call_rects, hand_left=MARGIN, hand_right=hand_right, hand_top=h - HAND_UP,
        back_top=h - BACK_ROW_UP, front_top=h - FRONT_ROW_UP, lift=d.lift,
        complain_rect=row(COMPLAIN_ROW), confirm_rect=row(CONFIRM_ROW), play_rect=row(PLAY_ROW),
        last_rect=row(LAST_ROW), draw_rect=row(DRAW_ROW),
        arc=(cx, cy - ARC_UP, cx - ARC_IN_X, cy - ARC_IN_Y),
    )


#: the layout of the design's size (one pixel per unit), for scenes not yet told a size
DEFAULT = table_layout(DESIGN_W, DESIGN_H, 1.0)


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


def badge_count_rect(asking: bool) -> Rect:
    """Where a badge shows its card count (badge units): beside the fan of backs, or —
    while Complain!/No complaint cover the fan (`asking`) — on the name's line, so the
    count a complaint is about never disappears."""
    if asking:
        return (BADGE_W - 104, 6, 94, 36)
    return (130, 48, BADGE_W - 140, 70)


def badge_buttons(x: float, y: float, complain: bool, confirm: bool) -> tuple[Rect, Rect]:
    """Complain! and No complaint on the badge whose top left is (x, y), over its fan of
    backs and count (callouts never cover a badge): alone, Complain! takes the lower part;
    with No complaint, its top half. They reach a little past its sides: in a small window
    "Kein Einspruch" needs all that room."""
    w = BADGE_W + 20
    return (x - 10, y + 46, w, 38 if confirm else 76), (x - 10, y + 86, w, 36)


def colour_rects(lay: TableLayout) -> tuple[Rect, ...]:
    """The butterfly's four colour buttons, two by two where the "Play on" box stands (and
    a little past its right side, towards the column: room for "Gelb" beside its key)."""
    ix, iy = lay.indicator_pos
    return tuple((ix + 10 + (i % 2) * 176, iy + 34 + (i // 2) * 94, 166, 86) for i in range(4))


def tilt(card_id: int) -> float:
    """A small fixed tilt per card so the discard pile looks tossed, not stacked."""
    return float((card_id * 37) % 17 - 8)


class CardMark(NamedTuple):
    """How one card of the hand lies and what it wears."""

    x: float  # top left, lifted when picked
    y: float
    z: float
    dim: bool  # can't be picked now
    chosen: bool
    focused: bool
    order: int | None  # its place among several picked cards
    call: str  # the word on its tag
    strip: tuple[float, float]  # the part a person can point at (card units, from 0, 0)


def hand_marks(lay: TableLayout, hand: Sequence[int], picked: Sequence[int],
               calls: Sequence[str], pickable: set[int] | None, stuck: bool,
               focused: int | None) -> tuple[HandSpots, float, list[CardMark]]:
    """The hand's spots, the width of a picked card's tag, and each card's mark.
    `pickable`: the cards that may be picked now (None: not the viewer's turn to play);
    `stuck`: nothing fits, every card is dimmed (the draw button is the move)."""
    spots = hand_spots(lay, len(hand))
    tag_w = min(CARD_W, spots.step / spots.scale - 6)
    marks = []
    for index, (card, (x, y)) in enumerate(zip(hand, spots.spots, strict=True)):
        chosen, is_focused = card in picked, card == focused
        order = picked.index(card) if chosen else -1
        lift = spots.lift if chosen and not spots.behind(index) else 0.0
        # the tag is narrow (neighbours cover the card): the call's word without quotes
        call = tag_word(calls[order]) if 0 <= order < len(calls) else ""
        # the part never covered by a neighbour: the whole card once it has the focus
        strip = (CARD_W if is_focused else tag_w,
                 CARD_H if is_focused or not spots.behind(index) else spots.back_strip)
        marks.append(CardMark(x, y - lift, hand_z(spots, index, chosen, is_focused),
                              stuck or (pickable is not None and card not in pickable),
                              chosen, is_focused,
                              order + 1 if chosen and len(picked) > 1 else None, call, strip))
    return spots, tag_w, marks


def bubble_anchor(lay: TableLayout, badge: tuple[float, float] | None) -> tuple[float, float]:
    """Where the call bubble's tail points: the nearest edge of the player's badge (never
    across its name, the piles or the complaint buttons on it); no badge (the viewer's own
    call), no tail: the bubble's own centre."""
    x, y, w, h = lay.bubble_rect
    cx, cy = x + w / 2, y + h / 2
    if badge is None:
        return cx, cy
    bx, by = badge
    return min(max(cx, bx), bx + BADGE_W), min(max(cy, by), by + BADGE_H)


def seat_anchor(lay: TableLayout, badge: tuple[float, float] | None) -> tuple[float, float]:
    """Where a seat's cards fly from and to: the top left of a card centred on its badge
    (top left given), or on the hand (the viewer)."""
    if badge is not None:
        return badge[0] + (BADGE_W - CARD_W) / 2, badge[1] + (BADGE_H - CARD_H) / 2
    return (lay.hand_left + lay.hand_right - CARD_W) / 2, lay.hand_top


class PileSpots(NamedTuple):
    stack: tuple[tuple[float, float], ...]  # the draw pile's cards, the bottom one first
    discard: tuple[float, float]  # a discard's spot (they turn, and so scale, about their centre)
    captions: tuple[tuple[float, float, float], ...]  # draw, discard: x, y, width


def band_rects(lay: TableLayout, public: bool) -> tuple[Rect, Rect, Rect]:
    """The message, winner and referee bands. A public table (a replay, computers alone)
    has no hand and no call bar: its message sits below the winner's place, tall enough for
    its readable words however small the table (under the piles, in a replay window, it
    covered their captions)."""
    x, y, width, height = lay.message_rect
    tall = max(MESSAGE_H, BAND_PX / lay.unit)  # (a small table's band: its words' height)
    message = (x, y + height - tall, width, tall)  # its bottom stays above the call bar
    if public:
        x, y, width, height = lay.winner_rect
        message = (x, y + height + CALL_GAP, width, tall)
    return message, lay.winner_rect, lay.winner_rect


def pile_spots(lay: TableLayout, stack: int) -> PileSpots:
    """Where the piles and their captions lie; each caption as wide as the gap between the
    piles' centres allows."""
    (dx, dy), (px, _py) = lay.draw_pos, lay.discard_pos
    pile_w, pile_h = lay.pile_size
    # keep a scaled discard's top left where an unscaled one's would be
    shrink = 1 - lay.pile_scale
    width = px - dx - 4
    return PileSpots(tuple((dx + k * 3, dy - k * 3) for k in range(stack)),
                     (px - CARD_W / 2 * shrink, dy - CARD_H / 2 * shrink),
                     tuple((x + pile_w / 2 - width / 2, dy + pile_h + 2, width) for x in (dx, px)))
