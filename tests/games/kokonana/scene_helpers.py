"""Shared bits for the Kokonana scene tests: a view on the scene, clicks, a tiny driver."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest

from cocoa_games.games.kokonana.scene import KokonanaScene, create_scene
from tests.scene_view import mount


class Table:
    """A scene in a view, fed from a rules state the way the session feeds it."""

    def __init__(self, qtbot, state, viewer=0) -> None:
        self.state = state
        self.viewer = viewer
        self.scene: KokonanaScene = create_scene()
        mount(qtbot, self, self.scene, state.names)
        self.refresh()

    def legal(self) -> dict:
        seats = self.state.to_move()
        if self.viewer is not None and self.viewer in seats:
            return {self.viewer: self.state.legal_actions(self.viewer)}
        return {}

    def refresh(self) -> None:
        self.scene.show(self.state.observe(self.viewer), self.viewer, self.legal())

    def apply(self, seat, action) -> None:
        events = self.state.apply(seat, action)
        self.scene.play([e for e in events if e.visible_for(self.viewer)])
        self.refresh()

    def click_item(self, item) -> None:
        centre = item.sceneBoundingRect().center()
        self.click_scene_point(centre.x(), centre.y())

    def click_scene_point(self, x: float, y: float) -> None:
        pos: QPoint = self.view.mapFromScene(x, y)
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def key(self, key, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        event = QKeyEvent(QKeyEvent.Type.KeyPress, key, modifiers)
        return self.scene.handle_key(event)

    def take(self):
        """The one action chosen since the last take, applied to the state."""
        assert len(self.chosen) == 1, self.chosen
        seat, action = self.chosen.pop()
        self.apply(seat, action)
        return action


def temple_faces(scene: KokonanaScene) -> dict[int, str]:
    """Temple tiles whose face is drawn right now."""
    return {item.slot: item.face for item in scene.temple if item.isVisible() and item.face}
