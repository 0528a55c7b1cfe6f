"""Headless bot-vs-bot 4-player games per second, no Qt at all.

Targets from the game issues: Cuckoo Zoo >= 200 games/s, Kokonana and Cocoons >= 100 games/s.
The games are pure Python on one thread, so they are counted per second of this thread's
CPU time: on a shared machine the wall clock also counts the waits for a core (shown too).
"""

from __future__ import annotations

import time

from cocoa_games import games

from .common import Result
from .playloop import bot_level, play

TARGETS = {"cuckoo_zoo": 200.0, "kokonana": 100.0, "cocoons": 100.0}
PLAYERS = 4


def games_per_second(game_id: str, seconds: float) -> tuple[float, float, float]:
    """(games per CPU second, games per wall second, mean moves per game) over about
    `seconds` of play."""
    game = games.get(game_id)
    play(game, PLAYERS, 0)  # warm-up: first-call costs (imports, caches) are not counted
    count = moves = 0
    start, cpu_start = time.perf_counter(), time.thread_time()
    while True:
        _state, n = play(game, PLAYERS, 1000 + count)
        count += 1
        moves += n
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and count >= 10:
            cpu = time.thread_time() - cpu_start
            return count / cpu, count / elapsed, moves / count


def run(seconds: float = 3.0) -> list[Result]:
    results = []
    for game_id, target in TARGETS.items():
        name = f"bots: {game_id} 4-player games"
        try:
            rate, wall_rate, moves = games_per_second(game_id, seconds)
        except Exception as exc:  # a game still being written: report, keep benchmarking
            results.append(Result(name, None, "", f">= {target:.0f}/s", note=_short(exc)))
            continue
        level = bot_level(games.get(game_id))
        results.append(Result(name, rate, "/s", f">= {target:.0f}/s", rate >= target,
                              f"per CPU second ({wall_rate:.0f}/s of wall time); "
                              f"{moves:.0f} moves/game, level {level}"))
    return results


def _short(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:90]
