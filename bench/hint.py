"""Cocoons' Hint: the planner's advice (with its token verdict) on positions from levels 1-5.

Positions are taken along bot games of every level; each is timed as the Hint button runs
it: one observation of the turn seat, `solver.suggest(..., with_verdict=True)`.
Target from the issue: <= 200 ms median.

And the planner as a partner: two computer seats play level 5 on eight seeds (issue 23:
they should win at least 4 of 8).
"""

from __future__ import annotations

import time

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


def partners_won(level: int = 5, games_played: int = PARTNER_GAMES) -> int:
    """Games two computer partners win at `level`, on seeds 0.. (a note first, as they do)."""
    from cocoa_games.games.cocoons.rules import CocoonsOptions

    game = games.get("cocoons")
    won = 0
    for seed in range(games_played):
        state = game.new_state(["A", "B"], CocoonsOptions(level=level), seed)
        bots = [game.make_bot(s, "normal", seed * 7 + s) for s in range(2)]
        for _ in range(3000):
            if state.is_over():
                break
            seats = state.to_move()
            for seat in (*seats[1:], seats[0]):  # a vote's other seats answer first
                action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
                if action is not None:
                    state.apply(seat, action)
                    break
        won += state.result == "won"
    return won


def run_partners() -> list[Result]:
    won = partners_won()
    return [Result("cocoons: partners win level 5", won, "games",
                   f">= {PARTNER_TARGET} of {PARTNER_GAMES}", won >= PARTNER_TARGET,
                   "two computer seats, seeds 0-7")]
