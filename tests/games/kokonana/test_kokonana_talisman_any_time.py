"""Talismans "at any time on your turn": between the two flips and after a miss, too.

Move-by-move scenarios on the fixed river of helpers.py (lanes 0/2 and 1/3 hold the same
motifs), following the rulebook's talisman paragraph and help.md's remaining limits.
"""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.kokonana.rules import (
    Acknowledge,
    Flip,
    Hide,
    Peek,
    SkipHop,
    SpendTalismanHop,
    SpendTalismanPeek,
    TakeKey,
)

from .helpers import TEMPLE, make, targets

WALL_SLOT = TEMPLE.index("wall")


def test_talisman_hop_between_the_two_flips_then_the_second_flip():
    st = make(talismans={0: 1}, stones=["S:1:0"])
    st.apply(0, SkipHop())
    st.apply(0, Flip("S:0:1"))
    assert targets(st, "talisman_hop") == {"S:1:0"}
    st.apply(0, SpendTalismanHop("S:1:0"))
    obs = st.observe(None)
    assert obs["runners"][0] == "S:1:0"
    assert obs["phase"] == "flip" and obs["flips_done"] == 1 and obs["flipped"] == ["S:0:1"]
    assert obs["talismans"]["held"][0] == 0
    st.apply(0, Flip("S:2:1"))  # the partner of S:0:1: the pair still counts
    assert st.observe(None)["phase"] == "reward" and st.turn == 0


def test_talisman_peek_between_the_two_flips_then_the_second_flip():
    st = make(runners={0: "sand"}, keys={0: "black"}, talismans={0: 1})
    st.apply(0, Flip("D:0:0"))
    st.apply(0, SpendTalismanPeek(WALL_SLOT))
    assert st.legal_actions(0) == [Hide()]
    assert st.observe(0)["peek_face"] == "wall"
    assert all("peek_face" not in st.observe(v) for v in (None, 1, 2))
    st.apply(0, Hide())
    obs = st.observe(None)
    assert obs["phase"] == "flip" and obs["flipped"] == ["D:0:0"] and st.turn == 0
    st.apply(0, Flip("D:1:0"))  # no pair
    assert st.observe(None)["phase"] == "kokonana"


def test_talisman_hop_onto_the_sandbank_between_flips_keeps_the_half_of_the_first_tile():
    st = make(runners={0: "S:0:4"}, stones=["S:0:4"], talismans={0: 1})
    st.apply(0, SkipHop())
    st.apply(0, Flip("S:1:2"))
    st.apply(0, SpendTalismanHop("sand"))
    assert st.observe(None)["phase"] == "key"
    st.apply(0, TakeKey("green"))
    obs = st.observe(None)
    assert obs["phase"] == "flip" and obs["flip_half"] == "shallow"
    assert {a.tile[0] for a in st.legal_actions(0) if isinstance(a, Flip)} == {"S"}
    st.apply(0, Flip("S:3:2"))
    assert st.observe(None)["phase"] == "reward"


def test_talisman_hop_onto_the_temple_bank_between_flips_gives_no_peek_this_turn():
    st = make(runners={0: "D:1:4"}, stones=["D:1:4"], keys={0: "purple"}, talismans={0: 1})
    st.apply(0, SkipHop())
    st.apply(0, Flip("D:0:0"))
    st.apply(0, SpendTalismanHop("temple_bank"))
    assert not any(isinstance(a, Peek) for a in st.legal_actions(0)), "already flipped"
    assert st.observe(None)["phase"] == "flip"
    st.apply(0, Flip("D:1:0"))
    st.apply(0, Acknowledge())
    assert st.turn == 1
    st.set_up(turn=0)
    assert st.observe(None)["phase"] == "temple"


def test_after_a_miss_a_talisman_hop_before_saying_kokonana():
    st = make(talismans={0: 1}, stones=["S:1:4"], runners={0: "S:1:3"})
    st.apply(0, SkipHop())
    st.apply(0, Flip("S:0:0"))
    st.apply(0, Flip("S:1:0"))
    assert targets(st, "talisman_hop") == {"S:1:4"}
    st.apply(0, SpendTalismanHop("S:1:4"))
    obs = st.observe(None)
    assert obs["runners"][0] == "S:1:4"
    assert obs["phase"] == "kokonana" and obs["flipped"] == ["S:0:0", "S:1:0"]
    st.apply(0, Acknowledge())
    assert st.turn == 1 and st.observe(None)["flipped"] == []


def test_after_a_miss_a_talisman_peek_then_kokonana():
    st = make(runners={0: "sand"}, keys={0: "black"}, talismans={0: 1})
    st.apply(0, Flip("D:0:0"))
    st.apply(0, Flip("D:1:0"))
    st.apply(0, SpendTalismanPeek(WALL_SLOT))
    st.apply(0, Hide())
    obs = st.observe(None)
    assert obs["phase"] == "kokonana" and obs["flipped"] == ["D:0:0", "D:1:0"]
    assert st.legal_actions(0)[0] == Acknowledge()


def test_a_talisman_waits_while_a_key_is_to_be_taken_or_a_peek_hidden():
    st = make(runners={0: "S:0:4"}, stones=["S:0:4"], talismans={0: 3})
    st.apply(0, SpendTalismanHop("sand"))
    with pytest.raises(IllegalAction, match="key"):
        st.apply(0, SpendTalismanHop("S:0:4"))
    st.apply(0, TakeKey("blue"))
    st.apply(0, SpendTalismanPeek(WALL_SLOT))
    with pytest.raises(IllegalAction, match="hide"):
        st.apply(0, SpendTalismanPeek(0))
