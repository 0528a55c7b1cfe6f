"""Computer levels a family can beat and be beaten by (issue 23, point 5): on a small fixed
sample of whole games the levels land coconuts in cups in their order, each inside a wide
band around its target (the bench measures the rates on many more games)."""

from __future__ import annotations

from cocoa_games.games.coconuts.bot import LEVELS
from cocoa_games.games.coconuts.bot_rates import TARGETS, hit_rate


def test_the_levels_hit_in_order_and_near_their_targets():
    rates = {level: hit_rate(level, games=3, seed=7) for level in LEVELS}
    shares = [rates[level].rate for level in LEVELS]
    assert shares == sorted(shares) and len(set(shares)) == 3, rates
    assert all(r.shots >= 40 for r in rates.values())
    for level, rate in rates.items():
        low, high = TARGETS[level]
        # a small sample: a wide margin, but never an Ace that cannot miss or a Beginner
        # that takes four cups of six (what the family met)
        assert low - 0.08 <= rate.rate <= high + 0.08, (level, rate)


def test_the_same_seed_gives_the_same_shots():
    assert hit_rate("beginner", games=1, seed=3) == hit_rate("beginner", games=1, seed=3)
