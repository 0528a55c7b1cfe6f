"""Cocoons through the real app: MainWindow, GameSession, curtains, real mouse clicks.

Two people play level 1 at opposite corners. Each looks only at its own corner view (the
observation its scene was given), writes what it sees as table notes through the Note
button, and plays the planner's move by clicking what the scene offers. After every redraw
the test checks that a seal is drawn only for a seat that really sees it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cocoons.actions import Note


def watch_seals(session, scene) -> list[int]:
    """After every redraw: each drawn seal is one the viewer's corner sees (or saw, with the
    memory aid) and shows the cocoon's true animal. Returns how many seals were checked."""
    original = scene.show
    checked: list[int] = []

    def show(observation, viewer, legal):
        original(observation, viewer, legal)
        state = session.state
        if observation["result"] is not None:  # the reveal: every seal for everyone
            assert all(item.look[4] == state.owner[c] for c, item in enumerate(scene.cocoons))
            return
        for c, item in enumerate(scene.cocoons):
            seal = item.look[4] if item.look else None
            if seal is None:
                continue
            assert viewer is not None and session.curtain_seat is None, "a seal on the public table"
            assert c in state.known_to(viewer), f"seat {viewer} cannot see cocoon {c}'s seal"
            assert seal == state.owner[c]
            checked.append(c)

    scene.show = show
    return checked


def click(qtbot, table, item) -> None:
    rect = item.scene_rect() if hasattr(item, "scene_rect") else item.sceneBoundingRect()
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.mapFromScene(rect.center()))


def write_note(qtbot, table, note: Note) -> None:
    scene = table.scene
    click(qtbot, table, scene._button_for("N"))
    click(qtbot, table, scene.cocoons[note.cocoon])
    button = next(b for b in scene.note_buttons if b.isVisible() and b.text == note.animal)
    click(qtbot, table, button)


def test_two_people_win_level_one_from_their_corner_views(qtbot, window):
    game = games.get("cocoons")
    seats = [SeatInfo("Ann"), SeatInfo("Ben")]
    session = GameSession(game, seats, 2, game.Options(level=1), settings=window.settings)
    window.start_session(session)
    table = window.table
    scene = table.scene
    checked = watch_seals(session, scene)
    players = [game.make_bot(s, "normal", s) for s in range(2)]  # the people's reasoning
    curtains = 0
    for _step in range(400):
        if session.state.is_over():
            break
        qtbot.waitUntil(lambda: session.curtain_seat is not None or (
            not session.busy and session.viewer in session.state.to_move()), timeout=5000)
        if session.curtain_seat is not None:
            qtbot.waitUntil(lambda: table.presenter.curtain_up == session.curtain_seat,
                            timeout=5000)
            assert scene.items() == [], "drawn behind a curtain"
            curtains += 1
            session.reveal()
            continue
        seat = session.viewer
        observation = scene.observation  # what this person's corner view shows
        action = players[seat].choose(observation, session.state.legal_actions(seat))
        before = len(session.actions)
        if isinstance(action, Note):
            write_note(qtbot, table, action)
        else:
            for item in scene.route(seat, action):
                click(qtbot, table, item)
        assert len(session.actions) == before + 1, f"the click did not play {action}"
    assert session.state.is_over()
    assert session.state.result == "won", session.state.reason
    assert curtains > 1, "each person's corner view came behind a curtain"
    assert checked, "no seal was ever drawn, so none was checked"
    assert any(e.kind == "note" for e in session.history)
