"""Keyboard on the hand-off curtain (issue 12): after a click on "Ben: Complain!", Enter and
Space press "I'm Alice — show" again; the half-second guard still holds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cocoa_games.app.curtain import GUARD_MS, Curtain
from tests.app.helpers import Shout


@pytest.fixture
def curtain(qtbot):
    widget = Curtain()
    qtbot.addWidget(widget)
    widget.resize(800, 600)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.present(0, "Alice")
    widget.set_public("Ben played.", [(1, "Ben: Shout!", Shout())])
    return widget


def press(qtbot, curtain, key) -> None:
    """A key as the person presses it: it goes to whatever holds the focus."""
    qtbot.keyClick(QApplication.focusWidget() or curtain, key)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
@pytest.mark.parametrize("rebuilt", [False, True], ids=["same buttons", "buttons rebuilt"])
def test_after_a_complaint_click_the_key_reveals(qtbot, curtain, key, rebuilt):
    revealed, interjected = [], []
    curtain.revealed.connect(lambda: revealed.append(True))
    curtain.interjection.connect(lambda seat, action: interjected.append(seat))
    qtbot.wait(GUARD_MS + 100)
    qtbot.mouseClick(curtain.interjection_buttons[0], Qt.MouseButton.LeftButton)
    assert interjected == [1]
    if rebuilt:  # what the table does after the complaint: new public facts and buttons
        curtain.set_public("Ben complained.", [(2, "Cleo: Shout!", Shout())])
    press(qtbot, curtain, key)
    assert revealed == [True]
    assert interjected == [1], "the key must not complain a second time"
    assert QApplication.focusWidget() is curtain.show_button


def test_a_key_inside_the_guard_still_reveals_nothing(qtbot, curtain):
    revealed = []
    curtain.revealed.connect(lambda: revealed.append(True))
    qtbot.mouseClick(curtain.interjection_buttons[0], Qt.MouseButton.LeftButton)
    press(qtbot, curtain, Qt.Key.Key_Space)
    press(qtbot, curtain, Qt.Key.Key_Return)
    assert revealed == []
    assert QApplication.focusWidget() is curtain.show_button
