"""Computers make the mistakes a real family makes, by level, so there is something to catch
(issue 24, point 4): rates per 100 plays over seeded games, in bands."""

from __future__ import annotations

import pytest

from cocoa_games.games.cuckoo_zoo.bot_mistakes import mistake_rate
from cocoa_games.games.cuckoo_zoo.cards import Mistake

BANDS = {"easy": (18.0, 35.0), "normal": (8.0, 18.0), "sharp": (1.0, 6.0)}


@pytest.mark.parametrize("level", list(BANDS))
def test_each_level_slips_at_its_rate(level):
    rate = mistake_rate(level, games=30, seed=7)
    low, high = BANDS[level]
    assert rate.plays > 500
    assert low <= rate.per_100() <= high


def test_normal_computers_make_the_catchable_family_mistakes():
    rate = mistake_rate("normal", games=30, seed=7)
    for kind in (Mistake.WRONG_CALL, Mistake.NO_LAST_CARD, Mistake.CALL_ON_RED):
        assert rate.per_100(kind) >= 0.5, kind  # a forgotten "Last card!", a wrong call, ...


def test_easier_computers_slip_more():
    easy, normal, sharp = (mistake_rate(level, games=30, seed=3).per_100()
                           for level in ("easy", "normal", "sharp"))
    assert easy > normal > sharp
