"""Idle CPU: a table waiting for a person should cost (nearly) nothing.

For each game a child process opens the real main window offscreen with a quick game
(seat 1 a person, the others computers, as `--game` starts it) at normal animation speed,
lets the opening cues run their course, then measures the process's CPU time over a few
seconds of the event loop waiting (all threads, `time.process_time`). Reported as % of
one core; also the first seconds (while the turn cue pulses) for information.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .common import Result
from .startup import child_env

GAMES = ("cuckoo_zoo", "kokonana", "cocoons", "coconuts")
SETTLE_S = 6.0  # cues pulse a few times when a turn starts, then rest
MEASURE_S = 5.0
TARGET_PCT = 0.5  # "~0 %": timers that still tick show up well above this


def _wait(app, seconds: float) -> None:
    """Run the event loop for `seconds` without spinning (as the app waits for input)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def child(game_id: str) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.ui import theme

    app = QApplication.instance() or QApplication(["bench-idle"])
    app.setStyleSheet(theme.app_style_sheet())
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.quick_game(game_id, 7, 3)
    _wait(app, 1.0)  # the deal and the first paint
    start = time.process_time()
    _wait(app, SETTLE_S - 1.0)
    cue = time.process_time() - start
    start_wall, start = time.perf_counter(), time.process_time()
    _wait(app, MEASURE_S)
    idle = time.process_time() - start
    wall = time.perf_counter() - start_wall
    return {"cue_pct": 100 * cue / (SETTLE_S - 1.0), "idle_pct": 100 * idle / wall}


def measure(game_id: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="cocoa-bench-idle-") as home:
        env = child_env(Path(home))
        env["COCOA_GAMES_ANIMATION_SPEED"] = "1"  # the cues as a player sees them
        out = subprocess.run([sys.executable, "-m", "bench.idle", game_id], env=env,
                             capture_output=True, text=True, timeout=60,
                             cwd=Path(__file__).resolve().parent.parent)
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-500:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def run() -> list[Result]:
    results = []
    for game_id in GAMES:
        try:
            m = measure(game_id)
        except Exception as exc:  # a game still being written: report, keep benchmarking
            results.append(Result(f"idle CPU: {game_id}", None, "", f"<= {TARGET_PCT} %",
                                  note=f"{type(exc).__name__}: {exc}"[:90]))
            continue
        results.append(Result(f"idle CPU: {game_id} waiting", m["idle_pct"], "%",
                              f"<= {TARGET_PCT} %", m["idle_pct"] <= TARGET_PCT,
                              f"{MEASURE_S:.0f} s after {SETTLE_S:.0f} s; % of one core"))
        results.append(Result(f"idle CPU: {game_id} first seconds", m["cue_pct"], "%",
                              note="while the turn cue pulses, information"))
    return results


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(json.dumps(child(sys.argv[1])))
