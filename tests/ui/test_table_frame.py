"""The table frame: at any view size the board keeps its shape and grows as large as the
other regions allow, every region lies inside the view and none overlaps another, the
seats go beside a board that is short of height, and every clamp holds."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from cocoa_games.ui.table_frame import (
    BANNER,
    BUTTONS,
    SIDE,
    FrameSpec,
    TableFrame,
    table_frame,
)

SIZES = [(640, 400), (780, 490), (950, 690), (1590, 977), (2230, 1330), (940, 420),
         (3000, 900), (700, 1400)]
WIDE_BOARD = FrameSpec(1594, 536, seats=4, side=SIDE)  # Kokonana's river
SQUARE = FrameSpec(100, 100, side=SIDE)  # a square board with a side column, no seats


def regions(frame: TableFrame) -> list[QRectF]:
    return [r for r in (frame.banner, frame.board, *frame.panels, frame.buttons, frame.side)
            if not r.isEmpty()]


@pytest.mark.parametrize(("size", "spec"), list(itertools.product(SIZES, [
    WIDE_BOARD, FrameSpec(1594, 536, seats=2, side=SIDE), FrameSpec(1594, 536, seats=3),
    SQUARE, FrameSpec(100, 100, buttons=None, side=SIDE)])))
def test_every_region_fits_the_view_and_none_overlaps(size, spec):
    rect = QRectF(0, 0, *size)
    frame = table_frame(rect, spec)
    found = regions(frame)
    for region in found:
        assert rect.contains(region), (region, rect)
    panels_in_side = [p for p in frame.panels if frame.side.contains(p)]
    for a, b in itertools.combinations(found, 2):
        if {id(a), id(b)} & {id(p) for p in panels_in_side} and frame.side in (a, b):
            continue  # seats beside the board lie in its column
        assert not a.intersected(b).isValid() or a.intersected(b).isEmpty(), (a, b)
    assert frame.board.width() / frame.board.height() == pytest.approx(
        spec.board_w / spec.board_h)
    assert frame.scale == pytest.approx(frame.board.width() / spec.board_w)
    assert BANNER.low <= frame.banner.height() <= BANNER.high
    if spec.buttons is not None:
        assert BUTTONS.low <= frame.buttons.height() <= BUTTONS.grown(size[1]) + 1e-9
    assert len(frame.panels) == spec.seats


def test_seats_go_beside_a_wide_board_only_when_that_makes_it_larger():
    tall = table_frame(QRectF(0, 0, 1280, 800), WIDE_BOARD)
    assert all(p.top() > tall.board.bottom() for p in tall.panels)  # under the board
    wide = table_frame(QRectF(0, 0, 3000, 900), WIDE_BOARD)
    assert all(p.left() > wide.board.right() for p in wide.panels)  # in a column beside
    below = table_frame(QRectF(0, 0, 3000, 900), FrameSpec(1594, 536, seats=4, side=SIDE,
                                                           seats_beside=False))
    assert wide.board.width() > below.board.width() * 1.08


def test_a_board_with_a_side_column_takes_the_rest_of_the_width():
    frame = table_frame(QRectF(0, 0, 1280, 800), SQUARE)
    assert frame.side.left() > frame.board.right()
    assert SIDE.low <= frame.side.width() <= SIDE.high
    assert frame.board.height() > 500  # as large as the height allows
