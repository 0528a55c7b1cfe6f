"""The hand-off curtain tells what happened since this person last looked (issue 12):
a public recap of every move since the seat's last turn, then "your turn", in every game."""

from __future__ import annotations

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.cards import CORRECT_CALL
from cocoa_games.games.cuckoo_zoo.rules import (
    Complain,
    CuckooZooOptions,
    CuckooZooState,
    Draw,
    Play,
)
from tests.app.test_presenter import stop_sessions, table  # noqa: F401 - the fixture is used
from tests.games.cuckoo_zoo.helpers import card, filler

PEOPLE = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human"), SeatInfo("Cleo", "human")]
ALICE, BEN, CLEO = 0, 1, 2


def cuckoo_session() -> GameSession:
    session = GameSession(games.get("cuckoo_zoo"), PEOPLE, 1, autosave=False)
    hands = [[card("green", "cow"), card("blue", "sheep")], filler(4), filler(4, 4)]
    draw = [card("red", "cat", k) for k in range(3)] + [card("red", "cow", k) for k in range(3)]
    session.state = CuckooZooState.from_deal(
        session.names, hands, draw, [card("green", "cat")], CuckooZooOptions())
    return session


def stale_case():
    """Alice plays her second-last card without "Last card!", Cleo complains, Ben and Cleo
    draw; now the curtain is up for Alice again."""
    session = cuckoo_session()
    presenter, screen, _sound = table(session)
    assert screen.curtain is not None and screen.curtain.seat == ALICE
    session.reveal()
    cow = card("green", "cow")
    assert session.act(ALICE, Play((cow,), (CORRECT_CALL[cow],), last_card=False))
    for seat, action in ((CLEO, Complain()), (BEN, Draw()), (BEN, Draw()), (CLEO, Draw())):
        if session.curtain_seat == seat:
            session.reveal()
        if session.act(seat, action):
            continue
        assert action == Draw() and seat == BEN  # Ben's second try is not his turn any more
    return session, presenter, screen


def test_alice_hears_of_the_complaint_and_both_draws_after_it():
    session, _presenter, screen = stale_case()
    assert session.curtain_seat == ALICE and screen.curtain is not None
    lines = screen.curtain.summary.splitlines()
    assert any("Cleo" in line and "last card" in line.lower() for line in lines), lines
    assert any("Ben" in line and "draw" in line.lower() for line in lines), lines
    assert any("Cleo" in line and "draw" in line.lower() for line in lines[1:]), lines
    assert lines[-1] == "Your turn, Alice!"
    # in the order they happened: the complaint before the draws
    complaint = next(i for i, line in enumerate(lines) if "Cleo" in line)
    ben = next(i for i, line in enumerate(lines) if line.startswith("Ben"))
    assert complaint < ben


def test_the_recap_never_holds_a_private_event():
    session, _presenter, screen = stale_case()
    assert screen.curtain is not None
    private = [e.text for e in session.history if e.visible_to is not None and e.text]
    assert private, "the drawn cards are private to the drawer"
    for text in private:
        assert text not in screen.curtain.summary.splitlines()


def test_complaint_buttons_name_the_person_and_keep_seat_order():
    session = cuckoo_session()
    _presenter, screen = table(session)[:2]
    session.reveal()
    cow = card("green", "cow")
    assert session.act(ALICE, Play((cow,), (CORRECT_CALL[cow],), last_card=False))
    assert screen.curtain is not None and screen.curtain.seat == BEN
    labels = [text for _seat, text, _action in screen.curtain.buttons]
    assert labels == ["Ben: Complain!", "Cleo: Complain!"]
    assert "Cleo complained" not in screen.curtain.summary


def test_a_computer_waits_for_the_person_to_complain_first(qtbot, monkeypatch):
    """Cleo (a computer) may complain about Alice's play, but Ben, whose turn it is, gets
    the time to complain first — even with the animations switched off."""
    from cocoa_games.app import computer_seats
    from cocoa_games.app.settings import Settings

    monkeypatch.delenv("COCOA_GAMES_ANIMATION_SPEED", raising=False)
    monkeypatch.setattr(computer_seats, "BOT_WAIT_FOR_HUMANS_MS", 600)  # the wait, shortened
    seats = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human"), SeatInfo("Cleo", "computer")]
    session = GameSession(games.get("cuckoo_zoo"), seats, 1, autosave=False,
                          settings=Settings(animation_speed=0))
    hands = [[card("green", "cow"), card("blue", "sheep")], filler(4), filler(4, 4)]
    session.state = CuckooZooState.from_deal(
        session.names, hands, [card("red", "cat")], [card("green", "cat")], CuckooZooOptions())
    table(session)
    session.reveal()
    cow = card("green", "cow")
    assert session.act(ALICE, Play((cow,), (CORRECT_CALL[cow],), last_card=False))
    qtbot.wait(300)  # longer than a computer's own move would take with animations off
    assert not any(e.kind == "complaint" for e in session.history)
    assert session.act(BEN, Complain())
    complaint = next(e for e in session.history if e.kind == "complaint")
    assert complaint.data["by"] == BEN and complaint.text.startswith("Ben")
