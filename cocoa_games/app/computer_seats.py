"""The computer seats of a game in progress: asked on a timer, visibly, one move at a time.

What each computer does is the shared bot step (core/bot_step.py); this only decides when.
Computers wait while anything holds them — the table's animations, an open dialog — and
never move for a session that is stopped or a game that is over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from cocoa_games.app.speed import animation_speed, env_speed
from cocoa_games.app.view_policy import interjections
from cocoa_games.core.bot_step import asking_order, choose_move, seat_bots, tell_bots
from cocoa_games.core.game import Action, Bot, Event, Game, GameState, IllegalAction, Seat
from cocoa_games.core.saves import SeatInfo
from cocoa_games.core.services import TableSettings

log = logging.getLogger(__name__)

BOT_DELAY_MS = 700          # a computer's move, so people can follow it
BOT_WAIT_FOR_HUMANS_MS = 2000  # when a person could still interject (complain) first


class ComputerSeats(QObject):
    def __init__(self, game: Game, seats: list[SeatInfo], seed: int,
                 settings: TableSettings | None, state: Callable[[], GameState],
                 move: Callable[[Seat, Action], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game, self._seed = game, seed
        self._levels = {s: info.level for s, info in enumerate(seats) if info.kind == "computer"}
        self.bots: dict[Seat, Bot] = seat_bots(game, self._levels, seed)
        self._humans = {s for s, info in enumerate(seats) if info.kind == "human"}
        self._settings = settings
        self._state = state  # the session's current state
        self._move = move  # the session's own apply: records, autosaves, signals
        self.running = False
        self._holds = 0  # animations running, dialogs open: computers wait meanwhile
        self._passed: set[Seat] = set()  # computers that let this moment pass
        self._passed_at = -1  # ... at which move
        self._moves = 0
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.step)

    def notice(self, events: list[Event]) -> None:
        """Every computer notices what its seat may see of a move just made."""
        self._moves += 1
        tell_bots(self.bots, events)

    def restart(self) -> None:
        """The game is played again from the start (a move taken back): the computers
        forget it all, and notice each move of the replay anew."""
        self.bots = seat_bots(self._game, self._levels, self._seed)
        self._moves = 0

    def catch_up(self, history: list[Event], moves: int) -> None:
        """A game resumed from its save: the computers remember what their seats saw."""
        self._moves = moves
        tell_bots(self.bots, history)

    def hold(self, hold: bool) -> None:
        """Something starts (True) or stops (False) holding the computers."""
        self._holds = max(0, self._holds + (1 if hold else -1))
        self.schedule()

    @property
    def held(self) -> bool:
        return self._holds > 0

    def stop(self) -> None:
        self.running = False
        self.timer.stop()

    def schedule(self) -> None:
        """After any change: the next computer move on the timer, if one is due."""
        self.timer.stop()
        if not self._due() or not asking_order(self._state(), self.bots, self._passed_now()):
            return
        # the turn seat counts too: the person about to play may complain before playing
        if any(seat in self._humans for seat, _action in interjections(self._state())):
            # people's reactions do not speed up with the animations (nor stop when they
            # are off): only the test environment shortens this wait
            env = env_speed()
            delay = BOT_WAIT_FOR_HUMANS_MS * (1.0 if env is None else env)
        else:
            delay = BOT_DELAY_MS * animation_speed(self._settings)
        self.timer.start(int(delay))

    def _due(self) -> bool:
        return self.running and not self._holds and not self._state().is_over()

    def _passed_now(self) -> set[Seat]:
        if self._passed_at != self._moves:  # the table changed: everyone may speak again
            self._passed, self._passed_at = set(), self._moves
        return self._passed

    def step(self) -> None:
        """One computer move now, if one is due (the timer calls it)."""
        if not self._due():
            return
        state = self._state()
        move = choose_move(state, self.bots, self._passed_now(), forgiving=True)
        if move is None:
            return
        seat, action = move
        try:
            self._move(seat, action)
        except IllegalAction:
            log.exception("computer seat %s chose an illegal action %r", seat, action)
            self._move(seat, state.legal_actions(seat)[0])
