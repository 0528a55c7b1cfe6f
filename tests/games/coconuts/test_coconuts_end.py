"""The end of a Coconuts game as the table and the end screen tell it: the pyramids and
coconut counts, why it ended, the tie-break when it decided, the cards played, and the cards
nobody got to play revealed only once the game is over."""

from __future__ import annotations

from cocoa_games.core import end_summary
from cocoa_games.games.coconuts.cards import AIMED_SHOT, FAR_SHOT, FREEZE, GUESS_WHO
from cocoa_games.games.coconuts.rules import ClaimMagic, CoconutsGame, CoconutsState, PlayCard

from .helpers import card, cup_at, make, put_on_board, set_hands, shot_into


def _tie_ending() -> tuple[CoconutsState, list]:
    """Ada and Cleo end on 8 coconuts each; Ada shot last and wins the tie."""
    st = make(3)
    set_hands(st, [], [], [card(FREEZE)])
    for seat, cup in ((0, 0), (1, 1), (2, 2)):
        put_on_board(st, cup, seat)
    st.contents[0], st.contents[1], st.contents[2] = 8, 2, 8
    st.contents[cup_at(st, 3)] = 5  # left in a table cup: nobody's
    st.supply, st.loose = [0, 1, 0], 0
    st.serial, st.last_shot_by = 6, [6, 4, 5]
    st.turn = 1
    st._cache = None
    assert st.to_move() == (1, 2)  # Cleo may call Magic!, but Ben need not wait
    history = st.apply(1, shot_into(st, cup_at(st, 5)))
    assert st.is_over()
    return st, history


def _summary(st: CoconutsState, history: list) -> end_summary.EndSummary:
    summary = end_summary.build(CoconutsGame(), st, st.names, history, moves=len(history))
    assert summary is not None
    return summary


def test_a_tie_is_explained_on_the_end_screen_and_the_table():
    st, history = _tie_ending()
    summary = _summary(st, history)
    assert [s.name for s in summary.standings] == ["Ada", "Cleo", "Ben"]
    assert [s.place for s in summary.standings] == [1, 2, 3]
    assert summary.standings[0].note == "1 of 6 cups, 8 coconuts"
    assert summary.standings[1].note == "1 of 6 cups, 8 coconuts"
    why = "Ada, Cleo tied with 8 coconuts; Ada shot last and wins the tie."
    assert why in summary.moments
    table = st.observe(None)["end"]
    assert table["why"] == why
    assert [st.names[s] for s in table["order"]] == ["Ada", "Cleo", "Ben"]
    assert table["notes"][2] == "2 of 6 cups, 3 coconuts"  # Ben won a cup at the end
    # Cleo's Freeze! was never played: the end shows it to everyone
    assert summary.secrets == ("Cleo still held: Freeze!",)


def test_a_pyramid_wins_first_place_even_with_fewer_coconuts():
    st = make(2)
    set_hands(st, [], [])
    for cup in range(5):
        put_on_board(st, cup, 0)
    put_on_board(st, 5, 1)
    st.contents[5] = 6
    st.supply[1] -= 6
    history = st.apply(0, shot_into(st, cup_at(st, 7)))
    assert st.is_over() and st.winner == 0
    summary = _summary(st, history)
    assert [(s.name, s.place) for s in summary.standings] == [("Ada", 1), ("Ben", 2)]
    assert summary.standings[0].note == "6 of 6 cups, 1 coconut"
    assert summary.standings[1].note == "1 of 6 cups, 6 coconuts"
    assert "Ada completed a pyramid of six cups." in summary.moments
    assert summary.results == (1.0, 6.0)
    assert not summary.lower_is_better


def test_the_cards_played_are_listed_in_order_and_hands_only_at_the_end():
    st = make(3)
    set_hands(st, [], [card(AIMED_SHOT)], [card(GUESS_WHO), card(FAR_SHOT)])
    target = cup_at(st, 0)
    for cup in [c for s in st.table for c in s if c != target][:5]:
        put_on_board(st, cup, 0)  # Ada needs one more cup for her pyramid
    history = list(st.apply(1, ClaimMagic()))
    history += st.apply(1, PlayCard(card(AIMED_SHOT), cup=target))
    history += st.apply(2, ClaimMagic())
    history += st.apply(2, PlayCard(card(GUESS_WHO)))
    assert st.end_report(history) is None  # still going: nothing told, nothing revealed
    history += st.apply(0, shot_into(st, target))
    assert st.is_over() and st.winner == 0
    summary = _summary(st, history)
    played = [m for m in summary.moments if " played " in m]
    assert played == ["Ben played Aimed Shot on Ada.", "Cleo played Guess Who? on Ada."]
    assert summary.secrets == ("Cleo still held: Far Shot",)


def test_a_save_from_before_end_reasons_still_loads_and_ends_plainly():
    st, _history = _tie_ending()
    data = st.to_dict()
    del data["end_reason"], data["tie_break"]
    old = CoconutsGame().state_from_dict(data)
    assert old.observe(None)["end"]["why"] == ""
    assert old.end_report([]) is not None
    again = CoconutsGame().state_from_dict(st.to_dict())
    assert again.observe(None)["end"] == st.observe(None)["end"]
