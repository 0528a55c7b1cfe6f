"""Cuckoo Zoo in pictures, for the help (core/picture_steps.py): match, call, red cards
and the rooster, complain, last card. Each table is a deal played with the game's own
rules; no Qt here."""

from __future__ import annotations

from cocoa_games.core.i18n import _
from cocoa_games.core.picture_steps import PictureStep

from .cards import ANIMAL_CALLS, ANIMALS, COCOTAKI, COLOURS
from .moves import Complain, Play
from .rules import CuckooZooState

NAMES = ("Mia", "Leo", "Ada")


def card(animal: str, colour: str, copy: int = 0) -> int:
    """A card's id (see cards.py: 12 per animal, 3 per colour)."""
    return ANIMALS.index(animal) * 12 + COLOURS.index(colour) * 3 + copy


def call(animal: str) -> str:
    return ANIMAL_CALLS[ANIMALS.index(animal)]


def _deal(top: int, mia: list[int]) -> CuckooZooState:
    """Mia to play on `top`, with `mia` in her hand; Leo and Ada hold a few cards each."""
    leo = [card("sheep", "blue", 1), card("bee", "yellow", 1), card("lion", "green", 1)]
    ada = [card("cat", "blue", 2), card("donkey", "yellow", 2), card("cow", "blue", 2)]
    draw = [card("sheep", "green", 2), card("bee", "blue", 2), card("cat", "yellow", 2)]
    return CuckooZooState.from_deal(NAMES, [mia, leo, ada], draw, [top])


def _match() -> CuckooZooState:
    return _deal(card("dog", "green"), [card("cow", "green"), card("dog", "yellow"),
                                        card("cat", "red"), card("bee", "blue")])


def _called() -> CuckooZooState:
    state = _match()
    state.apply(0, Play((card("cow", "green"),), (call("cow"),)))
    return state


def _red_rooster() -> CuckooZooState:
    state = _deal(card("cow", "red"), [card("rooster", "red"), card("dog", "yellow"),
                                       card("cat", "blue")])
    state.apply(0, Play((card("rooster", "red"),), (COCOTAKI,)))
    return state


def _complained() -> CuckooZooState:
    state = _deal(card("dog", "green"), [card("dog", "yellow"), card("cat", "red"),
                                         card("bee", "blue")])
    state.apply(0, Play((card("dog", "yellow"),), (call("cow"),)))  # a dog that says moo
    state.apply(1, Complain())
    return state


def _last_card() -> CuckooZooState:
    state = _deal(card("cat", "blue", 1), [card("cat", "yellow"), card("bee", "red")])
    state.apply(0, Play((card("cat", "yellow"),), (call("cat"),), last_card=True))
    return state


def steps() -> list[PictureStep]:
    return [
        PictureStep(_("Play a card that matches the top card of the pile: the same "
                      "colour or the same animal."), _match, NAMES),
        PictureStep(_("As your card goes down, make its animal's call: moo, woof, "
                      "miaow…"), _called, NAMES),
        PictureStep(_("Red cards are played in silence. Only the red rooster is loud: "
                      "shout COCOTAKI!"), _red_rooster, NAMES),
        PictureStep(_("A wrong call? Press Complain! before the next card is down: "
                      "whoever slipped up draws two cards."), _complained, NAMES),
        PictureStep(_("A play that leaves you one card? Say \"Last card!\" with it. No "
                      "cards left: you win!"), _last_card, NAMES),
    ]
