"""A replay: the positions of a game rebuilt from its seed and moves, one at a time.

Only the seed and the list of moves are trusted (the stored state is not needed). Going
back rebuilds from the nearest checkpoint, so stepping through a 100,000-move game stays
quick. Whose view may be chosen is decided here, not in the widget: a finished game may be
watched with any seat's secrets shown; a game still in progress only ever from the public
table, and each past position without what the table no longer shows now (a Kokonana pair
turned back: `presenter.reviewed`). Which events that viewer may read, the presenter's one
filter says.
No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cocoa_games.app import presenter  # the one privacy filter, looked up at each use
from cocoa_games.core.game import Event, GameState, Seat
from cocoa_games.core.saves import SaveData

CHECKPOINT_EVERY = 200


@dataclass(frozen=True)
class Frame:
    """What the replay shows at one move: the observation, who it is for, and what the
    move just made did (as its log lines, filtered for that viewer)."""

    move: int
    observation: Mapping[str, Any]
    viewer: Seat | None
    lines: tuple[str, ...]


class ReplayModel:
    def __init__(self, data: SaveData, finished: bool) -> None:
        self.data = data
        self.finished = finished
        self.total = len(data.actions)
        self._checkpoints: dict[int, dict] = {}
        self._state = self._fresh()
        self._at = 0
        self._last_events: list[Event] = []
        self._checkpoints[0] = self._state.to_dict()
        #: the public table now, which a review of the game in progress never outdoes
        self._now: Mapping[str, Any] | None = None
        if not finished:
            self.seek(self.total)
            self._now = self._state.observe(None)

    def _fresh(self) -> GameState:
        d = self.data
        return d.game.new_state([s.name for s in d.seats], d.options, d.seed)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.data.seats]

    @property
    def position(self) -> int:
        return self._at

    def may_show(self, viewer: Seat | None) -> bool:
        """Secrets only once the game is over (the in-progress review is public only)."""
        return viewer is None or (self.finished and 0 <= viewer < len(self.data.seats))

    def seek(self, move: int) -> None:
        move = max(0, min(move, self.total))
        start = max(m for m in self._checkpoints if m <= move)
        if move < self._at or start > self._at:
            self._state = self.data.game.state_from_dict(self._checkpoints[start])
            self._at = start
            self._last_events = []
        while self._at < move:
            seat, action = self.data.actions[self._at]
            self._last_events = self._state.apply(seat, action)
            self._at += 1
            if self._at % CHECKPOINT_EVERY == 0 and self._at not in self._checkpoints:
                self._checkpoints[self._at] = self._state.to_dict()

    def frame(self, viewer: Seat | None) -> Frame:
        if not self.may_show(viewer):
            viewer = None
        lines = tuple(text for text, _public in presenter.log_lines(self._last_events, viewer))
        observation = self._state.observe(viewer)
        if self._now is not None:
            observation = presenter.reviewed(self.data.game, observation, self._now)
        return Frame(self._at, observation, viewer, lines)

    def mover(self) -> str:
        """Who made the move just shown ("" at the start)."""
        if self._at == 0:
            return ""
        return self.names[self.data.actions[self._at - 1][0]]
