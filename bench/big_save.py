"""Opening a huge legal save: the app against the library (issue 8).

A Kokonana game can go on for ever (flip a tile, acknowledge, next player ...), so a legal
save of ~232,000 moves and ~8 MB exists. `read_save` (the library: read, parse, check,
replay) sets the scale; the app's time is from `MainWindow.load_file` to the table drawn.
Target: app ≤ 2 × library, and the app's extra memory reported for information.
"""

from __future__ import annotations

import os
import tempfile
import time
import tracemalloc
from pathlib import Path

from .common import Result, scratch_user_folders

MOVES = 172_000  # about the most flip/acknowledge moves that fit the 8 MB cap (48 bytes each)


def build(path: Path, moves: int = MOVES) -> Path:
    """Write a legal Kokonana save of `moves` moves (flip and acknowledge, round after round)."""
    from cocoa_games.core.saves import SaveData, SeatInfo, write_save
    from cocoa_games.games import get

    game = get("kokonana")
    seats = [SeatInfo("Alice"), SeatInfo("Ben")]
    state = game.new_state([s.name for s in seats], game.Options(), 1)
    actions = []
    while len(actions) < moves and not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        slow = [a for a in legal if a.kind in ("flip", "acknowledge")]
        action = (slow or legal)[0]
        state.apply(seat, action)
        actions.append((seat, action))
    write_save(path, SaveData(game, seats, 1, game.Options(), actions, state))
    return path


def _time(fn, runs: int) -> float:
    """Best wall time of `runs` calls (the machine is shared: the best is the least noisy)."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _peak_mb(fn) -> float:
    """Peak Python memory of one call (traced separately: tracing slows everything)."""
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return peak


def run(runs: int = 2, memory: bool = False) -> list[Result]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        scratch_user_folders(folder)
        path = build(Path(folder) / "huge.cocoa.json")
        size_mb = path.stat().st_size / 2**20

        from PySide6.QtWidgets import QApplication

        from cocoa_games.app.main_window import MainWindow
        from cocoa_games.core.saves import read_save

        app = QApplication.instance() or QApplication([])
        window = MainWindow()
        window.resize(1280, 800)
        window.show()

        def through_app() -> None:
            if not window.load_file(path):
                raise RuntimeError(window.statusBar().currentMessage())
            app.processEvents()  # the table drawn: scene, players, log
            window.back_to_launcher()
            app.processEvents()

        # interleaved, so a busy moment on a shared machine hits both alike
        library = shown = float("inf")
        for _ in range(runs):
            library = min(library, _time(lambda: read_save(path), 1))
            shown = min(shown, _time(through_app, 1))
        results = [
            Result("huge save: library read_save", library, "s",
                   note=f"{size_mb:.1f} MB, {MOVES:,} moves"),
            Result("huge save: through the app", shown, "s", "≤ 2 × library",
                   shown <= 2.0 * library, note=f"{shown / library:.2f} × library"),
        ]
        if memory:
            library_mb, app_mb = _peak_mb(lambda: read_save(path)), _peak_mb(through_app)
            results.append(Result("huge save: peak memory, app / library", app_mb / library_mb,
                                  "×", note=f"{app_mb:.0f} MB vs {library_mb:.0f} MB traced"))
        window.close()
    return results
