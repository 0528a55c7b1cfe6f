"""Issue 22, the save manager never blocks: the list is built from each file's header (its
first bytes), whatever needs a whole file is read on a worker thread, and a rename, delete
or undo reads nothing again. (How long 40 files of 8 MB take: `python -m bench manager`.)"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.big_save import build
from cocoa_games.app import paths, save_manager, save_peek, save_slots
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.save_peek import HEADER_BYTES
from cocoa_games.app.save_rows import KEPT, describe
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.saves import read_save

MOVES = 3_000  # about 140 KB: twice the header's share and more


def rows(dialog: SaveManager) -> list[str]:
    return [dialog.list.item(i).text() for i in range(dialog.list.count())]


@pytest.fixture(scope="module")
def long_save(tmp_path_factory) -> bytes:
    """The bytes of a legal Kokonana save of MOVES moves (the bench's builder)."""
    path = build(tmp_path_factory.mktemp("long") / "long.cocoa.json", MOVES)
    return path.read_bytes()


def lay_out(raw: bytes, count: int = 6) -> list[Path]:
    places = [paths.saves_dir(), save_slots.unfinished_dir(), save_slots.finished_dir()]
    for folder in places:
        folder.mkdir(parents=True, exist_ok=True)
    out = []
    for n in range(count):
        folder = places[n % 3]
        name = f"{n:032x}" if folder != paths.saves_dir() else f"long {n}"
        out.append(folder / f"{name}.cocoa.json")
        out[-1].write_bytes(raw)
    return out


@pytest.fixture
def ui_reads(monkeypatch):
    """Bytes read by `os.read` on the UI thread (workers may read whole files)."""
    counted = [0]
    real_read = os.read

    def read(fd, n):
        data = real_read(fd, n)
        if threading.current_thread() is threading.main_thread():
            counted[0] += len(data)
        return data

    monkeypatch.setattr(os, "read", read)
    return counted


def settle(qtbot, dialog: SaveManager) -> None:
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=20_000)


def threads_of(monkeypatch, name: str) -> list[threading.Thread]:
    """The threads save_manager's reader `name` runs on from now on."""
    threads = []
    real = getattr(save_manager, name)

    def recorded(path):
        threads.append(threading.current_thread())
        return real(path)

    monkeypatch.setattr(save_manager, name, recorded)
    return threads


def no_whole_reads(monkeypatch) -> None:
    def refuse(*_args):
        raise AssertionError("a whole file was read on the UI thread")

    monkeypatch.setattr(save_manager, "read_save", refuse)
    monkeypatch.setattr(save_manager, "peek_whole", refuse)
    monkeypatch.setattr(save_peek, "read_json_file", refuse)


def test_the_list_shows_every_header_without_reading_whole_files(qtbot, long_save, ui_reads,
                                                                 monkeypatch):
    files = lay_out(long_save)
    assert len(long_save) > 2 * HEADER_BYTES
    no_whole_reads(monkeypatch)
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    texts = rows(dialog)
    assert len(texts) == len(files)
    assert all("Kokonana — Alice, Ben\n" in t and f"· {MOVES} moves ·" in t for t in texts)
    assert ui_reads[0] <= len(files) * (HEADER_BYTES + 1)  # headers only, not 6 × 140 KB
    settle(qtbot, dialog)  # the first game's preview came from a worker
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()


def test_a_rename_a_delete_and_an_undo_read_no_file_again(qtbot, long_save, ui_reads,
                                                          monkeypatch):
    lay_out(long_save)
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    settle(qtbot, dialog)
    kept = next(row for row in range(dialog.list.count())
                if dialog.entry_at(row)[0].parent == paths.saves_dir())
    dialog.list.setCurrentRow(kept)
    settle(qtbot, dialog)
    before = sorted(t.split("\n")[1] for t in rows(dialog))

    def refuse(*_args):
        raise AssertionError("a file was read again")

    for name in ("glance", "peek_whole", "public_table"):
        monkeypatch.setattr(save_manager, name, refuse)
    monkeypatch.setattr(save_manager, "ask_text", lambda *a: "Sunday")
    monkeypatch.setattr(save_manager, "ask_confirm", lambda *a: True)
    ui_reads[0] = 0
    dialog.rename_current()
    assert (paths.saves_dir() / "Sunday.cocoa.json").exists()
    assert any(t.startswith("Sunday: Kokonana — Alice, Ben") for t in rows(dialog))
    dialog.delete_current()
    assert len(rows(dialog)) == len(before) - 1
    dialog.undo_delete()
    assert sorted(t.split("\n")[1] for t in rows(dialog)) == before
    assert ui_reads[0] == 0 and not dialog.busy()


def test_a_save_without_a_header_is_counted_on_a_worker(qtbot, long_save, monkeypatch):
    """Files of older versions have no move count in front: a worker reads them whole."""
    envelope = json.loads(long_save)
    del envelope["moves"]
    older = paths.saves_dir() / "older.cocoa.json"
    older.parent.mkdir(parents=True)
    older.write_text(json.dumps(envelope, separators=(",", ":")))
    threads = threads_of(monkeypatch, "peek_whole")
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    settle(qtbot, dialog)
    assert rows(dialog)[0].startswith(f"older: Kokonana — Alice, Ben\nSaved · {MOVES} moves ·")
    assert threads and threading.main_thread() not in threads


def test_a_big_saves_preview_is_drawn_from_a_worker_and_shows_only_the_public_table(
        qtbot, long_save, monkeypatch):
    from cocoa_games import games

    lay_out(long_save, 1)
    scene_class = type(games.make_scene("kokonana"))
    real_show, viewers = scene_class.show, []

    def show(self, observation, viewer, legal):
        viewers.append(viewer)
        return real_show(self, observation, viewer, legal)

    monkeypatch.setattr(scene_class, "show", show)
    threads = threads_of(monkeypatch, "public_table")
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    settle(qtbot, dialog)
    assert threads and threading.main_thread() not in threads
    assert viewers == [None]  # drawn once, the public table only
    assert not dialog.preview.pixmap().isNull()


def test_the_stored_position_is_read_alone_from_saves_we_write(long_save):
    state = save_peek.stored_position(long_save)
    assert state == json.loads(long_save)["state"]
    assert save_peek.stored_position(long_save.replace(b'"state":', b'"state" :')) is None


def test_closing_the_list_while_files_are_read_drops_their_results_calmly(qtbot, long_save):
    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QApplication

    envelope = json.loads(long_save)
    del envelope["moves"]  # every row needs a worker
    for path in lay_out(long_save, 4):
        path.write_text(json.dumps(envelope, separators=(",", ":")))
    import shiboken6
    from PySide6.QtCore import QEvent

    dialog = SaveManager()
    assert dialog.busy()
    dialog.reject()
    dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(dialog)  # gone while its files are still being read
    assert QThreadPool.globalInstance().waitForDone(20_000)
    QApplication.processEvents()  # the late results reach nobody, and nothing raises


def test_continue_on_the_start_page_reads_only_the_long_autosaves_header(long_save, ui_reads):
    (slot,) = [p for p in lay_out(long_save, 2) if p.parent == save_slots.unfinished_dir()]
    info = save_peek.peek(slot)  # what the launcher's Continue line is made from
    assert (info.title, info.players, info.moves, info.problem) == (
        "Kokonana", ("Alice", "Ben"), MOVES, "")
    assert ui_reads[0] <= HEADER_BYTES + 1


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, 3000), junk=st.binary(max_size=40), keep=st.integers(0, 3000))
def test_a_long_save_with_a_damaged_header_is_listed_with_a_sentence(tmp_path, long_save, cut,
                                                                     junk, keep):
    """Bytes of the header replaced, dropped or cut anywhere: the glance, the full look and
    the preview's read each give a SaveInfo or a sentence, never an exception."""
    path = tmp_path / "hurt.cocoa.json"
    path.write_bytes(long_save[:cut] + junk + long_save[cut + keep:])
    for info in (save_peek.glance(path), save_peek.peek(path)):
        assert not info.problem or info.problem[0].isupper() and info.problem.endswith(".")
        assert len(describe(info, KEPT).split("\n")) == 2  # a row, whatever the bytes
    table = save_manager.public_table(path)
    assert isinstance(table, str | tuple)


def test_the_header_is_never_trusted_for_opening(qtbot, long_save):
    """A file whose header is fine but whose moves are cut off is listed from its header,
    and Open still reads all of it and refuses it."""
    path = paths.saves_dir() / "torn.cocoa.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(long_save[: len(long_save) // 2])
    dialog = SaveManager()
    qtbot.addWidget(dialog)
    assert rows(dialog)[0].startswith(f"torn: Kokonana — Alice, Ben\nSaved · {MOVES} moves")
    with pytest.raises(SaveFormatError):
        read_save(dialog.entry_at(0)[0])
    settle(qtbot, dialog)
    assert "damaged" in dialog.preview.text()  # no picture of a torn file


def test_moves_are_counted_in_the_bytes_of_our_layout_and_parsed_in_any_other(tmp_path,
                                                                              long_save):
    envelope = json.loads(long_save)
    del envelope["moves"]
    assert save_peek.counted_moves(json.dumps(envelope, separators=(",", ":")).encode()) == MOVES
    pretty = tmp_path / "pretty.cocoa.json"
    pretty.write_text(json.dumps(envelope, indent=1))  # made by hand, or by another tool
    assert save_peek.counted_moves(pretty.read_bytes()) is None
    assert save_peek.peek_whole(pretty).moves == MOVES
    assert save_peek.counted_moves(b'{"actions":[],"state":{}}') is None  # not compact: parse
    assert save_peek.counted_moves(b'{"game":"kokonana","actions":[],"state":{}}') == 0
