"""A seeded table of bots for the tests that run over every game."""

from __future__ import annotations

from cocoa_games.core.game import Bot, Game, GameState


def seat_bots(game: Game, players: int, seed: int) -> list[Bot]:
    return [game.make_bot(s, game.bot_levels[-1], seed * 31 + s) for s in range(players)]


def bot_move(state: GameState, bots: list[Bot]) -> None:
    """One move: an interjecting seat first if it wants to (a complaint), else the turn's."""
    seats = state.to_move()
    for seat in (*seats[1:], seats[0]):
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.observe(seat), legal) if legal else None
        if action is not None:
            events = state.apply(seat, action)
            for other, bot in enumerate(bots):
                bot.notice([e for e in events if e.visible_for(other)])
            return
