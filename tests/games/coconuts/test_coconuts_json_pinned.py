"""Coconuts' observations, saves and events as JSON, pinned byte for byte on fixed seeds.

The digests were taken from the code before observations got their TypedDicts and phases
and event kinds their StrEnums: a typed rewrite must not change one byte a save, a bot, a
scene or the log reads (key order included, so no `sort_keys`).

Re-pinned once on purpose when the Magic? moment began to wait for every holder's answer
(issue 23): bot games now tell each holder's "No magic", and the observation says how long
the countdown is (`answer_seconds`); nothing else moved."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from cocoa_games import games

DATA = Path(__file__).parent / "data"

#: (players, seed, bot level) -> sha256 of every observation (public and each seat's),
#: every to_dict and every event of a bot game, in play order
PINNED = {
    (2, 3, "good"): "366931ef6427eb9bdae4eb9c1d94568207b3087c2be535ad732bd3ae1ed5093f",
    (3, 5, "beginner"): "a8b37d97018901ad0a687fbe0e13cd9baa48aaeab1881bba2befe30354edd0e5",
    (4, 8, "ace"): "2dd2c4f2c802807304ff9f5e52c6d2842f8231edd551a5c685d42495f00adca0",
}


def _digest(players: int, seed: int, level: str) -> str:
    game = games.get("coconuts")
    state = game.new_state([f"P{i}" for i in range(players)], None, seed)
    bots = [game.make_bot(i, level, seed * 31 + i) for i in range(players)]
    digest = hashlib.sha256()

    def pin() -> None:
        for seat in (None, *range(players)):
            digest.update(json.dumps(state.observe(seat)).encode())
        digest.update(json.dumps(state.to_dict()).encode())

    pin()
    for _step in range(600):
        if state.is_over():
            break
        seats = state.to_move()
        for seat in (*seats[1:], seats[0]):
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.observe(seat), legal) if legal else None
            if action is None:
                continue
            for e in state.apply(seat, action):
                seen = None if e.visible_to is None else sorted(e.visible_to)
                digest.update(json.dumps([e.kind, e.data, e.text, seen]).encode())
            pin()
            break
    assert state.is_over()
    return digest.hexdigest()


@pytest.mark.parametrize(("players", "seed", "level"), list(PINNED))
def test_a_bot_game_observes_saves_and_tells_the_same_json_as_before(players, seed, level):
    assert _digest(players, seed, level) == PINNED[(players, seed, level)]


def test_the_opening_table_reads_exactly_as_before():
    """The public view and seat 1's view of a new three-player game, whole (readable when
    the digests above disagree)."""
    state = games.get("coconuts").new_state(["Ada", "Ben", "Cleo"], None, 11)
    want = json.loads((DATA / "opening_3p_seed11.json").read_text(encoding="utf-8"))
    got = {"public": state.observe(None), "seat1": state.observe(1), "save": state.to_dict()}
    assert json.dumps(got, indent=1) == json.dumps(want, indent=1)
