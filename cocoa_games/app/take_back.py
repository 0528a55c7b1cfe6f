"""Taking back a slip at the table: which person may, and the game without their move.

The rules say which moves told nobody anything (core/takeback.py, `Game.may_take_back`);
this adds what the table knows: only a person's own move, only the last one, only with
their own table on screen and no curtain up. Taking back plays the game again from its
seed without the move, so the state, the log, the computers' memories and the autosave
never keep it. No Qt here: the session's signals tell the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cocoa_games.core import takeback
from cocoa_games.core.game import Game, GameState, IllegalAction, Seat
from cocoa_games.core.i18n import _

if TYPE_CHECKING:
    from cocoa_games.app.session import GameSession


def seat(session: GameSession) -> Seat | None:
    """The person who may take back their last move now, from the screen as it is."""
    if not session.actions or session.curtain_seat is not None:
        return None
    mover, action = session.actions[-1]
    state = session.state
    if (not session.is_human(mover) or session.viewer not in (None, mover)
            or state.to_move() != (mover,)
            or type(session.game).may_take_back is Game.may_take_back):
        return None  # (checked before the replay below: most moments end here)
    try:  # the same events again: the rules are seeded
        replayed = _replayed(session, len(session.actions) - 1)
        events = replayed.apply(mover, action)
    except IllegalAction:
        return None
    if replayed.to_dict() != state.to_dict():
        return None  # the table is not its seed and moves: a replay would not land there
    return mover if takeback.allowed(session.game, mover, action, events, replayed) else None


def take_back(session: GameSession) -> bool:
    """Take back the last move if `seat` allows, else say calmly why nothing happened."""
    who = None if session.busy else seat(session)
    if who is None:
        session.message.emit(_("There is no move to take back now."))
        return False
    kept = session.actions[:-1]
    session.state = session.game.new_state(session.names, session.options, session.seed)
    session.actions, session.history, session.turn_ends = [], [], {}
    session.computers.restart()
    for mover, action in kept:  # as the session replays a save: bots and log remember
        turn = session.state.turn_seat()
        session._record(mover, action, session.state.apply(mover, action), turn)
    session.recap_floor = min(session.recap_floor, len(session.history))
    session.autosave()  # the slot never keeps a move taken back
    session._show(session.view.update())
    session.message.emit(_("{name} takes the move back.").format(name=session.names[who]))
    session.changed.emit()
    session.computers.schedule()
    return True


def _replayed(session: GameSession, moves: int) -> GameState:
    state = session.game.new_state(session.names, session.options, session.seed)
    for mover, action in session.actions[:moves]:
        state.apply(mover, action)
    return state
