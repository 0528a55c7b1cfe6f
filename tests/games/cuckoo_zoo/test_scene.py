"""The Cuckoo Zoo table as a player meets it: what is drawn, and what clicks and keys do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from cocoa_games.games.cuckoo_zoo.card_art import PALETTE
from cocoa_games.games.cuckoo_zoo.cards import CARD_DICTS
from cocoa_games.games.cuckoo_zoo.items import CardItem
from cocoa_games.games.cuckoo_zoo.prompts import upper_first
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, Draw, Play
from cocoa_games.games.cuckoo_zoo.words import card_words
from tests.scene_view import in_game_view

from .helpers import MORE, card, deal, filler, fly
from .scene_helpers import Table, badge_button, call_buttons, colour_buttons

GREEN_CAT = card("green", "cat")
BLUE_DOG = card("blue", "dog")
RED_COW = card("red", "cow")


def _start(qtbot, viewer=0, **kw):
    hands = kw.pop("hands", [[GREEN_CAT, BLUE_DOG, RED_COW, fly(0)], filler(4), filler(4, 4)])
    st = deal(hands, discard=[card("green", "cow")], draw=kw.pop("draw", filler(1, 8)), **kw)
    return Table(qtbot, st, viewer=viewer)


def test_public_view_draws_no_hand_at_all(qtbot):
    table = _start(qtbot, viewer=None)
    assert table.scene.hand_items == {}
    assert table.face_ids() == {card("green", "cow")}  # only the discard pile
    assert not table.scene.buttons["play"].isVisible()
    assert not any(b.isVisible() for b in call_buttons(table.scene))
    # every seat sits at the table with its card count
    assert {b.seat: b.look().cards for b in table.scene.badges.values()} == {0: 4, 1: 4, 2: 4}


def test_viewer_sees_only_their_own_hand(qtbot):
    table = _start(qtbot, viewer=1)
    table.assert_private()
    assert set(table.scene.hand_items) == set(filler(4))
    assert table.face_ids() == set(filler(4)) | {card("green", "cow")}
    assert not table.scene.badges[1].isVisible()  # the viewer's cards are the hand instead


def test_click_a_matching_card_then_a_call_then_play(qtbot):
    table = _start(qtbot)
    scene = table.scene
    assert not scene.buttons["play"].enabled
    table.click_card(GREEN_CAT)
    assert scene.sel.cards == [GREEN_CAT]
    assert scene.hand_items[GREEN_CAT].selected
    assert not scene.buttons["play"].enabled  # a call is still missing
    table.click_button(scene.buttons["miaow"])
    assert scene.buttons["play"].enabled
    table.click_button(scene.buttons["play"])
    assert table.chosen == [(0, Play((GREEN_CAT,), ("miaow",), False, ""))]


def test_a_wrong_call_is_still_played_so_others_can_complain(qtbot):
    table = _start(qtbot)
    table.click_card(RED_COW)
    table.click_button(table.scene.buttons["moo"])  # red cards must stay silent
    table.click_button(table.scene.buttons["play"])
    assert table.chosen == [(0, Play((RED_COW,), ("moo",), False, ""))]
    table.apply_chosen()
    scene = table.scene
    assert "“moo!”" in scene.bubble.text
    assert table.sound.played == ["call_moo"]
    complain = badge_button(scene, 2, Complain())
    table.click_button(complain)
    assert table.chosen == [(2, Complain())]
    table.apply_chosen()
    assert scene.message.text.startswith("Cat complained: right! Ann")
    assert "draws 2" in scene.message.text
    assert table.state.observe(None)["hand_counts"][0] == 3 + 2


def test_cards_that_do_not_match_cannot_be_picked(qtbot):
    table = _start(qtbot)
    scene = table.scene
    assert scene.hand_items[BLUE_DOG].dimmed
    assert not scene.hand_items[GREEN_CAT].dimmed
    table.click_card(BLUE_DOG)
    assert scene.sel.cards == []
    assert not scene.hand_items[BLUE_DOG].selected
    assert not any(b.enabled for b in call_buttons(scene))


def test_butterfly_asks_for_a_colour_before_play(qtbot):
    table = _start(qtbot)
    scene = table.scene
    assert not any(b.isVisible() for b in colour_buttons(scene))
    table.click_card(fly(0))
    table.click_button(scene.buttons[""])
    assert all(b.isVisible() for b in colour_buttons(scene))
    assert not scene.indicator.isVisible()
    assert not scene.buttons["play"].enabled
    assert "colour" in scene.current_hint
    table.click_button(scene.buttons["blue"])
    assert scene.buttons["blue"].checked
    table.click_button(scene.buttons["play"])
    assert table.chosen == [(0, Play((fly(0),), ("",), False, "blue"))]


def test_draw_button_and_draw_pile(qtbot):
    table = _start(qtbot)
    table.click_button(table.scene.buttons["draw"])
    assert table.chosen == [(0, Draw())]
    table.chosen.clear()
    table.click_at(table.scene.draw_stack[0].mapToScene(QPointF(40, 60)))
    assert table.chosen == [(0, Draw())]


def test_no_play_controls_when_it_is_someone_elses_turn(qtbot):
    table = _start(qtbot, viewer=1)
    scene = table.scene
    assert not scene.buttons["play"].isVisible()
    assert not scene.buttons["draw"].isVisible()
    table.click_card(filler(4)[0])
    assert scene.sel.cards == [] and table.chosen == []
    assert scene.badges[0].look().is_turn
    assert "Ann's turn" in scene.message.text


def test_viewer_complains_from_their_own_corner(qtbot):
    table = _start(qtbot, viewer=0)
    table.apply(0, Play((GREEN_CAT,), ("miaow",), False, ""))
    table.viewer = 1
    table.refresh()
    scene = table.scene
    assert scene.buttons["complain"].isVisible()
    table.click_button(scene.buttons["complain"])
    assert table.chosen == [(1, Complain())]
    table.apply_chosen()
    assert "Ben complained about Ann's play: no mistake there" in scene.message.text


def test_keyboard_play(qtbot):
    table = _start(qtbot)
    scene = table.scene
    assert table.key(Qt.Key.Key_Right)
    while scene.focused_item().card_id != GREEN_CAT:
        table.key(Qt.Key.Key_Right)
    assert scene.hand_items[GREEN_CAT].focused
    assert table.key(Qt.Key.Key_Space)
    assert scene.sel.cards == [GREEN_CAT]
    assert table.key(Qt.Key.Key_4)  # the fourth call: miaow
    assert table.key(Qt.Key.Key_L)  # "Last card!" toggled (wrongly: three cards stay)
    assert table.key(Qt.Key.Key_Return)
    assert table.chosen == [(0, Play((GREEN_CAT,), ("miaow",), True, ""))]


@pytest.mark.parametrize("app_view", [True, False])
def test_tab_brings_the_focused_card_forward_and_the_hint_names_it(qtbot, app_view):
    """The card Tab lands on comes to the front, and the hint (which a screen reader reads)
    says which card it is: in the app's view (which hands Tab to the scene's keys) and in a
    plain view (where Tab reaches the scene through the view's focus chain)."""
    table = _start(qtbot)
    scene = table.scene
    view = in_game_view(qtbot, scene) if app_view else table.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    item = scene.focused_item()
    assert isinstance(item, CardItem) and item.focused
    assert item.zValue() > max(other.zValue() for other in scene.hand_items.values()
                               if other is not item)
    words = upper_first(card_words(CARD_DICTS[item.card_id]))
    assert scene.current_hint.startswith(words)


def test_keyboard_cannot_pick_a_card_that_does_not_match(qtbot):
    table = _start(qtbot)
    scene = table.scene
    scene.focus_on(scene.hand_items[BLUE_DOG])
    table.key(Qt.Key.Key_Space)
    assert scene.sel.cards == []
    assert table.key(Qt.Key.Key_D)
    assert table.chosen == [(0, Draw())]


def test_more_advanced_several_cows_each_with_its_call(qtbot):
    cows = [card("green", "cow", 1), card("blue", "cow"), card("yellow", "cow")]
    hands = [[*cows, BLUE_DOG, GREEN_CAT], filler(4), filler(4, 4)]
    table = _start(qtbot, hands=hands, level=MORE)
    scene = table.scene
    table.click_card(cows[0])
    assert not scene.hand_items[cows[1]].dimmed  # another cow may follow
    assert scene.hand_items[BLUE_DOG].dimmed and scene.hand_items[GREEN_CAT].dimmed
    table.click_card(cows[2])
    table.click_card(cows[1])
    for _ in range(3):
        table.click_button(scene.buttons["moo"])
    assert scene.hand_items[cows[1]].order == 3
    table.click_button(scene.buttons["play"])
    assert table.chosen == [(0, Play((cows[0], cows[2], cows[1]), ("moo",) * 3, False, ""))]


def test_taking_back_a_card_drops_the_ones_after_it(qtbot):
    cows = [card("green", "cow", 1), card("blue", "cow")]
    table = _start(qtbot, hands=[[*cows, BLUE_DOG], filler(4), filler(4, 4)], level=MORE)
    table.click_card(cows[0])
    table.click_card(cows[1])
    table.click_card(cows[0])
    assert table.scene.sel.cards == []


def _pixel(scene, x: float, y: float) -> QColor:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image.pixelColor(int(x), int(y))


def _close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 12


def test_active_colour_chip_shows_the_colour_to_play(qtbot):
    table = _start(qtbot)
    point = table.scene.indicator.mapToScene(24, 60)  # inside the chip, left of its symbol
    spot = (point.x(), point.y())
    assert _close(_pixel(table.scene, *spot), QColor(PALETTE["green"][0]))
    table.apply(0, Play((fly(0),), ("",), False, "blue"))
    look = table.scene.indicator.look()
    assert look.colour == "blue" and look.animal == ""
    assert _close(_pixel(table.scene, *spot), QColor(PALETTE["blue"][0]))


def test_turn_is_marked_on_the_badge_and_skips_are_shown(qtbot):
    hands = [[card("green", "rooster"), BLUE_DOG], filler(3), filler(3, 3)]
    from .helpers import ADVANCED

    table = _start(qtbot, viewer=None, hands=hands, level=ADVANCED)
    badges = table.scene.badges
    assert badges[0].look().is_turn and not badges[1].look().is_turn
    table.apply(0, Play((card("green", "rooster"),), ("cock-a-doodle-doo",), False, ""))
    assert badges[1].look().skipped and badges[2].look().is_turn
    assert table.sound.played == ["call_cockadoodledoo"]


def test_last_card_pending_win_offers_no_complaint_then_winner(qtbot):
    hands = [[GREEN_CAT], filler(3), filler(3, 3)]
    table = _start(qtbot, viewer=1, hands=hands)
    table.apply(0, Play((GREEN_CAT,), ("miaow",), False, ""))
    assert "played their last card" in table.scene.message.text
    complain = badge_button(table.scene, 2, Complain())
    assert complain.isVisible()  # seat 2 may still complain from its badge
    table.click_button(table.scene.buttons["confirm"])
    assert table.chosen == [(1, Confirm())]
    table.apply_chosen()
    assert table.scene.winner_banner.text == "★ Ann wins! ★"
    assert table.scene.badges[0].look().winner


def test_play_animates_and_reports_done(qtbot):
    table = _start(qtbot)
    table.scene.animation_speed = 1.0
    events = table.state.apply(0, Play((GREEN_CAT,), ("miaow",), False, ""))
    with qtbot.waitSignal(table.scene.animations_finished, timeout=3000):
        table.scene.play(events)
        # the call is shown and heard while the card is still flying
        assert table.scene.bubble.text == "“miaow!”" and table.scene.bubble.isVisible()
        assert table.sound.played == ["call_miaow"]
        assert table.scene.animations.busy()  # still flying
    events = table.state.apply(1, Draw())
    with qtbot.waitSignal(table.scene.animations_finished, timeout=1000):
        table.scene.play(events)
        table.scene.skip_animations()  # jumps to the end at once
    assert not table.scene.animations.busy()


def test_curtain_summary_tells_the_last_play_from_public_facts(qtbot):
    table = _start(qtbot)
    assert table.scene.curtain_summary(table.state.observe(None)) == ""
    table.apply(0, Play((GREEN_CAT,), ("moo",), False, ""))
    text = table.scene.curtain_summary(table.state.observe(None))
    assert text.startswith("Ann played a green cat and called “moo!”.")
    assert "Complain" in text
    table.apply(1, Complain())
    text = table.scene.curtain_summary(table.state.observe(None))
    assert "Ben complained: right! Ann made the wrong animal call" in text


def test_clear_table_removes_everything_and_show_rebuilds(qtbot):
    table = _start(qtbot)
    table.scene.clear_table()
    assert table.scene.items() == []
    table.refresh()
    assert set(table.scene.hand_items) == {GREEN_CAT, BLUE_DOG, RED_COW, fly(0)}
    table.assert_private()


def test_hint_says_what_to_do(qtbot):
    table = _start(qtbot)
    hints = []
    table.scene.hint_changed.connect(hints.append)
    assert table.scene.current_hint == "Pick a card that matches green or cow — or draw"
    table.click_card(GREEN_CAT)
    assert hints[-1].startswith("Now press the call")


def test_first_space_focuses_and_picks_a_card_that_can_be_played(qtbot):
    """No key press is spent on focus alone (issue 12): Space, a call, Enter plays."""
    table = _start(qtbot)
    scene = table.scene
    assert table.key(Qt.Key.Key_Space)
    focused = scene.focused_item().card_id
    assert not scene.hand_items[focused].dimmed and scene.hand_items[focused].focused
    assert scene.sel.cards == [focused]
    assert table.key(Qt.Key.Key_Escape)
    assert scene.sel.cards == []
    assert table.key(Qt.Key.Key_Space)
    from cocoa_games.games.cuckoo_zoo.cards import CALLS, CORRECT_CALL
    from cocoa_games.games.cuckoo_zoo.words import call_key

    # the key printed on the call's button (1-9, then 0)
    assert table.key(Qt.Key(ord(call_key(CALLS.index(CORRECT_CALL[focused])))))
    assert table.key(Qt.Key.Key_Return)
    assert len(table.chosen) == 1 and table.chosen[0][1].cards == (focused,)


def test_a_skipped_viewer_is_told(qtbot):
    from .helpers import ADVANCED

    hands = [[card("green", "rooster"), BLUE_DOG], filler(3), filler(3, 3)]
    table = _start(qtbot, viewer=1, hands=hands, level=ADVANCED)
    table.apply(0, Play((card("green", "rooster"),), ("cock-a-doodle-doo",), False, ""))
    assert table.scene.message.text.startswith("The rooster skips you, Ben!")
    assert not table.scene.buttons["play"].isVisible()


def test_keyboard_focus_is_named_in_the_hint(qtbot):
    table = _start(qtbot)
    scene = table.scene
    hand = scene._hand_ids()
    scene.focus_on(scene.hand_items[hand[hand.index(BLUE_DOG) - 1]])
    table.key(Qt.Key.Key_Right)
    assert scene.current_hint.startswith("Blue dog (can't be played now)")
    scene.focus_on(scene.hand_items[GREEN_CAT])
    table.key(Qt.Key.Key_Space)
    assert scene.current_hint.startswith("Green cat (picked)")


def test_a_player_with_nothing_that_fits_is_pointed_at_the_draw_button(qtbot):
    table = _start(qtbot, hands=[[BLUE_DOG, card("red", "sheep")], filler(4), filler(4, 4)])
    scene = table.scene
    assert all(item.dimmed for item in scene.hand_items.values())
    assert scene.buttons["draw"].isVisible() and scene.buttons["draw"].glow
    assert not scene.buttons["play"].isVisible()
    assert "Nothing fits green or cow" in scene.message.text
    table.click_button(scene.buttons["draw"])
    assert table.chosen == [(0, Draw())]


def test_a_verdict_is_said_first_and_the_turn_only_briefly(qtbot):
    table = _start(qtbot)
    table.click_card(GREEN_CAT)
    table.click_button(table.scene.buttons["woof"])
    table.click_button(table.scene.buttons["play"])
    table.apply_chosen()
    table.apply(2, Complain())
    text = table.scene.message.text
    assert text.startswith("Cat complained: right! Ann") and text.endswith("Ben's turn.")
    assert "match" not in text


def test_the_call_tag_of_a_picked_card_leaves_the_call_bar_readable(qtbot):
    table = _start(qtbot, hands=[[GREEN_CAT], filler(4), filler(4, 4)])  # one card: centred
    table.click_card(GREEN_CAT)
    table.click_button(table.scene.buttons["miaow"])
    item = table.scene.hand_items[GREEN_CAT]
    tag = item.mapRectToScene(QRectF(0, -34, item.tag_width, 30))
    for button in call_buttons(table.scene):
        assert not tag.intersects(button.mapRectToScene(QRectF(0, 0, button.w, button.h)))


def test_the_next_step_glows_pulses_a_little_and_then_rests(qtbot):
    table = _start(qtbot)
    scene = table.scene
    scene.animation_speed = 1.0  # as in play: the pulse is off at speed 0
    scene.pulse.cycles, scene.pulse.period_ms = 2, 60
    table.click_card(GREEN_CAT)  # now a call is missing: the call bar glows
    assert all(b.glow for b in call_buttons(scene))
    assert scene.pulse.is_running()
    qtbot.waitUntil(lambda: not scene.pulse.is_running(), timeout=2000)
    # at rest: no timer left, the glow stays at full strength
    assert all(b.glow_item.opacity() == 1.0 for b in call_buttons(scene))
def test_a_non_donkey_in_a_donkey_round_is_called_risky_before_it_is_played(qtbot):
    from .helpers import ADVANCED, play

    hands = [[card("green", "donkey")] + filler(2), [GREEN_CAT, card("blue", "donkey")]
             + filler(2, 2), filler(3, 4)]
    st = deal(hands, discard=[card("green", "cow")], draw=filler(1, 8), level=ADVANCED)
    play(st, 0, card("green", "donkey"))  # a donkey round begins; Ben is next
    table = Table(qtbot, st, viewer=1)
    table.click_card(GREEN_CAT)
    table.click_button(table.scene.buttons["miaow"])
    assert "risk" in table.scene.current_hint and table.scene.buttons["play"].enabled
    table.click_card(GREEN_CAT)  # take it back, pick the donkey: a normal move
    table.click_card(card("blue", "donkey"))
    table.click_button(table.scene.buttons["hee-haw"])
    assert "risk" not in table.scene.current_hint


def test_the_focus_ring_frames_a_picked_card_and_its_call_never_covers_it(qtbot):
    """A keyboard player sees the call they gave the focused card (the ring once sat on
    the tag's words)."""
    from cocoa_games.games.cuckoo_zoo.cards import CALLS, CORRECT_CALL
    from cocoa_games.games.cuckoo_zoo.words import call_key

    table = _start(qtbot)
    scene = table.scene
    assert table.key(Qt.Key.Key_Space)
    focused = scene.focused_item().card_id
    assert table.key(Qt.Key(ord(call_key(CALLS.index(CORRECT_CALL[focused])))))
    card = scene.hand_items[focused]
    assert card.selected and card.call_text
    tag = card.mapRectToScene(card.tag_rect())
    # the ring is drawn 9 px outside the rectangle it frames: the tag lies inside that
    assert scene.ring.isVisible() and scene.ring.r.contains(tag)


def test_a_ring_left_on_complain_in_others_turns_does_not_complain_on_your_first_space(qtbot):
    """Found playing by keyboard in the app: the ring fell on Complain!, the only offer
    while the others played, and stayed there; on Ann's own turn her first Space, which
    picks a card, complained instead (and cost her penalty cards)."""
    green_dog, green_sheep = card("green", "dog"), card("green", "sheep")
    table = _start(qtbot, hands=[[GREEN_CAT, BLUE_DOG, RED_COW, fly(0)],
                                 [green_dog, *filler(3)], [green_sheep, *filler(3, 3)]])
    scene = table.scene
    scene.focus_on(scene.hand_items[GREEN_CAT])
    assert table.key(Qt.Key.Key_Space)  # Ann picks the green cat...
    assert table.key(Qt.Key.Key_4)  # ...calls "miaow" and plays it
    assert table.key(Qt.Key.Key_Return)
    table.apply_chosen()
    table.apply(1, Play((green_dog,), ("woof",), False, ""))
    assert [t.target for t in scene.target_items()] == [Complain()]  # only Complain!
    assert scene.focused_item() is scene.buttons["complain"]
    table.apply(2, Play((green_sheep,), ("baa",), False, ""))
    assert scene.buttons["complain"].isVisible()  # Ann may still complain about Cat's call
    assert table.key(Qt.Key.Key_Space)
    assert table.chosen == []  # no complaint...
    assert len(scene.sel.cards) == 1  # ...but a card that fits, picked
    assert scene.focused_item() is scene.hand_items[scene.sel.cards[0]]


def test_a_built_play_leaves_the_table_only_when_the_rules_would_take_it(qtbot):
    """The table builds the Play itself (any call goes), but what it proposes is checked as
    `apply` checks it: a card not in the hand, a card that does not match, or another
    seat's play is never sent."""
    table = _start(qtbot)
    scene = table.scene
    assert not scene.propose(0, Play((card("yellow", "bee"),), ("buzz",), False, ""))
    assert not scene.propose(0, Play((BLUE_DOG,), ("woof",), False, ""))  # does not match
    assert not scene.propose(1, Play((GREEN_CAT,), ("miaow",), False, ""))  # not the viewer
    assert not scene.propose(0, Play((fly(0),), ("",), False, ""))  # a butterfly needs a colour
    assert table.chosen == []
    assert scene.propose(0, Play((GREEN_CAT,), ("moo",), True, ""))  # a wrong call, "Last card!"
    assert table.chosen == [(0, Play((GREEN_CAT,), ("moo",), True, ""))]


def test_picking_a_card_is_a_mode_the_table_leaves_when_the_turn_moves_on(qtbot):
    table = _start(qtbot)
    scene = table.scene
    table.click_card(GREEN_CAT)
    assert scene.active_mode is not None and scene.active_mode.name == "picking"
    table.click_button(scene.buttons["draw"])  # drawing drops the picks
    table.apply_chosen()
    assert scene.active_mode is None and scene.sel.cards == []
