"""Taking back a slip at the table: which person may, and the game without their move.

The rules say which moves told nobody anything (core/takeback.py, `Game.may_take_back`);
this adds what the table knows: only a person's own move, only the last one, only with
their own table on screen and no curtain up. Taking back plays the game again from its
seed without the move, so the state, the log, the computers' memories and the autosave
never keep it. No Qt here: the session's signals tell the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from cocoa_games.core import takeback
from cocoa_games.core.game import Action, Event, Game, GameState, IllegalAction, Seat
from cocoa_games.core.i18n import _

if TYPE_CHECKING:
    from cocoa_games.app.session import GameSession

#: a session whose person asked to choose their last move's free choice again (Ctrl+Z on
#: a butterfly): at how many moves; the computers wait meanwhile (ComputerSeats.choosing)
_reopened: WeakKeyDictionary[GameSession, int] = WeakKeyDictionary()


def _own_last_move(session: GameSession, to_move: bool
                   ) -> tuple[Seat, Action, list[Event], GameState] | None:
    """The person's own last move, replayed from the seed: (mover, move, its events, the
    table after it); None when the screen is not theirs or a replay would not land on the
    table. `to_move`: only while the mover is still the one to move."""
    if not session.actions or session.curtain_seat is not None:
        return None
    mover, action = session.actions[-1]
    state = session.state
    if (not session.is_human(mover) or session.viewer not in (None, mover)
            or (to_move and state.to_move() != (mover,))):
        return None  # (checked before the replay below: most moments end here)
    try:  # the same events again: the rules are seeded
        replayed = _replayed(session, len(session.actions) - 1)
        events = replayed.apply(mover, action)
    except IllegalAction:
        return None
    if replayed.to_dict() != state.to_dict():
        return None  # the table is not its seed and moves: a replay would not land there
    return mover, action, events, replayed


def seat(session: GameSession) -> Seat | None:
    """The person who may take back their last move now (or choose its free choice
    again), from the screen as it is."""
    undo = _undoable(session)
    return undo if undo is not None else next(iter(retakes(session)), None)


def _undoable(session: GameSession) -> Seat | None:
    """The person who may take back their whole last move now."""
    if type(session.game).may_take_back is Game.may_take_back:
        return None  # (most games: no replay needed to know)
    last = _own_last_move(session, to_move=True)
    return last[0] if last is not None and takeback.allowed(session.game, *last) else None


def retakes(session: GameSession) -> dict[Seat, list[Action]]:
    """The person's last move in its other forms that may replace it now (a butterfly's
    colour chosen again), until the next player acts: {mover: those moves} or {}."""
    if type(session.game).retakes is Game.retakes or not session.actions or \
            not session.game.retakes(*session.actions[-1], (), session.state):
        return {}  # (most games and moves: no replay needed to know)
    last = _own_last_move(session, to_move=False)
    forms = takeback.retakes(session.game, *last) if last is not None else []
    return {last[0]: forms} if last is not None and forms else {}


def offers(session: GameSession) -> dict[Seat, list[Action]]:
    """What the table offers the person who asked to choose again (Ctrl+Z): the other
    forms of their move, while nothing else happened since."""
    return retakes(session) if _reopened.get(session) == len(session.actions) else {}


def retake(session: GameSession, seat: Seat, action: Action) -> bool:
    """The person chose again (`action`, a form `offers` holds): the game is played again
    with it in the last move's place. True when taken (not a move of the table's own)."""
    if action not in offers(session).get(seat, ()):
        return False
    del _reopened[session]
    if action != session.actions[-1][1]:  # (the same colour again: only the choice ends)
        _play_again(session, [*session.actions[:-1], (seat, action)])
        session.message.emit(_("{name} chooses again: {move}.").format(
            name=session.names[seat], move=action.label()))
    session.changed.emit()
    session.computers.schedule()
    return True


def take_back(session: GameSession) -> bool:
    """Take back the last move if `seat` allows, else say calmly why nothing happened."""
    who = None if session.busy else _undoable(session)
    again = {} if session.busy or who is not None else retakes(session)
    if who is None and not again:
        session.message.emit(_("There is no move to take back now."))
        return False
    if who is None:  # only its free choice: the table offers it again, the computers wait
        _reopened[session] = len(session.actions)
        session.computers.choosing = lambda: bool(offers(session))
        session.message.emit(_("{name}, choose again (the same choice keeps it).").format(
            name=session.names[next(iter(again))]))
        session.changed.emit()
        return True
    _play_again(session, session.actions[:-1])
    session.message.emit(_("{name} takes the move back.").format(name=session.names[who]))
    session.changed.emit()
    session.computers.schedule()
    return True


def _play_again(session: GameSession, kept: list[tuple[Seat, Action]]) -> None:
    """The game from its seed with the moves `kept`: state, log, computers and autosave."""
    session.state = session.game.new_state(session.names, session.options, session.seed)
    session.actions, session.history, session.turn_ends = [], [], {}
    session.computers.restart()
    for mover, action in kept:  # as the session replays a save: bots and log remember
        turn = session.state.turn_seat()
        session._record(mover, action, session.state.apply(mover, action), turn)
    session.recap_floor = min(session.recap_floor, len(session.history))
    session.autosave()  # the slot never keeps a move taken back
    session._show(session.view.update())


def _replayed(session: GameSession, moves: int) -> GameState:
    state = session.game.new_state(session.names, session.options, session.seed)
    for mover, action in session.actions[:moves]:
        state.apply(mover, action)
    return state
