"""Things that go wrong on a real family computer: a damaged settings file, a damaged autosave,
no sound device. Each gives a clear message; nothing is lost and the app keeps running."""

from __future__ import annotations

import json

import pytest

from cocoa_games.app import main_window, paths
from cocoa_games.app import sound as sound_mod
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import DAMAGED_COPY_NAME, Settings, load_settings
from cocoa_games.app.sound import NO_DEVICE_MESSAGE, SoundService
from tests.app.helpers import FIXTURE, fixture_setup


def make_window(qtbot, **kwargs) -> MainWindow:
    win = MainWindow(**kwargs)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def shown(monkeypatch):
    messages: list[tuple[str, str]] = []
    monkeypatch.setattr(main_window, "show_message",
                        lambda parent, title, text: messages.append((title, text)))
    return messages


# -- settings ------------------------------------------------------------------------------
def test_a_damaged_settings_file_is_kept_aside_and_explained(qtbot):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = b'{"player_names": ["Mum", "Kit"], "sound_enabled": tr'
    path.write_bytes(damaged)
    win = make_window(qtbot)
    assert win.settings.player_names == Settings().player_names  # the defaults work
    message = win.statusBar().currentMessage()
    assert "could not be read" in message and DAMAGED_COPY_NAME in message
    assert path.with_name(DAMAGED_COPY_NAME).read_bytes() == damaged  # nothing lost
    win.close()  # saving good settings over the damaged file is now safe
    assert json.loads(path.read_text())["player_names"][0] == "Alice"
    assert load_settings().load_problem is None


def test_a_half_good_settings_file_keeps_its_good_fields_and_says_so(qtbot):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"player_names": ["Pip"], "animation_speed": "zoom"}))
    settings = load_settings()
    assert settings.player_names == ["Pip"]
    assert "set back to normal" in settings.load_problem
    assert path.with_name(DAMAGED_COPY_NAME).is_file()


def test_no_settings_file_is_no_problem(qtbot):
    win = make_window(qtbot)
    assert win.settings.load_problem is None
    assert win.statusBar().currentMessage() == ""
    assert not paths.settings_path().with_name(DAMAGED_COPY_NAME).exists()


# -- autosave ------------------------------------------------------------------------------
DAMAGED = "A game whose file looks damaged — Continue explains why"


def _slot_with(content: bytes):
    from cocoa_games.app import save_slots

    slot = save_slots.slot_path(save_slots.new_uid())
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_bytes(content)
    return slot


@pytest.mark.parametrize(("content", "summary", "why"), [
    (b'{"format": "cocoa-games-save", "version": 1, "ga',  # cut off mid-write
     DAMAGED, "damaged"),
    (b"\x00\x01 not a save at all", DAMAGED, "damaged"),
    (json.dumps({"format": "cocoa-games-save", "version": 99, "game": FIXTURE,
                 "seats": [{"name": "Alice"}]}).encode(),  # from a newer version
     "Secret Numbers — Alice", "newer version"),
])
def test_continue_with_a_damaged_autosave_says_why_and_keeps_the_file(qtbot, shown, content,
                                                                       summary, why):
    slot = _slot_with(content)
    win = make_window(qtbot)
    launcher = win.launcher
    assert launcher.continue_button.isVisibleTo(launcher)  # offered, not silently dropped
    assert win.launcher.continue_summary.full_text == summary
    launcher.continue_button.click()
    assert len(shown) == 1
    title, text = shown[0]
    assert "cannot be continued" in title
    assert why in text
    assert "Nothing was deleted" in text
    copies = list(paths.saves_dir().glob("Damaged autosave *.cocoa.json"))
    assert len(copies) == 1 and copies[0].read_bytes() == content  # moved, not one byte changed
    assert not slot.exists()  # no longer blocks Continue
    assert copies[0].name in text
    assert copies[0].stat().st_mode & 0o077 == 0  # it holds a game: private
    assert win.session is None and win.pages.currentWidget() is launcher and win.isVisible()


def test_a_new_game_after_a_damaged_autosave_loses_nothing(qtbot, shown, monkeypatch):
    from cocoa_games.app import save_slots

    _slot_with(b"{torn")
    win = make_window(qtbot)
    win.launcher.continue_button.click()
    assert not win.launcher.continue_button.isVisibleTo(win.launcher)
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "computer")))
    win.new_game(FIXTURE)
    assert win.session is not None
    slot = save_slots.slot_path(win.session.uid)
    win.session.reveal()
    qtbot.waitUntil(lambda: not win.session.busy, timeout=3000)  # the table drawn first
    session = win.session
    game = session.game

    def goes_on(action) -> bool:  # a first move that does not already win (a random deal)
        trial = game.state_from_dict(session.state.to_dict())
        trial.apply(0, action)
        return not trial.is_over()

    assert session.act(0, next(a for a in session.state.legal_actions(0) if goes_on(a)))
    assert json.loads(slot.read_text())["game"] == FIXTURE  # the new game autosaves
    copy = next(paths.saves_dir().glob("Damaged autosave *"))
    assert copy.read_bytes() == b"{torn"


# -- sound ---------------------------------------------------------------------------------
def test_no_sound_device_is_said_once_and_play_goes_on(qtbot, monkeypatch):
    def missing():
        raise ImportError("libpulse.so.0: cannot open shared object file")

    monkeypatch.setattr(sound_mod, "_import_multimedia", missing)
    settings = Settings()
    sound = SoundService(settings)
    win = make_window(qtbot, settings=settings, sound=sound)
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "computer")))
    told: list[str] = []
    sound.unavailable.connect(told.append)
    win.new_game(FIXTURE)  # the deal sound is the first to be asked for
    assert win.statusBar().currentMessage() == NO_DEVICE_MESSAGE
    session = win.session
    session.act(0, session.state.legal_actions(0)[0])
    assert told == [NO_DEVICE_MESSAGE]  # once, however many sounds follow
    assert len(sound.requested) >= 1 and settings.sound_enabled  # the choice is kept
    assert not win.mute_action.isChecked()


def test_a_device_that_fails_later_is_said_once(qtbot, monkeypatch):
    """QSoundEffect ending in Status.Error (device unplugged) also means silence."""

    class Effect:
        class Status:
            Error = "error"
            Ready = "ready"

        def __init__(self, parent=None):
            self.statusChanged = _Signal()
            self._status = Effect.Status.Error

        def setSource(self, url): pass  # noqa: N802, E704
        def setVolume(self, v): pass  # noqa: N802, E704
        def status(self): return self._status  # noqa: E704
        def play(self): raise AssertionError("played on a broken device")  # noqa: E704
        def stop(self): pass  # noqa: E704

    class _Signal:
        def connect(self, slot): pass  # noqa: E704

    class FakeMM:
        QSoundEffect = Effect

        class QMediaDevices:
            @staticmethod
            def audioOutputs():  # noqa: N802 - stands in for Qt's
                return ["speakers"]

    monkeypatch.setattr(sound_mod, "_import_multimedia", lambda: FakeMM)
    sound = SoundService(Settings())
    told: list[str] = []
    sound.unavailable.connect(told.append)
    sound.play("turn")
    sound.play("win")
    assert told == [NO_DEVICE_MESSAGE] and sound.requested == ["turn", "win"]


def test_a_new_game_keeps_the_unfinished_one_in_its_own_slot(qtbot, monkeypatch):
    from cocoa_games.app import save_slots
    from cocoa_games.core.saves import read_save

    win = make_window(qtbot)
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "human")))
    win.new_game(FIXTURE)
    session = win.session
    session.reveal()
    seat = session.state.turn_seat()
    miss = next(a for a in session.state.legal_actions(seat)
                if a.number != session.state.secrets[1 - seat])
    session.act(seat, miss)
    unfinished = save_slots.slot_path(session.uid).read_bytes()
    win.new_game(FIXTURE)  # the family starts again before finishing
    assert save_slots.slot_path(session.uid).read_bytes() == unfinished  # untouched
    assert read_save(save_slots.slot_path(session.uid)).actions == [(seat, miss)]
    # the first can be continued; the new one is kept once someone moves in it (#25)
    assert save_slots.unfinished_games() == [save_slots.slot_path(session.uid)]
    assert win.session is not session and win.session.actions == []
    assert not list(paths.saves_dir().glob("Unfinished *"))  # no copies, no duplicates


def test_a_finished_game_becomes_a_record_not_an_unfinished_game(qtbot, monkeypatch):
    from cocoa_games.app import save_slots

    win = make_window(qtbot)
    monkeypatch.setattr(main_window, "ask_new_game",
                        lambda *a: fixture_setup(kinds=("human", "human")))
    win.new_game(FIXTURE)
    session = win.session
    session.reveal()
    seat = session.state.turn_seat()
    from tests.fixtures.secret_numbers import Guess

    session.act(seat, Guess(session.state.secrets[1 - seat]))
    assert session.state.is_over()
    assert not save_slots.slot_path(session.uid).exists()
    assert save_slots.finished_games() == [save_slots.finished_path(session.uid)]
    win.new_game(FIXTURE)
    assert not list(paths.saves_dir().glob("Unfinished *"))
