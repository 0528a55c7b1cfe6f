"""GameSession: one game in progress — its state, seats and history, and the only place that
calls `GameState.apply`; it emits signals for the table. Its helpers have one job each: who
sees what (view_policy.py), when computers move (computer_seats.py, on core/bot_step.py),
the autosave slot (autosave.py), the ending and the statistics (game_end.py).

Signal order after an action: `curtain`/`viewer_changed`, then `events`, then `changed`,
then `over` if the game ended. The table plays the public events on what it already shows
and only then raises the curtain (on `changed`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from cocoa_games import games
from cocoa_games.app.autosave import Autosave
from cocoa_games.app.computer_seats import ComputerSeats
from cocoa_games.app.game_end import Ending, sum_up
from cocoa_games.app.view_policy import ViewChange, ViewPolicy
from cocoa_games.core import end_summary
from cocoa_games.core.game import Action, Event, Game, IllegalAction, Outcome, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SaveData, SeatInfo, write_save
from cocoa_games.core.services import TableSettings

if TYPE_CHECKING:
    from cocoa_games.app.game_setup import GameSetup


class GameSession(QObject):
    changed = Signal()
    events = Signal(list)          # every new Event; the presenter decides who sees which
    viewer_changed = Signal()
    curtain = Signal(object)       # seat the curtain is up for, or None when it comes down
    over = Signal(object)          # Outcome
    message = Signal(str)          # calm sentence for the status line
    autosave_failed = Signal(str)  # a move could not be saved: the sentence why (every time)
    refused = Signal(str)          # a person's move was not allowed (also sent as `message`)

    def __init__(self, game: Game, seats: Sequence[SeatInfo], seed: int, options: Any = None,
                 actions: Iterable[tuple[Seat, Action]] = (),
                 settings: TableSettings | None = None, parent: QObject | None = None,
                 autosave: bool = True, uid: str | None = None) -> None:
        super().__init__(parent)
        self.saving = Autosave(uid, autosave and not hasattr(game, "lesson"))  # lessons: never
        self.uid = self.saving.uid
        #: the slot on disk already holds exactly this game (Continue): no need to rewrite it
        self.slot_is_current = False
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = options if options is not None else game.Options()
        self.settings = settings
        self.ending = Ending()  # filled in when the game ends
        self._started_at = time.monotonic()
        self._resumed = bool(actions)  # the time before it was saved is unknown
        self.save_path: Path | None = None  # where "Save" writes without asking (Save As / Load)
        self.state = game.new_state(self.names, self.options, seed)
        self.actions: list[tuple[Seat, Action]] = []
        self.history: list[Event] = []
        #: where each seat's last own turn ended in `history`, for the hand-off recap
        self.turn_ends: dict[Seat, int] = {}
        #: history before this point was loaded, not played here: no recap reaches behind it
        self.recap_floor = 0
        self.computers = ComputerSeats(game, self.seats, seed, settings, lambda: self.state,
                                       self.apply, self)
        self.computers.said.connect(self.message)  # the people's countdown to complain
        for seat, action in actions:  # resume: replay, so bots and the log remember too
            turn = self.state.turn_seat()
            self._record(seat, action, self.state.apply(seat, action), turn)
        self.view = ViewPolicy(game, self.human_seats(), settings, lambda: self.state)
        self.computers.looking = lambda: self.view.looking  # (its clocks stop for a look)
        self.busy = False  # the table is animating: hold input and computer moves
        self._started = self._finished_handled = False

    # -- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup, seed: int, settings: TableSettings | None = None,
            **kwargs: Any) -> GameSession:
        """From a GameSetup; seats are rotated so the start player sits at seat 0."""
        game = games.get(setup.game_id)
        seats = list(setup.seats)
        start = (setup.start_seat if setup.start_seat is not None
                 else random.Random(seed).randrange(len(seats)))
        seats = seats[start:] + seats[:start]
        return cls(game, seats, seed, setup.options, settings=settings, **kwargs)

    @classmethod
    def from_save(cls, data: SaveData, settings: TableSettings | None = None,
                  uid: str | None = None, **kwargs: Any) -> GameSession:
        checked = data.state is not None and data.history is not None  # no replay needed
        session = cls(data.game, data.seats, data.seed, data.options,
                      () if checked else data.actions, settings=settings,
                      uid=uid or data.uid or None, **kwargs)
        if checked:
            session._resume(data)
        return session

    def _resume(self, data: SaveData) -> None:
        """The replay that checked the file built state and history already: take them
        instead of replaying a long game a second time."""
        assert data.state is not None and data.history is not None
        self.state = data.state
        self.actions = list(data.actions)
        self.history = list(data.history)
        self.recap_floor = len(self.history)
        self._resumed = True  # the time before it was saved is unknown
        self.computers.catch_up(self.history, len(self.actions))

    def rematch(self, seed: int) -> GameSession:
        """Same people and options, a new deal; the next person round the table starts."""
        seats = self.seats[1:] + self.seats[:1]
        return GameSession(self.game, seats, seed, self.options, settings=self.settings,
                           autosave=self.saving.enabled)

    # -- facts ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def is_human(self, seat: Seat) -> bool:
        return self.seats[seat].kind == "human"

    def human_seats(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome()

    @property
    def end_summary(self) -> end_summary.EndSummary | None:  # (its statistics: `ending`)
        return self.ending.summary

    # who sees what: the view policy decides, the session only reports it
    @property
    def viewer(self) -> Seat | None:
        return self.view.viewer

    @property
    def curtain_seat(self) -> Seat | None:
        return self.view.curtain_seat

    @property
    def trusted_viewer(self) -> Seat | None:
        return self.view.trusted_viewer

    def observation(self) -> Mapping[str, Any]:
        return self.state.observe(self.viewer)

    def legal_for_view(self) -> dict[Seat, list[Action]]:
        return self.computers.with_passes(self.view.legal_for_view())

    def recap_start(self, seat: Seat) -> int:
        """Where the hand-off recap for `seat` begins in `history`: after its own last turn."""
        return max(self.turn_ends.get(seat, 0), self.recap_floor)

    # -- running ----------------------------------------------------------------------
    def start(self) -> None:
        """Call once the table listens: sets the first view and wakes the computers."""
        self._started = True
        self.computers.running = True
        self.claim_slot()
        self._show(self.view.update())
        if not self.state.is_over() and not self.slot_is_current:
            self.autosave()
        self.changed.emit()
        if self.state.is_over():
            self._handle_over()
        else:
            self.computers.schedule()

    def stop(self) -> None:
        """Leaving the table: no more computer moves; the slot is free for another window."""
        self._started = False
        self.computers.stop()
        self.saving.release()

    def claim_slot(self) -> bool:  # False: another window has this game open
        return self.saving.claim()

    def hold_bots(self, hold: bool) -> None:
        """A modal dialog opens (True) or closes (False): computer seats wait meanwhile."""
        self.computers.hold(hold)

    def set_busy(self, busy: bool) -> None:
        """The table holds input while animations run; computers wait for them too."""
        if busy != self.busy:
            self.busy = busy
            self.computers.hold(busy)

    def act(self, seat: Seat, action: Action) -> bool:
        """A person's action from the UI; an illegal one becomes a calm message."""
        if self.busy or not self._started:
            return False
        if not 0 <= seat < len(self.seats) or not self.is_human(seat):
            self._refuse(_("That is a computer player's move."))
            return False
        try:
            self.apply(seat, action)
        except IllegalAction as exc:
            self._refuse(str(exc) or _("That move is not allowed now."))
            return False
        return True

    def _refuse(self, text: str) -> None:
        self.refused.emit(text)
        self.message.emit(text)

    def reveal(self) -> None:
        """'I'm NAME — show': the curtain seat's private view may now be drawn."""
        if self._show(self.view.reveal()):
            self.changed.emit()
            self.computers.schedule()

    def hide(self) -> None:
        """End a private moment with a curtain again (view_policy.ViewPolicy.hide)."""
        if self._show(self.view.hide()):
            self.changed.emit()

    def request_view(self, seat: Seat) -> None:
        """A person asks to look at their own private view out of turn (a curtain first)."""
        if self._show(self.view.request_view(seat)):
            self.changed.emit()

    def _show(self, change: ViewChange | None) -> bool:  # False: the policy did nothing
        if change is None:
            return False
        if change.curtain:
            self.curtain.emit(self.curtain_seat)
        if change.viewer:
            self.viewer_changed.emit()
        return True

    # -- saving -----------------------------------------------------------------------
    def save_data(self) -> SaveData:
        return SaveData(self.game, list(self.seats), self.seed, self.options,
                        list(self.actions), self.state, uid=self.uid)

    def save_to(self, path) -> None:
        write_save(path, self.save_data())

    def autosave(self) -> None:
        warning = self.saving.write(self.save_data())
        if warning:
            self.message.emit(warning)
        if self.saving.failure is not None:
            self.autosave_failed.emit(self.saving.failure)  # the window stops the table

    @property
    def unsaved(self) -> bool:
        """The latest autosave failed: moves since are not on disk."""
        return self.saving.failure is not None

    # -- moves ------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> None:
        """Make a move (a person's, checked by `act`, or a computer's): recorded, autosaved,
        signalled. Raises IllegalAction with the state untouched."""
        turn = self.state.turn_seat()
        events = self.state.apply(seat, action)  # raises IllegalAction, state untouched
        self._record(seat, action, events, turn)
        self.autosave()
        self._show(self.view.update(seat, events))
        self.events.emit(list(events))
        self.changed.emit()
        if self.state.is_over():
            self._handle_over()
        else:
            self.computers.schedule()

    def _record(self, seat: Seat, action: Action, events: list[Event],
                turn: Seat | None) -> None:
        self.actions.append((seat, action))
        self.history.extend(events)
        if seat == turn:
            self.turn_ends[seat] = len(self.history)
        self.computers.notice(events)

    def _handle_over(self) -> None:
        if self._finished_handled:
            return
        self._finished_handled = True
        self.computers.stop()
        self._sum_up()
        self.over.emit(self.state.outcome())

    def _sum_up(self) -> None:
        """The ending for the end screen; the game counted in the people's statistics."""
        seconds = None if self._resumed else time.monotonic() - self._started_at
        self.ending = sum_up(self.game, self.state, self.names, self.history,
                             len(self.actions), seconds, self.human_seats(), self.seed,
                             count=self.saving.enabled)
        if self.ending.problem:  # said calmly; the game's ending is shown all the same
            self.message.emit(self.ending.problem)
