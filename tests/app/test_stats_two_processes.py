"""Two app processes finishing games at the same moment: every game is counted, once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cocoa_games.app import paths
from cocoa_games.app.stats import StatsBook

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import sys
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook
who, games = sys.argv[1], int(sys.argv[2])
book = StatsBook()
for n in range(games):
    players = (PlayerResult("Alice", n % 2 == 0, float(n)), PlayerResult(who, True))
    assert book.record(GameResult(f"{who}-{n}", "kokonana", players)), book.problem
    assert not book.record(GameResult(f"{who}-{n}", "kokonana", players))  # counted once
"""


def test_two_processes_finishing_games_at_once_lose_none_and_count_none_twice():
    env = dict(os.environ, COCOA_GAMES_DATA_DIR=str(paths.data_dir()))
    games = 25
    procs = [subprocess.Popen([sys.executable, "-c", SCRIPT, who, str(games)], cwd=ROOT,
                              env=env, stderr=subprocess.PIPE, text=True)
             for who in ("Ben", "Cleo")]
    for proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    book = StatsBook()
    alice = book.records_of("Alice")["kokonana"]
    assert (alice.played, alice.won) == (2 * games, 2 * ((games + 1) // 2))
    assert book.records_of("Ben")["kokonana"].played == games
    assert book.records_of("Cleo")["kokonana"].played == games
    assert not list(paths.data_dir().glob(".stats-*"))  # no temp file left behind
