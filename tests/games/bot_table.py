"""A seeded table of bots for the tests that run over every game (the app's own bot step)."""

from __future__ import annotations

from cocoa_games.core.bot_step import play_step
from cocoa_games.core.bot_step import seat_bots as _seat_bots
from cocoa_games.core.game import Bot, Game, GameState, Seat


def seat_bots(game: Game, players: int, seed: int) -> dict[Seat, Bot]:
    return _seat_bots(game, dict.fromkeys(range(players), game.bot_levels[-1]), seed)


def bot_move(state: GameState, bots: dict[Seat, Bot]) -> None:
    """One move: an interjecting seat first if it wants to (a complaint), else the turn's."""
    play_step(state, bots)
