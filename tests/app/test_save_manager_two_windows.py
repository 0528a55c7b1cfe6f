"""Two windows, each with its Saved games list open: closing one list must not throw away
what the other has just deleted and may still undo."""

from __future__ import annotations

from cocoa_games.app import paths, save_manager
from cocoa_games.app.save_manager import SaveManager
from tests.app.test_saves_issue8 import cuckoo_save


def test_closing_one_list_keeps_the_other_lists_deleted_game_for_undo(qtbot, monkeypatch):
    path = paths.saves_dir() / "grandma.cocoa.json"
    cuckoo_save(path)
    before = path.read_bytes()
    mine, other = SaveManager(), SaveManager()
    qtbot.addWidget(mine)
    qtbot.addWidget(other)
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: True)
    mine.list.setCurrentRow(0)
    mine.delete_current()
    assert not path.exists()
    other.reject()  # the second window's list is closed while mine still offers Undo
    mine.undo_delete()
    assert path.read_bytes() == before
    mine.list.setCurrentRow(0)
    mine.delete_current()
    mine.reject()  # closing the list that deleted it makes the deletion final
    assert not path.exists()
    assert not any((paths.saves_dir() / ".deleted").rglob("*.json"))

