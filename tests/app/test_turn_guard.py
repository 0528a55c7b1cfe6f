"""When a turn is fresh and how long it takes no key (app/turn_guard.py, no Qt), on a clock
moved by hand."""

from __future__ import annotations

from cocoa_games.app.turn_guard import GUARD_S, TurnGuard


def test_a_new_seat_on_offer_waits_half_a_second(turn_clock):
    guard = TurnGuard()
    assert guard.takes(repeat=False)  # nothing shown yet: nothing to guard
    assert guard.shown(0)
    assert not guard.takes(repeat=False)
    turn_clock.advance(GUARD_S - 0.01)
    assert not guard.takes(repeat=False)
    turn_clock.advance(0.01)
    assert guard.takes(repeat=False)


def test_the_same_seat_shown_again_is_not_fresh(turn_clock):
    guard = TurnGuard()
    guard.shown(0)
    turn_clock.wait_out()
    assert not guard.shown(0)  # her own move redrew the table: her keys go on working
    assert guard.takes(repeat=False)
    assert guard.shown(1)  # the next person's turn, without a curtain
    assert not guard.takes(repeat=False)


def test_the_table_back_after_a_curtain_is_fresh_even_for_the_same_seat(turn_clock):
    guard = TurnGuard()
    guard.shown(0)
    turn_clock.wait_out()
    guard.cleared()
    assert guard.shown(0)
    assert not guard.takes(repeat=False)


def test_a_table_offering_nothing_starts_no_turn_and_the_next_offer_is_fresh(turn_clock):
    guard = TurnGuard()
    guard.shown(0)
    turn_clock.wait_out()
    assert not guard.shown(None)  # the computer's turn: nothing of the person's on offer
    assert guard.takes(repeat=False)
    assert guard.shown(0)  # the person's turn again, after the computer's move
    assert not guard.takes(repeat=False)


def test_a_key_held_down_from_the_turn_before_does_not_repeat_into_this_one(turn_clock):
    guard = TurnGuard()
    guard.shown(0)
    turn_clock.wait_out()
    assert guard.takes(repeat=False) and guard.takes(repeat=True)  # Ann holds Up: it repeats
    guard.shown(1)
    turn_clock.wait_out()
    assert not guard.takes(repeat=True)  # still Ann's Enter, held since her turn
    assert guard.takes(repeat=False)  # Mia presses: from now on her keys repeat
    assert guard.takes(repeat=True)
