"""Coconuts scenes in a view for tests: mount a scene on a state and click on it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cocoa_games.app.game_view import GameView
from cocoa_games.app.view_policy import shared_legal
from cocoa_games.games.coconuts.aim import MAX_PULL, full_power
from cocoa_games.games.coconuts.cards import FAR_SHOT
from cocoa_games.games.coconuts.scene import CoconutsScene
from tests.scene_view import mount


class Table:
    """A scene in a view, fed from a state the test holds (as the session would): by
    default `viewer` plays alone among computers (their own view all along); with `humans`
    (the seats people sit at) the public table (viewer None) or a person's look."""

    def __init__(self, qtbot, state, viewer=0, size=(1280, 800), humans=None):
        self.qtbot, self.state = qtbot, state
        mount(qtbot, self, CoconutsScene(), state.names)
        # the app's own view: it hands keys to the scene's handle_key as the table does
        self.view.setScene(None)
        self.view = GameView()
        qtbot.addWidget(self.view)
        self.view.setScene(self.scene)
        self.view.resize(*size)
        self.view.show()
        self.view.fit()
        self.viewer = viewer
        self.humans = ([viewer] if viewer is not None else list(range(len(state.names)))
                       ) if humans is None else list(humans)
        self.looks: list[int] = []  # the looks asked for ("Magic card…")
        self.scene.view_requested.connect(self.looks.append)
        self.refresh()

    def legal(self):
        return shared_legal(self.state, self.humans, self.viewer,
                            alone=self.humans == [self.viewer])

    def refresh(self) -> None:
        self.scene.show(self.state.observe(self.viewer), self.viewer, self.legal())

    def apply_chosen(self) -> list:
        """Apply what the scene chose (as the session would), play its events, redraw."""
        events = []
        for seat, action in self.chosen:
            got = self.state.apply(seat, action)
            self.scene.play([e for e in got if e.visible_for(self.viewer)])
            events += got
        self.chosen.clear()
        self.refresh()
        return events

    def point(self, scene_point):
        return self.view.mapFromScene(scene_point)

    def click(self, item) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                              pos=self.point(item.sceneBoundingRect().center()))

    def click_card(self, kind: str) -> None:
        """Click the viewer's card of `kind` in the side column."""
        self.click(next(c for c in self.scene.cards if c.isVisible() and c.kind == kind))


def drag_for(scene, aim: float, power: float) -> tuple[QPointF, QPointF]:
    """Where to press and where to let go for a shot of `aim` and `power`."""
    obs = scene.observation
    seat = obs["turn"]
    start = scene.launch_point(obs, seat)
    f = scene._frames[seat]
    rx, ry = f.right
    angle = math.atan(aim)
    dx = f.fx * math.cos(angle) + rx * math.sin(angle)
    dy = f.fy * math.cos(angle) + ry * math.sin(angle)
    x, y = scene.map.metres(start)
    back = power / full_power(FAR_SHOT in obs["moment"]["effects"]) * MAX_PULL  # gauge share
    return start, scene.map.point(x - dx * back, y - dy * back)


def pull_and_let_go(view, scene, aim: float, power: float) -> None:
    """A person's shot: press on the shooter's launcher, drag back, let go."""
    press, release = drag_for(scene, aim, power)
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=view.mapFromScene(press))
    for k in range(1, 5):
        QTest.mouseMove(port, view.mapFromScene(press + (release - press) * (k / 4)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=view.mapFromScene(release))
