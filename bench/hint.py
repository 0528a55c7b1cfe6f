"""Cocoons' Hint: the planner's advice (with its token verdict) on positions from levels 1-5.

Positions are taken along bot games of every level; each is timed as the Hint button runs
it: one observation of the turn seat, `solver.suggest(..., with_verdict=True)`.
Target from the issue: <= 200 ms median.

And the planner as a partner: two computer seats play level 5 on eight seeds (issue 23:
they should win at least 4 of 8).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from cocoa_games import games

from .common import Result, median

TARGET_MS = 200.0
PARTNER_GAMES, PARTNER_TARGET = 8, 4


def positions(per_level: int = 12) -> list[tuple[dict, int, list]]:
    from cocoa_games.games.cocoons.kinds import Phase
    from cocoa_games.games.cocoons.rules import CocoonsOptions

    game = games.get("cocoons")
    out = []
    for level in range(1, 6):
        state = game.new_state(["A", "B", "C"], CocoonsOptions(level=level), level)
        bots = [game.make_bot(s, "normal", s) for s in range(3)]
        taken = 0
        while not state.is_over() and taken < per_level:
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            obs = state.observe(seat)
            if obs["phase"] == Phase.TURN:
                out.append((obs, seat, legal))
                taken += 1
            action = bots[seat].choose(obs, legal)
            state.apply(seat, action if action is not None else legal[0])
    return out


def run() -> list[Result]:
    from cocoa_games.games.cocoons import solver

    times = []
    for obs, seat, legal in positions():
        start = time.perf_counter()
        solver.suggest(obs, seat, legal, depth=4, with_verdict=True)
        times.append((time.perf_counter() - start) * 1000)
    value = median(times)
    return [Result("cocoons: hint", value, "ms", f"<= {TARGET_MS:.0f} ms", value <= TARGET_MS,
                   f"{len(times)} positions, levels 1-5, worst {max(times):.1f} ms"),
            *run_partners()]


@dataclass
class Partners:
    """Two computer partners' games at one level: how many were won, and how long each
    move took them to choose (the app waits that long for a computer seat)."""

    won: int = 0
    played: int = 0
    move_times: list[float] = field(default_factory=list)
    seconds: float = 0.0


def partners(level: int = 5, games_played: int = PARTNER_GAMES) -> Partners:
    """Two computer seats play `level` on seeds 0.. (a note first, as they do)."""
    from cocoa_games.games.cocoons.rules import CocoonsOptions

    game = games.get("cocoons")
    out = Partners(played=games_played)
    start = time.perf_counter()
    for seed in range(games_played):
        state = game.new_state(["A", "B"], CocoonsOptions(level=level), seed)
        bots = [game.make_bot(s, "normal", seed * 7 + s) for s in range(2)]
        for _ in range(3000):
            if state.is_over():
                break
            seats = state.to_move()
            for seat in (*seats[1:], seats[0]):  # a vote's other seats answer first
                observation, legal = state.observe(seat), state.legal_actions(seat)
                thinking = time.perf_counter()
                action = bots[seat].choose(observation, legal)
                out.move_times.append(time.perf_counter() - thinking)
                if action is not None:
                    state.apply(seat, action)
                    break
        out.won += state.result == "won"
    out.seconds = time.perf_counter() - start
    return out


def partners_won(level: int = 5, games_played: int = PARTNER_GAMES) -> int:
    """Games two computer partners win at `level`, on seeds 0.."""
    return partners(level, games_played).won


def run_partners() -> list[Result]:
    results = []
    for level in range(1, 6):  # the easier levels as information: they must not get worse
        played = partners(level)
        times = sorted(played.move_times)
        note = (f"two computer seats, seeds 0-{PARTNER_GAMES - 1}, {played.seconds:.1f} s; "
                f"a move: median {median(times) * 1000:.0f} ms, "
                f"worst {times[-1] * 1000:.0f} ms")
        if level < 5:
            results.append(Result(f"cocoons: partners win level {level}", played.won,
                                  "games", "", None, note))
            continue
        results.append(Result("cocoons: partners win level 5", played.won, "games",
                              f">= {PARTNER_TARGET} of {PARTNER_GAMES}",
                              played.won >= PARTNER_TARGET, note))
    return results
