"""Learn to play Cocoons: a short game with Coco, who plays the other corner and teaches.

The box is a level-1 box (rune trapdoors only) near its end: four animals are home, the owl
sits in the wrong cocoon, three animals still lie under their spaces. The learner sits at
the south-west corner (the bottom left on the screen), Coco at the north-east: slide, read
the seal your corner shows, put the animal in, end the turn; watch Coco correct the owl and
read a seal the learner cannot see; uncover the Start token; agree to open the cocoons.

The box is fixed here, so each step's cocoon is a constant; tests/games/cocoons/
test_cocoons_lesson.py checks on the rules alone that every seal a step names is one that
seat really sees at that moment.
"""

from __future__ import annotations

from cocoa_games.core.game import GameState
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import Lesson, Step, kind_is

from . import levels as L
from .rules import CocoonsOptions, CocoonsState

LEARNER, COCO = 0, 1

#: the nine spaces NW..SE: what lies at the bottom of each (the Start token in the centre)
TOKENS = ("frog", "fox", "turtle", "fish", L.START, "iguana", "owl", "snail", "bat")
#: the runes on them (none on the Start token)
TRAPS = tuple(None if t == L.START else L.rune(r) for t, r in
              zip(TOKENS, ("sun", "moon", "star", "wave", "", "leaf", "flame", "eye", "spiral"),
                  strict=True))
#: cocoon i stands on the i-th space that is not the Start's: NW N NE W E SW S SE
OWNERS = ("fish", "frog", "turtle", "fox", "iguana", "owl", "snail", "bat")
SEALS = "SWNNENSE"
FISH, FROG, FOX, OWL = 0, 1, 3, 5  # the cocoons the lesson fills
#: spaces already uncovered and emptied (their animals are in their cocoons)
EMPTIED = (2, 5, 6, 7, 8)
#: what the cocoons hold at the start: the owl in the frog's cocoon, by mistake
HOLDS = (None, "owl", "turtle", None, "iguana", None, "snail", "bat")
#: the action tokens the earlier turns put into the cocoons (the supply is short of them)
PAID = (0, 1, 1, 0, 1, 0, 2, 1)


def set_up(state: GameState) -> None:
    """Lay the lesson's box into the new game (the learner begins)."""
    assert isinstance(state, CocoonsState)
    box = CocoonsState.arranged(state.names, tokens=TOKENS, traps=TRAPS, owners=OWNERS,
                                seals=SEALS, options=state.options)
    rng = state.rng
    state.__dict__.update(box.__dict__)
    state.rng = rng
    for slot in EMPTIED:
        trap = state.trap[slot]
        if trap is not None:
            state.discarded.append(trap)
        state.trap[slot], state.bottom[slot], state.explored[slot] = None, None, True
    state.holds = list(HOLDS)
    state.tokens = list(PAID)
    state.supply = L.SUPPLY - sum(PAID)
    state.box_moved()
    state._cache = {}


def lesson(learner: str = "") -> Lesson:
    """The script. Each step's words fit the hint line's two lines (short sentences, in
    every language at 800x600: tests/app/test_lesson_words.py); what happened goes to the
    log and the voice."""
    me = learner.strip() or _("You")
    end_turn = _("Click “{button}”.").format(button=_("End the turn"))
    steps = (
        Step(LEARNER, kind_is("slide", cocoon=FOX),
             _("You sit at the bottom left, Coco at the top right. Slide the shining cocoon "
               "into the free space."),
             _("Each slide costs one action token. The fish was hiding there! Seals show "
               "only on the sides facing the free space.")),
        Step(LEARNER, kind_is("place_animal", cocoon=FISH),
             _("You see the fish's seal by the free space. Click the shining cocoon: the "
               "fish goes in.")),
        Step(LEARNER, kind_is("end_turn"),
             _("The fish is home! Click “{button}”. Then it is Coco's turn.").format(
                 button=_("End the turn"))),
        Step(COCO, kind_is("correct", source=FROG, target=OWL),
             _("From her corner, Coco sees the owl's seal: the owl is in the wrong "
               "cocoon!"),
             _("Coco pays three tokens to move the owl into its own cocoon.")),
        Step(LEARNER, kind_is("slide", cocoon=FISH),
             _("Moving an animal again costs three tokens. Look well! Now slide the shining "
               "cocoon.")),
        Step(LEARNER, kind_is("place_animal", cocoon=FROG),
             _("Now you see the frog's seal, on the cocoon Coco emptied. Click it: the frog "
               "goes in.")),
        Step(LEARNER, kind_is("end_turn"),
             _("The frog is home too! Click “{button}”.").format(button=_("End the turn"))),
        Step(COCO, kind_is("slide", cocoon=FROG),
             _("Coco's turn. Watch what she finds.")),
        Step(COCO, kind_is("place_animal", cocoon=FOX),
             _("Coco sees the fox's seal. You cannot see it from your corner: tell each "
               "other!")),
        Step(COCO, kind_is("end_turn"),
             _("Now every animal is in a cocoon.")),
        Step(LEARNER, kind_is("slide", cocoon=FOX),
             _("One thing is missing: the Start token must show. Slide the shining cocoon "
               "away.")),
        Step(LEARNER, kind_is("end_turn"),
             _("There is the Start token! {click}").format(click=end_turn)),
        Step(COCO, kind_is("propose_end")),
        Step(LEARNER, kind_is("agree"),
             _("Coco wants to open the cocoons. Everyone must agree: click “{button}”."
               ).format(button=_("Agree: open them"))),
    )
    return Lesson(
        game_id="cocoons", title=_("Learn to play Cocoons"), names=(me, "Coco"),
        kinds=("human", "computer"), seed=1, steps=steps, options=CocoonsOptions(),
        set_up=set_up,
        goodbye=_("Every animal was in its own cocoon: you won together! Now you know how "
                  "to play Cocoons."),
    )
