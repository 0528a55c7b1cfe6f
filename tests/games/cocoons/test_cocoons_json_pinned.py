"""The JSON of Cocoons observations, events and saves is pinned on fixed seeds: a change to
how the rules keep or show the table (types, enums, modules) must leave every byte as it
was, or old saves, replays and the other seats' views would read differently.

The pinned file was written by the code before observations had types; rewrite it
(`python tests/games/cocoons/test_cocoons_json_pinned.py`) only for a change of format
that is meant, with a save-format note.

Rewritten on 2026-12-01: a turn now ends with "End the turn" (the phase "done"), so the
bots' games take more moves; saves from before replay with the end added
(test_cocoons_turn_end.py).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from cocoa_games.games.cocoons.rules import CocoonsGame, CocoonsOptions

PINNED = Path(__file__).with_name("data") / "pinned_json.json"

#: (seed, players, options): every kind of trapdoor, the memory aid, hard mode, one seat alone
GAMES: tuple[tuple[int, int, dict[str, Any]], ...] = (
    (11, 2, {"level": 1}),
    (12, 3, {"level": 3, "remember_sightings": True}),
    (13, 2, {"level": 4, "hard_mode": True}),
    (14, 1, {"level": 5}),
    (15, 4, {"level": 2}),
    (16, 2, {"custom_level": "spring, action, spin, num:1, num:2, rune:sun"}),
)
MOVES = 100  # (70 before a turn ended with "End the turn")


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _play(seed: int, players: int, options: dict[str, Any]) -> dict[str, Any]:
    """A bots' game: every view, event and save along the way, as JSON text."""
    game = CocoonsGame()
    state = game.new_state([f"P{i}" for i in range(players)], CocoonsOptions(**options), seed)
    bots = [game.make_bot(s, seed=seed + s) for s in range(players)]
    digest = hashlib.sha256()
    first = last = ""
    phases: set[str] = set()
    for _move in range(MOVES):
        views = [_dump(state.observe(None))] + [_dump(state.observe(s)) for s in range(players)]
        save = _dump(state.to_dict())
        for text in (*views, save):
            digest.update(text.encode())
        first = first or views[1]
        last = views[1]
        phases.add(state.phase)
        seats = state.to_move()
        if not seats:
            break
        seat = seats[0]
        action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
        if action is None:
            break
        for event in state.apply(seat, action):
            digest.update(_dump(event.to_dict()).encode())
    return {"sha256": digest.hexdigest(), "first_view": json.loads(first),
            "last_view": json.loads(last), "result": state.result,
            "phases": sorted(phases)}


def _all() -> dict[str, Any]:
    return {f"{seed}/{players}/{_dump(options)}": _play(seed, players, options)
            for seed, players, options in GAMES}


def test_observations_events_and_saves_keep_their_json() -> None:
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    now = _all()
    assert set(now) == set(pinned)
    for key, played in now.items():
        # the readable views first: a difference there says which key moved
        assert played["first_view"] == pinned[key]["first_view"], key
        assert played["last_view"] == pinned[key]["last_view"], key
        assert played["result"] == pinned[key]["result"], key
        assert played["phases"] == pinned[key]["phases"], key
        assert played["sha256"] == pinned[key]["sha256"], key


def test_the_pinned_games_reach_the_end_and_every_phase() -> None:
    """The pin is worth something only if the games pass through what could change."""
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    assert any(p["result"] is not None for p in pinned.values())
    seen = {phase for p in pinned.values() for phase in p["phases"]}
    assert seen == {"turn", "spring", "action", "after", "done", "agree", "over"}


if __name__ == "__main__":  # rewriting the pin: see the module's docstring
    PINNED.write_text(json.dumps(_all(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.exit(0)
