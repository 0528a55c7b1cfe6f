"""A seeded random number generator whose state is part of the game state.

`random.Random.getstate()` is a tuple of 625 ints; we store it as a JSON list so a save
restores exactly the same future shuffles.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .game import SaveFormatError
from .i18n import _


class GameRng(random.Random):
    """`random.Random` that round-trips through JSON."""

    def __init__(self, seed: int | None = 0) -> None:
        super().__init__(seed)

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self.getstate()
        return {"version": version, "internal": list(internal), "gauss": gauss}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRng:
        rng = cls(0)
        try:
            internal = tuple(int(x) for x in data["internal"])
            if len(internal) != 625:
                raise ValueError("wrong length")
            rng.setstate((int(data["version"]), internal, data.get("gauss")))
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveFormatError(
                _("The random-number state in the save is damaged ({reason}).").format(
                    reason=exc)) from exc
        return rng

    def copy(self) -> GameRng:
        twin = GameRng(0)
        twin.setstate(self.getstate())
        return twin
