"""The end of a game, told to the whole table: standings, main moments, secrets, time taken.

Pure Python, no Qt. A game supplies its part by giving its state an optional
``end_report(history)`` method that returns an `EndReport`, built only from the final state
and *public* events (the history may hold private events: a report must skip them, and the
builder hands it the public ones only). A game without the method still gets an ending:
the winners first, the rest after. Secrets in a report are what the end reveals on purpose
(every hand, every temple tile) — shown only once the game is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cocoa_games.core.game import Event, GameState, Outcome, Seat
from cocoa_games.core.i18n import _, ngettext


@dataclass(frozen=True)
class Standing:
    seat: Seat
    name: str
    place: int  # 1 = best; seats that tie share a place
    note: str = ""  # what decided it, for people: "3 cards left", "on the sandbank"


@dataclass(frozen=True)
class EndReport:
    """What one game says about its ending (see the module docstring)."""

    standings: tuple[Standing, ...]
    moments: tuple[str, ...] = ()
    secrets: tuple[str, ...] = ()
    #: per seat, the game's measure for personal bests (None: nothing to record), e.g.
    #: the turns a winner needed; `best_label` names it, `lower_is_better` orders it
    results: tuple[float | None, ...] = ()
    best_label: str = ""
    lower_is_better: bool = True


@dataclass(frozen=True)
class EndSummary:
    game_id: str
    title: str
    headline: str
    names: tuple[str, ...]
    winners: tuple[Seat, ...]
    cooperative: bool
    standings: tuple[Standing, ...]
    moments: tuple[str, ...]
    secrets: tuple[str, ...]
    turns: int
    moves: int
    seconds: float | None  # None when unknown (the game was loaded from a file)
    results: tuple[float | None, ...]
    best_label: str
    lower_is_better: bool
    #: the game's own records, said at the end ("Best score for this level: 14")
    game_records: tuple[str, ...] = ()

    def duration_text(self) -> str:
        """'12 turns in 8 minutes', said without gluing pieces together."""
        if self.seconds is None:
            return ngettext("{n} turn", "{n} turns", self.turns).format(n=self.turns)
        minutes = round(self.seconds / 60)
        if minutes < 1:
            return ngettext("{n} turn in less than a minute", "{n} turns in less than a minute",
                            self.turns).format(n=self.turns)
        if minutes == 1:
            return ngettext("{n} turn in about a minute", "{n} turns in about a minute",
                            self.turns).format(n=self.turns)
        return ngettext("{n} turn in {m} minutes", "{n} turns in {m} minutes",
                        self.turns).format(n=self.turns, m=minutes)


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    if outcome.text:
        return outcome.text
    if outcome.cooperative:
        return _("You all won together!") if outcome.winners else _("The table lost this time.")
    winners = [names[s] for s in outcome.winners]
    if not winners:
        return _("Nobody won this time.")
    if len(winners) == 1:
        return _("{name} won!").format(name=winners[0])
    *others, last = winners
    return _("{names} and {last} won!").format(names=", ".join(others), last=last)


def turns_taken(history: Sequence[Event], seat: Seat, first: Seat = 0) -> int:
    """Turns `seat` began, counted from the public "turn" events (the first turn has none)."""
    started = sum(1 for e in history if e.kind == "turn" and e.data.get("seat") == seat)
    return started + (1 if seat == first else 0)


def build(game: Any, state: GameState, names: Sequence[str], history: Sequence[Event],
          moves: int, seconds: float | None = None) -> EndSummary | None:
    """The summary of a finished game, or None while it is still going."""
    outcome = state.outcome()
    if outcome is None:
        return None
    public = [e for e in history if e.visible_to is None]
    report_of = getattr(state, "end_report", None)
    report = report_of(public) if callable(report_of) else None
    if not isinstance(report, EndReport):
        report = _plain_report(outcome, names)
    turns = 1 + sum(1 for e in public if e.kind == "turn")
    results = tuple(report.results) + (None,) * (len(names) - len(report.results))
    return EndSummary(
        game_id=str(getattr(game, "id", "")), title=str(getattr(game, "title", "")),
        headline=headline(outcome, names), names=tuple(names), winners=tuple(outcome.winners),
        cooperative=outcome.cooperative, standings=report.standings, moments=report.moments,
        secrets=report.secrets, turns=turns, moves=moves, seconds=seconds,
        results=results[:len(names)], best_label=report.best_label,
        lower_is_better=report.lower_is_better,
    )


def _plain_report(outcome: Outcome, names: Sequence[str]) -> EndReport:
    won = set(outcome.winners)
    standings = [Standing(s, names[s], 1, _("won")) for s in outcome.winners]
    rest = [s for s in range(len(names)) if s not in won]
    place = 2 if standings else 1
    standings += [Standing(s, names[s], place) for s in rest]
    return EndReport(tuple(standings))


def ranked(seats_scores: Sequence[tuple[Seat, float]], names: Sequence[str],
           notes: Sequence[str], start: int = 1) -> list[Standing]:
    """Standings from (seat, score) pairs, higher score first; equal scores share a place."""
    order = sorted(seats_scores, key=lambda p: -p[1])
    out: list[Standing] = []
    place, previous = start, None
    for i, (seat, score) in enumerate(order):
        if previous is not None and score != previous:
            place = start + i
        previous = score
        out.append(Standing(seat, names[seat], place, notes[seat]))
    return out
