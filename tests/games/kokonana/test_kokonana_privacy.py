"""Over whole games: the log never names motifs, peeks are seen only by the peeker."""

from __future__ import annotations

import json
import random

from cocoa_games import games
from cocoa_games.games.kokonana.board import TEMPLE_FACES

from .helpers import motif_words


def test_log_and_observations_keep_secrets_through_whole_games():
    game = games.get("kokonana")
    peeks = 0
    for seed in range(6):
        players = 2 + seed % 3
        state = game.new_state([f"P{i}" for i in range(players)], None, seed)
        bots = [game.make_bot(i, "normal", seed + i) for i in range(players)]
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
            events = state.apply(seat, action)
            for e in events:
                assert not motif_words(e.text), e.text
                if e.kind in ("peek", "hide"):
                    assert not any(f in e.text for f in TEMPLE_FACES), e.text
            for bot in bots:
                bot.notice(events)
            obs_public = state.observe(None)
            if obs_public["phase"] == "peek":
                peeks += 1
                peeker = obs_public["peeking"]["seat"]
                for viewer in range(players):
                    assert ("peek_face" in state.observe(viewer)) == (viewer == peeker)
                twin = state.determinize((peeker + 1) % players, rng)
                assert twin.observe(None) == obs_public
            # face-up tiles in the observation are exactly the stones and the shown pair
            face_up = set(obs_public["stones"]) | set(obs_public["flipped"])
            assert set(obs_public["tiles"]) == face_up
            json.dumps(obs_public)
    assert peeks > 0
