"""GameSession: one game in progress — state, seats, history, computer players, autosave.

The session is the only place that calls `GameState.apply`. It decides whose private view
may be on screen (`viewer`) and when a hand-off curtain is needed (DESIGN.md, curtain
policy), runs the computer seats on a timer and autosaves after every action. It knows
nothing about widgets: the table page listens to its signals.

A curtain is needed only when a seat's observation differs from the public one: a seat
whose view is public right now (a Kokonana turn outside a peek) acts on the public table
without one. `revealed_to` is the seat that last passed the curtain; it is forgotten when the
person whose view belongs on screen changes, or when the public table is shown again.

Signal order after an action: `curtain`/`viewer_changed`, then `events`, then `changed`,
then `over` if the game ended. The table plays the public events on what it already shows
and only then raises the curtain (on `changed`).
"""

from __future__ import annotations

import dataclasses
import logging
import os
import random
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from cocoa_games import games
from cocoa_games.app import save_slots
from cocoa_games.app.stats import StatsBook, clean_name, game_key, record_line, result_of
from cocoa_games.core import end_summary
from cocoa_games.core.game import Action, Event, Game, IllegalAction, Outcome, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SaveData, SeatInfo, save_summary, write_save
from cocoa_games.core.services import TableSettings

if TYPE_CHECKING:
    from cocoa_games.app.game_setup import GameSetup

log = logging.getLogger(__name__)

BOT_DELAY_MS = 700          # a computer's move, so people can follow it
BOT_WAIT_FOR_HUMANS_MS = 2000  # when a person could still interject (complain) first


def animation_speed(settings: TableSettings | None) -> float:
    """The speed factor: env COCOA_GAMES_ANIMATION_SPEED wins (tests set it to 0)."""
    env = env_speed()
    if env is not None:
        return env
    return 1.0 if settings is None else float(settings.animation_speed)


def env_speed() -> float | None:
    """COCOA_GAMES_ANIMATION_SPEED, when set to a number (tests set it to 0)."""
    env = os.environ.get("COCOA_GAMES_ANIMATION_SPEED")
    if env:
        try:
            return max(0.0, float(env))
        except ValueError:
            pass
    return None


class GameSession(QObject):
    changed = Signal()
    events = Signal(list)          # every new Event; listeners filter with visible_for(viewer)
    viewer_changed = Signal()
    curtain = Signal(object)       # seat the curtain is up for, or None when it comes down
    over = Signal(object)          # Outcome
    message = Signal(str)          # calm sentence for the status line
    autosave_failed = Signal(str)  # a move could not be saved: the sentence why (every time)
    refused = Signal(str)          # a person's move was not allowed (also sent as `message`)

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatInfo],
        seed: int,
        options: Any = None,
        actions: Iterable[tuple[Seat, Action]] = (),
        settings: TableSettings | None = None,
        parent: QObject | None = None,
        autosave: bool = True,
        uid: str | None = None,
    ) -> None:
        super().__init__(parent)
        #: which game this is: its own autosave slot, locked while it is on a table
        self.uid: str = uid if uid is not None and save_slots.is_uid(uid) else save_slots.new_uid()
        self.slot_lock = save_slots.SlotLock(self.uid)
        self._held = 0  # a modal dialog is open: computer seats wait
        #: the slot on disk already holds exactly this game (Continue): no need to rewrite it
        self.slot_is_current = False
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = options if options is not None else game.Options()
        self.settings = settings
        self.autosave_enabled = autosave
        self.stats: StatsBook | None = StatsBook() if autosave else None  # None: count nothing
        self.end_summary: end_summary.EndSummary | None = None  # set when the game ends
        self.end_records: dict[str, str] = {}  # person -> their statistics line, at the end
        self._started_at = time.monotonic()
        self._resumed = bool(actions)  # the time before it was saved is unknown
        self.save_path: Path | None = None  # where "Save" writes without asking (Save As / Load)
        self._autosave_warned = False
        self.unsaved = False  # the latest autosave failed: moves since are not on disk
        self.state = game.new_state(self.names, self.options, seed)
        self.actions: list[tuple[Seat, Action]] = []
        self.history: list[Event] = []
        #: where each seat's last own turn ended in `history`, for the hand-off recap
        self.turn_ends: dict[Seat, int] = {}
        #: history before this point was loaded, not played here: no recap reaches behind it
        self.recap_floor = 0
        self.bots = {
            seat: game.make_bot(seat, info.level, seed * 31 + seat)
            for seat, info in enumerate(self.seats)
            if info.kind == "computer"
        }
        for seat, action in actions:  # resume: replay, so bots and the log remember too
            turn = self.state.turn_seat()
            self._record(seat, action, self.state.apply(seat, action), turn)
        self.viewer: Seat | None = None
        self.curtain_seat: Seat | None = None
        self.revealed_to: Seat | None = None  # who passed the curtain for the view on screen
        self.secret_moment = False  # the curtain is for the acting seat's own private moment
        self._last_desired: Seat | None = None
        self.busy = False  # the table is animating: hold input and computer moves
        self._last_turn: Seat | None = None
        self._declined: set[tuple[int, Seat]] = set()  # bots that chose to do nothing now
        self._started = False
        self._finished_handled = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_turn)

    # -- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup, seed: int, settings: TableSettings | None = None,
            **kwargs: Any) -> GameSession:
        """From a GameSetup; seats are rotated so the start player sits at seat 0."""
        game = games.get(setup.game_id)
        seats = list(setup.seats)
        start = setup.start_seat
        if start is None:
            start = random.Random(seed).randrange(len(seats))
        seats = seats[start:] + seats[:start]
        return cls(game, seats, seed, setup.options, settings=settings, **kwargs)

    @classmethod
    def from_save(cls, data: SaveData, settings: TableSettings | None = None,
                  uid: str | None = None,
                  **kwargs: Any) -> GameSession:
        uid = uid or data.uid or None
        if data.state is None or data.history is None:
            return cls(data.game, data.seats, data.seed, data.options, data.actions,
                       settings=settings, uid=uid, **kwargs)
        session = cls(data.game, data.seats, data.seed, data.options, settings=settings,
                      uid=uid, **kwargs)
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
        for bot_seat, bot in self.bots.items():
            bot.notice([e for e in self.history if e.visible_for(bot_seat)])

    def rematch(self, seed: int) -> GameSession:
        """Same people and options, a new deal; the next person round the table starts."""
        seats = self.seats[1:] + self.seats[:1]
        return GameSession(self.game, seats, seed, self.options, settings=self.settings,
                           autosave=self.autosave_enabled)

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

    def summary(self) -> str:
        return save_summary(self.seats, self.game)

    @property
    def trusted_viewer(self) -> Seat | None:
        """The seat whose private things may be on screen: the viewer once they passed the
        curtain, or when nobody else could be looking; None for the public table."""
        if self.viewer is None:
            return None
        if not self.game.has_private_info or self.revealed_to == self.viewer:
            return self.viewer
        return None

    def is_public_for(self, seat: Seat) -> bool:
        """True when `seat` sees nothing more than everyone does right now."""
        return self.state.observe(seat) == self.state.observe(None)

    def showing_private(self) -> bool:
        """The view on screen holds something only the viewer may see."""
        viewer = self.trusted_viewer
        return (self.game.has_private_info and viewer is not None
                and not self.is_public_for(viewer))

    def visible_log(self) -> list[Event]:
        """The history as the screen may show it (public only behind a curtain)."""
        return [e for e in self.history if e.visible_for(self.trusted_viewer)]

    def public_since_turn(self, seat: Seat) -> list[Event]:
        """What everyone saw happen since `seat`'s own last turn: public events only, for
        the hand-off recap (a private event never leaves here, whoever asks)."""
        start = max(self.turn_ends.get(seat, 0), self.recap_floor)
        return [e for e in self.history[start:] if e.visible_for(None)]

    def observation(self) -> Mapping[str, Any]:
        return self.state.observe(self.viewer)

    def legal_for_view(self) -> dict[Seat, list[Action]]:
        """What the scene may offer: the viewer's actions, plus other people's interjections."""
        seats = self.state.to_move()
        legal: dict[Seat, list[Action]] = {}
        if self.viewer is not None and self.viewer in seats and self.is_human(self.viewer):
            legal[self.viewer] = self.state.legal_actions(self.viewer)
        for seat in seats[1:]:
            if seat != self.viewer and self.is_human(seat):
                actions = self.state.legal_actions(seat)
                if actions:
                    legal[seat] = actions
        return legal

    def curtain_actions(self) -> list[tuple[Seat, Action]]:
        """Interjections people may make from the curtain without seeing anything private."""
        return [(seat, a) for seat, a in self._interjections() if self.is_human(seat)]

    def _interjections(self) -> list[tuple[Seat, Action]]:
        """Every seat's public interjection now (a complaint), people's and computers'."""
        seats = self.state.to_move()
        if not seats:
            return []
        out: list[tuple[Seat, Action]] = []
        kinds: set[str] = set()
        for seat in seats[1:]:
            actions = self.state.legal_actions(seat)
            kinds.update(a.kind for a in actions)
            out.extend((seat, a) for a in actions)
        turn = seats[0]
        for action in self.state.legal_actions(turn):
            flag = action.interjection
            if flag or (flag is None and action.kind in kinds):
                out.append((turn, action))
        # one fixed order, whoever's turn it is: people find their own button where it was
        return sorted(out, key=lambda pair: pair[0])

    # -- running ----------------------------------------------------------------------
    def start(self) -> None:
        """Call once the table listens: sets the first view and wakes the computers."""
        self._started = True
        self.claim_slot()
        self._update_viewer()
        if self.autosave_enabled and not self.state.is_over() and not self.slot_is_current:
            self.autosave()
        self.changed.emit()
        if self.state.is_over():
            self._handle_over()
        else:
            self._schedule_bots()

    def stop(self) -> None:
        """Leaving the table: no more computer moves from this session; its slot is free
        for another window again."""
        self._started = False
        self._bot_timer.stop()
        self.slot_lock.release()

    def claim_slot(self) -> bool:
        """Lock this game's autosave slot; False when another window has the game open."""
        return not self.autosave_enabled or self.slot_lock.acquire()

    def hold_bots(self, hold: bool) -> None:
        """A modal dialog opens (True) or closes (False): computer seats wait meanwhile."""
        self._held = max(0, self._held + (1 if hold else -1))
        if self._held:
            self._bot_timer.stop()
        else:
            self._schedule_bots()

    def set_busy(self, busy: bool) -> None:
        """The table holds input while animations run; computers wait too."""
        self.busy = busy
        if busy:
            self._bot_timer.stop()
        else:
            self._schedule_bots()

    def act(self, seat: Seat, action: Action) -> bool:
        """A person's action from the UI; an illegal one becomes a calm message."""
        if self.busy or not self._started:
            return False
        if not 0 <= seat < len(self.seats) or not self.is_human(seat):
            self._refuse(_("That is a computer player's move."))
            return False
        try:
            self._apply(seat, action)
        except IllegalAction as exc:
            self._refuse(str(exc) or _("That move is not allowed now."))
            return False
        return True

    def _refuse(self, text: str) -> None:
        self.refused.emit(text)
        self.message.emit(text)

    def reveal(self) -> None:
        """'I'm NAME — show': the curtain seat's private view may now be drawn."""
        if self.curtain_seat is None:
            return
        self.revealed_to = self.curtain_seat
        self._set_view(self.curtain_seat, None)
        self.changed.emit()
        self._schedule_bots()

    def hide(self) -> None:
        """End a private moment: a curtain again — for the same seat, or, when someone
        looked out of turn, for the person whose view belongs on screen now."""
        if not self.showing_private() or self.state.is_over():
            return  # nothing secret on screen: nothing to hide
        desired = self._desired_viewer()
        self.revealed_to = None
        self._set_view(None, self.viewer if desired in (None, self.viewer) else desired)
        self.changed.emit()

    def request_view(self, seat: Seat) -> None:
        """A person asks to look at their own private view out of turn (e.g. a Cocoons
        corner): a curtain for them first, then "Hide" hands back."""
        if (not self.game.has_private_info or self.state.is_over()
                or not 0 <= seat < len(self.seats) or not self.is_human(seat)
                or seat == self.trusted_viewer):
            return
        self.revealed_to = None
        self._set_view(None, seat)
        self.changed.emit()

    # -- saving -----------------------------------------------------------------------
    def save_data(self) -> SaveData:
        return SaveData(self.game, list(self.seats), self.seed, self.options,
                        list(self.actions), self.state, uid=self.uid)

    def save_to(self, path) -> None:
        write_save(path, self.save_data())

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            if self.state.is_over():
                # the unfinished game becomes a finished record (replays, the manager);
                # only this game's own slot goes, never another window's
                write_save(save_slots.finished_path(self.uid), self.save_data())
                save_slots.slot_path(self.uid).unlink(missing_ok=True)
            else:
                write_save(save_slots.slot_path(self.uid), self.save_data())
        except Exception as exc:  # disk full, read-only, anything a writer raises
            self.unsaved = True
            text = _("Could not autosave the game: {reason}.").format(
                reason=getattr(exc, "strerror", None) or exc)
            if not self._autosave_warned:  # the status line says it once
                self._autosave_warned = True
                self.message.emit(text)
            self.autosave_failed.emit(text)  # the window stops the table (autosave_alarm)
            return
        self.unsaved = False
        self._autosave_warned = False

    # -- internals --------------------------------------------------------------------
    def _record(self, seat: Seat, action: Action, events: list[Event],
                turn: Seat | None) -> None:
        self.actions.append((seat, action))
        self.history.extend(events)
        if seat == turn:
            self.turn_ends[seat] = len(self.history)
        for bot_seat, bot in self.bots.items():
            bot.notice([e for e in events if e.visible_for(bot_seat)])

    def _apply(self, seat: Seat, action: Action) -> None:
        turn = self.state.turn_seat()
        events = self.state.apply(seat, action)  # raises IllegalAction, state untouched
        self._record(seat, action, events, turn)
        self.autosave()
        self._update_viewer()
        self.events.emit(list(events))
        self.changed.emit()
        if self.state.is_over():
            self._handle_over()
        else:
            self._schedule_bots()

    def _handle_over(self) -> None:
        if self._finished_handled:
            return
        self._finished_handled = True
        self._bot_timer.stop()
        self._sum_up()
        outcome = self.state.outcome()
        self.over.emit(outcome)

    def _sum_up(self) -> None:
        """The ending for the end screen; the game counted in the people's statistics."""
        try:
            seconds = None if self._resumed else time.monotonic() - self._started_at
            summary = end_summary.build(self.game, self.state, self.names, self.history,
                                        len(self.actions), seconds)
            self.end_summary = summary
            if summary is None or self.stats is None:
                return
            # the game's own records (a level's best score), whoever played and however
            # the game got here: computer-only, loaded from a file or played to the end
            kept = tuple(self.game.keep_records(self.state))
            self.end_summary = summary = dataclasses.replace(summary, game_records=kept)
            people = self.human_seats()
            key = game_key(self.game.id, self.seed, self.names, len(self.actions))
            self.stats.record(result_of(summary, people, key))
            if self.stats.problem:  # said calmly; the game's ending is shown all the same
                self.message.emit(self.stats.problem)
            records = self.stats.players()
            for name in (self.names[s] for s in people):
                record = records.get(clean_name(name), {}).get(self.game.id)
                if record is not None:
                    self.end_records[name] = record_line(record)
        except Exception:  # statistics must never stop the family's game from ending
            log.exception("could not sum up the finished game")

    def _desired_viewer(self) -> Seat | None:
        turn = self.state.turn_seat()
        if turn is None:
            return None  # game over: everyone sees the public result
        humans = self.human_seats()
        if self.game.has_private_info and len(humans) == 1:
            return humans[0]
        return turn if self.is_human(turn) else None

    def _update_viewer(self) -> None:
        desired = self._desired_viewer()
        turn = self.state.turn_seat()
        new_turn = turn != self._last_turn
        self._last_turn = turn
        if desired != self._last_desired:
            self._last_desired = desired
            self.revealed_to = None  # someone else's view belongs on screen now
        if desired is None or not self.game.has_private_info:
            self._set_view(desired, None)
        elif self.curtain_seat == desired:
            pass  # still waiting for that person to say "show"
        elif len(self.human_seats()) == 1:
            handoff = self.settings is not None and self.settings.always_handoff
            if handoff and new_turn and turn == desired:
                self.revealed_to = None
                self._set_view(None, desired)
            else:
                self.revealed_to = desired  # nobody else to hide it from
                self._set_view(desired, None)
        elif self.is_public_for(desired):
            # a public moment: the seat acts on the public table; a later secret of
            # theirs needs a fresh curtain, since everyone may be looking now
            self.revealed_to = None
            self._set_view(desired, None)
        elif self.revealed_to == desired:
            self._set_view(desired, None)  # they are already looking
        else:
            self._set_view(None, desired, secret=self.viewer == desired)

    def _set_view(self, viewer: Seat | None, curtain: Seat | None, secret: bool = False) -> None:
        old_viewer, old_curtain = self.viewer, self.curtain_seat
        self.viewer, self.curtain_seat = viewer, curtain
        if curtain != old_curtain:
            self.secret_moment = secret and curtain is not None
            self.curtain.emit(curtain)
        if viewer != old_viewer:
            self.viewer_changed.emit()

    # -- computer seats ---------------------------------------------------------------
    def _bot_order(self) -> list[Seat]:
        """Interjecting computers are asked before the turn seat moves on."""
        seats = self.state.to_move()
        if not seats:
            return []
        order = [s for s in seats[1:] if s in self.bots]
        if seats[0] in self.bots:
            order.append(seats[0])
        version = len(self.actions)
        return [s for s in order if (version, s) not in self._declined]

    def _schedule_bots(self) -> None:
        self._bot_timer.stop()
        if (not self._started or self.busy or self._held or self.state.is_over()
                or not self._bot_order()):
            return
        # the turn seat counts too: the person about to play may complain before playing
        if any(self.is_human(seat) for seat, _action in self._interjections()):
            # people's reactions do not speed up with the animations (nor stop when they
            # are off): only the test environment shortens this wait
            env = env_speed()
            delay = BOT_WAIT_FOR_HUMANS_MS * (1.0 if env is None else env)
        else:
            delay = BOT_DELAY_MS * animation_speed(self.settings)
        self._bot_timer.start(int(delay))

    def _bot_turn(self) -> None:
        if not self._started or self.busy or self._held or self.state.is_over():
            return
        version = len(self.actions)
        turn = self.state.turn_seat()
        for seat in self._bot_order():
            legal = self.state.legal_actions(seat)
            if not legal:
                continue
            action = self._ask_bot(seat, legal)
            if action is None and seat == turn:
                action = legal[0]  # the turn seat must move; a silent bot would stall the table
            if action is None:
                self._declined.add((version, seat))
                continue
            try:
                self._apply(seat, action)
            except IllegalAction:
                log.exception("computer seat %s chose an illegal action %r", seat, action)
                self._apply(seat, legal[0])
            return

    def _ask_bot(self, seat: Seat, legal: list[Action]) -> Action | None:
        try:
            return self.bots[seat].choose(self.state.observe(seat), legal)
        except Exception:  # a bot bug must not stop the family's game
            log.exception("computer seat %s failed to choose", seat)
            return legal[0] if seat == self.state.turn_seat() else None
