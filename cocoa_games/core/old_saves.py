"""Saves written by an older version of a game's rules: the moves that version made without
a word, filled in so this version's replay reaches the saved position (`Game.upgrade_moves`).
Qt-free, like the rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .game import Action, GameState, IllegalAction, Seat

Move = tuple[Seat, Action]
#: the moves the old rules made by themselves before `action` in `state` (none: [])
Missing = Callable[[GameState, Seat, Action], Sequence[Move]]


def fill_in(state: GameState, moves: Sequence[Move], missing: Missing) -> list[Move] | None:
    """`moves` played on `state` (a new game) with what `missing` says was left unsaid
    added before each; None when a move is illegal all the same (a damaged file: the
    caller keeps the moves as they were, so the replay names the move that fails)."""
    out: list[Move] = []
    for seat, action in moves:
        for move in (*missing(state, seat, action), (seat, action)):
            try:
                state.apply(*move)
            except IllegalAction:
                return None
            out.append(move)
    return out
