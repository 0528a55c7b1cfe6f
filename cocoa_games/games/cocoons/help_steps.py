"""Cocoons in pictures, for the help (core/picture_steps.py): slide, what each corner sees,
place an animal, agree to open. Each table is a seeded game played on with the game's own
rules; no Qt here."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cocoa_games.core.game import Action, Event, GameState, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.picture_steps import PictureStep, happened, play_until

from .actions import PlaceAnimal, ProposeEnd, Slide
from .kinds import EventKind, Phase
from .rules import CocoonsOptions, CocoonsState

NAMES = ("Mia", "Leo")
SEED = 11


def _fresh() -> CocoonsState:
    from cocoa_games.core.rng import GameRng

    return CocoonsState(NAMES, CocoonsOptions(), GameRng(SEED))


def _eager(state: GameState, _seat: Seat, legal: Sequence[Action],
           rng: random.Random) -> Action | None:
    """Puts an animal away as soon as one lies free, else slides; agrees to open once two
    animals sit in cocoons."""
    places = [a for a in legal if isinstance(a, PlaceAnimal)]
    if places:
        return places[0]
    held = sum(h is not None for h in getattr(state, "holds", ()))
    for action in legal:
        if isinstance(action, ProposeEnd) and held >= 2:
            return action
        if action.kind == "agree" and held >= 2:
            return action
    slides = [a for a in legal if isinstance(a, Slide)]
    return rng.choice(slides) if slides else (legal[-1] if legal else None)


def _slider(state: GameState, seat: Seat, legal: Sequence[Action],
            rng: random.Random) -> Action | None:
    """Only slides (ends the turn when an animal lies free)."""
    slides = [a for a in legal if isinstance(a, Slide)]
    if slides:
        return rng.choice(slides)
    return next((a for a in legal if a.kind == "end_turn"), None)


def _slid() -> CocoonsState:
    return play_until(_fresh(), happened(EventKind.SLIDE), _eager, seed=SEED)


def _corners_differ() -> CocoonsState:
    """Slid on until each corner sees a seal, and not the same ones."""
    def differ(state: GameState, events: Sequence[Event]) -> bool:
        if not isinstance(state, CocoonsState):
            return False
        mia, leo = state.sight(0), state.sight(1)
        return bool(mia) and bool(leo) and set(mia) != set(leo)
    return play_until(_fresh(), differ, _slider, seed=21)


def _placed() -> CocoonsState:
    return play_until(_fresh(), happened(EventKind.PLACE), _eager, seed=SEED)


def _proposed() -> CocoonsState:
    def asked(state: GameState, _events: Sequence[Event]) -> bool:
        return getattr(state, "phase", None) == Phase.AGREE
    return play_until(_fresh(), asked, _eager, seed=SEED, limit=2000)


def steps() -> list[PictureStep]:
    return [
        PictureStep(_("On your turn, pay one action token and slide a cocoon into the "
                      "free space."), _slid, NAMES),
        PictureStep(_("From Mia's corner: only the seals that face the free space and "
                      "her corner show their animal."), _corners_differ, NAMES, viewer=0),
        PictureStep(_("From Leo's corner the same box shows other seals. Tell each other "
                      "what you see!"), _corners_differ, NAMES, viewer=1),
        PictureStep(_("A face-up animal in the free space? Put it into the cocoon you "
                      "think is its own."), _placed, NAMES),
        PictureStep(_("While the Start token shows, you may all agree to open the "
                      "cocoons. Every animal at home: you all win!"), _proposed, NAMES),
    ]
