"""The Magic? moment waits for every holder before the shooter may pull ("Before shooting, a
player must wait to see if any other player wants to play a magic card"), on one clock for
people and computers: computers answer within the countdown as a person would (never at
once, never after it), a person answers on the public table or counts as "no" when the
countdown runs out, and a person without cards is never waited for."""

from __future__ import annotations

import pytest

from cocoa_games.app.answer_wait import THINK_SHARE
from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts.cards import FAR_SHOT, GUESS_WHO
from cocoa_games.games.coconuts.rules import CoconutsOptions, NoMagic, PlayCard, Shot

from .helpers import card, set_hands

SECONDS = 4.0


@pytest.fixture(autouse=True)
def _computers_think_at_their_own_pace(monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")  # (tests hurry them otherwise)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _session(kinds: tuple[str, ...], hands: list[list[int]]) -> tuple[GameSession, Clock]:
    names = ("Ben", "Alice", "Cleo")
    seats = [SeatInfo(n, k) for n, k in zip(names, kinds, strict=True)]
    session = GameSession.new(GameSetup("coconuts", seats, 0, CoconutsOptions()), 3,
                              settings=Settings(), autosave=False)
    set_hands(session.state, *hands)
    for bot in session.computers.bots.values():
        bot.meddle = 0.0  # computers that do not want to play a card this time
    clock = Clock()
    session.computers.answers.clock = clock
    session.computers.answers.seconds = SECONDS
    return session, clock


def _step(session: GameSession) -> None:
    session.computers.timer.stop()
    session.computers.step()


def test_a_computer_holder_answers_within_the_countdown_before_a_computer_shoots(qtbot):
    session, clock = _session(("computer", "human", "computer"), [[], [], [card(GUESS_WHO)]])
    session.start()
    assert session.state.to_move() == (0, 2)  # Cleo may play a card; Alice has none
    _step(session)
    clock.now += SECONDS * THINK_SHARE[0] * 0.9
    _step(session)
    assert session.actions == []  # nobody answers at once: Cleo is still thinking
    clock.now += SECONDS * (THINK_SHARE[1] - THINK_SHARE[0] * 0.9) + 0.01
    _step(session)
    assert session.actions == [(2, NoMagic())]  # within the countdown, as a person would
    assert session.state.serial == 0
    _step(session)
    assert session.state.serial == 1  # only now Ben shoots
    session.stop()


def test_a_person_holding_cards_holds_up_a_computer_shooter_until_the_countdown_runs_out(
        qtbot):
    session, clock = _session(("computer", "human", "computer"), [[], [card(FAR_SHOT)], []])
    session.start()
    # the only person at the table sees her own cards (nobody to hide them from), no curtain
    assert session.legal_for_view() == {1: [PlayCard(card(FAR_SHOT)), NoMagic()]}
    assert session.curtain_seat is None and session.viewer == 1
    _step(session)
    clock.now += SECONDS - 0.5
    _step(session)
    assert session.actions == []  # Ben waits for her
    clock.now += 0.6
    _step(session)
    assert session.actions == [(1, NoMagic())]  # time ran out: Alice counts as "no"
    _step(session)
    assert session.state.serial == 1
    session.stop()


def test_a_person_answering_lets_the_computer_shoot_at_once(qtbot):
    session, _clock = _session(("computer", "human", "computer"), [[], [card(FAR_SHOT)], []])
    session.start()
    _step(session)
    assert session.state.serial == 0
    assert session.act(1, NoMagic())
    _step(session)
    assert session.state.serial == 1
    session.stop()


def test_a_person_shooting_waits_for_the_computers_answers(qtbot):
    session, clock = _session(("human", "computer", "computer"),
                              [[], [card(GUESS_WHO)], [card(FAR_SHOT)]])
    session.start()
    assert session.state.to_move() == (0, 1, 2)  # both computers may still play a card
    assert not any(isinstance(a, Shot) for a in session.legal_for_view().get(0, []))
    assert not session.act(0, Shot(0.0, 0.4))  # a quick pull beats nobody any more
    assert session.state.serial == 0
    for _tick in range(int(SECONDS / 0.25) + 1):  # the clock goes round, a tick at a time
        clock.now += 0.25
        _step(session)
    assert sorted(s for s, _a in session.actions) == [1, 2]  # both answered in time
    assert any(isinstance(a, Shot) for a in session.legal_for_view()[0])
    assert session.act(0, Shot(0.0, 0.4))
    session.stop()


def test_the_countdown_stops_while_a_person_looks_at_her_cards(qtbot):
    names = ("Ben", "Alice")
    seats = [SeatInfo(n, "human") for n in names]
    session = GameSession.new(GameSetup("coconuts", seats, 0, CoconutsOptions()), 3,
                              settings=Settings(), autosave=False)
    set_hands(session.state, [], [card(FAR_SHOT)])
    clock = Clock()
    session.computers.answers.clock = clock
    session.computers.answers.seconds = SECONDS
    session.start()
    _step(session)
    session.request_view(1)  # "Alice: Magic card…"
    assert session.curtain_seat == 1
    clock.now += SECONDS * 3
    _step(session)
    session.reveal()
    clock.now += SECONDS * 3
    _step(session)
    assert session.actions == []  # looking is answering: no "no" while she looks
    session.hide()
    assert session.viewer is None and session.curtain_seat is None  # the public table
    _step(session)
    clock.now += SECONDS + 0.1
    _step(session)
    assert session.actions == [(1, NoMagic())]  # a fresh countdown, then "no"
    session.stop()
