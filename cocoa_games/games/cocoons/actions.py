"""Cocoons' actions, with button labels. See rules.py for when each is allowed.

Cocoons are named by their number (0..7, public: the same physical cocoon keeps its number
as it slides); the screen names them by where they stand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from cocoa_games.core.game import Action, action_registry
from cocoa_games.core.i18n import _

from .kinds import Phase
from .levels import ANIMALS

COCOONS = 8


@dataclass(frozen=True)
class Slide(Action):
    """Slide a cocoon next to the free space into it (a main action, or a spring's slide)."""

    kind: ClassVar[str] = "slide"
    cocoon: int

    def label(self) -> str:
        return _("Slide cocoon {n}").format(n=self.cocoon + 1)


@dataclass(frozen=True)
class PlaceAnimal(Action):
    """Put the face-up animal lying in the free space into a cocoon."""

    kind: ClassVar[str] = "place_animal"
    cocoon: int

    def label(self) -> str:
        return _("Put the animal into cocoon {n}").format(n=self.cocoon + 1)


@dataclass(frozen=True)
class EndTurn(Action):
    """After the main action: leave the animal lying where it is."""

    kind: ClassVar[str] = "end_turn"

    def label(self) -> str:
        return _("End the turn")


@dataclass(frozen=True)
class Correct(Action):
    """The correcting action: three tokens to the lid, an animal moves to another cocoon."""

    kind: ClassVar[str] = "correct"
    source: int
    target: int

    def label(self) -> str:
        return _("Move the animal from cocoon {a} to cocoon {b} (3 tokens)").format(
            a=self.source + 1, b=self.target + 1)


@dataclass(frozen=True)
class PlaceActionTrapdoor(Action):
    kind: ClassVar[str] = "place_action_trapdoor"
    cocoon: int

    def label(self) -> str:
        return _("Put the action trapdoor into cocoon {n}").format(n=self.cocoon + 1)


@dataclass(frozen=True)
class ProposeEnd(Action):
    """While the Start token shows: ask the table to end the game and open the cocoons."""

    kind: ClassVar[str] = "propose_end"

    def label(self) -> str:
        return _("We are done: open the cocoons")


@dataclass(frozen=True)
class Agree(Action):
    kind: ClassVar[str] = "agree"

    def label(self) -> str:
        return _("Agree to end")


@dataclass(frozen=True)
class Decline(Action):
    kind: ClassVar[str] = "decline"

    def label(self) -> str:
        return _("Not yet")


@dataclass(frozen=True)
class Note(Action):
    """A table note: mark a cocoon with the animal one believes it belongs to ("" clears).
    A public claim that costs nothing; the rules never check it."""

    kind: ClassVar[str] = "note"
    cocoon: int
    animal: str = ""

    def label(self) -> str:
        if not self.animal:
            return _("Clear the note on cocoon {n}").format(n=self.cocoon + 1)
        return _("Note: cocoon {n} belongs to the {animal}").format(
            n=self.cocoon + 1, animal=_(self.animal))


action_from_dict = action_registry(
    Slide, PlaceAnimal, EndTurn, Correct, PlaceActionTrapdoor, ProposeEnd, Agree, Decline, Note,
)

# Prebuilt actions: legal_actions hands out these shared instances.
SLIDE = tuple(Slide(c) for c in range(COCOONS))
PLACE = tuple(PlaceAnimal(c) for c in range(COCOONS))
PLACE_ACTION_TRAPDOOR = tuple(PlaceActionTrapdoor(c) for c in range(COCOONS))
CORRECT = {(a, b): Correct(a, b) for a in range(COCOONS) for b in range(COCOONS) if a != b}
NOTES = tuple(Note(c, a) for c in range(COCOONS) for a in ("", *ANIMALS))
NOTE_SET = frozenset(NOTES)


def note_allowed(action: Note, phase: str) -> bool:
    """What the rules ask of a note: a cocoon and one of the animals ("" clears it), at
    any time until the reveal. `apply` checks it; a table proposing a note asks it too."""
    return action in NOTE_SET and phase != Phase.OVER


def without_notes(legal: Sequence[Action]) -> list[Action]:
    """The moves in a legal list, without the table notes that close every list."""
    n = len(NOTES)
    if len(legal) >= n and legal[-1] is NOTES[-1]:
        return list(legal[:-n])
    return [a for a in legal if not isinstance(a, Note)]
END_TURN, PROPOSE_END, AGREE, DECLINE = EndTurn(), ProposeEnd(), Agree(), Decline()
