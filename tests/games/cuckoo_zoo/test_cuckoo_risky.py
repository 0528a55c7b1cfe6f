"""Cuckoo Zoo: legal_actions marks a non-donkey in a donkey round as risky (a bluff).

RULES-NOTES: such a card may be placed, but it is a mistake others may complain about.
Bots and the screen must be able to tell it from a normal move.
"""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.bot import CuckooZooBot, Temper
from cocoa_games.games.cuckoo_zoo.cards import risky_play
from cocoa_games.games.cuckoo_zoo.rules import Draw, Play, action_from_dict

from .helpers import ADVANCED, MORE, card, deal, filler, fly, play

DRAW = [card("yellow", "dog", k) for k in range(3)]


def _table(level=ADVANCED, ben=None):
    ann = [card("green", "donkey")] + filler(2)
    ben = ben or [card("blue", "donkey"), card("green", "cat"), fly(0)] + filler(2, 2)
    return deal([ann, ben, filler(2, 4)], discard=[card("green", "cow")], draw=DRAW,
                level=level)


def _plays(st, seat):
    return [a for a in st.legal_actions(seat) if isinstance(a, Play)]


def test_outside_a_donkey_round_no_play_is_risky():
    st = _table()
    assert _plays(st, 0) and not any(p.risky for p in _plays(st, 0))


def test_in_a_donkey_round_only_the_non_donkeys_are_risky():
    st = _table()
    play(st, 0, card("green", "donkey"))  # Ann starts a donkey round
    plays = _plays(st, 1)
    risky = {p.cards[0] for p in plays if p.risky}
    safe = {p.cards[0] for p in plays if not p.risky}
    assert safe == {card("blue", "donkey")}
    assert risky == {card("green", "cat"), fly(0)}  # a butterfly is no donkey either
    obs = st.observe(1)
    assert risky_play(obs, [card("green", "cat")]) and not risky_play(obs, [card("blue", "donkey")])


def test_several_cards_of_one_animal_are_risky_together():
    ben = [card("blue", "donkey"), card("green", "cat"), card("red", "cat")] + filler(2, 2)
    st = _table(MORE, ben)
    play(st, 0, card("green", "donkey"))
    cats = [p for p in _plays(st, 1) if p.cards[0] == card("green", "cat")]
    assert any(len(p.cards) == 2 for p in cats) and all(p.risky for p in cats)


def test_a_risky_play_is_still_the_same_move_and_is_saved_without_the_mark():
    st = _table()
    play(st, 0, card("green", "donkey"))
    cat = next(p for p in _plays(st, 1) if p.risky)
    plain = Play(cat.cards, cat.calls, cat.last_card)
    assert cat == plain and hash(cat) == hash(plain)
    assert "risky" not in cat.to_dict() and action_from_dict(cat.to_dict()) == cat
    st.apply(1, cat)  # allowed: a mistake to complain about, not an illegal move
    assert st.observe(None)["last_play"]["cards"][0]["id"] == card("green", "cat")


def test_a_careful_bot_draws_rather_than_bluff_and_plays_a_donkey_when_it_has_one():
    st = _table(ben=[card("green", "cat")] + filler(2, 2))
    play(st, 0, card("green", "donkey"))
    bot = CuckooZooBot(1, "sharp", 0)
    bot.temper = Temper(call_slip=0.0, forget_last=0.0, attention=0.0, donkey_slip=0.0)
    assert isinstance(bot.choose(st.observe(1), st.legal_actions(1)), Draw)
    st = _table()
    play(st, 0, card("green", "donkey"))
    chosen = bot.choose(st.observe(1), st.legal_actions(1))
    assert isinstance(chosen, Play) and chosen.cards == (card("blue", "donkey"),)
