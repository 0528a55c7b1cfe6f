"""The session's helpers: who sees what, the bot step, the autosave slot, the ending and the
speed override are Qt-free modules of their own, and the app's computers take the very bot
step the conformance playthrough and the bench take."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from tests.conformance.playthrough import canonical, play_bots

QT_FREE = ("cocoa_games.app.view_policy", "cocoa_games.app.autosave", "cocoa_games.app.game_end",
           "cocoa_games.app.speed", "cocoa_games.core.bot_step", "cocoa_games.core.cues")


@pytest.mark.parametrize("module", QT_FREE)
def test_the_sessions_helpers_need_no_qt(module):
    code = (f"import sys, {module}; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


@pytest.mark.parametrize("game_id", ["cuckoo_zoo", "coconuts"])  # both have interjections
def test_computers_play_the_same_game_at_the_table_as_in_the_playthrough(qtbot, game_id):
    game = games.get(game_id)
    level = game.bot_levels[-1]
    seats = [SeatInfo(f"Bot{i}", "computer", level) for i in range(3)]
    session = GameSession(game, seats, 7, autosave=False)
    session.start()
    qtbot.waitUntil(session.state.is_over, timeout=60000)
    state, steps = play_bots(game, 3, 7, level=level)
    assert len(session.actions) == steps
    assert canonical(session.state.to_dict()) == canonical(state.to_dict())
