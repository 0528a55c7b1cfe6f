"""Random play with random calls (so mistakes, complaints and take-backs happen) at every
rule level: cards are never lost or doubled, saves round-trip, privacy holds."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from cocoa_games.core.game import SaveFormatError
from cocoa_games.games.cuckoo_zoo.cards import CALLS
from cocoa_games.games.cuckoo_zoo.rules import (
    Complain,
    CuckooZooGame,
    CuckooZooOptions,
    Play,
    RuleLevel,
)

from .helpers import ADVANCED, card, deal, filler, play

GAME = CuckooZooGame()


def _random_move(state, rng):
    seats = state.to_move()
    seat = seats[0] if rng.random() < 0.7 else rng.choice(seats)
    legal = state.legal_actions(seat)
    action = rng.choice(legal)
    if isinstance(action, Play) and rng.random() < 0.3:
        calls = tuple(rng.choice(CALLS) for _ in action.cards)
        action = dataclasses.replace(action, calls=calls, last_card=rng.random() < 0.5)
    return seat, action


def _all_cards(state):
    return sorted([c for h in state.hands for c in h] + state.draw + state.discard)


@pytest.mark.parametrize("level", list(RuleLevel))
@pytest.mark.parametrize("referee", [False, True])
def test_random_play_keeps_the_deck_whole_and_private(level, referee):
    rng = random.Random(list(RuleLevel).index(level) * 2 + referee)
    kinds = set()
    for game_no in range(4):
        players = 2 + game_no % 5
        opts = CuckooZooOptions(rule_level=level, referee=referee)
        state = GAME.new_state([f"P{i}" for i in range(players)], opts, rng.randrange(10**6))
        for _ in range(250):
            if state.is_over():
                break
            assert _all_cards(state) == list(range(112))
            seat, action = _random_move(state, rng)
            for event in state.apply(seat, action):
                kinds.add(event.kind)
                json.dumps(event.to_dict())
            data = json.loads(json.dumps(state.to_dict()))
            twin = GAME.state_from_dict(data)
            assert twin.to_dict() == state.to_dict()
            for viewer in (None, *range(players)):
                obs = state.observe(viewer)
                json.dumps(obs)
                if viewer is not None:
                    other = state.determinize(viewer, random.Random(rng.random()))
                    assert other.observe(viewer) == obs
                    assert sorted(c["id"] for c in obs["hand"]) == sorted(state.hands[viewer])
                    assert other.to_move() == state.to_move()
    assert "complaint" in kinds and "play" in kinds


def test_complaints_during_random_play_find_real_mistakes():
    """A right complaint always names at least one mistake, a wrong one none."""
    rng = random.Random(5)
    opts = CuckooZooOptions(rule_level=RuleLevel.MORE_ADVANCED)
    state = GAME.new_state(["A", "B", "C"], opts, 11)
    verdicts = set()
    for _ in range(400):
        if state.is_over():
            break
        seat, action = _random_move(state, rng)
        events = state.apply(seat, action)
        for e in events:
            if e.kind == "complaint":
                assert bool(e.data["mistakes"]) == e.data["right"]
                verdicts.add(e.data["right"])
        if isinstance(action, Complain):
            assert state.observe(None)["complaint_window"] is None
    assert verdicts == {True, False}


def test_damaged_saves_are_refused():
    state = GAME.new_state(["A", "B"], None, 1)
    data = json.loads(json.dumps(state.to_dict()))
    data["hands"][0].append(data["draw"][0])  # one card twice
    with pytest.raises(SaveFormatError):
        GAME.state_from_dict(data)
    data = json.loads(json.dumps(state.to_dict()))
    data["turn"] = 5
    with pytest.raises(SaveFormatError):
        GAME.state_from_dict(data)
    with pytest.raises(SaveFormatError):
        GAME.state_from_dict({"players": ["A"]})


def test_actions_round_trip_through_their_dicts():
    actions = [Play((3, 4), ("moo", ""), True, ""), Play((100,), ("",), False, "blue"),
               Complain()]
    for action in actions:
        assert GAME.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action


def test_determinize_re_deals_what_the_seat_cannot_see():
    state = GAME.new_state(["A", "B", "C"], None, 4)
    twin = state.determinize(0, random.Random(1))
    assert twin.hands[0] == state.hands[0] and twin.discard == state.discard
    assert twin.hands[1] != state.hands[1]
    assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
    assert sorted(twin.hands[1] + twin.hands[2] + twin.draw) == sorted(
        state.hands[1] + state.hands[2] + state.draw)


def test_a_card_taken_back_in_public_stays_put_when_re_dealt():
    st = deal([[card("green", "donkey")] + filler(2), [card("green", "cat")] + filler(3, 2),
               filler(2, 5)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)], level=ADVANCED)
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"))
    st.apply(2, Complain())
    for k in range(10):
        twin = st.determinize(2, random.Random(k))
        assert card("green", "cat") in twin.hands[1]
    data = json.loads(json.dumps(st.to_dict()))
    assert GAME.state_from_dict(data).to_dict() == st.to_dict()
