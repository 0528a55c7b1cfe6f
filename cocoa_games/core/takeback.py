"""Taking back a slip: when the last move may be undone, the same for every game.

DESIGN.md: undo takes back only the seat's own last action and never crosses a reveal or a
draw. A game names the moves that tell nobody anything new (`Game.may_take_back`); what
holds for every game is checked here once: the game goes on, the mover is still the one to
move (no hand-off happened, no curtain came up) and every event of the move was public.
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Action, Event, Game, GameState, Seat


def allowed(game: Game, seat: Seat, action: Action, events: Sequence[Event],
            state: GameState) -> bool:
    """May `seat` take back `action`, its last move (which made `events`, leaving `state`)?"""
    if state.is_over() or state.to_move() != (seat,):
        return False
    if any(event.visible_to is not None for event in events):
        return False  # something private was shown: it cannot be unseen
    return game.may_take_back(seat, action, events, state)


def retakes(game: Game, seat: Seat, action: Action, events: Sequence[Event],
            state: GameState) -> list[Action]:
    """The forms of `seat`'s last move (`action`, which made `events`, leaving `state`) that
    may replace it now, itself among them (to keep it): only while the game goes on and
    everything the move showed was public (the re-choice changes only the free choice,
    seen by all); none when no other form exists."""
    if state.is_over() or any(event.visible_to is not None for event in events):
        return []
    forms = game.retakes(seat, action, events, state)
    return forms if any(form != action for form in forms) else []
