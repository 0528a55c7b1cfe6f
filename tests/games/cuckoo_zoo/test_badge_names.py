"""The Complain!/No complaint buttons on a player's badge name that player, as the curtain
does ("Cat: Complain!"), name first; a long name is shortened there, never the action."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, CuckooZooOptions, CuckooZooState

from .helpers import card, filler, fly
from .scene_helpers import Table, badge_button

GREEN_CAT = card("green", "cat")
RED_COW = card("red", "cow")
LONG = "Maximilian-Alexander von Berg"


def _after_a_wrong_call(qtbot, names):
    hands = [[GREEN_CAT, RED_COW, card("blue", "dog"), fly(0)], filler(4), filler(4, 4)]
    state = CuckooZooState.from_deal(names, hands, filler(1, 8), [card("green", "cow")],
                                     CuckooZooOptions())
    table = Table(qtbot, state, viewer=0)
    table.click_card(RED_COW)
    table.click_button(table.scene.buttons["moo"])  # red cards stay silent: a mistake
    table.click_button(table.scene.buttons["play"])
    table.apply_chosen()
    return table


def test_badge_buttons_name_the_person_like_the_curtain(qtbot):
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", "Cat"])
    complain = badge_button(table.scene, 2, Complain())  # Cat may complain about Ann's call
    assert complain is not None and complain.text == "Cat: Complain!"
    assert complain.label() == "Cat: Complain!"  # what a screen reader says too
    assert badge_button(table.scene, 2, Confirm()) is None  # (only before a last-card win)
    assert badge_button(table.scene, 0, Complain()) is None  # Ann, at the table, has her own
    table.click_button(badge_button(table.scene, 2, Complain()))
    assert table.chosen[-1] == (2, Complain())


def test_a_long_name_is_shortened_on_the_button_and_kept_whole_for_reading(qtbot):
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", LONG])
    complain = badge_button(table.scene, 2, Complain())
    assert complain.text.endswith(": Complain!")
    assert LONG not in complain.text and complain.text.startswith(LONG[:6])
    assert complain.label() == f"{LONG}: Complain!" and LONG in complain.toolTip()


def test_a_name_that_looks_like_html_is_shown_literally_in_the_badge_tooltip(qtbot):
    """A name Qt would read as rich text (and whose <img src> it would fetch, freezing the
    app on a hover) stays words in the Complain! button's tooltip."""
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", '<img src="/dev/stdin">'])
    complain = badge_button(table.scene, 2, Complain())
    assert "<img" not in complain.toolTip() and "&lt;img" in complain.toolTip()


def test_both_choices_share_a_badge_and_each_names_its_seat(qtbot):
    """Seen from another chair, the seat that may complain or let a last card win has both
    buttons on its badge, Complain! above No complaint, neither over the other."""
    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", "Cat"])
    scene = table.scene
    scene.show(table.state.observe(0), 0, {1: [Complain(), Confirm()], 2: [Complain()]})
    complain, confirm = badge_button(scene, 1, Complain()), badge_button(scene, 1, Confirm())
    assert (complain.text, confirm.text) == ("Ben: Complain!", "Ben: No complaint")
    top, low = (b.mapRectToScene(b.rect()) for b in (complain, confirm))
    assert top.bottom() <= low.top()
    badge = scene.badges[1].sceneBoundingRect()
    assert badge.contains(top.center()) and badge.contains(low.center())
    assert badge_button(scene, 2, Complain()).text == "Cat: Complain!"
    table.click_button(confirm)
    assert table.chosen[-1] == (1, Confirm())


def test_a_grandmothers_whole_name_is_on_her_lone_complain_button(qtbot):
    """Issue 25, point 4: "Grandma Ros…: Complain!" — a lone Complain! has two lines' room
    on the badge, so a family-length name is written whole (and fits there)."""
    from cocoa_games.ui.text import TextProbe

    table = _after_a_wrong_call(qtbot, ["Ann", "Ben", "Grandma Rosemary"])
    complain = badge_button(table.scene, 2, Complain())
    assert complain.text == "Grandma Rosemary: Complain!"
    with TextProbe() as probe:
        table.view.grab()
    drawn = [d for d in probe.drawn if "Grandma Rosemary" in d.text and "Complain" in d.text]
    assert drawn and all(d.fits for d in drawn)
