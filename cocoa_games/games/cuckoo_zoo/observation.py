"""What a Cuckoo Zoo seat is told: the observation's shape, where the game stands (`Phase`)
and the kinds of events. Plain Python, shared by the rules, the bots, the words and the table.

The observation is a plain JSON dict (saves and the app see exactly what they always saw);
these TypedDicts only give its keys their types, so a renamed key is a type error instead of a
default drawn in silence. `observe(seat)`: `seat` None is the public table.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypedDict


class CardView(TypedDict):
    id: int           # 0..111, see cards.py
    animal: str       # in cards.ANIMALS, or "butterfly"
    colour: str       # in cards.COLOURS, or "none" (butterflies)


class DonkeyRound(TypedDict):
    starter: int      # only donkeys (others are complainable) until the turn is back here


def calls_words_only(rules: RulesView) -> bool:
    """The call bar shows words only, no animal pictures: a test of attention above the
    beginner level (and at it, as an option)."""
    return rules["level"] != "beginner" or rules.get("words_only", False)


#: a person's seconds to call above the beginner level, unless the game's option says
CALL_SECONDS_ABOVE_BEGINNER = 6


def call_seconds(rules: RulesView) -> int:
    """A person's seconds to call a picked card before it counts as no call (0: no limit):
    the option's, else none at Beginner (the youngest) and a few seconds above."""
    chosen = rules.get("call_seconds", 0)
    if chosen:
        return chosen
    return 0 if rules["level"] == "beginner" else CALL_SECONDS_ABOVE_BEGINNER


class _CallRules(TypedDict, total=False):
    """The table's call options, there only when chosen (older games and saves lack them)."""

    words_only: bool  # the call bar shows no pictures at the beginner level too
    call_seconds: int  # a person's time to call a picked card


class RulesView(_CallRules):
    level: str        # "beginner" | "advanced" | "more_advanced"
    referee: bool
    hand_size: int
    roosters_skip: bool
    donkey_rounds: bool
    several_cards: bool
    lions_reverse: bool


class LastPlay(TypedDict):
    """The latest play, public."""

    serial: int       # counts plays
    seat: int
    cards: list[CardView]
    calls: list[str]  # one per card, from cards.CALLS ("" = silent)
    last_card: bool   # "Last card!" was said
    colour: str       # "" unless the last card is a butterfly
    cards_left: int   # hand size right after the play
    in_donkey_round: bool  # it was placed during a donkey round


class ComplaintWindow(TypedDict):
    """Open while complaints about `last_play` count."""

    serial: int
    offender: int
    seats: list[int]  # who may press Complain


class Ruling(TypedDict):
    """What a complaint (or the referee) decided: a "complaint" event's data."""

    by: int | None    # the complainer; None = the referee
    offender: int
    right: bool
    mistakes: list[str]  # cards.Mistake values
    penalty: int      # cards drawn
    returned: int     # cards taken back to the hand


class Verdict(Ruling):
    """The latest ruling, with the play it judged."""

    serial: int


class CuckooZooObservation(TypedDict):
    players: list[str]        # names, seat order
    seat: int | None          # the viewer
    hand: list[CardView] | None  # the viewer's own hand, sorted; None on the public table
    hand_counts: list[int]    # other hands are only counted
    draw_count: int
    discard_count: int
    discard_top: CardView
    discard_recent: list[CardView]  # up to 5 top cards, oldest first, top last
    active_colour: str        # what the next card must match ("" = any colour)
    active_animal: str        # ...or its animal ("" = none: after a butterfly only colour)
    direction: int            # 1 (seat order) or -1 (reversed by lions)
    # whose turn (None when over); while a win is pending, who plays next if it is
    # overturned (to_move[0] confirms)
    turn: int | None
    to_move: list[int]        # to_move()
    donkey_round: DonkeyRound | None
    skipped: list[int]        # skipped by roosters after the latest play
    rules: RulesView
    last_play: LastPlay | None
    complaint_window: ComplaintWindow | None
    pending_win: int | None   # placed their last card; the table may still complain
    last_result: Verdict | None
    winner: int | None


class Phase(StrEnum):
    """Where the game stands. Read from the observation (`phase`) or the state; never saved
    (the observation keeps its keys)."""

    TURN = "turn"                # the turn seat plays or draws; nothing to complain about
    COMPLAINTS = "complaints"    # ...while the latest play may still be complained about
    WIN_PENDING = "win_pending"  # a last card is down: the next seat confirms, or a complaint
    OVER = "over"


def phase(obs: CuckooZooObservation) -> Phase:
    if obs["winner"] is not None:
        return Phase.OVER
    if obs["pending_win"] is not None:
        return Phase.WIN_PENDING
    return Phase.COMPLAINTS if obs["complaint_window"] is not None else Phase.TURN


class EventKind(StrEnum):
    """What `apply` reports (an Event's `kind`, written as its value). Data in braces."""

    PLAY = "play"                  # {seat, cards (ids), calls, last_card, colour}
    DRAW = "draw"                  # {seat, count}; also penalty cards
    DRAW_PRIVATE = "draw_private"  # {seat, cards}: only the drawer sees which
    PASS = "pass"                  # {seat}: nothing left to draw
    RESHUFFLE = "reshuffle"        # {count}
    SKIP = "skip"                  # {seats}
    REVERSE = "reverse"            # {direction}
    DONKEY_ROUND = "donkey_round"  # {starter}
    DONKEY_ROUND_END = "donkey_round_end"  # {}
    COMPLAINT = "complaint"        # {by (None = referee), offender, right, mistakes, penalty,
    #                                 returned}
    TAKE_BACK = "take_back"        # {seat, cards}: a non-donkey back to the hand
    WIN = "win"                    # {seat}
    TURN = "turn"                  # {seat}; no log text
