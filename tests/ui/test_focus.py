"""Keyboard focus on the table: arrows go to the nearest actionable item that way, Tab
walks them in order and wraps, Enter activates, and the ring shows only after a key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene

from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.focus import FocusChain, FocusRing, reading_order

K = Qt.Key


def _grid(qapp):
    """Three items in a row and one below the middle one."""
    scene = QGraphicsScene(0, 0, 800, 600)
    activated: list[Clickable] = []
    items = []
    for x, y in ((100, 100), (300, 100), (500, 100), (300, 300)):
        item = Clickable(80, 80)
        item.setPos(x, y)
        item.on_activate = activated.append
        item.set_live(object())
        scene.addItem(item)
        items.append(item)
    ring = FocusRing()
    scene.addItem(ring)
    chain = FocusChain(ring)
    chain.set_items(reading_order(items))
    return scene, items, chain, activated


def test_arrows_move_to_the_nearest_item_in_that_direction(qapp):
    _scene, (left, middle, right, below), chain, _ = _grid(qapp)
    assert not chain.ring.isVisible()  # a mouse player never sees it
    chain.move(K.Key_Right)  # the first key only shows where the focus is
    assert chain.focused() is left and chain.ring.isVisible()
    chain.move(K.Key_Right)
    assert chain.focused() is middle
    chain.move(K.Key_Down)
    assert chain.focused() is below
    chain.move(K.Key_Down)  # nothing further down: stays
    assert chain.focused() is below
    chain.move(K.Key_Up)
    chain.move(K.Key_Right)
    assert chain.focused() is right


def test_tab_walks_in_reading_order_and_wraps(qapp):
    _scene, (left, middle, right, below), chain, _ = _grid(qapp)
    seen = []
    for _ in range(5):
        chain.move(K.Key_Tab)
        seen.append(chain.focused())
    # the first Tab shows the focus on the first item; the middle column top to bottom
    assert seen == [left, middle, below, right, left]  # ...and round again
    chain.move(K.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert chain.focused() is right
    chain.move(K.Key_Backtab)
    assert chain.focused() is below


def test_enter_activates_the_focused_item_and_the_ring_follows_it(qapp):
    _scene, (left, middle, *_), chain, activated = _grid(qapp)
    assert not chain.handle_key(K.Key_Return, Qt.KeyboardModifier.NoModifier)  # nothing yet
    chain.handle_key(K.Key_Right, Qt.KeyboardModifier.NoModifier)
    chain.handle_key(K.Key_Right, Qt.KeyboardModifier.NoModifier)
    assert chain.handle_key(K.Key_Return, Qt.KeyboardModifier.NoModifier)
    assert activated == [middle]
    assert chain.ring.boundingRect().contains(middle.scene_rect())


def test_focus_leaves_an_item_that_is_no_longer_actionable(qapp):
    _scene, (left, middle, right, below), chain, _ = _grid(qapp)
    chain.move(K.Key_Tab)
    chain.move(K.Key_Tab)
    assert chain.focused() is middle
    chain.set_items([left, right])
    assert chain.focused() is left  # still keyboard play: the focus lands somewhere useful


def test_a_ring_the_table_placed_moves_on_with_the_offers_one_the_player_placed_stays(qapp):
    """After a move nothing has the focus, so the ring goes to the table's first offer.
    That was the table's choice: when the offers change it goes to the new first one (the
    only offer of another player's turn must not keep it into the player's own turn)."""
    _scene, (left, middle, right, below), chain, _ = _grid(qapp)
    chain.move(K.Key_Tab)
    chain.current = None  # a move was made: nothing focused
    chain.set_items([below])  # another player's turn: one button on offer
    assert chain.focused() is below and chain.auto
    chain.set_items([left, middle, right, below])  # the player's own turn
    assert chain.focused() is left and chain.auto
    chain.set_items([left, middle, right, below])  # the same offers again: it stays
    assert chain.focused() is left
    chain.move(K.Key_Right)  # the player's own choice...
    assert chain.focused() is middle and not chain.auto
    chain.set_items([right, middle])  # ...stays while it is on offer
    assert chain.focused() is middle


def test_down_goes_to_the_next_row_not_the_next_item_straight_below(qapp):
    """A grid 104 × 126 apart (Kokonana's river): from row 1, Down reaches row 2 one column
    aside rather than row 4 straight below (issue 24)."""
    scene = QGraphicsScene(0, 0, 800, 800)
    spots = {"r1": (208, 0), "r2_aside": (104, 126), "r4": (208, 378), "r1_right": (312, 0),
             "r2_far": (0, 126)}
    items = {}
    for name, (x, y) in spots.items():
        item = Clickable(96, 112)
        item.setPos(x, y)
        item.set_live(object())
        scene.addItem(item)
        items[name] = item
    ring = FocusRing()
    scene.addItem(ring)
    chain = FocusChain(ring)
    chain.set_items(reading_order(list(items.values())))
    chain.current = items["r1"]
    chain.move(K.Key_Down)
    assert chain.focused() is items["r2_aside"]
    chain.current = items["r1"]
    chain.move(K.Key_Right)  # in line beats a nearer one a row down
    assert chain.focused() is items["r1_right"]
    chain.move(K.Key_Left)
    chain.move(K.Key_Left)  # nothing left in the row: the nearest within 45° of Left
    assert chain.focused() is items["r2_far"]

