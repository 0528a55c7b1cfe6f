"""A player's colour stays with the person through a rematch, though the seats turn round
the table so the next person starts (issue 24, Kokonana point 3)."""

from __future__ import annotations

import pytest

from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from tests.app.test_end_screen import _kokonana_about_to_end, _win


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
