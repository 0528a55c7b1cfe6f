"""One computer move at a table: interjecting seats first, then the turn seat.

Written once and used by the app's session, the conformance playthrough, the game tests and
the bench, so a bot game goes the same way everywhere: the same seeds, the same order, the
same events noticed. No Qt.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Iterable, Iterator, Mapping
from typing import Any

from cocoa_games.core.game import Action, Bot, Event, Game, GameState, Seat

log = logging.getLogger(__name__)

Bots = Mapping[Seat, Bot]


class SilentTurnError(RuntimeError):
    """The turn seat's bot chose nothing: the table would stall."""


def bot_seed(seed: int, seat: Seat) -> int:
    """Each computer seat's own seed, from the game's: the same bots whoever runs the game."""
    return seed * 31 + seat


def seat_bots(game: Game, levels: Mapping[Seat, str], seed: int) -> dict[Seat, Bot]:
    """A bot for each seat in `levels` (seat -> level)."""
    return {seat: game.make_bot(seat, level, bot_seed(seed, seat))
            for seat, level in levels.items()}


def asking_order(state: GameState, bots: Bots, passed: Collection[Seat] = ()) -> list[Seat]:
    """The computer seats to ask now, in order: who may interject (a complaint must come
    before the turn moves on), then the turn seat; those that passed already are skipped."""
    seats = state.to_move()
    if not seats:
        return []
    order = [s for s in seats[1:] if s in bots]
    if seats[0] in bots:
        order.append(seats[0])
    return [s for s in order if s not in passed]


def choose_move(state: GameState, bots: Bots, passed: set[Seat] | None = None,
                forgiving: bool = False) -> tuple[Seat, Action] | None:
    """The next computer move, or None when every computer asked lets the moment pass.

    Seats that chose nothing are added to `passed` (so a caller can skip them until the
    table changes). `forgiving` (the app): a failing bot is logged and treated as silent, and
    a silent turn seat plays its first legal action; otherwise (tests, bench) a failing bot
    raises, and a silent turn seat raises SilentTurnError."""
    passed = set() if passed is None else passed
    turn = state.turn_seat()
    for seat in asking_order(state, bots, passed):
        legal = state.legal_actions(seat)
        if not legal:
            continue
        action = _ask(bots[seat], state.observe(seat), legal, forgiving)
        if action is None and seat == turn:
            if not forgiving:
                raise SilentTurnError(f"turn seat {seat}'s bot chose nothing")
            action = legal[0]  # the turn seat must move; a silent bot would stall the table
        if action is not None:
            return seat, action
        passed.add(seat)
    return None


def _ask(bot: Bot, observation: Any, legal: list[Action], forgiving: bool) -> Action | None:
    if not forgiving:
        return bot.choose(observation, legal)
    try:
        return bot.choose(observation, legal)
    except Exception:  # a bot bug must not stop the family's game
        log.exception("computer seat %s failed to choose", bot.seat)
        return None


def tell_bots(bots: Bots, events: Iterable[Event]) -> None:
    """Every bot notices the events its own seat may see, and only those."""
    events = list(events)
    for seat, bot in bots.items():
        bot.notice([e for e in events if e.visible_for(seat)])


def play_step(state: GameState, bots: Bots) -> tuple[Seat, Action, list[Event]] | None:
    """Choose, apply and tell: one move of a table of bots (None: nobody moved)."""
    move = choose_move(state, bots)
    if move is None:
        return None
    seat, action = move
    events = state.apply(seat, action)
    tell_bots(bots, events)
    return seat, action, events


def bot_game(game: Game, players: int, level: str, seed: int, options: Any = None,
             max_moves: int = 5000) -> Iterator[tuple[Seat, Action, list[Event]]]:
    """A seeded game with every seat a computer at `level`, move by move (what the
    benchmarks and the level tests count); it stops at the end, or when nobody moves."""
    state = game.new_state([f"Bot {i + 1}" for i in range(players)], options, seed)
    bots = seat_bots(game, dict.fromkeys(range(players), level), seed)
    for _move in range(max_moves):
        if state.is_over():
            return
        step = play_step(state, bots)
        if step is None:
            return
        yield step
