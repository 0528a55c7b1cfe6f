"""Cuckoo Zoo computer players: sensible cards, right calls (mostly), fair complaints."""

from __future__ import annotations

import time

import pytest

from cocoa_games.games.cuckoo_zoo.bot import CuckooZooBot, Temper
from cocoa_games.games.cuckoo_zoo.rules import (
    Complain,
    Confirm,
    CuckooZooGame,
    CuckooZooOptions,
    Draw,
    Play,
    RuleLevel,
)

from .helpers import ADVANCED, MORE, card, deal, filler, fly, play

GAME = CuckooZooGame()


def run_game(players, seed, level="normal", rules=RuleLevel.BEGINNER, referee=False):
    """Bot-vs-bot like the session: interjections first, then the turn seat.
    Returns (state, steps, complaint event data, number of plays with a mistake)."""
    opts = CuckooZooOptions(rule_level=rules, referee=referee)
    state = GAME.new_state([f"B{i}" for i in range(players)], opts, seed)
    bots = [GAME.make_bot(i, level, seed * 7 + i) for i in range(players)]
    complaints = []
    slips = 0
    steps = 0
    while not state.is_over() and steps < 5000:
        seats = state.to_move()
        for seat in (*seats[1:], seats[0]):
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.observe(seat), legal) if legal else None
            if action is None:
                assert seat != seats[0], "the turn seat must act"
                continue
            events = state.apply(seat, action)
            complaints += [e.data for e in events if e.kind == "complaint"]
            if isinstance(action, Play) and state.last_play["mistakes"]:
                slips += 1
            for i, bot in enumerate(bots):
                bot.notice([e for e in events if e.visible_for(i)])
            steps += 1
            break
    return state, steps, complaints, slips


@pytest.mark.parametrize("rules", list(RuleLevel))
@pytest.mark.parametrize("level", CuckooZooGame.bot_levels)
def test_bot_games_finish_for_every_table_size(rules, level):
    for players in range(2, 7):
        state, steps, _, _ = run_game(players, players, level, rules)
        assert state.is_over(), f"{players} players: no winner after {steps} steps"


def test_bot_games_finish_with_the_referee():
    for players in (2, 4, 6):
        state, _, complaints, _ = run_game(players, 3, "easy", RuleLevel.MORE_ADVANCED, True)
        assert state.is_over()
        assert all(c["by"] is None for c in complaints)


def test_bots_only_complain_about_real_mistakes_and_easy_bots_slip_more():
    slips, caught = {}, {}
    for level in ("easy", "sharp"):
        slips[level] = caught[level] = 0
        for seed in range(12):
            _, _, complaints, slipped = run_game(4, seed, level, RuleLevel.ADVANCED)
            assert all(c["right"] for c in complaints)
            caught[level] += len(complaints)
            slips[level] += slipped
    assert slips["easy"] > 2 * slips["sharp"]
    assert 0 < caught["easy"] < slips["easy"]  # easy bots also miss some mistakes


def watchful(seat):
    bot = CuckooZooBot(seat, "sharp", 1)
    bot.temper = Temper(call_slip=0.0, forget_last=0.0, attention=1.0, donkey_slip=0.0)
    return bot


def test_a_watchful_bot_complains_about_a_wrong_call_and_not_about_a_right_one():
    st = deal([[card("green", "cat"), card("green", "dog")] + filler(2), filler(3, 3),
               filler(3, 6)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog", k) for k in range(3)])
    bot = watchful(2)
    play(st, 0, card("green", "cat"))
    assert bot.choose(st.observe(2), st.legal_actions(2)) is None
    st.apply(1, Draw())
    st.apply(2, Draw())
    play(st, 0, card("green", "dog"), calls=["moo"])
    assert bot.choose(st.observe(2), st.legal_actions(2)) == Complain()


def test_a_bot_confirms_a_clean_win_and_challenges_a_sloppy_one():
    for calls, expected in ((None, Confirm()), (["moo"], Complain())):
        st = deal([[card("green", "cat")], filler(3), filler(3, 3)],
                  discard=[card("green", "cow")], draw=[card("yellow", "dog")])
        play(st, 0, card("green", "cat"), calls=calls)
        assert watchful(1).choose(st.observe(1), st.legal_actions(1)) == expected


def test_a_bot_makes_the_right_call_and_presses_last_card():
    st = deal([[card("red", "rooster"), card("blue", "dog")], filler(3)],
              discard=[card("red", "cow")])
    action = watchful(0).choose(st.observe(0), st.legal_actions(0))
    assert action == Play((card("red", "rooster"),), ("COCOTAKI!",), True, "")


def test_a_bot_keeps_its_butterfly_when_another_card_fits():
    st = deal([[fly(0), card("green", "dog"), card("blue", "cat")], filler(3)],
              discard=[card("green", "cow")])
    action = watchful(0).choose(st.observe(0), st.legal_actions(0))
    assert action.cards == (card("green", "dog"),)


def test_a_bot_turns_a_butterfly_to_the_colour_it_holds_most():
    hand = [fly(0), card("blue", "dog"), card("blue", "cat"), card("yellow", "bee")]
    st = deal([hand, filler(3, 3)], discard=[card("red", "cow")])
    action = watchful(0).choose(st.observe(0), st.legal_actions(0))
    assert action.cards == (fly(0),) and action.colour == "blue"


def test_a_bot_plays_a_donkey_in_a_donkey_round_or_draws():
    st = deal([[card("green", "donkey")] + filler(2), [card("blue", "donkey"),
               card("green", "cat")] + filler(2, 2), [card("green", "sheep")] + filler(2, 4)],
              discard=[card("green", "cow")], draw=[card("yellow", "dog")], level=ADVANCED)
    play(st, 0, card("green", "donkey"))
    assert watchful(1).choose(st.observe(1), st.legal_actions(1)).cards == (
        card("blue", "donkey"),)
    play(st, 1, card("blue", "donkey"))
    assert watchful(2).choose(st.observe(2), st.legal_actions(2)) == Draw()


def test_a_bot_sheds_several_cards_at_once():
    cats = [card("green", "cat"), card("blue", "cat"), card("blue", "cat", 1)]
    st = deal([cats + [card("blue", "dog")], filler(3)], discard=[card("green", "cow")],
              level=MORE)
    action = watchful(0).choose(st.observe(0), st.legal_actions(0))
    assert len(action.cards) == 3 and action.cards[0] == card("green", "cat")
    assert action.calls == ("miaow",) * 3


def test_bot_speed_is_printed():
    start = time.perf_counter()
    games = 0
    while time.perf_counter() - start < 1.0:
        state, *_ = run_game(4, games, "normal")
        assert state.is_over()
        games += 1
    rate = games / (time.perf_counter() - start)
    print(f"\nCuckoo Zoo: {rate:.0f} bot-vs-bot 4-player games per second")


def test_levels_slip_and_watch_differently_over_many_games():
    """Over many seeded games: easier bots slip more and catch less; a Normal table still
    gives a person something to catch in most games."""
    rate, caught, games_with_slip = {}, {}, {}
    for level in CuckooZooGame.bot_levels:
        plays = slips = complaints = with_slip = 0
        for seed in range(30):
            state, _, found, slipped = run_game(4, 100 + seed, level, RuleLevel.ADVANCED)
            assert state.is_over()
            plays += state.serial
            slips += slipped
            complaints += len(found)
            with_slip += slipped > 0
        rate[level], caught[level] = slips / plays, complaints / max(1, slips)
        games_with_slip[level] = with_slip / 30
    assert rate["easy"] > 1.5 * rate["normal"]
    assert rate["normal"] > 2 * rate["sharp"]
    assert caught["easy"] < caught["normal"] <= caught["sharp"] + 0.05
    assert games_with_slip["normal"] >= 0.6 and games_with_slip["easy"] >= 0.9
