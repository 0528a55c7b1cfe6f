"""The Cocoons table's steps of several clicks (no Qt): putting the animal into a cocoon,
a correction (the cocoon whose animal moves, then the empty one), a note (the cocoon,
then its animal) and opening the cocoons while some are still empty (asked twice). The
table enters and leaves them (ui/mode.py); here is what each offers and what the banner
says meanwhile."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cocoa_games.core.game import Action
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.key_letters import key_letters
from cocoa_games.core.lesson import LESSON_KEY
from cocoa_games.ui.mode import Mode

from .actions import (
    COCOONS,
    Agree,
    Correct,
    Decline,
    EndTurn,
    PlaceActionTrapdoor,
    PlaceAnimal,
    ProposeEnd,
    Slide,
)
from .captions import open_anyway
from .kinds import Phase
from .observation import PublicTable


@dataclass(frozen=True)
class CocoonMode(Mode):
    """A mode whose second click names a cocoon: the one a correction or a note is about."""

    cocoon: int | None = None

    def with_cocoon(self, cocoon: int) -> CocoonMode:
        return CocoonMode(self.name, self.offers, cocoon=cocoon)


PLACING = Mode("place", offers=(PlaceAnimal,))
CORRECTING = CocoonMode("correct", offers=(Correct,))
NOTING = CocoonMode("note")  # notes are never listed as legal: the table ends this mode
OPENING = Mode("open", offers=(ProposeEnd,))  # "yes, open them now" with empty cocoons


#: the buttons of the moves of one kind, in their order: (kind, words, colour, the mode it
#: begins instead of the move: opening asks first only while a cocoon is empty)
MOVE_KINDS: tuple[tuple[type[Action], str, str, Mode | None], ...] = (
    (Decline, N_("Not yet"), "#ffab91", None),  # first: the vote's safe choice
    (Agree, N_("Agree: open them"), "#aed581", None),
    (ProposeEnd, N_("Open the cocoons"), "#ffd54f", OPENING),
    (PlaceAnimal, N_("Put the animal into a cocoon"), "#b3e5fc", PLACING),
    (EndTurn, N_("End the turn"), "#aed581", None),
    (Correct, N_("Correct (3 tokens)"), "#ffcc80", CORRECTING),
)
#: every lettered button, the first claim first (Note and Hint keep N and H in English)
KEYED_WORDS: dict[object, str] = {
    "note": N_("Note"), "hint": N_("Hint"),
    **{kind: words for kind, words, _colour, _mode in MOVE_KINDS[::-1]},
}
MoveButton = tuple[type[Action], str, str, str, Mode | None]


def letters() -> dict[object, str]:
    """Each button's key from its words in the active language ("note", "hint" and the
    move kinds); "Yes, open them now" takes the key of "Open the cocoons", in its place."""
    return key_letters({name: _(words) for name, words in KEYED_WORDS.items()})


def letter(name: object) -> str:
    """One button's key: "note", "hint" or a move's kind."""
    return letters()[name]


def _with_keys(kinds: Sequence[tuple[type[Action], str, str, Mode | None]],
               ) -> tuple[MoveButton, ...]:
    keys = letters()
    return tuple((kind, words, colour, keys[kind], mode) for kind, words, colour, mode in kinds)

def in_lesson(obs: Mapping[str, Any]) -> bool:
    """A "Learn to play" table (core/lesson.py marks its observations): it offers the
    script's one move, without the helpers beside it that the script would refuse."""
    return LESSON_KEY in obs


def helpers_shown(obs: Mapping[str, Any]) -> bool:
    """Whether the table offers its helpers: notes, the hint, looks from other corners."""
    return obs["result"] is None and not in_lesson(obs)


def move_buttons(obs: Mapping[str, Any]) -> tuple[MoveButton, ...]:
    """The move buttons to show, each with its key. In a lesson, not a second way to the
    step's move: after a slide the glowing cocoon takes the animal (the button's mode would
    lead to it too)."""
    if in_lesson(obs) and obs["phase"] == Phase.AFTER:
        return _with_keys([b for b in MOVE_KINDS if b[0] is not PlaceAnimal])
    return _with_keys(MOVE_KINDS)

def clicks(action: Action, phase: str, empty_cocoons: bool) -> list[int | str]:
    """The clicks a move takes on the table: cocoons by number, buttons by their letter
    (in the active language)."""
    if isinstance(action, Slide | PlaceActionTrapdoor) or (
            isinstance(action, PlaceAnimal) and phase == Phase.AFTER):
        return [action.cocoon]
    letter = letters().get(type(action), "")
    if isinstance(action, PlaceAnimal):
        return [letter, action.cocoon]
    if isinstance(action, Correct):
        return [letter, action.source, action.target]
    if isinstance(action, ProposeEnd) and empty_cocoons:
        return [letter, letter]  # "Open the cocoons", then "Yes, open them now" there
    return [letter]


def chosen(mode: Mode | None) -> int | None:
    """The cocoon the mode's first click chose, if any."""
    return mode.cocoon if isinstance(mode, CocoonMode) else None


def prompt(obs: PublicTable, mode: Mode) -> str:
    """The banner in a mode: what the next click does."""
    if mode == OPENING:
        return open_anyway(obs)
    if mode == PLACING:
        return _("Click the cocoon the animal belongs to.")
    picked = chosen(mode) is not None
    if mode.name == CORRECTING.name:
        return (_("Click the empty cocoon it should go into.") if picked
                else _("Click the cocoon whose animal should move."))
    return (_("Which animal does this cocoon belong to?") if picked
            else _("Click the cocoon to write a note on."))


def cocoon_targets(mode: Mode | None, phase: str, acts: Sequence[Action],
                   ) -> dict[int, Action | Mode]:
    """What a click on each cocoon does now: a move, or the next step of the mode (the
    cocoon chosen). Cocoons not in the answer do nothing."""
    if mode is None:
        return {a.cocoon: a for a in acts if isinstance(a, Slide | PlaceActionTrapdoor) or (
            isinstance(a, PlaceAnimal) and phase == Phase.AFTER)}
    if mode == PLACING:
        return {a.cocoon: a for a in acts if isinstance(a, PlaceAnimal)}
    if mode == CORRECTING:
        return {a.source: CORRECTING.with_cocoon(a.source) for a in acts
                if isinstance(a, Correct)}
    if mode.name == CORRECTING.name:
        return {a.target: a for a in acts if isinstance(a, Correct) and a.source == chosen(mode)}
    if mode == NOTING:
        return {c: NOTING.with_cocoon(c) for c in range(COCOONS)}
    return {}
