"""Every person gets a real chance to complain: with 1 person + 2 computers, a computer's
last card does not end the game before the person could complain (issue 24, point 5)."""

from __future__ import annotations

from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.rules import Complain, CuckooZooOptions
from tests.games.cuckoo_zoo.helpers import card, deal, filler, play


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def last_card_table(qtbot):
    """Ann (a person), Ben and Cat (computers); Ben holds one green cat on a green cow."""
    seats = [SeatInfo("Ann"), SeatInfo("Ben", "computer", "sharp"),
             SeatInfo("Cat", "computer", "sharp")]
    session = GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()), 3,
                              settings=Settings())
    session.state = deal([filler(3), [card("green", "cat")], filler(3, 3)],
                         discard=[card("green", "cow")], turn=1)
    clock = FakeClock()
    session.computers.clock = clock
    session.computers.countdown_s = 5.0
    session.start()
    qtbot.waitUntil(lambda: session.state.observe(None)["pending_win"] == 1, timeout=3000)
    return session, clock


def test_a_computers_last_card_waits_for_the_person(qtbot):
    session, clock = last_card_table(qtbot)
    computers = session.computers
    assert computers.waiting_for() == [0]
    assert Complain() in session.legal_for_view()[0]  # Ann is offered Complain!
    assert computers.seconds_left() == 5.0  # the countdown the table shows
    moves = len(session.actions)
    computers.step()  # the timer firing early changes nothing: Cat waits
    clock.now += 4.0
    computers.step()
    assert len(session.actions) == moves and not session.state.is_over()
    assert computers.seconds_left() == 1.0
    clock.now += 1.5  # the countdown ran out: Cat goes on (confirms the win)
    computers.step()
    assert len(session.actions) == moves + 1
    session.stop()


def test_a_person_saying_no_complaint_lets_the_computers_go_on(qtbot):
    session, clock = last_card_table(qtbot)
    computers = session.computers
    moves = len(session.actions)
    computers.step()
    assert len(session.actions) == moves
    session.computers.no_complaint(0)
    assert computers.waiting_for() == [] and computers.seconds_left() is None
    computers.step()
    assert len(session.actions) == moves + 1
    session.stop()


def test_the_countdown_is_announced_second_by_second(qtbot):
    session, clock = last_card_table(qtbot)
    clock.now += 2.2
    with qtbot.waitSignal(session.message) as said:  # the table page shows it
        session.computers.step()
    assert "3" in said.args[0] and "complain" in said.args[0]
    session.stop()


def test_the_countdown_is_a_setting(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")  # real waits, as at home
    seats = [SeatInfo("Ann"), SeatInfo("Ben", "computer"), SeatInfo("Cat", "computer")]
    session = GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()), 3,
                              settings=Settings(complain_seconds=3.0))
    session.state = deal([filler(3), [card("green", "cat")], filler(3, 3)],
                         discard=[card("green", "cow")], turn=1)
    play(session.state, 1, card("green", "cat"))  # Ben's last card: the win waits
    assert session.computers._countdown() == 3.0
    assert Settings().complain_seconds == 10.0


def test_the_curtain_and_the_table_announce_who_is_about_to_win(qtbot):
    """Ben (a computer) plays his last card; Cat's curtain and the table say so."""
    from cocoa_games.games.cuckoo_zoo.scene import CuckooZooScene
    from tests.app.test_presenter import table

    seats = [SeatInfo("Ann"), SeatInfo("Ben", "computer", "sharp"), SeatInfo("Cat")]
    session = GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()), 3,
                              settings=Settings(), autosave=False)
    session.state = deal([filler(3), [card("green", "cat")], filler(3, 3)],
                         discard=[card("green", "cow")], turn=1)
    scene = CuckooZooScene()
    presenter, screen, _sound = table(session, scene)
    qtbot.waitUntil(lambda: session.state.observe(None)["pending_win"] == 1, timeout=3000)
    presenter.on_changed()
    curtain = presenter.curtain_view()
    assert curtain is not None and curtain.name == "Cat"
    assert "Ben is playing their last card — check the call before Ben wins!" in curtain.summary
    session.reveal()
    scene.show(session.state.observe(2), 2, session.legal_for_view())
    assert "check the call before Ben wins" in scene.message.text
    session.stop()


def test_the_person_is_offered_no_complaint_though_a_computer_is_next(qtbot):
    from cocoa_games.games.cuckoo_zoo.rules import Confirm

    session, clock = last_card_table(qtbot)
    assert session.state.to_move()[0] == 2  # Cat, a computer, would confirm the win
    assert set(session.legal_for_view()[0]) == {Complain(), Confirm()}
    moves = len(session.actions)
    assert session.computers.let_pass(0, Confirm())  # Ann: "No complaint" (the table's button)
    assert len(session.actions) == moves  # no move of hers: she only let it pass
    assert session.computers.waiting_for() == [] and session.legal_for_view().get(0) == [
        Complain()]
    session.computers.step()
    assert session.state.is_over()
    session.stop()


def test_no_complaint_pressed_at_the_table_lets_the_computers_go_on(qtbot):
    """Through the presenter, as the table's button sends it."""
    from cocoa_games.games.cuckoo_zoo.rules import Confirm
    from cocoa_games.games.cuckoo_zoo.scene import CuckooZooScene
    from tests.app.test_presenter import table

    session, _clock = last_card_table(qtbot)
    session.stop()
    presenter, screen, _sound = table(session, CuckooZooScene())
    presenter.act(0, Confirm())
    assert session.computers.waiting_for() == [] and not session.state.is_over()
    qtbot.waitUntil(session.state.is_over, timeout=3000)  # Cat confirms at once now
