"""What the viewer is putting together before pressing Play: cards in order, a call for each,
the "Last card!" toggle and a butterfly's colour. Plain Python; the scene draws it.

Which cards may be picked comes from `cards.check_play` on the observation, so the scene
offers exactly what `apply` would take (the first card must match; under More advanced,
more cards of the same animal).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .cards import ANIMAL_OF, BUTTERFLY, CALLS, COLOURS, check_play
from .moves import Play
from .observation import CuckooZooObservation


class Step(StrEnum):
    """What the Play being built still needs, in the order it is asked for."""

    CARD = "card"
    CALL = "call"
    COLOUR = "colour"


@dataclass
class Selection:
    cards: list[int] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)
    last_card: bool = False
    colour: str = ""

    def clear(self) -> None:
        self.cards.clear()
        self.calls.clear()
        self.last_card = False
        self.colour = ""

    # -- what may be picked -----------------------------------------------------------
    def selectable(self, observation: CuckooZooObservation, card: int) -> bool:
        """Can `card` be added to the selection now (or is it already in it)?"""
        if card in self.cards:
            return True
        return check_play(observation, [*self.cards, card], "red") is None

    def toggle(self, observation: CuckooZooObservation, card: int) -> bool:
        """Click on a card: add it, or take it (and every card after it) back. False if the
        card cannot be picked."""
        if card in self.cards:
            index = self.cards.index(card)
            del self.cards[index:]
            del self.calls[index:]
            if not self.needs_colour():
                self.colour = ""
            return True
        if not self.selectable(observation, card):
            return False
        self.cards.append(card)
        return True

    def prune(self, observation: CuckooZooObservation) -> None:
        """Drop what no longer fits a new observation (cards gone, not our turn)."""
        hand = {c["id"] for c in observation["hand"] or ()}
        keep: list[int] = []
        for card in self.cards:
            if card in hand and check_play(observation, [*keep, card], "red") is None:
                keep.append(card)
            else:
                break
        if keep != self.cards:
            self.cards = keep
            del self.calls[len(keep):]
        if not self.cards:
            self.clear()

    # -- calls, colour ------------------------------------------------------------------
    def add_call(self, call: str) -> bool:
        """Give the next card without a call this call; with every card called, the last
        call is replaced (a change of mind)."""
        if call not in CALLS or not self.cards:
            return False
        if len(self.calls) < len(self.cards):
            self.calls.append(call)
        else:
            self.calls[-1] = call
        return True

    def toggle_last(self) -> bool:
        self.last_card = not self.last_card
        return True

    def needs_colour(self) -> bool:
        return bool(self.cards) and ANIMAL_OF[self.cards[-1]] == BUTTERFLY

    def set_colour(self, colour: str) -> bool:
        if colour not in COLOURS or not self.needs_colour():
            return False
        self.colour = colour
        return True

    # -- the play -----------------------------------------------------------------------
    def awaited_call(self, missing: Step | None) -> tuple[tuple[int, ...], int] | None:
        """Which call the bar waits for now (the picked cards, how many are called), so a
        call's countdown starts again for the next card; None: no call is awaited."""
        return (tuple(self.cards), len(self.calls)) if missing is Step.CALL else None

    def missing(self, observation: CuckooZooObservation) -> Step | None:
        """What is still missing before Play can be pressed; None when ready."""
        if not self.cards:
            return Step.CARD
        if len(self.calls) < len(self.cards):
            return Step.CALL
        if self.needs_colour() and self.colour not in COLOURS:
            return Step.COLOUR
        if check_play(observation, self.cards, self.colour or "red") is not None:
            return Step.CARD
        return None

    def action(self) -> Play:
        return Play(tuple(self.cards), tuple(self.calls), self.last_card,
                    self.colour if self.needs_colour() else "")
