"""Kokonana through the real app: MainWindow, GameSession, table page, real mouse clicks.

People click glowing things until someone opens the temple; after every redraw the test
checks that a temple tile's face is on screen only for the seat peeking at it (or once it
is the winner's revealed lock), and that a curtain leaves nothing of the game drawn.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo

from .scene_helpers import temple_faces


def start(window, kinds, seed):
    game = games.get("kokonana")
    seats = [SeatInfo(f"P{i}", kind, "normal") for i, kind in enumerate(kinds)]
    session = GameSession(game, seats, seed, game.Options(), settings=window.settings)
    window.start_session(session)
    return session, window.table


def watch_privacy(session, table) -> list[str]:
    """Check every redraw of the scene; returns what was checked: "redraw" for each, and
    "peek" for each that showed the peeker their temple face."""
    scene = table.scene
    original = scene.show
    checked: list[str] = []

    def show(observation, viewer, legal):
        original(observation, viewer, legal)
        state = session.state
        revealed = {i: f for i, f in enumerate(observation["temple"]["revealed"]) if f}
        for slot, face in temple_faces(scene).items():
            if slot in revealed:
                assert face == revealed[slot]
                continue
            assert state.peek_slot == slot and viewer == state.turn, "a temple face leaked"
            assert session.viewer == viewer and face == observation["peek_face"]
            assert session.curtain_seat is None and session.trusted_viewer == viewer
            checked.append("peek")
        checked.append("redraw")

    scene.show = show
    return checked


def click(qtbot, table, item) -> None:
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_through(qtbot, session, table, rng, max_clicks=3000) -> None:
    clicks = 0
    while not session.state.is_over():
        qtbot.waitUntil(
            lambda: session.state.is_over() or session.curtain_seat is not None
            or (session.is_human(session.state.turn_seat()) and not session.busy
                and session.viewer == session.state.turn_seat()
                and bool(table.scene.target_items())),
            timeout=10000,
        )
        if session.state.is_over():
            break
        if session.curtain_seat is not None:
            # behind the curtain nothing of the game may be drawn
            assert table.scene.items() == []
            session.reveal()
            continue
        clicks += 1
        assert clicks < max_clicks, "the game did not end"
        before = len(session.actions)
        click(qtbot, table, rng.choice(table.scene.target_items()))
        assert len(session.actions) in (before, before + 1)


@pytest.mark.parametrize("seed", [3, 8])
def test_one_person_and_two_computers_play_to_the_end(qtbot, window, seed):
    session, table = start(window, ["human", "computer", "computer"], seed)
    checked = watch_privacy(session, table)
    play_through(qtbot, session, table, random.Random(seed))
    qtbot.waitUntil(table.end_screen.isVisible, timeout=3000)
    assert checked, "the scene was never redrawn"
    winner = session.state.winner
    assert session.names[winner] in table.end_screen.text.text()
    card = table.scene.card
    assert card.isVisible() and session.names[winner] in card.title


def test_two_people_hand_over_with_curtains(qtbot, window):
    # seed 7: among the random clicks a person peeks into the temple once
    session, table = start(window, ["human", "human", "computer"], 7)
    checked = watch_privacy(session, table)
    play_through(qtbot, session, table, random.Random(7))
    assert session.state.is_over()
    assert "peek" in checked, "no person's peek was ever drawn, so its privacy went unchecked"


def test_kokonana_button_and_keyboard_in_the_app(qtbot, window, turn_clock):
    session, table = start(window, ["human", "computer"], 4)
    scene = table.scene
    qtbot.waitUntil(lambda: session.state.turn_seat() == 0 and not session.busy, timeout=5000)
    turn_clock.wait_out()  # a fresh turn takes no key for its first half second
    # a fresh game: nowhere to hop, so the first thing asked is to pick two tiles
    assert session.state.phase == "flip"
    seen = {}
    for _ in range(2):
        qtbot.keyClick(table.view, Qt.Key.Key_Tab)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    for tile in session.state.observe(0)["flipped"]:
        seen[tile] = scene.tiles[tile].motif
    assert [a.kind for _s, a in session.actions] == ["flip", "flip"]
    assert session.state.phase == "kokonana"  # this deal's first two tiles differ
    assert len(seen) == 2 and all(seen.values())  # both on screen to memorise
    qtbot.keyClick(table.view, Qt.Key.Key_K)
    assert session.actions[-1][1].kind == "acknowledge"
    assert "kokonana" in window.sound.requested
    assert all(scene.tiles[t].motif is None for t in seen)  # turned back for everyone
