"""What the table says in words of its own, Qt-free: the result of a game and the end of a
lesson. (The curtain's story stays with the presenter: it reads the one privacy filter.)"""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Outcome
from cocoa_games.core.i18n import _


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
