"""The help's picture steps: the table at a few moments that show a game's heart.

No Qt. Each game lists its steps in games/<id>/help_steps.py (`steps()`): for each a
function that builds the real game state for that moment with the game's own rules (a
set-up helper, or a seeded game played to a point with `play_until`) and one or two short
sentences for under the picture. The help window (app/help_pictures.py) draws each state
with the game's own scene. Only made-up tables are drawn, never a real game's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from cocoa_games.core.game import Action, Event, GameState, Seat

State = TypeVar("State", bound=GameState)

#: the names at the help's tables: short, and the same in every language
NAMES = ("Mia", "Leo", "Ada")


@dataclass(frozen=True)
class PictureStep:
    """One picture of the help: the state to draw, whose view, the words under it."""

    words: str
    state: Callable[[], GameState]
    names: tuple[str, ...] = NAMES[:2]
    #: None: the public table (what everyone sees); a seat: that seat's own view, only
    #: where the step is about what one player sees (a made-up table: no secret of anyone)
    viewer: Seat | None = None
    #: the viewer's moves are on offer, so the table shows how one makes them (an aim)
    offer: bool = False


#: picks a move for `seat` among `legal` (None: that seat does nothing now)
Chooser = Callable[[GameState, Seat, Sequence[Action], random.Random], Action | None]
#: True when the game reached the moment wanted (after the move that made `events`)
Stop = Callable[[GameState, Sequence[Event]], bool]


def random_move(_state: GameState, _seat: Seat, legal: Sequence[Action],
                rng: random.Random) -> Action | None:
    return rng.choice(list(legal)) if legal else None


def play_until(state: State, stop: Stop, choose: Chooser = random_move, *,
               seed: int = 0, limit: int = 400) -> State:
    """Play `state` on (every seat that may move asked in turn) until `stop` holds after a
    move; ValueError when it never does within `limit` moves (a step that no longer fits
    the rules must show up in the tests, not as a wrong picture)."""
    rng = random.Random(seed)
    for _move in range(limit):
        for seat in state.to_move():
            action = choose(state, seat, state.legal_actions(seat), rng)
            if action is not None:
                break
        else:
            raise ValueError("nobody moves before the wanted moment")
        if stop(state, state.apply(seat, action)):
            return state
    raise ValueError("the wanted moment did not come")


def happened(kind: str) -> Stop:
    """Stop once an event of `kind` happened."""
    return lambda _state, events: any(e.kind == kind for e in events)
