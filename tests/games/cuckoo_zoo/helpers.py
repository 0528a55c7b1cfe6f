"""Small builders for Cuckoo Zoo scenario tests: cards by name, states with a fixed deal."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.cards import ANIMALS, COLOURS, CORRECT_CALL
from cocoa_games.games.cuckoo_zoo.rules import (
    CuckooZooOptions,
    CuckooZooState,
    Play,
    RuleLevel,
)

BEGINNER = RuleLevel.BEGINNER
ADVANCED = RuleLevel.ADVANCED
MORE = RuleLevel.MORE_ADVANCED


def card(colour: str, animal: str, copy: int = 0) -> int:
    """card("green", "cat") -> its id; copy 0..2 picks one of the three identical cards."""
    return ANIMALS.index(animal) * 12 + COLOURS.index(colour) * 3 + copy


def fly(k: int = 0) -> int:
    """The k-th butterfly."""
    return 96 + k


def deal(hands, discard, draw=(), level=BEGINNER, referee=False, turn=0, colour=None,
         hand_size=0):
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][: len(hands)]
    opts = CuckooZooOptions(rule_level=level, referee=referee, hand_size=hand_size)
    return CuckooZooState.from_deal(names, hands, draw, discard, opts, turn=turn, colour=colour)


def play(state, seat, *cards, calls=None, last_card=None, colour=""):
    """Play with the right calls and last-card flag unless told otherwise."""
    calls = tuple(CORRECT_CALL[c] for c in cards) if calls is None else tuple(calls)
    if last_card is None:
        last_card = len(state.hands[seat]) - len(cards) == 1
    return state.apply(seat, Play(tuple(cards), calls, last_card, colour))


def count(state, seat):
    return len(state.hands[seat])


def filler(n, start=0):
    """n bystander cards (yellow bees and sheep, then blue bees) from a fixed pool."""
    pool = [card(c, a, k) for c, a in (("yellow", "bee"), ("yellow", "sheep"), ("blue", "bee"))
            for k in range(3)]
    return pool[start:start + n]
