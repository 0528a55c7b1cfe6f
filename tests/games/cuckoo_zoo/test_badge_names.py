"""The Complain!/No complaint buttons on a player's badge name that player, as the curtain
does ("Cat: Complain!"), name first; a long name is shortened there, never the action."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.rules import Complain, CuckooZooOptions, CuckooZooState

from .helpers import card, filler, fly
from .scene_helpers import Table

GREEN_CAT = card("green", "cat")
RED_COW = card("red", "cow")
LONG = "Maximilian-Alexander von Berg"


def _after_a_wrong_call(qtbot, names):
    hands = [[GREEN_CAT, RED_COW, card("blue", "dog"), fly(0)], filler(4), filler(4, 4)]
    state = CuckooZooState.from_deal(names, hands, filler(1, 8), [card("green", "cow")],
                                     CuckooZooOptions())
    table = Table(qtbot, state, viewer=0)
    table.click_card(RED_COW)
    table.click_button(table.scene.call_buttons["moo"])  # red cards stay silent: a mistake
    table.click_button(table.scene.play_button)
    table.apply_chosen()
    return table


def test_badge_buttons_name_the_person_like_the_curtain(qtbot):
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", "Cat"])
    complain, confirm = table.scene.badge_buttons[2]  # Cat may complain about Ann's call
    assert complain.isVisible() and complain.text == "Cat: Complain!"
    assert complain.label() == "Cat: Complain!"  # what a screen reader says too
    for seat, name in enumerate(table.state.names):  # one order everywhere: name, then what
        complain, confirm = table.scene.badge_buttons[seat]
        assert (complain.text, confirm.text) == (f"{name}: Complain!", f"{name}: No complaint")
    table.click_button(table.scene.badge_buttons[2][0])
    assert table.chosen[-1] == (2, Complain())


def test_a_long_name_is_shortened_on_the_button_and_kept_whole_for_reading(qtbot):
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", LONG])
    complain, _ = table.scene.badge_buttons[2]
    assert complain.text.endswith(": Complain!")
    assert LONG not in complain.text and complain.text.startswith(LONG[:6])
    assert complain.label() == f"{LONG}: Complain!" and LONG in complain.toolTip()


def test_a_name_that_looks_like_html_is_shown_literally_in_the_badge_tooltip(qtbot):
    """A name Qt would read as rich text (and whose <img src> it would fetch, freezing the
    app on a hover) stays words in the Complain! button's tooltip."""
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", '<img src="/dev/stdin">'])
    complain, _ = table.scene.badge_buttons[2]
    assert "<img" not in complain.toolTip() and "&lt;img" in complain.toolTip()
