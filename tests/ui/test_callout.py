"""Callouts are placed near what they point at, inside the table, and never over the
things a player must still see or click when any spot allows it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF
from PySide6.QtGui import QImage, QPainter

from cocoa_games.ui import callout, theme
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
    assert bubble.isVisible() and bubble.text == "Kokonana!"
    tip = bubble.tip()
    assert tip is not None and bubble.boundingRect().contains(tip)
    assert 0 < QLineF(tip, QPointF(600, 400)).length() <= 30  # pointing, a little short


def test_a_bubble_points_at_someone_else_only(qapp):
    bubble = BubbleItem()
    box = QRectF(0, 0, 360, 84)
    bubble.set_words("You called:", "“moo!”", box, box.center())  # the viewer's own call
    assert bubble.shape().boundingRect() == box
    far = QPointF(600, 400)
    bubble.set_words("Ann called:", "“moo!”", box, far)
    reach = bubble.shape().boundingRect()
    assert reach.bottom() > box.bottom() + 100 and reach.right() > box.right() + 100
    assert not reach.contains(far)  # it points rather than touches
    assert bubble.boundingRect().contains(reach)  # (a repaint covers the tail too)


def test_a_bubble_gives_its_header_up_when_the_words_need_the_room(qapp, monkeypatch):
    """In a small box the words are what matters: the header goes before they shrink."""
    written: list[str] = []
    real = callout.draw_text
    monkeypatch.setattr(callout, "draw_text",
                        lambda p, rect, text, *a, **k: written.append(text) or real(p, rect, text,
                                                                                   *a, **k))
    img = QImage(400, 200, QImage.Format.Format_ARGB32)
    for height, header_shown in ((140.0, True), (44.0, False)):
        written.clear()
        p = QPainter(img)
        callout.paint_bubble(p, QRectF(10, 10, 300, height), None, "Benedikt called:",
                             "“cock-a-doodle-doo!”  “Last card!”", theme.INK, 18.0)
        p.end()
        assert ("Benedikt called:" in written) is header_shown
        assert "“cock-a-doodle-doo!”  “Last card!”" in written
