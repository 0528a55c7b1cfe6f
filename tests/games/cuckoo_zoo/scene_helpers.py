"""A Cuckoo Zoo scene in a view, fed from a rules state the way the session feeds it, plus
real mouse clicks and key presses on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest

from cocoa_games.games.cuckoo_zoo.cards import CALLS, COLOURS
from cocoa_games.games.cuckoo_zoo.items import CardItem
from cocoa_games.games.cuckoo_zoo.scene import CuckooZooScene, create_scene
from cocoa_games.ui.clickable import ButtonItem
from tests.scene_view import mount


def call_buttons(scene: CuckooZooScene) -> list[ButtonItem]:
    return [scene.buttons[call] for call in CALLS]


def colour_buttons(scene: CuckooZooScene) -> list[ButtonItem]:
    return [scene.buttons[colour] for colour in COLOURS]


def badge_button(scene: CuckooZooScene, seat: int, action) -> ButtonItem | None:
    """The button on `seat`'s badge that chooses `action` for them, when offered."""
    return next((b for b in scene.badge_pool.buttons
                 if b.isVisible() and b.target == (seat, action)), None)


class Table:
    """`humans`: seats whose interjections the scene may offer (like the session's
    human seats); the viewer's own actions are always offered."""

    def __init__(self, qtbot, state, viewer=0, humans=None) -> None:
        self.state = state
        self.viewer = viewer
        self.humans = set(range(len(state.names))) if humans is None else set(humans)
        self.scene: CuckooZooScene = create_scene()
        mount(qtbot, self, self.scene, state.names)
        self.refresh()

    def legal(self) -> dict:
        """Like GameSession.legal_for_view."""
        seats = self.state.to_move()
        legal = {}
        if self.viewer is not None and self.viewer in seats:
            legal[self.viewer] = self.state.legal_actions(self.viewer)
        for seat in seats[1:]:
            if seat != self.viewer and seat in self.humans:
                actions = self.state.legal_actions(seat)
                if actions:
                    legal[seat] = actions
        return legal

    def refresh(self) -> None:
        self.scene.show(self.state.observe(self.viewer), self.viewer, self.legal())

    def apply(self, seat, action) -> list:
        events = self.state.apply(seat, action)
        self.scene.play([e for e in events if e.visible_for(self.viewer)])
        self.refresh()
        return events

    def apply_chosen(self) -> None:
        """Apply every action the scene emitted (as the session would)."""
        chosen, self.chosen = self.chosen, []
        for seat, action in chosen:
            self.apply(seat, action)

    # -- input ------------------------------------------------------------------------
    def click_at(self, scene_point: QPointF) -> None:
        pos = self.view.mapFromScene(scene_point)
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, pos)

    def click_card(self, card_id: int) -> None:
        item = self.scene.hand_items[card_id]
        # the left strip of a fanned card is never covered by its neighbours
        self.click_at(item.mapToScene(QPointF(14, 100)))

    def click_button(self, button: ButtonItem) -> None:
        assert button.isVisible(), f"button {button.text!r} is not shown"
        self.click_at(button.mapToScene(QPointF(button.w / 2, button.h / 2)))

    def key(self, key: Qt.Key, text: str = "") -> bool:
        event = QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text)
        return self.scene.handle_key(event)

    # -- looking ----------------------------------------------------------------------
    def face_ids(self) -> set[int]:
        """Ids of every face-up card item in the scene."""
        return {item.card_id for item in self.scene.items()
                if isinstance(item, CardItem) and item.face is not None and item.isVisible()}

    def assert_private(self) -> None:
        """Only the viewer's own hand and the public discard pile show faces."""
        obs = self.state.observe(self.viewer)
        allowed = {c["id"] for c in obs["discard_recent"]}
        if self.viewer is not None:
            allowed |= {c["id"] for c in obs["hand"]}
        shown = self.face_ids()
        assert shown <= allowed, f"faces of hidden cards on screen: {shown - allowed}"
        for seat, hand in enumerate(self.state.hands):
            if seat != self.viewer:
                hidden = set(hand) - {c["id"] for c in obs["discard_recent"]}
                assert not (shown & hidden), f"seat {seat}'s cards are visible"
