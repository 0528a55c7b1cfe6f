"""What a save file is called and how big it may be — all that listing saves needs, without
the save format's machinery (core/saves.py), which starting the app does not load."""

from __future__ import annotations

MAX_SAVE_BYTES = 8 * 1024 * 1024  # a long game is well under 1 MB
SAVE_SUFFIX = ".cocoa.json"
#: every seed a save holds is 0 <= seed < SEED_LIMIT; where a seed enters (the command
#: line) the same range is checked, so every game started can be saved and read back
SEED_LIMIT = 2**63
