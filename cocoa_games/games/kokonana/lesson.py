"""Learn to play Kokonana: a short game on a fixed deal against Coco, who teaches.

The learner starts at the end of the shallow water (the first half is the same game again),
so the lesson reaches the heart quickly: hop, take a key, flip, remember, match, a talisman,
a hop onto a new stone and a secret peek at the temple. Which tiles to click is worked out
from the deal itself (the teacher knows it), so the lesson holds whatever the layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Action, GameState
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import Lesson, Step, kind_is

from . import board as B
from .actions import Flip
from .rules import KokonanaState

SEED = 7
START = "S:1:4"  # the learner's runner: the last step of the shallow water


def _face_down(state, deep: bool) -> list[int]:
    half = 1 if deep else 0
    return [t for t in range(B.TILES) if B.half_of(t) == half and not state.stone[t]
            and t not in state.flipped]


def _twin(state, tile: int) -> int:
    return next(t for t in range(B.TILES) if t != tile and state.motif[t] == state.motif[tile])


class _Plan:
    """The tiles the lesson turns, chosen once from the deal."""

    def __init__(self) -> None:
        self.first: int | None = None   # deep, step 0: the learner's first tile (its twin waits)
        self.second: int | None = None  # deep, no match for the first
        self.coco: tuple[int, int, int, int] = (0, 0, 0, 0)  # the teacher's two shallow pairs

    def choose(self, state) -> None:
        if self.first is not None:
            return
        deep = _face_down(state, deep=True)
        self.first = next(t for t in deep if B.step_of(t) == 0
                          and B.step_of(_twin(state, t)) > 0)
        twin = _twin(state, self.first)
        self.second = next(t for t in deep if t not in (self.first, twin))
        shallow = _face_down(state, deep=False)
        pairs: list[int] = []
        for tile in shallow:  # two pairs of different pictures: no match for Coco
            if len(pairs) % 2 == 1 and state.motif[tile] == state.motif[pairs[-1]]:
                continue
            pairs.append(tile)
            if len(pairs) == 4:
                break
        self.coco = (pairs[0], pairs[1], pairs[2], pairs[3])


def _flip(plan: _Plan, which):
    def pick(state: GameState, legal: Sequence[Action]) -> Action | None:
        plan.choose(state)
        tile = which(plan, state)
        wanted = Flip(B.NAMES[tile])
        return wanted if wanted in legal else None
    return pick


def _first(kind: str):
    def pick(_state: GameState, legal: Sequence[Action]) -> Action | None:
        return next((a for a in legal if a.kind == kind), None)
    return pick


def lesson(learner: str = "") -> Lesson:
    me = learner.strip() or _("You")
    plan = _Plan()
    coco_turn = _("Now Coco plays. Watch which pictures come up!")
    steps = (
        Step(0, kind_is("hop", target="sand"),
             _("Your runner stands at the end of the shallow water. Hop onto the sandbank: "
               "click it."),
             _("You are on the sandbank.")),
        Step(0, _first("take_key"),
             _("Take a key: click one. Your key opens one lock of the temple."),
             _("That key is yours.")),
        Step(0, _flip(plan, lambda p, s: p.first),
             _("Now turn over a tile of the deep water: click the shining tile.")),
        Step(0, _flip(plan, lambda p, s: p.second),
             _("Turn over a second tile. Two of the same picture make a stepping stone."),
             _("Two different pictures: no match. Remember where they are!")),
        Step(0, _first("acknowledge"),
             _("Call “Kokonana!” and the tiles turn back over.")),
        Step(1, _flip(plan, lambda p, s: p.coco[0]), coco_turn),
        Step(1, _flip(plan, lambda p, s: p.coco[1])),
        Step(1, _first("acknowledge")),
        Step(0, _flip(plan, lambda p, s: _twin(s, p.first)),
             _("Your turn again. Turn over the shining tile.")),
        Step(0, _flip(plan, lambda p, s: p.first),
             _("The same picture as your very first tile! Click where that one lies."),
             _("A match! The two tiles stay picture side up: new stepping stones.")),
        Step(0, _first("take_talisman"),
             # (the printed game's "talisman", said with words a child knows)
             _("You may hop now, or take a talisman: a magic token. Take the talisman!"),
             _("With a talisman you may hop once more, or look at a temple tile in "
               "secret.")),
        Step(1, _flip(plan, lambda p, s: p.coco[2]), coco_turn),
        Step(1, _flip(plan, lambda p, s: p.coco[3])),
        Step(1, _first("acknowledge")),
        Step(0, _hop_to(plan),
             _("Hop onto your stepping stone: click it."),
             _("Each hop brings you nearer the temple.")),
        Step(0, _first("talisman_peek"),
             _("Use your magic token for a secret look: click a temple tile.")),
        Step(0, _first("hide"),
             _("Only you see it. Does your key fit? Remember it, then click Hide."),
             _("Reach the temple bank and turn over your lock to win.")),
    )
    return Lesson(
        game_id="kokonana", title=_("Learn to play Kokonana"), names=(me, "Coco"),
        kinds=("human", "computer"), seed=SEED, steps=steps,
        set_up=_set_up,
        goodbye=_("Well done — you know how to play Kokonana!"),
    )


def _set_up(state: GameState) -> None:
    assert isinstance(state, KokonanaState)
    state.set_up(runners={0: START}, turn=0)


def _hop_to(plan: _Plan):
    def pick(state: GameState, legal: Sequence[Action]) -> Action | None:
        plan.choose(state)
        target = B.NAMES[plan.first] if plan.first is not None else ""
        return next((a for a in legal if a.kind == "hop" and getattr(a, "target", "") == target),
                    None)
    return pick
