"""Reviewing a game in progress never tells a player more than the table does now: over random
play of every game, no reviewed step shows a private fact (a hand, a seal, a peek, a secret
wind) or a fact the table has since stopped showing (a Kokonana pair turned back), and every
other part of each step is the public table as it stood then.

The facts are read straight from each game's observation here, not from the game's own
`Memory`, so a game that forgot to declare what it forgets is caught."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cocoa_games import games
from cocoa_games.app.replay_model import ReplayModel
from cocoa_games.core.saves import SaveData, SeatInfo
from tests.conformance.playthrough import random_step

Facts = set[tuple[Any, ...]]


def kokonana_facts(obs: Mapping[str, Any]) -> Facts:
    faces = {("tile", name, motif) for name, motif in obs["tiles"].items()}
    temple = {("temple", i, face) for i, face in enumerate(obs["temple"]["revealed"]) if face}
    peek = {("peek", obs["peek_face"])} if "peek_face" in obs else set()
    return faces | temple | peek


def cuckoo_facts(obs: Mapping[str, Any]) -> Facts:
    return {("hand", card["id"]) for card in obs.get("hand") or ()}


def cocoons_facts(obs: Mapping[str, Any]) -> Facts:
    return {("seal", cocoon, animal) for cocoon, animal in obs["seals"].items()}


def coconuts_facts(obs: Mapping[str, Any]) -> Facts:
    hand = {("hand", card["id"]) for card in obs.get("hand") or ()}
    wind = obs.get("secret_wind")
    return hand | ({("wind", tuple(wind))} if wind else set())


#: per game, the facts of an observation that are private or may leave the table again
HIDDEN_FACTS: dict[str, Callable[[Mapping[str, Any]], Facts]] = {
    "kokonana": kokonana_facts, "cuckoo_zoo": cuckoo_facts,
    "cocoons": cocoons_facts, "coconuts": coconuts_facts,
}
#: what a review may leave out of a past position, per game (only what it forgets)
FORGETTABLE_KEYS = {"kokonana": {"tiles"}}


def test_every_game_is_covered():
    assert set(HIDDEN_FACTS) == set(games.BUILT_IN)


def played(game_id: str, seed: int, moves: int):
    """A game in progress after up to `moves` random moves: (its save data, each position's
    public observation, the state now)."""
    game = games.get(game_id)
    count = random.Random(seed).randint(game.min_players, min(game.max_players, 3))
    names = ["Alice", "Ben", "Cleo"][:count]
    state = game.new_state(names, game.Options(), seed)
    rng = random.Random(seed)
    actions, public = [], [state.observe(None)]
    while len(actions) < moves and not state.is_over():
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        actions.append((seat, action))
        public.append(state.observe(None))
    if state.is_over():  # a review is of a game still going on
        actions.pop()
        public.pop()
        state = game.new_state(names, game.Options(), seed)
        for seat, action in actions:
            state.apply(seat, action)
    data = SaveData(game, [SeatInfo(n) for n in names], seed, game.Options(), actions, state)
    return data, public, state


@pytest.mark.parametrize("game_id", sorted(HIDDEN_FACTS))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), moves=st.integers(1, 90))
def test_no_reviewed_step_tells_more_than_the_table_now(game_id, seed, moves):
    data, public, state = played(game_id, seed, moves)
    hidden = HIDDEN_FACTS[game_id]
    now = hidden(state.observe(None))
    seats = range(len(data.seats))
    model = ReplayModel(data, finished=False)
    for move in range(model.total + 1):
        model.seek(move)
        for asked in (None, *seats):  # whoever is picked, the review is the public table
            frame = model.frame(asked)
            assert frame.viewer is None
            shown = hidden(frame.observation)
            assert shown <= now, f"move {move} shows {sorted(shown - now)} the table hides now"
            then = public[move]
            for key in then.keys() - FORGETTABLE_KEYS.get(game_id, set()):
                assert frame.observation[key] == then[key], f"move {move}: {key} not as then"
            assert frame.observation.keys() == then.keys()
