"""What a save file is called and how big it may be — all that listing saves needs, without
the save format's machinery (core/saves.py), which starting the app does not load."""

from __future__ import annotations

MAX_SAVE_BYTES = 8 * 1024 * 1024  # a long game is well under 1 MB
SAVE_SUFFIX = ".cocoa.json"
