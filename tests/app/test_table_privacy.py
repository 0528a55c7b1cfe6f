"""Every registered game through the real table: people pass the screen, and at every step
the scene holds only the viewer's observation, behind a curtain nothing at all, and the log
only what the viewer may read."""

from __future__ import annotations

import importlib
import random

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from tests.app.helpers import log_texts

STEPS = 80


def playable_games() -> list[str]:
    ids = []
    for info in games.all_games():
        try:
            importlib.import_module(games.scene_module(info.id))
        except ImportError:
            continue  # a game whose table is still being built
        ids.append(info.id)
    return ids


@pytest.mark.parametrize("game_id", playable_games())
def test_people_only_ever_see_their_own_view(qtbot, game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    kinds = ["human", "human", "computer"][:count]
    seats = [SeatInfo(name, kind) for name, kind in zip(["Alice", "Ben", "Cleo"], kinds, strict=False)]
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    session = GameSession(game, seats, 17, game.Options(), settings=window.settings)
    window.start_session(session)
    table, rng = window.table, random.Random(3)

    for _ in range(STEPS):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        scene = table.scene
        if session.curtain_seat is not None:
            assert scene.items() == [] and scene.observation is None
            assert table.curtain.isVisibleTo(window) and not table.view.isVisibleTo(window)
            session.reveal()
            continue
        assert scene.observation == session.state.observe(session.viewer)
        visible = [e.text for e in session.history if e.visible_for(session.viewer) and e.text]
        assert log_texts(table) == visible
        offered = session.legal_for_view()
        if offered:
            seat = rng.choice(sorted(offered))
            before = len(session.actions)
            table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
            assert len(session.actions) == before + 1
        else:  # a computer's turn
            before = len(session.actions)
            qtbot.waitUntil(lambda n=before: len(session.actions) > n or session.state.is_over()
                            or session.curtain_seat is not None, timeout=5000)
    assert session.actions, "nobody moved"
