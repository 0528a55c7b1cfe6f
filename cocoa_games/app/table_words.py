"""What the table says in words of its own, Qt-free: the result of a game, the end of a
lesson and the hand-off curtain's story of what happened since a person's last turn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cocoa_games.core.game import Event, Outcome, Seat
from cocoa_games.core.i18n import _, ngettext

if TYPE_CHECKING:
    from cocoa_games.app.session import GameSession

RECAP_LINES = 6  # the curtain stays short; the whole story is in the log


def visible(events: Iterable[Event], audience: Seat | None) -> list[Event]:
    """The one privacy filter: what `audience` (None = the public table) may see."""
    return [e for e in events if e.visible_for(audience)]


def outcome_text(outcome: Outcome, names: Sequence[str]) -> str:
    if outcome.text:
        return outcome.text
    if outcome.cooperative:
        return _("You all won together!") if outcome.winners else _("The table lost this time.")
    if len(outcome.winners) == 1:
        return _("{name} won!").format(name=names[outcome.winners[0]])
    if not outcome.winners:
        return _("Nobody won this time.")
    *others, last = (names[s] for s in outcome.winners)
    return _("{names} and {last} won!").format(names=", ".join(others), last=last)


def lesson_done(learner: str) -> str:
    """What the end of a lesson says: well done, and what comes next."""
    return _("Well done, {name}! Now you can play a real game.").format(name=learner)


def recap(session: GameSession, seat: Seat) -> str:
    """The hand-off story: every public move since `seat`'s last turn, then whose turn it
    is — so nobody is greeted by a verdict that later moves have overtaken."""
    since = visible(session.history[session.recap_start(seat):], None)  # public only
    lines = [e.text for e in since if e.text]
    if not lines:
        return ""
    shown = lines[-RECAP_LINES:]
    earlier = len(lines) - len(shown)
    if earlier:
        shown.insert(0, ngettext("… one earlier move is in the log.",
                                 "… {count} earlier moves are in the log.",
                                 earlier).format(count=earlier))
    if session.state.turn_seat() == seat:
        shown.append(_("Your turn, {name}!").format(name=session.names[seat]))
    return "\n".join(shown)
