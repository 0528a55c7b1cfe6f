"""Aiming by pulling back, as with a slingshot: press on the piece, drag back and let go to
shoot; or by keys: the arrows turn and pull (a tap one fine step, a key held by the clock,
faster the longer it is held), Shift and Left/Right slide it along its line, Space held
pulls by the clock and shoots when let go, Enter shoots the pull as set, Esc lets it go.

The control keeps only the gesture (a drag in progress, a held Space and its clock) and
watches the scene's mouse and key releases itself; what a pull means stays the game's:
an `aim` (Qt-free, see `Pullable`), and the scene's `anchor`, `drag`, `shoot`, `changed`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Protocol, cast

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

#: the arrows: (turn, pull) — Left/Right turn, Up/Down pull more or less
PULL_KEYS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (-1, 0), Qt.Key.Key_Right.value: (1, 0),
    Qt.Key.Key_Up.value: (0, 1), Qt.Key.Key_Down.value: (0, -1)}
#: Shift and an arrow: the piece slides along its line (if the aim has `slide_by`)
SLIDE_KEYS: dict[int, int] = {Qt.Key.Key_Left.value: -1, Qt.Key.Key_Right.value: 1}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
TICK_MS = 16  # while Space is held the pull is drawn every frame


class Pullable(Protocol):
    """A game's aim as a person makes it."""

    pull: float  # 0: not pulled at all

    # an arrow key: pressed (held 0), or repeating, held `held` s, `gap` s after the last
    def step(self, turn: int, pull: int, held: float = 0.0, gap: float = 0.0) -> None: ...
    def start_charge(self, now: float) -> None: ...  # Space pressed (`now`: seconds)
    def charge(self, now: float) -> None: ...  # still held at `now`


class PullControl(QObject):
    """`anchor()`: the piece to pull (its scene point) and how near it a press must land,
    or None while nobody may pull; `drag(anchor, pointer)`: aim from the pointer dragged
    back from the anchor; `changed()`: draw the aim again; `shoot()`: let go."""

    def __init__(self, scene: QGraphicsScene, aim: Pullable, *,
                 anchor: Callable[[], tuple[QPointF, float] | None],
                 drag: Callable[[QPointF, QPointF], None], shoot: Callable[[], None],
                 changed: Callable[[], None]) -> None:
        super().__init__(scene)
        self.aim, self.anchor, self.drag, self.shoot, self.changed = (aim, anchor, drag,
                                                                     shoot, changed)
        self.dragging = self.charging = False
        self.clock: Callable[[], float] = time.monotonic  # (a test may turn it by hand)
        self._held: tuple[int, float, float] | None = None  # key, pressed at, last repeat
        self._clock = QTimer(self)
        self._clock.setInterval(TICK_MS)
        self._clock.timeout.connect(self._tick)
        scene.installEventFilter(self)

    def stop(self) -> None:
        """Forget a drag or a held Space (a shot went, the table was cleared)."""
        self.dragging = self.charging = False
        self._clock.stop()

    def key_pressed(self, event: QKeyEvent, enter: bool = True) -> bool:
        """The pull's keys while someone may pull (Enter only if `enter`: nothing else has
        the focus); True when the key was taken."""
        key = event.key()
        if self.anchor() is None:
            return False
        slide = getattr(self.aim, "slide_by", None)
        if (key in SLIDE_KEYS and slide is not None
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            slide(SLIDE_KEYS[key])
        elif key in PULL_KEYS:
            self.aim.step(*PULL_KEYS[key], *self._holding(key, event.isAutoRepeat()))
        elif key == Qt.Key.Key_Space:
            if not event.isAutoRepeat() and not self.charging:
                self.charging = True
                self.aim.start_charge(self.clock())
                self._clock.start()
            return True
        elif key in ENTER and enter:
            self._let_go()
            return True
        elif key == Qt.Key.Key_Escape:
            self.stop()
            self.aim.pull = 0.0
        else:
            return False
        self.changed()
        return True

    def _holding(self, key: int, repeat: bool) -> tuple[float, float]:
        """(seconds `key` has been held, seconds since its last repeat); (0, 0) for a press."""
        now = self.clock()
        if not repeat or self._held is None or self._held[0] != key:
            self._held = (key, now, now)
            return 0.0, 0.0
        _key, since, last = self._held
        self._held = (key, since, now)
        return now - since, now - last

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneMousePress:
            return self._pressed(cast(QGraphicsSceneMouseEvent, event))
        if self.dragging and kind in (QEvent.Type.GraphicsSceneMouseMove,
                                      QEvent.Type.GraphicsSceneMouseRelease):
            self._drag_to(cast(QGraphicsSceneMouseEvent, event).scenePos())
            if kind == QEvent.Type.GraphicsSceneMouseRelease:
                self._let_go()
            event.accept()
            return True
        if kind == QEvent.Type.KeyRelease and self.charging:
            key = cast(QKeyEvent, event)
            if key.key() == Qt.Key.Key_Space and not key.isAutoRepeat():
                self._tick()  # the pull as long as Space was held
                self._let_go()
                event.accept()
                return True
        return False

    def _pressed(self, event: QGraphicsSceneMouseEvent) -> bool:
        spot = self.anchor()
        if spot is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        (point, reach), pos = spot, event.scenePos()
        if math.hypot(pos.x() - point.x(), pos.y() - point.y()) > reach:
            return False
        self.dragging = True
        self.aim.pull = 0.0
        event.accept()
        return True

    def _drag_to(self, pointer: QPointF) -> None:
        spot = self.anchor()
        if spot is None:  # the table moved on under the drag: nothing to pull any more
            self.dragging = False
            return
        self.drag(spot[0], pointer)
        self.changed()

    def _let_go(self) -> None:
        self.stop()
        self.shoot()

    def _tick(self) -> None:
        self.aim.charge(self.clock())  # by the clock: a busy machine drops ticks
        self.changed()
