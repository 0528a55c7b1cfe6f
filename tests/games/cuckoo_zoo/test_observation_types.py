"""The observation's declared types are the keys it really has (a renamed or added key shows
here, not as a default silently drawn by the table, a bot or the hint line); the phase read
from an observation is the state's own; every event kind the rules report is an EventKind;
and a Play the table builds itself is proposed only when `apply` would take it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.cuckoo_zoo.cards import CALLS, COLOURS, MISTAKES
from cocoa_games.games.cuckoo_zoo.observation import (
    CardView,
    ComplaintWindow,
    CuckooZooObservation,
    DonkeyRound,
    EventKind,
    LastPlay,
    Phase,
    RulesView,
    Verdict,
    phase,
)
from cocoa_games.games.cuckoo_zoo.plays import play_refusal
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooGame, CuckooZooOptions, Play, RuleLevel

GAME = CuckooZooGame()


def _keys(typed) -> frozenset[str]:
    return typed.__required_keys__


def _games():
    """(state, events of the last move) along seeded random games with random calls, so
    complaints, take-backs, pending wins and the end all happen."""
    for level, referee, seed in ((RuleLevel.BEGINNER, False, 1), (RuleLevel.ADVANCED, False, 2),
                                 (RuleLevel.MORE_ADVANCED, False, 3),
                                 (RuleLevel.ADVANCED, True, 4)):
        state = GAME.new_state(["Ann", "Ben", "Cat"],
                               CuckooZooOptions(rule_level=level, referee=referee), seed)
        rng, events = random.Random(seed), []
        for _move in range(2000):
            yield state, events
            seats = state.to_move()
            if not seats:
                break
            seat = seats[0] if rng.random() < 0.7 else rng.choice(seats)
            action = rng.choice(state.legal_actions(seat))
            if isinstance(action, Play) and rng.random() < 0.3:
                calls = tuple(rng.choice(CALLS) for _ in action.cards)
                action = dataclasses.replace(action, calls=calls, last_card=rng.random() < 0.5)
            events = state.apply(seat, action)


def test_every_view_has_exactly_the_declared_keys():
    seen: set[str] = set()
    for state, _events in _games():
        for seat in (None, 0, 1, 2):
            obs = state.observe(seat)
            assert set(obs) == _keys(CuckooZooObservation)
            assert set(obs["rules"]) == _keys(RulesView)
            cards = [obs["discard_top"], *obs["discard_recent"], *(obs["hand"] or ())]
            assert all(set(c) == _keys(CardView) for c in cards)
            assert (obs["hand"] is None) == (seat is None)
            for key, typed in (("last_play", LastPlay), ("complaint_window", ComplaintWindow),
                               ("last_result", Verdict), ("donkey_round", DonkeyRound)):
                if obs[key] is not None:
                    seen.add(key)
                    assert set(obs[key]) == _keys(typed), key
            if obs["last_play"] is not None:
                assert all(set(c) == _keys(CardView) for c in obs["last_play"]["cards"])
            if obs["last_result"] is not None:
                assert set(obs["last_result"]["mistakes"]) <= set(MISTAKES)
    # every optional part was there at some point: its shape was checked
    assert seen == {"last_play", "complaint_window", "last_result", "donkey_round"}


def test_the_phase_an_observation_tells_is_the_states_and_every_one_comes_up():
    phases = set()
    for state, _events in _games():
        for seat in (None, 0):
            assert phase(state.observe(seat)) is state.phase
        phases.add(state.phase)
    assert phases == set(Phase)


def test_every_event_the_rules_report_is_an_event_kind():
    kinds = set()
    for _state, events in _games():
        for event in events:
            assert isinstance(event.kind, EventKind), event.kind
            kinds.add(event.kind)
    assert kinds >= {EventKind.PLAY, EventKind.DRAW, EventKind.COMPLAINT, EventKind.WIN,
                     EventKind.TAKE_BACK, EventKind.DONKEY_ROUND, EventKind.TURN}


def _takes(state, seat, play) -> bool:
    try:
        state._copy().apply(seat, play)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("level", list(RuleLevel))
def test_a_play_the_table_builds_goes_exactly_when_apply_takes_it(level):
    """Any calls, any "Last card!", cards from the hand or not, a colour or none: what the
    table checks before it proposes is what `apply` checks."""
    rng = random.Random(7)
    state = GAME.new_state(["Ann", "Ben", "Cat"], CuckooZooOptions(rule_level=level), 5)
    checked = taken = 0
    for _move in range(80):
        seats = state.to_move()
        if not seats:
            break
        for seat in seats[:2]:  # the turn seat, and one who may only complain
            obs = state.observe(seat)
            hand = [c["id"] for c in obs["hand"] or ()]
            for _try in range(12):
                cards = rng.sample(hand, min(len(hand), rng.choice((1, 1, 2, 3))))
                if rng.random() < 0.1:
                    cards = [rng.randrange(112)]  # perhaps not in the hand at all
                play = Play(tuple(cards), tuple(rng.choice(CALLS) for _ in cards),
                            rng.random() < 0.5, rng.choice(("", "", *COLOURS)))
                assert (play_refusal(obs, play) is None) == _takes(state, seat, play), play
                checked += 1
                taken += play_refusal(obs, play) is None
        seat = seats[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 500 and taken > 20
