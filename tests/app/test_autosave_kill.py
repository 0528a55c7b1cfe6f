"""The autosave survives a process killed mid-game (SIGKILL, no chance to clean up)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cocoa_games.app import save_slots
from cocoa_games.core.saves import read_save

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
from cocoa_games import games
sys.path.insert(0, ".")
from tests.conftest import FIXTURE_INFO  # registers the fixture game
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo

app = QApplication([])
game = games.get("secret_numbers")
session = GameSession(game, [SeatInfo("Alice"), SeatInfo("Ben")], 11, game.Options())
session.start()
for _ in range(4):
    session.reveal()
    seat = session.state.turn_seat()
    secret = session.state.secrets[1 - seat]
    session.act(seat, next(a for a in session.state.legal_actions(seat) if a.number != secret))
print(session.uid + " " + json.dumps(session.state.to_dict(), sort_keys=True), flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_autosave_survives_sigkill():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        uid, line = line.split(" ", 1)
        assert save_slots.is_locked_elsewhere(uid)  # a second window may not take it
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    data = read_save(save_slots.slot_path(uid))
    assert not save_slots.is_locked_elsewhere(uid)  # the dead window holds no lock
    assert len(data.actions) == 4
    assert json.dumps(data.state.to_dict(), sort_keys=True) == line.strip()
    leftovers = [p for p in save_slots.unfinished_dir().iterdir() if p.name.startswith(".saving-")]
    assert leftovers == []
