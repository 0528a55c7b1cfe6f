"""Coconuts through the real app: MainWindow, GameSession, table page. A person shoots by
dragging back from the launcher and by the keyboard until the game ends."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts.bot import CoconutsBot
from cocoa_games.games.coconuts.rules import Shot
from tests.games.coconuts.scene_helpers import pull_and_let_go


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
            pull_and_let_go(view, scene, aim, power)
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


def _click(qtbot, table, text):
    view = table.view
    button = next(b for b in table.scene.buttons if b.isVisible() and b.text == text)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(button.sceneBoundingRect().center()))


def _texts(table):
    return [b.text for b in table.scene.buttons if b.isVisible()]


def test_two_people_share_one_table_and_look_at_their_cards_behind_a_curtain(qtbot, window):
    from cocoa_games.games.coconuts.cards import FREEZE, REDUPLICATE
    from cocoa_games.games.coconuts.rules import NoMagic, PlayCard

    from .helpers import card, set_hands

    game = games.get("coconuts")
    seats = [SeatInfo("Ada", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    set_hands(session.state, [card(REDUPLICATE)], [card(FREEZE)])
    curtains: list = []
    session.curtain.connect(curtains.append)
    window.start_session(session)
    table = window.table
    scene = table.scene
    flown: list = []  # each shot as the table played it, and whose view it was played on
    real_fly = scene._fly
    scene._fly = lambda obs, event, done: (flown.append(scene.viewer),
                                           real_fly(obs, event, done))
    qtbot.waitUntil(lambda: scene.observation is not None)
    # one public table: nobody's cards face up, the same buttons whatever anyone holds
    assert session.curtain_seat is None and session.viewer is None
    assert "hand" not in scene.observation and not any(c.isVisible() for c in scene.cards)
    assert {"Ben: Magic card…", "Ben: No magic"} <= set(_texts(table))
    assert not scene._may_shoot()  # Ada waits for Ben's answer
    _click(qtbot, table, "Ben: No magic")
    assert session.actions[-1] == (1, NoMagic())
    qtbot.waitUntil(lambda: scene._may_shoot())
    assert "Ada: Magic card…" in _texts(table)  # her own look, before she shoots
    assert session.act(0, Shot(0.0, 0.35))
    # the flight plays on the public table, and no curtain comes after it
    qtbot.waitUntil(lambda: not session.busy and scene.observation["turn"] == 1)
    assert flown == [None] and curtains == [] and session.viewer is None
    # Ben shoots next: Ada looks at her cards, behind a curtain, and sees only hers
    _click(qtbot, table, "Ada: Magic card…")
    qtbot.waitUntil(lambda: session.curtain_seat == 0)
    assert scene.items() == []  # nothing of the game behind the curtain
    session.reveal()
    qtbot.waitUntil(lambda: any(c.isVisible() for c in scene.cards))
    assert {c.kind for c in scene.cards if c.isVisible()} == {REDUPLICATE}
    assert scene.observation["hand"] == [{"id": card(REDUPLICATE), "kind": REDUPLICATE}]
    assert _texts(table) == ["No magic"]  # her answer, nobody else's buttons
    _click(qtbot, table, "No magic")
    # back on the public table at once: no curtain needed to show what all may see
    qtbot.waitUntil(lambda: session.viewer is None and scene.observation is not None
                    and "hand" not in scene.observation)
    assert session.curtain_seat is None and not any(c.isVisible() for c in scene.cards)
    qtbot.waitUntil(lambda: scene._may_shoot())
    assert session.act(1, Shot(0.0, 0.35))
    qtbot.waitUntil(lambda: not session.busy and scene.observation["turn"] == 0)
    assert flown == [None, None] and curtains == [0, None]  # only the look had a curtain
    # Ben plays Freeze! from his look: the card is shown to all
    _click(qtbot, table, "Ben: Magic card…")
    qtbot.waitUntil(lambda: session.curtain_seat == 1)
    session.reveal()
    qtbot.waitUntil(lambda: any(c.isVisible() for c in scene.cards))
    freeze = next(c for c in scene.cards if c.isVisible() and c.kind == FREEZE)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.mapFromScene(freeze.sceneBoundingRect().center()))
    assert session.actions[-1] == (1, PlayCard(card(FREEZE)))
    qtbot.waitUntil(lambda: not session.busy and session.viewer is None)
    assert session.state.turn == 1  # Ada lost her turn
    assert any("Freeze!" in e.text for e in session.history)


def test_one_person_and_a_computer_play_without_a_curtain(qtbot, window):
    game = games.get("coconuts")
    seats = [SeatInfo("Ada", "human"), SeatInfo("Ben", "computer", "good")]
    session = GameSession(game, seats, 9, game.Options(), settings=window.settings)
    session.computers.answers.seconds = 0.3  # (the test's own short countdown)
    curtains: list = []
    session.curtain.connect(curtains.append)
    window.start_session(session)
    scene = window.table.scene
    flown: list = []
    real_fly = scene._fly
    scene._fly = lambda obs, event, done: (flown.append(event.data["seat"]),
                                           real_fly(obs, event, done))
    for _shot in range(6):
        qtbot.waitUntil(lambda: session.state.is_over() or (
            not session.busy and scene.observation is not None and scene._may_shoot()),
            timeout=20000)
        if session.state.is_over():
            break
        assert session.act(0, Shot(0.0, 0.35))
    qtbot.waitUntil(lambda: not session.busy)
    assert curtains == [] and session.curtain_seat is None
    shots = [e.data["seat"] for e in session.history if e.kind == "shot"]
    assert flown == shots and 0 in shots and 1 in shots  # every shot, both players', seen
