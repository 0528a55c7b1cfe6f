"""Turning tiles: which half, matches and their rewards, "Kokonana!" and what is forgotten."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.kokonana.rules import (
    Acknowledge,
    Flip,
    FreeHop,
    Hop,
    SkipHop,
    TakeTalisman,
)

from .helpers import make, motif_at, motif_words


def _halves(tiles):
    return {t[0] for t in tiles}


def test_before_the_sandbank_only_shallow_tiles():
    st = make()
    tiles = {a.tile for a in st.legal_actions(0) if isinstance(a, Flip)}
    assert _halves(tiles) == {"S"} and len(tiles) == 20
    with pytest.raises(IllegalAction):
        st.apply(0, Flip("D:0:0"))


def test_deep_tiles_when_no_shallow_tile_is_face_down():
    shallow = [f"S:{lane}:{step}" for lane in range(4) for step in range(5)]
    st = make(stones=shallow)
    st.apply(0, SkipHop())
    tiles = {a.tile for a in st.legal_actions(0) if isinstance(a, Flip)}
    assert _halves(tiles) == {"D"} and len(tiles) == 20
    assert st.observe(None)["flip_half"] == "deep"


def test_after_the_sandbank_only_deep_tiles():
    st = make(runners={0: "sand"}, keys={0: "purple"})
    tiles = {a.tile for a in st.legal_actions(0) if isinstance(a, Flip)}
    assert _halves(tiles) == {"D"}
    with pytest.raises(IllegalAction):
        st.apply(0, Flip("S:0:0"))


def test_nothing_left_to_flip_ends_the_turn_after_the_hop():
    deep = [f"D:{lane}:{step}" for lane in range(4) for step in range(5)]
    st = make(runners={0: "sand"}, keys={0: "purple"}, stones=deep)
    st.apply(0, Hop("D:0:0"))
    assert st.turn == 1
    assert st.observe(None)["runners"][0] == "D:0:0"


def test_flipped_tiles_are_public_while_face_up():
    st = make()
    st.apply(0, Flip("S:0:0"))
    for viewer in (None, 0, 1, 2):
        obs = st.observe(viewer)
        assert obs["tiles"] == {"S:0:0": motif_at("S:0:0")}
        assert obs["flipped"] == ["S:0:0"] and obs["flips_done"] == 1


def test_a_flipped_tile_cannot_be_flipped_again():
    st = make()
    st.apply(0, Flip("S:0:0"))
    with pytest.raises(IllegalAction):
        st.apply(0, Flip("S:0:0"))


def test_no_match_shows_the_pair_until_kokonana_then_forgets_it():
    st = make()
    events = st.apply(0, Flip("S:0:0")) + st.apply(0, Flip("S:1:0"))
    obs = st.observe(2)
    assert obs["phase"] == "kokonana"
    assert set(obs["tiles"]) == {"S:0:0", "S:1:0"}
    assert st.legal_actions(0) == [Acknowledge()]
    events += st.apply(0, Acknowledge())
    assert st.turn == 1
    for viewer in (None, 0, 1, 2):
        obs = st.observe(viewer)
        assert obs["tiles"] == {} and obs["flipped"] == [] and obs["stones"] == []
    texts = " ".join(e.text for e in events)
    assert "no match" in texts
    assert not motif_words(texts), "the log must not name the motifs"
    no_match = next(e for e in events if e.kind == "no_match")
    assert set(no_match.data) == {"seat", "tiles"}


def test_match_becomes_a_stone_and_offers_free_hop_or_talisman():
    st = make()
    st.apply(0, Flip("S:0:0"))
    events = st.apply(0, Flip("S:2:0"))
    assert any(e.kind == "match" for e in events)
    obs = st.observe(1)
    assert set(obs["stones"]) == {"S:0:0", "S:2:0"} and obs["phase"] == "reward"
    legal = set(st.legal_actions(0))
    assert legal == {FreeHop("S:0:0"), FreeHop("S:2:0"), TakeTalisman()}


def test_free_hop_ends_the_turn():
    st = make()
    st.apply(0, Flip("S:0:0"))
    st.apply(0, Flip("S:2:0"))
    st.apply(0, FreeHop("S:2:0"))
    obs = st.observe(None)
    assert obs["runners"][0] == "S:2:0" and obs["turn"] == 1
    assert obs["talismans"]["held"][0] == 0


def test_talisman_instead_of_the_free_hop():
    st = make()
    st.apply(0, Flip("S:0:0"))
    st.apply(0, Flip("S:2:0"))
    st.apply(0, TakeTalisman())
    obs = st.observe(None)
    assert obs["runners"][0] == "village" and obs["turn"] == 1
    assert obs["talismans"] == {"supply": 12, "held": [1, 0, 0]}


def test_empty_supply_gives_no_talisman():
    st = make(talismans={1: 13})
    st.apply(0, Flip("S:0:0"))
    st.apply(0, Flip("S:2:0"))
    assert TakeTalisman() not in st.legal_actions(0)
    st.apply(0, SkipHop())
    assert st.observe(None)["talismans"] == {"supply": 0, "held": [0, 13, 0]}
    assert st.turn == 1


def test_match_with_no_hop_and_no_talisman_ends_the_turn_by_itself():
    st = make(talismans={1: 13}, runners={0: "S:1:0"}, stones=["S:1:0"])
    st.apply(0, Flip("S:0:3"))
    st.apply(0, Flip("S:2:3"))  # a match out of reach
    assert st.turn == 1


def test_match_of_the_last_turn_tiles_counts_only_same_motif():
    st = make()
    st.apply(0, Flip("S:1:2"))
    st.apply(0, Flip("S:3:2"))
    assert st.observe(None)["phase"] == "reward"
