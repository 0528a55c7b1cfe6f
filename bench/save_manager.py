"""The save manager with 40 long saves (issue 22): opening the list and refreshing it.

Forty legal 8 MB Kokonana saves (the `saves` benchmark's builder, copied) lie in the three
places the manager lists: kept saves, unfinished slots and finished games. Timed, wall and
CPU (CPU counts every thread, so work pushed to a worker still shows): the dialog built,
shown and settled (its list and the selected game's preview drawn, no reading left in
flight), then the same after a rename, a delete and its undo, and opening again on saves
of an older version (no move count in the header: a worker reads each whole file, so
the time runs until the last row is counted). The yardstick, measured in the same run,
is what listing cost per file before: one file through the hardened reader (read and
parse). Target from the issue: ≤ 2 s each, absolute; the ratio is beside it.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

from .common import Result, scratch_user_folders

FILES = 40
TARGET_S = 2.0


def _lay_out(source: Path, count: int = FILES) -> None:
    """`count` copies of `source`: half kept saves, a quarter unfinished, a quarter finished."""
    from cocoa_games.app import paths, save_slots

    for folder in (paths.saves_dir(), save_slots.unfinished_dir(), save_slots.finished_dir()):
        folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        if n % 4 == 1:
            target = save_slots.slot_path(f"{n:032x}")
        elif n % 4 == 3:
            target = save_slots.finished_path(f"{n:032x}")
        else:
            target = paths.saves_dir() / f"long game {n}.cocoa.json"
        shutil.copyfile(source, target)


def _without_move_counts(path: Path) -> None:
    """Rewrite a save without the header's move count: every row then needs its whole file."""
    import json

    envelope = json.loads(path.read_bytes())
    del envelope["moves"]
    path.write_text(json.dumps(envelope, ensure_ascii=False, separators=(",", ":")))


def _settle(app, dialog) -> None:
    """Process events until the dialog has nothing left to read (its list and preview)."""
    busy = getattr(dialog, "busy", lambda: False)
    app.processEvents()
    while busy():
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()


def _timed(fn) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def run() -> list[Result]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        scratch_user_folders(folder)
        from PySide6.QtWidgets import QApplication

        from cocoa_games.app import paths, save_manager
        from cocoa_games.core.safe_read import read_json_file
        from cocoa_games.core.saves import MAX_SAVE_BYTES

        from .big_save import build

        source = build(Path(folder) / "long.cocoa.json")
        size_mb = source.stat().st_size / 2**20
        _lay_out(source)
        app = QApplication.instance() or QApplication([])
        yardstick = min(_timed(lambda: read_json_file(source, MAX_SAVE_BYTES))[0]
                        for _ in range(2))

        holder: list = []

        def open_list() -> None:
            dialog = save_manager.SaveManager()
            dialog.resize(1100, 720)
            dialog.show()
            _settle(app, dialog)
            holder.append(dialog)

        timings = {"open": _timed(open_list)}
        dialog = holder[0]
        kept = next(i for i in range(dialog.list.count())
                    if dialog.entry_at(i)[0].parent == paths.saves_dir())
        dialog.list.setCurrentRow(kept)
        _settle(app, dialog)
        save_manager.ask_text = lambda *a: "renamed long game"
        save_manager.ask_confirm = lambda *a: True

        def after(command) -> None:
            command()
            _settle(app, dialog)

        timings["refresh after a rename"] = _timed(lambda: after(dialog.rename_current))
        timings["refresh after a delete"] = _timed(lambda: after(dialog.delete_current))
        timings["refresh after its undo"] = _timed(lambda: after(dialog.undo_delete))
        dialog.reject()
        dialog.deleteLater()
        app.processEvents()
        _without_move_counts(source)  # as saves of older versions are
        _lay_out(source)
        holder.clear()
        timings["open, saves of an older version"] = _timed(open_list)
        holder[0].reject()
        holder[0].deleteLater()
        app.processEvents()

    results = [Result("save manager: yardstick, one long save read", yardstick, "s",
                      note=f"{size_mb:.1f} MB, the old per-file cost of the list")]
    for what, (wall, cpu) in timings.items():
        results.append(Result(f"save manager {FILES}×8 MB: {what}", wall, "s",
                              f"≤ {TARGET_S:.0f} s", wall <= TARGET_S,
                              f"CPU {cpu:.2f} s · {wall / yardstick:.2f} × yardstick"))
    return results
