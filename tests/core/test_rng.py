"""GameRng: a save must restore exactly the same future shuffles and draws."""

from __future__ import annotations

import json

import pytest

from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.rng import GameRng


def _draws(rng: GameRng) -> list:
    deck = list(range(20))
    rng.shuffle(deck)
    return [rng.randint(1, 6) for _ in range(10)] + deck + [rng.random(), rng.gauss(0, 1)]


def test_round_trip_through_json_reproduces_future_draws():
    rng = GameRng(1234)
    rng.random()  # advance a little so we are not just re-seeding
    rng.gauss(0, 1)  # leaves a cached gauss value that must survive too
    restored = GameRng.from_dict(json.loads(json.dumps(rng.to_dict())))
    assert _draws(restored) == _draws(rng)


def test_same_seed_same_draws_and_different_seed_different_draws():
    assert _draws(GameRng(7)) == _draws(GameRng(7))
    assert _draws(GameRng(7)) != _draws(GameRng(8))


def test_copy_is_independent():
    rng = GameRng(5)
    twin = rng.copy()
    first = _draws(twin)
    assert _draws(rng) == first  # same future as the original had
    assert _draws(twin) != first  # and moving on further gives new draws


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("internal"),
        lambda d: d.__setitem__("internal", d["internal"][:100]),
        lambda d: d.__setitem__("internal", ["x"] * 625),
        lambda d: d.__setitem__("version", "three"),
    ],
    ids=["missing", "short", "not-numbers", "bad-version"],
)
def test_damaged_state_is_a_save_format_error(damage):
    data = GameRng(3).to_dict()
    damage(data)
    with pytest.raises(SaveFormatError, match="random-number state"):
        GameRng.from_dict(data)
