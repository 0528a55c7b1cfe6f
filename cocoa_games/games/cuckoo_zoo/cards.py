"""The Cuckoo Zoo deck: 112 cards with stable ids, their calls, and the call checks.

Card ids never change: ids 0..95 are animal cards, `id // 12` is the animal (ANIMALS order),
`(id % 12) // 3` the colour (COLOURS order), `id % 3` which of the three copies it is;
ids 96..111 are the 16 butterflies (animal "butterfly", colour "none").

Everything here is plain ints, tuples and strings so the rules stay fast; the scene may
import this module too (no Qt here) for names, calls and `check_play`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from cocoa_games.core.i18n import _

from .observation import CardView, CuckooZooObservation

ANIMALS: tuple[str, ...] = ("cow", "sheep", "dog", "cat", "bee", "donkey", "lion", "rooster")
COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
COW, SHEEP, DOG, CAT, BEE, DONKEY, LION, ROOSTER = range(8)
BUTTERFLY = 8  # animal index of the butterflies
RED = 0
NO_COLOUR = -1
DECK_SIZE = 112
BUTTERFLY_IDS = range(96, 112)

#: the call of each animal, in ANIMALS order
ANIMAL_CALLS: tuple[str, ...] = (
    "moo", "baa", "woof", "miaow", "buzz", "hee-haw", "roar", "cock-a-doodle-doo",
)
COCOTAKI = "COCOTAKI!"
SILENT = ""
#: every call a player can choose on the call bar ("" = stay silent)
CALLS: tuple[str, ...] = (*ANIMAL_CALLS, COCOTAKI, SILENT)


class Mistake(StrEnum):
    """What a complaint (or the referee) can catch (in words: words.py), in the order a
    verdict lists them."""

    WRONG_CALL = "wrong_call"
    MISSING_CALL = "missing_call"
    NO_COCOTAKI = "no_cocotaki"
    CALL_ON_RED = "call_on_red"
    CALL_ON_BUTTERFLY = "call_on_butterfly"
    NO_LAST_CARD = "no_last_card"
    NOT_A_DONKEY = "not_a_donkey"


MISTAKES: tuple[Mistake, ...] = tuple(Mistake)

ANIMAL_OF: tuple[int, ...] = tuple(min(i // 12, BUTTERFLY) for i in range(DECK_SIZE))
COLOUR_OF: tuple[int, ...] = tuple((i % 12) // 3 if i < 96 else NO_COLOUR for i in range(DECK_SIZE))
#: cards that are interchangeable share a kind (animal*4+colour; butterflies 32)
KIND_OF: tuple[int, ...] = tuple(i // 3 if i < 96 else 32 for i in range(DECK_SIZE))


def correct_call(card: int) -> str:
    """The one right call for a card: red rooster COCOTAKI!, red and butterflies silent."""
    animal = ANIMAL_OF[card]
    if animal == BUTTERFLY:
        return SILENT
    if COLOUR_OF[card] == RED:
        return COCOTAKI if animal == ROOSTER else SILENT
    return ANIMAL_CALLS[animal]


CORRECT_CALL: tuple[str, ...] = tuple(correct_call(i) for i in range(DECK_SIZE))


def call_mistake(card: int, call: str) -> Mistake | None:
    """The mistake of making `call` on `card`, or None when the call is right."""
    if call == CORRECT_CALL[card]:
        return None
    animal = ANIMAL_OF[card]
    if animal == BUTTERFLY:
        return Mistake.CALL_ON_BUTTERFLY
    if COLOUR_OF[card] == RED:
        return Mistake.NO_COCOTAKI if animal == ROOSTER else Mistake.CALL_ON_RED
    return Mistake.MISSING_CALL if call == SILENT else Mistake.WRONG_CALL


def card_name(card: int) -> str:
    """'green cat', 'butterfly', in the active language."""
    from .words import card_name as name  # words.py builds on this module

    return name(card)


def _card_dict(card: int) -> CardView:
    animal = ANIMAL_OF[card]
    return {
        "id": card,
        "animal": ANIMALS[animal] if animal < BUTTERFLY else "butterfly",
        "colour": COLOURS[COLOUR_OF[card]] if animal < BUTTERFLY else "none",
    }


#: shared, read-only card dicts used in observations (never mutate them)
CARD_DICTS: tuple[CardView, ...] = tuple(_card_dict(i) for i in range(DECK_SIZE))


def matches(card: int, colour: int, animal: int) -> bool:
    """Normal matching: same colour or same animal as what is active (-1 = anything goes
    when both are -1, i.e. a butterfly turned up at the start). Butterflies always match."""
    a = ANIMAL_OF[card]
    if a == BUTTERFLY or (colour == NO_COLOUR and animal == NO_COLOUR):
        return True
    return COLOUR_OF[card] == colour or a == animal


def check_play(observation: CuckooZooObservation, cards: Sequence[int],
               colour: str = "") -> str | None:
    """Check a selection against an observation (for the scene): None if `apply` would take
    it as a play by the observing seat, else a sentence saying why not.

    Calls and the "last card" toggle are never checked here: any call may be made.
    `colour` only matters when the last card is a butterfly (the Play must then carry it;
    for other cards the Play's colour must be "").
    """
    hand = {c["id"] for c in observation["hand"] or ()}
    if not cards:
        return _("Pick a card first.")
    if observation["turn"] != observation["seat"] or observation["pending_win"] is not None:
        return _("It is not your turn.")
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        return _("You can only play cards from your hand.")
    rules = observation["rules"]
    if len(cards) > 1:
        if not rules["several_cards"]:
            return _("At this level you play one card per turn.")
        if len({ANIMAL_OF[c] for c in cards}) != 1:
            return _("Extra cards must show the same animal as the first.")
    first = cards[0]
    if observation["donkey_round"] is not None and ANIMAL_OF[first] == DONKEY:
        pass  # any donkey goes in a donkey round
    else:
        colour_now, animal_now = observation["active_colour"], observation["active_animal"]
        act_colour = COLOURS.index(colour_now) if colour_now else -1
        act_animal = ANIMALS.index(animal_now) if animal_now else -1
        if not matches(first, act_colour, act_animal):
            return _("The first card must match the colour or the animal on the pile.")
    if ANIMAL_OF[cards[-1]] == BUTTERFLY and colour not in COLOURS:
        return _("Choose a colour for your butterfly.")
    return None


def risky_play(observation: CuckooZooObservation, cards: Sequence[int]) -> bool:
    """Placing `cards` now is a mistake the others may complain about even with the right
    calls: a non-donkey in a donkey round (the same mark as `Play.risky` in legal_actions)."""
    return observation["donkey_round"] is not None and any(
        ANIMAL_OF[c] != DONKEY for c in cards)


def play_mistakes(
    cards: Sequence[int], calls: Sequence[str], last_card: bool, cards_left: int,
    in_donkey_round: bool,
) -> list[Mistake]:
    """Every mistake in one play (public facts only), each kind listed once, in a fixed order.

    `cards_left` is the hand size right after the play; "last card" is owed when it is 1.
    Pressing "last card" when it was not due is harmless (the rulebook names no such mistake).
    """
    found: list[Mistake] = []
    for card, call in zip(cards, calls, strict=True):
        kind = call_mistake(card, call)
        if kind is not None and kind not in found:
            found.append(kind)
    if cards_left == 1 and not last_card:
        found.append(Mistake.NO_LAST_CARD)
    if in_donkey_round and any(ANIMAL_OF[c] != DONKEY for c in cards):
        found.append(Mistake.NOT_A_DONKEY)
    return found
