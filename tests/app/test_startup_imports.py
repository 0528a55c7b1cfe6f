"""Start-up stays light: the launcher loads neither QtMultimedia nor any game until needed,
and what its first frame does not show (tile art, html tables, uuid, the ~90 enums PySide
builds on the first touch of the Qt namespace, the game contract) comes after it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: what listing the games may import of them: each game's package, which holds its metadata
METADATA_ONLY = sorted(f"cocoa_games.games.{game_id}" for game_id in
                       ("cuckoo_zoo", "kokonana", "cocoons", "coconuts"))

SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cocoa_games.app import first_frame
from cocoa_games.app.main_window import MainWindow
window = MainWindow()
window.resize(1280, 800)
at_first_frame = {}

def look():
    at_first_frame.update(
        svg="PySide6.QtSvg" in sys.modules, html="html" in sys.modules,
        qt_enums="Qt" in vars(sys.modules["PySide6.QtCore"]),
        uuid="uuid" in sys.modules, datetime="datetime" in sys.modules,
        save_format="cocoa_games.core.saves" in sys.modules,
        game_contract="cocoa_games.core.game" in sys.modules)

first_frame.after_first_paint(window, look)
window.show()
for _ in range(20):
    app.processEvents()
art = {}
for game_id, tile in window.launcher.tiles.items():
    image = tile.art.grab().toImage()
    art[game_id] = len({image.pixel(x, y) for x in range(0, image.width(), 17)
                        for y in range(0, image.height(), 17)})
games = sorted(m for m in sys.modules if m.startswith("cocoa_games.games."))
print(json.dumps({"multimedia": "PySide6.QtMultimedia" in sys.modules, "games": games,
                  "first_frame": at_first_frame, "art_colours": art}))
window.close()
"""


def start_launcher(tmp_path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               COCOA_GAMES_DATA_DIR=str(tmp_path / "data"),
               COCOA_GAMES_CONFIG_DIR=str(tmp_path / "config"),
               COCOA_GAMES_LOG_DIR=str(tmp_path / "logs"))
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_launcher_imports_no_game_and_no_multimedia(tmp_path):
    facts = start_launcher(tmp_path)
    assert facts["multimedia"] is False
    # each game's package is its metadata (the tile's words) and imports nothing else of it
    assert facts["games"] == METADATA_ONLY


def test_the_first_frame_waits_for_nothing_it_does_not_show(tmp_path):
    facts = start_launcher(tmp_path)
    assert facts["first_frame"] == {"svg": False, "html": False, "uuid": False,
                                    "datetime": False, "qt_enums": False,
                                    "save_format": False, "game_contract": False}
    # ...and the tile pictures follow right after it, without anyone asking for them
    assert facts["art_colours"], "no tiles"
    assert all(count > 20 for count in facts["art_colours"].values()), facts["art_colours"]
