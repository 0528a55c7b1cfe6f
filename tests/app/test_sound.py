"""Sound effects: requests are recorded; a machine without sound plays silently and says so once."""

from __future__ import annotations

import sys

import pytest

from cocoa_games.app import sound as sound_mod
from cocoa_games.app.settings import Settings
from cocoa_games.app.sound import NO_DEVICE_MESSAGE, SoundService
from cocoa_games.resources import resource_path

UI_SOUNDS = ["click", "deal", "flip", "win", "oops", "turn"]


@pytest.fixture
def no_multimedia(monkeypatch):
    """Pretend PySide6.QtMultimedia (or libpulse) is missing."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)

    def missing():
        raise ImportError("libpulse.so.0: cannot open shared object file")

    monkeypatch.setattr(sound_mod, "_import_multimedia", missing)


def test_shipped_ui_sounds_are_short_mono_wavs():
    import wave

    for name in UI_SOUNDS:
        with wave.open(str(resource_path("sounds", f"{name}.wav"))) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            ms = w.getnframes() / w.getframerate() * 1000
            assert 50 <= ms <= 600, name


def test_play_requests_are_recorded(qapp, no_multimedia):
    service = SoundService(Settings())
    service.play("click")
    service.play("win")
    service.play("no_such_sound")
    assert service.requested == ["click", "win", "no_such_sound"]


def test_missing_multimedia_means_silence_and_one_message(qtbot, qapp, no_multimedia):
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    for name in UI_SOUNDS * 2:
        service.play(name)  # must not raise
    assert messages == [NO_DEVICE_MESSAGE]
    assert service.silent and not service.available
    assert not service.muted  # the player's own mute choice is left alone


def test_no_audio_output_is_treated_as_muted(qapp, monkeypatch):
    class FakeDevices:
        @staticmethod
        def audioOutputs():  # noqa: N802 - stands in for Qt's
            return []

    class FakeMultimedia:
        QMediaDevices = FakeDevices

        class QSoundEffect:  # must never be built without an output
            def __init__(self, *a):
                raise AssertionError("no sound effect without an audio device")

    monkeypatch.setattr(sound_mod, "_import_multimedia", lambda: FakeMultimedia)
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    service.play("turn")
    service.play("turn")
    assert messages == [NO_DEVICE_MESSAGE]
    assert service.silent


def test_muted_service_does_not_even_load_multimedia(qapp, monkeypatch):
    def forbidden():
        raise AssertionError("QtMultimedia loaded while muted")

    monkeypatch.setattr(sound_mod, "_import_multimedia", forbidden)
    settings = Settings(sound_enabled=False)
    service = SoundService(settings)
    assert service.muted and service.silent
    service.play("click")
    assert service.requested == ["click"]


def test_set_muted_updates_the_setting(qapp, no_multimedia):
    settings = Settings()
    service = SoundService(settings)
    service.set_muted(True)
    assert service.muted and settings.sound_enabled is False
    service.set_muted(False)
    assert not service.muted and settings.sound_enabled is True


def test_real_backend_never_raises(qtbot, qapp):
    """With whatever QtMultimedia this machine has, playing is safe; no device -> one message."""
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    for name in UI_SOUNDS:
        service.play(name)
    qtbot.wait(50)
    assert len(messages) <= 1
    assert service.silent == bool(messages)


class _FakeSignal:
    def __init__(self):
        self._slots = []

    def connect(self, slot):
        self._slots.append(slot)

    def emit(self):
        for slot in self._slots:
            slot()


def _fake_multimedia(outputs):
    class FakeSoundEffect:
        class Status:
            Ready = 1
            Error = 3

        made: list = []

        def __init__(self, parent=None):
            self._status = self.Status.Ready
            self.statusChanged = _FakeSignal()
            self.plays = 0
            self.source = None
            FakeSoundEffect.made.append(self)

        def setSource(self, url):  # noqa: N802 - stands in for Qt's
            self.source = url.toLocalFile()

        def setVolume(self, volume):  # noqa: N802 - stands in for Qt's
            pass

        def status(self):
            return self._status

        def play(self):
            self.plays += 1

        def stop(self):
            pass

    class FakeDevices:
        @staticmethod
        def audioOutputs():  # noqa: N802 - stands in for Qt's
            return outputs

    class FakeMultimedia:
        QMediaDevices = FakeDevices
        QSoundEffect = FakeSoundEffect

    return FakeMultimedia


def test_effects_are_played_and_cached_when_a_device_exists(qapp, monkeypatch):
    mm = _fake_multimedia(["speakers"])
    monkeypatch.setattr(sound_mod, "_import_multimedia", lambda: mm)
    service = SoundService(Settings())
    service.play("deal")
    service.play("deal")
    service.play("win")
    effects = {e.source.rsplit("/", 1)[-1]: e for e in mm.QSoundEffect.made}
    assert set(effects) == {"deal.wav", "win.wav"}
    assert effects["deal.wav"].plays == 2 and effects["win.wav"].plays == 1
    service.set_muted(True)
    service.play("deal")
    assert effects["deal.wav"].plays == 2


def test_effect_ending_in_error_silences_the_service_once(qapp, monkeypatch):
    mm = _fake_multimedia(["speakers"])
    monkeypatch.setattr(sound_mod, "_import_multimedia", lambda: mm)
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    service.play("flip")
    effect = mm.QSoundEffect.made[0]
    effect._status = mm.QSoundEffect.Status.Error
    effect.statusChanged.emit()
    effect.statusChanged.emit()
    service.play("flip")
    service.play("turn")
    assert messages == [NO_DEVICE_MESSAGE]
    assert effect.plays == 1
    assert len(mm.QSoundEffect.made) == 1  # no new effects once we know sound is broken


def test_blocked_qtmultimedia_import_is_handled_by_the_real_import_path(qapp, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import now raises
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    service.play("win")
    service.play("oops")
    assert messages == [NO_DEVICE_MESSAGE] and service.silent


def test_probe_finds_a_missing_device_before_the_first_sound(qtbot, qapp, no_multimedia):
    service = SoundService(Settings())
    messages: list[str] = []
    service.unavailable.connect(messages.append)
    assert service.probe() is False
    assert messages == [NO_DEVICE_MESSAGE] and service.requested == []
    assert service.probe() is False and len(messages) == 1
