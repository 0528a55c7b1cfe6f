"""Random play never breaks the river's rules: checked after every single action."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.games.kokonana.board import BY_NAME, PROGRESS
from cocoa_games.games.kokonana.rules import KokonanaOptions
from tests.conformance.playthrough import random_step

BANKS = {"village", "sand", "temple_bank"}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("easier", [False, True])
def test_random_play_keeps_the_rules(players, easier):
    game = games.get("kokonana")
    for seed in range(5):
        rng = random.Random(seed)
        state = game.new_state([f"P{i}" for i in range(players)],
                               KokonanaOptions(easier_game=easier), seed)
        before = state.observe(None)
        for _ in range(3000):
            if state.is_over():
                break
            seat, action = random_step(state, rng)
            state.apply(seat, action)
            obs = state.observe(None)
            stones = set(obs["stones"])
            cap = obs["stone_capacity"]
            for i, place in enumerate(obs["runners"]):
                # never back, never on a face-down tile, never more than the stone holds
                assert PROGRESS[BY_NAME[place]] >= PROGRESS[BY_NAME[before["runners"][i]]]
                assert place in BANKS or place in stones
                assert place in BANKS or obs["runners"].count(place) <= cap
            # stones never turn back; talismans and keys are never lost
            assert set(before["stones"]) <= stones
            assert obs["talismans"]["supply"] + sum(obs["talismans"]["held"]) == 13
            held = [k for k in obs["keys"]["held"] if k]
            assert sorted(held + obs["keys"]["sand"]) == sorted(obs["key_colours"])
            assert len(obs["flipped"]) <= 2
            assert obs["temple"]["slots"] == (5 if easier else 8)
            before = obs
        assert state.is_over(), "random play should finish a game eventually"
