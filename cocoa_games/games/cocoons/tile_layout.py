"""Where each part of a cocoon tile goes, as shares of the tile's side (no Qt), so that
at any size — 800×600 included — no part covers another: the seal's badge in the middle
of the edge it is on, the arrow in the centre pointing at it, and everything else in the
four corners, which no badge reaches:

    placed animal | (top badge) | tokens ×N
    (left badge)  |    arrow    | (right badge)
    table note    | what it stands on ("on: bat")  | action trapdoor

What the cocoon stands on is the one part in words; it takes the bottom band between the
corners in use, or the bigger free part of it beside a badge on the bottom edge.
"""

from __future__ import annotations

Box = tuple[float, float, float, float]  # x, y, width, height: shares of the tile's side

EDGE = 0.04  # from the tile's edge to a corner part
CORNER = 0.25  # a corner part's side
BADGE = 0.28  # the seal badge's diameter, centred on its edge (4 px clear of the corners
#               at 56 px, a cocoon's size at 800×600)
ARROW = 0.26  # the arrow's length, centred
GAP = 0.03  # between two parts that sit side by side

TOP_LEFT: Box = (EDGE, EDGE, CORNER, CORNER)
TOP_RIGHT: Box = (1 - EDGE - CORNER, EDGE, CORNER, CORNER)
BOTTOM_LEFT: Box = (EDGE, 1 - EDGE - CORNER, CORNER, CORNER)
BOTTOM_RIGHT: Box = (1 - EDGE - CORNER, 1 - EDGE - CORNER, CORNER, CORNER)
ANIMAL, NOTE, ACTION = TOP_LEFT, BOTTOM_LEFT, BOTTOM_RIGHT
TOKENS: Box = (0.68, EDGE, 1 - EDGE - 0.68, CORNER)  # words: as wide as the badge allows


def badge(side: int) -> Box:
    """The seal's badge on its edge (screen sides: 0 top, 1 right, 2 bottom, 3 left)."""
    middle = (1 - BADGE) / 2
    return {0: (middle, 0.0, BADGE, BADGE), 1: (1 - BADGE, middle, BADGE, BADGE),
            2: (middle, 1 - BADGE, BADGE, BADGE), 3: (0.0, middle, BADGE, BADGE)}[side]


def arrow() -> Box:
    """The arrow's reach, whichever way it points."""
    start = (1 - ARROW) / 2
    return start, start, ARROW, ARROW


def under(seal_side: int | None, note: bool, action: bool) -> Box:
    """The band for what the cocoon stands on: the bottom row between the corners in
    use, or the bigger free part of it beside a badge on the bottom edge."""
    top = 1 - EDGE - CORNER
    left = EDGE + (CORNER + GAP if note else 0.0)
    right = 1 - EDGE - (CORNER + GAP if action else 0.0)
    if seal_side == 2:
        bx, _y, bw, _h = badge(2)
        parts = [(left, bx - GAP), (bx + bw + GAP, right)]
        left, right = max(parts, key=lambda part: part[1] - part[0])
    return left, top, max(0.0, right - left), CORNER


def parts(seal_side: int | None, animal: bool, tokens: bool, note: bool, action: bool,
          under_words: bool) -> dict[str, Box]:
    """Every part a tile with these things shows, by name."""
    out: dict[str, Box] = {"arrow": arrow()}
    if seal_side is not None:
        out["seal"] = badge(seal_side)
    for name, wanted, box in (("animal", animal, ANIMAL), ("tokens", tokens, TOKENS),
                              ("note", note, NOTE), ("action", action, ACTION)):
        if wanted:
            out[name] = box
    if under_words:
        out["under"] = under(seal_side, note, action)
    return out


def overlap(a: Box, b: Box) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah
