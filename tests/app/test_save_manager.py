"""The save manager: what it lists, its public-only preview, and rename / delete (confirmed,
undoable) / export / import; Continue with several unfinished games."""

from __future__ import annotations

import os
import time

import pytest

from cocoa_games.app import main_window, paths, save_manager, save_slots
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import read_save
from tests.app.test_saves_issue8 import cuckoo_save


def rows(dialog: SaveManager) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


@pytest.fixture
def dialog(qtbot):
    def make(**kwargs) -> SaveManager:
        d = SaveManager(**kwargs)
        qtbot.addWidget(d)
        return d
    return make


def unfinished(tmp_path, name: str, seed: int, age: float = 0.0):
    """An unfinished game in its own slot, as a window would leave it."""
    data = cuckoo_save(tmp_path / f"{name}.cocoa.json", (name, "Ben"), seed=seed)
    session = GameSession.from_save(data)
    session.autosave()
    slot = save_slots.slot_path(session.uid)
    when = time.time() - age
    os.utime(slot, (when, when))
    return slot


def test_it_lists_unfinished_kept_and_finished_games_with_moves_and_date(dialog, tmp_path):
    unfinished(tmp_path, "Alice", 1)
    cuckoo_save(paths.saves_dir() / "sunday.cocoa.json", moves=4)
    d = dialog()
    texts = rows(d)
    assert texts[0].startswith("Cuckoo Zoo — Alice, Ben\nUnfinished · 6 moves · ")
    assert texts[1].startswith("sunday: Cuckoo Zoo — Alice, Ben\nSaved · 4 moves · ")


def test_the_preview_draws_only_the_public_table(dialog, tmp_path, monkeypatch):
    from cocoa_games import games

    scene_class = type(games.make_scene("cuckoo_zoo"))
    original_show = scene_class.show
    viewers = []

    def show(self, observation, viewer, legal):
        viewers.append(viewer)
        return original_show(self, observation, viewer, legal)

    monkeypatch.setattr(scene_class, "show", show)
    cuckoo_save(paths.saves_dir() / "g.cocoa.json")
    d = dialog()
    d._show_preview()
    assert viewers and set(viewers) == {None}  # never a seat's private view
    assert d.preview.pixmap() is not None and not d.preview.pixmap().isNull()


def test_rename_delete_undo(dialog, tmp_path, monkeypatch):
    path = paths.saves_dir() / "old name.cocoa.json"
    cuckoo_save(path)
    d = dialog()
    monkeypatch.setattr(save_manager, "ask_text", lambda *a: "Grandma's game")
    d.rename_current()
    renamed = paths.saves_dir() / "Grandmas game.cocoa.json"
    assert renamed.exists() and not path.exists()
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: False)
    d.delete_current()
    assert renamed.exists()  # not confirmed: nothing happens
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: True)
    before = renamed.read_bytes()
    d.delete_current()
    assert not renamed.exists() and d.list.count() == 0 and d.undo_button.isVisibleTo(d)
    d.undo_delete()
    assert renamed.read_bytes() == before


def test_export_and_import(dialog, tmp_path, monkeypatch):
    cuckoo_save(paths.saves_dir() / "mine.cocoa.json")
    d = dialog()
    out = tmp_path / "usb" / "for granny.cocoa.json"
    out.parent.mkdir()
    monkeypatch.setattr(save_manager, "ask_export_path", lambda *a: str(out))
    d.export_current()
    assert read_save(out).actions == read_save(paths.saves_dir() / "mine.cocoa.json").actions
    told = []
    monkeypatch.setattr(d, "_tell", told.append)
    bad = tmp_path / "bad.cocoa.json"
    bad.write_text("{nope")
    monkeypatch.setattr(save_manager, "ask_import_path", lambda *a: str(bad))
    d.import_file()
    assert told and "cannot be imported" in told[0]
    assert not list(paths.saves_dir().glob("bad*"))
    sent = tmp_path / "from aunt.cocoa.json"
    cuckoo_save(sent, ("Aunt", "Kit"))
    monkeypatch.setattr(save_manager, "ask_import_path", lambda *a: str(sent))
    d.import_file()
    imported = paths.saves_dir() / "from aunt.cocoa.json"
    assert imported.exists() and imported.stat().st_mode & 0o077 == 0
    assert any("Aunt, Kit" in r for r in rows(d))


def test_continue_lists_every_unfinished_game_newest_first(qtbot, tmp_path, monkeypatch):
    unfinished(tmp_path, "Old", 1, age=3600)
    newest = unfinished(tmp_path, "New", 2)
    assert save_slots.unfinished_games()[0] == newest
    asked = []
    monkeypatch.setattr(main_window, "ask_save_manager",
                        lambda parent, only=False: asked.append(only))
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.launcher.continue_summary.full_text.startswith("Cuckoo Zoo — New, Ben")
    assert "1 more" in win.launcher.continue_summary.full_text
    win.continue_game()
    assert asked == [True]
    d = SaveManager(unfinished_only=True)
    qtbot.addWidget(d)
    assert [r.split("\n")[0] for r in rows(d)] == ["Cuckoo Zoo — New, Ben", "Cuckoo Zoo — Old, Ben"]


def test_a_game_ending_never_deletes_another_games_autosave(tmp_path):
    other = unfinished(tmp_path, "Other", 3)
    kept = other.read_bytes()
    from cocoa_games import games
    from cocoa_games.core.saves import SeatInfo
    from tests.fixtures.secret_numbers import Guess

    game = games.get("secret_numbers")
    session = GameSession(game, [SeatInfo("A"), SeatInfo("B")], 5, game.Options())
    session.start()
    seat = session.state.turn_seat()
    session.apply(seat, Guess(session.state.secrets[1 - seat]))
    assert session.state.is_over()
    assert other.read_bytes() == kept
    assert save_slots.finished_path(session.uid).stat().st_mode & 0o077 == 0
    session.stop()
