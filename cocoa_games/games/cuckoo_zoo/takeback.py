"""Which Cuckoo Zoo slip may be put right: a butterfly's colour, before the next player acts.

The butterfly stays played, its calls stay said: only the colour it asks for is chosen
again, a choice everyone saw and that uncovers nothing, so the same play with another
colour may take its place (app/take_back.py replays the game with it). A referee's penalty
(cards drawn, private) or a win ends the chance: the move told more than its colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cocoa_games.core.game import Action, Event, Game, GameState, Seat

from .cards import ANIMAL_OF, BUTTERFLY, COLOURS
from .moves import Play


def retakes(game: Game, seat: Seat, action: Action, events: Sequence[Event],
            state: GameState) -> list[Action]:
    if not isinstance(action, Play) or not action.colour or \
            ANIMAL_OF[action.cards[-1]] != BUTTERFLY:
        return []
    return [replace(action, colour=colour) for colour in COLOURS]
