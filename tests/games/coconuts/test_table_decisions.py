"""The Coconuts table's decisions made without Qt: what a viewer is offered, a person's aim
by keys, drag and a held Space, a flight replayed by time, and the side column's sharing."""

from __future__ import annotations

import math

from cocoa_games.app.view_policy import shared_legal
from cocoa_games.games.coconuts.aim import CHARGE_PER_S, MAX_PULL, Aim
from cocoa_games.games.coconuts.cards import AIMED_SHOT, CALL_THE_WIND, FREEZE
from cocoa_games.games.coconuts.offers import offered
from cocoa_games.games.coconuts.physics import Frame
from cocoa_games.games.coconuts.replay import Replay, flight_of
from cocoa_games.games.coconuts.rules import ClaimMagic, NoMagic, PlayCard
from cocoa_games.games.coconuts.side_column import Column, plan_side

from .helpers import card, cup_at, make, set_hands, shot_into


def _legal(st, viewer):
    return {s: st.legal_actions(s) for s in st.to_move()
            if s == viewer or s != st.to_move()[0]}


def test_the_shooter_is_offered_the_shot_only_once_every_holder_answered():
    st = make(3)
    set_hands(st, [card(AIMED_SHOT)], [card(FREEZE)], [])
    people = [0, 1, 2]
    public = offered(st.observe(None), shared_legal(st, people, None), None)
    # Ben answers on the public table (a look at his cards, or No magic)
    assert public.shooter is None and public.answers == (1,) and public.looks == (1,)
    assert not public.cards and not public.no_card
    look = offered(st.observe(1), shared_legal(st, people, 1), 1)
    assert look.cards == {card(FREEZE): PlayCard(card(FREEZE))} and look.no_card
    assert look.answers == () and look.shooter is None
    st.apply(1, NoMagic())
    public = offered(st.observe(None), shared_legal(st, people, None), None)
    # now Ada may shoot, and look at her cards first (though hers can only be played on
    # others: the buttons tell nothing)
    assert public.shooter == 0 and public.answers == () and public.looks == (0,)


def test_a_card_that_needs_a_cup_or_a_wind_asks_for_it_first():
    st = make(2)
    set_hands(st, [], [card(AIMED_SHOT), card(CALL_THE_WIND), card(FREEZE)])
    st.apply(1, ClaimMagic())
    plain = offered(st.observe(1), _legal(st, 1), 1)
    assert plain.no_card and plain.shooter is None
    assert plain.cards == {card(AIMED_SHOT): AIMED_SHOT, card(CALL_THE_WIND): CALL_THE_WIND,
                           card(FREEZE): PlayCard(card(FREEZE))}
    assert not plain.cups and not plain.winds  # nothing to name until the card is picked
    cups = offered(st.observe(1), _legal(st, 1), 1, AIMED_SHOT).cups
    assert sorted(cups) == sorted(st.open_cups(0))
    assert cups[cup_at(st, 0)] == PlayCard(card(AIMED_SHOT), cup=cup_at(st, 0))
    winds = offered(st.observe(1), _legal(st, 1), 1, CALL_THE_WIND).winds
    assert winds[(1.0, 0.0)] == PlayCard(card(CALL_THE_WIND), wind=(1.0, 0.0))


def test_keys_turn_and_pull_within_their_limits_and_space_pulls_by_the_clock():
    aim = Aim()
    aim.step(1, 0)
    assert aim.angle > 0 and aim.pull == 0.3  # a first turn pulls a little
    for _ in range(100):
        aim.step(0, 1)
    assert aim.pull == 1.0 and aim.shot().power == 1.0
    for _ in range(200):
        aim.step(-1, 0)
    assert abs(aim.shot().aim) <= 3.0
    aim.start_charge(10.0)
    aim.charge(11.0)
    assert math.isclose(aim.pull, CHARGE_PER_S)
    aim.reset()
    assert not aim.ready() and aim.charging_since is None


def test_dragging_straight_back_aims_straight_and_pulls_as_far_as_dragged():
    aim = Aim()
    frame = Frame(0.0, 1.0)  # seat 0: forward is up the table
    aim.drag(frame, 0.0, MAX_PULL / 2)
    assert aim.angle == 0.0 and math.isclose(aim.pull, 0.5)
    aim.drag(frame, 0.0, -0.05)  # pushed forward instead: no pull
    assert aim.pull == 0.0


def test_a_replayed_flight_tells_every_touch_once_even_when_frames_are_dropped():
    st = make(2)
    set_hands(st, [], [])
    before = st.observe(0)
    events = st.apply(0, shot_into(st, cup_at(st, 7)))
    shot = next(e for e in events if e.kind == "shot")
    replay = Replay(flight_of(before, shot.data))
    start, first = replay.at(0.0)
    end, rest = replay.at(1.0)  # every frame between dropped
    touched = [c.step for c in first + rest]
    assert touched == [c.step for c in replay.flight.contacts]
    assert replay.at(1.0)[1] == []  # and never again
    assert end == replay.flight.path[-1] and start == replay.flight.path[0]


def test_cards_whose_names_are_too_long_to_stand_lie_wide_and_low():
    def column(fits):
        return Column((0.0, 0.0, 200.0, 600.0), 3, 2, ["far_shot", "freeze"], 12.0,
                      lambda kind, w: fits)

    standing = plan_side(column(True), True, 50.0)
    lying = plan_side(column(False), True, 50.0)
    assert not standing.column and standing.card_h > standing.card_w
    assert lying.column and lying.card_w > lying.card_h
    boxes = lying.cards(column(False))
    assert boxes[0][1] < boxes[1][1] and boxes[0][0] == boxes[1][0]  # one under the other
    buttons = lying.buttons(column(False))
    assert all(b[1] >= boxes[-1][1] + boxes[-1][3] for b in buttons)  # under the cards
