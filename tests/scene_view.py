"""What every game's scene tests need: the scene in a 1280×800 view, wired the way the
session wires it (no animations, a sound stand-in, chosen actions recorded)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView


class FakeSound:
    """Records play requests instead of making noise."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def mount(qtbot, table, scene, names) -> None:
    """Give `table` .scene, .sound, .chosen and .view for `scene`, shown and fitted."""
    table.scene = scene
    scene.setup(names)
    scene.animation_speed = 0.0  # as the session sets it in tests
    table.sound = FakeSound()
    scene.sound = table.sound
    table.chosen = []
    scene.action_chosen.connect(lambda seat, a: table.chosen.append((seat, a)))
    table.view = QGraphicsView(scene)
    table.view.resize(1280, 800)
    qtbot.addWidget(table.view)
    table.view.show()
    table.view.fitInView(QRectF(scene.sceneRect()), Qt.AspectRatioMode.KeepAspectRatio)
