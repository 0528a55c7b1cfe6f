"""What the Cuckoo Zoo table says and shows around a play (issue 24, points 7-8): card
counts stay visible beside the complain buttons; the log says each thing once; a lion turns
the arrow; the referee's penalty is a banner; risky cards are marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from cocoa_games.core import i18n
from cocoa_games.games.cuckoo_zoo import layout as L
from cocoa_games.games.cuckoo_zoo.cards import ANIMAL_OF, CORRECT_CALL, DONKEY
from cocoa_games.games.cuckoo_zoo.rules import Complain, Play
from cocoa_games.ui import theme

from .helpers import ADVANCED, MORE, card, deal, filler, fly, play
from .scene_helpers import Table, badge_button
from .test_badge_names import _after_a_wrong_call

GREEN_CAT = card("green", "cat")
RED_COW = card("red", "cow")


def test_a_badge_keeps_its_count_in_sight_beside_the_complain_button(qtbot):
    """Point 7: while Cat may complain about Ann's call, her badge still shows her count and
    no button lies over it."""
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", "Cat"])
    scene = table.scene
    for seat, cards in ((2, 4),):  # (Ben, whose turn it is, complains from his chair)
        button = badge_button(scene, seat, Complain())
        assert button is not None
        badge = scene.badges[seat]
        look = badge.look()
        assert look.cards == cards and look.asking
        count = badge.mapRectToScene(QRectF(*L.badge_count_rect(look.asking)))
        for other in scene.badge_pool.buttons:
            if other.isVisible():
                assert not other.mapRectToScene(other.rect()).intersects(count)
        assert scene.badges[seat].sceneBoundingRect().contains(count)


def test_a_silent_card_in_the_log_has_one_pair_of_brackets():
    cat = card("green", "cat")
    state = deal([[cat, *filler(3)], filler(4, 3)], [card("green", "cow")])
    events = play(state, 0, cat, calls=[""])
    text = events[0].text
    assert "((" not in text and "))" not in text
    assert "(silent)" in text


def test_a_penalty_is_written_once_in_the_log():
    state = deal([[RED_COW, *filler(3)], filler(3, 3), filler(3, 6)], [card("green", "cow")],
                 draw=[card("blue", "cow", k) for k in range(3)])
    play(state, 0, RED_COW, calls=["moo"])
    events = state.apply(1, Complain())
    texts = [e.text for e in events if e.text and e.visible_to is None]
    assert sum(t.count("Ann draws 2 cards.") for t in texts) == 1, texts


def test_a_lion_turns_the_direction_arrow_over(qtbot):
    """Point 8d: with lions turning the play round, the arrow on the "Play on" box turns
    over (seen squeezed on its way) and then circles the other way."""
    lion = card("green", "lion")
    state = deal([[lion, *filler(3)], filler(3, 3), filler(3, 6)], [card("green", "cow")],
                 level=MORE)
    table = Table(qtbot, state, viewer=0)
    arrow = table.scene.arrow
    assert arrow.isVisible() and arrow.look == (1,)
    events = state.apply(0, Play((lion,), (CORRECT_CALL[lion],), False, ""))
    table.scene.animation_speed = 1.0
    table.scene.play([e for e in events if e.visible_for(0)])
    qtbot.waitUntil(lambda: arrow.transform().m11() < 0.5, timeout=2000)  # turning over
    qtbot.waitUntil(lambda: not table.scene.animations.busy(), timeout=3000)
    assert arrow.look == (-1,) and arrow.transform().m11() == 1.0
    table.refresh()
    assert arrow.isVisible() and arrow.look == (-1,)


def test_the_referees_penalty_is_a_banner_on_the_table(qtbot):
    """Point 8c: with a referee, a mistake is settled at once and play goes on; the
    verdict stands on the table as a banner for a while, not only in the log."""
    state = deal([[RED_COW, *filler(3)], filler(3, 3), filler(3, 6)], [card("green", "cow")],
                 draw=[card("blue", "cow", k) for k in range(3)], referee=True)
    table = Table(qtbot, state, viewer=0)
    banner = table.scene.referee_banner
    assert not banner.isVisible()
    events = play(state, 0, RED_COW, calls=["moo"])  # red cards stay silent
    table.scene.animation_speed = 1.0
    table.scene.play([e for e in events if e.visible_for(0)])
    assert banner.isVisible()
    assert "referee" in banner.text and "Ann draws 2 cards." in banner.text
    qtbot.waitUntil(lambda: not table.scene.animations.busy(), timeout=6000)
    assert not banner.isVisible()  # ...and then the table is clear again


def _donkey_round_for_ben(qtbot):
    """Ann has played a donkey: Ben may play donkeys, or risk another card."""
    ben = [card("blue", "donkey"), card("yellow", "lion"), fly(0), card("green", "cat"),
           card("red", "bee")]
    state = deal([[card("green", "donkey"), *filler(3)], ben, filler(3, 3)],
                 [card("green", "cow")], draw=filler(3, 6), level=ADVANCED)
    play(state, 0, card("green", "donkey"))
    assert state.donkey_starter == 0
    return Table(qtbot, state, viewer=1)


def test_risky_cards_in_a_donkey_round_are_marked_before_they_are_played(qtbot):
    """Point 8b: before anything is picked, every card that may be played but is no donkey
    wears the warning sign; donkeys are bright and unmarked; the rest greyed, unmarked."""
    table = _donkey_round_for_ben(qtbot)
    items = table.scene.hand_items
    donkey, butterfly = card("blue", "donkey"), fly(0)
    assert not items[donkey].dimmed and not items[donkey].risky
    assert not items[butterfly].dimmed and items[butterfly].risky
    for item in items.values():
        if ANIMAL_OF[item.card_id] != DONKEY:
            assert item.risky != item.dimmed, item.card_id  # a sign, or greyed: never both
    assert any(item.dimmed for item in items.values())  # (some card cannot be played)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_donkey_round_warning_is_one_line(qtbot, language):
    i18n.set_language(language)
    try:
        table = _donkey_round_for_ben(qtbot)
        hints = []
        table.scene.hint_changed.connect(hints.append)
        table.click_card(card("green", "cat"))
        table.click_button(table.scene.buttons[CORRECT_CALL[card("green", "cat")]])
        warning = hints[-1]
        assert "⚠" in warning
        font = QFont()
        font.setPointSizeF(theme.STATUS_PT + 1)
        # the hint line beside the table in an 800×600 window: about 560 pixels across
        assert QFontMetricsF(font).horizontalAdvance(warning) <= 560, warning
    finally:
        i18n.set_language("en")
