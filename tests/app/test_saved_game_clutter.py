"""Saved games without clutter (#25 point 10): a game nobody moved in is not kept, each game
is listed once, the list says which games had computers, Export suggests a real name, and
a volume that is kept and heard."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence

from cocoa_games.app import main_window, paths, save_manager, save_slots
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.settings_dialog import SettingsDialog
from cocoa_games.app.sound import SoundService
from tests.app.helpers import FIXTURE, fixture_setup
from tests.app.hostile_files import quiet_window
from tests.app.test_sound import _fake_multimedia

_window = pytest.fixture(quiet_window, name="window")


def _people_game(window, monkeypatch, kinds=("human", "human")) -> None:
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup(kinds=kinds))


def _miss(session) -> None:
    session.reveal()
    seat = session.state.turn_seat()
    assert session.act(seat, next(a for a in session.state.legal_actions(seat)
                                  if a.number != session.state.secrets[1 - seat]))


def _win(session) -> None:
    session.reveal()
    seat = session.state.turn_seat()
    right = next(a for a in session.state.legal_actions(seat)
                 if a.number == session.state.secrets[1 - seat])
    assert session.act(seat, right) and session.state.is_over()


def _listed(qtbot) -> list[tuple[Path, str]]:
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    return dialog.entries()


def test_ctrl_n_with_no_move_leaves_no_unfinished_game(window, monkeypatch):
    _people_game(window, monkeypatch)
    new = next(a for a in window.findChildren(QAction)
               if a.shortcut() == QKeySequence(QKeySequence.StandardKey.New))
    new.trigger()
    first = window.session
    assert first is not None
    new.trigger()  # and again, before anyone moved
    assert window.session is not first
    assert save_slots.unfinished_games() == []  # no "Unfinished · 0 moves" at all
    _miss(window.session)
    assert save_slots.unfinished_games() == [save_slots.slot_path(window.session.uid)]


def test_an_unplayed_rematch_leaves_nothing_behind(window, monkeypatch):
    _people_game(window, monkeypatch)
    window.new_game(FIXTURE)
    _win(window.session)
    played = window.session.uid
    window.rematch()
    assert window.session.uid != played
    assert save_slots.unfinished_games() == []
    assert save_slots.finished_games() == [save_slots.finished_path(played)]


def test_a_game_kept_with_save_is_listed_once(qtbot, window, monkeypatch):
    _people_game(window, monkeypatch)
    window.new_game(FIXTURE)
    session = window.session
    _miss(session)
    kept = paths.saves_dir() / "sunday.cocoa.json"
    session.save_to(kept)
    assert len(save_slots.unfinished_games()) == 1  # the slot goes on as well ...
    assert _listed(qtbot) == [(kept, save_manager.KEPT)]  # ... but the game shows once
    _miss(session)  # played on past the save: a later position, listed beside the save
    assert _listed(qtbot) == [(save_slots.slot_path(session.uid), save_manager.UNFINISHED),
                              (kept, save_manager.KEPT)]
    session.save_to(kept)  # saved again: one entry again
    assert _listed(qtbot) == [(kept, save_manager.KEPT)]


def test_the_list_says_which_games_had_computers(qtbot, window, monkeypatch):
    _people_game(window, monkeypatch, kinds=("human", "computer"))
    window.new_game(FIXTURE)
    _miss(window.session)
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    assert "with 1 computer" in dialog.list.item(0).text()


def test_export_suggests_game_players_and_date_not_a_hash(qtbot, window, monkeypatch):
    _people_game(window, monkeypatch)
    window.new_game(FIXTURE)
    _miss(window.session)
    asked: list[str] = []
    monkeypatch.setattr(save_manager, "ask_export_path", lambda parent, s: asked.append(s) or "")
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    dialog.export_current()
    name = Path(asked[0]).name
    title = window.session.game.title
    assert name.startswith(f"{title} - Alice Ben - 20"), name
    assert window.session.uid not in name


def test_the_volume_is_kept_and_every_sound_plays_at_it(qtbot, monkeypatch):
    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.volume.value() == 60
    dialog.volume.setValue(25)
    assert dialog.apply_to(settings)
    save_settings(settings)
    again = load_settings()
    assert again.volume == 0.25
    from cocoa_games.app import sound as sound_mod

    mm = _fake_multimedia(["speakers"])
    mm.QSoundEffect.setVolume = lambda self, v: setattr(self, "volume", v)
    monkeypatch.setattr(sound_mod, "_import_multimedia", lambda: mm)
    service = SoundService(again)
    service.play("deal")
    service.play("win")
    assert {e.volume for e in mm.QSoundEffect.made} == {0.25}
    again.volume = 0.8  # changed in Settings while playing: the next sound follows
    service.play("deal")
    effect = next(e for e in mm.QSoundEffect.made if e.source.endswith("deal.wav"))
    assert effect.volume == 0.8 and effect.plays == 2
    again.volume = 0.0
    service.play("deal")
    assert effect.plays == 2 and service.silent  # at 0 nothing plays


def test_without_a_sound_device_the_volume_slider_changes_nothing_but_the_setting(qtbot,
                                                                                monkeypatch):
    from cocoa_games.app import sound as sound_mod

    def missing():
        raise ImportError("no QtMultimedia here")

    monkeypatch.setattr(sound_mod, "_import_multimedia", missing)
    settings = Settings(volume=0.9)
    service = SoundService(settings)
    service.play("deal")  # silently, no error
    assert service.silent and settings.volume == 0.9
