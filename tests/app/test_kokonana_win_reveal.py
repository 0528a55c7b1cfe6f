"""The win, as the rulebook has it: the lock is revealed to everyone to prove it — turned
over on the table for all to see — before the results come (issue 24, Kokonana point 3)."""

from __future__ import annotations

import pytest

from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.games.kokonana.rules import Peek
from tests.app.test_end_screen import _kokonana_about_to_end
from tests.games.kokonana.helpers import TEMPLE

SLOT = TEMPLE.index("purple")


@pytest.fixture
def window(qtbot):
    win = MainWindow(settings=Settings())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


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
