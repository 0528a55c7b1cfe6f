"""What a table may stop showing: a game's `Memory`, so that reviewing the game in
progress never tells a player more than the table does now.

Some facts are public for a while and then leave the table again — Kokonana's pair turned
back face down. Remembering them is the game itself, so a review of the game so far
(presenter.reviewed) draws every past position without the facts the table no longer
shows. A game names those facts (`facts`) and how to draw a position without some of them
(`forget`); the finished game's replay shows everything. Facts a game's log keeps telling
(a played card named in its line) need no forgetting. No Qt.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any


class Memory:
    """A game's forgettable facts; this default has none (its table only ever shows more)."""

    def facts(self, observation: Mapping[str, Any]) -> frozenset[Hashable]:
        """The facts of a public observation that the table may later stop showing."""
        return frozenset()

    def forget(self, observation: Mapping[str, Any],
               facts: frozenset[Hashable]) -> Mapping[str, Any]:
        """`observation` as the table would draw it without `facts` (some of its own
        facts); a new mapping, the given one untouched."""
        return observation
