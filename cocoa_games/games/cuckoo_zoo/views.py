"""What the Cuckoo Zoo table is shown of a state: the public observation every seat shares
(a seat's own hand is added by `observe`) and the report at the end of a game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cocoa_games.core.end_summary import EndReport, ranked, turns_taken
from cocoa_games.core.game import Event
from cocoa_games.core.i18n import N_, _, ngettext

from .cards import ANIMALS, CARD_DICTS, COLOURS
from .observation import ComplaintWindow, CuckooZooObservation, EventKind, LastPlay, RulesView
from .words import held

if TYPE_CHECKING:
    from .rules import CuckooZooState

#: the top cards of the discard pile an observation shows
RECENT = 5


def public_view(st: CuckooZooState) -> CuckooZooObservation:
    lp = st.last_play
    over = st.winner >= 0
    window: ComplaintWindow | None = None
    if st.window and lp is not None:
        window = {"serial": lp["serial"], "offender": lp["seat"],
                  "seats": [s for s in st.to_move() if s != lp["seat"]]}
    public_play: LastPlay | None = None
    if lp is not None:
        public_play = {"serial": lp["serial"], "seat": lp["seat"],
                       "cards": [CARD_DICTS[c] for c in lp["cards"]],
                       "calls": list(lp["calls"]), "last_card": lp["last_card"],
                       "colour": lp["colour"], "cards_left": lp["cards_left"],
                       "in_donkey_round": lp["in_donkey_round"]}
    return {
        "players": list(st.names),
        "seat": None,
        "hand": None,
        "hand_counts": [len(h) for h in st.hands],
        "draw_count": len(st.draw),
        "discard_count": len(st.discard),
        "discard_top": CARD_DICTS[st.discard[-1]],
        "discard_recent": [CARD_DICTS[c] for c in st.discard[-RECENT:]],
        "active_colour": COLOURS[st.colour] if st.colour >= 0 else "",
        "active_animal": ANIMALS[st.animal] if st.animal >= 0 else "",
        "direction": st.direction,
        "turn": None if over else st.turn,
        "to_move": list(st.to_move()),
        "donkey_round": {"starter": st.donkey_starter} if st.donkey_starter >= 0 else None,
        "skipped": list(st.skipped),
        "rules": rules_view(st),
        "last_play": public_play,
        "complaint_window": window,
        "pending_win": st.pending_win if st.pending_win >= 0 else None,
        "last_result": st.last_result.copy() if st.last_result else None,
        "winner": st.winner if over else None,
    }


def rules_view(st: CuckooZooState) -> RulesView:
    rules: RulesView = {
        "level": st.options.rule_level.value, "referee": st.referee,
        "hand_size": st.hand_size, "roosters_skip": st.roosters_skip,
        "donkey_rounds": st.donkey_rounds, "several_cards": st.several_cards,
        "lions_reverse": st.lions_reverse}
    if st.options.words_only:  # above Beginner the level says so (calls_words_only)
        rules["words_only"] = True
    if st.options.call_seconds:
        rules["call_seconds"] = st.options.call_seconds
    return rules


def end_report(st: CuckooZooState, history: Sequence[Event]) -> EndReport | None:
    """Standings by cards left, mistakes caught and rounds played (public events), and
    every hand turned face up (see core/end_summary.py)."""
    if st.winner < 0:
        return None
    names = st.names
    left = [len(h) for h in st.hands]
    notes = [ngettext("{n} card left", "{n} cards left", n).format(n=n) for n in left]
    notes[st.winner] = _("no cards left")
    standings = ranked([(s, -float(n)) for s, n in enumerate(left)], names, notes)
    caught = [e.text for e in history if e.kind == EventKind.COMPLAINT and e.data["right"]]
    moments = caught[:6]
    if len(caught) > 6:
        more = len(caught) - 6
        moments.append(ngettext("… and {n} more mistake caught.",
                                "… and {n} more mistakes caught.", more).format(n=more))
    rounds = sum(1 for e in history if e.kind == EventKind.DONKEY_ROUND)
    if rounds:
        moments.append(ngettext("There was {n} donkey round.", "There were {n} donkey rounds.",
                                rounds).format(n=rounds))
    shuffles = sum(1 for e in history if e.kind == EventKind.RESHUFFLE)
    if shuffles:
        moments.append(ngettext("The discard pile was shuffled {n} time.",
                                "The discard pile was shuffled {n} times.",
                                shuffles).format(n=shuffles))
    secrets = tuple(_("{name} still held: {cards}.").format(name=names[s],
                                                           cards=held(sorted(h)))
                    for s, h in enumerate(st.hands) if h)
    results: list[float | None] = [None] * len(names)
    results[st.winner] = float(turns_taken(history, st.winner))
    return EndReport(tuple(standings), tuple(moments), secrets, tuple(results),
                     N_("fewest turns to win"), lower_is_better=True)
