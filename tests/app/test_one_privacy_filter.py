"""The presenter's `visible` is the only privacy filter: the log list, which log lines may be
copied, the hand-off recap and the replay all ask it, none filters on its own.

To prove it, the filter is swapped for a stricter one that treats every miss of the fixture
game as Ben's secret: a path with a filter of its own would still show the (really public)
misses to Alice or the public table, or let Ben's lines be copied."""

from __future__ import annotations

import pytest

from cocoa_games.app import main_window, presenter
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.replay_model import ReplayModel
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.game import Event, Seat
from tests.app.helpers import fixture_setup, log_texts
from tests.fixtures.secret_numbers import Guess

BEN = 1


def misses_are_bens(events, audience: Seat | None) -> list[Event]:
    return [e for e in events if e.kind != "miss" or audience == BEN]


@pytest.fixture
def bens_misses(monkeypatch):
    monkeypatch.setattr(presenter, "visible", misses_are_bens)


def wrong_guess(session, seat):
    other = session.state.secrets[1 - seat]
    return next(a for a in session.state.legal_actions(seat) if a.number != other)


def test_the_log_list_and_its_copies_follow_the_presenters_filter(qtbot, monkeypatch,
                                                                  bens_misses):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "human")))
    window.new_game("secret_numbers")
    session, table = window.session, window.table
    session.reveal()
    session.act(0, wrong_guess(session, 0))  # Alice misses
    session.reveal()  # Ben looks
    assert session.trusted_viewer == BEN
    lines = log_texts(table)
    assert len(lines) == 1 and lines[0].endswith("wrong.")  # his own "secret" line ...
    table.log.selectAll()
    assert table.log.public_text() == ""  # ... which the public table may not read
    session.act(1, wrong_guess(session, 1))
    assert session.curtain_seat == 0
    assert "wrong." not in table.curtain.summary.text()  # the recap leaves them out too
    session.reveal()  # Alice looks: none of Ben's "secrets" in her log
    assert session.trusted_viewer == 0
    assert log_texts(table) == []
    window.table.detach()


def test_the_replay_asks_the_presenters_filter(qtbot, bens_misses):
    session = GameSession.new(fixture_setup(kinds=("human", "human")), 5, autosave=False)
    while not session.state.is_over():
        seat = session.state.turn_seat()
        session.apply(seat, wrong_guess(session, seat) if len(session.actions) < 2
                      else Guess(session.state.secrets[1 - seat]))
    model = ReplayModel(session.save_data(), finished=True)
    model.seek(1)  # Alice's miss
    assert model.frame(None).lines == ()
    assert model.frame(0).lines == ()
    assert model.frame(BEN).lines[0].endswith("wrong.")
