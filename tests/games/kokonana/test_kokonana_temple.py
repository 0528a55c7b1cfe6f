"""Talismans, keys, the temple-bank turn, private peeks and winning."""

from __future__ import annotations

import random

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.kokonana.board import KEY_COLOURS
from cocoa_games.games.kokonana.rules import (
    Flip,
    FreeHop,
    Hide,
    Hop,
    Peek,
    SkipHop,
    SpendTalismanHop,
    SpendTalismanPeek,
    TakeKey,
    TakeTalisman,
)

from .helpers import TEMPLE, make, targets

PURPLE_SLOT = TEMPLE.index("purple")
WALL_SLOT = TEMPLE.index("wall")


# --- talismans ---------------------------------------------------------------------------
def test_talisman_hop_is_an_extra_hop():
    st = make(talismans={0: 1}, stones=["S:1:0", "S:1:1"])
    assert targets(st, "talisman_hop") == {"S:1:0"}
    st.apply(0, SpendTalismanHop("S:1:0"))
    obs = st.observe(None)
    assert obs["runners"][0] == "S:1:0" and obs["phase"] == "hop"
    assert obs["talismans"] == {"supply": 13, "held": [0, 0, 0]}
    st.apply(0, Hop("S:1:1"))  # the turn's own hop is still there
    assert st.observe(None)["runners"][0] == "S:1:1"


def test_talisman_hop_before_flipping():
    st = make(talismans={0: 1}, stones=["S:1:0"])
    st.apply(0, SkipHop())
    assert targets(st, "talisman_hop") == {"S:1:0"}


def _match_in_lane_1_step_0(st):
    st.apply(st.turn, Flip("S:1:0"))
    st.apply(st.turn, Flip("S:3:0"))
    assert st.observe(None)["phase"] == "reward"


def test_after_a_match_a_talisman_hop_comes_before_the_free_hop():
    st = make(talismans={0: 1}, stones=["S:1:1"])  # nowhere to hop yet: straight to flips
    _match_in_lane_1_step_0(st)
    assert targets(st, "talisman_hop") == {"S:1:0", "S:3:0"}
    st.apply(0, SpendTalismanHop("S:1:0"))
    obs = st.observe(None)
    assert obs["phase"] == "reward" and obs["turn"] == 0  # the reward is still to come
    assert targets(st, "free_hop") == {"S:1:1"}
    st.apply(0, FreeHop("S:1:1"))
    obs = st.observe(None)
    assert obs["runners"][0] == "S:1:1" and obs["turn"] == 1


def test_after_a_match_a_talisman_hop_onto_the_sandbank_takes_a_key_then_the_reward():
    st = make(runners={0: "S:0:4"}, stones=["S:0:4"], talismans={0: 1})
    st.apply(0, SkipHop())
    _match_in_lane_1_step_0(st)
    st.apply(0, SpendTalismanHop("sand"))
    assert st.observe(None)["phase"] == "key"
    st.apply(0, TakeKey("orange"))
    assert st.observe(None)["phase"] == "reward" and st.turn == 0
    assert TakeTalisman() in st.legal_actions(0)


def test_after_a_match_a_talisman_peek_then_the_reward():
    st = make(runners={0: "sand"}, keys={0: "black"}, talismans={0: 1})
    st.apply(0, Flip("D:1:0"))
    st.apply(0, Flip("D:3:0"))
    st.apply(0, SpendTalismanPeek(WALL_SLOT))
    assert st.observe(0)["peek_face"] == "wall"
    st.apply(0, Hide())
    assert st.observe(None)["phase"] == "reward" and st.turn == 0
    st.apply(0, FreeHop("D:3:0"))
    assert st.turn == 1


def test_after_a_match_a_talisman_hop_onto_the_temple_bank_gives_no_peek():
    st = make(runners={0: "D:1:4"}, stones=["D:1:4"], keys={0: "purple"}, talismans={0: 1})
    st.apply(0, SkipHop())
    st.apply(0, Flip("D:0:0"))
    st.apply(0, Flip("D:2:0"))
    st.apply(0, SpendTalismanHop("temple_bank"))
    assert not any(isinstance(a, Peek) for a in st.legal_actions(0)), "already flipped"
    assert st.legal_actions(0) == [TakeTalisman()]
    st.apply(0, TakeTalisman())
    assert st.turn == 1
    st.set_up(turn=0)
    assert st.observe(None)["phase"] == "temple"


def test_talisman_peek_without_a_key_is_refused():
    st = make(talismans={0: 2})
    assert not any(isinstance(a, SpendTalismanPeek) for a in st.legal_actions(0))
    with pytest.raises(IllegalAction, match="key"):
        st.apply(0, SpendTalismanPeek(0))


def test_talisman_peek_with_a_key_is_private():
    st = make(talismans={0: 1}, keys={0: "black"}, runners={0: "sand"})
    st.apply(0, SpendTalismanPeek(WALL_SLOT))
    assert st.to_move() == (0,) and st.legal_actions(0) == [Hide()]
    assert st.observe(0)["peek_face"] == "wall"
    for viewer in (None, 1, 2):
        obs = st.observe(viewer)
        assert "peek_face" not in obs
        assert obs["peeking"] == {"seat": 0, "slot": WALL_SLOT}
    st.apply(0, Hide())
    assert "peek_face" not in st.observe(0)
    assert st.observe(None)["temple"]["peeked"][0] == [WALL_SLOT]
    assert st.observe(None)["talismans"]["held"][0] == 0
    assert st.turn == 0  # the turn goes on: it was spent on top of the turn


def test_talisman_peek_at_the_lock_from_the_river_does_not_win():
    st = make(talismans={0: 1}, keys={0: "purple"}, runners={0: "sand"})
    st.apply(0, SpendTalismanPeek(PURPLE_SLOT))
    assert st.outcome() is None and st.observe(0)["peek_face"] == "purple"


def test_easier_game_has_no_walls_and_no_talisman_peeks():
    st = make(easier=True, talismans={0: 1}, keys={0: "purple"}, runners={0: "temple_bank"})
    assert st.observe(None)["temple"]["slots"] == 5
    assert not any(isinstance(a, SpendTalismanPeek) for a in st.legal_actions(0))
    with pytest.raises(IllegalAction, match="only for hops"):
        st.apply(0, SpendTalismanPeek(0))
    faces = set()
    for slot in range(5):  # peek at every slot in turn: only locks
        st.set_up(turn=0)
        st.apply(0, Peek(slot))
        if st.outcome():
            faces.add(st.observe(None)["temple"]["revealed"][slot])
            break
        faces.add(st.observe(0)["peek_face"])
        st.apply(0, Hide())
    assert "wall" not in faces and faces <= {"purple", "black", "orange", "green", "blue"}


def test_fresh_games_have_walls_unless_easier():
    from cocoa_games.games.kokonana.rules import KokonanaGame, KokonanaOptions
    game = KokonanaGame()
    hard = game.new_state(["A", "B"], None, 3)
    easy = game.new_state(["A", "B"], KokonanaOptions(easier_game=True), 3)
    assert sorted(hard.to_dict()["temple"]) == [0, 1, 2, 3, 4, 5, 5, 5]
    assert sorted(easy.to_dict()["temple"]) == [0, 1, 2, 3, 4]


# --- keys --------------------------------------------------------------------------------
def test_arriving_at_the_sandbank_takes_a_key():
    st = make(runners={0: "S:2:4"}, stones=["S:2:4"])
    st.apply(0, Hop("sand"))
    assert st.observe(None)["phase"] == "key"
    assert {a.colour for a in st.legal_actions(0)} == {"purple", "black", "orange", "green", "blue"}
    st.apply(0, TakeKey("orange"))
    keys = st.observe(1)["keys"]
    assert keys["held"][0] == "orange" and "orange" not in keys["sand"]
    assert st.observe(None)["phase"] == "flip" and st.observe(None)["flip_half"] == "deep"


def test_the_turn_hop_to_the_sandbank_is_the_only_hop_even_with_stones_ahead():
    st = make(runners={0: "S:2:4"}, stones=["S:2:4", "D:0:0", "D:1:0"])
    st.apply(0, Hop("sand"))
    st.apply(0, TakeKey("green"))
    obs = st.observe(None)
    assert obs["phase"] == "flip" and obs["runners"][0] == "sand"
    assert not targets(st), "the hop of this turn is used up"
    with pytest.raises(IllegalAction):
        st.apply(0, Hop("D:0:0"))


def test_key_taken_after_arriving_with_a_free_hop():
    st = make(runners={0: "S:0:4"}, stones=["S:0:4"], keys={1: "black"})
    st.apply(0, SkipHop())
    st.apply(0, Flip("S:1:0"))
    st.apply(0, Flip("S:3:0"))
    st.apply(0, FreeHop("sand"))
    assert st.observe(None)["phase"] == "key" and TakeKey("black") not in st.legal_actions(0)
    st.apply(0, TakeKey("purple"))
    assert st.turn == 1 and st.observe(None)["keys"]["held"][0] == "purple"


def test_key_taken_after_a_talisman_hop_then_the_turn_goes_on():
    st = make(runners={0: "S:0:4"}, stones=["S:0:4", "D:0:0"], talismans={0: 1})
    st.apply(0, SpendTalismanHop("sand"))
    st.apply(0, TakeKey("blue"))
    assert st.observe(None)["phase"] == "hop" and targets(st) == {"D:0:0"}


# --- the temple bank ---------------------------------------------------------------------
def test_arriving_with_the_turn_hop_gives_a_peek():
    st = make(runners={0: "D:1:4"}, stones=["D:1:4"], keys={0: "green"})
    st.apply(0, Hop("temple_bank"))
    assert st.observe(None)["phase"] == "temple"
    assert {a.slot for a in st.legal_actions(0) if isinstance(a, Peek)} == set(range(8))
    st.apply(0, Peek(WALL_SLOT))
    st.apply(0, Hide())
    assert st.turn == 1


def test_arriving_after_flipping_gives_no_peek_that_turn():
    st = make(runners={0: "D:1:4"}, stones=["D:1:4"], keys={0: "green"})
    st.apply(0, SkipHop())
    st.apply(0, Flip("D:0:0"))
    st.apply(0, Flip("D:2:0"))
    st.apply(0, FreeHop("temple_bank"))
    assert st.turn == 1 and st.observe(None)["phase"] != "temple"
    # next time round the whole turn is one peek
    st.set_up(turn=0)
    assert st.observe(None)["phase"] == "temple"
    assert all(isinstance(a, Peek | SpendTalismanPeek) for a in st.legal_actions(0))


def test_arriving_by_talisman_before_flipping_gives_a_peek():
    st = make(runners={0: "D:1:4"}, stones=["D:1:4"], keys={0: "green"}, talismans={0: 1})
    st.apply(0, SkipHop())
    st.apply(0, SpendTalismanHop("temple_bank"))
    assert st.observe(None)["phase"] == "temple"


def test_peek_face_only_for_the_peeker():
    st = make(runners={0: "temple_bank"}, keys={0: "green"})
    st.apply(0, Peek(PURPLE_SLOT))
    assert st.observe(0)["peek_face"] == "purple"
    assert st.to_move() == (0,) and st.legal_actions(0) == [Hide()]
    assert st.legal_actions(1) == []
    for viewer in (None, 1, 2):
        assert "peek_face" not in st.observe(viewer)
        assert "purple" not in str(st.observe(viewer)["temple"])
    st.apply(0, Hide())
    assert all("peek_face" not in st.observe(v) for v in (None, 0, 1, 2))
    assert st.observe(2)["temple"]["peeked"] == [[PURPLE_SLOT], [], []]


def test_finding_your_lock_wins_and_shows_it_to_everyone():
    st = make(runners={0: "temple_bank"}, keys={0: "purple"})
    events = st.apply(0, Peek(PURPLE_SLOT))
    assert st.outcome() is not None and st.outcome().winners == (0,)
    assert st.to_move() == ()
    for viewer in (None, 0, 1, 2):
        obs = st.observe(viewer)
        assert obs["winner"] == 0 and obs["phase"] == "over"
        assert obs["temple"]["revealed"][PURPLE_SLOT] == "purple"
    assert any(e.kind == "win" and e.visible_to is None for e in events)


def test_someone_elses_lock_does_not_win():
    st = make(runners={0: "temple_bank"}, keys={0: "green"})
    st.apply(0, Peek(PURPLE_SLOT))
    assert st.outcome() is None


# --- hidden information ------------------------------------------------------------------
def test_determinize_keeps_own_peeks_and_public_misses():
    st = make(runners={0: "temple_bank"}, keys={0: "green", 1: "purple"})
    st.apply(0, Peek(PURPLE_SLOT))
    st.apply(0, Hide())
    rng = random.Random(5)
    for _ in range(40):
        mine = st.determinize(0, rng)
        assert mine.temple[PURPLE_SLOT] == st.temple[PURPLE_SLOT]
        theirs = st.determinize(1, rng)
        green = KEY_COLOURS.index("green")
        assert theirs.temple[PURPLE_SLOT] != green, "everyone saw it was not the green lock"
    moved = {tuple(st.determinize(1, rng).temple) for _ in range(20)}
    assert len(moved) > 1
