"""Start-up stays light: the launcher loads neither QtMultimedia nor any game until needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cocoa_games.app.main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
games = sorted(m for m in sys.modules if m.startswith("cocoa_games.games."))
print(json.dumps({"multimedia": "PySide6.QtMultimedia" in sys.modules, "games": games}))
window.close()
"""


def test_the_launcher_imports_no_game_and_no_multimedia(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               COCOA_GAMES_DATA_DIR=str(tmp_path / "data"),
               COCOA_GAMES_CONFIG_DIR=str(tmp_path / "config"),
               COCOA_GAMES_LOG_DIR=str(tmp_path / "logs"))
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    facts = json.loads(result.stdout.strip().splitlines()[-1])
    assert facts["multimedia"] is False
    assert facts["games"] == []
