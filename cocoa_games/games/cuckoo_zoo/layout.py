"""Where things sit on the 1600×1000 Cuckoo Zoo table. Plain numbers, no Qt items.

Bottom: the viewer's fanned hand with the call bar above it and the Play / Last card /
Draw column on the right. Middle: draw pile, discard pile and the "play on" indicator.
Around the top: the other players, the next one in turn order on the left (clockwise
seen from the viewer's chair). Without a viewer every seat sits on the arc.
"""

from __future__ import annotations

import math

from .card_art import CARD_W

BADGE_W, BADGE_H = 250.0, 128.0
ARC_CX, ARC_CY, ARC_RX, ARC_RY = 800.0, 470.0, 650.0, 380.0

DRAW_POS = (440.0, 306.0)
DISCARD_POS = (630.0, 306.0)
INDICATOR_POS = (850.0, 300.0)
BUBBLE_POS = (572.0, 214.0)
BUBBLE_SIZE = (416.0, 84.0)
MESSAGE_Y = 548.0

CALL_Y = 594.0
CALL_W, CALL_H, CALL_GAP = 120.0, 102.0, 6.0
CALL_X0 = 30.0

HAND_LEFT, HAND_RIGHT = 30.0, 1290.0
HAND_TOP = 758.0
LIFT = 24.0

COLUMN_X, COLUMN_W = 1310.0, 270.0
COMPLAIN_RECT = (COLUMN_X, 600.0, 130.0, 92.0)
CONFIRM_RECT = (COLUMN_X + 140.0, 600.0, 130.0, 92.0)
PLAY_RECT = (COLUMN_X, 706.0, COLUMN_W, 100.0)
LAST_RECT = (COLUMN_X, 816.0, COLUMN_W, 74.0)
DRAW_RECT = (COLUMN_X, 900.0, COLUMN_W, 86.0)


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


def seat_positions(players: int, viewer: int | None) -> dict[int, tuple[float, float]]:
    """Top-left corner of each badge; the viewer (if any) gets no badge."""
    if viewer is None:
        seats = list(range(players))
    else:
        seats = [(viewer + k) % players for k in range(1, players)]
    out = {}
    for seat, angle in zip(seats, arc_angles(len(seats), viewer is not None), strict=True):
        a = math.radians(angle)
        cx = ARC_CX + ARC_RX * math.cos(a)
        cy = ARC_CY - ARC_RY * math.sin(a)
        out[seat] = (cx - BADGE_W / 2, cy - BADGE_H / 2)
    return out


# A big hand (TWO_ROWS_FROM cards or more) becomes two rows of smaller cards: the back row
# shows its top (letter, pattern, animal) above the front row, so a single row never has to
# squeeze 25 cards into slivers.
TWO_ROWS_FROM = 16
ROW_SCALE = 0.75
BACK_TOP = 722.0  # a picked card's tag (34 above the card, scaled) stays below the call bar
FRONT_TOP = 836.0


def hand_rows(count: int) -> list[int]:
    """How many cards sit in each row, back row first."""
    if count < TWO_ROWS_FROM:
        return [count]
    back = (count + 1) // 2
    return [back, count - back]


def hand_scale(count: int) -> float:
    return ROW_SCALE if count >= TWO_ROWS_FROM else 1.0


def hand_row_of(count: int, index: int) -> int:
    """0 for the back (or only) row, 1 for the front row."""
    return 0 if index < hand_rows(count)[0] else 1


def hand_lift(count: int, index: int) -> float:
    """How far a picked card rises; back-row cards stay put so their tag clears the call bar."""
    if count >= TWO_ROWS_FROM and hand_row_of(count, index) == 0:
        return 0.0
    return LIFT * hand_scale(count)


def hand_step(count: int) -> float:
    """Distance between neighbouring cards of the fullest row (how much of each stays visible)."""
    width = HAND_RIGHT - HAND_LEFT
    card_w = CARD_W * hand_scale(count)
    per_row = max(hand_rows(count))
    return min(card_w + 10, (width - card_w) / max(1, per_row - 1))


def hand_positions(count: int) -> list[tuple[float, float, float]]:
    """(x, y, rotation) of each hand card: a gentle arc (or two straight rows) that always
    fits the hand area. Cards stay upright (rotation 0) so each is painted as one blit."""
    if count == 0:
        return []
    width = HAND_RIGHT - HAND_LEFT
    step = hand_step(count)
    card_w = CARD_W * hand_scale(count)
    rows = hand_rows(count)
    out = []
    for row, n in enumerate(rows):
        total = card_w + step * (n - 1)
        x0 = HAND_LEFT + (width - total) / 2
        mid = (n - 1) / 2
        for i in range(n):
            if len(rows) == 1:
                y = HAND_TOP + ((i - mid) / mid) ** 2 * 18 if mid else HAND_TOP
            else:
                y = BACK_TOP if row == 0 else FRONT_TOP
            out.append((x0 + i * step, y, 0.0))
    return out
