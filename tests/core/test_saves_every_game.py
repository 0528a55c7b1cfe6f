"""Every registered game survives a save mid-game: the file replays to the same position."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save
from tests.conformance.playthrough import canonical, random_step

GAME_IDS = [info.id for info in games.all_games()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_save_mid_game_and_resume(game_id, tmp_path):
    game = games.get(game_id)
    players = game.max_players if game.max_players <= 4 else 4
    names = [f"P{i}" for i in range(players)]
    state = game.new_state(names, game.Options(), 5)
    rng = random.Random(5)
    actions = []
    for _ in range(40):
        if state.is_over():
            break
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        actions.append((seat, action))
    seats = [SeatInfo(n, "computer" if i else "human") for i, n in enumerate(names)]
    path = write_save(tmp_path / "game.cocoa.json", SaveData(game, seats, 5, game.Options(),
                                                             actions, state))
    loaded = read_save(path)
    assert loaded.game is game
    assert loaded.actions == actions
    assert canonical(loaded.state.to_dict()) == canonical(state.to_dict())
    for viewer in (None, *range(players)):
        assert loaded.state.observe(viewer) == state.observe(viewer)
    assert loaded.state.to_move() == state.to_move()
