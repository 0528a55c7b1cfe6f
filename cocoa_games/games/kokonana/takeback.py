"""Which Kokonana moves may be taken back: the turn's hop (or staying put) before the flip.

A hop shows nothing hidden and draws nothing; the first tile turned over is the reveal that
ends the chance. A hop onto the sandbank (a key to take) or the temple bank (a peek to make)
leads on to something else, so only a hop that leaves the runner waiting to flip counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Action, Event, Game, GameState, Seat

from .actions import Hop, SkipHop
from .kinds import EventKind, Phase

_HOPS = frozenset({EventKind.HOP, EventKind.SKIP_HOP})


def may_take_back(game: Game, seat: Seat, action: Action, events: Sequence[Event],
                  state: GameState) -> bool:
    return (isinstance(action, Hop | SkipHop)
            and getattr(state, "phase", None) == Phase.FLIP
            and getattr(state, "flips", None) == 0
            and all(event.kind in _HOPS for event in events))
