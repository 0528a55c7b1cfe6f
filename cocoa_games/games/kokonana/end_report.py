"""The end of a Kokonana game: standings by how far each runner got, the main moments,
and every temple tile turned over for everyone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cocoa_games.core.end_summary import EndReport, ranked, turns_taken
from cocoa_games.core.game import Event
from cocoa_games.core.i18n import N_, _, ngettext

from . import board as B
from .kinds import EventKind
from .words import TEMPLE_TILE, WHERE_WITH_KEY, colour_text

if TYPE_CHECKING:
    from .rules import KokonanaState


def end_report(st: KokonanaState, history: Sequence[Event]) -> EndReport | None:
    """Standings by how far each runner got, the main moments from public events, and
    the temple tiles turned over for everyone (see core/end_summary.py)."""
    if st.winner is None:
        return None
    names = st.names
    notes = [_place_note(st.runner[s], st.key[s]) for s in range(len(names))]
    notes[st.winner] = _("opened the temple")
    scores = [(s, 100.0 if s == st.winner else float(B.PROGRESS[st.runner[s]]))
              for s in range(len(names))]
    standings = ranked(scores, names, notes)
    moments: list[str] = []
    pairs = [0] * len(names)
    spent = [0] * len(names)
    for e in history:
        seat = int(e.data.get("seat", 0))
        if e.kind == EventKind.MATCH:
            pairs[seat] += 1
        elif e.kind == EventKind.TALISMAN_SPEND:
            spent[seat] += 1
        elif e.kind == EventKind.TAKE_KEY or (e.kind == EventKind.HOP
                                              and e.data.get("to") == "temple_bank"):
            moments.append(e.text)
    for s, name in enumerate(names):
        if pairs[s]:
            moments.append(ngettext("{name} found {n} pair.", "{name} found {n} pairs.",
                                    pairs[s]).format(name=name, n=pairs[s]))
        if spent[s]:
            moments.append(ngettext("{name} used {n} talisman.", "{name} used {n} talismans.",
                                    spent[s]).format(name=name, n=spent[s]))
    secrets = tuple(colour_text(TEMPLE_TILE, B.TEMPLE_FACES[f], n=i + 1)
                    for i, f in enumerate(st.temple))
    results: list[float | None] = [None] * len(names)
    results[st.winner] = float(turns_taken(history, st.winner))
    return EndReport(tuple(standings), tuple(moments), secrets, tuple(results),
                     N_("fewest turns to open the temple"), lower_is_better=True)


def _place_note(pos: int, key: int | None) -> str:
    """Where a runner ended, for the final standings."""
    where = {B.VILLAGE: _("still in the village"), B.SAND: _("on the sandbank"),
             B.TEMPLE_BANK: _("on the temple bank")}.get(pos)
    if where is None:
        where = _("in the shallow water") if pos < B.HALF else _("in the deep water")
    if key is None:
        return where
    return colour_text(WHERE_WITH_KEY, B.KEY_COLOURS[key], where=where)
