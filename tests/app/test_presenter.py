"""The presenter decides what the shared screen may show; here it is checked directly, with a
real GameSession and a screen that only records what it was told (no widgets).

Each test is one point of the curtain policy in DESIGN.md, or what people hear and read."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cocoa_games import games
from cocoa_games.app.presenter import CurtainView, PlayerLine, TablePresenter, visible
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.cues import Cues
from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.saves import SeatInfo
from tests.app.helpers import Shout, fixture_setup
from tests.fixtures.secret_numbers import Guess


class Screen:
    """Remembers what is on screen now and everything it was told, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.drawn: tuple[Mapping, Seat | None] | None = None  # (observation, viewer)
        self.curtain: CurtainView | None = None
        self.log: list[str] = []
        self.players: list[PlayerLine] = []
        self.hint = ""
        self.hint_what = ""  # the banner's words the hint line goes with
        self.message = ""
        self.name = ""
        self.announced: list[str] = []
        self.played: list[Event] = []
        self.hide_button = False
        self.take_back = False
        self.outcome = ""
        self.presenter: TablePresenter | None = None
        self.finish_at_once = True  # like a scene with animation speed 0

    def show_table(self, observation, viewer, legal, focus) -> None:
        self.calls.append(("show_table", viewer))
        self.drawn, self.curtain = (observation, viewer), None

    def clear_table(self) -> None:
        self.calls.append(("clear_table", None))
        self.drawn, self.hint = None, ""

    def show_curtain(self, curtain: CurtainView, fresh: bool) -> None:
        self.calls.append(("show_curtain", curtain.seat))
        self.curtain = curtain

    def play(self, events: Sequence[Event]) -> None:
        self.calls.append(("play", [e.kind for e in events]))
        assert self.drawn is not None, "events played on an empty table"
        self.played.extend(events)
        if self.finish_at_once and self.presenter is not None:
            self.presenter.animations_done()

    def skip_animations(self) -> None:
        self.calls.append(("skip", None))
        if self.presenter is not None:
            self.presenter.animations_done()

    def animations_stopped(self) -> None:
        pass

    def show_hide_button(self, visible: bool) -> None:
        self.hide_button = visible

    def show_take_back(self, visible: bool) -> None:
        self.take_back = visible

    def show_players(self, lines) -> None:
        self.players = list(lines)

    def show_log(self, lines) -> None:
        self.log = [text for text, _public in lines]
        self.log_public = [text for text, public in lines if public]

    def show_hint(self, text: str, what: str = "") -> None:
        self.hint = text
        self.hint_what = what

    def show_message(self, text: str) -> None:
        self.message = text

    def show_outcome(self, text: str, status: str) -> None:
        self.outcome = text

    def set_table_name(self, text: str) -> None:
        self.name = text

    def announce(self, text: str, assertive: bool = False) -> None:
        self.announced.append(text)


class Sound:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


class SceneFacts:
    """What the presenter asks of a scene."""

    def curtain_summary(self, public_observation: Mapping[str, Any]) -> str:
        assert "my_number" not in public_observation
        return ""


_RUNNING: list[GameSession] = []


@pytest.fixture(autouse=True)
def stop_sessions():
    """A session left running would let its computers move during a later test."""
    yield
    while _RUNNING:
        _RUNNING.pop().stop()


def table(session: GameSession, scene: SceneFacts | None = None):
    _RUNNING.append(session)
    screen, sound = Screen(), Sound()
    presenter = TablePresenter(screen, sound)
    screen.presenter = presenter
    presenter.attach(session, scene or SceneFacts())
    session.events.connect(presenter.on_events)
    session.changed.connect(presenter.on_changed)
    session.over.connect(presenter.on_over)
    session.refused.connect(presenter.on_refused)
    session.message.connect(presenter.on_message)
    session.start()
    return presenter, screen, sound


def two_people(qapp, **settings):
    return GameSession.new(fixture_setup(kinds=("human", "human")), 5,
                           settings=Settings(**settings), autosave=False)


def one_person(qapp, **settings):
    """Alice against a computer."""
    return GameSession.new(fixture_setup(kinds=("human", "computer")), 5,
                           settings=Settings(**settings), autosave=False)


def shows_alices_secret(screen: Screen, session: GameSession) -> bool:
    observation, viewer = screen.drawn
    return viewer == 0 and observation["my_number"] == session.state.secrets[0]


def wrong_guess(session: GameSession, seat: Seat) -> Guess:
    secret = session.state.secrets[1 - seat]
    return next(a for a in session.state.legal_actions(seat)
                if isinstance(a, Guess) and a.number != secret)


def right_guess(session: GameSession, seat: Seat) -> Guess:
    return Guess(session.state.secrets[1 - seat])


def test_the_presenter_needs_no_qt():
    code = ("import sys, cocoa_games.app.presenter; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


# -- curtain policy -------------------------------------------------------------------------
def test_one_person_against_a_computer_needs_no_curtain(qapp):
    session = one_person(qapp)
    presenter, screen, _ = table(session)
    assert screen.curtain is None and shows_alices_secret(screen, session)


def test_a_private_view_waits_behind_a_curtain_until_its_owner_says_show(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    assert screen.curtain is not None and screen.curtain.name == "Alice"
    assert screen.drawn is None  # nothing of the game behind it
    session.changed.emit()  # any redraw while the curtain is up draws nothing
    assert screen.drawn is None
    presenter.reveal()  # "I'm Alice — show"
    assert screen.curtain is None and shows_alices_secret(screen, session)


def test_public_events_play_on_the_public_table_before_the_curtain_rises(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    presenter.reveal()
    screen.calls.clear()
    session.act(0, wrong_guess(session, 0))
    names = [name for name, _ in screen.calls]
    # Alice's private view is swapped for the public table, the move plays on it,
    # and only then is the table cleared and Ben's curtain raised
    assert names == ["show_table", "play", "clear_table", "show_curtain"]
    assert screen.calls[0] == ("show_table", None)
    assert screen.calls[1] == ("play", ["miss"])
    assert screen.drawn is None and screen.curtain.seat == 1 and not screen.curtain.secret


def test_events_only_the_viewer_may_see_play_only_on_their_own_view(qapp):
    session = one_person(qapp)
    presenter, screen, _ = table(session)
    mine = Event("peek", {"seat": 0}, "You see a 4.", frozenset({0}))
    theirs = Event("peek", {"seat": 1}, "Ben sees a 2.", frozenset({1}))
    public = Event("miss", {}, "Alice guessed 3 — wrong.")
    presenter.on_events([mine, theirs, public])  # as the session's `events` signal would
    presenter.on_changed()
    assert screen.played == [mine, public]


def test_a_secret_event_never_plays_once_its_owner_has_left(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    presenter.reveal()
    secret = Event("peek", {"seat": 0}, "You see a 4.", frozenset({0}))
    session.view.revealed_to = None  # Alice's view is no longer trusted (someone else may look)
    presenter.on_events([secret, Event("miss")])
    presenter.on_changed()
    assert [e.kind for e in screen.played] == ["miss"]
    assert screen.calls[-3:-1] == [("show_table", None), ("play", ["miss"])]


def test_hide_ends_a_private_moment_with_a_curtain(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    presenter.reveal()
    assert screen.hide_button  # two people: someone else could look
    presenter.hide()
    assert screen.drawn is None and screen.curtain.seat == 0


def test_hide_is_not_offered_when_nobody_else_could_look(qapp):
    session = one_person(qapp)
    presenter, screen, _ = table(session)
    assert screen.drawn is not None and not screen.hide_button


def test_always_handoff_puts_a_curtain_before_the_one_persons_turn(qapp):
    session = one_person(qapp, always_handoff=True)
    presenter, screen, _ = table(session)
    assert screen.curtain is not None and screen.drawn is None
    presenter.reveal()
    assert screen.hide_button  # hand-offs on: Hide is worth offering


def test_a_public_moment_needs_no_curtain(qapp):
    """Kokonana outside a peek: what the turn seat sees is what everyone sees."""
    game = games.get("kokonana")
    seats = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 3, game.Options(), settings=Settings(), autosave=False)
    presenter, screen, _ = table(session)
    assert screen.curtain is None
    assert screen.drawn is not None and screen.drawn[0] == session.state.observe(None)
    assert not screen.hide_button  # nothing private on screen


def test_behind_a_curtain_the_log_hint_and_name_say_only_public_things(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    presenter.reveal()
    presenter.on_hint("Your number is 4: guess Ben's")
    assert screen.hint.startswith("Your number")
    session.history.append(Event("peek", {}, "Alice's number is 4.", frozenset({0})))
    session.act(0, wrong_guess(session, 0))
    assert screen.curtain is not None
    assert screen.hint == ""  # cleared with the table
    presenter.on_hint("Your number is 4: guess Ben's")  # a late hint from the cleared scene
    assert screen.hint == ""
    assert "Alice's number is 4." not in screen.log
    assert screen.log[-1].endswith("wrong.")
    assert screen.name == "Secret Numbers table — Ben's turn"


def test_the_line_under_the_table_says_how_while_the_voice_says_what(qapp):
    """Issue 25: a scene that says how gets the hint line for it (the banner says what);
    the voice says the what, never the how; a scene that never says how keeps its hint."""
    session = GameSession.new(fixture_setup(kinds=("human", "computer")), 5,
                              settings=Settings(), autosave=False)
    presenter, screen, _ = table(session)
    presenter.on_hint("Guess Ben's number")
    assert screen.hint == "Guess Ben's number"  # (no how said yet: the hint, as before)
    how = "Click a number — or arrows and Enter."
    presenter.on_how(how)
    assert screen.hint == how and screen.hint_what == "Guess Ben's number"
    presenter.on_hint("Guess again")  # a new what: the how stays under it
    assert screen.hint == how and screen.hint_what == "Guess again"
    assert not [text for _kind, text in presenter.narrator.said if text == how]
    presenter.on_how("")  # nothing to do here: the line is empty, not the banner again
    assert screen.hint == ""


def test_the_log_shows_the_viewers_own_secrets_once_they_look(qapp):
    session = one_person(qapp)
    presenter, screen, _ = table(session)
    session.history.append(Event("peek", {}, "You peeked: 4.", frozenset({0})))
    session.history.append(Event("peek", {}, "Ben peeked: 2.", frozenset({1})))
    presenter.settle()
    assert "You peeked: 4." in screen.log and "Ben peeked: 2." not in screen.log


def test_the_curtain_offers_only_public_interjections(qapp, monkeypatch):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    state_type = type(session.state)
    monkeypatch.setattr(state_type, "to_move", lambda self: (self.turn, 1 - self.turn))
    shout = Shout()
    original = state_type.legal_actions
    monkeypatch.setattr(state_type, "legal_actions",
                        lambda self, seat: original(self, seat) if seat == self.turn else [shout])
    presenter.refresh_curtain()
    assert screen.curtain.buttons == ((1, "Ben: Shout!", shout),)


# -- input ----------------------------------------------------------------------------------
def test_a_click_during_animations_hurries_them_and_does_not_move(qapp):
    session = two_people(qapp)
    presenter, screen, _ = table(session)
    presenter.reveal()
    screen.finish_at_once = False
    presenter.on_events([Event("miss")])
    presenter.on_changed()
    assert session.busy and presenter.animating
    before = session.state.to_dict()
    presenter.act(0, wrong_guess(session, 0))
    assert session.state.to_dict() == before
    assert not session.busy and not presenter.animating


# -- what people hear and what screen readers are told ---------------------------------------
def test_two_people_hear_deal_turn_chime_flip_and_fanfare(qapp):
    session = two_people(qapp)
    presenter, screen, sound = table(session)
    assert sound.played == ["deal"]
    presenter.reveal()
    session.act(0, wrong_guess(session, 0))
    assert sound.played == ["deal", "flip", "turn"]
    presenter.reveal()
    session.act(1, right_guess(session, 1))
    assert sound.played == ["deal", "flip", "turn", "flip", "win"]
    assert screen.outcome == "Game over — Ben wins!"
    assert screen.announced[-1] == "Game over — Ben wins!"
    assert screen.name == "Secret Numbers table — Game over — Ben wins!"


class Boing(Cues):
    """A game's own sounds: a miss goes "boing", a moment "hit" goes "plop"."""

    def for_event(self, event: Event) -> tuple[str, ...]:
        return ("boing",) if event.kind == "miss" else ()

    def for_moment(self, moment: str) -> str | None:
        return "plop" if moment == "hit" else None


def test_a_games_own_sounds_are_decided_here_and_the_win_sounds_once(qapp, monkeypatch):
    session = one_person(qapp)
    monkeypatch.setattr(type(session.game), "cues", Boing())
    presenter, screen, sound = table(session)
    session.act(0, wrong_guess(session, 0))
    assert sound.played[-1] == "boing"  # the game's sound of the event played on screen
    presenter.on_moment("hit")  # a scene's animation got there
    presenter.on_moment("nothing")
    assert sound.played[-1] == "plop" and sound.played.count("plop") == 1
    session.apply(1, wrong_guess(session, 1))  # the computer's move, made at once
    session.act(0, right_guess(session, 0))
    assert session.state.is_over() and sound.played.count("win") == 1


def test_the_fanfare_sounds_when_the_win_was_not_played_on_screen(qapp):
    session = two_people(qapp)
    presenter, screen, sound = table(session)
    session.act(0, right_guess(session, 0))  # from behind the curtain: nothing drawn
    assert sound.played[-1] == "win"


def test_a_refused_move_says_uh_oh_and_why(qapp):
    session = one_person(qapp)
    presenter, screen, sound = table(session)
    session.act(1, Guess(1))
    assert sound.played[-1] == "oops"
    assert screen.announced[-1] == "That is a computer player's move."
    assert screen.message == "That is a computer player's move."


def test_turns_are_announced_and_chimed_once_per_person(qapp):
    session = two_people(qapp)
    presenter, screen, sound = table(session)
    presenter.reveal()
    assert screen.announced.count("Alice's turn") == 1
    session.act(0, wrong_guess(session, 0))
    presenter.reveal()
    assert "Ben's turn" in screen.announced
    assert sound.played.count("turn") == 1
    assert [p.turn for p in screen.players] == [False, True]


# -- every registered game: random play, privacy holds at each step ---------------------------
@pytest.mark.parametrize("game_id", [info.id for info in games.all_games()])
def test_random_play_never_shows_a_seat_anything_not_theirs(qapp, game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    seats = [SeatInfo(name, "human") for name in ["Alice", "Ben", "Cleo"][:count]]
    session = GameSession(game, seats, 11, game.Options(), settings=Settings(), autosave=False)
    presenter, screen, _ = table(session)
    rng = random.Random(2)
    looking: Seat | None = None  # who last said "show": the only one who may be looking
    played_by_now = 0  # events played before the curtain the looking person passed (each
    # was checked against whoever looked then)
    for _ in range(60):
        if session.state.is_over():
            break
        if screen.curtain is not None:
            looking, played_by_now = screen.curtain.seat, len(screen.played)
            presenter.reveal()
        drawn_obs, viewer = screen.drawn
        assert drawn_obs == session.state.observe(viewer)
        # the drawing is the looking person's, or holds nothing beyond the public table
        assert viewer in (None, looking) or drawn_obs == session.state.observe(None)
        allowed = {e.text for e in visible(session.history, looking)}
        assert set(screen.log) <= allowed
        # every event played was the looking person's to see (a card drawn is played to
        # its drawer, looking then, before Hide: test_drawn_card_moment.py)
        assert all(e.visible_for(looking) for e in screen.played[played_by_now:])
        seat = rng.choice([s for s in session.state.to_move() if session.state.legal_actions(s)])
        actions: list[Action] = session.state.legal_actions(seat)
        before = len(screen.played)
        session.act(seat, rng.choice(actions))
        new = screen.played[before:]
        assert all(e.visible_for(looking) for e in new)
