"""Every person gets a real chance to complain on EVERY play, not only a last card (issue
24, point 5): a computer does not play on while a person who did not make the play may still
complain, until each such person said "No complaint" or the (shorter) countdown ran out."""

from __future__ import annotations

from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, CuckooZooOptions
from tests.app.test_cuckoo_last_card_complain import FakeClock
from tests.games.cuckoo_zoo.helpers import card, deal, filler


def table(qtbot, kinds: str, turn: int = 1):
    """Ann, Ben, Cat (h = a person, c = a computer); the seat `turn` holds a green cat to
    play on a green cow, every hand is long (no last card anywhere)."""
    seats = [SeatInfo(name, "human" if kind == "h" else "computer", "sharp")
             for name, kind in zip(("Ann", "Ben", "Cat"), kinds, strict=True)]
    session = GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()), 3,
                              settings=Settings(), autosave=False)
    hands = [filler(4), filler(4, 4), [card("red", "dog", k) for k in range(3)]]
    hands[turn] = [card("green", "cat"), *hands[turn][1:]]
    session.state = deal(hands, discard=[card("green", "cow")], turn=turn)
    clock = FakeClock()
    session.computers.clock = clock
    session.computers.countdown_s = 3.0
    return session, clock


def test_one_person_two_computers_no_computer_plays_before_the_person_answers(qtbot):
    session, clock = table(qtbot, "hcc")
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) == 1, timeout=3000)  # Ben plays his cat
    state = session.state
    assert state.to_move()[0] == 2 and not state.observe(None)["pending_win"]
    computers = session.computers
    assert computers.waiting_for() == [0]  # Ann did not play it: she may complain
    assert {Complain(), Confirm()} <= set(session.legal_for_view()[0])
    assert computers.seconds_left() == 3.0  # the countdown the table shows
    qtbot.wait(150)  # (the old table's wait was 2 s × the tests' speed 0: Cat played at once)
    computers.step()
    clock.now += 2.5
    computers.step()
    assert len(session.actions) == 1, "Cat played while Ann could still complain"
    clock.now += 1.0  # the countdown ran out: Cat goes on
    computers.step()
    assert len(session.actions) == 2
    session.stop()


def test_no_complaint_lets_the_computer_play_at_once(qtbot):
    session, clock = table(qtbot, "hcc")
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) == 1, timeout=3000)
    computers = session.computers
    assert computers.let_pass(0, Confirm())  # Ann's one click: not a move of hers
    assert len(session.actions) == 1 and computers.waiting_for() == []
    assert computers.seconds_left() is None
    qtbot.waitUntil(lambda: len(session.actions) == 2, timeout=3000)  # no clock moved
    session.stop()


def test_the_person_who_played_is_not_waited_for(qtbot):
    """Ann plays herself: nobody else is a person, so Ben plays on without a pause."""
    session, clock = table(qtbot, "hcc", turn=0)
    session.start()
    session.act(0, session.state.legal_actions(0)[0])  # the green cat, no call
    assert session.computers.waiting_for() == [] and session.computers.seconds_left() is None
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)
    session.stop()


def test_two_people_one_computer_waits_for_the_other_person_only(qtbot):
    """Ann and Ben are people, Cat a computer. Ben plays: Cat waits for Ann alone (Ben made
    the play); on the public table Ann's badge offers Complain! and No complaint."""
    session, clock = table(qtbot, "hhc")
    session.start()
    assert session.act(1, session.state.legal_actions(1)[0])
    computers = session.computers
    assert session.state.to_move()[0] == 2
    assert computers.waiting_for() == [0]
    assert set(session.legal_for_view()[0]) == {Complain(), Confirm()}
    assert 1 not in session.legal_for_view()
    computers.step()
    clock.now += 2.0
    computers.step()
    assert len(session.actions) == 1
    computers.let_pass(0, Confirm())
    qtbot.waitUntil(lambda: len(session.actions) == 2, timeout=3000)
    session.stop()


def test_on_a_persons_own_turn_nothing_waits(qtbot):
    """Cat (a computer) played; Ann, a person, is next: she plays when she likes, and the
    computers' countdown does not run (no computer would play meanwhile)."""
    session, clock = table(qtbot, "hhc", turn=2)
    session.state.turn = 2
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) == 1, timeout=3000)
    assert session.state.to_move()[0] == 0
    assert session.computers.waiting_for() == []
    session.stop()


def test_the_ordinary_countdown_is_its_own_shorter_setting(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")  # real waits, as at home
    session, clock = table(qtbot, "hcc")
    session.computers.countdown_s = None
    session.computers._settings = Settings(complain_seconds=9.0, complain_play_seconds=2.5)
    session.state.apply(1, session.state.legal_actions(1)[0])  # Ben's cat, by hand
    assert session.computers._countdown() == 2.5
    assert Settings().complain_play_seconds < Settings().complain_seconds


def test_the_countdown_for_a_play_is_announced(qtbot):
    session, clock = table(qtbot, "hcc")
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) == 1, timeout=3000)
    session.computers.seconds_left()
    clock.now += 1.2
    with qtbot.waitSignal(session.message) as said:  # the table page shows it
        session.computers.step()
    assert "2" in said.args[0] and "No complaint" in said.args[0]
    session.stop()
