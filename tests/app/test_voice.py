"""The voice: turns, hand-offs, what happened and the result are said aloud through Qt's
text-to-speech (here Qt's own "mock" engine), only when the voice is on, and a machine
without a speech engine stays silent and says so once."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings, load_settings
from cocoa_games.app.speech import ENGINE_ENV
from cocoa_games.core.game import Outcome
from cocoa_games.core.saves import SeatInfo


@pytest.fixture
def mock_voice(monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, "mock")


def start(qtbot, game_id, kinds, voice=True, seed=11):
    game = games.get(game_id)
    window = MainWindow(settings=Settings(voice_enabled=voice))
    qtbot.addWidget(window)
    window.show()
    names = ["Alice", "Ben", "Cleo"]
    seats = [SeatInfo(n, k) for n, k in zip(names, kinds, strict=False)]
    session = GameSession(game, seats, seed, game.Options(), settings=window.settings)
    window.start_session(session)
    return window, session


def test_the_voice_is_off_unless_chosen(qtbot, mock_voice):
    window, session = start(qtbot, "cuckoo_zoo", ["human", "human"], voice=False)
    session.reveal()
    assert window.voice.service.spoken == []
    assert not window.table.voice_button.isChecked()


def test_a_hand_off_says_whom_to_pass_to_and_the_turn_is_said(qtbot, mock_voice):
    window, session = start(qtbot, "cuckoo_zoo", ["human", "human"])
    spoken = window.voice.service.spoken
    assert session.curtain_seat == 0
    looks = window.table.presenter.looks  # each named with the picture to look for
    assert spoken[-1].startswith(f"Pass to Alice, the {looks[0].picture}.")
    session.reveal()
    seat = session.viewer
    action = session.legal_for_view()[seat][0]
    window.table.scene.action_chosen.emit(seat, action)
    qtbot.waitUntil(lambda: session.curtain_seat == 1, timeout=5000)
    public = [e.text for e in session.history if e.visible_to is None and e.text]
    said = " ".join(spoken)
    assert public[-1] in said  # what Alice just did (a public line) was told
    assert f"Pass to Ben, the {looks[1].picture}." in said


def test_a_public_table_says_the_turn_the_hint_and_the_winner(qtbot, mock_voice):
    """Kokonana between peeks is all public: no curtain, so the turn and the hint line are
    said; a finished game says who won."""
    window, session = start(qtbot, "kokonana", ["human", "human"])
    said = window.voice.service.spoken
    assert "Alice, your turn." in said
    assert window.table.scene.current_hint in said  # the banner line: what to do now
    how = window.table.status.text()  # ... and under the table how: the keys, for the eye
    assert how and how != window.table.scene.current_hint and how not in said
    narrator = window.table.presenter.narrator
    assert {kind for kind, _text in narrator.said} >= {"turn", "hint"}
    window.table.presenter.on_over(Outcome(winners=(1,)))  # what the session says at the end
    assert narrator.said[-1][0] == "over" and said[-1] == "Game over — Ben won!"


def test_the_table_button_and_the_menu_turn_the_voice_on_and_off(qtbot, mock_voice):
    window, session = start(qtbot, "kokonana", ["human", "human"], voice=False)
    button, action = window.table.voice_button, window.voice.action
    button.click()
    assert window.settings.voice_enabled and action.isChecked() and button.isChecked()
    assert load_settings().voice_enabled  # remembered for the next run
    assert "Voice on" in window.statusBar().currentMessage()
    action.trigger()
    assert not window.settings.voice_enabled and not button.isChecked()
    spoken = len(window.voice.service.spoken)
    session.act(0, session.state.legal_actions(0)[0])
    assert len(window.voice.service.spoken) == spoken  # off: nothing more is said


def test_without_a_speech_engine_the_app_is_silent_and_says_so_once(qtbot, monkeypatch):
    monkeypatch.setenv(ENGINE_ENV, "no-such-engine")
    window, session = start(qtbot, "kokonana", ["human", "human"], voice=False)
    service = window.voice.service
    told: list[str] = []
    service.unavailable.connect(told.append)
    window.voice.set_on(True)
    qtbot.waitUntil(lambda: not service.available, timeout=5000)
    assert told == ["No speech engine was found on this computer, so the voice stays silent."]
    assert window.statusBar().currentMessage() == told[0]
    spoken = list(service.spoken)
    session.act(0, session.state.legal_actions(0)[0])
    window.voice.set_on(False)
    window.voice.set_on(True)
    assert service.spoken == spoken and len(told) == 1  # silent from then on, told once
    assert len(session.actions) == 1  # and the game went on


def test_the_engine_speaks_in_a_process_of_its_own(qtbot, mock_voice):
    """Starting a real engine can take seconds or hang (speech-dispatcher starts on first use),
    holding Python's lock: it lives in a process of its own, and `say` only hands over."""
    window, _session = start(qtbot, "kokonana", ["human", "human"])
    service = window.voice.service
    qtbot.waitUntil(lambda: service.engine_name == "mock", timeout=10000)
    service.say("A long sentence for the table to hear, one word after another.", True)
    qtbot.waitUntil(lambda: service.heard[-1:] == [service.spoken[-1]], timeout=5000)
    assert service.heard == service.spoken  # every sentence reached the engine, in order


def test_a_voice_that_hangs_never_holds_up_the_table(qtbot, monkeypatch):
    """A voice process that never answers (a stuck speech-dispatcher): the game goes on."""
    import sys

    from cocoa_games.app import speech

    monkeypatch.setattr(speech, "worker_command",
                        lambda: [sys.executable, "-c", "import time; time.sleep(60)"])
    window, session = start(qtbot, "kokonana", ["human", "human"])
    for _ in range(3):
        seat = session.state.to_move()[0]
        assert session.act(seat, session.state.legal_actions(seat)[0])
    assert window.voice.service.spoken and window.voice.service.heard == []
    window.voice.service.shutdown()


def test_the_system_voice_is_chosen_never_the_silent_test_engine():
    from cocoa_games.app.speech_worker import pick_engine

    assert pick_engine(["mock", "speechd"], "") == "speechd"
    assert pick_engine(["mock"], "") is None  # no real voice: silent, and said so
    assert pick_engine(["mock", "speechd"], "mock") == "mock"  # asked for by name
    assert pick_engine(["speechd"], "flite") is None


def test_the_system_voice_speaks_while_the_table_keeps_answering(qtbot, monkeypatch):
    """With speech-dispatcher installed (.ci/run installs it), the system's engine starts in
    the voice's process — it may take seconds — while the window's loop keeps running."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTextToSpeech import QTextToSpeech

    if "speechd" not in QTextToSpeech.availableEngines():
        pytest.skip("Qt's speechd engine is not installed here")
    monkeypatch.delenv(ENGINE_ENV, raising=False)
    window, _session = start(qtbot, "kokonana", ["human", "human"])
    service = window.voice.service
    ticks: list[int] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(50)
    qtbot.wait(3000)  # (a speech-dispatcher without a sound card may never answer at all)
    assert len(ticks) > 20  # the table was never held up meanwhile
    if service.engine_name:  # a machine whose speech-dispatcher answers: it is heard
        assert service.engine_name == "speechd"
        qtbot.waitUntil(lambda: bool(service.heard), timeout=10000)
        assert service.heard[0] == service.spoken[0]
