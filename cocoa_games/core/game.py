"""The contract every game implements: Game, GameState, Action, Event, Outcome.

Pure Python, no Qt. Modelled on OpenSpiel's Game/State split: a `Game` is immutable
configuration and metadata, a `GameState` is the one mutable thing. What a seat may see
is built in one place, `GameState.observe`.

Conventions every game follows:
- Seats are 0-based ints in turn order.
- `to_move()[0]` is the seat whose turn it is; any further seats in `to_move()` may
  interject with public actions (a complaint in Cuckoo Zoo, a magic card in Coconuts).
- `apply` validates everything and raises `IllegalAction` leaving the state untouched.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cues import Cues

# the contract's errors and metadata live in light modules of their own (the app's first
# screen needs them, not the contract); they stay importable from here
from .errors import IllegalAction as IllegalAction
from .errors import SaveFormatError as SaveFormatError
from .field_types import field_hints, matches
from .i18n import _
from .memory import Memory
from .meta import GameMeta as GameMeta

Seat = int
JSON = Any


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: frozen dataclasses with a `kind` tag.

    Subclasses set `kind: ClassVar[str]`; fields must be JSON-safe values (ints, strs,
    bools, floats, tuples of those).
    """

    kind: ClassVar[str] = "action"
    #: may the turn seat make this action from the hand-off curtain, seeing nothing
    #: private? True: always (a public call); False: never; None: when the other seats
    #: who may interject now could make the same kind of action
    interjection: ClassVar[bool | None] = None
    #: choosing it shows what only its seat knows (a card from a hand): a shared table
    #: (Game.shared_table) offers it only in that seat's own private look
    secret: ClassVar[bool] = False
    #: a seat's "no" to a question the turn waits for (Coconuts' "No magic"): when the
    #: table's countdown runs out, a seat that has not answered says it
    answer: ClassVar[bool] = False

    def label(self) -> str:
        """A short button text for players; games override it for their actions."""
        return self.kind.replace("_", " ").capitalize()

    def to_dict(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _jsonable(getattr(self, f.name))
        return data


def _jsonable(value: Any) -> JSON:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def action_registry(*classes: type[Action]):
    """Build an `action_from_dict` for a game's action classes.

    Returns a function that turns `Action.to_dict()` output back into the action, raising
    `SaveFormatError` on anything unknown or malformed.
    """
    by_kind = {cls.kind: cls for cls in classes}

    plans: dict[str, tuple[type[Action], tuple[tuple[str, Any, bool], ...]]] = {}

    def plan(kind: str) -> tuple[type[Action], tuple[tuple[str, Any, bool], ...]]:
        # fields, hints and defaults looked up once per class, not once per move
        if kind not in plans:
            cls = by_kind[kind]
            hints = field_hints(cls)
            plans[kind] = (cls, tuple(
                (f.name, hints.get(f.name, Any),
                 f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
                for f in dataclasses.fields(cls)))
        return plans[kind]

    def action_from_dict(data: Mapping[str, JSON]) -> Action:
        kind = data.get("kind") if isinstance(data, Mapping) else None
        if not isinstance(kind, str) or kind not in by_kind:
            raise SaveFormatError(_("Unknown action in save: {action}").format(
                action=repr(str(data)[:80])))
        cls, fields = plan(kind)
        kwargs = {}
        for name, hint, required in fields:
            if name not in data:
                if required:
                    raise SaveFormatError(_("Action {action} is missing {field}").format(
                        action=repr(cls.kind), field=repr(name)))
                continue
            value = data[name]
            if not matches(value, hint):
                raise SaveFormatError(
                    _("Malformed action {action}: {field} has the wrong type").format(
                        action=repr(cls.kind), field=repr(name)))
            kwargs[name] = tuple(_tupled(v) for v in value) if isinstance(value, list) else value
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise SaveFormatError(_("Malformed action {action}: {reason}").format(
                action=repr(cls.kind), reason=exc)) from exc

    return action_from_dict


def _tupled(value: Any) -> Any:
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and for animations.

    `visible_to=None` means every seat (and onlookers) may see it; otherwise only those seats.
    `text` is a short sentence for the log, written for players.
    """

    kind: str
    data: Mapping[str, JSON] = field(default_factory=dict)
    text: str = ""
    visible_to: frozenset[Seat] | None = None

    def visible_for(self, viewer: Seat | None) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)

    def to_dict(self) -> dict[str, JSON]:
        return {
            "kind": self.kind,
            "data": dict(self.data),
            "text": self.text,
            "visible_to": None if self.visible_to is None else sorted(self.visible_to),
        }


@dataclass(frozen=True)
class Outcome:
    """The end of a game. `winners` empty with `cooperative` means the table lost together."""

    winners: tuple[Seat, ...]
    scores: tuple[float, ...] = ()
    text: str = ""
    cooperative: bool = False

    def to_dict(self) -> dict[str, JSON]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "text": self.text,
            "cooperative": self.cooperative,
        }


class GameState(ABC):
    """The mutable state of one game in progress."""

    @abstractmethod
    def to_dict(self) -> dict[str, JSON]:
        """JSON-safe and complete, RNG state included."""

    @abstractmethod
    def to_move(self) -> tuple[Seat, ...]:
        """Seats that may act now, the turn seat first; () when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Finite list of what `seat` may do now (a coarse grid where choices are continuous)."""

    @abstractmethod
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Validate and perform; raise IllegalAction (state untouched) if not allowed."""

    @abstractmethod
    def observe(self, seat: Seat | None) -> Mapping[str, JSON]:
        """What `seat` may know (None = what the whole table sees). JSON-safe; a game
        annotates its own as a TypedDict (a Mapping, so the two agree)."""

    @abstractmethod
    def determinize(self, seat: Seat, rng: random.Random) -> GameState:
        """A new state `seat` cannot tell from this one, all it cannot see re-dealt."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    # Conveniences shared by all games -------------------------------------------------
    def is_over(self) -> bool:
        return self.outcome() is not None

    def turn_seat(self) -> Seat | None:
        """The seat whose turn it is (first of `to_move()`), None when over."""
        seats = self.to_move()
        return seats[0] if seats else None


class Game(ABC):
    """One instance per game, held by the registry: metadata and factories.

    A subclass sets `meta = GameMeta(...)`; its fields become the class attributes below
    (`game.title`, `CuckooZooGame.bot_levels`), so they are never written twice."""

    meta: ClassVar[GameMeta]
    id: ClassVar[str]
    title: ClassVar[str]
    pitch: ClassVar[str] = ""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type]
    bot_levels: ClassVar[tuple[str, ...]] = ("normal",)
    has_private_info: ClassVar[bool] = True
    #: a move's private events tell its mover news (a card drawn): they see it in their own
    #: view, ended by Hide, before the next curtain (not so for a wind they set themselves)
    mover_sees_news: ClassVar[bool] = False
    #: one table everyone watches (Coconuts): no curtain between turns; a seat's private
    #: view comes only when that person asks to look (ViewPolicy.request_view)
    shared_table: ClassVar[bool] = False
    #: with several people, a curtain comes at every change of person even when that
    #: person's view shows nothing secret right now (Cocoons: whether a corner shows a seal
    #: changes with every slide, so a rule by what is in view is one nobody can predict)
    curtain_for_every_person: ClassVar[bool] = False
    #: which sounds its events and animation moments make (the presenter plays them)
    cues: ClassVar[Cues] = Cues()
    #: what its table may stop showing, so a review of the game so far forgets it too
    memory: ClassVar[Memory] = Memory()
    #: a person's "No complaint" to any play the others may still object to: the table then
    #: waits for each person's answer (or a countdown) before a computer moves on. None:
    #: only a game about to end waits (its own "No complaint" is a move)
    no_complaint: ClassVar[Action | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        meta = cls.__dict__.get("meta")
        if isinstance(meta, GameMeta):
            for f in dataclasses.fields(meta):
                setattr(cls, f.name, getattr(meta, f.name))

    @abstractmethod
    def new_state(
        self, player_names: Sequence[str], options: Any = None, seed: int = 0
    ) -> GameState: ...

    def coach_line(self, state: GameState) -> str:
        """Words for the banner that replace the table's own hint (a lesson's next step,
        core/lesson.py). Empty: the table's hint. Public: the whole table reads them."""
        return ""

    def curtain_alert(self, public_observation: Mapping[str, Any]) -> str:
        """A public warning the hand-off curtain adds to its recap ("Gran is about to win —
        check her call!"): what the next person must not miss. Empty: none."""
        return ""

    @abstractmethod
    def state_from_dict(self, data: Mapping[str, JSON]) -> GameState:
        """Rebuild a state from `to_dict()` output; raise SaveFormatError if malformed."""

    @abstractmethod
    def action_from_dict(self, data: Mapping[str, JSON]) -> Action: ...

    @abstractmethod
    def make_bot(self, seat: Seat, level: str = "normal", seed: int = 0) -> Bot: ...

    def option_locks(self, unlock_all: bool = False) -> dict[str, tuple[Any, str]]:
        """Options not yet earned (a level still to be opened by winning the one before):
        field name -> (the highest value allowed now, why). `unlock_all` is the family's
        "Unlock every level" setting. Most games lock nothing."""
        return {}

    def keep_records(self, state: GameState) -> tuple[str, ...]:
        """At a finished game's end: keep the game's own records (a level's best score)
        and say them in lines for the end screen. Most games keep none."""
        return ()

    def may_take_back(self, seat: Seat, action: Action, events: Sequence[Event],
                      state: GameState) -> bool:
        """May `seat` take back `action`, its move just made (`events`, leaving `state`)?
        True only for a move that told nobody anything new: no reveal, no draw, no chance.
        core/takeback.py adds what holds for every game (the mover still to move, nothing
        private in the events); most games offer no take-back."""
        return False

    def retakes(self, seat: Seat, action: Action, events: Sequence[Event],
                state: GameState) -> list[Action]:
        """Other forms of `seat`'s move just made that may be put in its place while the
        next player has not acted: the same move with another free choice that tells nobody
        anything new (a Cuckoo Zoo butterfly's colour). core/takeback.py adds what holds for
        every game (nothing private in the events); most games offer none."""
        return []

    def upgrade_moves(self, names: Sequence[str], options: Any, seed: int,
                      moves: Sequence[tuple[Seat, Action]], stored: GameState,
                      ) -> list[tuple[Seat, Action]]:
        """The moves of a save made by an older version, as this version's rules take them
        (a step the rules now ask for, added where the old rules took it themselves: Cocoons'
        "End the turn", Coconuts' "No magic" before a shot), so the replay reaches `stored`
        (core/old_saves.py `fill_in` does the walking). Most games change nothing."""
        return list(moves)

    def check_player_count(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise ValueError(
                _("{game} is for {low} to {high} players, not {count}.").format(
                    game=_(self.title), low=self.min_players, high=self.max_players, count=count)
            )


class Bot(ABC):
    """A computer player. It sees only what its seat may see: observations and events.

    The session calls `notice` with every event visible to the seat, then `choose` whenever
    the seat is in `to_move()`. Returning None means "nothing now" (only allowed when the
    seat is not the turn seat, e.g. it does not complain).
    """

    def __init__(self, seat: Seat, level: str = "normal", seed: int = 0) -> None:
        self.seat = seat
        self.level = level
        self.rng = random.Random(seed)

    def notice(self, events: Iterable[Event]) -> None:  # noqa: B027 - optional hook
        """Called with the events this seat saw; memory-keeping bots override it."""

    @abstractmethod
    def choose(self, observation: Mapping[str, JSON], legal: Sequence[Action]) -> Action | None:
        ...
