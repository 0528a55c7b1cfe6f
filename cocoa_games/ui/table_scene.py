"""The scene every game's table builds on: what may be clicked now, the keyboard's focus
ring, the pulse that draws the eye, the hint line, the moments that may sound, and animations.

Each game had written these itself (four times, slightly differently); a game's scene now
says only what its table offers (`offer_targets`) and what a click means (`act`).

- `offer_targets(items)`: the clickable items of this moment, in Tab order. They glow, the
  keyboard walks them, and when they change they pulse a few times and then rest.
- `activate(item)`: a click or Enter on an offered item. Its target is an Action (chosen
  for `acting_seat`, through `act`), a (seat, Action) pair (chosen for that seat: another
  player's "Ann: Complain!" button) or a callable (a mode button, a picker).
- Keys: the letter or digit shown on an offered button presses it (the focus stays where
  it was); Tab and the arrows walk the targets (`refocused` tells the game), Enter or Space
  activates the focused one. `route` finds the one-click way to an action.
- `set_hint(text)`: the status line's words, sent on only when they change.
- `temporary(item)`: an item that lives only while the animations run (a card in flight).
- `clear_table()`: animations end quietly, the pulse rests, every item goes; `_built` says
  whether the items exist (the next `show` builds them again with `_build`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Seat

from .animation import AnimationRunner
from .clickable import ButtonItem, Clickable
from .focus import MOVE_KEYS, FocusChain, FocusRing
from .glow import Pulse
from .scene_base import GameScene

I = TypeVar("I", bound=QGraphicsItem)  # noqa: E741 - an item of any kind


class TableScene(GameScene):
    fits_view = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._built = False
        self.acting_seat: Seat | None = None  # whose actions the offered items choose
        self.current_hint = ""
        self._targets: list[Clickable] = []
        self._temporary: list[QGraphicsItem] = []
        self._kinds: tuple[object, dict[Seat, frozenset[type]]] = (None, {})
        self._quiet = False  # ending animations for a new show(): nobody waits for them
        self._shortcut = False  # a button pressed by its key: the focus does not follow
        self.animations = AnimationRunner(self)
        self.animations.finished.connect(self._animations_ended)
        self.pulse = Pulse(self)
        self.pulse.set_items(self.pulsing_items)
        self.ring = FocusRing()
        self.focus = FocusChain(self.ring)

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        if not self._built:  # the first show, or the first after clear_table
            self._build()

    def _build(self) -> None:
        """Make every item of the table, laid out for the scene's size; a game fills this
        in (and sets `_built`)."""
        self._built = True

    def add_focus_ring(self) -> None:
        """Put a fresh focus ring on the table (after `clear()` took the old one)."""
        self.ring = FocusRing()
        self.addItem(self.ring)
        self.focus = FocusChain(self.ring)

    # -- what may be clicked ---------------------------------------------------------------
    def offer_targets(self, items: Sequence[Clickable]) -> None:
        """The items a person may click now, in the keyboard's order."""
        changed = list(items) != self._targets
        self._targets = list(items)
        self.focus.set_items(self._targets)
        self.pulse.enabled = self.animation_speed > 0
        if changed:  # something new to catch the eye: pulse a few times, then rest
            self.pulse.restart()

    def pulsing_items(self) -> list[QGraphicsItem]:
        """What the pulse swings: the halos of the glowing targets (a game may add more)."""
        return [t.glow_item for t in self._targets if t.glow]

    def target_items(self) -> list[Clickable]:
        """What may be clicked now (tests and accessibility use this)."""
        return list(self._targets)

    def actionable_items(self) -> list[QGraphicsItem]:
        return list(self._targets)

    def focused_item(self) -> Clickable | None:
        return self.focus.focused()

    def activate(self, item: Clickable) -> None:
        """A click (or Enter) on an offered item."""
        target = item.target
        if self.focus.keyboard and not self._shortcut:  # (Enter, a click: focus follows)
            self.focus.current = item
        if isinstance(target, Action):
            self.act(target)
        elif isinstance(target, tuple) and len(target) == 2 and isinstance(target[1], Action):
            self.choose(*target)
        elif callable(target):
            target()

    def offers(self, seat: Seat | None, kind: type) -> bool:
        """Whether `seat` may make a move of type `kind` now. The kinds are gathered once
        per `legal` (a shooter's list holds hundreds of shots; a redraw asks many times)."""
        if self._kinds[0] is not self.legal:
            self._kinds = (self.legal, {s: frozenset(type(a) for a in acts)
                                        for s, acts in self.legal.items()})
        return seat is not None and kind in self._kinds[1].get(seat, frozenset())

    def seat_on_offer(self) -> Seat | None:
        """Whose actions the table offers: the seat whose turn it is when it may act,
        else the first seat that may (an interjection, everyone agreeing)."""
        turn = (self.observation or {}).get("turn")
        if turn is not None and self.legal.get(turn):
            return turn
        return next((seat for seat, acts in self.legal.items() if acts), None)

    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The one offered item that chooses `action` for `seat` by itself (its target is
        the action, for the acting seat, or the (seat, action) pair); a game adds routes
        of several clicks (a mode button, then a tile)."""
        item = next((t for t in self._targets if t.isVisible() and (
            t.target == (seat, action) or (seat == self.acting_seat and t.target == action))),
            None)
        return [item] if item is not None else None

    def act(self, action: Action) -> None:
        """Choose `action` for the seat whose actions are on offer."""
        if self.acting_seat is not None:
            self.choose(self.acting_seat, action)

    def hook(self, item: I, parent: QGraphicsItem | None = None) -> I:
        """Put a clickable item on the table (or under `parent`) that calls `activate`."""
        if isinstance(item, Clickable):
            item.on_activate = self.activate
        if parent is not None:
            item.setParentItem(parent)
        else:
            self.addItem(item)
        return item

    # -- keys --------------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        if self.observation is None:
            return False
        key = event.key()
        if key in MOVE_KEYS:
            return self._moved(self.focus.move(Qt.Key(key), event.modifiers()))
        return self.press_shown_key(key) or self.focus.handle_key(key, event.modifiers())

    def focus_on(self, item: Clickable | None) -> None:
        """Give the keyboard's focus to `item`, as Tab or the arrows would."""
        self.focus.keyboard = True
        self.focus.current = item
        self._moved(True)

    def refocused(self) -> None:
        """The keyboard's focus moved: a game redraws what shows it (a card that comes to
        the front, the hint naming it). By default the ring follows."""
        self.focus.place()

    def _moved(self, moved: bool) -> bool:
        self.refocused()
        return moved

    def press_shown_key(self, key: int) -> bool:
        """The letter or digit written on an offered button presses it: what the button
        shows is what the key does, in every game."""
        text = QKeySequence(key).toString()
        if len(text) != 1:
            return False
        button = next((t for t in self._targets if isinstance(t, ButtonItem)
                       and t.key_hint == text and t.isVisible() and t.target is not None),
                      None)
        if button is not None:  # a shortcut: the focus stays where the player left it
            self._shortcut = True
            try:
                button.activate()
            finally:
                self._shortcut = False
        return button is not None

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt name
        # QGraphicsView hands Tab to the scene's focus chain before any key handling (and
        # moves the widget focus away if that declines): Tab walks our targets instead.
        if self.observation is None or not self.focus.items:
            return False
        return self._moved(self.focus.move(Qt.Key.Key_Tab if next else Qt.Key.Key_Backtab))

    # -- words and moments -------------------------------------------------------------------
    def set_hint(self, text: str) -> None:
        if text != self.current_hint:
            self.current_hint = text
            self.hint_changed.emit(text)

    def reach_moments(self, moments: Sequence[str], gap_ms: int) -> None:
        """Report moments one after another (a card's calls), `gap_ms` apart at normal
        speed (all at once when animations are off: nothing waits for them). A table that
        is gone (the family went back to the games) takes the ones still to come with it."""
        for k, moment in enumerate(moments):
            wait = self.duration(gap_ms) * k
            if wait <= 0:
                self.moment_reached.emit(moment)
            else:
                QTimer.singleShot(wait, self, partial(self.moment_reached.emit, moment))

    # -- animations --------------------------------------------------------------------------
    def start_animations(self) -> None:
        """Before starting a batch in `play`: durations follow the speed setting."""
        self.animations.speed = self.animation_speed

    def temporary(self, item: I) -> I:
        """An item on the table only until the animations end (a card in flight)."""
        if item.scene() is not self:
            self.addItem(item)
        self._temporary.append(item)
        return item

    def skip_animations(self) -> None:
        self.animations.skip()

    def finish_animations(self) -> None:
        """Jump what still runs to its end without telling anyone (a new show() follows)."""
        self._quiet = True
        try:
            self.animations.skip()
        finally:
            self._quiet = False
        self._drop_temporary()

    def _animations_ended(self) -> None:
        self._drop_temporary()
        if not self._quiet:
            self.animations_finished.emit()

    def _drop_temporary(self) -> None:
        for item in self._temporary:
            if item.scene() is self:
                self.removeItem(item)
        self._temporary = []

    # -- the curtain -------------------------------------------------------------------------
    def clear_table(self) -> None:
        self.finish_animations()
        self.pulse.stop()
        super().clear_table()
        self._built = False
        self._targets = []
        self.focus.items, self.focus.current = [], None  # (its ring went with the items)
        self.set_hint("")  # nothing on the table to act on
