"""Taking back a slip in Kokonana: the turn's hop, until a tile is turned over."""

from __future__ import annotations

from cocoa_games.core import takeback
from cocoa_games.games.kokonana.rules import Flip, Hop, KokonanaGame, SkipHop

from .helpers import make

GAME = KokonanaGame()


def _allowed(state, seat, action) -> bool:
    events = state.apply(seat, action)
    return takeback.allowed(GAME, seat, action, events, state)


def test_a_hop_before_the_flip_may_be_taken_back_and_uses_no_chance():
    st = make(stones=["S:0:0", "S:2:0"])
    rng_before = st.to_dict()["rng"]
    assert _allowed(st, 0, Hop("S:0:0"))
    assert st.to_dict()["rng"] == rng_before


def test_staying_put_before_the_flip_may_be_taken_back():
    st = make(stones=["S:0:0", "S:2:0"])
    assert _allowed(st, 0, SkipHop())


def test_a_flip_is_a_reveal_and_is_never_taken_back():
    st = make(stones=["S:0:0", "S:2:0"])
    st.apply(0, Hop("S:0:0"))
    tile = next(a for a in st.legal_actions(0) if isinstance(a, Flip))
    assert not _allowed(st, 0, tile)


def test_a_hop_onto_the_sandbank_leads_on_to_a_key_and_is_not_taken_back():
    st = make(runners={0: "S:2:4"}, stones=["S:2:4"])
    assert st.legal_actions(0) and Hop("sand") in st.legal_actions(0)
    assert not _allowed(st, 0, Hop("sand"))


def test_a_hop_that_ends_the_turn_is_not_taken_back():
    # nothing left to flip on the way: the hop hands the turn on
    shallow = [f"S:{lane}:{step}" for lane in range(4) for step in range(5)]
    deep = [f"D:{lane}:{step}" for lane in range(4) for step in range(5)]
    st = make(runners={0: "D:0:3"}, stones=[*shallow, *deep])
    assert not _allowed(st, 0, Hop("D:0:4"))
    assert st.turn == 1
