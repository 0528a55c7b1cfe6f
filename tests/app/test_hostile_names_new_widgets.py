"""Player names that are markup pointing at a pipe, control characters, right-to-left
overrides or simply very long, in every widget added with the save manager: the end screen,
the statistics, the save manager (list and picture), the replay. Rendered as rich text, the
`<img>` would make Qt open the pipe and hang for good, so it all runs in a child process
that must finish in time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import random, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.app.end_screen import EndScreen
from cocoa_games.app.replay import ReplayDialog
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook
from cocoa_games.app.stats_dialog import StatsDialog
from cocoa_games.core import end_summary
from cocoa_games.core.saves import SaveData, SeatInfo, write_save

fifo = sys.argv[1]
names = [f'<img src="{fifo}">Ann', "\u202eBo\x07\x1b[31m", "C" * 100]
shown = []
ended = []

def names_in(widget):
    return [(lab.text(), lab.textFormat().name) for lab in widget.findChildren(QLabel)
            if "<img" in lab.text()]

for info in games.all_games():
    game = games.get(info.id)
    seats = names[:max(game.min_players, min(3, game.max_players))]
    state = game.new_state(seats, game.Options(), 3)
    rng, actions, history = random.Random(2), [], []
    for _ in range(400):
        if state.is_over():
            break
        seat = rng.choice([s for s in state.to_move() if state.legal_actions(s)])
        action = rng.choice(state.legal_actions(seat))
        history += state.apply(seat, action)
        actions.append((seat, action))
    data = SaveData(game, [SeatInfo(n) for n in seats], 3, game.Options(), actions, state)
    write_save(paths.saves_dir() / f"{info.id}.cocoa.json", data)
    for finished in (False, state.is_over()):
        replay = ReplayDialog(data, finished)
        replay.show(); replay.go_to(len(actions)); replay.grab(); replay.close()
    end = EndScreen()
    summary = end_summary.build(game, state, seats, history, len(actions), 60.0)
    if state.is_over():
        ended.append(info.id)
        end.present(state.outcome(), seats, summary, {n: "won 1 of 1 game" for n in seats})
        end.grab()
        shown += names_in(end)
    StatsBook().record(GameResult(info.id, info.id, tuple(
        PlayerResult(n, i == 0, 5.0) for i, n in enumerate(seats))))
manager = SaveManager()
manager.show()
for row in range(manager.list.count()):
    manager.list.setCurrentRow(row)
    manager._show_preview()
    manager.grab()
    shown += names_in(manager)
stats = StatsDialog()
stats.show(); stats.grab()
shown += names_in(stats)
rich = [text for text, kind in shown if kind != "PlainText"]
assert not rich, rich
print("done", len(shown), ended)
"""


def test_hostile_names_in_every_new_widget_neither_hang_nor_render(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               COCOA_GAMES_DATA_DIR=str(tmp_path / "data"),
               COCOA_GAMES_CONFIG_DIR=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(fifo)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.startswith("done")
    assert "[]" not in result.stdout  # at least one game ended: its end screen was shown
