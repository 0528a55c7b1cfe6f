"""Kokonana's observation is exactly its TypedDict (a renamed or added key shows here, not
as a default silently drawn by the table, a bot or the hint line), `peek_face` only in the
peeker's own view; the phase it tells is a Phase, and every event kind the rules report
is an EventKind."""

from __future__ import annotations

import random

from cocoa_games.games.kokonana.kinds import EventKind, Phase
from cocoa_games.games.kokonana.observation import (
    FaceDown,
    Keys,
    KokonanaObservation,
    Motifs,
    Peeking,
    Talismans,
    Temple,
)
from cocoa_games.games.kokonana.rules import KokonanaGame, KokonanaOptions

GAME = KokonanaGame()


def _games():
    """(state, events of the last move) along seeded random games, easier and full."""
    for players, easier, seed in ((2, False, 1), (3, True, 2), (4, False, 3)):
        state = GAME.new_state([f"P{i}" for i in range(players)], KokonanaOptions(easier), seed)
        rng, events = random.Random(seed), []
        for _move in range(3000):
            yield state, events
            if state.is_over():
                break
            seat = state.to_move()[0]
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_every_view_has_exactly_the_declared_keys_and_kinds():
    phases: set[Phase] = set()
    kinds: set[str] = set()
    for state, events in _games():
        for seat in (None, *range(len(state.names))):
            obs = state.observe(seat)
            peeker = obs["peeking"] is not None and seat == obs["turn"]
            optional = {"peek_face"} if peeker else set()
            assert set(obs) == KokonanaObservation.__required_keys__ | optional
            for key, typed in (("motifs", Motifs), ("face_down", FaceDown), ("keys", Keys),
                               ("talismans", Talismans), ("temple", Temple)):
                assert set(obs[key]) == typed.__required_keys__, key
            if obs["peeking"] is not None:
                assert set(obs["peeking"]) == Peeking.__required_keys__
            assert isinstance(obs["phase"], Phase) and obs["phase"] == state.phase
            phases.add(obs["phase"])
        for event in events:
            assert isinstance(event.kind, EventKind), event.kind
            kinds.add(event.kind)
    assert phases == set(Phase)  # every phase was seen, so every branch above ran
    assert {EventKind.MATCH, EventKind.NO_MATCH, EventKind.TURN_BACK, EventKind.WIN} <= kinds
