"""Coconuts scenes in a view for tests: mount a scene on a state and click on it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cocoa_games.app.game_view import GameView
from cocoa_games.app.view_policy import shared_legal
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
