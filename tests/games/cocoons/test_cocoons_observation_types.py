"""The observation's declared types are the keys it really has: a renamed or added key
shows here, not as a default silently drawn in a scene, a bot or the hint planner."""

from __future__ import annotations

from cocoa_games.games.cocoons.kinds import Phase, Result
from cocoa_games.games.cocoons.observation import (
    CocoonsObservation,
    CocoonView,
    NoteView,
    SpaceView,
)
from cocoa_games.games.cocoons.rules import CocoonsGame, CocoonsOptions


def _views():
    game = CocoonsGame()
    state = game.new_state(["Ann", "Ben"], CocoonsOptions(level=5), seed=3)
    bots = [game.make_bot(s, seed=s) for s in range(2)]
    for _move in range(120):  # a turn ends with "End the turn"
        yield from (state.observe(None), state.observe(0), state.observe(1))
        seats = state.to_move()
        if not seats:
            return
        action = bots[seats[0]].choose(state.observe(seats[0]), state.legal_actions(seats[0]))
        assert action is not None
        state.apply(seats[0], action)


def test_every_view_has_exactly_the_declared_keys() -> None:
    notes = 0
    for obs in _views():
        assert set(obs) == CocoonsObservation.__required_keys__
        assert all(set(c) == CocoonView.__required_keys__ for c in obs["cocoons"])
        assert all(set(s) == SpaceView.__required_keys__ for s in obs["spaces"])
        for note in obs["notes"]:
            if note is not None:
                notes += 1
                assert set(note) == NoteView.__required_keys__
    assert notes  # the bots write notes: their shape was checked


def test_phase_and_result_are_their_enums() -> None:
    views = list(_views())
    assert all(isinstance(obs["phase"], Phase) for obs in views)
    assert all(obs["result"] is None or isinstance(obs["result"], Result) for obs in views)
    assert views[-1]["phase"] == Phase.OVER
