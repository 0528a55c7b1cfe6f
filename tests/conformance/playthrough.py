"""Random play shared by the conformance suite and game tests."""

from __future__ import annotations

import json
import random

from cocoa_games.core.bot_step import play_step, seat_bots
from cocoa_games.core.game import Game, GameState


def random_step(state: GameState, rng: random.Random):
    """Pick a seat among to_move (turn seat favoured) and one of its legal actions."""
    seats = state.to_move()
    candidates = [s for s in seats if state.legal_actions(s)]
    if not candidates:
        raise AssertionError(f"no seat in to_move {seats} has a legal action")
    # interjections (complaints) are rarer than turn moves, like at a real table
    seat = seats[0] if (seats[0] in candidates and rng.random() < 0.8) else rng.choice(candidates)
    actions = state.legal_actions(seat)
    return seat, rng.choice(actions)


def canonical(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def play_bots(game: Game, players: int, seed: int, max_steps: int = 20000,
              level: str | None = None):
    """Bot-vs-bot game; returns (state, steps). Bots see only their observations."""
    names = [f"Bot{i}" for i in range(players)]
    state = game.new_state(names, None, seed)
    level = level or game.bot_levels[-1]
    bots = seat_bots(game, dict.fromkeys(range(players), level), seed)
    steps = 0
    while not state.is_over() and steps < max_steps:
        assert play_step(state, bots) is not None, "nobody acted"
        steps += 1
    return state, steps
