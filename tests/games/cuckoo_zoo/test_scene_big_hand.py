"""A big hand (after a few penalties) stays readable: every card fits the table and shows its
animal, the focused card comes to the front, and a picked card's tag clears the call bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from cocoa_games.games.cuckoo_zoo.card_art import CARD_H, CARD_W
from cocoa_games.games.cuckoo_zoo.items import CardItem

from .helpers import card, deal
from .scene_helpers import Table, call_buttons

ANIMAL_AREA = QRectF(20, 44, CARD_W - 40, CARD_H - 94)  # inside the medallion
BLUE_DOG = card("blue", "dog")


def _big_hand(size: int) -> list[int]:
    """`size` cards, the blue dog third (in the back row of a two-row hand)."""
    others = [card(c, a, k) for k in range(3) for c in ("red", "yellow", "green")
              for a in ("cow", "sheep", "cat", "bee", "donkey", "lion")]
    return [*others[:2], BLUE_DOG, *others[2:size - 1]]


def _start(qtbot, size: int) -> Table:
    st = deal([_big_hand(size), [card("red", "dog")], [card("green", "dog")]],
              discard=[card("blue", "rooster")], draw=[card("yellow", "dog")])
    return Table(qtbot, st)


def _top_card_at(scene, point: QPointF) -> CardItem | None:
    for item in scene.items(point, Qt.ItemSelectionMode.IntersectsItemShape,
                            Qt.SortOrder.DescendingOrder):
        if isinstance(item, CardItem):
            return item
    return None


def _visible_share(scene, item: CardItem, area: QRectF) -> float:
    """Share of sample points of `area` (item coordinates) where `item` is the top card."""
    points = [QPointF(area.left() + area.width() * (i + 0.5) / 8,
                      area.top() + area.height() * (j + 0.5) / 8)
              for i in range(8) for j in range(8)]
    mine = sum(_top_card_at(scene, item.mapToScene(p)) is item for p in points)
    return mine / len(points)


@pytest.mark.parametrize("size", [16, 20, 25])
def test_every_card_of_a_big_hand_fits_and_shows_its_animal(qtbot, size):
    table = _start(qtbot, size)
    scene = table.scene
    assert len(scene.hand_items) == size
    table_rect = scene.sceneRect()
    for card_id in scene._hand_ids():
        item = scene.hand_items[card_id]
        outline = item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
        assert table_rect.contains(outline), f"card {card_id} leaves the table: {outline}"
        column = scene.buttons["play"].mapToScene(0, 0).x()
        assert outline.right() <= column  # never under the Play / Draw buttons
        # most of the animal picture is not hidden by the neighbours
        assert _visible_share(scene, item, ANIMAL_AREA) >= 0.6, f"card {card_id} is hidden"


def test_a_big_hand_keeps_the_corner_letter_of_every_card_visible(qtbot):
    table = _start(qtbot, 25)
    scene = table.scene
    for card_id in scene._hand_ids():
        item = scene.hand_items[card_id]
        assert _visible_share(scene, item, QRectF(6, 6, 28, 28)) == 1.0


def test_the_focused_card_of_a_big_hand_comes_to_the_front_whole(qtbot):
    table = _start(qtbot, 20)
    scene = table.scene
    for _ in range(4):  # from nothing to the fourth card
        table.key(Qt.Key.Key_Right)
    focused = scene.hand_items[scene._hand_ids()[3]]
    assert focused.focused
    assert _visible_share(scene, focused, QRectF(4, 4, CARD_W - 8, CARD_H - 8)) == 1.0


def test_a_picked_card_in_the_back_row_shows_whole_and_its_tag_clears_the_call_bar(qtbot):
    table = _start(qtbot, 20)
    scene = table.scene
    table.click_card(BLUE_DOG)
    item = scene.hand_items[BLUE_DOG]
    assert item.selected
    assert _visible_share(scene, item, QRectF(4, 4, CARD_W - 8, CARD_H - 8)) == 1.0
    table.click_button(scene.buttons["woof"])
    tag = item.mapRectToScene(item.tag_rect())
    for button in call_buttons(scene):
        assert not tag.intersects(button.mapRectToScene(QRectF(0, 0, button.w, button.h)))
    table.click_button(scene.buttons["play"])
    assert table.chosen and table.chosen[0][1].cards == (BLUE_DOG,)
