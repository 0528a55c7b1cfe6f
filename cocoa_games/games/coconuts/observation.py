"""What a Coconuts seat sees, as types: the observation (`CoconutsState.observe`), its
phases and the kinds of events, shared by the rules, the bots and the table. Pure Python.

The enums are `StrEnum`s: a member is its own string, so observations, saves and events
read exactly as before in JSON, and a renamed key or phase is a type error, not a default
drawn in silence.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NotRequired, TypedDict

from .cards import AIMED_SHOT


class Phase(StrEnum):
    """Where a turn stands."""

    MAGIC = "magic"    #: the Magic? moment before a shot: the shooter aims, others may call
    CHOOSE = "choose"  #: a seat called Magic! and picks its card in private
    OVER = "over"


class EventKind(StrEnum):
    """The kinds of `Event` the rules tell."""

    CLAIM = "claim"        #: {seat}: Magic!
    CARD = "card"          #: {seat, kind, on, cup}: a magic card played
    WIND_SET = "wind_set"  #: {seat, wind}: private to whoever called the wind
    NO_MAGIC = "no_magic"  #: {seat}: the caller plays nothing after all
    REUSE = "reuse"        #: {seat}: a coconut that missed is picked up again
    SHOT = "shot"          #: the flight's record (see `LastShot`)
    TAKE = "take"          #: {seat, cup, from, colour}: a cup goes to a pyramid
    AGAIN = "again"        #: {seat}: the same seat shoots again
    SKIP = "skip"          #: {seat}: a seat with nothing to shoot is passed over
    TURN = "turn"          #: {seat}: a new turn
    END = "end"            #: {winner, reason, scores?}


class EndReason(StrEnum):
    PYRAMID = "pyramid"
    ALL_IN_CUPS = "all_in_cups"
    NO_CUP_LEFT = "no_cup_left"


class Place(StrEnum):
    """Where a cup stands."""

    TABLE = "table"
    BOARD = "board"


class CupView(TypedDict):
    id: int
    colour: str  # layout.YELLOW | layout.RED
    coconuts: int
    place: Place
    spot: int    # on the table: its spot (-1 on a board)
    level: int   # 0 = standing on the table, 1 = on the cup beneath
    seat: int    # on a board: whose (-1 on the table)
    slot: int    # on a board: its pyramid slot (-1 on the table)
    x: float
    y: float
    base: float  # m above the table its bottom stands
    open: bool   # nothing stands on it


class Effect(TypedDict):
    """A card in play for this shot."""

    by: int
    cup: NotRequired[int]  # Aimed Shot: the named cup


class Moment(TypedDict):
    used: list[int]               # seats that had their say this moment
    effects: dict[str, Effect]    # card kind -> its effect
    extra_shots: int


class PlayedCard(TypedDict):
    kind: str
    by: int
    on: int


class LastShot(TypedDict):
    """The public record of a flight (also the data of its "shot" event)."""

    serial: int
    seat: int
    aim: float
    power: float
    used_aim: float     # with the release wobble: what flew
    used_power: float
    wind: list[float]
    far: bool
    blind: bool
    aimed: int          # the cup Aimed Shot named, -1 for none
    cup: int            # where it came to rest, -1 for none
    taken: bool
    rest: list[float]
    off_table: bool
    steps: int
    contacts: list[list[int | str]]  # [step, physics.Touch, cup]


class EndBoard(TypedDict):
    why: str
    order: list[int]   # the seats, the winner first
    notes: list[str]   # each seat's board in words, in `order`


class HandCard(TypedDict):
    id: int
    kind: str


class Observation(TypedDict):
    players: list[str]
    frames: list[list[float]]   # [fx, fy] per seat: toward the table centre
    turn: int | None            # None when over
    phase: Phase
    chooser: int | None         # who picks a card now
    to_move: list[int]
    cups: list[CupView]
    boards: list[list[int]]     # per seat 6 slots, a cup id or -1
    supply: list[int]           # coconuts in hand per seat
    loose: int                  # coconuts lying about, free to reuse
    hand_counts: list[int]
    played: list[PlayedCard]
    moment: Moment
    last_shot: LastShot | None
    shots: int
    stealing: bool
    answer_seconds: int         # the Magic? countdown: how long the shot waits for answers
    winner: int | None
    scores: list[int]           # coconuts in the cups of each board
    end: EndBoard | None
    #: a seat's own view, when it holds cards or called the wind: its cards, and the wind
    #: it set (None when it set none); absent from the public view
    hand: NotRequired[list[HandCard]]
    secret_wind: NotRequired[list[float] | None]


def named_cup(moment: Moment) -> int:
    """The cup Aimed Shot named for this shot, -1 when none was."""
    effect = moment["effects"].get(AIMED_SHOT)  # (a card not in play has no effect)
    return -1 if effect is None else effect["cup"]
