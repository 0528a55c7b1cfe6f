"""Issue 22: any date, name or byte in a file shows as text and never breaks the list — a
date at the ends of the calendar, a file name that is not UTF-8, a player's name with a
lone surrogate or a line break — and every action still works on such a file."""

from __future__ import annotations

import json
import os
import time

import pytest

from cocoa_games.app import paths, save_manager, save_peek
from cocoa_games.app.save_manager import SaveManager, local_date
from cocoa_games.core.saves import read_save
from tests.app.test_saves_issue8 import cuckoo_save


def rows(dialog: SaveManager) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


@pytest.fixture
def told(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(SaveManager, "_tell", lambda self, text: said.append(text))
    return said


@pytest.fixture
def east_of_utc(monkeypatch):
    """The family's clock in Tokyo, where 9999-12-31T23:59:59 UTC is already year 10000."""
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def stamped(path, stamp: str) -> None:
    """A save whose `saved_at` is `stamp` (as an older version, or a hand, wrote it)."""
    cuckoo_save(path)
    envelope = json.loads(path.read_bytes())
    envelope["saved_at"] = stamp
    path.write_text(json.dumps(envelope, separators=(",", ":")))
    read_save(path)  # it opens: so the list must show it


@pytest.mark.parametrize("stamp", ["0001-01-01", "9999-12-31T23:59:59", "0001-01-01T00:00:00+14:00",
                                   "9999-12-31T23:59:59-12:00", "not a date"])
def test_a_date_at_either_end_of_the_calendar_is_shown_and_breaks_nothing(
        qtbot, east_of_utc, told, monkeypatch, stamp):
    odd = paths.saves_dir() / "odd.cocoa.json"
    stamped(odd, stamp)
    good = paths.saves_dir() / "good.cocoa.json"
    cuckoo_save(good)
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    texts = rows(dialog)
    assert any(t.startswith("odd: Cuckoo Zoo — Alice, Ben\nSaved · 6 moves · ") for t in texts)
    assert any(t.startswith("good: Cuckoo Zoo — Alice, Ben\nSaved · 6 moves · ") for t in texts)
    dialog.list.setCurrentRow(next(i for i, t in enumerate(texts) if t.startswith("good")))
    dialog.open_current()
    assert dialog.chosen == (good, False)  # every other save stays reachable
    dialog.list.setCurrentRow(next(i for i, t in enumerate(rows(dialog)) if t.startswith("odd")))
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: True)
    dialog.delete_current()  # and the odd one can be deleted from here
    assert not odd.exists() and not told


def test_dates_at_the_ends_of_the_calendar_read_as_dates(qapp, east_of_utc):
    assert "1" in local_date("0001-01-01")
    assert local_date("9999-12-31T23:59:59")  # already 1 January 10000 in Tokyo
    assert local_date("not a date") == "not a date"  # text that is no date shows as it is
    assert local_date("x" * 5000) == "x" * 40


def test_a_save_named_with_latin1_bytes_is_listed_readably_and_every_action_works(
        qtbot, told, monkeypatch, tmp_path):
    folder = paths.saves_dir()
    latin = folder / os.fsdecode(b"caf\xe9 game.cocoa.json")  # as an older system named it
    cuckoo_save(latin)
    raw_name = os.fsencode(latin.name)
    before = latin.read_bytes()
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    assert rows(dialog)[0].startswith("café game: Cuckoo Zoo — Alice, Ben\nSaved · 6 moves")
    assert "café game" in dialog.detail.text()
    dialog.open_current()
    assert dialog.chosen == (latin, False) and read_save(dialog.chosen[0]).actions
    out = tmp_path / "usb" / "copy.cocoa.json"
    out.parent.mkdir()
    suggested = []
    monkeypatch.setattr(save_manager, "ask_export_path",
                        lambda parent, name: suggested.append(name) or str(out))
    dialog.export_current()
    assert out.read_bytes() == before and suggested[0].endswith("café game.cocoa.json")
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: True)
    dialog.delete_current()
    assert not latin.exists() and dialog.list.count() == 0
    dialog.undo_delete()
    assert [os.fsencode(p.name) for p in folder.glob("*.cocoa.json")] == [raw_name]
    offered = []
    monkeypatch.setattr(save_manager, "ask_text",
                        lambda parent, title, label, text: offered.append(text) or "Café")
    dialog.rename_current()
    assert offered == ["café game"]
    assert (folder / "Café.cocoa.json").read_bytes() == before and not latin.exists()
    assert rows(dialog)[0].startswith("Café: Cuckoo Zoo") and not told


def test_names_with_a_lone_surrogate_or_a_line_break_show_as_text(qtbot):
    path = paths.saves_dir() / "names.cocoa.json"
    cuckoo_save(path)
    envelope = json.loads(path.read_text())
    envelope["seats"][0]["name"] = "Ann\ud800"
    envelope["seats"][1]["name"] = "Ben\nLee"
    path.write_text(json.dumps(envelope))  # ASCII escapes: "\ud800" is legal JSON
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    text = rows(dialog)[0]
    assert text.startswith("names: Cuckoo Zoo — Ann\ufffd, Ben\ufffdLee\nSaved · 6 moves")
    assert len(text.split("\n")) == 2  # a name never adds a line to its row
    assert save_peek.peek(path).players == ("Ann\ufffd", "Ben\ufffdLee")  # Continue's line too


def test_open_from_the_list_puts_a_latin1_named_save_on_the_table(qtbot, monkeypatch):
    from cocoa_games.app import main_window
    from cocoa_games.app.main_window import MainWindow

    said: list[str] = []
    monkeypatch.setattr(main_window, "show_message", lambda parent, title, text: said.append(text))
    latin = paths.saves_dir() / os.fsdecode(b"caf\xe9 game.cocoa.json")
    cuckoo_save(latin)
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = SaveManager(window)
    qtbot.addWidget(dialog)
    dialog.open_current()
    assert dialog.chosen is not None and window.load_file(dialog.chosen[0]), said
    assert window.session is not None and len(window.session.actions) == 6


def test_the_chosen_row_is_readable(qtbot):
    """The style's highlight drew the chosen row's words white on pale blue."""
    from PySide6.QtGui import QColor

    cuckoo_save(paths.saves_dir() / "sunday.cocoa.json")
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    rect = dialog.list.visualItemRect(dialog.list.currentItem())
    image = dialog.list.viewport().grab().toImage()
    dark = sum(QColor(image.pixel(x, y)).lightness() < 110
               for x in range(rect.left(), rect.right(), 2)
               for y in range(rect.top(), rect.bottom(), 2))
    assert dark > 40  # its words stand out from the highlight
