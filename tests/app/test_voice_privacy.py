"""Nothing private is ever said aloud: speech is heard by the whole table, so over random play
of every game (people and a computer, through the real window and Qt's mock speech engine)
every spoken sentence is one the public table shows.

Checked from the session's own records, not from the narrator's word: no spoken sentence
holds the text of an event the public may not see; every event line is a public event's text;
a hint line is said only while the screen shows exactly the public observation."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.narrator import Narrator
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.speech import ENGINE_ENV
from cocoa_games.core.saves import SeatInfo

STEPS = 50


class LeakError(AssertionError):
    pass


def watch(window, session, heard: list[tuple[str, str, bool]]) -> None:
    """Record every sentence said, with whether the screen showed the public view then."""
    narrator = window.table.presenter.narrator
    original = narrator._say

    def say(kind, text, interrupt=False):
        scene = window.table.scene
        # the public table: drawn for nobody in particular (it may still be the position
        # before the move now playing), or a seat's view that holds nothing private
        public = (window.table.curtain.isHidden() and scene is not None
                  and scene.observation is not None
                  and (scene.viewer is None
                       or scene.observation == session.state.observe(None)))
        heard.append((kind, text, public))
        original(kind, text, interrupt)

    narrator._say = say


def check(session, heard) -> None:
    private = {e.text for e in session.history if e.visible_to is not None and e.text}
    public = {e.text for e in session.history if e.visible_to is None and e.text}
    secret = private - public
    for kind, text, shown_public in heard:
        for line in secret:
            if line in text:
                raise LeakError(f"said a private line aloud: {line!r} in {text!r}")
        if kind == "event" and text not in public:
            raise LeakError(f"said an event the public did not see: {text!r}")
        if kind == "hint" and not shown_public:
            raise LeakError(f"said a hint of a private view: {text!r}")


def play(qtbot, game_id: str, seed: int, heard) -> GameSession:
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    kinds = ["human", "human", "computer"][:count]
    window = MainWindow(settings=Settings(voice_enabled=True))
    qtbot.addWidget(window)
    window.show()
    seats = [SeatInfo(n, k) for n, k in zip(["Alice", "Ben", "Cleo"], kinds, strict=False)]
    session = GameSession(game, seats, seed, game.Options(), settings=window.settings)
    heard_at_start: list = []
    window.start_session(session)
    heard.extend(heard_at_start)
    watch(window, session, heard)
    rng = random.Random(seed)
    for _ in range(STEPS):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if session.curtain_seat is not None:
            session.reveal()
            continue
        offered = session.legal_for_view()
        if session.view.held:
            session.hide()
        elif offered:
            seat = rng.choice(sorted(offered))
            window.table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
        else:  # a computer's turn
            before = len(session.actions)
            qtbot.waitUntil(lambda n=before: len(session.actions) > n or session.state.is_over()
                            or session.curtain_seat is not None, timeout=5000)
        check(session, heard)
    return session


@pytest.fixture
def mock_voice(monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, "mock")


@pytest.mark.parametrize("game_id", sorted(games.BUILT_IN))
@settings(max_examples=3, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000))
def test_only_what_the_public_table_shows_is_said(qtbot, mock_voice, game_id, seed):
    heard: list[tuple[str, str, bool]] = []
    session = play(qtbot, game_id, seed, heard)
    check(session, heard)
    assert {kind for kind, _t, _p in heard} & {"curtain", "turn"}, "the voice said no turn"
    assert session.actions


def test_the_check_catches_a_voice_that_reads_a_private_view(qtbot, mock_voice, monkeypatch):
    """The property above can fail: a narrator that also reads the hint of a private view
    (a Cuckoo Zoo hand) is caught."""
    original = Narrator.hint
    monkeypatch.setattr(Narrator, "hint",
                        lambda self, text, public_view: original(self, text, True))
    heard: list[tuple[str, str, bool]] = []
    with pytest.raises(LeakError):
        play(qtbot, "cuckoo_zoo", 5, heard)
