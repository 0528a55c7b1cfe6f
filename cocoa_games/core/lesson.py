"""Learn to play: a short scripted game on a fixed deal that teaches one step at a time.

No Qt, and no new machinery at the table: a lesson wraps the real game so that at each step
the learner may make exactly ONE move — the table then highlights that one thing to click, as
it highlights any legal move — and the teacher's seats play their scripted moves as computers.
What just happened comes as public events ("lesson"), so the log shows it and the voice
says it; what to do next is the step's words, said once: `LessonGame.coach_line` gives the
hint line (and the voice) its words and every observation carries them (`LESSON_KEY`), not
the log as well, where they stood a second time under the hint line.

A lesson is never saved and never counts in the statistics (the session runs it without an
autosave slot). Each game writes its lessons in games/<id>/lesson.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cocoa_games.core.game import (
    JSON,
    Action,
    Bot,
    Event,
    Game,
    GameState,
    IllegalAction,
    Outcome,
    Seat,
)

LESSON_EVENT = "lesson"
#: the key a lesson adds to every observation: the words of the step to make next (public,
#: as its events). A table may show them in its banner and leave out its helpers beside the
#: script's one move (notes, hints), which the script would refuse.
LESSON_KEY = "lesson"

#: picks the step's one move among the seat's legal moves (None: the script went wrong)
Pick = Callable[[GameState, Sequence[Action]], Action | None]


@dataclass(frozen=True)
class Step:
    """One move of the lesson: who makes it, what the table says first, what it says after."""

    seat: Seat
    pick: Pick
    say: str = ""   # before the move: what to do ("Click the crab tile")
    then: str = ""  # after it: what just happened and why it matters
    #: a move made by hand (a Coconuts shot: aimed and pulled, never exactly the script's):
    #: given (the script's move, the learner's of the same kind), "" takes the learner's as
    #: the script's own, else the words of how to mend it ("turn a little to the left")
    near: Callable[[Action, Action], str] | None = None


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]       # "human" or "computer" per seat
    seed: int
    steps: tuple[Step, ...]
    options: Any = None
    set_up: Callable[[GameState], None] | None = None  # fixes the deal after new_state
    welcome: str = ""
    goodbye: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


def kind_is(kind: str, **fields: Any) -> Pick:
    """The first legal move of `kind` whose fields have these values."""
    def pick(_state: GameState, legal: Sequence[Action]) -> Action | None:
        for action in legal:
            if action.kind == kind and all(getattr(action, k, None) == v
                                           for k, v in fields.items()):
                return action
        return None
    return pick


class LessonState(GameState):
    def __init__(self, inner: GameState, lesson: Lesson) -> None:
        self.inner = inner
        self.lesson = lesson
        self.step = 0  # the step to make next

    # -- the script -------------------------------------------------------------------
    @property
    def current(self) -> Step | None:
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        """Every step made: the learner has seen the whole lesson."""
        return self.step >= len(self.lesson.steps)

    @property
    def learner(self) -> Seat:
        """The seat of the person who learns (the teacher's seats are computers)."""
        return next((s for s, kind in enumerate(self.lesson.kinds) if kind == "human"), 0)

    def wanted(self) -> tuple[Seat, Action] | None:
        step = self.current
        if step is None:
            return None
        action = step.pick(self.inner, self.inner.legal_actions(step.seat))
        return None if action is None else (step.seat, action)

    # -- the game contract, narrowed to the script ------------------------------------
    def to_dict(self) -> dict[str, JSON]:
        return self.inner.to_dict()

    def to_move(self) -> tuple[Seat, ...]:
        if self.finished:  # the lesson is over when its script is
            return ()
        return self.inner.to_move()

    def legal_actions(self, seat: Seat) -> list[Action]:
        wanted = self.wanted()
        if wanted is None or wanted[0] != seat:
            return []
        return [wanted[1]]

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        step = self.current
        wanted = self.wanted()
        if (step is not None and step.near is not None and wanted is not None
                and wanted[0] == seat and action.kind == wanted[1].kind):
            mend = step.near(wanted[1], action)
            if mend:
                raise IllegalAction(mend)
            action = wanted[1]  # guided: it flies as the script has it
        if step is None or wanted != (seat, action):
            raise IllegalAction(step.say if step is not None and step.say else "")
        events = list(self.inner.apply(seat, action))
        self.step += 1
        if step.then:  # what the move meant, told before the next player's turn begins
            at = next((i for i, e in enumerate(events) if e.kind == "turn"), len(events))
            events.insert(at, Event(LESSON_EVENT, {"step": self.step}, step.then))
        if self.finished and self.lesson.goodbye:
            events.append(Event(LESSON_EVENT, {"step": self.step}, self.lesson.goodbye))
        return events

    def observe(self, seat: Seat | None) -> Mapping[str, JSON]:
        step = self.current
        return {**self.inner.observe(seat), LESSON_KEY: step.say if step is not None else ""}

    def determinize(self, seat: Seat, rng: random.Random) -> GameState:
        return self.inner.determinize(seat, rng)

    def outcome(self) -> Outcome | None:
        outcome = self.inner.outcome()
        if outcome is None and self.finished:
            # the learner did it: the table celebrates (the fanfare, not the "uh-oh")
            return Outcome(winners=(self.learner,), text=self.lesson.goodbye or " ",
                           cooperative=False)
        return outcome

    def is_over(self) -> bool:
        return self.finished or self.inner.is_over()


class ScriptBot(Bot):
    """A teacher's seat: plays the one move the script gives it."""

    def choose(self, observation: Mapping[str, JSON], legal: Sequence[Action]) -> Action | None:
        return legal[0] if legal else None


#: what a lesson copies from the game it teaches (the table reads them from the game)
_COPIED = ("id", "title", "pitch", "min_players", "max_players", "Options", "bot_levels",
           "has_private_info", "mover_sees_news", "cues", "memory", "meta")


class LessonGame(Game):
    """The game as a lesson: the same table, the moves narrowed to the script."""

    def __init__(self, inner: Game, lesson: Lesson) -> None:
        self.inner = inner
        self.lesson = lesson
        for name in _COPIED:
            setattr(self, name, getattr(inner, name))

    def new_state(self, player_names: Sequence[str], options: Any = None,
                  seed: int = 0) -> LessonState:
        state = self.inner.new_state(player_names, options, seed)
        if self.lesson.set_up is not None:
            self.lesson.set_up(state)
        return LessonState(state, self.lesson)

    def coach_line(self, state: GameState) -> str:
        """The banner's words while the lesson runs: what to do now (Game.coach_line)."""
        if isinstance(state, LessonState) and state.current is not None:
            return state.current.say
        return ""

    def curtain_alert(self, public_observation: Mapping[str, Any]) -> str:
        return self.inner.curtain_alert(public_observation)

    def state_from_dict(self, data: Mapping[str, JSON]) -> GameState:
        return self.inner.state_from_dict(data)

    def action_from_dict(self, data: Mapping[str, JSON]) -> Action:
        return self.inner.action_from_dict(data)

    def make_bot(self, seat: Seat, level: str = "normal", seed: int = 0) -> Bot:
        return ScriptBot(seat, level, seed)
