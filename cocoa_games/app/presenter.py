"""TablePresenter: what the table may show, decided in one place, without Qt.

It follows a GameSession and tells a `TableScreen` (the table page) exactly what to draw:
whose view, when the curtain rises, which events are played, what the log, the players,
the hint line and screen readers say, and which sounds are heard. The page only draws.

Sounds are decided here and only here: the generic ones (deal, turn, curtain, refusal, the
ending) and each game's own through its `Game.cues` (core/cues.py) — for an event as it
starts playing, and for a moment a scene's animation reports (`moment_reached`).

Privacy lives here and only here (DESIGN.md, curtain policy):
- Events are filtered by `visible` (below) for one audience: the seat whose private things
  are drawn (`trusted_viewer`), or the public table. The log, the hand-off recap, which log
  lines may be copied and the replay's lines (replay_model.py) all ask the same function.
- A private view whose owner has left is swapped for the public table before anything
  plays, and then only public events play on it.
- Public events of the last move play before the curtain rises; when the curtain is due,
  the table is cleared first (not just covered), and nothing else is drawn or said behind it.

Signal order from the session after an action: `events`, then `changed`, then `over`.
Events are held until `changed`, played on what is already drawn (input held meanwhile),
and only when the screen reports their end is the page brought up to date at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, cast

from cocoa_games.app import take_back
from cocoa_games.app.narrator import Narrator, Person
from cocoa_games.core.cues import Cues
from cocoa_games.core.game import Action, Event, Game, Outcome, Seat
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.lesson import LessonState
from cocoa_games.core.people import Look, seat_looks
from cocoa_games.core.services import SoundPlayer, Speaker

from .table_screen import (  # noqa: F401 - the screen's vocabulary, importable from here too
    CurtainView,
    Legal,
    LogLine,
    Observation,
    PlayerLine,
    SceneFacts,
    TableScreen,
)
from .table_words import lesson_done, outcome_text

if TYPE_CHECKING:  # the session is a QObject; the presenter only reads it
    from cocoa_games.app.session import GameSession

RECAP_LINES = 6  # the curtain stays short; the whole story is in the log


def visible(events: Iterable[Event], audience: Seat | None) -> list[Event]:
    """The one privacy filter: what `audience` (None = the public table) may see."""
    return [e for e in events if e.visible_for(audience)]


def reviewed(game: Game, then: Observation, now: Observation) -> Observation:
    """A past public observation as a review of the game in progress may draw it: never
    telling more than the table does now (`now`), so what it forgot stays forgotten."""
    memory = game.memory
    forgotten = memory.facts(then) - memory.facts(now)
    return memory.forget(then, forgotten) if forgotten else then


def log_lines(events: Sequence[Event], audience: Seat | None) -> list[LogLine]:
    """The log lines `audience` may read, each marked when the public table may read it."""
    public = {id(e) for e in visible(events, None)}
    return [(e.text, id(e) in public) for e in visible(events, audience) if e.text]


def event_sounds(cues: Cues, events: Iterable[Event]) -> list[str]:
    """The game's own sounds of events as they start playing (never the win: on_over's)."""
    return [name for e in events for name in cues.for_event(e)]


def moment_sound(cues: Cues, moment: str) -> str | None:
    return cues.for_moment(moment)


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


class TablePresenter:
    def __init__(self, screen: TableScreen, sound: SoundPlayer | None = None,
                 speaker: Speaker | None = None) -> None:
        self.screen = screen
        self.sound = sound  # None = silent
        self.narrator = Narrator(speaker)  # the voice: only ever told what is public
        self.session: GameSession | None = None
        self.scene: SceneFacts | None = None
        self.looks: list[Look] = []
        self._reset()

    def _reset(self) -> None:
        self.pending: list[Event] = []  # events of this move the drawn table may play
        self.animating = False
        self.curtain_up: Seat | None = None  # whose curtain is on screen
        self._has_drawing = False  # the scene holds a drawn observation
        self._drawn_public = False  # ... and it is exactly the public one
        self._drawn_viewer: Seat | None = None  # whose private things the drawing may hold
        self._public_of_drawn: Observation | None = None  # its public twin, when private
        self._announced_turn: Seat | None = None
        self._cued_seat: Seat | None = None  # whose turn the last "turn" chime was for
        self._over_waiting: Outcome | None = None  # the ending, held while the table animates
        self._hint, self._how = "", cast("str | None", None)  # the what; how (None: never)
        self._refusal_shown = False  # a refused move's words are in the note line
        self.narrator.reset()

    # -- attaching --------------------------------------------------------------------
    def attach(self, session: GameSession, scene: SceneFacts) -> None:
        self.session, self.scene = session, scene
        self._reset()
        # each seat's picture and colour, fixed for the whole game (not worked out per redraw)
        self.looks = seat_looks(session.seats, session.settings)
        self.narrator.seat([Person(info.name, look.picture, info.kind != "computer")
                            for info, look in zip(session.seats, self.looks, strict=False)])
        turn = session.state.turn_seat()
        if not session.actions and turn is not None:
            self._cue("deal")  # a fresh game: the deal is the starter's cue
            self._cued_seat = turn

    def detach(self) -> None:
        self.session = self.scene = None
        self._reset()

    # -- session signals --------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        session = self.session
        if self._refusal_shown:  # a move is made: how to mend the refused one is old news
            self._refusal_shown = False
            self.screen.show_message("")
        if session is None or self.curtain_up is not None or not self._has_drawing:
            return  # nothing drawn to animate; the log catches up at the redraw
        audience = self._drawn_viewer
        if (audience is None or session.curtain_seat is not None
                or session.trusted_viewer != audience):
            audience = None
            if self._public_of_drawn is not None:
                # they have left: the public table first, and only public events on it
                self._drawn_public = True
                self.screen.show_table(self._public_of_drawn, None, {}, focus=False)
            self._forget_drawn()
        self.pending.extend(visible(events, audience))

    def on_changed(self) -> None:
        session = self.session
        if session is None:
            return
        events, self.pending = self.pending, []
        if events and self._has_drawing and self.curtain_up is None:
            self.animating = True
            session.set_busy(True)
            for name in event_sounds(session.game.cues, events):
                self._cue(name)
            self.narrator.happened(visible(events, None), turns=session.curtain_seat is None)
            self.screen.play(events)  # may report animations_done right away
        elif not self.animating or session.curtain_seat is not None:
            self.settle()  # (a curtain asked for mid-animation: privacy first)

    def on_over(self, outcome: Outcome) -> None:
        if self.session is None:
            return
        if self.animating:  # the last move plays first (Kokonana's lock turned for all)
            self._over_waiting = outcome
            return
        state = self.session.state
        text = _("Game over — {result}").format(  # a lesson's end: on to a real game
            result=outcome_text(outcome, self.session.names)) if not isinstance(
            state, LessonState) else lesson_done(self.session.names[state.learner])
        self.screen.show_outcome(text, _("The game is over."))
        self.narrator.over(text, outcome.winners)
        # a shared defeat gets the gentle "uh-oh", anything with a winner the fanfare
        self._cue("win" if outcome.winners else "oops")
        self._name_table()
        self.screen.announce(text, assertive=True)

    def on_refused(self, text: str) -> None:
        self._refusal_shown = True  # (its words come as the session's message)
        self._cue("oops")
        self.screen.announce(text, assertive=True)

    def on_moment(self, moment: str) -> None:
        """A scene's animation reached a moment (a coconut hits a rim): its sound, if any."""
        if self.session is not None:
            name = moment_sound(self.session.game.cues, moment)
            if name:
                self._cue(name)

    def on_message(self, text: str) -> None:
        self.screen.show_message(text)

    def on_hint(self, text: str) -> None:  # the what (its banner): said, shown if no how
        if self.session is not None and self.curtain_up is None:
            self._hint = text
            if coach := self._show_line():  # (public whatever the view: the same words)
                self.narrator.coach(coach)
            else:
                self.narrator.hint(text, public_view=self._drawn_public  # (the end: its own)
                                   and not self.session.state.is_over())

    def on_how(self, text: str) -> None:  # gesture and keys: shown, never said (for the eye)
        if self.session is not None and self.curtain_up is None:
            self._how = text
            self._show_line()

    def _show_line(self) -> str:
        """Under the table a lesson's step, else the how, else the hint; the coach's line."""
        coach = self.session.game.coach_line(self.session.state) if self.session else ""
        line = coach or (self._hint if self._how is None else self._how)
        self.screen.show_hint(line, "" if line == self._hint else self._hint)
        return coach

    def animations_done(self) -> None:
        if not self.animating:
            return
        self.animating = False
        self.screen.animations_stopped()
        if self.session is not None:
            try:
                self.settle()
            finally:  # a failing scene must not leave the table holding input forever
                self.session.set_busy(False)
                self._over_after_animations()

    def _over_after_animations(self) -> None:
        outcome, self._over_waiting = self._over_waiting, None
        if outcome is not None:
            self.on_over(outcome)

    # -- input ------------------------------------------------------------------------
    def act(self, seat: Seat, action: Action) -> None:
        if self.session is None:
            return
        if self.session.busy:
            self.skip_animations()  # the move itself waits for the next click
            return
        if self.session.computers.let_pass(seat, action):  # "No complaint", not a move
            self.on_changed()
            return
        if take_back.retake(self.session, seat, action):  # a slip's free choice, again
            return
        self.session.act(seat, action)

    def reveal(self) -> None:
        if self.session is not None:
            self._cue("flip")  # the curtain opens on the private view
            self.session.reveal()

    def hide(self) -> None:
        if self.session is not None:
            self.session.hide()

    def take_back(self) -> None:
        """Ctrl+Z or the button: the last move goes, the table is drawn as it was (the
        same seat's view, so nothing private is shown that was not on screen already)."""
        if self.session is None or self.skip_animations():
            return  # a move still playing: it is hurried first, as a click would be
        take_back.take_back(self.session)

    def skip_animations(self) -> bool:
        """Hurry running animations to their end; True if there were any."""
        if not self.animating or self.session is None:
            return False
        self.screen.skip_animations()
        return True

    # -- bringing the screen up to date -------------------------------------------------
    def settle(self) -> None:
        """The whole page at once: curtain or table, players, log."""
        session = self.session
        if session is None:
            return
        if session.curtain_seat is not None:
            self._raise_curtain(session.curtain_seat)
        else:
            self.curtain_up = None
            seats = session.state.to_move()  # whose turn, said before what to do (the hint)
            if seats:
                self.narrator.turn(seats[0])
            self._draw()
            if session.game.coach_line(session.state):  # a lesson's next step, also when
                self.narrator.coach(self._show_line())  # the table's prompt stays ("shoot")
        self._show_players()
        self.screen.show_log(log_lines(session.history, session.trusted_viewer))
        self.screen.show_take_back(take_back.seat(session) is not None)

    def curtain_view(self) -> CurtainView | None:
        session = self.session
        if session is None or session.curtain_seat is None:
            return None
        seat = session.curtain_seat
        seats = session.state.to_move()
        summary = "" if session.view.secret_moment else recap(session, seat)
        if summary:  # what the recap's moves mean now
            alert = session.game.curtain_alert(session.state.observe(None))
            summary = f"{summary}\n{alert}" if alert else summary
        if not summary and self.scene is not None:
            summary = self.scene.curtain_summary(session.state.observe(None))
        if seats and not summary:
            summary = _("{name} plays next.").format(name=session.names[seats[0]])
        if session.state.is_over():
            summary = _("The game is over.")
        buttons = tuple(
            (who, _("{name}: {action}").format(name=session.names[who], action=action.label()),
             action)
            for who, action in session.view.curtain_actions()
        )
        look = self.looks[seat]
        return CurtainView(seat, session.names[seat], session.view.secret_moment, summary, buttons,
                           look)

    def refresh_curtain(self) -> None:
        view = self.curtain_view()
        if view is not None and self.curtain_up == view.seat:
            self.screen.show_curtain(view, fresh=False)

    def _raise_curtain(self, seat: Seat) -> None:
        view = self.curtain_view()
        if view is None:
            return
        if self.curtain_up == seat:
            self.screen.show_curtain(view, fresh=False)  # already up: keep its guard running
            return
        # nothing of the previous view may stay drawn behind the curtain
        self._stop_animations()
        self.screen.clear_table()
        self._has_drawing = False
        self._forget_drawn()
        self.pending = []
        self.curtain_up = seat
        if seat != self._cued_seat:
            self._cued_seat = seat
            self._cue("turn")
        self.screen.show_curtain(view, fresh=True)
        self.narrator.curtain(seat, view.summary, view.secret)

    def _draw(self) -> None:
        session = self.session
        if session is None or session.curtain_seat is not None:
            return
        over = session.state.is_over()
        legal = {**session.legal_for_view(), **take_back.offers(session)}
        observation = session.observation()
        # the hint the scene sends while drawing may be said aloud only for the public table
        self._drawn_public = observation == session.state.observe(None)
        self.screen.show_table(observation, session.viewer, legal, focus=not over)
        self._has_drawing = True
        private = session.view.showing_private()
        self._drawn_viewer = session.trusted_viewer
        self._public_of_drawn = session.state.observe(None) if private else None
        # Hide matters only when someone else could look: several people, or hand-offs on;
        # and not beside the game's own Hide (a Kokonana peek), which ends the moment
        settings = session.settings
        handoffs = len(session.human_seats()) > 1 or (
            settings is not None and settings.always_handoff)
        viewer = session.viewer
        own_hide = viewer is not None and any(a.kind == "hide" for a in legal.get(viewer, ()))
        self.screen.show_hide_button(private and handoffs and not own_hide and not over)

    def _forget_drawn(self) -> None:
        self._drawn_viewer = None
        self._public_of_drawn = None

    def _stop_animations(self) -> None:
        if self.animating:
            self.animating = False
            self.screen.animations_stopped()
            if self.session is not None:
                self.session.set_busy(False)
            self._over_after_animations()

    def _show_players(self) -> None:
        session = self.session
        if session is None:
            return
        seats = session.state.to_move()
        turn = seats[0] if seats else None
        if turn is not None and turn != self._announced_turn:
            self._announced_turn = turn
            human = session.is_human(turn)
            name = session.names[turn]
            self.screen.announce(_("{name}'s turn").format(name=name) if human
                                 else _("{name}'s turn (computer)").format(name=name))
            if not human:
                self._cued_seat = turn  # so the next person's turn gets its chime
            elif turn != self._cued_seat and session.curtain_seat is None:
                self._cued_seat = turn
                self._cue("turn")
        self._name_table()
        outcome = session.outcome
        winners = set(outcome.winners) if outcome is not None else set()
        looks = self.looks
        self.screen.show_players([
            PlayerLine(info.name, info.kind, seat == turn, seat in seats[1:],
                       seat == session.viewer, seat in winners, looks[seat])
            for seat, info in enumerate(session.seats)
        ])

    def _name_table(self) -> None:
        """The table's accessible name: which game, whose turn, or how it ended."""
        session = self.session
        if session is None:
            return
        title = session.game.title
        outcome = session.outcome
        turn = session.state.turn_seat()
        if outcome is not None:
            text = _("{game} table — Game over — {result}").format(
                game=title, result=outcome_text(outcome, session.names))
        elif turn is None:
            text = _("{game} table").format(game=title)
        elif session.is_human(turn):
            text = _("{game} table — {name}'s turn").format(game=title, name=session.names[turn])
        else:
            text = _("{game} table — {name}'s turn (computer)").format(
                game=title, name=session.names[turn])
        self.screen.set_table_name(text)

    def _cue(self, name: str) -> None:
        if self.sound is not None:
            self.sound.play(name)
