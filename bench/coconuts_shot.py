"""Coconuts: one shot simulated (target ≤ 2 ms median), no Qt.

Shots from every seat of a 4-player table at a spread of aims and pulls, against the full
set of cups in the middle and a few on the boards, as `CoconutsState.apply` runs them.
"""

from __future__ import annotations

import time

from .common import Result, median

TARGET_MS = 2.0


def shot_times(count: int = 400) -> list[float]:
    from cocoa_games import games

    game = games.get("coconuts")
    state = game.new_state(["A", "B", "C", "D"], None, 1)
    from cocoa_games.games.coconuts.physics import fly, seat_frames

    frames = seat_frames(4)
    cups = [state.targets(seat) for seat in range(4)]
    times = []
    for i in range(count):
        seat = i % 4
        aim = (i % 21 - 10) / 25
        power = 0.2 + (i % 13) / 30
        start = time.perf_counter()
        fly(frames[seat], aim, power, (0.25, -0.1), cups[seat])
        times.append((time.perf_counter() - start) * 1000)
    return times


def run() -> list[Result]:
    value = median(shot_times())
    return [Result("coconuts: one shot simulated", value, "ms", f"<= {TARGET_MS:.0f} ms",
                   value <= TARGET_MS, "median of 400 shots, 4-player table, wind on")]
