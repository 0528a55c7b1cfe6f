"""`cards.check_play` (what the scene uses to validate a selection) agrees with `apply`."""

from __future__ import annotations

import random

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.cuckoo_zoo.cards import COLOURS, CORRECT_CALL, check_play
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooGame, CuckooZooOptions, Play, RuleLevel

from .helpers import ADVANCED, card, deal, filler, play


def _accepts(state, seat, cards, colour):
    if cards and cards[-1] < 96:
        colour = ""  # the Play carries a colour only for a butterfly
    twin = state._copy()
    try:
        twin.apply(seat, Play(tuple(cards), tuple(CORRECT_CALL[c] for c in cards), False, colour))
    except IllegalAction:
        return False
    return True


def test_check_play_agrees_with_apply_on_random_selections():
    game = CuckooZooGame()
    rng = random.Random(2)
    checked = accepted = 0
    for level in RuleLevel:
        state = game.new_state(["A", "B", "C"], CuckooZooOptions(rule_level=level), 9)
        for _ in range(60):
            if state.is_over():
                break
            seat = state.to_move()[0]
            obs = state.observe(seat)
            hand = [c["id"] for c in obs["hand"]]
            for _ in range(15):
                cards = rng.sample(hand, min(len(hand), rng.choice((1, 1, 2, 3))))
                colour = rng.choice(("", *COLOURS))
                ok = _accepts(state, seat, cards, colour)
                assert (check_play(obs, cards, colour) is None) == ok, (cards, colour)
                checked += 1
                accepted += ok
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 500 and accepted > 20


def test_check_play_explains_why_not():
    st = deal([[card("blue", "dog"), card("green", "cat")] + filler(2), filler(3, 3)],
              discard=[card("green", "cow")], level=ADVANCED)
    obs = st.observe(0)
    assert "match" in check_play(obs, [card("blue", "dog")])
    assert check_play(obs, [card("green", "cat")]) is None
    assert "one card" in check_play(obs, [card("green", "cat"), card("blue", "dog")])
    assert "turn" in check_play(st.observe(1), [filler(1, 3)[0]])
    play(st, 0, card("green", "cat"))
    assert "turn" in check_play(st.observe(0), [card("blue", "dog")])
