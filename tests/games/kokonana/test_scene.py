"""The Kokonana table: what is drawn matches the observation, and clicks/keys act."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.kokonana.rules import (
    Acknowledge,
    Flip,
    FreeHop,
    Hop,
    Peek,
    SkipHop,
    SpendTalismanHop,
    TakeKey,
    TakeTalisman,
)

from .helpers import make, motif_at
from .scene_helpers import Table


def render(scene, rect: QRectF) -> QImage:
    img = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, rect.width(), rect.height()), rect)
    p.end()
    return img


def pixel(scene, x: float, y: float) -> QColor:
    return render(scene, QRectF(x, y, 1, 1)).pixelColor(0, 0)


def test_face_down_tiles_show_no_motif_and_face_up_show_theirs(qtbot):
    t = Table(qtbot, make(3))
    assert all(tile.motif is None for tile in t.scene.tiles.values())
    t.state.apply(0, Flip("S:0:0"))
    t.refresh()
    assert t.scene.tiles["S:0:0"].motif == motif_at("S:0:0")
    assert [n for n, tile in t.scene.tiles.items() if tile.motif] == ["S:0:0"]
    # on screen: the turned tile is cream in its middle, a face-down one turquoise
    # (points as shares of the tile: the table is laid out for the view's size)
    up = t.scene.tiles["S:0:0"].scene_rect()
    down = t.scene.tiles["S:3:4"].scene_rect()
    c_up = pixel(t.scene, up.x() + 0.08 * up.width(), up.y() + 0.1 * up.height())
    c_down = pixel(t.scene, down.x() + 0.125 * down.width(), down.y() + 0.455 * down.height())
    assert c_up.red() > 230 and c_up.green() > 230  # cream face
    assert c_down.red() < 150 and c_down.green() > 170  # turquoise back


def test_no_match_pair_stays_until_kokonana_then_turns_back(qtbot):
    t = Table(qtbot, make(3))
    t.state.apply(0, Flip("S:0:0"))
    t.state.apply(0, Flip("S:1:0"))  # lanes 0 and 1 never match
    t.refresh()
    assert t.scene.tiles["S:0:0"].motif and t.scene.tiles["S:1:0"].motif
    button = next(b for b in t.scene.buttons if b.isVisible())
    assert button.text == "Kokonana!"
    t.click_item(button)
    assert t.chosen == [(0, Acknowledge())]
    t.take()  # as the session does in the same click: the shout is heard as its move plays
    assert t.sound.played == ["kokonana"]  # once, not twice for one shout
    assert t.scene.tiles["S:0:0"].motif is None and t.scene.tiles["S:1:0"].motif is None


def test_clicking_tiles_emits_flips_only_for_allowed_tiles(qtbot):
    t = Table(qtbot, make(3))
    t.click_item(t.scene.tiles["D:0:0"])  # deep water is not allowed before the sandbank
    assert t.chosen == []
    t.click_item(t.scene.tiles["S:2:3"])
    assert t.chosen == [(0, Flip("S:2:3"))]


def test_match_offers_free_hop_targets_and_a_talisman(qtbot):
    t = Table(qtbot, make(3))
    t.click_item(t.scene.tiles["S:0:0"])
    t.take()
    t.click_item(t.scene.tiles["S:2:0"])  # lane 2 repeats lane 0: a match
    t.take()
    glowing = {tile.name for tile in t.scene.tiles.values() if tile.glow}
    assert glowing == {"S:0:0", "S:2:0"}
    texts = [b.text for b in t.scene.buttons if b.isVisible()]
    assert "Take a talisman" in texts
    assert "hop for free" in t.scene.current_hint
    t.click_item(t.scene.tiles["S:2:0"])
    assert t.chosen == [(0, FreeHop("S:2:0"))]
    t.take()
    assert t.scene.runners[0].pos() != t.scene.runners[1].pos()


def test_take_talisman_button(qtbot):
    t = Table(qtbot, make(3))
    for tile in ("S:0:0", "S:2:0"):
        t.click_item(t.scene.tiles[tile])
        t.take()
    button = next(b for b in t.scene.buttons if b.text == "Take a talisman")
    t.click_item(button)
    assert t.chosen == [(0, TakeTalisman())]


def test_hop_phase_glows_targets_and_offers_stay_here(qtbot):
    t = Table(qtbot, make(3, stones=["S:1:0", "S:3:0"]))
    assert t.state.phase == "hop"
    assert {tile.name for tile in t.scene.tiles.values() if tile.glow} == {"S:1:0", "S:3:0"}
    assert t.scene.runners[0].current and not t.scene.runners[1].current
    hints = []
    t.scene.hint_changed.connect(hints.append)
    stay = next(b for b in t.scene.buttons if b.isVisible() and b.text == "Stay here")
    t.click_item(t.scene.tiles["S:3:0"])
    assert t.chosen == [(0, Hop("S:3:0"))]
    t.chosen.clear()
    t.click_item(stay)
    assert t.chosen == [(0, SkipHop())]
    t.take()
    assert hints and "pick two tiles" in hints[-1]


def test_runners_share_a_stone_side_by_side(qtbot):
    t = Table(qtbot, make(3, stones=["S:1:0"], runners={0: "S:1:0", 1: "S:1:0"}))
    a, b = t.scene.runners[0], t.scene.runners[1]
    tile = t.scene.tiles["S:1:0"].sceneBoundingRect()
    assert tile.contains(a.scenePos()) and tile.contains(b.scenePos())
    assert abs(a.scenePos().x() - b.scenePos().x()) > tile.width() / 3


def test_keys_on_the_sandbank_are_clickable_on_arrival(qtbot):
    t = Table(qtbot, make(3, stones=["S:0:4", "S:2:4"], runners={0: "S:0:4"}))
    t.click_item(t.scene.places["sand"])
    assert t.chosen == [(0, Hop("sand"))]
    t.take()
    assert {k for k, item in t.scene.keys.items() if item.glow} == {
        "purple", "black", "orange", "green", "blue"}
    five = [b.sceneBoundingRect() for b in t.scene.buttons if b.isVisible()]
    assert len(five) == 5 and all(t.scene.sceneRect().contains(r) for r in five)
    t.click_item(t.scene.keys["black"])
    assert t.chosen == [(0, TakeKey("black"))]
    t.take()
    assert not t.scene.keys["black"].isVisible()
    assert t.scene.panels[0].values[0] == "black"


def test_keys_are_also_big_buttons_named_by_colour(qtbot):
    t = Table(qtbot, make(3, stones=["S:0:4"], runners={0: "S:0:4"}, keys={1: "black"}))
    t.click_item(t.scene.places["sand"])
    t.take()
    shown = [b for b in t.scene.buttons if b.isVisible()]
    assert [b.text for b in shown] == ["Purple", "Orange", "Green", "Blue"]
    # one row, inside the table, not overlapping
    rects = [b.sceneBoundingRect() for b in shown]
    assert all(t.scene.sceneRect().contains(r) for r in rects)
    assert all(a.right() < b.left() for a, b in zip(rects, rects[1:], strict=False))
    t.click_item(next(b for b in shown if b.text == "Green"))
    assert t.chosen == [(0, TakeKey("green"))]
    t.take()
    assert not any(b.isVisible() and b.text == "Purple" for b in t.scene.buttons)


def test_talisman_hop_goes_through_its_button(qtbot):
    t = Table(qtbot, make(3, talismans={0: 1}, stones=["S:1:0"]))
    # the plain click is the turn's normal hop; the talisman hop needs its button first
    button = next(b for b in t.scene.buttons if b.text == "Use a talisman: hop")
    t.click_item(button)
    assert t.chosen == [] and "talisman" in t.scene.current_hint
    t.click_item(t.scene.tiles["S:1:0"])
    assert t.chosen == [(0, SpendTalismanHop("S:1:0"))]


def test_keyboard_focus_ring_enter_and_letters(qtbot):
    t = Table(qtbot, make(3, stones=["S:1:0", "S:3:0"]))
    assert not t.scene.ring.isVisible()
    assert t.key(Qt.Key.Key_Tab)
    first = t.scene.focused_item()
    assert first is not None and t.scene.ring.isVisible()
    assert t.scene.ring.sceneBoundingRect().contains(first.sceneBoundingRect().center())
    assert t.view.accessibleName() == f"Game table: {first.target.label()}"
    assert t.key(Qt.Key.Key_Down)
    second = t.scene.focused_item()
    assert second is not first
    assert second.sceneBoundingRect().center().y() > first.sceneBoundingRect().center().y()
    assert t.key(Qt.Key.Key_Return)
    assert t.chosen == [(0, second.target)]
    t.chosen.clear()
    assert t.key(Qt.Key.Key_S)
    assert t.chosen == [(0, SkipHop())]
    t.take()
    # now flipping: focus moves among face-down shallow tiles; Space turns one
    assert t.key(Qt.Key.Key_Tab)
    assert t.key(Qt.Key.Key_Space)
    seat, action = t.chosen[-1]
    assert isinstance(action, Flip) and action.tile.startswith("S")
    t.take()
    t.chosen.clear()
    t.key(Qt.Key.Key_Tab)
    t.key(Qt.Key.Key_Space)
    t.take()
    assert t.state.phase == "kokonana"  # this deal: the two tiles do not match
    assert not t.key(Qt.Key.Key_S)
    assert t.key(Qt.Key.Key_K)
    assert t.chosen == [(0, Acknowledge())]


def test_peek_face_only_in_the_peekers_view(qtbot):
    st = make(3, runners={0: "temple_bank"}, keys={0: "purple", 1: "black"})
    t = Table(qtbot, st)
    t.click_item(t.scene.temple[0])  # slot 0 is a wall
    assert t.chosen == [(0, Peek(0))]
    t.take()
    assert t.state.phase == "peek"
    assert t.scene.temple[0].face == "wall" and t.scene.card.isVisible()
    hide = next(b for b in t.scene.buttons if b.isVisible())
    assert hide.text == "Hide"
    # the peeker's hint says what was seen in words too (screen readers cannot see the tile)
    assert "a wall" in t.scene.current_hint
    for viewer in (None, 1, 2):
        t.viewer = viewer
        t.refresh()
        assert t.scene.temple[0].face is None
        assert "wall" not in t.scene.current_hint
        assert not t.scene.card.isVisible()
        assert t.scene.temple[0].peeking == 0  # everyone sees where the peek happens
    # even if handed the peeker's observation, a scene viewed by others never draws it
    t.scene.show(t.state.observe(0), None, {})
    assert t.scene.temple[0].face is None and not t.scene.card.isVisible()
    t.viewer = 0
    t.refresh()
    assert t.key(Qt.Key.Key_H)
    t.take()
    assert t.scene.temple[0].face is None
    assert t.scene.temple[0].peekers == (0,)  # the eye marker stays: where, not what


def test_winner_lock_revealed_to_all(qtbot):
    st = make(3, runners={1: "temple_bank"}, keys={1: "purple"}, turn=1)
    t = Table(qtbot, st, viewer=None)
    t.state.apply(1, Peek(2))  # slot 2 holds the purple lock
    t.refresh()
    assert t.scene.temple[2].face == "purple"
    assert t.scene.card.isVisible() and "wins" in t.scene.card.title
    assert t.scene.runners[1].current


def test_hop_animation_runs_and_can_be_skipped(qtbot):
    t = Table(qtbot, make(3, stones=["S:1:0"]))
    t.scene.animation_speed = 1.0
    runner = t.scene.runners[0]
    start = runner.pos()
    events = t.state.apply(0, Hop("S:1:0"))
    with qtbot.waitSignal(t.scene.animations_finished, timeout=2000):
        t.scene.play(events)
        assert t.scene.animations.busy()  # something is moving
        t.scene.skip_animations()
    target = t.scene.tiles["S:1:0"].sceneBoundingRect()
    assert runner.pos() != start and target.contains(runner.scenePos())
    assert "hop" in t.sound.played


def test_play_with_speed_zero_finishes_at_once(qtbot):
    t = Table(qtbot, make(3))
    events = t.state.apply(0, Flip("S:0:0"))
    with qtbot.waitSignal(t.scene.animations_finished, timeout=100):
        t.scene.play(events)
    assert t.scene.tiles["S:0:0"].motif == motif_at("S:0:0")


def test_clear_table_draws_nothing_and_show_rebuilds(qtbot):
    t = Table(qtbot, make(3))
    t.scene.clear_table()
    assert t.scene.items() == []
    t.refresh()
    assert len(t.scene.tiles) == 40 and t.scene.items()


def test_curtain_summary_is_public(qtbot):
    st = make(3, runners={0: "temple_bank"}, keys={0: "purple"})
    st.apply(0, Peek(1))
    t = Table(qtbot, st, viewer=None)
    text = t.scene.curtain_summary(st.observe(None))
    assert "peeking at temple tile 2" in text
    assert "orange" not in text  # slot 1's face stays secret


def test_a_computers_unmatched_pair_is_held_for_everyone_to_memorise(qtbot):
    t = Table(qtbot, make(3), viewer=1)  # seat 1 watches seat 0 (e.g. a computer) play
    t.scene.animation_speed = 1.0
    t.state.apply(0, Flip("S:0:0"))
    t.refresh()
    events = t.state.apply(0, Flip("S:1:0"))
    finished = []
    t.scene.animations_finished.connect(lambda: finished.append(1))
    t.scene.play(events)
    qtbot.wait(400)  # the flip itself is over, the pair is still being held
    assert not finished
    assert t.scene.tiles["S:1:0"].motif == motif_at("S:1:0")
    t.scene.skip_animations()
    assert finished == [1]


def test_own_unmatched_pair_is_not_held(qtbot):
    t = Table(qtbot, make(3), viewer=0)
    t.scene.animation_speed = 1.0
    t.state.apply(0, Flip("S:0:0"))
    t.refresh()
    events = t.state.apply(0, Flip("S:1:0"))
    with qtbot.waitSignal(t.scene.animations_finished, timeout=1500):
        t.scene.play(events)


def test_kokonana_shout_bubble_pops_up_and_goes(qtbot):
    t = Table(qtbot, make(3))
    t.state.apply(0, Flip("S:0:0"))
    t.state.apply(0, Flip("S:1:0"))
    t.refresh()
    t.scene.animation_speed = 1.0
    events = t.state.apply(0, Acknowledge())
    with qtbot.waitSignal(t.scene.animations_finished, timeout=3000):
        t.scene.play(events)
        assert t.scene.shout.isVisible() and t.scene.shout.text == "Kokonana!"
    assert not t.scene.shout.isVisible()
    assert t.sound.played == ["kokonana"]  # a computer's shout is heard too


def test_after_a_match_with_talismans_and_a_key_all_buttons_fit_in_one_row(qtbot):
    st = make(3, runners={0: "sand"}, keys={0: "black"}, talismans={0: 2})
    st.apply(0, Flip("D:1:0"))
    st.apply(0, Flip("D:3:0"))
    t = Table(qtbot, st)
    shown = [b for b in t.scene.buttons if b.isVisible()]
    assert [b.text for b in shown] == [
        "Take a talisman", "Use a talisman: hop", "Use a talisman: peek"]
    rects = [b.sceneBoundingRect() for b in shown]
    assert all(t.scene.sceneRect().contains(r) for r in rects)
    assert all(a.right() < b.left() for a, b in zip(rects, rects[1:], strict=False))


def test_a_computers_unmatched_pair_is_held_long_enough_to_memorise(qtbot):
    t = Table(qtbot, make(3), viewer=1)  # a person watching seat 0 (a computer) play
    t.scene.animation_speed = 1.0
    finished = []
    t.scene.animations_finished.connect(lambda: finished.append(True))
    events = t.state.apply(0, Flip("S:0:0")) + t.state.apply(0, Flip("S:1:0"))
    t.scene.play(events)
    assert not finished, "the table waits before anyone may say Kokonana!"
    assert t.scene.animations.remaining_ms() >= 3000
    assert "remember" in t.scene.current_hint
    t.scene.skip_animations()  # a click hurries it along
    assert finished


def test_match_with_nowhere_to_hop_offers_only_the_talisman(qtbot):
    # the runner stands at S:1:3 with no stone ahead; the new pair lies out of reach
    t = Table(qtbot, make(3, runners={0: "S:1:3"}, stones=["S:1:3"]))
    t.apply(0, Flip("S:0:0"))
    t.apply(0, Flip("S:2:0"))
    assert t.state.observe(None)["phase"] == "reward"
    assert "take a talisman" in t.scene.current_hint
    assert "hop" not in t.scene.current_hint.replace("nowhere to hop", "")
    texts = [b.text for b in t.scene.buttons if b.isVisible()]
    assert "Take a talisman" in texts
