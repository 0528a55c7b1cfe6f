"""What the rules say to people: a trapdoor's name, why a move is refused, why a game
ended, and the end report. Written in the language active when shown (the state keeps
only keys, so a game saved in one language loads in another)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cocoa_games.core.end_summary import EndReport, Standing
from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import N_, _, ngettext

from . import box as B
from . import levels as L
from .actions import Correct, EndTurn, Note, PlaceAnimal, ProposeEnd, Slide
from .kinds import EventKind, Phase, Reason, Result

if TYPE_CHECKING:
    from .rules import CocoonsState

#: public events worth a line at the end: (event kind, its line for a count); functions so
#: each count is put into words (with its plural) when the end is shown
_MOMENT_WORDS: tuple[tuple[EventKind, Callable[[int], str]], ...] = (
    (EventKind.SPRING, lambda n: ngettext("{n} spring sent a cocoon sliding.",
                                          "{n} springs sent cocoons sliding.", n)),
    (EventKind.SPIN, lambda n: ngettext("The box spun {n} time.", "The box spun {n} times.", n)),
    (EventKind.CORRECT, lambda n: ngettext("{n} animal was moved to another cocoon.",
                                           "{n} animals were moved to other cocoons.", n)),
    (EventKind.EMPTY_SPACE, lambda n: ngettext("{n} empty space cost a token.",
                                               "{n} empty spaces cost a token each.", n)),
)


def space_word(slot: int) -> str:
    return _(B.SLOT_WORDS[slot])


def trapdoor_words(trap: str) -> str:
    """A trapdoor as players name it."""
    kind = L.kind_of(trap)
    if kind == "rune":
        return _("the {rune} rune").format(rune=_(trap.split(":", 1)[1]))
    if kind == "padlock":
        return _("padlock {n}").format(n=L.number_of(trap))
    if kind == "num":
        return _("number {n}").format(n=L.number_of(trap))
    return {L.SPRING: _("a spring"), L.SPIN: _("a spinning trapdoor"),
            L.ACTION: _("the action trapdoor")}[kind]


def reason_text(st: CocoonsState) -> str:
    """Why the game ended, in the language active now."""
    if st.reason == Reason.NO_TOKENS:
        return _("No action token is left to pay for another move.")
    if st.reason == Reason.HARD_EMPTY:
        return _("An empty space needs an action token and the supply is empty.")
    if st.reason == Reason.WRONG:
        wrong = len(st.wrong_cocoons())
        return ngettext(
            "{n} cocoon does not hold its own animal: the game is lost.",
            "{n} cocoons do not hold their own animals: the game is lost.",
            wrong).format(n=wrong)
    if st.reason == Reason.WON:
        return ngettext(
            "Every animal is home! You won with {n} action token left.",
            "Every animal is home! You won with {n} action tokens left.",
            st.supply).format(n=st.supply)
    return ""


# --- refusals ----------------------------------------------------------------------------
def why_not(st: CocoonsState, seat: Seat, action: Action) -> str:
    if isinstance(action, Note):
        return _("A note needs a cocoon and one of the eight animals.")
    return _why_not_now(st, seat) or _why_not_this(st, action)


def _why_not_now(st: CocoonsState, seat: Seat) -> str | None:
    """Why this seat cannot move at all at this moment, if that is the reason."""
    if st.phase == Phase.AGREE:
        if seat in st.pending:
            return _("First say whether you agree to open the cocoons.")
        return _("The table is deciding whether to open the cocoons.")
    if seat != st.turn:
        return _("It is {name}'s turn.").format(name=st.names[st.turn])
    if st.phase == Phase.SPRING:
        return _("The spring pushes a cocoon: slide one next to the free space, for free.")
    if st.phase == Phase.ACTION:
        return _("Put the action trapdoor into one of the cocoons.")
    return None


def _why_not_this(st: CocoonsState, action: Action) -> str:
    """Why this move is refused on the seat's own turn."""
    if isinstance(action, Slide):
        if st.phase == Phase.AFTER:
            return _("Your main action is done: place the animal or end your turn.")
        if st.phase == Phase.DONE:
            return _("Your main action is done: end your turn.")
        if action.cocoon in st.movable():
            return _("The supply has no action token left for that.")
        return _("Only a cocoon next to the free space can slide.")
    if isinstance(action, PlaceAnimal):
        if st.animal_in_free() is None:
            return _("There is no face-up animal in the free space.")
        return _("That cocoon already holds an animal.")
    if isinstance(action, Correct):
        if st.supply < L.CORRECTION_COST:
            return _("A correcting action needs three action tokens.")
        return _("Move an animal from a cocoon that holds one into an empty cocoon.")
    if isinstance(action, ProposeEnd):
        return _("The game can only end while the Start token is visible.")
    if isinstance(action, EndTurn):
        return _("Make your main action or correcting action first.")
    return _("That is not possible now.")


# --- the end -----------------------------------------------------------------------------
def end_report(st: CocoonsState, history: Sequence[Event]) -> EndReport | None:
    """The reveal of every cocoon, the score and the table's main moments, from public
    events only (see core/end_summary.py)."""
    if st.result is None:
        return None
    won = st.result == Result.WON
    note = (ngettext("won together with {n} token left",
                     "won together with {n} tokens left", st.supply).format(n=st.supply)
            if won else _("lost together"))
    standings = tuple(Standing(s, name, 1, note) for s, name in enumerate(st.names))
    slides = [0] * len(st.names)
    counts: Counter[str] = Counter()
    for e in history:
        # a history read from a file: its event data is not trusted to name a real seat
        if e.kind == EventKind.SLIDE and 0 <= int(e.data.get("seat", -1)) < len(slides):
            slides[int(e.data["seat"])] += 1
        counts[e.kind] += 1
    moments = [ngettext("{name} slid {n} cocoon.", "{name} slid {n} cocoons.", n).format(
        name=name, n=n) for name, n in zip(st.names, slides, strict=True) if n]
    for kind, words in _MOMENT_WORDS:
        if counts[kind]:
            moments.append(words(counts[kind]).format(n=counts[kind]))
    if st.lid:
        moments.append(ngettext("{n} token went to the lid.", "{n} tokens went to the lid.",
                                st.lid).format(n=st.lid))
    secrets = tuple(_reveal_line(st, c) for c in sorted(
        range(len(st.pos)), key=lambda c: st.pos[c]))
    results: tuple[float | None, ...] = tuple(
        float(st.supply) if won else None for _s in st.names)
    return EndReport(standings, tuple(moments), secrets, results,
                     N_("action tokens left"), lower_is_better=False)


def _reveal_line(st: CocoonsState, cocoon: int) -> str:
    """One cocoon at the reveal: where it stands, whose it is, what it holds."""
    space = space_word(st.pos[cocoon])
    owner, held = _(st.owner[cocoon]), st.holds[cocoon]
    if held is None:
        return _("The {space} cocoon: the {owner}'s, left empty ✘").format(
            space=space, owner=owner)
    if held == st.owner[cocoon]:
        return _("The {space} cocoon: the {owner}'s, home ✔").format(
            space=space, owner=owner)
    return _("The {space} cocoon: the {owner}'s, but holds the {animal} ✘").format(
        space=space, owner=owner, animal=_(held))
