"""Cuckoo Zoo, Advanced and More advanced rules: roosters, donkey rounds, several cards, lions."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, Draw, Play

from .helpers import ADVANCED, BEGINNER, MORE, card, count, deal, filler, fly, play

DRAW = [card("yellow", "dog", k) for k in range(3)] + [card("yellow", "cat", k) for k in range(3)]


def four(first, level, second=()):
    return deal([list(first) + filler(2), list(second) + filler(2, 2), filler(2, 4),
                 filler(2, 6)], discard=[card("blue", "cow", 2)], draw=DRAW, level=level)


def test_a_rooster_skips_the_next_player():
    st = four([card("blue", "rooster")], ADVANCED, [card("blue", "dog")])
    play(st, 0, card("blue", "rooster"))
    obs = st.observe(None)
    assert obs["skipped"] == [1] and obs["turn"] == 2
    assert st.to_move()[0] == 2
    with pytest.raises(IllegalAction):  # the skipped player may not play
        play(st, 1, card("blue", "dog"))
    assert 1 in st.to_move() and st.legal_actions(1) == [Complain()]


def test_a_rooster_does_not_skip_in_the_beginners_game():
    st = four([card("blue", "rooster")], BEGINNER)
    play(st, 0, card("blue", "rooster"))
    assert st.observe(None)["skipped"] == [] and st.to_move()[0] == 1


def test_two_roosters_skip_two_players():
    roosters = [card("blue", "rooster"), card("red", "rooster")]
    st = four(roosters, MORE)
    play(st, 0, *roosters, calls=["cock-a-doodle-doo", "COCOTAKI!"])
    obs = st.observe(None)
    assert obs["skipped"] == [1, 2] and st.to_move()[0] == 3
    st.apply(3, Complain())  # both calls were right
    assert count(st, 0) == 2


def test_several_cards_need_the_same_animal_and_a_call_each():
    cats = [card("blue", "cat"), card("green", "cat"), card("red", "cat")]
    st = four(cats + [card("blue", "dog")], MORE)
    with pytest.raises(IllegalAction):
        play(st, 0, card("blue", "cat"), card("blue", "dog"))
    with pytest.raises(IllegalAction):  # the first card must match, the others need not
        play(st, 0, card("green", "cat"), card("blue", "cat"))
    with pytest.raises(IllegalAction):  # one call per card
        st.apply(0, Play(tuple(cats), ("miaow",), False, ""))
    play(st, 0, *cats, calls=["miaow", "miaow", ""])
    assert st.observe(None)["active_colour"] == "red"  # the last card sets the colour
    assert count(st, 0) == 3


def test_one_wrong_call_among_several_cards_is_a_mistake():
    cats = [card("blue", "cat"), card("green", "cat"), card("red", "cat")]
    st = four(cats, MORE)
    play(st, 0, *cats, calls=["miaow", "miaow", "miaow"])  # the red cat must stay silent
    st.apply(1, Complain())
    assert count(st, 0) == 2 + 2
    assert st.observe(None)["last_result"]["mistakes"] == ["call_on_red"]


def test_legal_plays_list_every_group_and_every_possible_last_colour():
    cats = [card("blue", "cat"), card("green", "cat"), card("red", "cat")]
    st = four(cats, MORE)
    plays = [a for a in st.legal_actions(0) if isinstance(a, Play)]
    firsts = {a.cards[0] for a in plays}
    assert firsts == {card("blue", "cat")}  # only the blue cat matches the blue cow
    lasts = {a.cards[-1] for a in plays if len(a.cards) == 3}
    assert lasts == {card("green", "cat"), card("red", "cat")}
    assert {len(a.cards) for a in plays} == {1, 2, 3}


@pytest.mark.parametrize(("lions", "direction", "next_seat"), [(1, -1, 3), (2, 1, 1), (3, -1, 3)])
def test_lions_turn_the_direction_by_parity(lions, direction, next_seat):
    cards = [card(c, "lion") for c in ("blue", "green", "yellow")][:lions]
    st = four(cards, MORE)
    play(st, 0, *cards)
    obs = st.observe(None)
    assert obs["direction"] == direction and st.to_move()[0] == next_seat


def test_reversed_direction_carries_on_around_the_table():
    st = four([card("blue", "lion")], MORE)
    play(st, 0, card("blue", "lion"))
    st.apply(3, Draw())
    assert st.to_move()[0] == 2


def test_lions_do_not_reverse_below_more_advanced():
    st = four([card("blue", "lion")], ADVANCED)
    play(st, 0, card("blue", "lion"))
    assert st.observe(None)["direction"] == 1 and st.to_move()[0] == 1


def donkey_table(level=ADVANCED, referee=False):
    ann = [card("green", "donkey"), card("blue", "cat")] + filler(2)
    ben = [card("blue", "donkey"), card("green", "cat"), fly(0)] + filler(2, 2)
    cat = [card("green", "sheep")] + filler(2, 4)
    return deal([ann, ben, cat], discard=[card("green", "cow")], draw=DRAW, level=level,
                referee=referee)


def test_a_donkey_round_ends_when_it_comes_back_to_its_starter():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))
    assert st.observe(1)["donkey_round"] == {"starter": 0}
    play(st, 1, card("blue", "donkey"))
    assert st.observe(2)["donkey_round"] == {"starter": 0}
    # Cat has no donkey: she draws
    assert not any(isinstance(a, Play) and a.cards == (card("green", "sheep"),)
                   for a in st.legal_actions(2))
    st.apply(2, Draw())
    obs = st.observe(0)
    assert obs["donkey_round"] is None and obs["turn"] == 0
    play(st, 0, card("blue", "cat"))  # back to normal matching
    st.apply(1, Complain())
    assert st.observe(None)["last_result"]["right"] is False


def test_the_beginners_game_has_no_donkey_rounds():
    st = donkey_table(BEGINNER)
    play(st, 0, card("green", "donkey"))
    assert st.observe(1)["donkey_round"] is None


def test_a_non_donkey_in_a_donkey_round_goes_back_with_two_cards_when_caught():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"))  # placed, but it is not a donkey
    assert st.observe(2)["donkey_round"] is None  # ...unless someone complains
    st.apply(2, Complain())
    assert card("green", "cat") in st.hands[1] and count(st, 1) == 5 - 1 + 1 + 2
    obs = st.observe(2)
    assert obs["discard_top"]["id"] == card("green", "donkey")
    assert obs["donkey_round"] == {"starter": 0}
    assert obs["last_result"]["returned"] == 1 and "not_a_donkey" in obs["last_result"]["mistakes"]
    assert st.to_move() == (2,)
    st.apply(2, Draw())
    assert st.observe(0)["donkey_round"] is None  # back at the starter: the round is over


def test_a_butterfly_in_a_donkey_round_is_a_mistake_too():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))
    play(st, 1, fly(0), colour="yellow")
    st.apply(0, Complain())
    assert fly(0) in st.hands[1]
    assert st.observe(None)["active_colour"] == "green"


def test_a_non_donkey_nobody_complains_about_ends_the_donkey_round():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"))
    legal = {a.cards for a in st.legal_actions(2) if isinstance(a, Play)}
    assert (card("green", "sheep"),) in legal  # the cat set colour green / animal cat
    play(st, 2, card("green", "sheep"))
    obs = st.observe(0)
    assert obs["donkey_round"] is None and obs["active_colour"] == "green"
    st.apply(0, Complain())  # too late for Ben's cat: this is about Cat's sheep
    assert card("green", "cat") not in st.hands[1]


def test_referee_sends_a_non_donkey_back_at_once():
    st = donkey_table(referee=True)
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"))
    assert card("green", "cat") in st.hands[1]
    assert st.observe(2)["donkey_round"] == {"starter": 0}


def test_the_starter_may_start_a_new_donkey_round():
    st = deal([[card("green", "donkey"), card("yellow", "donkey")] + filler(2), filler(3, 2)],
              discard=[card("green", "cow")], draw=DRAW, level=ADVANCED)
    play(st, 0, card("green", "donkey"))
    st.apply(1, Draw())
    assert st.observe(0)["donkey_round"] is None
    play(st, 0, card("yellow", "donkey"))
    assert st.observe(1)["donkey_round"] == {"starter": 0}


def test_after_a_winning_lion_the_player_before_confirms():
    st = deal([[card("blue", "lion")], filler(2, 2), filler(2, 4), filler(2, 6)],
              discard=[card("blue", "cow", 2)], draw=DRAW, level=MORE)
    play(st, 0, card("blue", "lion"))
    assert st.to_move() == (3, 2, 1)  # the direction turned: Dan is next and confirms
    st.apply(3, Confirm())
    assert st.outcome().winners == (0,)


def test_the_referee_does_not_announce_a_false_end_of_the_donkey_round():
    st = donkey_table(referee=True)
    play(st, 0, card("green", "donkey"))
    events = play(st, 1, card("green", "cat"))
    kinds = [e.kind for e in events]
    assert "donkey_round_end" not in kinds and "take_back" in kinds


def test_after_a_lion_a_rooster_skips_the_player_on_the_other_side():
    st = four([card("blue", "lion"), card("green", "lion")], MORE)
    st.hands[3] = [card("blue", "rooster")] + filler(2, 6)
    play(st, 0, card("blue", "lion"))  # now counter-clockwise: 3 plays next
    play(st, 3, card("blue", "rooster"))
    obs = st.observe(None)
    assert obs["skipped"] == [2] and st.to_move()[0] == 1
    assert [e.text for e in st.apply(1, Draw())]  # play goes on past the skipped seat


def test_two_skipped_players_are_named_together():
    roosters = [card("blue", "rooster"), card("green", "rooster")]
    st = four(roosters, MORE)
    events = play(st, 0, *roosters)
    skip = next(e for e in events if e.kind == "skip")
    assert skip.text == "Ben and Cat miss a turn."


def test_with_two_players_a_rooster_gives_the_player_another_turn_but_no_self_complaint():
    st = deal([[card("blue", "rooster"), card("blue", "dog")] + filler(2), filler(3, 3)],
              discard=[card("blue", "cow")], draw=DRAW, level=ADVANCED)
    play(st, 0, card("blue", "rooster"), calls=["moo"])
    assert st.to_move()[0] == 0 and Complain() not in st.legal_actions(0)
    with pytest.raises(IllegalAction):  # the player may not "catch" their own slip
        st.apply(0, Complain())
    assert count(st, 0) == 3
    st.apply(1, Complain())
    assert count(st, 0) == 5


def test_a_non_donkey_can_still_be_caught_after_the_next_player_drew():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"))  # a mistake...
    st.apply(2, Draw())  # ...Cat draws: no card placed, so complaints still count
    assert st.to_move()[0] == 0 and Complain() in st.legal_actions(0)
    events = st.apply(0, Complain())
    assert card("green", "cat") in st.hands[1]
    assert st.observe(None)["discard_top"]["id"] == card("green", "donkey")
    # the turn stays with Ann, who started the round: it has come back round, so it is over
    assert st.to_move() == (0,) and st.observe(0)["donkey_round"] is None
    assert "donkey_round_end" in [e.kind for e in events]


def test_a_reshuffle_while_complaints_count_keeps_the_last_play_on_the_pile():
    ann = [card("green", "donkey")] + filler(2)
    ben = [card("green", "cat"), card("blue", "cat")] + filler(2, 2)
    st = deal([ann, ben, filler(2, 4)], discard=[card("red", "dog"), card("green", "cow")],
              draw=[], level=MORE)
    everything = sorted(c for h in st.hands for c in h) + sorted(st.discard)
    play(st, 0, card("green", "donkey"))
    play(st, 1, card("green", "cat"), card("blue", "cat"))  # two non-donkeys
    events = st.apply(2, Draw())
    assert "reshuffle" in [e.kind for e in events]
    assert st.discard == [card("green", "donkey"), card("green", "cat"), card("blue", "cat")]
    st.apply(0, Complain())
    assert card("green", "cat") in st.hands[1] and card("blue", "cat") in st.hands[1]
    assert st.discard == [card("green", "donkey")]
    now = [c for h in st.hands for c in h] + st.draw + st.discard
    assert sorted(now) == sorted(everything)  # no card lost or doubled


def test_a_caught_non_donkey_does_not_revive_a_round_whose_starter_already_drew():
    st = donkey_table()
    play(st, 0, card("green", "donkey"))  # Ann starts a donkey round
    play(st, 1, card("green", "cat"))  # Ben slips...
    st.apply(2, Draw())
    st.apply(0, Draw())  # ...Cat and Ann draw: no card placed, complaints still count
    assert st.to_move()[0] == 1
    st.apply(2, Complain())
    assert card("green", "cat") in st.hands[1]
    # Ann had her turn again since: the round is over, Ben plays on normally
    assert st.observe(1)["donkey_round"] is None and st.to_move() == (1,)
