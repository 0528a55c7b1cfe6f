"""The names the rules, the bots, the hint planner and the table share: phases, event
kinds, results and why a game ended.

String enums, so an observation, an event or a save holds the very same JSON text as
before they had types, and a value read back from a file compares equal to its member.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Whose move it is and what kind of move (rules.py tells each one)."""

    TURN = "turn"
    SPRING = "spring"
    ACTION = "action"
    AFTER = "after"
    DONE = "done"
    AGREE = "agree"
    OVER = "over"


class EventKind(StrEnum):
    SLIDE = "slide"
    EMPTY_SPACE = "empty_space"
    TRAPDOOR = "trapdoor"
    SPRING = "spring"
    SPIN = "spin"
    LOCKED = "locked"
    DISCARD = "discard"
    ANIMAL = "animal"
    ACTION_TRAPDOOR = "action_trapdoor"
    PLACE = "place"
    CORRECT = "correct"
    NOTE = "note"
    TURN = "turn"
    PROPOSE_END = "propose_end"
    AGREE = "agree"
    DECLINE = "decline"
    REVEAL = "reveal"
    WON = "won"
    LOST = "lost"


class Result(StrEnum):
    WON = "won"
    LOST = "lost"


class Reason(StrEnum):
    """Why a game ended, as the state keeps it (words only when shown: `words.reason_text`)."""

    NOT_OVER = ""
    NO_TOKENS = "no_tokens"
    HARD_EMPTY = "hard_empty"
    WRONG = "wrong"
    WON = "won"
