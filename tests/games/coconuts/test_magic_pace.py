"""The Magic? moment holds the table up only for a person who could still call Magic!:
computers that hold cards decide in the same beat as the shot, a person without cards is
never waited for, and a person shooting never waits for the computers."""

from __future__ import annotations

from cocoa_games.app.computer_seats import BOT_DELAY_MS, BOT_WAIT_FOR_HUMANS_MS
from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts.cards import FAR_SHOT, GUESS_WHO
from cocoa_games.games.coconuts.rules import ClaimMagic, CoconutsOptions, Shot

from .helpers import card, set_hands


def _session(kinds: tuple[str, ...], hands: list[list[int]]) -> GameSession:
    names = ("Ben", "Alice", "Cleo")
    seats = [SeatInfo(n, k) for n, k in zip(names, kinds, strict=True)]
    session = GameSession.new(GameSetup("coconuts", seats, 0, CoconutsOptions()), 3,
                              settings=Settings(), autosave=False)
    set_hands(session.state, *hands)
    for bot in session.computers.bots.values():
        bot.meddle = 0.0  # computers that do not want to play a card this time
    return session


def test_computers_holding_cards_and_a_person_without_any_cost_one_beat(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")
    session = _session(("computer", "human", "computer"), [[], [], [card(GUESS_WHO)]])
    session.start()
    assert session.state.to_move() == (0, 2)  # Cleo may call Magic!; Alice has no cards
    assert session.computers.timer.isActive()
    assert session.computers.timer.interval() == BOT_DELAY_MS < BOT_WAIT_FOR_HUMANS_MS
    session.computers.timer.stop()
    session.computers.step()  # one beat: Cleo stays silent and Ben shoots
    assert session.state.serial == 1
    assert not any(isinstance(a, ClaimMagic) for _s, a in session.actions)
    session.stop()


def test_a_person_holding_cards_gets_the_longer_moment_to_call_magic(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")
    session = _session(("computer", "human", "computer"), [[], [card(FAR_SHOT)], []])
    session.start()
    assert session.computers.timer.interval() == BOT_WAIT_FOR_HUMANS_MS
    assert session.legal_for_view() == {1: [ClaimMagic()]}
    session.stop()


def test_a_person_shooting_never_waits_for_the_computers(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")
    session = _session(("human", "computer", "computer"),
                       [[], [card(GUESS_WHO)], [card(FAR_SHOT)]])
    session.start()
    assert session.state.to_move() == (0, 1, 2)  # both computers could still call Magic!
    assert any(isinstance(a, Shot) for a in session.legal_for_view()[0])
    assert session.act(0, Shot(0.0, 0.4))  # straight away, before any computer spoke
    assert session.state.serial == 1
    session.stop()
