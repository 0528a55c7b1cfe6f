"""Big targets for small hands: at 1280×800 (a 13-inch screen, about 113 pixels an inch)
everything a player may click on any game's table is at least 9 mm across, and a finger's tap
on the touch screen plays like a click."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QInputDevice
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from tests.games.test_scene_contract import legal_for, players, snapshots

PIXELS_PER_INCH = 1509 / 13.3  # 1280×800 on a 13.3-inch diagonal
NINE_MM = 9 / 25.4 * PIXELS_PER_INCH  # ≈ 40 px


def table_at_1280(qtbot, game_id: str):
    game = games.get(game_id)
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seats = [SeatInfo(f"P{i + 1}", "human") for i in range(players(game))]
    session = GameSession(game, seats, 11, game.Options(), settings=window.settings,
                          autosave=False)
    window.start_session(session)
    if session.curtain_seat is not None:
        session.reveal()
    return window, session


def view_rect(view, item):
    rect_of = getattr(item, "scene_rect", None)
    rect = rect_of() if callable(rect_of) else item.mapRectToScene(item.boundingRect())
    return view.mapFromScene(rect).boundingRect()


@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_every_target_is_at_least_nine_millimetres(qtbot, game_id):
    window, _session = table_at_1280(qtbot, game_id)
    view, scene = window.table.view, window.table.scene
    small: dict[str, int] = {}
    checked = 0
    for state in snapshots(games.get(game_id)):
        for viewer in state.to_move()[:1]:
            scene.show(state.observe(viewer), viewer, legal_for(state, viewer))
            for item in scene.actionable_items():
                rect = view_rect(view, item)
                checked += 1
                if min(rect.width(), rect.height()) < NINE_MM:
                    name = f"{type(item).__name__} {min(rect.width(), rect.height())} px"
                    small[name] = small.get(name, 0) + 1
    assert checked
    assert not small, f"{game_id}: targets under 9 mm ({NINE_MM:.0f} px): {small}"


def what_the_table_offers(window, chosen) -> tuple:
    """What a press changed, comparable between two windows (no object addresses)."""
    scene = window.table.scene

    def plain(thing) -> str:
        return re.sub(r"0x[0-9a-f]+", "", repr(thing))

    return (list(chosen), plain(scene.active_mode),
            sorted(plain(getattr(i, "target", None)) for i in scene.actionable_items()),
            sorted(plain(i.pos()) for i in scene.actionable_items()))


def press_first_target(qtbot, game_id, turn_clock, by_touch: bool) -> tuple:
    from PySide6.QtCore import Qt

    window, _session = table_at_1280(qtbot, game_id)
    turn_clock.wait_out()
    view, scene = window.table.view, window.table.scene
    chosen: list = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    before = what_the_table_offers(window, chosen)
    item = scene.actionable_items()[0]
    centre = view_rect(view, item).center()
    if by_touch:
        finger = QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen)
        where = view.viewport().mapTo(window, centre)
        QTest.touchEvent(window.windowHandle(), finger).press(0, where).commit()
        QTest.qWait(30)
        QTest.touchEvent(window.windowHandle(), finger).release(0, where).commit()
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.wait(100)
    after = what_the_table_offers(window, chosen)
    window.close()
    return before, after


@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_a_tap_plays_like_a_click(qtbot, game_id, turn_clock):
    before, tapped = press_first_target(qtbot, game_id, turn_clock, by_touch=True)
    _before, clicked = press_first_target(qtbot, game_id, turn_clock, by_touch=False)
    assert clicked != before  # the click did something (a move, or a step towards one)
    assert tapped == clicked
