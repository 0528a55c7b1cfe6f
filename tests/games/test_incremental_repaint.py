"""What the window shows after each move is what a full repaint shows, for every game.

A move repaints only what changed, and that repaint takes short cuts: pictures copied
piece by piece, no felt under a game's opaque board. Played through a seeded bot game in
the app's own view (the table shown to the seat to move, as at a hand-off), the window's
real back buffer after each move's repaint must equal a repaint of the whole view: no
stale pixel, no missing felt, no piece of a picture lost at a rectangle's edge.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cocoa_games import games
from cocoa_games.core.game import Game
from tests.scene_view import in_game_view, on_screen

from .bot_table import bot_move, seat_bots

GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]
PLAYERS = 3
SEED = 5
MOVES = 24


def _shown_moves(game: Game) -> list[tuple]:
    """(observation, viewer, legal) before each of the first moves of a seeded bot game."""
    state = game.new_state([f"P{i + 1}" for i in range(PLAYERS)], None, SEED)
    bots = seat_bots(game, PLAYERS, SEED)
    shown = []
    while len(shown) < MOVES and not state.is_over():
        seats = state.to_move()
        shown.append((state.observe(seats[0]), seats[0],
                      {s: state.legal_actions(s) for s in seats}))
        bot_move(state, bots)
    return shown


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_moves_repaint_leaves_what_a_full_repaint_shows(qtbot, game_id):
    scene = games.make_scene(game_id)
    scene.animation_speed = 0.0
    scene.setup([f"P{i + 1}" for i in range(PLAYERS)])
    view = in_game_view(qtbot, scene, (950, 690))
    for n, (observation, viewer, legal) in enumerate(_shown_moves(games.get(game_id))):
        scene.show(observation, viewer, legal)
        after_move = on_screen(view)
        view.viewport().update()  # everything again, from scratch
        QApplication.processEvents()
        assert on_screen(view) == after_move, f"{game_id}: move {n} left stale pixels"
