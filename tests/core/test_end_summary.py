"""The end-of-game summary: standings, moments from public events, secrets, time taken."""

from __future__ import annotations

import random

from cocoa_games import games
from cocoa_games.core import end_summary
from cocoa_games.games.cuckoo_zoo.cards import ANIMALS, COLOURS, CORRECT_CALL
from cocoa_games.games.cuckoo_zoo.rules import (
    Complain,
    Confirm,
    CuckooZooOptions,
    CuckooZooState,
    Draw,
    Play,
)
from cocoa_games.games.kokonana.rules import Peek
from tests.games.kokonana.helpers import TEMPLE
from tests.games.kokonana.helpers import make as kokonana_table


def test_kokonana_ending_names_the_winner_ranks_runners_and_reveals_the_temple():
    st = kokonana_table(3, runners={0: "temple_bank", 1: "sand", 2: "S:0:2"},
                        stones=["S:0:2"], keys={0: "purple", 1: "blue"})
    history = st.apply(0, Peek(TEMPLE.index("purple")))
    summary = end_summary.build(games.get("kokonana"), st, st.names, history, moves=1,
                                seconds=125)
    assert summary is not None and summary.winners == (0,)
    assert [(s.name, s.place) for s in summary.standings] == [("Yellow", 1), ("Red", 2),
                                                              ("Blue", 3)]
    assert "blue key" in summary.standings[1].note and "sandbank" in summary.standings[1].note
    assert len(summary.secrets) == 8 and "Temple tile 1: a wall" in summary.secrets
    assert "Temple tile 3: the purple lock" in summary.secrets
    assert summary.results[0] == 1.0 and summary.results[1] is None
    assert summary.duration_text() == "1 turn in 2 minutes"


def _card(colour: str, animal: str, copy: int = 0) -> int:
    return ANIMALS.index(animal) * 12 + COLOURS.index(colour) * 3 + copy


def _play(st, seat, card, call=None, last=False):
    return st.apply(seat, Play((card,), (CORRECT_CALL[card] if call is None else call,), last))


def test_cuckoo_zoo_ending_counts_cards_left_shows_every_hand_and_the_caught_mistake():
    ann = [_card("green", "cat"), _card("green", "sheep")]
    ben = [_card("yellow", "bee", k) for k in range(3)]
    cat = [_card("blue", "bee", 0), _card("blue", "bee", 1)]
    draw = ([_card("yellow", "sheep", k) for k in range(3)]
            + [_card("blue", "dog", k) for k in range(3)]
            + [_card("green", "bee"), _card("green", "dog")])  # Ann's penalty: dog, then bee
    st = CuckooZooState.from_deal(["Ann", "Ben", "Cat"], [ann, ben, cat], draw,
                                  [_card("green", "cow")], CuckooZooOptions())
    history = _play(st, 0, _card("green", "cat"), call="moo", last=True)  # a wrong call
    history += st.apply(1, Complain())  # caught: Ann draws two
    for card, last in ((_card("green", "sheep"), False), (_card("green", "dog"), True),
                       (_card("green", "bee"), False)):
        history += st.apply(1, Draw())
        history += st.apply(2, Draw())
        history += _play(st, 0, card, last=last)
    history += st.apply(1, Confirm())
    summary = end_summary.build(games.get("cuckoo_zoo"), st, st.names, history, moves=12)
    assert summary is not None and summary.winners == (0,)
    assert [(s.name, s.place, s.note) for s in summary.standings] == [
        ("Ann", 1, "no cards left"), ("Cat", 2, "5 cards left"), ("Ben", 3, "6 cards left")]
    assert any("right" in m and "Ann" in m for m in summary.moments)  # the caught mistake
    assert any(s.startswith("Ben still held:") and "yellow bee ×3" in s for s in summary.secrets)
    assert not any(s.startswith("Ann") for s in summary.secrets)  # an empty hand
    assert summary.results[0] == 4.0  # Ann's four turns
    # ten turns of play, and Ben's turn to accept the win: a file gives no clock time
    assert summary.seconds is None and summary.duration_text() == "11 turns"


def test_private_events_never_reach_a_report():
    st = CuckooZooState.from_deal(
        ["Ann", "Ben"], [[_card("green", "cat")], [_card("blue", "bee")]],
        [_card("yellow", "dog")], [_card("green", "cow")], CuckooZooOptions())
    history = st.apply(0, Draw())  # a private "You drew a yellow dog." for Ann only
    seen: list = []
    st.end_report = lambda events: seen.extend(events)  # type: ignore[method-assign]
    st.winner = 1
    end_summary.build(games.get("cuckoo_zoo"), st, st.names, history, moves=1)
    assert seen and all(e.visible_to is None for e in seen)


def test_a_game_without_a_report_still_gets_winners_first():
    game = games.get("secret_numbers")
    st = game.new_state(["A", "B"], None, 1)
    rng = random.Random(0)
    history = []
    while st.outcome() is None:
        seat = st.to_move()[0]
        history += st.apply(seat, rng.choice(st.legal_actions(seat)))
    summary = end_summary.build(game, st, ["A", "B"], history, moves=len(history))
    winner = summary.winners[0]
    assert summary.standings[0].seat == winner and summary.standings[0].place == 1
    assert summary.secrets == () and summary.results == (None, None)
