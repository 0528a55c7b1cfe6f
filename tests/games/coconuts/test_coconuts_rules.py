"""Rule scenarios, shot by shot: set-up, taking cups, red cups, stacks, pyramids, stealing,
running out of coconuts, the end and the tie-break."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.coconuts import layout
from cocoa_games.games.coconuts.rules import COCONUTS_EACH, CoconutsGame, Shot
from tests.conformance.playthrough import canonical

from .helpers import clear_table, cup_at, make, put_on_board, set_hands, shot_into, shot_missing


def test_two_and_four_players_get_a_square_with_a_yellow_stack_in_the_middle():
    for players in (2, 4):
        st = make(players)
        assert len(st.table) == 9
        assert [len(s) for s in st.table].count(2) == 1 and len(st.table[4]) == 2
        assert set(st.colours) == {"yellow"} and len(st.colours) == 10
        assert st.supply == [COCONUTS_EACH] * players
        assert all(len(h) == 2 for h in st.hands)
        assert len(st.box) == 12 - 2 * players


def test_three_players_get_a_triangle_with_red_corners_and_yellow_on_red_in_the_middle():
    st = make(3)
    assert len(st.table) == 10
    colours = [[st.colours[c] for c in stack] for stack in st.table]
    assert colours[0] == ["red"] and colours[6] == ["red"] and colours[9] == ["red"]
    assert colours[4] == ["red", "yellow"]  # the centre of the triangle: yellow on red
    assert st.colours.count("red") == 4 and st.colours.count("yellow") == 7


def test_a_hit_takes_the_cup_onto_the_shooters_board_and_the_turn_passes():
    st = make(2)
    set_hands(st, [], [])
    cup = cup_at(st, 7)
    events = st.apply(0, shot_into(st, cup))
    assert st.boards[0][0] == cup
    assert cup not in [c for s in st.table for c in s]
    assert st.contents[cup] == 1  # the coconut stays in the cup
    assert st.supply[0] == COCONUTS_EACH - 1
    assert st.turn == 1
    assert "take" in [e.kind for e in events]


def test_a_miss_leaves_a_loose_coconut_and_the_turn_passes():
    st = make(2)
    set_hands(st, [], [])
    st.apply(0, shot_missing(st))
    assert st.loose == 1 and st.supply[0] == COCONUTS_EACH - 1
    assert st.turn == 1 and all(c < 0 for c in st.boards[0])


def test_a_red_cup_gives_another_shot():
    st = make(3)
    set_hands(st, [], [], [])
    red = cup_at(st, 6)  # the left corner of the row facing Ada
    assert st.colours[red] == "red"
    events = st.apply(0, shot_into(st, red))
    assert st.turn == 0 and "again" in [e.kind for e in events]
    st.apply(0, shot_missing(st))
    assert st.turn == 1  # a miss ends it


def test_a_stack_gives_its_top_cup_then_the_cup_below_stands_alone():
    st = make(2)
    set_hands(st, [], [])
    bottom, top = st.table[4]
    assert not st.observe(None)["cups"][4]["open"]  # the lower cup is covered
    st.apply(0, shot_into(st, top))
    assert st.boards[0][0] == top and st.table[4] == [bottom]
    st.apply(1, shot_missing(st))
    st.apply(0, shot_into(st, bottom))
    assert st.boards[0][1] == bottom


def test_cups_fill_the_pyramid_three_then_two_then_one_and_the_sixth_wins():
    st = make(2)
    set_hands(st, [], [])
    for cup in (0, 1, 2, 3, 5):
        put_on_board(st, cup, 0)
    assert st.boards[0] == [0, 1, 2, 3, 5, -1]
    assert layout.covered(st.boards[0], 0) and not layout.covered(st.boards[0], 3)
    events = st.apply(0, shot_into(st, cup_at(st, 7)))
    assert st.boards[0][5] >= 0
    assert st.is_over() and st.outcome().winners == (0,)
    assert events[-1].kind == "end" and st.to_move() == ()


def test_a_cup_on_another_board_may_be_taken_and_its_coconuts_go_with_it():
    st = make(2)
    set_hands(st, [], [])
    put_on_board(st, 0, 1)
    st.contents[0] = 2  # that cup already holds coconuts (taken from supply for the test)
    st.supply[1] -= 2
    events = st.apply(0, shot_into(st, 0))
    assert st.boards[1][0] == -1 and st.boards[0][0] == 0
    assert st.contents[0] == 3
    take = next(e for e in events if e.kind == "take")
    assert take.data["from"] == 1 and "Ben" in take.text
    assert st.scores() == [3, 0]


def test_without_stealing_other_boards_only_bounce_coconuts_away():
    st = make(2, stealing=False)
    set_hands(st, [], [])
    put_on_board(st, 0, 1)
    assert 0 not in st.open_cups(0)
    with_steal = make(2)
    set_hands(with_steal, [], [])
    put_on_board(with_steal, 0, 1)
    assert 0 in with_steal.open_cups(0)


def test_your_own_pyramid_is_never_a_target():
    st = make(2)
    put_on_board(st, 0, 0)
    assert 0 not in st.open_cups(0)
    assert 0 in st.open_cups(1)


def test_covered_cups_on_a_board_cannot_be_taken():
    st = make(2)
    for cup in (0, 1, 2, 3):
        put_on_board(st, cup, 1)
    open_ones = st.open_cups(0)
    assert 3 in open_ones and 2 in open_ones
    assert 0 not in open_ones and 1 not in open_ones


def test_out_of_coconuts_a_player_reuses_one_that_missed():
    st = make(2)
    set_hands(st, [], [])
    st.supply = [0, 4]
    st.loose = 12
    events = st.apply(0, shot_missing(st))
    assert "reuse" in [e.kind for e in events]
    assert st.supply[0] == 0 and st.loose == 12  # picked up, shot, lying about again


def test_a_player_with_nothing_to_shoot_is_skipped():
    st = make(3)
    set_hands(st, [], [], [])
    put_on_board(st, 0, 2)
    st.supply, st.loose, st.contents[0] = [1, 0, 3], 0, 20  # 24 coconuts in all
    events = st.apply(0, shot_into(st, cup_at(st, 5)))  # Ada's last one lands in a cup
    assert "skip" in [e.kind for e in events]  # Ben has none and none lies about
    assert st.turn == 2 and not st.is_over()


def test_when_every_coconut_is_in_a_cup_most_coconuts_wins():
    st = make(2)
    set_hands(st, [], [])
    put_on_board(st, 0, 0)
    put_on_board(st, 1, 1)
    st.contents[0], st.contents[1] = 9, 6
    st.supply, st.loose = [1, 0], 0
    events = st.apply(0, shot_into(st, cup_at(st, 7)))
    assert st.is_over()
    assert st.outcome().winners == (0,)
    assert st.outcome().scores == (10.0, 6.0)
    end = events[-1]
    assert end.data["reason"] == "all_in_cups"
    assert end.text == "Every coconut is in a cup: Ada wins with 10 coconuts."


def test_a_tie_goes_to_the_tied_player_who_shot_last():
    st = make(3)
    set_hands(st, [], [], [])
    for seat, cup in ((0, 0), (1, 1), (2, 2)):
        put_on_board(st, cup, seat)
    st.contents[0], st.contents[1], st.contents[2] = 8, 7, 8
    st.supply, st.loose = [0, 1, 0], 0
    st.serial, st.last_shot_by = 6, [5, 4, 6]  # Cleo shot after Ada
    st.turn = 1
    st.apply(1, shot_into(st, cup_at(st, 5)))  # Ben's last coconut: he ties at 8
    assert st.is_over()
    assert st.scores() == [8, 8, 8]
    assert st.outcome().winners == (1,)  # all three tie; Ben shot last


def test_a_tie_between_two_goes_to_the_one_who_shot_later():
    st = make(3)
    set_hands(st, [], [], [])
    for seat, cup in ((0, 0), (1, 1), (2, 2)):
        put_on_board(st, cup, seat)
    st.contents[0], st.contents[1], st.contents[2] = 8, 2, 8
    st.contents[cup_at(st, 3)] = 5  # left in a table cup: nobody's
    st.supply, st.loose = [0, 1, 0], 0
    st.serial, st.last_shot_by = 6, [6, 4, 5]  # Ada shot after Cleo
    st.turn = 1
    st.apply(1, shot_into(st, cup_at(st, 5)))
    assert st.is_over()
    assert st.scores() == [8, 3, 8]
    assert st.outcome().winners == (0,)


def test_with_no_cup_left_to_win_the_game_ends_on_coconuts():
    st = make(2, stealing=False)
    set_hands(st, [], [])
    clear_table(st, keep=(7,))
    st.contents[st.boards[1][0]] = 3
    st.supply[1] -= 3
    events = st.apply(0, shot_into(st, 7))
    assert st.is_over()
    assert st.outcome().winners == (1,)  # 3 coconuts against 1
    assert events[-1].text == "No cup is left to win: Ben wins with 3 coconuts."


@pytest.mark.parametrize("bad", [
    Shot("left", 0.5), Shot(0.0, None), Shot(0.0, 1.5), Shot(9.0, 0.5), Shot(True, 0.5),
    Shot(float("nan"), 0.5), Shot(0.0, float("inf")),
])
def test_bad_shots_are_refused_with_a_sentence_and_change_nothing(bad):
    st = make(2)
    before = canonical(st.to_dict())
    with pytest.raises(IllegalAction) as info:
        st.apply(0, bad)
    assert str(info.value).endswith(".") and len(str(info.value)) > 10
    assert canonical(st.to_dict()) == before


def test_any_in_range_shot_is_accepted_not_only_the_grid():
    st = make(2)
    set_hands(st, [], [])
    legal = st.legal_actions(0)
    odd = Shot(0.123456, 0.654321)
    assert odd not in legal
    st.apply(0, odd)
    assert st.last_shot["aim"] == round(0.123456 * 4096) / 4096


def test_only_the_turn_seat_may_shoot():
    st = make(2)
    set_hands(st, [], [])
    with pytest.raises(IllegalAction):
        st.apply(1, Shot(0.0, 0.5))


def test_game_metadata_and_player_counts():
    game = CoconutsGame()
    assert (game.min_players, game.max_players) == (2, 4)
    assert game.bot_levels == ("beginner", "good", "ace")
    with pytest.raises(ValueError):
        game.new_state(["Solo"])
