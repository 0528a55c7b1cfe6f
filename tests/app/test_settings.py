"""Settings survive a restart, and a damaged settings file never stops the app."""

from __future__ import annotations

import json

import pytest

from cocoa_games.app import paths
from cocoa_games.app.settings import Settings, load_settings, save_settings


@pytest.fixture
def no_speed_env(monkeypatch):
    monkeypatch.delenv("COCOA_GAMES_ANIMATION_SPEED", raising=False)


def test_first_run_gives_friendly_defaults(no_speed_env):
    s = load_settings()
    assert s.player_names[:3] == ["Alice", "Ben", "Cleo"]
    assert s.seat_kinds[0] == "human" and s.seat_kinds[1] == "computer"
    assert s.sound_enabled and s.animation_speed == 1.0 and not s.always_handoff


def test_changes_are_remembered_between_runs(no_speed_env):
    s = load_settings()
    s.player_names = ["Mum", "Dad", "Zoë"]
    s.seat_kinds = ["human", "human", "computer"]
    s.sound_enabled = False
    s.animation_speed = 0.5
    s.always_handoff = True
    save_settings(s)
    again = load_settings()
    assert again == s
    assert paths.settings_path().is_file()


@pytest.mark.parametrize("content", [
    b"", b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b'"just a string"',
    b'{"player_names": 5, "sound_enabled": "yes", "animation_speed": -3}',
])
def test_damaged_file_falls_back_to_defaults(content, no_speed_env):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert load_settings() == Settings()


def test_good_fields_survive_next_to_damaged_ones(no_speed_env):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"player_names": ["Pip", "Kim"], "sound_enabled": "loud",
                                "seat_kinds": ["robot"], "always_handoff": True}))
    s = load_settings()
    assert s.player_names == ["Pip", "Kim"]
    assert s.always_handoff is True
    assert s.sound_enabled is True  # the bad value was ignored
    assert s.seat_kinds == Settings().seat_kinds


def test_save_is_atomic_and_leaves_no_temp_files(no_speed_env):
    s = Settings(player_names=["One"])
    save_settings(s)
    save_settings(s)
    files = list(paths.settings_path().parent.iterdir())
    assert [f.name for f in files] == [paths.settings_path().name]


def test_failed_write_keeps_the_old_file(monkeypatch, no_speed_env):
    save_settings(Settings(player_names=["Kept"]))
    import cocoa_games.app.settings as mod

    def boom(*_a, **_k):
        raise OSError("disk full")

    with monkeypatch.context() as patch:
        patch.setattr(mod.os, "replace", boom)
        with pytest.raises(OSError):
            save_settings(Settings(player_names=["Lost"]))
    assert load_settings().player_names == ["Kept"]
    assert len(list(paths.settings_path().parent.iterdir())) == 1


def test_environment_overrides_animation_speed(monkeypatch):
    save_settings(Settings(animation_speed=2.0))
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "0")
    assert load_settings().animation_speed == 0.0
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "fast please")
    assert load_settings().animation_speed == 2.0


def test_speed_override_is_not_written_back_to_the_file(monkeypatch):
    save_settings(Settings(animation_speed=1.6))
    monkeypatch.setenv("COCOA_GAMES_ANIMATION_SPEED", "0")
    s = load_settings()
    s.player_names = ["Rae"]
    save_settings(s)
    monkeypatch.delenv("COCOA_GAMES_ANIMATION_SPEED")
    again = load_settings()
    assert again.animation_speed == 1.6 and again.player_names == ["Rae"]


def test_settings_dialog_saves_only_real_changes(qapp, monkeypatch, no_speed_env):
    from PySide6.QtWidgets import QDialog

    from cocoa_games.app.settings_dialog import SettingsDialog, ask_settings

    def untouched(self):
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", untouched)
    s = Settings()
    assert ask_settings(None, s) is False
    assert not paths.settings_path().exists()

    def choose(self):
        self.sound.setChecked(False)
        self.speed.setCurrentIndex(self.speed.findData(0.0))
        self.handoff.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    assert ask_settings(None, s) is True
    stored = load_settings()
    assert (stored.sound_enabled, stored.animation_speed,
            stored.always_handoff) == (False, 0.0, True)

    def cancel(self):
        self.sound.setChecked(True)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(SettingsDialog, "exec", cancel)
    assert ask_settings(None, s) is False
    assert s.sound_enabled is False


def test_names_and_kinds_for_seats_beyond_the_remembered_ones():
    s = Settings(player_names=["Mo", ""], seat_kinds=["computer"])
    assert [s.name_for(i) for i in range(3)] == ["Mo", "Ben", "Cleo"]
    assert s.name_for(8) == "Player 9"
    assert [s.kind_for(i) for i in range(3)] == ["computer", "computer", "computer"]
    assert Settings(seat_kinds=[]).kind_for(0) == "human"


def test_settings_dialog_shows_a_sound_note_when_given(qtbot):
    from cocoa_games.app.settings_dialog import SettingsDialog

    plain = SettingsDialog(Settings())
    noted = SettingsDialog(Settings(), sound_note="No sound device was found.")
    qtbot.addWidget(plain)
    qtbot.addWidget(noted)
    assert "No sound device" not in plain.sound.accessibleDescription()
    assert "No sound device" in noted.sound.accessibleDescription()
    assert noted.sound.isChecked()  # the family's choice is kept for a machine with sound


def test_saving_unchanged_settings_leaves_the_file_alone():
    # closing the window saves every time; an unchanged file is not rewritten (no fsync)
    from cocoa_games.app import paths
    from cocoa_games.app.settings import load_settings, save_settings

    settings = load_settings()
    save_settings(settings)
    first = paths.settings_path().stat().st_ino
    save_settings(load_settings())
    assert paths.settings_path().stat().st_ino == first
    settings.sound_enabled = not settings.sound_enabled
    save_settings(settings)
    assert paths.settings_path().stat().st_ino != first
    assert load_settings().sound_enabled == settings.sound_enabled
