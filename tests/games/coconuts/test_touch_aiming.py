"""Touch plays like the mouse (issue 26, "big targets for small hands"): a finger on the
shooter's launcher slides it along its line and pulls it back, and letting go shoots, as a
drag of the mouse does; a tap on a magic card plays like a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QInputDevice
from PySide6.QtTest import QTest

from cocoa_games.games.coconuts.cards import FREEZE
from cocoa_games.games.coconuts.physics import SLIDE_REACH
from cocoa_games.games.coconuts.rules import PlayCard, Shot

from .helpers import card, make, set_hands
from .scene_helpers import Table


@pytest.fixture(scope="module")
def finger():
    return QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen)


def table_for(qtbot, players: int = 2, seat: int = 0) -> Table:
    st = make(players)
    set_hands(st, *([] for _ in range(players)))
    st.turn = seat
    st._cache = None
    return Table(qtbot, st, viewer=seat)


class Finger:
    """One finger on the table's window, at scene points."""

    def __init__(self, table: Table, device) -> None:
        self.table, self.device = table, device
        self.window = table.view.window()

    def _at(self, scene_point: QPointF):
        port = self.table.view.viewport()
        return port.mapTo(self.window, self.table.point(scene_point))

    def press(self, p: QPointF) -> None:
        QTest.touchEvent(self.window.windowHandle(), self.device).press(0, self._at(p)).commit()
        QTest.qWait(5)

    def move(self, p: QPointF) -> None:
        QTest.touchEvent(self.window.windowHandle(), self.device).move(0, self._at(p)).commit()
        QTest.qWait(5)

    def release(self, p: QPointF) -> None:
        QTest.touchEvent(self.window.windowHandle(), self.device).release(0, self._at(p)).commit()
        QTest.qWait(5)


def test_a_finger_pulled_back_from_the_launcher_shoots(qtbot, finger):
    table = table_for(qtbot)
    scene = table.scene
    start = scene.launch_point(scene.obs, 0)
    hand = Finger(table, finger)
    hand.press(start)
    for k in range(1, 7):  # straight back and a little left: the shot goes right
        hand.move(start + QPointF(-20 * k / 6, 60 * k / 6))
    assert scene.aim.pull > 0.1 and not table.chosen  # the gauge follows the finger
    assert scene.gauge.isVisible() and scene.hint.look  # (and the dots)
    hand.release(start + QPointF(-20, 60))
    (seat, shot), = table.chosen
    assert seat == 0 and isinstance(shot, Shot)
    assert shot.aim > 0.1 and 0.2 < shot.power <= 1.0


def test_a_finger_slides_the_launcher_along_its_line_then_pulls(qtbot, finger):
    table = table_for(qtbot, 3, 1)
    scene = table.scene
    start = scene.launch_point(scene.obs, 1)
    side = scene.map.length(SLIDE_REACH / 2)
    hand = Finger(table, finger)
    hand.press(start)
    for k in range(1, 5):
        hand.move(start + QPointF(side * k / 4, 0))
    slid = scene.launch_point(scene.obs, 1)
    assert slid.x() == pytest.approx(start.x() + side, abs=2) and not table.chosen
    for k in range(1, 5):
        hand.move(slid + QPointF(0, 15 * k))
    hand.release(slid + QPointF(0, 60))
    (_seat, shot), = table.chosen
    assert shot.slide == pytest.approx(0.5, abs=0.05) and shot.power > 0.1


def test_a_tap_on_a_magic_card_plays_it_as_a_click_does(qtbot, finger):
    st = make(2)
    set_hands(st, [card(FREEZE)], [])
    st.turn = 1  # Ben is about to shoot: Ada may freeze him
    st._cache = None
    table = Table(qtbot, st, viewer=0)
    item = next(c for c in table.scene.cards if c.isVisible() and c.kind == FREEZE)
    assert item.target is not None
    hand, centre = Finger(table, finger), item.sceneBoundingRect().center()
    hand.press(centre)
    hand.release(centre)
    assert table.chosen == [(0, PlayCard(card(FREEZE)))]
