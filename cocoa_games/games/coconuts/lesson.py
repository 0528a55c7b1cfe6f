"""Learn to play Coconuts: a short game of three (red cups stand only on a table of three)
with Coco and Kiki, who play the other seats and teach.

The learner shoots first: a pull straight ahead into the red cup at the far corner, then
the red cup's extra shot, turned a little to the left, into a yellow cup; plays Freeze! on
Coco before her shot; and watches Kiki take a cup. Only the learner holds a magic card, so
no shot waits for anyone's answer but the one the lesson asks for.

A shot is aimed and pulled by hand, never exactly: the learner's shot is taken when it
would come down near the cup the step names (`near`), and it then flies as the lesson's
own shot, whose landing is fixed (tests/games/coconuts/test_coconuts_lesson.py checks each
one lands, whatever the release wobble); a shot too far off is refused with the words of
how to mend it. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cocoa_games.core.game import Action, GameState
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import Lesson, Pick, Step

from .actions import PlayCard, Shot
from .cards import DECK_SIZE, FREEZE, KINDS
from .physics import BALL_R, CUP_H, reach, seat_frames
from .rules import CoconutsOptions, CoconutsState

SEED = 3
LEARNER, COCO, KIKI = 0, 1, 2
PLAYERS = 3
FREEZE_CARD = KINDS.index(FREEZE) * 2  # (cards.py: kind, then which copy)
#: the cups the lesson's shots land in (layout.table_spots(3): cup ids bottom to top)
FAR_RED, NEAR_YELLOW, KIKIS_YELLOW = 0, 8, 6
#: each scripted shot (aim, pull), worked out with aim.solve and checked by the tests:
#: straight ahead into the far red cup; a little to the left into the front yellow cup;
#: Kiki's into the yellow cup at her left
SHOTS = {FAR_RED: Shot(0.0, 0.5526), NEAR_YELLOW: Shot(-0.1468, 0.349),
         KIKIS_YELLOW: Shot(-0.1468, 0.349)}
#: metres: how near where the lesson's shot comes down a learner's must come down to be
#: taken, sideways and in length (a child judges the way better than the strength; cups
#: stand 0.11 m apart)
NEAR_SIDE, NEAR_LENGTH = 0.06, 0.12


def set_up(state: GameState) -> None:
    """Only the learner holds a card (Freeze!); the rest go back in the box."""
    assert isinstance(state, CoconutsState)
    state.hands = [[FREEZE_CARD], [], []]
    state.box = [c for c in range(DECK_SIZE) if c != FREEZE_CARD]
    state.turn = LEARNER
    state._cache = None


def shot_at(cup: int) -> Pick:
    """The lesson's shot into `cup`, once the shooter may shoot."""
    def pick(_state: GameState, legal: Sequence[Action]) -> Action | None:
        return SHOTS[cup] if any(isinstance(a, Shot) for a in legal) else None
    return pick


def card(which: int) -> Pick:
    def pick(_state: GameState, legal: Sequence[Action]) -> Action | None:
        return next((a for a in legal if isinstance(a, PlayCard) and a.card == which), None)
    return pick


def near(seat: int) -> Callable[[Action, Action], str]:
    """How `seat`'s hand-made shot compares with the lesson's: "" when it would come down
    at the rim within NEAR_SIDE and NEAR_LENGTH of where the lesson's does, else which way
    to mend it (the bigger miss first, sideways or in length, as the shooter sees it)."""
    frame = seat_frames(PLAYERS)[seat]
    rim = CUP_H - BALL_R

    def compare(wanted: Action, made: Action) -> str:
        assert isinstance(wanted, Shot) and isinstance(made, Shot)
        aim = reach(frame, wanted.aim, wanted.power, rim, slide=wanted.slide or 0.0)
        got = reach(frame, made.aim, made.power, rim, slide=made.slide or 0.0)
        if aim is None:
            return ""
        if got is None:  # it never rises as high as a rim
            return too_short()
        dx, dy = got[0] - aim[0], got[1] - aim[1]
        rx, ry = frame.right
        side = (dx * rx + dy * ry) / NEAR_SIDE
        ahead = (dx * frame.fx + dy * frame.fy) / NEAR_LENGTH
        if side * side + ahead * ahead <= 1.0:
            return ""
        if abs(side) >= abs(ahead):
            return (_("Too far to the right: turn the launcher a little to the left.")
                    if side > 0 else
                    _("Too far to the left: turn the launcher a little to the right."))
        return _("Too far: pull back a little less.") if ahead > 0 else too_short()
    return compare


def too_short() -> str:
    return _("Too short: pull back a little more.")


def lesson(learner: str = "") -> Lesson:
    """The script; each step's words fit the hint line's two lines (short sentences, for
    a child), in every language at 800x600 (tests/app/test_lesson_words.py)."""
    me = learner.strip() or _("You")
    steps = (
        Step(LEARNER, shot_at(FAR_RED),
             _("Drag your launcher far back and let go. Aim straight at the far red cup."),
             _("In the red cup! The cup is yours, and a red cup gives you one more shot."),
             near=near(LEARNER)),
        Step(LEARNER, shot_at(NEAR_YELLOW),
             _("Again! Turn a little to the left, to the yellow cup in front. Pull only "
               "halfway."),
             _("Another cup! The first to build a pyramid of six cups wins."),
             near=near(LEARNER)),
        Step(LEARNER, card(FREEZE_CARD),
             _("Before Coco shoots, play a magic card on her: click your Freeze! card."),
             _("Freeze! Coco loses her turn. Each magic card is played once.")),
        Step(KIKI, shot_at(KIKIS_YELLOW),
             _("Now it is Kiki's turn. Watch her shot!"),
             _("Kiki takes a cup too.")),
    )
    return Lesson(
        game_id="coconuts", title=_("Learn to play Coconuts"), names=(me, "Coco", "Kiki"),
        kinds=("human", "computer", "computer"), seed=SEED, steps=steps,
        options=CoconutsOptions(), set_up=set_up,
        goodbye=_("Well done! Now you know how to play Coconuts: aim, pull, and play "
                  "your magic cards at the right moment."),
    )
