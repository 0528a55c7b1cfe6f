"""Kokonana's memory is memory: Review moves (Ctrl+R) during a game draws a pair that has been
turned back face down again, at every step, face down — it shows which tiles were turned,
never what they were. The replay of the finished game shows the faces as they were."""

from __future__ import annotations

import pytest

from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.replay import ReplayDialog
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.bot_step import choose_move, seat_bots
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana import board as B
from cocoa_games.games.kokonana.actions import Acknowledge, Flip
from cocoa_games.games.kokonana.rules import KokonanaGame

GAME = KokonanaGame()
SEED = 12


def drawn_faces(scene) -> dict[str, str]:
    """The tiles whose face the review's scene draws."""
    return {name: tile.motif for name, tile in scene.tiles.items() if tile.motif}


@pytest.fixture
def window(qtbot):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    yield window
    window.table.detach()


def turn_back_a_pair(session: GameSession) -> tuple[str, str]:
    """The first player turns over two tiles that do not match, and "Kokonana!" turns them
    back; (the two tiles)."""
    state = session.state
    seat = state.turn_seat()
    flips = [a.tile for a in state.legal_actions(seat) if isinstance(a, Flip)]
    first = flips[0]
    second = next(t for t in flips[1:]
                  if state.motif[B.BY_NAME[t]] != state.motif[B.BY_NAME[first]])
    session.apply(seat, Flip(first))
    session.apply(seat, Flip(second))
    assert {first, second} <= set(state.observe(None)["tiles"])  # face up for everyone, now
    session.apply(seat, Acknowledge())
    assert not {first, second} & set(state.observe(None)["tiles"])  # and face down again
    return first, second


def review(window, qtbot, monkeypatch) -> ReplayDialog:
    """What Review moves opens (held open here instead of waiting for its Close)."""
    opened: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: opened.append(self) or 0)
    window.review_action.trigger()
    assert len(opened) == 1
    qtbot.addWidget(opened[0])
    return opened[0]


def test_reviewing_the_game_shows_no_face_of_a_tile_face_down_now(window, qtbot, monkeypatch):
    session = GameSession(GAME, [SeatInfo("Alice"), SeatInfo("Ben")], SEED, GAME.Options(),
                          settings=window.settings)
    window.start_session(session)
    pair = turn_back_a_pair(session)
    both_up = 2  # the position after the second flip
    face_up_now = set(session.state.observe(None)["tiles"])

    dialog = review(window, qtbot, monkeypatch)
    assert dialog.model.position == dialog.model.total == 3
    for move in range(dialog.model.total + 1):
        dialog.go_to(move)
        frame = dialog.model.frame(dialog.selected_viewer())
        assert set(frame.observation["tiles"]) <= face_up_now, f"a face leaks at move {move}"
        assert set(drawn_faces(dialog.scene)) <= face_up_now, f"a face is drawn at move {move}"
    dialog.go_to(both_up)
    frame = dialog.model.frame(None)
    assert frame.observation["flipped"] == list(pair)  # which tiles were turned, still shown
    assert not set(pair) & set(frame.observation["tiles"])
    assert not set(pair) & set(drawn_faces(dialog.scene))


def test_a_stepping_stone_stays_face_up_in_the_review(window, qtbot, monkeypatch):
    """Only what the table stopped showing is forgotten: a match is a stone for good."""
    session = GameSession(GAME, [SeatInfo("Alice"), SeatInfo("Ben")], SEED, GAME.Options(),
                          settings=window.settings)
    window.start_session(session)
    state = session.state
    seat = state.turn_seat()
    flips = [a.tile for a in state.legal_actions(seat) if isinstance(a, Flip)]
    first = flips[0]
    twin = next(t for t in flips[1:] if state.motif[B.BY_NAME[t]] == state.motif[B.BY_NAME[first]])
    session.apply(seat, Flip(first))
    session.apply(seat, Flip(twin))
    assert {first, twin} <= set(state.observe(None)["stones"])

    dialog = review(window, qtbot, monkeypatch)
    dialog.go_to(1)  # only the first of the pair turned so far: its face as the table showed
    motif = B.MOTIFS[state.motif[B.BY_NAME[first]]]
    assert dialog.model.frame(None).observation["tiles"] == {first: motif}
    assert drawn_faces(dialog.scene) == {first: motif}


def test_the_finished_games_replay_shows_the_faces(window, qtbot):
    session = GameSession(GAME, [SeatInfo("Alice"), SeatInfo("Ben")], SEED, GAME.Options(),
                          settings=window.settings)
    window.start_session(session)
    pair = turn_back_a_pair(session)
    shown_then = {t: B.MOTIFS[session.state.motif[B.BY_NAME[t]]] for t in pair}
    bots = seat_bots(GAME, {0: "normal", 1: "normal"}, SEED)
    while not session.state.is_over():
        move = choose_move(session.state, bots)
        assert move is not None and len(session.actions) < 3000
        session.apply(*move)

    dialog = ReplayDialog(session.save_data(), finished=True)
    qtbot.addWidget(dialog)
    dialog.go_to(2)
    faces = dialog.model.frame(None).observation["tiles"]
    assert {t: faces.get(t) for t in pair} == shown_then
    assert {t: drawn_faces(dialog.scene).get(t) for t in pair} == shown_then
