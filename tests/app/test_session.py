"""GameSession: rotation, illegal moves, autosave, computer turns and the curtain policy."""

from __future__ import annotations

import json

import pytest

from cocoa_games import games
from cocoa_games.app import save_slots
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.game import Bot
from cocoa_games.core.saves import read_save
from tests.app.helpers import FIXTURE, Shout, fixture_setup
from tests.fixtures.secret_numbers import Guess


def canonical(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def started(qtbot, setup, settings=None, seed=5) -> GameSession:
    session = GameSession.new(setup, seed, settings=settings or Settings())
    session.start()
    return session


def wrong_guess(session, seat):
    """A legal guess that misses, so the game goes on."""
    secret = session.state.secrets[1 - seat]
    return next(a for a in session.state.legal_actions(seat) if a.number != secret)


def test_start_seat_is_rotated_to_seat_zero(qtbot):
    session = GameSession.new(fixture_setup(names=("Alice", "Ben"), start=1), 3)
    assert session.names == ["Ben", "Alice"]
    assert session.state.turn_seat() == 0


def test_random_start_seat_depends_on_seed(qtbot):
    firsts = {GameSession.new(fixture_setup(start=None), seed).names[0] for seed in range(20)}
    assert firsts == {"Alice", "Ben"}


def test_illegal_action_is_a_calm_message_and_changes_nothing(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "human")))
    session.reveal()
    session.act(0, wrong_guess(session, 0))
    session.reveal()
    before = canonical(session.state)
    crossed = session.state.crossed[1][0]
    with qtbot.waitSignal(session.message) as blocker:
        assert session.act(1, Guess(99)) is False
    assert blocker.args[0]
    assert canonical(session.state) == before
    # seat 0 moving out of turn is refused too
    with qtbot.waitSignal(session.message):
        assert session.act(0, Guess(crossed)) is False
    assert canonical(session.state) == before


def test_people_cannot_move_for_a_computer_seat(qtbot):
    session = started(qtbot, fixture_setup(kinds=("computer", "human")))
    session.stop()  # keep the computer from moving first
    session._started = True
    with qtbot.waitSignal(session.message):
        assert session.act(0, session.state.legal_actions(0)[0]) is False
    assert session.actions == []


def test_autosave_after_every_action_and_a_finished_record_when_over(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "human")))
    slot = save_slots.slot_path(session.uid)
    assert not slot.exists()  # no move yet: nothing to continue, no "0 moves" entry (#25)
    for _ in range(3):
        session.reveal()
        seat = session.state.turn_seat()
        session.act(seat, wrong_guess(session, seat))
        saved = read_save(slot)
        assert saved.actions == session.actions
        assert canonical(saved.state) == canonical(session.state)
    session.reveal()
    seat = session.state.turn_seat()
    with qtbot.waitSignal(session.over):
        session.act(seat, Guess(session.state.secrets[1 - seat]))
    assert not slot.exists()  # nothing left to continue ...
    record = read_save(save_slots.finished_path(session.uid))  # ... but kept to watch again
    assert record.actions == session.actions and record.state.is_over()


def test_computer_seat_moves_on_its_own(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "computer")))
    assert session.viewer == 0 and session.curtain_seat is None
    session.act(0, wrong_guess(session, 0))
    assert not session.state.is_over()  # a miss: the computer is next
    qtbot.waitUntil(lambda: len(session.actions) == 2, timeout=3000)
    assert session.actions[1][0] == 1


def test_busy_table_holds_the_computer(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "computer")))
    session.set_busy(True)
    session.act(0, wrong_guess(session, 0))  # refused while animations run
    assert session.actions == []
    session.set_busy(False)
    session.act(0, wrong_guess(session, 0))
    session.set_busy(True)
    qtbot.wait(100)
    assert len(session.actions) == 1
    session.set_busy(False)
    qtbot.waitUntil(lambda: len(session.actions) == 2 or session.state.is_over(), timeout=3000)


def test_two_people_get_a_curtain_at_every_turn(qtbot):
    session = GameSession.new(fixture_setup(kinds=("human", "human")), 5, settings=Settings())
    curtains = []
    session.curtain.connect(curtains.append)
    session.start()
    assert curtains == [0] and session.viewer is None
    assert session.legal_for_view() == {}
    session.reveal()
    assert session.viewer == 0 and curtains == [0, None]
    assert set(session.legal_for_view()) == {0}
    session.act(0, wrong_guess(session, 0))
    assert curtains[-1] == 1 and session.viewer is None
    session.reveal()
    assert session.viewer == 1
    assert session.observation()["my_number"] == session.state.secrets[1]


def test_hide_returns_to_a_curtain_for_the_same_seat(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "human")))
    session.reveal()
    session.hide()
    assert session.viewer is None and session.curtain_seat == 0
    assert "my_number" not in session.observation()


def test_one_person_sees_their_view_without_curtains(qtbot):
    session = started(qtbot, fixture_setup(kinds=("computer", "human")))
    assert session.viewer == 1 and session.curtain_seat is None
    assert session.observation()["my_number"] == session.state.secrets[1]  # no curtain needed
    qtbot.waitUntil(lambda: bool(session.actions), timeout=3000)
    assert session.actions[0][0] == 0 and not session.state.is_over()  # seed 5: a miss
    assert session.viewer == 1 and session.curtain_seat is None
    assert session.observation()["my_number"] == session.state.secrets[1]


def test_always_handoff_puts_a_curtain_before_each_turn_of_the_one_person(qtbot):
    settings = Settings(always_handoff=True)
    session = started(qtbot, fixture_setup(kinds=("human", "computer")), settings)
    assert session.curtain_seat == 0 and session.viewer is None
    session.reveal()
    session.act(0, wrong_guess(session, 0))
    assert session.curtain_seat is None and session.viewer == 0
    qtbot.waitUntil(lambda: len(session.actions) == 2, timeout=3000)
    assert not session.state.is_over()  # seed 5: the computer misses
    assert session.curtain_seat == 0 and session.viewer is None
    assert "my_number" not in session.observation()


def test_resume_from_save_restores_state_history_and_view(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "human")))
    session.reveal()
    session.act(0, wrong_guess(session, 0))
    data = read_save(save_slots.slot_path(session.uid))
    assert data.uid == session.uid
    resumed = GameSession.from_save(data, settings=Settings())
    resumed.start()
    assert canonical(resumed.state) == canonical(session.state)
    assert [e.text for e in resumed.history] == [e.text for e in session.history]
    assert resumed.curtain_seat == 1  # the next person still has to ask to see


def test_rematch_keeps_people_and_options_with_a_new_deal_and_the_next_one_starts(qtbot):
    session = GameSession.new(fixture_setup(), 1)
    again = session.rematch(2)
    assert again.seats == session.seats[1:] + session.seats[:1]
    assert [s.name for s in again.seats] == ["Ben", "Alice"]
    assert again.rematch(3).seats == session.seats  # and back to Alice after that
    assert again.options == session.options
    assert again.seed == 2 and again.actions == []


@pytest.mark.parametrize("seed", range(4))
def test_bots_only_notice_what_their_seat_may_see(qtbot, seed, monkeypatch):
    game = games.get(FIXTURE)
    seen = []
    original = game.make_bot

    def spy(seat, level="normal", seed=0):
        bot = original(seat, level, seed)
        bot.notice = lambda events, seat=seat: seen.extend((seat, e) for e in events)
        return bot

    monkeypatch.setattr(game, "make_bot", spy)
    session = started(qtbot, fixture_setup(kinds=("human", "computer")), seed=seed)
    session.act(0, wrong_guess(session, 0))
    assert seen and all(event.visible_for(seat) for seat, event in seen)



def allow_shouting(monkeypatch, state_class) -> None:
    """Make the non-turn seat of the fixture game a possible interjector."""
    monkeypatch.setattr(state_class, "to_move",
                        lambda self: () if self.winner is not None else (self.turn, 1 - self.turn))
    original = state_class.legal_actions
    monkeypatch.setattr(state_class, "legal_actions",
                        lambda self, seat: original(self, seat) if seat == self.turn else [Shout()])


def test_interjecting_computers_are_asked_before_the_turn_seat(qtbot, monkeypatch):
    game = games.get(FIXTURE)
    asked = []

    class Spy(Bot):
        def choose(self, observation, legal):
            asked.append(self.seat)
            return None if isinstance(legal[0], Shout) else legal[0]

    monkeypatch.setattr(game, "make_bot",
                        lambda seat, level="normal", seed=0: Spy(seat, level, seed))
    session = GameSession.new(fixture_setup(kinds=("computer", "computer")), 2, settings=Settings())
    allow_shouting(monkeypatch, type(session.state))
    session.start()
    qtbot.waitUntil(lambda: len(session.actions) >= 1, timeout=3000)
    session.stop()
    assert asked[:2] == [1, 0]


def test_computers_wait_longer_when_a_person_could_interject(qtbot, monkeypatch):
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "1")
    session = GameSession.new(fixture_setup(kinds=("computer", "human")), 2, settings=Settings())
    session.start()
    assert session.computers.timer.isActive() and session.computers.timer.interval() == 700
    session.stop()
    allow_shouting(monkeypatch, type(session.state))
    session.computers.running = True
    session.computers.schedule()
    assert session.computers.timer.interval() == 2000
    assert session.legal_for_view() == {1: [Shout()]}  # the person's public interjection
    session.stop()


def test_a_person_may_ask_to_look_out_of_turn_and_hide_hands_back(qtbot):
    session = started(qtbot, fixture_setup(kinds=("human", "human")))
    session.reveal()
    session.request_view(1)
    assert session.curtain_seat == 1 and session.viewer is None
    session.reveal()
    assert session.viewer == 1 and session.legal_for_view() == {}  # looking, not playing
    session.hide()
    assert session.curtain_seat == 0  # back to the person whose turn it is
    session.reveal()
    assert session.viewer == 0 and set(session.legal_for_view()) == {0}


def test_a_failing_autosave_is_a_message_and_play_goes_on(qtbot, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    (blocked / "saves").write_text("not a folder")  # the saves folder cannot be made
    monkeypatch.setenv("COCOA_GAMES_DATA_DIR", str(blocked))
    session = GameSession.new(fixture_setup(kinds=("human", "human")), 5, settings=Settings())
    messages = []
    session.message.connect(messages.append)
    session.start()
    session.reveal()
    assert session.act(0, wrong_guess(session, 0))
    session.reveal()
    assert session.act(1, wrong_guess(session, 1))
    assert [m for m in messages if "autosave" in m] == [messages[0]]  # said once
