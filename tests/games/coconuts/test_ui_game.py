"""Coconuts through the real app: MainWindow, GameSession, table page. A person shoots by
dragging back from the launcher and by the keyboard until the game ends."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts.aim import MAX_PULL, full_power
from cocoa_games.games.coconuts.bot import CoconutsBot
from cocoa_games.games.coconuts.cards import FAR_SHOT
from cocoa_games.games.coconuts.rules import Shot


def drag_for(scene, aim: float, power: float) -> tuple[QPointF, QPointF]:
    """Where to press and where to let go for a shot of `aim` and `power`."""
    obs = scene.observation
    seat = obs["turn"]
    start = scene.launch_point(obs, seat)
    f = scene._frames[seat]
    rx, ry = f.right
    angle = math.atan(aim)
    dx = f.fx * math.cos(angle) + rx * math.sin(angle)
    dy = f.fy * math.cos(angle) + ry * math.sin(angle)
    x, y = scene.map.metres(start)
    back = power / full_power(FAR_SHOT in obs["moment"]["effects"]) * MAX_PULL  # gauge share
    return start, scene.map.point(x - dx * back, y - dy * back)


def test_a_person_plays_a_whole_game_by_drag_and_keyboard(qtbot, window, turn_clock):
    game = games.get("coconuts")
    seats = [SeatInfo("Ada", "human"), SeatInfo("Ben", "computer", "ace")]
    session = GameSession(game, seats, 21, game.Options(magic_cards=False),
                          settings=window.settings)
    window.start_session(session)
    table = window.table
    view = table.view
    helper = CoconutsBot(0, "ace", 0)
    by_drag = by_keys = 0
    for turn in range(80):
        qtbot.waitUntil(lambda: session.state.is_over() or (
            not session.busy and session.viewer == 0 and table.scene._may_shoot()),
            timeout=30000)
        if session.state.is_over():
            break
        scene = table.scene
        before = len(session.actions)
        if turn % 3 == 2:  # every third shot by keyboard: turn a little, hold Space
            view.setFocus()
            turn_clock.wait_out()  # Ada has seen her turn (after Ben's: a fresh one)
            QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyPress(view, Qt.Key.Key_Space)
            qtbot.wait(350)
            QTest.keyRelease(view, Qt.Key.Key_Space)
            by_keys += 1
        else:
            target = helper.pick_target(scene.observation)
            aim, power, _clear = helper.plan(scene.observation, target)
            press, release = drag_for(scene, aim, power)
            port = view.viewport()
            QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=view.mapFromScene(press))
            for k in range(1, 5):
                QTest.mouseMove(port, view.mapFromScene(press + (release - press) * (k / 4)))
            QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=view.mapFromScene(release))
            by_drag += 1
        qtbot.waitUntil(lambda n=before: len(session.actions) > n, timeout=15000)
        seat, action = session.actions[before]
        assert seat == 0 and isinstance(action, Shot)
    qtbot.waitUntil(lambda: session.state.is_over(), timeout=30000)
    assert by_drag >= 2 and by_keys >= 1
    mine = [a for s, a in session.actions if s == 0]
    assert len(mine) == by_drag + by_keys
    landed = [c for c in session.state.outcomes if c >= 0]
    assert landed, "not a single coconut landed in a cup"
    qtbot.waitUntil(lambda: table.scene.end.isVisible(), timeout=5000)


def test_two_people_the_magic_moment_goes_behind_a_curtain(qtbot, window):
    from cocoa_games.games.coconuts.cards import FREEZE
    from cocoa_games.games.coconuts.rules import ClaimMagic, PlayCard

    from .helpers import card, set_hands

    game = games.get("coconuts")
    seats = [SeatInfo("Ada", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    set_hands(session.state, [], [card(FREEZE)])
    window.start_session(session)
    table = window.table
    # Ada holds no card: her turn is public, and Ben's Magic! button is on the table
    qtbot.waitUntil(lambda: session.curtain_seat is None and table.scene.observation is not None)
    magic = next(b for b in table.scene.buttons if b.isVisible() and b.text == "Ben: Magic!")
    view = table.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(magic.sceneBoundingRect().center()))
    assert session.actions[-1] == (1, ClaimMagic())
    # Ben's cards are secret: a curtain first, nothing of the game drawn behind it
    qtbot.waitUntil(lambda: session.curtain_seat == 1)
    assert table.scene.items() == []
    session.reveal()
    qtbot.waitUntil(lambda: any(c.isVisible() for c in table.scene.cards))
    freeze = next(c for c in table.scene.cards if c.kind == FREEZE)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(freeze.sceneBoundingRect().center()))
    assert session.actions[-1] == (1, PlayCard(card(FREEZE)))
    assert session.state.turn == 1  # Ada lost her turn
    texts = [e.text for e in session.history]
    assert any("Freeze!" in t for t in texts)
