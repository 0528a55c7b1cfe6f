"""The computer seats of a game in progress: asked on a timer, visibly, one move at a time.

What each computer does is the shared bot step (core/bot_step.py); this only decides when.
Computers wait while anything holds them — the table's animations, an open dialog — and
never move for a session that is stopped or a game that is over.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from cocoa_games.app.answer_wait import AnswerWait
from cocoa_games.app.speed import animation_speed, env_speed
from cocoa_games.app.view_policy import interjections
from cocoa_games.core.bot_step import asking_order, choose_move, seat_bots, tell_bots
from cocoa_games.core.game import Action, Bot, Event, Game, GameState, IllegalAction, Seat
from cocoa_games.core.i18n import ngettext
from cocoa_games.core.saves import SeatInfo
from cocoa_games.core.services import TableSettings

log = logging.getLogger(__name__)

BOT_DELAY_MS = 700          # a computer's move, so people can follow it
BOT_WAIT_FOR_HUMANS_MS = 2000  # when a person could still interject (complain) first
#: a game about to end (a last card placed) waits this long for people to complain, unless
#: each has said "No complaint" first; the settings' `complain_seconds` overrides it
COMPLAIN_SECONDS = 10.0
#: ... and any other play (in a game with `Game.no_complaint`): shorter, so a family's game
#: keeps flowing; the settings' `complain_play_seconds` overrides it
COMPLAIN_PLAY_SECONDS = 4.0


class ComputerSeats(QObject):
    said = Signal(str)  # the people's countdown, a second at a time (the table shows it)

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
        #: the countdown before a win may be confirmed while people could still complain;
        #: None: the settings' (shortened like every wait in the test environment)
        self.countdown_s: float | None = None
        self.clock: Callable[[], float] = time.monotonic  # tests drive a fake clock
        self._deadline: float | None = None  # when the people's countdown runs out
        self._deadline_at = -1  # ... for which move
        self._content: set[Seat] = set()  # people who said "No complaint" at this move
        self._counting = False  # the countdown is on the table (cleared when it ends)
        #: a person chooses their last move's free choice again (app/take_back.py): wait
        self.choosing: Callable[[], bool] = lambda: False
        self.answers = AnswerWait(seed)  # a turn that waits for answers (answer_wait.py)
        self.looking: Callable[[], bool] = lambda: False  # a person's look (the view policy)

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

    # -- the people's chance to complain before a game ends ----------------------------
    def waiting_for(self) -> list[Seat]:
        """The people who may still complain before a computer moves on (none: nobody holds
        the computers): while a game is about to end (a last card was placed), and after any
        play in a game that asks people for their "No complaint" (`Game.no_complaint`)."""
        state = self._state()
        if not self.running or state.is_over():
            return []
        if not _win_pending(state) and not self._play_waits(state):
            return []
        self._passed_now()
        return sorted({seat for seat, _action in interjections(state)
                       if seat in self._humans and seat not in self._content})

    def seconds_left(self) -> float | None:
        """The visible countdown: seconds until the computers go on anyway (None: no wait)."""
        if not self.waiting_for():
            return None
        if self._deadline_at != self._moves or self._deadline is None:
            self._deadline, self._deadline_at = self.clock() + self._countdown(), self._moves
        return max(0.0, self._deadline - self.clock())

    def no_complaint(self, seat: Seat) -> None:
        """A person lets the last card pass: the computers need not wait for them."""
        self._passed_now()
        self._content.add(seat)
        self.schedule()

    def _play_waits(self, state: GameState) -> bool:
        """An ordinary play the people may still complain about, with a computer to move
        next: it waits (on a person's own turn no computer plays anyway)."""
        seats = state.to_move()
        return (self._game.no_complaint is not None and bool(seats)
                and seats[0] not in self._humans)

    def lets_pass(self, seat: Seat) -> list[Action]:
        """While the computers wait for `seat` to complain or not: the first seat's "No
        complaint" (the interjection it has and `seat` has not), as `seat`'s way to say so;
        after an ordinary play, the game's own `no_complaint`."""
        state = self._state()
        seats = state.to_move()
        if not seats or seat == seats[0] or seat not in self.waiting_for():
            return []
        if not _win_pending(state) and self._game.no_complaint is not None:
            return [self._game.no_complaint]
        own = state.legal_actions(seat)
        return [a for a in state.legal_actions(seats[0]) if a.interjection and a not in own]

    def with_passes(self, legal: dict[Seat, list[Action]]) -> dict[Seat, list[Action]]:
        """The people's actions on show, with "No complaint" for each person waited for
        (not only the next seat)."""
        waited = [seat for seat in self.waiting_for() if seat in legal]
        return {**legal, **{seat: [*legal[seat], *self.lets_pass(seat)] for seat in waited}}

    def let_pass(self, seat: Seat, action: Action) -> bool:
        """A person's "No complaint" that is not a move (see lets_pass): True when taken."""
        if action not in self.lets_pass(seat):
            return False
        self.no_complaint(seat)
        return True

    def _say_countdown(self) -> None:
        left = self.seconds_left()
        if not left:
            return
        seconds = max(1, round(left))
        self._counting = True
        if _win_pending(self._state()):
            self.said.emit(ngettext("A last card! {n} second left to complain.",
                                    "A last card! {n} seconds left to complain.",
                                    seconds).format(n=seconds))
        elif (answer := self._game.no_complaint) is not None:
            self.said.emit(ngettext("{n} second left to complain — or press {answer}.",
                                    "{n} seconds left to complain — or press {answer}.",
                                    seconds).format(n=seconds, answer=answer.label()))

    def _countdown(self) -> float:
        if self.countdown_s is not None:
            return self.countdown_s
        if _win_pending(self._state()):
            seconds = float(getattr(self._settings, "complain_seconds", COMPLAIN_SECONDS))
        else:  # an ordinary play: a shorter wait keeps a family's game flowing
            seconds = float(getattr(self._settings, "complain_play_seconds",
                                    COMPLAIN_PLAY_SECONDS))
        env = env_speed()  # the test environment shortens every wait
        return seconds * (1.0 if env is None else env)

    def schedule(self) -> None:
        """After any change: the next computer move on the timer, if one is due."""
        self.timer.stop()
        if self._due() and self._answer_tick():
            return
        if not self._due() or not asking_order(self._state(), self.bots, self._passed_now()):
            return
        left = self.seconds_left()
        if left:  # the people's countdown first (ticks, so the table can show it)
            self.timer.start(int(min(1.0, left) * 1000) + 1)
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
        return (self.running and not self._holds and not self._state().is_over()
                and not self.choosing())

    def _passed_now(self) -> set[Seat]:
        if self._passed_at != self._moves:  # the table changed: everyone may speak again
            self._passed, self._passed_at = set(), self._moves
            self._content = set()
        return self._passed

    def step(self) -> None:
        """One computer move now, if one is due (the timer calls it)."""
        if not self._due() or self._answer_step():
            return
        if self.seconds_left():  # people may still complain: wait for the countdown
            self._say_countdown()
            self.schedule()
            return
        if self._counting:  # the wait is over: its countdown leaves the table
            self._counting = False
            self.said.emit("")
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


    # -- a turn that waits for every other seat's answer (answer_wait.py) -----------------
    def _answer_tick(self) -> bool:
        """While a wait is on, its clock sets the timer: True."""
        tick = self.answers.next_ms(self._state(), self._moves, set(self.bots), self.looking())
        if tick is not None:
            self.timer.start(tick)
        return tick is not None

    def _answer_step(self) -> bool:
        """While a wait is on: a computer whose thinking time is up answers, or whoever the
        countdown ran out on says "no"; True (the wait decided this step)."""
        state, looking = self._state(), self.looking()
        if self.answers.seconds_left(state, self._moves, looking) is None:
            return False
        held = self.answers.not_yet(state, self._moves, set(self.bots), looking)
        move = None if looking else choose_move(state, self.bots, self._passed_now() | held,
                                                forgiving=True)
        timed_out = self.answers.timed_out(state, self._moves, looking)
        move = move or (timed_out[0] if timed_out else None)
        if move is None:
            self.schedule()
        else:
            self._move(*move)
        return True


def _win_pending(state: GameState) -> bool:
    """A player placed their last card and the table waits for complaints or the win."""
    obs = state.observe(None)
    return obs.get("pending_win") is not None
