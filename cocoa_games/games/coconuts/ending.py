"""The end of a Coconuts game in words: why it ended (and the tie-break when it decided),
every seat's pyramid and coconuts, and the end report. Pure Python, built from the final
state and public events only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cocoa_games.core.end_summary import EndReport, ranked
from cocoa_games.core.game import Event, Seat
from cocoa_games.core.i18n import N_, _, ngettext

from . import layout
from .cards import REDUPLICATE, card_name, kind_of
from .observation import EndBoard, EndReason, EventKind

if TYPE_CHECKING:
    from .rules import CoconutsState


def board_note(cups: int, coconuts: int) -> str:
    """One seat's board at the end, for the end board and the end screen."""
    return ngettext("{cups} of 6 cups, {n} coconut", "{cups} of 6 cups, {n} coconuts",
                    coconuts).format(cups=cups, n=coconuts)


def cups_of(st: CoconutsState, seat: Seat) -> int:
    return sum(1 for c in st.boards[seat] if c >= 0)


def end_lines(st: CoconutsState) -> EndBoard:
    """What the end board on the table shows: why the game ended (and the tie-break when
    it decided) and every seat's pyramid and coconuts, the winner first."""
    scores = st.scores()
    order = sorted(range(len(st.names)), key=lambda s: (s != st.winner, -scores[s], s))
    return {"why": why_text(st), "order": order,
            "notes": [board_note(cups_of(st, s), scores[s]) for s in order]}


def why_text(st: CoconutsState) -> str:
    """Why the game ended, for people; empty when unknown (an old save)."""
    name = st.names[st.winner]
    if st.end_reason == EndReason.PYRAMID:
        return _("{name} completed a pyramid of six cups.").format(name=name)
    if st.end_reason not in tuple(EndReason):
        return ""
    best = st.scores()[st.winner]
    if st.tie_break:
        tied = [st.names[s] for s, v in enumerate(st.scores()) if v == best]
        return ngettext(
            "{names} tied with {n} coconut; {name} shot last and wins the tie.",
            "{names} tied with {n} coconuts; {name} shot last and wins the tie.",
            best).format(names=", ".join(tied), n=best, name=name)
    if st.end_reason == EndReason.ALL_IN_CUPS:
        return _("Every coconut is in a cup; {name} has the most: {n}.").format(
            name=name, n=best)
    return _("No cup is left to win; {name} has the most coconuts: {n}.").format(
        name=name, n=best)


def end_report(st: CoconutsState, history: Sequence[Event]) -> EndReport | None:
    """Standings (the winner first, then by coconuts on the board), why it ended and the
    tie-break if it decided, the cards played, and the cards nobody got to play (see
    core/end_summary.py)."""
    if not st.over:
        return None
    names = st.names
    scores = st.scores()
    notes = [board_note(cups_of(st, s), scores[s]) for s in range(len(names))]
    # the winner is first even with fewer coconuts (a pyramid) or on a tie
    ranks = [(s, 1e6 if s == st.winner else float(scores[s])) for s in range(len(names))]
    standings = ranked(ranks, names, notes)
    why = why_text(st)
    moments: list[str] = [why] if why else []
    stolen = [0] * len(names)
    reds = [0] * len(names)
    for e in history:
        if e.kind == EventKind.TAKE:
            seat = int(e.data["seat"])
            if int(e.data["from"]) >= 0:
                stolen[seat] += 1
            if e.data["colour"] == layout.RED:
                reds[seat] += 1
    for card, by, on in st.played:
        kind = kind_of(card)
        if kind == REDUPLICATE:
            moments.append(_("{name} played Reduplicate.").format(name=names[by]))
        else:
            moments.append(_("{name} played {card} on {shooter}.").format(
                name=names[by], card=card_name(kind), shooter=names[on]))
    for s, name in enumerate(names):
        if stolen[s]:
            moments.append(ngettext("{name} took {n} cup from another board.",
                                    "{name} took {n} cups from other boards.",
                                    stolen[s]).format(name=name, n=stolen[s]))
        if reds[s]:
            moments.append(ngettext("{name} won {n} red cup.", "{name} won {n} red cups.",
                                    reds[s]).format(name=name, n=reds[s]))
    # no full stop: card names end in "!" or "?" themselves
    secrets = tuple(_("{name} still held: {cards}").format(
        name=names[s], cards=", ".join(card_name(kind_of(c)) for c in hand))
        for s, hand in enumerate(st.hands) if hand)
    results = tuple(float(v) for v in scores)
    return EndReport(tuple(standings), tuple(moments), secrets, results,
                     N_("most coconuts on a board"), lower_is_better=False)
