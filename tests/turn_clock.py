"""A clock moved by hand for the fresh turn's key guard (cocoa_games/app/turn_guard.py):
tests let its half second pass without sleeping."""

from __future__ import annotations

from cocoa_games.app.turn_guard import GUARD_S


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def wait_out(self) -> None:
        """As if the person looked at the fresh turn for its half second."""
        self.advance(GUARD_S)
