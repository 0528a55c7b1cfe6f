"""The Cocoons table: seals only for the seat that sees them, the box turned to the
viewer's corner, the Hint, notes, "look from a corner" and keyboard play."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from cocoa_games.games.cocoons.actions import Note, Slide
from cocoa_games.games.cocoons.scene import CocoonsScene
from tests.scene_view import mount

from .helpers import OWNERS, make


class Table:
    pass


def table(qtbot, names=("Ann", "Ben", "Cat", "Dan")):
    t = Table()
    mount(qtbot, t, CocoonsScene(), list(names))
    return t


def drawn_seals(scene) -> dict[int, str]:
    return {c: item.look[4] for c, item in enumerate(scene.cocoons) if item.look and item.look[4]}


def key(scene, k):
    return scene.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, k, Qt.KeyboardModifier.NoModifier))


def test_each_corner_view_draws_only_its_own_seals_and_the_public_table_none(qtbot):
    t = table(qtbot)
    st = make(4)
    for viewer, expected in ((0, {1, 4}), (1, {4, 6}), (2, {3, 6}), (3, {1, 3})):
        t.scene.show(st.observe(viewer), viewer, {})
        assert drawn_seals(t.scene) == {c: OWNERS[c] for c in expected}
    t.scene.show(st.observe(None), None, {})
    assert drawn_seals(t.scene) == {}


def test_the_box_is_turned_so_the_viewer_sits_at_the_bottom_left(qtbot):
    t = table(qtbot)
    st = make(4)
    t.scene.show(st.observe(0), 0, {})  # south-west corner: north stays up
    assert t.scene.box.look[1] == 0
    t.scene.show(st.observe(2), 2, {})  # north-east corner: the box is upside down
    assert t.scene.box.look[1] == 2
    # the cocoon on the box's north-west space is drawn bottom right for the NE corner
    item = t.scene.cocoons[0]
    box = t.scene.box.sceneBoundingRect()
    assert item.scene_rect().center().x() > box.center().x()
    assert item.scene_rect().center().y() > box.center().y()


def test_clicking_a_glowing_cocoon_slides_it_and_keys_reach_everything(qtbot):
    t = table(qtbot)
    st = make(2)
    legal = {0: st.legal_actions(0)}
    t.scene.show(st.observe(0), 0, legal)
    t.scene.cocoons[1].activate()
    assert t.chosen == [(0, Slide(1))]
    t.chosen.clear()
    key(t.scene, Qt.Key.Key_Tab)
    key(t.scene, Qt.Key.Key_Return)
    assert len(t.chosen) == 1 and isinstance(t.chosen[0][1], Slide)


def test_a_note_is_written_through_the_note_button_for_the_viewer(qtbot):
    t = table(qtbot)
    st = make(2)
    t.scene.show(st.observe(1), 1, {})
    assert key(t.scene, Qt.Key.Key_N)
    t.scene.cocoons[3].activate()
    fox = next(b for b in t.scene.note_buttons if b.isVisible() and b.text == "fox")
    assert fox.label() == "Note: cocoon 4 belongs to the fox"  # what a screen reader says
    assert not t.scene.panel.isVisible(), "the animals take the panel's place"
    fox.activate()
    assert t.chosen == [(1, Note(3, "fox"))]
    assert t.scene.panel.isVisible() and not fox.isVisible()


def test_the_hint_says_what_to_do_and_whether_the_tokens_last(qtbot):
    t = table(qtbot)
    st = make(2)
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    hints: list[str] = []
    t.scene.hint_changed.connect(hints.append)
    assert key(t.scene, Qt.Key.Key_H)
    assert hints and "Slide the highlighted cocoon" in hints[-1] and "Still possible" in hints[-1]
    assert t.chosen == [], "a hint never plays by itself"
    advice = hints[-1]
    assert key(t.scene, Qt.Key.Key_N)  # a note: the banner says how, not the advice
    assert t.scene.banner.text == hints[-1] == "Click the cocoon to write a note on."
    assert key(t.scene, Qt.Key.Key_Escape)
    assert t.scene.banner.text == hints[-1] == advice


def test_look_from_a_corner_asks_the_session_for_that_seat(qtbot):
    t = table(qtbot)
    st = make(3)
    asked: list[int] = []
    t.scene.view_requested.connect(asked.append)
    t.scene.show(st.observe(None), None, {})
    for button in t.scene.side_buttons:
        if button.isVisible():
            button.activate()
    assert asked == [0, 1, 2]


def test_the_reveal_shows_every_seal_and_crosses_out_wrong_cocoons(qtbot):
    from cocoa_games.games.cocoons.actions import Agree, ProposeEnd

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    st.holds = list(st.owner)
    st.bottom = [x if x == "start" else None for x in st.bottom]
    st.holds[0], st.holds[1] = st.holds[1], st.holds[0]
    st.apply(0, ProposeEnd())
    st.apply(1, Agree())
    t.scene.show(st.observe(None), None, {})
    assert drawn_seals(t.scene) == dict(enumerate(OWNERS))
    assert [c for c, item in enumerate(t.scene.cocoons) if item.look[-1]] == [0, 1]


def test_a_slide_plays_step_by_step_and_reports_done(qtbot):
    from .helpers import free_space

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    t.scene.show(st.observe(0), 0, {})
    events = free_space(st, "N", end_turn=False)
    t.scene.animation_speed = 0.1  # real, timed steps, but short: a busy machine still keeps up
    with qtbot.waitSignal(t.scene.animations_finished, timeout=15000):
        t.scene.play(events)
    # slid, the rune turned up and went, then the iguana turned over: all in the freed space
    assert t.scene.space.look[1:3] == (None, "iguana")
    cell = t.scene._cell_rect(1)
    assert t.scene.space.pos() == cell.topLeft()


def _flips_during(t, st, space):
    """Play the slide of the cocoon on `space`; for every flip, the box's turn and what the
    freed space showed just after the flip."""
    from .helpers import SPACE

    t.scene.show(st.observe(0), 0, {})
    seen = []
    runner = t.scene.animations
    original = runner.flip

    def flip(turn, swap, ms=260, done=None):
        box_turn = t.scene.box.look[1]

        def swapped():
            swap()
            seen.append((box_turn, t.scene.space.look[1:3]))
        original(turn, swapped, ms, done)
    runner.flip = flip
    t.scene.play(st.apply(0, Slide(st.cocoon_at(SPACE[space]))))
    return seen


def test_a_padlock_that_stays_gets_its_own_flip_after_turning_up(qtbot):
    from .helpers import traps

    t = table(qtbot, ("Ann", "Ben"))
    flips = _flips_during(t, make(2, traps(N="padlock:1")), "N")
    assert [look for _turn, look in flips] == [("padlock:1", "face_down")] * 2


def test_after_a_spin_the_box_stays_turned_while_the_animal_turns_up(qtbot):
    from .helpers import traps

    t = table(qtbot, ("Ann", "Ben"))
    flips = _flips_during(t, make(2, traps(N="spin")), "N")
    # the trapdoor turns up in the old frame; the animal under it in the spun box
    assert flips[0] == (0, ("spin", "face_down"))
    assert flips[-1][0] == 1 and flips[-1][1][1] == "iguana"


def test_opening_with_empty_cocoons_asks_first_and_back_keeps_the_game_going(qtbot):
    from cocoa_games.games.cocoons.actions import ProposeEnd

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    assert key(t.scene, Qt.Key.Key_O) and t.chosen == []
    assert "8 cocoons are still empty" in t.scene.banner.text
    key(t.scene, Qt.Key.Key_Escape)
    assert t.chosen == [] and "slide a cocoon" in t.scene.banner.text
    key(t.scene, Qt.Key.Key_O)
    key(t.scene, Qt.Key.Key_O)
    assert t.chosen == [(0, ProposeEnd())]


def test_with_every_animal_home_the_cocoons_open_at_one_click(qtbot):
    from cocoa_games.games.cocoons.actions import ProposeEnd

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    st.holds = list(st.owner)
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    key(t.scene, Qt.Key.Key_O)
    assert t.chosen == [(0, ProposeEnd())]


def test_alone_the_box_says_both_corners_are_yours(qtbot):
    t = table(qtbot, ("Ann",))
    t.scene.show(make(1).observe(0), 0, {})
    assert t.scene.box.look[2] == "Ann sits here and across"


def test_the_vote_to_open_says_what_is_at_stake_and_offers_not_yet_first(qtbot):
    # issue 23 point 10: the other player was offered "Agree: open them" glowing, with
    # eight empty cocoons and no word of it
    from cocoa_games.games.cocoons.actions import Decline, ProposeEnd

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    st.apply(0, ProposeEnd())
    t.scene.show(st.observe(1), 1, {1: st.legal_actions(1)})
    assert "8 cocoons are still empty" in t.scene.banner.text
    buttons = [b for b in t.scene.target_items() if b in t.scene.button_row.buttons]
    assert buttons[0].text == "Not yet" and buttons[0].glow
    agree = next(b for b in buttons if b.key_hint == "A")
    assert not agree.glow, "opening is never the highlighted choice"
    key(t.scene, Qt.Key.Key_Tab)
    key(t.scene, Qt.Key.Key_Return)
    assert t.chosen == [(1, Decline())]


def test_the_vote_with_every_cocoon_full_still_warns_that_a_wrong_animal_loses(qtbot):
    from cocoa_games.games.cocoons.actions import ProposeEnd

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    st.holds = list(st.owner)
    st.apply(0, ProposeEnd())
    t.scene.show(st.observe(1), 1, {1: st.legal_actions(1)})
    assert "still empty" not in t.scene.banner.text
    assert "wrong cocoon" in t.scene.banner.text


def _screen_words(scene, cocoon) -> str:
    """Where the cocoon is drawn in the box, as a person at this screen would say it."""
    box, centre = scene.box.sceneBoundingRect(), scene.cocoons[cocoon].scene_rect().center()
    col = min(2, int(3 * (centre.x() - box.left()) / box.width()))
    row = min(2, int(3 * (centre.y() - box.top()) / box.height()))
    return [["top left", "top middle", "top right"], ["middle left", "middle", "middle right"],
            ["bottom left", "bottom middle", "bottom right"]][row][col]


def test_the_hint_highlights_its_cocoon_and_says_where_it_is_on_this_screen(qtbot):
    # issue 23 point 12: "the cocoon on the east space" on a box turned per player
    from cocoa_games.games.cocoons.actions import Slide

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    for viewer in (0, 1):  # opposite corners: the box is drawn turned half round for Ben
        st.turn = viewer
        t.scene.show(st.observe(viewer), viewer, {viewer: st.legal_actions(viewer)})
        assert not any(item.look[7] for item in t.scene.cocoons)
        assert key(t.scene, Qt.Key.Key_H)
        marked = [c for c, item in enumerate(t.scene.cocoons) if item.look[7]]
        assert len(marked) == 1
        text = t.scene.banner.text
        assert f"({_screen_words(t.scene, marked[0])})" in text
        assert not re.search(r"\b(north|south|east|west)", text), text
        t.scene.cocoons[marked[0]].activate()
        assert t.chosen == [(viewer, Slide(marked[0]))], "the highlighted cocoon is the move"
        t.chosen.clear()


def test_p_right_after_a_slide_puts_the_animal_as_the_help_says(qtbot):
    # issue 23 point 13: the help lists P, but after a slide P did nothing
    from cocoa_games.games.cocoons.actions import PlaceAnimal

    from .helpers import free_space

    t = table(qtbot, ("Ann", "Ben"))
    st = make(2)
    free_space(st, "N", end_turn=False)  # the iguana lies in the free space
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    assert key(t.scene, Qt.Key.Key_P)
    assert t.scene.banner.text == "Click the cocoon the animal belongs to."
    t.scene.cocoons[0].activate()
    assert t.chosen == [(0, PlaceAnimal(0))]
