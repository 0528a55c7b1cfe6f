"""A headless bot-vs-bot game loop for the benchmarks (bench never imports from tests)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cocoa_games.core.bot_step import play_step, seat_bots
from cocoa_games.core.game import Action, Game, GameState, Seat

MAX_STEPS = 20000


def bot_level(game: Game) -> str:
    return "normal" if "normal" in game.bot_levels else game.bot_levels[-1]


def play(
    game: Game, players: int, seed: int,
    on_step: Callable[[GameState], None] | None = None,
) -> tuple[GameState, int]:
    """One complete game; `on_step(state)` is called before every move. Returns (state, moves)."""
    state = game.new_state([f"Bot {i + 1}" for i in range(players)], None, seed)
    level = bot_level(game)
    bots = seat_bots(game, dict.fromkeys(range(players), level), seed)
    moves = 0
    while not state.is_over():
        if moves >= MAX_STEPS:
            raise RuntimeError(f"{game.id}: bot game {seed} did not end in {MAX_STEPS} moves")
        if on_step is not None:
            on_step(state)
        if play_step(state, bots) is None:
            raise RuntimeError(f"{game.id}: nobody moved at seats {state.to_move()}")
        moves += 1
    return state, moves


def views(game: Game, players: int, seed: int, limit: int) -> list[tuple[Any, Seat, dict]]:
    """(observation, viewer, legal) as the session hands them to a scene, move by move,
    from as many seeded bot games as it takes to collect `limit` of them."""
    collected: list[tuple[Any, Seat, dict[Seat, list[Action]]]] = []

    def record(state: GameState) -> None:
        if len(collected) < limit:
            seats = state.to_move()
            legal = {s: state.legal_actions(s) for s in seats}
            collected.append((state.observe(seats[0]), seats[0], legal))

    while len(collected) < limit:
        play(game, players, seed, record)
        seed += 1
    return collected
