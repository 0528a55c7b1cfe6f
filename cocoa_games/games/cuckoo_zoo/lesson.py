"""Learn to play Cuckoo Zoo: a short game on a fixed deal against Coco, who teaches.

Beginner rules. The learner holds five cards and plays them all: match the colour, call the
animal, stay silent on red, hear the red rooster's "Cocotaki!", catch Coco's wrong call with
Complain!, play a butterfly and choose its colour, say "Last card!" and go out. Each play is
the whole move (card, call, Play!), taken from the real legal plays, so the table offers
just the card, the call and the button that make it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from cocoa_games.core.game import Action, GameState
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import Lesson, Pick, Step, kind_is

from .cards import BUTTERFLY_IDS, CAT, COW, DOG, ROOSTER, SHEEP
from .moves import CuckooZooOptions, Play
from .rules import CuckooZooState

SEED = 11
LEARNER, COCO = 0, 1
RED, YELLOW, GREEN, BLUE = range(4)


def card(animal: int, colour: int, copy: int = 0) -> int:
    """A card's id (cards.py: animal, then colour, then which copy)."""
    return animal * 12 + colour * 3 + copy


BUTTERFLY_CARD = BUTTERFLY_IDS[0]
#: the learner's hand, in the order it is played
LEARNER_HAND = (card(DOG, GREEN), card(DOG, RED), BUTTERFLY_CARD, card(ROOSTER, YELLOW),
                card(SHEEP, GREEN))
#: Coco's plays in order, then cards she keeps
COCO_HAND = (card(DOG, BLUE), card(ROOSTER, RED), card(CAT, YELLOW), card(SHEEP, YELLOW),
             card(COW, BLUE), card(CAT, BLUE))
DRAW = (card(COW, RED), card(CAT, RED), card(SHEEP, BLUE), card(DOG, YELLOW))
DISCARD = (card(COW, GREEN),)
WRONG_CALL = "moo"  # Coco's mistake: a cat does not moo


def set_up(state: GameState) -> None:
    """Deal the lesson's cards: a green cow on the pile, the learner begins."""
    assert isinstance(state, CuckooZooState)
    deal = CuckooZooState.from_deal(state.names, (LEARNER_HAND, COCO_HAND), DRAW, DISCARD,
                                    state.options, turn=LEARNER)
    rng = state.rng
    state.__dict__.update(deal.__dict__)
    state.rng = rng
    state._forget()


def play(which: int, colour: str = "", call: str | None = None) -> Pick:
    """The legal play of card `which` (a butterfly: the one choosing `colour`); `call`
    replaces its right call (the teacher's mistake)."""
    def pick(_state: GameState, legal: Sequence[Action]) -> Action | None:
        found = next((a for a in legal if isinstance(a, Play) and a.cards == (which,)
                      and a.colour == colour), None)
        if found is None or call is None:
            return found
        return replace(found, calls=(call,))
    return pick


def lesson(learner: str = "") -> Lesson:
    me = learner.strip() or _("You")
    coco_turn = _("Now Coco plays. Listen to her call!")
    steps = (
        Step(LEARNER, play(LEARNER_HAND[0]),
             _("Same colour or same animal! Click the green dog, then “woof”, then “Play!”."),
             _("Green on green: it matches. Each animal card needs its call.")),
        Step(COCO, play(COCO_HAND[0]), coco_turn,
             _("A dog on a dog: the same animal matches too.")),
        Step(LEARNER, play(LEARNER_HAND[1]),
             _("Play the red dog. Red cards are quiet: click “stay silent”, then “Play!”."),
             _("Sh! On red, nobody calls.")),
        Step(COCO, play(COCO_HAND[1]), coco_turn,
             _("Only the red rooster gets a call: “COCOTAKI!”")),
        Step(LEARNER, play(BUTTERFLY_CARD, colour="yellow"),
             _("A butterfly fits on any card. Play it: “stay silent”, choose yellow, “Play!”."),
             _("Now yellow is wanted.")),
        Step(COCO, play(COCO_HAND[2], call=WRONG_CALL), coco_turn),
        Step(LEARNER, kind_is("complain"),
             _("Coco said “moo” for a cat! That is wrong. Click “Complain!”."),
             _("Well caught! Coco takes two cards.")),
        Step(LEARNER, play(LEARNER_HAND[3]),
             _("Play the yellow rooster with its call. One card is left: click “Last card!”."),
             _("Say “Last card!” when one card is left, or the others may complain.")),
        Step(COCO, play(COCO_HAND[3]), coco_turn),
        Step(LEARNER, play(LEARNER_HAND[4]),
             _("Play your last card, the green sheep, with its call."),
             _("Your hand is empty!")),
        Step(COCO, kind_is("confirm"),
             _("Coco checks your play. No mistake: you win!")),
    )
    return Lesson(
        game_id="cuckoo_zoo", title=_("Learn to play Cuckoo Zoo"), names=(me, "Coco"),
        kinds=("human", "computer"), seed=SEED, steps=steps, options=CuckooZooOptions(),
        set_up=set_up,
        goodbye=_("Well done — you know how to play Cuckoo Zoo!"),
    )
