"""kill -9 in the middle of a Cocoons or Coconuts game: the game's autosave slot holds it
and it resumes exactly where it was (same table, same private views, same choices)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cocoa_games.app import save_slots
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import read_save

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, random, sys, time
from PySide6.QtWidgets import QApplication
from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo

app = QApplication([])
game_id, moves = sys.argv[1], int(sys.argv[2])
game = games.get(game_id)
names = ["Ann", "Bo", "Cy"][:max(2, game.min_players)]
session = GameSession(game, [SeatInfo(n) for n in names], 5, game.Options())
session.start()
rng = random.Random(9)
made = 0
while made < moves and not session.state.is_over():
    movers = [s for s in range(len(names)) if session.state.legal_actions(s)]
    seat = rng.choice(movers)
    if session.act(seat, rng.choice(session.state.legal_actions(seat))):
        made += 1
views = [session.state.observe(s) for s in range(len(names))]
print(session.uid + " " + json.dumps([session.state.to_dict(), views], sort_keys=True),
      flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("game_id, moves", [("cocoons", 12), ("coconuts", 25)])
def test_a_killed_window_leaves_the_game_to_resume_exactly(game_id, moves):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT, game_id, str(moves)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    uid, text = line.split(" ", 1)
    state_then, views_then = json.loads(text)
    data = read_save(save_slots.slot_path(uid))
    assert data.actions, "no move reached the autosave"
    session = GameSession.from_save(data)
    assert session.uid == uid  # the same slot, not a copy
    now = session.state
    assert json.loads(json.dumps(now.to_dict(), sort_keys=True)) == state_then
    assert [json.loads(json.dumps(now.observe(s), sort_keys=True))
            for s in range(len(views_then))] == views_then
