"""Cocoons computer players: they say what they see, then follow the planner.

A bot sees only its observation. Like a good team-mate it first writes every seal its
corner shows onto the table as a note (notes are public claims), so the people and the
other bots can use it; then it plays the move `solver.suggest` finds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cocoa_games.core.game import Action, Bot, Seat

from . import solver
from .actions import NOTES, Note
from .kinds import Phase
from .observation import CocoonsObservation, as_observation

_NOTE = {(n.cocoon, n.animal): n for n in NOTES}


class CocoonsBot(Bot):
    #: how far ahead the planner looks, per level
    DEPTH = {"normal": 3}

    def __init__(self, seat: Seat, level: str = "normal", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.depth = self.DEPTH.get(level, 3)
        self.visited: dict[tuple[int, ...], int] = {}  # arrangements met, to avoid loops
        self._last: tuple[int, ...] | None = None

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        obs = as_observation(observation)
        share = self.unshared(obs)
        if share is not None and legal:  # a note costs nothing and may be written any time
            return share
        here = tuple(c["slot"] for c in obs["cocoons"])
        if here != self._last:
            self._last = here
            self.visited[here] = self.visited.get(here, 0) + 1
        advice = solver.suggest(obs, self.seat, legal, self.depth, visited=self.visited)
        if advice is not None:
            return advice.action
        if obs["turn"] == self.seat and obs["phase"] != Phase.AGREE:
            return next((a for a in legal if not isinstance(a, Note)), None)
        return None

    def unshared(self, observation: CocoonsObservation) -> Note | None:
        """A note for a seal this seat sees that the table notes do not say yet."""
        notes = observation["notes"]
        for key, animal in observation["seals"].items():
            c = int(key)
            note = notes[c]
            if note is None or note["animal"] != animal:
                return _NOTE[c, animal]
        return None
