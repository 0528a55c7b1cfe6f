"""Coconuts in pictures, for the help (core/picture_steps.py): aim and pull, a coconut in a
cup wins it, the red cup, a magic card. Each table is a seeded game for three played on by
the game's own computer players with the game's own physics; no Qt here."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cocoa_games.core.game import Action, Bot, Event, GameState, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.picture_steps import Chooser, PictureStep, play_until

from .actions import PlayCard
from .cards import FAR_SHOT, GUESS_WHO, kind_of
from .observation import EventKind
from .rules import CoconutsGame, CoconutsState

NAMES = ("Mia", "Leo", "Ada")
SEED = 1
#: the magic cards a picture shows at work: the launcher moved back, the cups hidden
SEEN = (FAR_SHOT, GUESS_WHO)


def _fresh() -> CoconutsState:
    return CoconutsGame().new_state(NAMES, None, SEED)


def _players(magic: bool) -> Chooser:
    """The game's best computer players shoot; with `magic` the others call Magic! and
    play a card, else nobody does."""
    bots: dict[Seat, Bot] = {}

    def choose(state: GameState, seat: Seat, legal: Sequence[Action],
               _rng: random.Random) -> Action | None:
        kinds = {a.kind: a for a in legal}
        if "shot" in kinds:
            bot = bots.setdefault(seat, CoconutsGame().make_bot(seat, "ace", SEED + seat))
            return bot.choose(state.observe(seat), legal)
        if isinstance(state, CoconutsState) and seat == state.turn and state.chooser < 0:
            return None  # the shooter waits for the others' answers
        if not magic:
            return kinds.get("no_magic")
        seen: list[Action] = [a for a in legal
                              if isinstance(a, PlayCard) and kind_of(a.card) in SEEN]
        return seen[0] if seen else kinds.get("claim_magic") or kinds.get("no_magic")
    return choose


def _can_shoot(state: CoconutsState) -> bool:
    return any(a.kind == "shot" for a in state.legal_actions(state.turn))


def _aiming() -> CoconutsState:
    """Mia's first shot, once the others said they play no magic: her launcher is hers."""
    state = _fresh()
    if _can_shoot(state):
        return state
    return play_until(state, lambda s, _e: isinstance(s, CoconutsState) and _can_shoot(s),
                      _players(False), seed=SEED)


def _pyramid(state: GameState, events: Sequence[Event]) -> bool:
    return any(e.kind == EventKind.END and e.data.get("reason") == "pyramid" for e in events)


def _taken(colour: str) -> Callable[[GameState, Sequence[Event]], bool]:
    return lambda _state, events: any(e.kind == EventKind.TAKE and e.data.get("colour")
                                      == colour for e in events)


def _seen_card(_state: GameState, events: Sequence[Event]) -> bool:
    return any(e.kind == EventKind.CARD and e.data.get("kind") in SEEN for e in events)


def _played(stop: Callable[[GameState, Sequence[Event]], bool], magic: bool = False,
            ) -> Callable[[], CoconutsState]:
    def made() -> CoconutsState:
        return play_until(_fresh(), stop, _players(magic), seed=SEED)
    return made


def steps() -> list[PictureStep]:
    return [
        PictureStep(_("On your turn, turn your launcher towards a cup and pull it back: "
                      "the further you pull, the further the coconut flies."),
                    _aiming, NAMES, viewer=0, offer=True),
        PictureStep(_("A coconut that stays in a cup wins you that cup. It goes onto "
                      "your board."), _played(_taken("yellow")), NAMES),
        PictureStep(_("Won a red cup? Then you shoot once more straight away."),
                    _played(_taken("red")), NAMES),
        PictureStep(_("Before a shot, the others may call Magic! and play a card. Far "
                      "Shot moves the launcher back, Guess Who? hides the cups."),
                    _played(_seen_card, True), NAMES),
        PictureStep(_("Six cups make a pyramid: the first to build one wins!"),
                    _played(_pyramid), NAMES),
    ]
