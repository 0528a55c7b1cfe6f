"""Computer seats share what they see and finish; the hint planner knows the tokens."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.games.cocoons import solver
from cocoa_games.games.cocoons.actions import Note, PlaceAnimal
from cocoa_games.games.cocoons.rules import CocoonsOptions

from .helpers import OWNERS, bots_play, free_space, make


def play(players, seed, options):
    game = games.get("cocoons")
    return bots_play(game.new_state([f"B{i}" for i in range(players)], options, seed), seed)


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_bot_games_finish_on_every_level(level):
    results = [play(p, s, CocoonsOptions(level=level, hard_mode=s == 1)).result
               for p in (1, 2, 4) for s in range(2)]
    assert None not in results
    assert "won" in results, "the planner should win some easy-going games"


def test_a_bot_first_writes_what_it_sees_on_the_table():
    st = make(2)
    bot = games.get("cocoons").make_bot(0, "normal", 1)
    action = bot.choose(st.observe(0), st.legal_actions(0))
    assert isinstance(action, Note) and action.animal == OWNERS[action.cocoon]
    assert action.cocoon in (1, 4)  # the seals its south-west corner shows


def test_the_hint_places_an_animal_into_the_cocoon_the_seat_has_seen():
    st = make(2)
    free_space(st, "W", end_turn=False)  # cocoon 3 slides east; the fox turns up on W
    # cocoon 0 (NW space) ... nobody has seen the fox's cocoon: cocoon 2 belongs to it
    st.notes[2] = ("fox", 1)  # Ben wrote it down earlier
    advice = solver.suggest(st.observe(0), 0, st.legal_actions(0), with_verdict=True)
    assert advice is not None and advice.action == PlaceAnimal(2)
    assert advice.verdict is not None and advice.verdict.winnable


def test_the_verdict_sees_when_the_supply_can_no_longer_pay():
    st = make(2)
    st.supply, st.lid = 3, 22
    verdict = solver.verdict(st.observe(0))
    assert not verdict.winnable and verdict.min_tokens >= 8
    assert "Out of reach" in verdict.text(3)


def _one_animal_under_the_action_cocoon():
    """Every animal home but the iguana, lying face up on the north space under the
    cocoon holding the action trapdoor; the Start token shows in the centre; no tokens."""
    st = make(2)
    st.holds = list(st.owner)
    st.holds[0] = None  # cocoon 0 belongs to the iguana
    st.bottom = [None] * 9
    st.bottom[4], st.bottom[1] = "start", "iguana"
    st.bottom_up = [s in (1, 4) for s in range(9)]
    st.trap = [None] * 9
    st.explored = [True] * 9
    st.action_cocoon = 1  # standing on the north space
    st.supply, st.lid = 0, 25
    return st


def test_the_verdict_never_calls_a_box_out_of_reach_that_is_won_with_no_tokens():
    # issue 23 point 12: halving the slides for the action trapdoor was no lower bound
    from cocoa_games.games.cocoons.actions import Agree, EndTurn, ProposeEnd, Slide

    st = _one_animal_under_the_action_cocoon()
    verdict = solver.verdict(st.observe(0))
    assert verdict.winnable and verdict.min_tokens == 0
    assert "Out of reach" not in verdict.text(0)
    st.apply(0, Slide(1))  # free: it holds the action trapdoor
    st.apply(0, PlaceAnimal(0))
    st.apply(0, EndTurn())
    st.apply(1, Slide(1))  # back again, for free: the Start token shows, Ann's turn
    st.apply(1, EndTurn())
    st.apply(0, ProposeEnd())
    events = st.apply(1, Agree())
    assert events[-1].kind == "won" and st.supply == 0


def test_the_hint_names_the_wrong_animal_when_the_known_cocoon_is_taken():
    st = make(2)
    free_space(st, "W", end_turn=False)  # the fox turns up on W; cocoon 2 is the fox's
    st.notes[2] = ("fox", 1)
    st.holds[2] = "bat"  # but it already holds the bat
    st.bottom[8] = None
    advice = solver.suggest(st.observe(0), 0, st.legal_actions(0))
    assert advice is not None and "Nobody knows" not in advice.reason
    assert "fox" in advice.reason and "bat" in advice.reason
