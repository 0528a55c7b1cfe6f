"""Kokonana at the table, in the app (issue 24, Kokonana point 3): a player's colour stays
with the person through a rematch though the seats turn; keys typed while a flip animates
are pressed once it settles; the win turns the lock over for everyone before the results."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.kokonana.rules import Acknowledge, Flip, Peek
from tests.app.test_end_screen import _kokonana_about_to_end, _win
from tests.games.kokonana.helpers import TEMPLE, make


@pytest.fixture
def window(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _colours(qtbot, window) -> dict[str, tuple[int, int]]:
    """Each person's runner colour and panel colour on the table shown now."""
    session = window.session
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    scene = window.table.scene
    qtbot.waitUntil(lambda: len(scene.runners) == len(session.names), timeout=5000)
    return {name: (scene.runners[seat].look, scene.panels[seat].look)
            for seat, name in enumerate(session.names)}


def test_each_person_keeps_their_colour_in_the_rematch(qtbot, window):
    session = _kokonana_about_to_end(window, ("human", "human", "human"))
    before = _colours(qtbot, window)
    assert len({look for look, _ in before.values()}) == 3
    _win(qtbot, window, session)
    window.table.end_screen.rematch_button.click()
    assert window.session is not session
    assert window.session.names != session.names  # the seats turned: someone else starts
    assert _colours(qtbot, window) == before


def known_river_on_the_table(qtbot, window, seats, **kwargs) -> GameSession:
    """A game on a known river (S:0:0 and S:1:0 do not match), past its curtain."""
    game = games.get("kokonana")
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings, **kwargs)
    session.state = make(len(seats))
    session.state.names = [s.name for s in seats]
    window.start_session(session)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    return session


def test_a_second_flip_typed_during_the_first_flips_animation_is_made(qtbot, window,
                                                                     turn_clock):
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bot", "computer"), SeatInfo("Cy", "computer")]
    session = known_river_on_the_table(qtbot, window, seats)
    scene, view = window.table.scene, window.table.view
    turn_clock.wait_out()  # (a fresh turn takes no key for half a second)
    scene.animation_speed = 1.0
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # shows the ring on the first tile
    QTest.keyClick(view, Qt.Key.Key_Return)  # flips it: the tile turns over
    assert [a for s, a in session.actions] and scene.animations.busy()
    QTest.keyClick(view, Qt.Key.Key_Return)  # typed while it turns: the next tile
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)
    first, second = (a for s, a in session.actions[:2])
    assert (first, second) == (Flip("S:0:0"), Flip("S:1:0"))
    QTest.keyClick(view, Qt.Key.Key_K)  # "Kokonana!", typed as the second tile turns
    qtbot.waitUntil(lambda: len(session.actions) >= 3, timeout=3000)
    assert session.actions[2] == (0, Acknowledge())
    scene.animation_speed = 0.0  # (no animation outlives the test's window)
    scene.finish_animations()


SLOT = TEMPLE.index("purple")


def test_the_lock_is_turned_for_everyone_before_the_results(qtbot, window, monkeypatch):
    session = _kokonana_about_to_end(window)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    scene, end = window.table.scene, window.table.end_screen
    scene.animation_speed = 1.0
    seen_at_the_end: list = []
    present = end.present

    def presented(*args, **kwargs):  # what the table shows as the results come
        seen_at_the_end.append((scene.temple[SLOT].face, scene.card.isVisible(),
                                scene.observation["temple"]["revealed"][SLOT]))
        present(*args, **kwargs)

    monkeypatch.setattr(end, "present", presented)
    assert session.act(0, Peek(SLOT))
    assert session.state.is_over()
    assert not end.isVisible(), "the results wait while the lock is turned for all to see"
    assert scene.animations.busy()
    qtbot.waitUntil(lambda: scene.temple[SLOT].face == "purple", timeout=2000)  # turned over
    qtbot.wait(700)
    assert not end.isVisible(), "held a moment for everyone to see"
    qtbot.waitUntil(end.isVisible, timeout=5000)
    # the final public table was shown, with the lock face up, before the results
    assert seen_at_the_end == [("purple", True, "purple")]
    scene.animation_speed = 0.0


def test_the_runners_wear_each_persons_own_look_through_a_rematch(qtbot, window):
    game = games.get("kokonana")
    seats = [SeatInfo("Alice"), SeatInfo("Ben")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    window.start_session(session)

    def runners() -> dict[str, tuple[str, str]]:
        _colours(qtbot, window)  # (the table shown, past its curtain)
        scene = window.table.scene
        return {name: (scene.runners[seat].look.fill, scene.runners[seat].look.picture)
                for seat, name in enumerate(window.session.names)}

    own = {row.name: row.picture.look for row in window.table.player_rows}
    before = runners()
    assert before == {name: (look.hex, look.picture) for name, look in own.items()}
    window.start_session(session.rematch(77))
    assert window.session.names == ["Ben", "Alice"]  # the seats turned
    assert runners() == before
