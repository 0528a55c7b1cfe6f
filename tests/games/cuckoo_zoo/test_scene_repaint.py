"""A card repaints only the part it draws (so the call buttons above the hand are not
redrawn on every move), yet a picked card's tag appears on screen and leaves no trace
when the card is put back."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from cocoa_games.games.cuckoo_zoo import palette
from tests.scene_view import on_screen, pixel_at

from .helpers import card, deal
from .scene_helpers import Table

GREEN_CAT = card("green", "cat")
FELT = QColor(palette.FELT)


def _start(qtbot) -> Table:
    st = deal([[GREEN_CAT, card("red", "cow"), card("blue", "sheep")], [card("red", "dog")]],
              discard=[card("green", "rooster")], draw=[card("yellow", "dog")])
    return Table(qtbot, st)


def _tag_point(table: Table) -> QPointF:
    """Inside the tag above the picked card, left of its words, clear of its frame."""
    item = table.scene.hand_items[GREEN_CAT]
    tag = item.tag_rect()
    return item.mapToScene(QPointF(tag.left() + 8, tag.center().y()))


def test_a_picked_cards_tag_shows_and_goes_without_a_trace(qtbot):
    table = _start(qtbot)
    item = table.scene.hand_items[GREEN_CAT]
    assert not item.boundingRect().contains(item.tag_rect())  # tight while not picked
    table.click_card(GREEN_CAT)
    assert item.selected
    point = _tag_point(table)
    assert pixel_at(table.view, on_screen(table.view), point) != FELT  # the tag is drawn
    table.click_card(GREEN_CAT)
    assert not item.selected
    assert pixel_at(table.view, on_screen(table.view), point) == FELT  # and gone again

