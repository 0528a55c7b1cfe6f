"""What a Kokonana table stops showing (core/memory.py): the faces of a pair turned back.

A turned-over tile's motif is public only while it lies face up; once "Kokonana!" turns the
pair back, finding it again is the players' memory. So a review of the game in progress
draws such a tile face down at every step (its place in the flip order stays: the table
showed which tiles were turned, and the log says so). Stepping stones stay face up for good,
so they are never forgotten. No Qt.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from cocoa_games.core.memory import Memory


class KokonanaMemory(Memory):
    def facts(self, observation: Mapping[str, Any]) -> frozenset[Hashable]:
        """Each face-up tile with its motif, as ("tile", name, motif)."""
        return frozenset(("tile", name, motif)
                         for name, motif in observation.get("tiles", {}).items())

    def forget(self, observation: Mapping[str, Any],
               facts: frozenset[Hashable]) -> Mapping[str, Any]:
        tiles = {name: motif for name, motif in observation.get("tiles", {}).items()
                 if ("tile", name, motif) not in facts}
        return {**observation, "tiles": tiles}
