"""Computer players: games finish at every level, aces hit, cards get played sensibly."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.games.coconuts.bot import CoconutsBot
from cocoa_games.games.coconuts.cards import AIMED_SHOT, FREEZE, GUESS_WHO
from cocoa_games.games.coconuts.rules import ClaimMagic, PlayCard
from tests.conformance.playthrough import play_bots

from .helpers import card, cup_at, make, put_on_board, set_hands


@pytest.mark.parametrize("level", ["beginner", "good", "ace"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_finish(level, players):
    state, steps = play_bots(games.get("coconuts"), players, seed=11, level=level)
    assert state.is_over(), f"not over after {steps} moves"
    assert state.outcome().winners


def test_an_ace_hits_a_free_single_cup_in_front_in_most_shots():
    hits = 0
    for seed in range(20):
        st = make(2, seed=seed)
        set_hands(st, [], [])
        target = cup_at(st, 7)  # the single cup nearest the middle of Ada's board
        bot = CoconutsBot(0, "ace", seed)
        st.apply(0, bot.shot_at(st.observe(0), target))
        hits += st.last_shot["cup"] == target
    assert hits >= 15, f"only {hits} of 20"


def test_a_beginner_misses_more_than_an_ace():
    def hits(level):
        count = 0
        for seed in range(20):
            st = make(2, seed=seed)
            set_hands(st, [], [])
            target = cup_at(st, 3)  # beside the stack, a single cup
            st.apply(0, CoconutsBot(0, level, seed).shot_at(st.observe(0), target))
            count += st.last_shot["cup"] == target
        return count

    assert hits("beginner") < hits("ace")


def test_a_bot_stops_a_player_about_to_complete_the_pyramid():
    st = make(2)
    set_hands(st, [], [card(FREEZE), card(GUESS_WHO)])
    for cup in (0, 1, 2, 3, 5):
        put_on_board(st, cup, 0)
    bot = CoconutsBot(1, "good", 3)
    # its answer in the Magic? moment is the card itself (chosen in its own view)
    choice = bot.choose(st.observe(1), st.legal_actions(1))
    assert choice == PlayCard(card(FREEZE))


def test_an_aimed_shot_names_a_hard_cup_and_the_shooter_goes_for_it():
    st = make(2)
    set_hands(st, [], [card(AIMED_SHOT)])
    bot = CoconutsBot(1, "good", 3)
    st.apply(1, ClaimMagic())
    choice = bot.choose(st.observe(1), st.legal_actions(1))
    assert isinstance(choice, PlayCard)
    named = next(c for c in st.observe(None)["cups"] if c["id"] == choice.cup)
    assert named["y"] > 0.05  # on the far side from the shooter
    st.apply(1, choice)
    assert CoconutsBot(0, "ace", 1).pick_target(st.observe(0)) == choice.cup


def test_an_ace_avoids_a_cup_hidden_behind_the_taller_stack():
    st = make(2)
    set_hands(st, [], [])
    bot = CoconutsBot(0, "ace", 1)
    behind = cup_at(st, 1)  # straight behind the centre stack, seen from Ada
    assert bot.plan(st.observe(0), behind)[2] is False
    assert bot.pick_target(st.observe(0)) != behind


def test_bots_play_magic_cards_over_a_few_games():
    played = 0
    for seed in range(4):
        state, _ = play_bots(games.get("coconuts"), 3, seed=seed, level="good")
        played += len(state.played)
    assert played > 0


def test_the_screen_and_bots_see_the_cups_exactly_as_the_rules_fly_them():
    from cocoa_games.games.coconuts.aim import physics_cups

    for stealing in (True, False):
        game = games.get("coconuts")
        state = game.new_state(["A", "B", "C"], game.Options(stealing=stealing), 5)
        bots = [game.make_bot(i, "good", i) for i in range(3)]
        for _ in range(60):
            if state.is_over():
                break
            for seat in range(3):
                assert physics_cups(state.observe(None), seat) == state.targets(seat)
            seats = state.to_move()  # the others answer before the shot
            seat = seats[1] if len(seats) > 1 else seats[0]
            state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat)))
