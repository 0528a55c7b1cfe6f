"""A game in progress, driven at random, through every side path that shows it: the review
of an unfinished game, the save manager's preview, the end screen, the statistics and the
window title. None of them may show more than the public table."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.app import save_slots
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.replay import ReplayDialog
from cocoa_games.app.replay_model import ReplayModel
from cocoa_games.app.save_manager import public_table
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.stats import StatsBook
from cocoa_games.core.saves import SeatInfo, write_save

SECRET_GAMES = [info.id for info in games.all_games() if games.get(info.id).has_private_info]


def private_texts(session: GameSession) -> set[str]:
    """Log lines only some seat may read (no public line says the same)."""
    public = {e.text for e in session.history if e.visible_for(None)}
    return {e.text for e in session.history if not e.visible_for(None)} - public


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_an_unfinished_game_shows_only_its_public_table_everywhere_else(qtbot, tmp_path,
                                                                         game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    seats = [SeatInfo(n) for n in ("Alice", "Ben", "Cleo")[:count]]
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    session = GameSession(game, seats, 31, game.Options(), settings=window.settings)
    window.start_session(session)
    rng = random.Random(8)
    checked = 0
    for step in range(60):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if step % 6 == 5:
            public = session.state.observe(None)
            data = session.save_data()
            # the review of the game so far: public whoever is picked as viewer
            model = ReplayModel(data, finished=False)
            model.seek(model.total)
            for seat in [None, *range(count)]:
                frame = model.frame(seat)
                assert frame.viewer is None and frame.observation == public
                assert not private_texts(session) & set(frame.lines)
            dialog = ReplayDialog(data, finished=False)
            qtbot.addWidget(dialog)
            assert not dialog.viewer.isVisibleTo(dialog) and dialog.selected_viewer() is None
            dialog.reject()
            # the save manager's picture of the autosave, and of a copy kept by hand
            for path in (save_slots.slot_path(session.uid),
                         write_save(tmp_path / "kept.cocoa.json", data)):
                shown = public_table(path)
                assert not isinstance(shown, str), shown
                assert shown[2] == public
            # no ending and no statistics while the game goes on
            assert not window.table.end_screen.isVisible()
            assert session.end_summary is None
            assert StatsBook().players() == {}
            assert window.windowTitle() == f"{game.title} — Cocoa Games"
            checked += 1
        if session.curtain_seat is not None:
            session.reveal()
            continue
        if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
            session.hide()
            continue
        offered = session.legal_for_view()
        seat = rng.choice(sorted(offered))
        window.table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
    assert checked, "the game ended before anything was checked"
