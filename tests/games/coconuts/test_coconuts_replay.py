"""A recorded game replays exactly, and a save whose shots land differently is refused."""

from __future__ import annotations

import json

import pytest

from cocoa_games import games
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save
from tests.conformance.playthrough import canonical


def _recorded_game(players=3, seed=4):
    game = games.get("coconuts")
    names = [f"P{i}" for i in range(players)]
    state = game.new_state(names, None, seed)
    bots = [game.make_bot(i, "good", 100 + i) for i in range(players)]
    actions = []
    while not state.is_over() and len(actions) < 400:
        for seat in (*state.to_move()[1:], state.to_move()[0]):
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
            if action is not None:
                state.apply(seat, action)
                actions.append((seat, action))
                break
    return game, names, state, actions


def test_a_recorded_game_replays_exactly():
    game, names, state, actions = _recorded_game()
    assert state.serial > 5
    again = game.new_state(names, None, 4)
    for seat, action in actions:
        again.apply(seat, game.action_from_dict(json.loads(json.dumps(action.to_dict()))))
    assert canonical(again.to_dict()) == canonical(state.to_dict())
    assert again.outcomes == state.outcomes  # every coconut landed where it did before


def test_a_save_whose_recorded_landings_differ_is_refused(tmp_path):
    game, names, state, actions = _recorded_game(seed=9)
    seats = [SeatInfo(n, "computer") for n in names]
    path = write_save(tmp_path / "g.cocoa.json", SaveData(game, seats, 9, game.Options(),
                                                          actions, state))
    assert canonical(read_save(path).state.to_dict()) == canonical(state.to_dict())
    data = json.loads(path.read_text())
    shots = data["state"]["outcomes"]
    shots[0] = 3 if shots[0] != 3 else 4  # as if the first coconut had landed elsewhere
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFormatError):
        read_save(path)
