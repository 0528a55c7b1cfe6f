"""Where a runner may hop: forward, diagonal, sideways, onto face-up stones with room."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.kokonana.rules import Hop, SkipHop

from .helpers import make, targets


def test_forward_diagonal_and_sideways_hops_are_offered():
    st = make(runners={0: "S:1:1"}, stones=["S:1:1", "S:0:2", "S:1:2", "S:2:2", "S:0:1", "S:2:1"])
    assert targets(st) == {"S:0:2", "S:1:2", "S:2:2", "S:0:1", "S:2:1"}


def test_only_neighbouring_lanes_count():
    st = make(runners={0: "S:0:1"}, stones=["S:0:1", "S:2:1", "S:2:2", "S:3:1"])
    assert targets(st) == set()


def test_never_hop_back():
    st = make(runners={0: "S:1:2"}, stones=["S:1:2", "S:1:1", "S:0:1", "S:2:1", "S:1:0"])
    assert targets(st) == set()
    with pytest.raises(IllegalAction):
        st.apply(0, Hop("S:1:1"))


def test_never_hop_onto_a_face_down_tile():
    st = make(runners={0: "S:1:1"}, stones=["S:1:1", "S:1:3"])
    assert "S:1:2" not in targets(st)
    before = st.to_dict()
    with pytest.raises(IllegalAction):
        st.apply(0, Hop("S:1:2"))
    assert st.to_dict() == before


def test_from_the_village_any_first_step_stone():
    st = make(stones=["S:0:0", "S:3:0", "S:1:1"])
    assert targets(st) == {"S:0:0", "S:3:0"}


def test_from_the_last_step_onto_the_sandbank_and_temple_bank():
    st = make(runners={0: "S:2:4", 1: "D:3:4"}, stones=["S:2:4", "D:3:4"])
    assert targets(st) == {"sand"}
    st.set_up(turn=1)
    assert targets(st) == {"temple_bank"}


def test_from_the_sandbank_any_first_deep_step_stone():
    st = make(runners={0: "sand"}, keys={0: "blue"}, stones=["D:1:0", "D:2:0", "D:2:1"])
    assert targets(st) == {"D:1:0", "D:2:0"}


def test_two_player_game_allows_one_runner_per_stone():
    st = make(players=2, runners={1: "S:0:0"}, stones=["S:0:0", "S:1:0"])
    assert st.observe(None)["stone_capacity"] == 1
    assert targets(st) == {"S:1:0"}


def test_three_player_game_allows_two_runners_per_stone():
    st = make(players=3, runners={1: "S:0:0"}, stones=["S:0:0"])
    assert st.observe(None)["stone_capacity"] == 2
    assert targets(st) == {"S:0:0"}
    st.apply(0, Hop("S:0:0"))
    assert st.observe(None)["runners"][:2] == ["S:0:0", "S:0:0"]
    # a third runner finds the stone full
    st.set_up(turn=2)
    assert targets(st) == set()


def test_banks_hold_everyone():
    st = make(players=4, runners={0: "S:0:4", 1: "sand", 2: "sand"}, keys={1: "blue", 2: "black"},
              stones=["S:0:4"])
    assert targets(st) == {"sand"}


def test_skipping_the_hop_goes_to_flipping():
    st = make(stones=["S:0:0"])
    assert st.phase == "hop"
    st.apply(0, SkipHop())
    assert st.observe(None)["phase"] == "flip"
    assert st.observe(None)["runners"][0] == "village"


def test_nowhere_to_hop_skips_straight_to_flipping():
    st = make()
    assert st.observe(None)["phase"] == "flip"
    assert not targets(st)
