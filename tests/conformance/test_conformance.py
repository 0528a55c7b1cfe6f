"""The checks every game must pass: run over each registered game and the fixture game.

Seeded random play over many seeds and every player count; at every step:
observations JSON-safe, save round trip exact, privacy (determinize cannot be told apart
by the seat it was made for), illegal actions refused without a trace, and events that
tell each seat nothing its own view does not show.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cocoa_games import games
from cocoa_games.core.game import IllegalAction

from .playthrough import canonical, play_bots, random_step

GAME_IDS = [info.id for info in games.all_games()]
MAX_STEPS = 400


def _player_counts(game_id):
    info = next(i for i in games.all_games() if i.id == game_id)
    return list(range(info.min_players, info.max_players + 1))


def _check_step(game, state, rng, hidden_changed) -> bool:
    """All checks on one moment; True if an illegal move could be tried here."""
    seats = range(len(state.observe(None)["players"]))
    snapshot = canonical(state.to_dict())

    # JSON-safe observations (json.dumps raises on anything else)
    for viewer in (None, *seats):
        json.dumps(state.observe(viewer))

    # save round trip through real JSON text
    restored = game.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert canonical(restored.to_dict()) == snapshot
    for viewer in (None, *seats):
        assert restored.observe(viewer) == state.observe(viewer)
    assert restored.to_move() == state.to_move()

    # privacy: a re-dealt world looks the same to the seat it was made for
    for seat in seats:
        twin = state.determinize(seat, random.Random(rng.random()))
        assert canonical(state.to_dict()) == snapshot, "determinize changed the original"
        assert twin.observe(seat) == state.observe(seat), f"seat {seat} can tell determinize apart"
        assert twin.observe(None) == state.observe(None)
        assert twin.to_move() == state.to_move()
        if canonical(twin.to_dict()) != snapshot:
            hidden_changed.append(seat)

    # an illegal action raises and leaves no trace
    movers = state.to_move()
    bystanders = [s for s in seats if s not in movers]
    if movers and bystanders:
        # (a turn seat may have nothing to do yet: Coconuts' shooter waits for the answers)
        action = next(a for mover in movers for a in state.legal_actions(mover))
        with pytest.raises(IllegalAction):
            state.apply(bystanders[0], action)
        assert canonical(state.to_dict()) == snapshot
        return True
    return False


def _worlds_before(state, rng):
    """Per seat, a world that seat cannot tell apart from this one (taken before a move)."""
    seats = range(len(state.observe(None)["players"]))
    return {s: state.determinize(s, random.Random(rng.random())) for s in seats}


def _check_events(state, seat, action, events, worlds) -> int:
    """What the log may show a seat is a function of what that seat can know.

    `visible_to` names real seats. And for each seat s: in a world s could not tell apart
    before the move, the same move leaves s's view unchanged, then the events s may see
    must read the same too — otherwise an event (a log line) would give away something
    hidden, such as the card another seat drew. Returns how many worlds were compared."""
    n = len(worlds)
    compared = 0
    for event in events:
        if event.visible_to is not None:
            assert event.visible_to, f"{event.kind}: visible to nobody"
            assert set(event.visible_to) <= set(range(n)), f"{event.kind}: no such seat"
    for s, twin in worlds.items():
        try:
            twin_events = twin.apply(seat, action)
        except IllegalAction:
            continue  # that move is not possible in the other world (a re-dealt hand)
        if twin.observe(s) != state.observe(s):
            continue  # the move itself shows s what differs (a flipped tile): fair game
        seen = [e.to_dict() for e in events if e.visible_for(s)]
        twin_seen = [e.to_dict() for e in twin_events if e.visible_for(s)]
        assert twin_seen == seen, f"seat {s} learns something hidden from the events {seen}"
        compared += 1
    return compared


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_play_conformance(game_id):
    game = games.get(game_id)
    compared = refused = 0  # event comparisons and illegal moves tried, over all examples
    # seats for which determinize re-dealt something, over all examples: a game that ends on
    # its first move may by chance re-deal every hidden fact to what it was
    hidden_changed: list[int] = []

    @settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
    @given(seed=st.integers(0, 2**31 - 1), players=st.sampled_from(_player_counts(game_id)))
    def run(seed, players):
        nonlocal compared, refused
        rng = random.Random(seed)
        names = [f"P{i}" for i in range(players)]
        state = game.new_state(names, None, seed)
        twin = game.new_state(names, None, seed)
        assert canonical(state.to_dict()) == canonical(twin.to_dict())
        history = []
        for _ in range(MAX_STEPS):
            refused += _check_step(game, state, rng, hidden_changed)
            if state.is_over():
                assert state.to_move() == ()
                break
            seat, action = random_step(state, rng)
            assert game.action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
            worlds = _worlds_before(state, rng)
            events = state.apply(seat, action)
            for event in events:
                json.dumps(event.to_dict())
            compared += _check_events(state, seat, action, events, worlds)
            history.append((seat, action))
        # same seed + same actions => identical state
        for seat, action in history:
            twin.apply(seat, action)
        assert canonical(twin.to_dict()) == canonical(state.to_dict())

    run()
    if game.has_private_info:
        assert hidden_changed, "determinize never re-dealt anything hidden"
    assert compared, "the events were never compared with another world"
    assert refused, "no illegal move was ever tried"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_player_count_starts(game_id):
    game = games.get(game_id)
    for players in _player_counts(game_id):
        state = game.new_state([f"P{i}" for i in range(players)], None, 7)
        assert state.to_move(), "a new game must have a seat to move"
        assert state.legal_actions(state.to_move()[0])
    with pytest.raises(ValueError):
        game.new_state(["Solo"] * (game.max_players + 1), None, 1)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bot_games_finish(game_id):
    game = games.get(game_id)
    for players in _player_counts(game_id):
        for seed in range(3):
            state, steps = play_bots(game, players, seed)
            assert state.is_over(), (
                f"{players}-player bot game {seed} did not finish in {steps} steps")
            assert state.outcome() is not None
