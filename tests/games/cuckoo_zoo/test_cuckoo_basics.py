"""Cuckoo Zoo, Beginner rules: matching, butterflies, drawing, calls and complaints."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, CuckooZooGame, Draw, Play

from .helpers import MORE, card, count, deal, filler, fly, play


def _cards(actions):
    return {a.cards for a in actions if isinstance(a, Play)}


def test_only_same_colour_or_same_animal_may_be_played():
    hand = [card("green", "cat"), card("red", "cow"), card("blue", "dog")]
    st = deal([hand, filler(3)], discard=[card("green", "cow")])
    assert _cards(st.legal_actions(0)) == {(card("green", "cat"),), (card("red", "cow"),)}
    before = st.to_dict()
    with pytest.raises(IllegalAction):
        play(st, 0, card("blue", "dog"))
    assert st.to_dict() == before
    play(st, 0, card("red", "cow"))
    assert st.observe(None)["discard_top"]["colour"] == "red"
    assert st.to_move()[0] == 1


def test_nobody_plays_out_of_turn():
    st = deal([filler(3), [card("green", "dog")] + filler(2, 3)], discard=[card("green", "cow")])
    with pytest.raises(IllegalAction):
        play(st, 1, card("green", "dog"))
    assert st.legal_actions(1) == []


def test_butterfly_goes_on_anything_even_a_butterfly_and_picks_the_colour():
    st = deal([[fly(1)] + filler(2), [card("blue", "cat"), card("green", "cat"), fly(2)]],
              discard=[fly(0)], colour="green")
    assert (fly(1),) in _cards(st.legal_actions(0))
    with pytest.raises(IllegalAction):
        play(st, 0, fly(1))  # a butterfly needs a colour
    play(st, 0, fly(1), colour="blue")
    obs = st.observe(1)
    assert (obs["active_colour"], obs["active_animal"]) == ("blue", "")
    assert _cards(st.legal_actions(1)) == {(card("blue", "cat"),), (fly(2),)}


def test_drawing_takes_one_card_and_ends_the_turn():
    top = card("green", "cow")
    st = deal([filler(3), filler(3, 3)], discard=[top], draw=[card("red", "dog")])
    st.apply(0, Draw())
    assert count(st, 0) == 4 and card("red", "dog") in st.hands[0]
    assert st.to_move() == (1,)


def test_empty_draw_pile_is_refilled_from_the_discard_pile_except_its_top():
    under = [card("red", "dog"), card("red", "cat"), card("green", "sheep")]
    top = card("green", "cow")
    st = deal([filler(3), filler(3, 3)], discard=[*under, top], draw=[])
    events = st.apply(0, Draw())
    assert any(e.kind == "reshuffle" for e in events)
    assert st.discard == [top]
    assert count(st, 0) == 4
    assert sorted(st.draw + [c for c in st.hands[0] if c in under]) == sorted(under)


def test_nothing_left_to_draw_means_a_pass():
    st = deal([filler(3), filler(3, 3)], discard=[card("green", "cow")], draw=[])
    events = st.apply(0, Draw())
    assert [e.kind for e in events][0] == "pass"
    assert count(st, 0) == 3 and st.to_move() == (1,)


MISTAKES = [
    ("green", "cat", "moo", "wrong_call"),
    ("green", "cat", "", "missing_call"),
    ("yellow", "rooster", "COCOTAKI!", "wrong_call"),
    ("red", "rooster", "cock-a-doodle-doo", "no_cocotaki"),
    ("red", "rooster", "", "no_cocotaki"),
    ("red", "sheep", "baa", "call_on_red"),
    ("red", "cow", "COCOTAKI!", "call_on_red"),
]


@pytest.mark.parametrize(("colour", "animal", "call", "kind"), MISTAKES)
@pytest.mark.parametrize("complainer", [1, 2])
def test_each_call_mistake_costs_two_cards_when_someone_complains(colour, animal, call, kind,
                                                                  complainer):
    c = card(colour, animal)
    draw = [card("yellow", "dog", k) for k in range(3)]
    st = deal([[c] + filler(2), filler(3, 3), filler(3, 6)],
              discard=[card(colour, "cow", 2)], draw=draw)
    play(st, 0, c, calls=[call])
    assert complainer in st.to_move() and Complain() in st.legal_actions(complainer)
    events = st.apply(complainer, Complain())
    assert count(st, 0) == 2 + 2
    res = st.observe(None)["last_result"]
    assert res["right"] and res["offender"] == 0 and kind in res["mistakes"]
    assert res["penalty"] == 2 and res["by"] == complainer
    assert events[0].kind == "complaint"
    # the complaint does not change whose turn it is, and closes the window
    assert st.to_move() == (1,)


def test_a_call_on_a_butterfly_is_a_mistake_too():
    st = deal([[fly(0)] + filler(2), filler(3, 3)], discard=[card("red", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, fly(0), calls=["moo"], colour="green")
    st.apply(1, Complain())
    assert count(st, 0) == 4


CORRECT = [("green", "cat", "miaow"), ("red", "sheep", ""), ("red", "rooster", "COCOTAKI!"),
           ("blue", "rooster", "cock-a-doodle-doo"), ("yellow", "donkey", "hee-haw")]


@pytest.mark.parametrize(("colour", "animal", "call"), CORRECT)
def test_a_wrong_complaint_costs_nothing(colour, animal, call):
    c = card(colour, animal)
    st = deal([[c] + filler(2), filler(3, 3)], discard=[card(colour, "cow", 2)],
              draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, c, calls=[call])
    st.apply(1, Complain())
    assert count(st, 0) == 2 and count(st, 1) == 3
    res = st.observe(None)["last_result"]
    assert res["right"] is False and res["penalty"] == 0
    assert st.to_move() == (1,)


def test_one_complaint_per_play():
    st = deal([[card("green", "cat")] + filler(2), filler(3, 3), filler(3, 6)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog", k) for k in range(4)])
    play(st, 0, card("green", "cat"), calls=["moo"])
    st.apply(2, Complain())
    assert Complain() not in st.legal_actions(1)
    with pytest.raises(IllegalAction):
        st.apply(2, Complain())
    assert count(st, 0) == 4


def test_complaints_only_count_until_the_next_card_is_placed():
    st = deal([[card("green", "cat")] + filler(2), [card("green", "dog")] + filler(2, 3),
               filler(3, 6)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), calls=["moo"])  # a mistake nobody notices in time
    play(st, 1, card("green", "dog"))  # the next card is placed correctly
    window = st.observe(2)["complaint_window"]
    assert window["offender"] == 1  # complaints now concern Ben's play, not Ann's
    st.apply(2, Complain())
    assert count(st, 0) == 2 and count(st, 1) == 2
    assert st.observe(None)["last_result"]["right"] is False


def test_drawing_places_no_card_so_complaints_still_count():
    st = deal([[card("green", "cat")] + filler(2), filler(3, 3), filler(3, 6)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), calls=["moo"])
    st.apply(1, Draw())
    assert st.to_move() == (2, 1)  # Cat to play; Ben may still complain, Ann may not
    assert Complain() in st.legal_actions(2)
    st.apply(1, Complain())
    assert count(st, 0) == 4 and count(st, 1) == 4
    assert st.to_move() == (2,)  # the complaint changes nobody's turn


def test_a_complaint_after_the_next_draw_and_the_next_card_is_too_late():
    st = deal([[card("green", "cat")] + filler(2), filler(3, 3),
               [card("green", "dog")] + filler(3, 6)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), calls=["moo"])
    st.apply(1, Draw())
    play(st, 2, card("green", "dog"))
    st.apply(1, Complain())  # about Cat's correct dog now
    assert count(st, 0) == 2 and st.observe(None)["last_result"]["right"] is False


def test_the_player_cannot_complain_about_their_own_play():
    st = deal([[card("green", "cat")] + filler(2), filler(3, 3), filler(3, 6)],
              discard=[card("green", "cow")])
    play(st, 0, card("green", "cat"), calls=["moo"])
    assert 0 not in st.to_move() and st.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        st.apply(0, Complain())


def test_forgetting_last_card_costs_two_cards():
    st = deal([[card("green", "cat"), card("blue", "dog")], filler(3)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), last_card=False)
    assert st.observe(1)["last_play"]["cards_left"] == 1
    st.apply(1, Complain())
    assert count(st, 0) == 3
    assert st.observe(None)["last_result"]["mistakes"] == ["no_last_card"]


def test_saying_last_card_in_time_is_safe():
    st = deal([[card("green", "cat"), card("blue", "dog")], filler(3)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), last_card=True)
    st.apply(1, Complain())
    assert count(st, 0) == 1


def test_the_last_card_wins_once_nobody_complains():
    st = deal([[card("green", "cat")], filler(3), filler(3, 3)], discard=[card("green", "cow")])
    play(st, 0, card("green", "cat"))
    assert st.outcome() is None
    assert st.observe(None)["pending_win"] == 0
    assert st.to_move() == (1, 2)
    assert set(st.legal_actions(1)) == {Confirm(), Complain()}
    assert st.legal_actions(2) == [Complain()]
    with pytest.raises(IllegalAction):
        st.apply(2, Confirm())
    with pytest.raises(IllegalAction):
        play(st, 1, filler(1, 0)[0])
    st.apply(1, Confirm())
    assert st.outcome().winners == (0,)
    assert st.to_move() == ()
    assert st.observe(None)["winner"] == 0


def test_a_wrong_complaint_about_the_winning_card_lets_the_win_stand():
    st = deal([[card("green", "cat")], filler(3), filler(3, 3)], discard=[card("green", "cow")])
    play(st, 0, card("green", "cat"))
    st.apply(2, Complain())
    assert st.outcome().winners == (0,)


def test_a_mistake_on_the_last_card_means_two_cards_and_play_goes_on():
    st = deal([[card("green", "cat")], filler(3), filler(3, 3)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), calls=["woof"])
    st.apply(2, Complain())
    assert st.outcome() is None and count(st, 0) == 2
    assert st.observe(None)["pending_win"] is None
    assert st.to_move() == (1,)


def test_referee_penalises_mistakes_at_once_and_nobody_complains():
    st = deal([[card("green", "cat")] + filler(2), filler(3, 3)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)], referee=True)
    events = play(st, 0, card("green", "cat"), calls=["moo"])
    assert count(st, 0) == 4
    assert any(e.kind == "complaint" and e.data["by"] is None for e in events)
    obs = st.observe(1)
    assert obs["complaint_window"] is None and obs["last_result"]["right"]
    assert st.to_move() == (1,) and Complain() not in st.legal_actions(1)


def test_referee_ends_the_game_on_a_correct_last_card_right_away():
    st = deal([[card("green", "cat")], filler(3)], discard=[card("green", "cow")], referee=True)
    play(st, 0, card("green", "cat"))
    assert st.outcome().winners == (0,)


def test_referee_does_not_let_a_mistaken_last_card_win():
    st = deal([[card("green", "cat")], filler(3)], discard=[card("green", "cow")], referee=True,
              draw=[card("yellow", "dog", k) for k in range(3)])
    play(st, 0, card("green", "cat"), calls=[""])
    assert st.outcome() is None and count(st, 0) == 2


def test_a_butterfly_turned_up_at_the_start_lets_anything_be_played():
    st = deal([[card("blue", "dog")] + filler(2), filler(3, 3)], discard=[fly(0)])
    assert (card("blue", "dog"),) in _cards(st.legal_actions(0))


@pytest.mark.parametrize(("options", "size"), [
    (None, 8),
    ({"rule_level": MORE}, 10),
    ({"hand_size": 5}, 5),
    ({"rule_level": MORE, "hand_size": 7}, 7),
])
def test_hand_sizes(options, size):
    game = CuckooZooGame()
    opts = None if options is None else game.Options(**options)
    st = game.new_state(["A", "B", "C"], opts, 3)
    obs = st.observe(0)
    assert obs["hand_counts"] == [size] * 3 and len(obs["hand"]) == size
    assert obs["draw_count"] == 112 - 3 * size - 1
    assert obs["rules"]["hand_size"] == size


def test_one_card_per_turn_below_more_advanced():
    cats = [card("green", "cat"), card("blue", "cat")]
    st = deal([cats + filler(2), filler(3, 3)], discard=[card("green", "cow")])
    with pytest.raises(IllegalAction):
        play(st, 0, *cats)
    assert all(len(a.cards) == 1 for a in st.legal_actions(0) if isinstance(a, Play))


def test_a_very_big_hand_size_is_capped_to_leave_a_draw_pile():
    game = CuckooZooGame()
    st = game.new_state([f"P{i}" for i in range(6)], game.Options(hand_size=20), 1)
    obs = st.observe(None)
    assert obs["hand_counts"] == [15] * 6 and obs["draw_count"] == 112 - 90 - 1
    two = game.new_state(["A", "B"], game.Options(hand_size=20), 1)
    assert two.observe(None)["hand_counts"] == [20, 20]


def test_penalty_cards_come_from_the_reshuffled_pile_and_stop_when_it_runs_out():
    # no draw pile: only the card under the played one can be shuffled in and drawn
    st = deal([[card("green", "cat")], filler(3), filler(3, 3)], discard=[card("green", "cow")])
    play(st, 0, card("green", "cat"), calls=["moo"])
    events = st.apply(1, Complain())
    assert "reshuffle" in [e.kind for e in events]
    assert st.hands[0] == [card("green", "cow")] and st.outcome() is None
    assert st.observe(None)["discard_top"]["id"] == card("green", "cat")
