"""A game told again in another language (Settings changes it mid-game), no Qt.

Rules put events into words when they happen, so the log, the banners and the end screen of
a game on the table speak the language they were played in. Changing language takes the
game's moves and slot as they are and plays them again in the new language: the retold
game continues the same slot and the same save file, and nothing of it is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cocoa_games.app.slot_policy import Opened

if TYPE_CHECKING:
    from cocoa_games.app.session import GameSession


def retelling(session: GameSession) -> Opened:
    """`session` as a save opened onto its own slot, ready to be played again in the
    language now active (the window stops `session` first, freeing its slot)."""
    return Opened(session.save_data(), session.uid, from_slot=session.slot_is_current,
                  save_path=session.save_path)
