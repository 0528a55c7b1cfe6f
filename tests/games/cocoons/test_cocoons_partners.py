"""Computer partners on numbered levels: they plan the whole way (play-outs on boxes dealt
from what they may know), open the cocoons only when the box is solved as far as the table
knows, and mend a guess that turned out wrong."""

from __future__ import annotations

import random

from cocoa_games.games.cocoons import playout, solver
from cocoa_games.games.cocoons.actions import (
    AGREE,
    CORRECT,
    DECLINE,
    END_TURN,
    PROPOSE_END,
    Slide,
)
from cocoa_games.games.cocoons.kinds import Phase
from cocoa_games.games.cocoons.rules import CocoonsOptions, CocoonsState

from .helpers import NAMES, OWNERS, SEALS, bots_play

#: the Start token on the south-east space, so cocoon i stands on space i at first
TOKENS = ["fish", "iguana", "owl", "fox", "turtle", "snail", "frog", "bat", "start"]
NUMBERS = ["num:1", "num:8", "num:2", "num:3", "num:4", "num:5", "num:6", "num:7", None]


def _level5(players: int = 2) -> CocoonsState:
    return CocoonsState.arranged(NAMES[:players], tokens=TOKENS, traps=NUMBERS, owners=OWNERS,
                                 seals=SEALS, options=CocoonsOptions(level=5))


def _endgame(supply: int) -> CocoonsState:
    """Numbers 1-7 are gone; number 8 lies face up on the north space over the iguana; the
    frog lies face up on the south-west space; the free space is the centre, the Start
    token on the south-east space; every other animal is home and every seal noted.

    The shortest way: north (number 8, the iguana), then south-west (the frog), then
    south-east: 1 + 3 + 2 = 6 slides. Fetching the frog first costs 2 + 3 + 3 = 8."""
    st = _level5()
    st.pos = [0, 1, 2, 3, 5, 6, 7, 8]
    st.bottom = [None, "iguana", None, None, None, None, "frog", None, "start"]
    st.bottom_up = [s in (6, 8) for s in range(9)]
    st.trap = [None, "num:8", None, None, None, None, None, None, None]
    st.trap_up = [s == 1 for s in range(9)]
    st.explored = [True] * 9
    st.discarded = [f"num:{n}" for n in range(1, 8)]
    st.next_number = 8
    st.holds = [None if a in ("iguana", "frog") else a for a in OWNERS]
    st.notes = [(a, 1) for a in OWNERS]
    st.supply, st.lid = supply, 25 - supply
    st.box_moved()
    st._cache = {}
    return st


def test_the_partners_find_the_one_way_the_last_tokens_pay_for():
    # the short look-ahead ran for the frog first (it is worth more than a number) and
    # came to the Start token two tokens short
    st = bots_play(_endgame(supply=6))
    assert st.result == "won" and st.supply == 0


def test_the_first_slide_goes_for_the_number_before_the_animal_lying_aside():
    st = _endgame(supply=6)
    advice = solver.suggest(st.observe(0), 0, st.legal_actions(0))
    assert advice is not None and advice.cocoon == st.cocoon_at(1)  # the north space's


def _full_box_at_the_start() -> CocoonsState:
    """Every cocoon holds an animal and the Start token shows (the free space is SE)."""
    st = _level5()
    st.holds = list(OWNERS)
    st.bottom = [None] * 8 + ["start"]
    st.bottom_up = [s == 8 for s in range(9)]
    st.trap = [None] * 9
    st.explored = [True] * 9
    st.discarded = list(filter(None, NUMBERS))
    st.next_number = 9
    st.supply = 5
    st._cache = {}
    return st


def test_a_partner_agrees_to_open_only_a_box_solved_as_far_as_the_table_knows():
    st = _full_box_at_the_start()
    st.notes = [(a, 0) for a in OWNERS]
    st.apply(0, PROPOSE_END)
    assert solver.suggest(st.observe(1), 1, st.legal_actions(1)).action == AGREE

    # a guess: the fox went into cocoon 0, the iguana into cocoon 2 (the fox's own)
    st = _full_box_at_the_start()
    st.holds[0], st.holds[2] = "fox", "iguana"
    st.notes = [None] * 8
    st.notes[2] = ("fox", 0)  # ... and now the table has read cocoon 2's seal
    st.apply(0, PROPOSE_END)
    assert solver.suggest(st.observe(1), 1, st.legal_actions(1)).action == DECLINE


def test_a_guess_that_turned_out_wrong_is_mended_rather_than_opened():
    st = _full_box_at_the_start()
    st.holds[0], st.holds[2] = "fox", None  # the fox guessed into cocoon 0; 2 is empty
    st.bottom[4], st.bottom_up[4] = "iguana", True  # the iguana lies aside
    st.notes[2] = ("fox", 0)
    st._cache = {}
    advice = solver.suggest(st.observe(0), 0, st.legal_actions(0), with_verdict=True)
    assert advice is not None and advice.action == CORRECT[0, 2]
    assert advice.verdict is not None and advice.verdict.min_tokens >= 3


def test_dealt_worlds_keep_everything_the_seat_knows_and_deal_only_the_unknown():
    st = _level5()
    while sum(sp["explored"] for sp in st.observe(None)["spaces"]) < 5:  # numbers turn up
        legal = st.legal_actions(st.turn)
        st.apply(st.turn, next(a for a in legal if isinstance(a, Slide))
                 if st.phase == Phase.TURN else END_TURN)
    obs = st.observe(st.turn)
    known = solver.knowledge(obs)
    unseen = set(range(1, 9)) - {int(t.split(":")[1]) for t in obs["discarded"]} - {
        int(sp["trapdoor"].split(":")[1]) for sp in obs["spaces"] if sp["trapdoor"]}
    for i in range(20):
        w = playout.deal(obs, known, random.Random(i))
        assert w.free == obs["free"]
        assert [w.occ.index(c) for c in range(8)] == [c["slot"] for c in obs["cocoons"]]
        assert all(w.owner[c] == a for c, a in known.items())
        assert sorted(w.owner) == sorted(OWNERS)
        for s, sp in enumerate(obs["spaces"]):
            if sp["trapdoor"]:
                assert w.trap[s] == int(sp["trapdoor"].split(":")[1])
            if sp["token"] in OWNERS:
                assert w.animal[s] == sp["token"] and w.up[s]
        dealt = {w.trap[s] for s, sp in enumerate(obs["spaces"]) if not sp["explored"]}
        assert dealt == unseen


def test_the_advice_is_the_same_for_any_box_the_seat_cannot_tell_apart():
    st = _level5()
    st.apply(0, next(a for a in st.legal_actions(0) if isinstance(a, Slide)))
    if st.phase != Phase.TURN:
        st.apply(0, END_TURN)
    seat = st.turn
    twin = st.determinize(seat, random.Random(5))  # hidden numbers, animals, seals re-dealt
    assert twin.observe(seat) == st.observe(seat)
    advice = solver.suggest(st.observe(seat), seat, st.legal_actions(seat))
    again = solver.suggest(twin.observe(seat), seat, twin.legal_actions(seat))
    assert advice is not None and again is not None and advice.action == again.action
