"""The Coconuts table: what is drawn for an observation, aiming by drag and keyboard, the
Magic? moment, every card's look, the flight and the end."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cocoa_games.games.coconuts.cards import (
    AIMED_SHOT,
    CALL_THE_WIND,
    FAR_SHOT,
    FREEZE,
    GUESS_WHO,
    KINDS,
    REDUPLICATE,
)
from cocoa_games.games.coconuts.rules import ClaimMagic, NoMagic, PlayCard, Shot
from cocoa_games.ui import theme
from cocoa_games.ui.text import TextProbe

from .helpers import card, cup_at, make, put_on_board, set_hands, shot_into
from .scene_helpers import Table


def drag(table, start, end, steps=6):
    view = table.view.viewport()
    a, b = table.point(start), table.point(end)
    QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, steps + 1):
        p = a + (b - a) * (k / steps)
        QTest.mouseMove(view, p)
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=b)


def test_every_cup_is_drawn_where_the_table_has_it(qtbot):
    st = make(3)
    table = Table(qtbot, st)
    scene = table.scene
    obs = st.observe(0)
    assert set(scene.cups) == {c["id"] for c in obs["cups"]}
    for cup in obs["cups"]:
        item = scene.cups[cup["id"]]
        centre = item.sceneBoundingRect().center()
        want = scene.map.point(cup["x"], cup["y"])
        assert abs(centre.x() - want.x()) < 1.5 and abs(centre.y() - want.y()) < 1.5
        assert item.colour == cup["colour"]
    top = scene.cups[st.table[4][1]]
    bottom = scene.cups[st.table[4][0]]
    assert top.w > bottom.w and top.zValue() > bottom.zValue()  # the stack is taller


def test_a_person_shoots_by_dragging_back_from_the_launcher(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    scene = table.scene
    launcher = scene.launch_point(st.observe(0), 0)
    # straight back (down the screen) and a little to the left: the shot goes right
    drag(table, launcher, launcher + QPointF(-20, 60))
    assert len(table.chosen) == 1
    seat, shot = table.chosen[0]
    assert seat == 0 and isinstance(shot, Shot)
    assert shot.aim > 0.1 and 0.2 < shot.power <= 1.0
    table.apply_chosen()
    assert st.turn == 1 and st.serial == 1


def test_the_dotted_hint_shows_the_start_of_the_flight_while_dragging(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    scene = table.scene
    launcher = scene.launch_point(st.observe(0), 0)
    view = table.view.viewport()
    QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=table.point(launcher))
    QTest.mouseMove(view, table.point(launcher + QPointF(0, 40)))
    dots = scene.hint.look  # (x, y, radius) each
    assert len(dots) >= 3
    assert all(y < launcher.y() for _x, y, _r in dots[1:])  # ahead of the launcher
    assert max(r for _x, _y, r in dots) > dots[0][2]  # higher up, bigger
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=table.point(launcher + QPointF(0, 40)))
    assert scene.hint.look == ()


def test_a_press_away_from_the_launcher_does_not_shoot(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    centre = table.scene.map.point(0.3, 0.3)
    drag(table, centre, centre + QPointF(0, 80))
    assert table.chosen == []


def test_a_person_shoots_by_keyboard_turning_and_holding_space(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    view = table.view
    view.setFocus()
    for _ in range(5):
        QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyPress(view, Qt.Key.Key_Space)
    qtbot.wait(400)
    assert table.scene.aim.pull > 0.1  # pulling while Space is held
    QTest.keyRelease(view, Qt.Key.Key_Space)
    assert len(table.chosen) == 1
    _seat, shot = table.chosen[0]
    assert shot.aim < -0.1 and shot.power > 0.1


def test_keyboard_pull_with_up_and_down_then_enter(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    view = table.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    for _ in range(10):
        QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)
    _seat, shot = table.chosen[0]
    assert abs(shot.power - 0.48) < 1e-6 and shot.aim > 0


def test_magic_buttons_for_each_person_who_may_call(qtbot):
    st = make(3)
    set_hands(st, [], [card(FREEZE)], [card(GUESS_WHO)])
    table = Table(qtbot, st, viewer=None)  # the public table: three people
    buttons = [b for b in table.scene.buttons if b.isVisible() and b.target is not None]
    texts = [b.text for b in buttons]
    assert {"Ben: Magic card…", "Ben: No magic", "Cleo: Magic card…", "Cleo: No magic"} <= set(
        texts)
    table.click(next(b for b in buttons if b.text == "Ben: Magic card…"))
    assert table.looks == [1] and table.chosen == []  # a look at his cards, not a move
    table.click(next(b for b in buttons if b.text == "Cleo: No magic"))
    assert table.chosen == [(2, NoMagic())]


def test_a_long_name_is_shortened_on_the_magic_button_never_the_magic(qtbot):
    """At 800×600 "Maximilian-Alexander von Berg: Magic!" ran off the button."""
    from cocoa_games.core.rng import GameRng
    from cocoa_games.games.coconuts.rules import CoconutsOptions, CoconutsState

    long = "Maximilian-Alexander von Berg"
    st = CoconutsState(["Ann", long], CoconutsOptions(), GameRng(0))
    set_hands(st, [], [card(FREEZE)])
    table = Table(qtbot, st, viewer=None)
    button = next(b for b in table.scene.buttons if b.isVisible() and b.target is not None
                  and "Magic" in b.text)
    assert button.text.endswith(": Magic card…") and long not in button.text
    assert button.text.startswith(long[:6])
    assert (button.label() == f"{long}: Magic card…"
            and f"{long}: Magic card…" in button.toolTip())


def test_a_name_that_looks_like_html_is_shown_literally_in_the_magic_tooltip(qtbot):
    """Qt reads a tooltip that looks like HTML as rich text and fetches its <img src>: a
    player named after a fifo would freeze the app on a hover. The name stays words."""
    from cocoa_games.core.rng import GameRng
    from cocoa_games.games.coconuts.rules import CoconutsOptions, CoconutsState

    hostile = '<img src="/dev/stdin">'
    st = CoconutsState(["Ann", hostile], CoconutsOptions(), GameRng(0))
    set_hands(st, [], [card(FREEZE)])
    table = Table(qtbot, st, viewer=None)
    button = next(b for b in table.scene.buttons if b.isVisible() and "Magic" in b.text)
    assert "<img" not in button.toolTip() and "&lt;img" in button.toolTip()


def test_the_chooser_sees_their_cards_and_may_play_or_play_nothing(qtbot):
    st = make(2)
    set_hands(st, [], [card(FREEZE), card(FAR_SHOT)])
    st.apply(1, ClaimMagic())
    table = Table(qtbot, st, viewer=1)
    scene = table.scene
    faces = {c.kind for c in scene.cards if c.isVisible()}
    assert faces == {FREEZE, FAR_SHOT}
    assert "choose" in st.observe(1)["phase"]
    nothing = next(b for b in scene.buttons if b.isVisible() and b.text == "No magic")
    table.click(nothing)
    assert table.chosen == [(1, NoMagic())]
    table.chosen.clear()
    table.click(next(c for c in scene.cards if c.kind == FREEZE))
    assert table.chosen == [(1, PlayCard(card(FREEZE)))]


def test_cards_of_others_are_never_drawn(qtbot):
    st = make(2)
    set_hands(st, [card(GUESS_WHO)], [card(FREEZE)])
    table = Table(qtbot, st, viewer=0)
    assert {c.kind for c in table.scene.cards if c.isVisible()} == {GUESS_WHO}
    public = Table(qtbot, st, viewer=None)
    assert not any(c.isVisible() for c in public.scene.cards)


def test_aimed_shot_the_owner_clicks_the_cup_and_it_is_marked_for_all(qtbot):
    st = make(2)
    set_hands(st, [], [card(AIMED_SHOT)])
    st.apply(1, ClaimMagic())
    table = Table(qtbot, st, viewer=1)
    scene = table.scene
    table.click(next(c for c in scene.cards if c.kind == AIMED_SHOT))
    live = [c for c in scene.cups.values() if c.target is not None]
    assert len(live) == len(st.open_cups(0))
    target = scene.cups[cup_at(st, 0)]
    table.click(target)
    assert table.chosen == [(1, PlayCard(card(AIMED_SHOT), cup=cup_at(st, 0)))]
    table.apply_chosen()
    shooter = Table(qtbot, st, viewer=0)
    assert shooter.scene.cups[cup_at(st, 0)].marked
    assert sum(c.marked for c in shooter.scene.cups.values()) == 1


def test_call_the_wind_offers_arrows_and_the_shooter_does_not_see_the_wind(qtbot):
    st = make(2)
    set_hands(st, [], [card(CALL_THE_WIND)])
    st.apply(1, ClaimMagic())
    table = Table(qtbot, st, viewer=1)
    scene = table.scene
    table.click(next(c for c in scene.cards if c.kind == CALL_THE_WIND))
    arrows = [w for w in scene.winds if w.isVisible()]
    assert len(arrows) == 8
    east = next(w for w in arrows if w.wind == (1.0, 0.0))
    table.click(east)
    assert table.chosen == [(1, PlayCard(card(CALL_THE_WIND), wind=(1.0, 0.0)))]
    table.apply_chosen()
    assert table.scene.blowing.isVisible()  # the owner sees the wind they set
    shooter = Table(qtbot, st, viewer=0)
    assert not any(w.isVisible() for w in shooter.scene.winds)
    assert not shooter.scene.blowing.isVisible()
    assert "secret_wind" not in shooter.scene.observation
    # once the coconut flies, everyone sees the wind
    shooter.scene.animation_speed = 1.0
    shooter.scene.play(st.apply(0, Shot(0.0, 0.4)))
    assert shooter.scene.blowing.isVisible() and shooter.scene.blowing.wind == (1.0, 0.0)
    assert shooter.scene.banner.text == "The wind blows!"
    shooter.scene.skip_animations()
    assert not shooter.scene.blowing.isVisible()


def test_guess_who_hides_the_cups_while_aiming_and_shows_them_in_flight(qtbot):
    st = make(2)
    set_hands(st, [], [card(GUESS_WHO)])
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(GUESS_WHO)))
    table = Table(qtbot, st, viewer=0)
    assert not any(c.isVisible() for c in table.scene.cups.values())
    assert "Guess Who" in table.scene.banner.text
    st_shot = Shot(0.0, 0.4)
    events = st.apply(0, st_shot)
    table.scene.play(events)
    assert all(c.isVisible() for c in table.scene.cups.values())


def test_far_shot_moves_the_launcher_back_on_screen(qtbot):
    st = make(2)
    set_hands(st, [], [card(FAR_SHOT)])
    table = Table(qtbot, st, viewer=0)
    near = table.scene.launchers[0].sceneBoundingRect().center()
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(FAR_SHOT)))
    table.refresh()
    far = table.scene.launchers[0].sceneBoundingRect().center()
    assert far.y() > near.y() + table.scene.map.length(0.15)  # (drawn at the edge)


def test_a_shot_flies_as_the_rules_said_and_sounds(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    before = st.observe(0)
    cup = cup_at(st, 7)
    events = st.apply(0, shot_into(st, cup))
    shot = next(e for e in events if e.kind == "shot")
    flight = table.scene.flight_of(before, shot.data)
    assert flight.cup == shot.data["cup"] == cup  # the screen's replay lands the same
    table.scene.play(events)
    assert "coconut_launch" in table.sound.played and "coconut_plop" in table.sound.played
    table.refresh()
    item = table.scene.cups[cup]
    mine = next(c for c in st.observe(None)["cups"] if c["id"] == cup)
    assert mine["place"] == "board" and item.coconuts == 1
    on_board = table.scene.map.point(mine["x"], mine["y"])
    assert abs(item.sceneBoundingRect().center().x() - on_board.x()) < 1.5


def test_a_rim_hit_clacks_and_the_cup_wobbles(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    table.scene.animation_speed = 1.0
    for power in [p / 200 for p in range(40, 160)]:
        twin = st.copy()
        twin.apply(0, Shot(0.0, power))
        if any(c[1] == "rim" for c in twin.last_shot["contacts"]):
            break
    events = st.apply(0, Shot(0.0, power))
    rim_cup = next(c[2] for c in st.last_shot["contacts"] if c[1] == "rim")
    table.scene.play(events)
    qtbot.waitUntil(lambda: "coconut_rim" in table.sound.played, timeout=3000)
    qtbot.waitUntil(lambda: table.scene.cups[rim_cup].rotation() != 0, timeout=1000)
    with qtbot.waitSignal(table.scene.animations_finished, timeout=5000):
        pass


def test_the_end_board_lists_every_player(qtbot):
    st = make(2)
    set_hands(st, [], [])
    for c in (0, 1, 2, 3, 5):
        put_on_board(st, c, 0)
    st.apply(0, shot_into(st, cup_at(st, 7)))
    table = Table(qtbot, st, viewer=None)
    end = table.scene.end
    assert end.isVisible()
    title, why, lines = end.look
    assert title == "Ada wins!"
    assert [line[0] for line in lines] == ["Ada", "Ben"]
    assert lines[0][2] and lines[0][1] == "6 of 6 cups, 1 coconut"
    assert lines[1][1] == "0 of 6 cups, 0 coconuts"
    assert why == "Ada completed a pyramid of six cups."


def test_words_stay_readable_at_800_by_600_and_1920_by_1080(qtbot):
    for size in ((800, 600), (1920, 1080)):
        st = make(4)
        table = Table(qtbot, st, viewer=0, size=size)
        rect = table.scene.sceneRect()
        assert table.scene.map.table.right() <= rect.right()
        assert table.scene.map.side.width() >= 150
        with TextProbe() as probe:
            table.view.grab()
        assert probe.drawn
        small = [d for d in probe.drawn if d.screen_px < theme.MIN_TABLE_PX - 0.5]
        assert small == [], small[:3]


def test_a_curtain_leaves_nothing_drawn_and_the_next_show_builds_again(qtbot):
    st = make(2)
    table = Table(qtbot, st, viewer=0)
    table.scene.clear_table()
    assert table.scene.items() == []
    table.refresh()
    assert table.scene.cups and all(math.isfinite(c.x()) for c in table.scene.cups.values())


def test_each_panel_tells_coconuts_to_shoot_apart_from_coconuts_won(qtbot):
    st = make(2)
    set_hands(st, [], [])
    st.apply(0, shot_into(st, cup_at(st, 7)))  # Ada wins a cup with her first coconut
    for players, size in ((2, (1280, 800)), (3, (1280, 800)), (4, (800, 600))):
        table = Table(qtbot, st if players == 2 else make(players), viewer=1, size=size)
        with TextProbe() as probe:
            table.view.grab()
        words = [d.text for d in probe.drawn]
        assert not [w for w in words if "…" in w and "to shoot" in w], words  # never cut
    table = Table(qtbot, st, viewer=1)
    with TextProbe() as probe:
        table.view.grab()
    words = [d.text for d in probe.drawn]
    assert "7 to shoot · 0 cards · 1 cup, 1 inside" in words
    assert "8 to shoot · 0 cards · 0 cups, 0 inside" in words


def test_shoot_before_any_pull_says_how_and_shoots_nothing(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    shoot = next(b for b in table.scene.buttons if b.isVisible() and b.text == "Shoot")
    table.click(shoot)
    assert table.chosen == []
    assert table.scene.banner.text.startswith("Pull first")


def test_a_coconut_off_the_table_is_not_left_drawn_outside_it(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    for power in [p / 20 for p in range(10, 21)]:
        twin = st.copy()
        twin.apply(0, Shot(0.0, power))
        if twin.last_shot["off_table"]:
            break
    events = st.apply(0, Shot(0.0, power))
    assert st.last_shot["off_table"]
    table.scene.play(events)
    assert not table.scene.coconut.isVisible() and not table.scene.shadow.isVisible()


@pytest.mark.parametrize("kind", KINDS)
def test_every_card_played_is_shown_face_up_to_the_whole_table(qtbot, kind):
    st = make(3)
    set_hands(st, [card(REDUPLICATE)] if kind == REDUPLICATE else [], [], [card(kind)])
    table = Table(qtbot, st, viewer=None)  # the public table: nobody's secrets
    table.scene.animation_speed = 1.0
    if kind == REDUPLICATE:
        events = st.apply(0, PlayCard(card(kind)))
    else:
        st.apply(2, ClaimMagic())
        events = st.apply(2, PlayCard(card(kind), cup=cup_at(st, 0), wind=(1.0, 0.0)))
    table.scene.play([e for e in events if e.visible_for(None)])
    shown = table.scene.played_card
    assert shown.isVisible() and shown.kind == kind
    with qtbot.waitSignal(table.scene.animations_finished, timeout=5000):
        pass
    assert not shown.isVisible()
    table.refresh()
    if kind == CALL_THE_WIND:
        assert not table.scene.blowing.isVisible()  # the wind stays secret until the flight


def test_the_end_board_explains_a_tie_readably_at_800_by_600_and_1920_by_1080(qtbot):
    from .test_coconuts_end import _tie_ending

    for size in ((800, 600), (1920, 1080)):
        st, _history = _tie_ending()
        table = Table(qtbot, st, viewer=None, size=size)
        with TextProbe() as probe:
            table.view.grab()
        why = "Ada, Cleo tied with 8 coconuts; Ada shot last and wins the tie."
        assert table.scene.end.look[1] == why
        words = [d.text for d in probe.drawn]
        assert why in words and "Ada wins!" in words
        small = [d for d in probe.drawn if d.screen_px < theme.MIN_TABLE_PX - 0.5]
        assert small == [], small[:3]
        assert not [w for w in words if "…" in w]


def test_a_crowded_magic_moment_in_a_small_window_keeps_every_word_and_button(qtbot):
    """Four players who may all claim the magic, in an 800×600 window: the buttons go two
    by two, so the cards keep room for their names and the last button stays on the
    table (before, the cards shrank to 40 units with their names spilling out and Shoot
    fell off the bottom)."""
    for size in ((780, 490), (950, 690)):
        st = make(4)
        # four people: the public table (each holder's look and No magic) and one holder's
        # look at her cards (the cards and her No magic)
        for viewer, least in ((None, 6), (1, 1)):
            table = Table(qtbot, st, viewer=viewer, size=size, humans=range(4))
            buttons = [b for b in table.scene.buttons if b.isVisible()]
            assert len(buttons) >= least, (viewer, [b.text for b in buttons])
            view_rect = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
            for button in buttons:
                assert view_rect.contains(button.sceneBoundingRect()), (size, button.text)
            with TextProbe() as probe:
                table.view.grab()
            cut = sorted({d.text for d in probe.drawn if not d.fits})
            assert cut == [], (size, cut)
            assert any(c.isVisible() for c in table.scene.cards) == (viewer is not None)
