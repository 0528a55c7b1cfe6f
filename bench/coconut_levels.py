"""How often Coconuts' computers land a coconut in a cup, per level, on the real physics:
every seat a computer of one level, seeded whole games at 2, 3 and 4 players, every shot
counted (bot_rates.py). Targets from issue 23: a Beginner about as often as a first-time
person (10–25 % of shots into a cup), an Ace most but not all shots (60–85 %), the level
between them in between."""

from __future__ import annotations

from cocoa_games.games.coconuts.bot import LEVELS
from cocoa_games.games.coconuts.bot_rates import TARGETS, hit_rate

from .common import Result

GAMES = 45  # 15 of each table size, about 4 000 shots in all
SEED = 1000


def run() -> list[Result]:
    results = []
    for level in LEVELS:
        rate = hit_rate(level, games=GAMES, seed=SEED)
        low, high = TARGETS[level]
        percent = 100.0 * rate.rate
        results.append(Result(f"bots: coconuts {level} shots into a cup", percent, "%",
                              f"{100 * low:.0f}–{100 * high:.0f} %",
                              100 * low <= percent <= 100 * high,
                              f"{rate.in_cup} of {rate.shots} shots, {rate.games} games"))
    return results
