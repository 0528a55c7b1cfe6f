"""A 5-year-old's path (#26, "Done when"): Kokonana with two children who cannot read yet and
a parent, played to its end by clicks on the table with the voice on (Qt's mock engine), the
screen's words ignored. What is said aloud must be enough: at every change of turn whose
turn it is by name and to whom the computer goes, named with the picture to look for; what
the player can do now; what just happened; who won — and nothing private."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.speech import ENGINE_ENV
from cocoa_games.core.game import Action
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana import board as B
from cocoa_games.ui.targets import seat_and_action
from tests.app.test_lessons import click
from tests.app.test_voice_privacy import check, watch

PEOPLE = [SeatInfo("Mia", reads=False), SeatInfo("Leo", reads=False), SeatInfo("Mum")]
#: which move a player who remembers every tile makes first, by kind
PREFERENCE = ("take_key", "peek", "free_hop", "hop", "flip", "acknowledge", "take_talisman",
              "hide", "skip_hop")


def choose(state, seat: int, offered: list[Action]) -> Action:
    """A sharp player's move among those on offer: a match whenever a twin is known (this
    one remembers every tile), hops forward, and at the temple one secret look at another
    tile before the one with the lock of their key."""
    def rank(action: Action) -> tuple[int, int]:
        kind = action.kind
        order = PREFERENCE.index(kind) if kind in PREFERENCE else len(PREFERENCE)
        if kind == "peek":  # (a first look elsewhere: the secret look behind the curtain)
            mine = state.temple[action.slot] == state.key[seat]
            return (order, 0 if mine == bool(state.peeked[seat]) else 1)
        if kind in ("hop", "free_hop"):
            return (order, -B.progress(B.BY_NAME[action.target]))
        if kind == "flip":
            tile = B.BY_NAME[action.tile]
            twin_up = any(state.motif[t] == state.motif[tile] for t in state.flipped)
            return (order, 0 if twin_up or not state.flipped else 1)
        return (order, 0)
    return min(offered, key=rank)


def play_to_the_end(qtbot, window, session, turn_clock) -> None:
    table = window.table
    for _ in range(600):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            return
        if not table.curtain.isHidden():  # a secret look: the child presses the picture
            qtbot.waitUntil(table.curtain.armed, timeout=5000)  # (its half-second guard)
            QTest.mouseClick(table.curtain.show_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(table.curtain.isHidden, timeout=5000)
            turn_clock.wait_out()
            continue
        seat = session.state.to_move()[0]
        live = {}  # what may be clicked now, by the move it makes
        for item in table.scene.actionable_items():
            pair = seat_and_action(item.target)
            if pair is None and isinstance(item.target, Action):
                pair = (seat, item.target)  # (the seat whose moves are on offer)
            if pair is not None and pair[0] == seat:
                live[pair[1]] = item
        assert live, "nothing to click on the table"
        action = choose(session.state, seat, list(live))
        before = len(session.actions)
        click(table.view, live[action])
        qtbot.waitUntil(lambda n=before: len(session.actions) > n, timeout=5000)
    pytest.fail("the game did not end")


@pytest.fixture
def mock_voice(monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, "mock")


def test_two_children_and_a_parent_play_kokonana_to_the_end_by_ear(qtbot, mock_voice,
                                                                   turn_clock):
    game = games.get("kokonana")
    window = MainWindow(settings=Settings())  # the voice comes on for the children
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    session = GameSession(game, PEOPLE, 5, game.Options(), settings=window.settings)
    heard: list[tuple[str, str, bool]] = []
    window.start_session(session)
    narrator = window.table.presenter.narrator
    watch(window, session, heard)
    start = len(narrator.said)
    turn_clock.wait_out()
    play_to_the_end(qtbot, window, session, turn_clock)
    qtbot.waitUntil(lambda: narrator.said and narrator.said[-1][0] == "over", timeout=5000)
    assert window.settings.voice_enabled
    said = narrator.said
    looks = window.table.presenter.looks
    spoken = {seat: narrator.who(seat) for seat in range(3)}
    assert spoken[0] == f"Mia, the {looks[0].picture}"  # the picture the child looks for

    # at every change of turn: whom the computer goes to (with the picture), and whose turn
    turns = [s for s, info in enumerate(session.history) if info.kind == "turn"]
    assert turns, "no turn changed"
    passes = [text for kind, text in said if kind in ("pass", "curtain")]
    turn_lines = [text for kind, text in said if kind == "turn"]
    for seat in range(3):
        assert f"Pass the computer to {spoken[seat]}." in passes
        assert f"{PEOPLE[seat].name}, your turn." in turn_lines
    order = [kind for kind, _text in said[start:]]
    for i, kind in enumerate(order):
        if kind == "pass":  # ... said together, before what that player may do
            assert order[i + 1] == "turn"
    # a game's own "Leo's turn." is not said beside it
    assert not any(text.endswith("'s turn.") for _kind, text in said)
    # what the player can do now, and what just happened (each public move of the game)
    assert any(kind == "hint" and "pick two tiles" in text for kind, text in said)
    public = [e.text for e in session.history if e.visible_to is None and e.text
              and e.kind != "turn"]
    heard_events = [text for kind, text in said if kind == "event"]
    assert set(public) <= set(heard_events) | set(" ".join(passes).split(". "))
    # a secret look: the curtain says for whom (with the picture), and the hint under it
    # does not say again what was just said
    assert any(kind == "curtain" and text.startswith(f"{spoken[0]}, a secret look just for you")
               for kind, text in said)
    for (_kind, before), (kind, text) in zip(said, said[1:], strict=False):
        if kind == "hint":
            assert text.rstrip(".!") not in before, (before, text)
    # who won, cheered with the picture, last
    winner = session.outcome.winners[0]
    assert said[-2] == ("over", f"Hooray for {spoken[winner]}!")
    assert said[-1][0] == "over" and PEOPLE[winner].name in said[-1][1]
    # nothing private (the property test's own check, over this whole game)
    check(session, heard)
    # short lines a child can follow: no sentence of more than 16 words
    for _kind, text in said:
        for sentence in text.replace("!", ".").split(". "):
            assert len(sentence.split()) <= 16, sentence
