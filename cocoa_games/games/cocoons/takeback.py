"""Which Cocoons moves may be taken back: an animal put into a cocoon before the turn's slide.

Putting the face-up animal lying in the free space into a cocoon uncovers nothing and uses
no chance; the slide after it may uncover a token. Placed after the slide it ends the turn,
and the next player's turn is not undone.
"""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Action, Event, Game, GameState, Seat

from .actions import PlaceAnimal
from .kinds import EventKind, Phase


def may_take_back(game: Game, seat: Seat, action: Action, events: Sequence[Event],
                  state: GameState) -> bool:
    return (isinstance(action, PlaceAnimal)
            and getattr(state, "phase", None) == Phase.TURN
            and all(event.kind == EventKind.PLACE for event in events))
