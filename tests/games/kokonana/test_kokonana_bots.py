"""Computer runners: they finish games, remember tiles, never re-peek, and are fast."""

from __future__ import annotations

import time

import pytest

from cocoa_games import games
from cocoa_games.games.kokonana import board as B
from cocoa_games.games.kokonana.bot import KokonanaBot
from cocoa_games.games.kokonana.rules import Flip, Peek, SpendTalismanHop, SpendTalismanPeek
from tests.conformance.playthrough import play_bots

from .helpers import make


@pytest.mark.parametrize("level", ["easy", "normal", "sharp"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_finish(players, level):
    game = games.get("kokonana")
    for seed in range(4):
        state, steps = play_bots(game, players, seed, level=level)
        assert state.outcome() is not None, f"no winner after {steps} steps"
        winner = state.outcome().winners[0]
        obs = state.observe(None)
        assert obs["runners"][winner] == "temple_bank"
        assert obs["temple"]["revealed"].count(obs["keys"]["held"][winner]) == 1


def _replay(level, seed, players=4):
    """A bot game that also records every action, to check what the bots did."""
    game = games.get("kokonana")
    state = game.new_state([f"B{i}" for i in range(players)], None, seed)
    bots = [game.make_bot(i, level, seed + i) for i in range(players)]
    log = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
        events = state.apply(seat, action)
        log.append((seat, action))
        for i, bot in enumerate(bots):
            bot.notice([e for e in events if e.visible_for(i)])
    return state, log


def _duel(levels, games_count=60):
    """Head-to-head bot games, seats rotated so starting first evens out.

    Returns wins per level and the share of each level's pairs that matched."""
    game = games.get("kokonana")
    wins = dict.fromkeys(levels, 0)
    tries = {lv: [0, 0] for lv in levels}  # level -> [matches, pairs turned]
    for seed in range(games_count):
        order = [levels[(i + seed) % len(levels)] for i in range(len(levels))]
        state = game.new_state([f"B{i}" for i in range(len(order))], None, seed)
        bots = [game.make_bot(i, lv, seed * 13 + i) for i, lv in enumerate(order)]
        while not state.is_over():
            seat = state.to_move()[0]
            events = state.apply(seat, bots[seat].choose(state.observe(seat),
                                                         state.legal_actions(seat)))
            for e in events:
                if e.kind in ("match", "no_match"):
                    tries[order[seat]][0] += e.kind == "match"
                    tries[order[seat]][1] += 1
            for i, bot in enumerate(bots):
                bot.notice([e for e in events if e.visible_for(i)])
        wins[order[state.outcome().winners[0]]] += 1
    return wins, {lv: m / max(n, 1) for lv, (m, n) in tries.items()}


def test_levels_play_differently_sharp_remembers_more_and_wins_more():
    wins, hit_rate = _duel(("easy", "sharp"))
    assert hit_rate["sharp"] > hit_rate["easy"] + 0.15, hit_rate
    assert wins["sharp"] > wins["easy"], wins
    _, hit_rate = _duel(("easy", "normal"))
    assert hit_rate["easy"] < hit_rate["normal"], hit_rate


def test_someone_paying_attention_can_beat_the_easy_runner():
    # a "normal" memory stands in for a person who watches the table; the easy runner
    # must be beatable most of the time, yet still win now and then
    wins, _ = _duel(("easy", "normal"))
    assert wins["normal"] > wins["easy"] > 0, wins


def test_bots_take_keys_and_earn_and_spend_talismans():
    kinds: set[str] = set()
    for seed in range(6):
        state, log = _replay("normal", seed)
        obs = state.observe(None)
        for place, key in zip(obs["runners"], obs["keys"]["held"], strict=True):
            crossed = place in ("sand", "temple_bank") or place.startswith("D:")
            assert (key is not None) == crossed, "a key is taken on reaching the sandbank"
        kinds |= {action.kind for _, action in log}
    assert {"take_key", "take_talisman", "talisman_hop", "free_hop"} <= kinds


def test_bots_never_peek_twice_at_the_same_spot():
    for seed in range(8):
        _, log = _replay("sharp", seed)
        seen: dict[int, set[int]] = {}
        # the last move may look again: a lock seen from afar is opened from the temple bank
        for seat, action in log[:-1]:
            if isinstance(action, Peek | SpendTalismanPeek):
                assert action.slot not in seen.setdefault(seat, set()), (seed, seat, action)
                seen[seat].add(action.slot)


def test_bot_matches_a_pair_it_saw_others_turn():
    st = make()
    bot = KokonanaBot(1, "sharp", seed=1)
    bot.recall, bot.forget = 1.0, 0.0
    events = st.apply(0, Flip("S:0:2")) + st.apply(0, Flip("S:1:2"))
    bot.notice(events)
    events = st.apply(0, st.legal_actions(0)[0])  # Kokonana!
    bot.notice(events)
    # seat 1 flips a fresh tile: the catfish twin of S:0:2 sits at S:2:2
    first = st.apply(1, Flip("S:2:2"))
    bot.notice(first)
    choice = bot.choose(st.observe(1), st.legal_actions(1))
    assert choice == Flip("S:0:2")


def test_bot_flips_a_remembered_pair_first():
    st = make()
    bot = KokonanaBot(1, "sharp", seed=1)
    bot.recall, bot.forget = 1.0, 0.0
    for tiles in (("S:0:3", "S:1:3"), ("S:2:3", "S:1:1")):
        events = st.apply(st.turn, Flip(tiles[0])) + st.apply(st.turn, Flip(tiles[1]))
        events += st.apply(st.turn, st.legal_actions(st.turn)[0])
        bot.notice(events)
    st.set_up(turn=1)
    first = bot.choose(st.observe(1), st.legal_actions(1))
    assert first in (Flip("S:0:3"), Flip("S:2:3"))


def test_forgetful_bot_forgets():
    bot = KokonanaBot(0, "easy", seed=3)
    st = make()
    events = st.apply(0, Flip("S:0:0")) + st.apply(0, Flip("S:1:0"))
    events += st.apply(0, st.legal_actions(0)[0])
    bot.recall = 1.0
    bot.notice([e for e in events if e.kind == "flip"])
    assert len(bot.memory) == 2
    from cocoa_games.core.game import Event
    for _ in range(200):
        bot.notice([Event("turn", {"seat": 0})])
    assert bot.memory == {}


def test_print_bot_games_per_second():
    game = games.get("kokonana")
    start = time.perf_counter()
    count = 30
    for seed in range(count):
        state, steps = play_bots(game, 4, 1000 + seed)
        assert state.is_over(), f"bot game {seed} stalled after {steps} steps"
    rate = count / (time.perf_counter() - start)
    print(f"\nKokonana: {rate:.0f} headless 4-player bot games per second")


def test_bots_spend_a_talisman_after_a_match_when_it_pays():
    """After a match a bot may use a talisman (before its free hop) to get further."""
    game = games.get("kokonana")
    spent = []
    for seed in range(10):
        _, log = _replay("normal", seed)
        replay = game.new_state([f"B{i}" for i in range(4)], None, seed)
        for seat, action in log:
            obs = replay.observe(None)
            if obs["phase"] == "reward" and isinstance(action, SpendTalismanHop):
                here = B.PROGRESS[B.BY_NAME[obs["runners"][seat]]]
                assert B.PROGRESS[B.BY_NAME[action.target]] > here, (seed, action)
                spent.append((seed, seat, action))
            replay.apply(seat, action)
    assert spent, "no bot ever spent a talisman in the reward step"
