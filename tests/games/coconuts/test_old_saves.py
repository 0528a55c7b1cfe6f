"""A Coconuts save from before the shot waited for every holder's answer still loads and
plays on: the holders who had not called Magic! before a shot said "no magic" without a
word then, and the replay says it for them (Game.upgrade_moves)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from cocoa_games.core.bot_step import play_step, seat_bots
from cocoa_games.core.saves import read_save
from cocoa_games.games.coconuts.rules import NoMagic, Shot

#: written by the code of main 9396478 (three seats, seed 7, fourteen bot moves: Magic!
#: claims, cards, a "no card after all", and shots made while others held cards)
OLD = Path(__file__).parent / "data" / "save_before_answers.cocoa.json"


def test_a_save_from_before_the_answers_loads_to_its_own_position(tmp_path):
    path = tmp_path / OLD.name
    shutil.copy(OLD, path)
    data = read_save(path)
    stored = json.loads(OLD.read_text(encoding="utf-8"))
    assert data.state is not None
    then = stored["state"]  # exactly where it was saved (the countdown option new, at 5 s)
    assert data.state.to_dict() == {**then, "options": {**then["options"], "magic_seconds": 5}}
    assert path.read_bytes() == OLD.read_bytes()  # the file is never modified
    old_moves = [(m["seat"], m["action"]["kind"]) for m in stored["actions"]]
    moves = [(s, a.kind) for s, a in data.actions]
    implied = [m for m in moves if m[1] == "no_magic"]
    assert len(moves) > len(old_moves) and len(implied) > 1  # the holders' silent "no"
    assert [m for m in moves if m[1] != "no_magic"] == [
        m for m in old_moves if m[1] != "no_magic"]


def test_a_game_loaded_from_before_the_answers_plays_on_under_the_new_rule(tmp_path):
    path = tmp_path / OLD.name
    shutil.copy(OLD, path)
    data = read_save(path)
    state = data.state
    assert state is not None
    bots = seat_bots(data.game, {0: "good", 1: "good", 2: "good"}, 7)
    for _move in range(40):
        if state.is_over():
            break
        waiting = state.to_move()[1:]
        seat, action, _events = play_step(state, bots)  # type: ignore[misc]
        if isinstance(action, Shot):
            assert not waiting  # every holder answered first
        elif seat in waiting:
            assert action == NoMagic() or action.kind == "play_card"
