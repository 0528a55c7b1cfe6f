"""Keyboard play on the table: a focus ring, Tab/Shift+Tab through the actionable items
in reading order, arrow keys to the nearest item in that direction, Enter/Space to act."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cocoa_games.core.i18n import _

from . import theme
from .clickable import Clickable

ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
          Qt.Key.Key_Down: (0, 1)}
MOVE_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, *ARROWS)
ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class FocusRing(QGraphicsObject):
    """A bold dashed frame (white under blue: visible on any colour)."""

    def __init__(self) -> None:
        super().__init__()
        self.r = QRectF()
        self.setZValue(50)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.r:
            self.prepareGeometryChange()
            self.r = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.r.adjusted(-14, -14, 14, 14)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        frame = self.r.adjusted(-9, -9, 9, 9)
        p.setPen(QPen(QColor(theme.WHITE), 10))
        p.drawRoundedRect(frame, 16, 16)
        p.setPen(QPen(QColor(theme.FOCUS), 6, Qt.PenStyle.DashLine))
        p.drawRoundedRect(frame, 16, 16)


def reading_order(items: Sequence[Clickable], column: float = 40.0) -> list[Clickable]:
    """Left to right in columns `column` wide, top to bottom within a column."""
    def key(item: Clickable) -> tuple[int, float]:
        c = item.scene_rect().center()
        return round(c.x() / column), c.y()
    return sorted(items, key=key)


def nearest(items: Sequence[Clickable], current: Clickable, key: Qt.Key) -> Clickable | None:
    """The closest item in the arrow's direction. Items within 45° of the arrow come first,
    by how far they are (so Down goes to the next row, if only one column aside, rather than
    jumping rows in a straight line); only if there are none, the rest of that side, with
    straight lines preferred."""
    dx, dy = ARROWS[key]
    c = current.scene_rect().center()
    cone: list[tuple[float, Clickable]] = []
    side: list[tuple[float, Clickable]] = []
    for item in items:
        if item is current:
            continue
        d = item.scene_rect().center() - c
        along = d.x() * dx + d.y() * dy
        if along <= 1:
            continue
        aside = abs(d.x() * dy) + abs(d.y() * dx)
        if aside <= along:
            cone.append((along + aside, item))
        else:
            side.append((along + 2.5 * aside, item))
    found = min(cone or side, key=lambda pair: pair[0], default=None)
    return found[1] if found is not None else None


class FocusChain:
    """Which actionable item has the keyboard focus. The ring shows only once the keyboard
    was used (a mouse player never sees it).

    With nothing focused, the ring goes to the table's first offer, put there by the table
    (`auto`), not by the player: when the offers change, it moves on to the new first one.
    Otherwise a ring that landed on the only offer of another player's turn ("Complain!")
    would still sit there when the player's own turn came, and their first Space would
    complain instead of picking a card. Focus the player (or the scene) put somewhere stays
    while that item is on offer.

    A chain that `waits` never puts the ring anywhere by itself: nothing is focused until
    the player moves it (Tab, an arrow: the first offer) or clicks, so no Enter acts on an
    item the player did not choose (a Cocoons turn)."""

    def __init__(self, ring: FocusRing, waits: bool = False) -> None:
        self.ring = ring
        self.items: list[Clickable] = []
        self._current: Clickable | None = None
        self.auto = False
        self.keyboard = False
        self.waits = waits

    @property
    def current(self) -> Clickable | None:
        return self._current

    @current.setter
    def current(self, item: Clickable | None) -> None:
        self._current, self.auto = item, False

    def set_items(self, items: Sequence[Clickable]) -> None:
        changed = list(items) != self.items
        self.items = list(items)
        if self._current not in self.items or (self.auto and changed):
            self._current = None
        if self.keyboard and self._current is None and self.items and not self.waits:
            self._current, self.auto = self.items[0], True
        self.place()

    def focused(self) -> Clickable | None:
        return self.current if self.keyboard else None

    def move(self, key: Qt.Key,
             modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """Tab, Shift+Tab or an arrow; False when there is nothing to move between."""
        self.keyboard = True
        if not self.items:
            self.current = None
            self.place()
            return False
        current = self.current if self.current in self.items else None
        if current is None:
            self.current = self.items[0]
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            back = key == Qt.Key.Key_Backtab or bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            i = self.items.index(current)
            self.current = self.items[(i + (-1 if back else 1)) % len(self.items)]
        else:
            self.current = nearest(self.items, current, key) or current
        self.place()
        return True

    def activate(self) -> bool:
        if self.current is not None and self.current in self.items:
            self.current.activate()
            return True
        return False

    def handle_key(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        if key in MOVE_KEYS:
            return self.move(Qt.Key(key), modifiers)
        if key in ACTIVATE_KEYS:
            return self.activate()
        return False

    def place(self) -> None:
        item = self.current
        if item is None or not self.keyboard:
            self.ring.setVisible(False)
            return
        self.ring.set_rect(item.scene_rect())
        self.ring.setVisible(True)
        # screen readers cannot see scene items: name the view after the focused target
        scene = self.ring.scene()
        label = item.label()
        for view in scene.views() if scene is not None else ():
            view.setAccessibleName(_("Game table: {item}").format(item=label) if label
                                   else _("Game table"))
