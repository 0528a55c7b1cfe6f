"""The scene every game's table builds on: what may be clicked now, the keyboard's focus
ring, the pulse that draws the eye, the hint line, the moments that may sound (the presenter
picks their sounds) and animations, modes of several clicks, and the one hold on input while
animations run.

Each game had written these itself (four times, slightly differently); a game's scene now
says only what its table offers (`offer`, `offer_targets`) and what a click means (`act`).

- The build protocol: `show` builds the table the first time (and after `clear_table`):
  the game's `_build()` makes its items, then the table marks itself built and lays them
  out (`relayout`). A game never sets `_built`.
- `offer()`: the game makes what may be done now clickable; the table calls it again when a
  `Mode` is entered or left (`enter_mode`, `leave_mode`, Esc). `choices(kind, key)` and
  `single(kind)` give the acting seat's legal actions by kind, gathered once per `legal`,
  and only those of the mode's kinds while a mode is on.
- `propose(seat, action)`: the one way a choice leaves the table, for actions the view
  builds itself too (a Play with its call, a Note, a Shot): sent as `action_chosen` only
  when the rules offer it (`allowed`).
- `play(events)`: each event goes to the game's `on_<kind>(event)` handler (none: nothing
  to animate), then the batch settles.
- While animations run, input is held: a click hurries the table along and chooses
  nothing; a key hurries it too and acts once the table has settled, never lost.

- `offer_targets(items)`: the clickable items of this moment, in Tab order. They glow, the
  keyboard walks them, and when they change they pulse a few times and then rest.
- `activate(item)`: a click or Enter on an offered item. Its target is an Action (chosen
  for `acting_seat`, through `act`), a (seat, Action) pair (chosen for that seat: another
  player's "Ann: Complain!" button) or a callable (a mode button, a picker).
- Keys: the letter or digit shown on an offered button presses it (the focus stays where
  it was); Tab and the arrows walk the targets (`refocused` tells the game), Enter or Space
  activates the focused one. `route` finds the one-click way to an action.
- `set_hint(text)`: the status line's words, sent on only when they change.
- `set_how(text)`: how to do what the banner (and the hint) says — the gesture and the keys
  (ui/how.py builds the line, `keys_on(items)` gives the keys of the buttons on offer); once a
  scene says how, the status line shows it instead of the hint (the voice keeps the hint).
- `temporary(item)`: an item that lives only while the animations run (a card in flight).
- `clear_table()`: animations end quietly, the pulse rests, every item goes, held keys
  are dropped (they were meant for a table that is gone); the next `show` builds again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar, cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _

from .animation import AnimationRunner, Part
from .button_row import ButtonSpec
from .clickable import ButtonItem, Clickable
from .focus import MOVE_KEYS, FocusChain, FocusRing
from .glow import Pulse
from .mode import Mode
from .scene_base import GameScene
from .targets import Target, seat_and_action

I = TypeVar("I", bound=QGraphicsItem)  # noqa: E741 - an item of any kind
A = TypeVar("A", bound=Action)
#: a key held while animations ran: (key, modifiers, text), pressed again once settled
HeldKey = tuple[int, Qt.KeyboardModifier, str]


class TableScene(GameScene):
    fits_view = True
    holds_keys = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._built = False
        self.acting_seat: Seat | None = None  # whose actions the offered items choose
        self.current_hint = ""
        self.current_how: str | None = None  # None: this scene never said how
        self._targets: list[Clickable] = []
        self._temporary: list[QGraphicsItem] = []
        self._kinds: tuple[object, dict[Seat, frozenset[type]]] = (None, {})
        self._quiet = False  # ending animations for a new show(): nobody waits for them
        self._shortcut = False  # a button pressed by its key: the focus does not follow
        self.active_mode: Mode | None = None  # a step of several clicks in progress
        self._grouped: tuple[object, Seat | None, dict[type, list[Action]]] = (None, None, {})
        self._held_keys: list[HeldKey] = []
        self.animations = AnimationRunner(self)
        self.animations.finished.connect(self._animations_ended)
        self.pulse = Pulse(self)
        self.pulse.set_items(self.pulsing_items)
        self.ring = FocusRing()
        self.focus = FocusChain(self.ring, self.ring_waits)

    #: the focus ring waits for the player instead of going to the first offer (focus.py)
    ring_waits = False

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        if self.active_mode is not None and not self._mode_open(self.active_mode):
            self.active_mode = None  # its moves are gone (the turn moved on): nothing to finish
        if not self._built:  # the first show, or the first after clear_table
            self.build_table()

    @property
    def built(self) -> bool:
        """Whether the table's items exist (False before the first show and after a clear)."""
        return self._built

    def build_table(self) -> None:
        """Make the table: the game's `_build`, then it is built and laid out for its size."""
        self._build()
        self._built = True
        self.relayout(self.sceneRect())

    def _build(self) -> None:
        """Make every item of the table; a game fills this in. `relayout` places them."""

    def offer(self) -> None:
        """Make what may be done now clickable (`offer_targets`), its buttons and its hint;
        a game fills this in. The table calls it again when a mode is entered or left."""

    def add_focus_ring(self) -> None:
        """Put a fresh focus ring on the table (after `clear()` took the old one)."""
        self.ring = FocusRing()
        self.addItem(self.ring)
        self.focus = FocusChain(self.ring, self.ring_waits)

    # -- what may be clicked ---------------------------------------------------------------
    def offer_targets(self, items: Sequence[Clickable]) -> None:
        """The items a person may click now, in the keyboard's order."""
        changed = list(items) != self._targets
        self._targets = list(items)
        self.focus.set_items(self._targets)
        self.pulse.enabled = self.animation_speed > 0
        if changed:  # something new to catch the eye: pulse a few times, then rest
            self.pulse.restart()

    @staticmethod
    def light(items: Mapping[Any, Clickable], offers: Mapping[Any, Target]) -> list[Clickable]:
        """Each item live with the offer under its key (no offer: not live, no glow); the
        live ones, in the items' order (a game's board of tiles and what each may do)."""
        for key, item in items.items():
            item.set_live(offers.get(key))
        return [item for key, item in items.items() if key in offers]

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
        """A click (or Enter) on an offered item. While animations run it only hurries
        them: what was under the pointer may be gone once they end."""
        if self.animations.busy():
            self.skip_animations()
            return
        target = item.target
        if self.focus.keyboard and not self._shortcut:  # (Enter, a click: focus follows)
            self.focus.current = item
        pair = seat_and_action(target)
        if isinstance(target, Action):
            self.act(target)
        elif pair is not None:
            self.propose(*pair)
        elif callable(target):
            target()

    # -- the legal actions, by kind ----------------------------------------------------------
    def _groups(self) -> dict[type, list[Action]]:
        seat = self.acting_seat
        if self._grouped[0] is not self.legal or self._grouped[1] != seat:
            groups: dict[type, list[Action]] = {}
            for action in self.legal.get(seat, ()) if seat is not None else ():
                groups.setdefault(type(action), []).append(action)
            self._grouped = (self.legal, self.acting_seat, groups)
        return self._grouped[2]

    def _in_mode(self, kind: type) -> bool:
        mode = self.active_mode
        return mode is None or issubclass(kind, mode.offers + mode.keeps)

    def choices(self, kind: type[A], key: str) -> dict[Any, A]:
        """The acting seat's legal actions of `kind` by their field `key` ({tile: Flip});
        none of a kind the mode in progress does not offer."""
        if not self._in_mode(kind):
            return {}
        return {getattr(a, key): a for a in self._groups().get(kind, ())
                if isinstance(a, kind)}

    def single(self, kind: type[A]) -> A | None:
        """The acting seat's legal action of `kind` (one of a kind: "Stay here")."""
        found = self._groups().get(kind) if self._in_mode(kind) else None
        action = found[0] if found else None
        return action if isinstance(action, kind) else None

    # -- modes -------------------------------------------------------------------------------
    def enter_mode(self, mode: Mode) -> None:
        """Begin a step of several clicks: the table offers the mode's moves."""
        self.active_mode = mode
        self.offer()

    def leave_mode(self) -> None:
        """Back to the table's usual offers."""
        if self.active_mode is not None:
            self.active_mode = None
            self.offer()

    def back_button(self) -> list[ButtonSpec]:
        """The Back button of the mode in progress (Esc), to show beside the game's own."""
        if self.active_mode is None or not self.active_mode.back:
            return []
        return [ButtonSpec(_("Back"), "#e0e0e0", self.leave_mode, _("Esc"))]

    def _mode_open(self, mode: Mode) -> bool:
        seat = self.seat_on_offer()
        acts = self.legal.get(seat, ()) if seat is not None else ()
        return not mode.offers or any(isinstance(a, mode.offers) for a in acts)

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

    def route_through(self, words: str, item: QGraphicsItem | None
                      ) -> list[QGraphicsItem] | None:
        """A route of two clicks: the offered button showing `words` (one that enters a
        mode), then `item`; None when either is not there."""
        button = next((t for t in self._targets if isinstance(t, ButtonItem)
                       and t.text == words and t.target is not None), None)
        return [button, item] if button is not None and item is not None else None

    def act(self, action: Action) -> None:
        """Choose `action` for the seat whose actions are on offer."""
        if self.acting_seat is not None:
            self.propose(self.acting_seat, action)

    def propose(self, seat: Seat, action: Action) -> bool:
        """As GameScene's; a mode in progress ends with the move (the show after it offers
        afresh)."""
        if not self.allowed(seat, action):
            return False
        self.active_mode = None
        return super().propose(seat, action)

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
        """A key on the table. While animations run it is held (and hurries them) and
        pressed again once they have ended and the table shows what came of them."""
        if self.observation is None:
            return False
        if self.animations.busy():
            self._held_keys.append((event.key(), event.modifiers(), event.text()))
            self.skip_animations()
            return True
        key = event.key()
        if key == Qt.Key.Key_Escape and self.active_mode is not None:
            (self.active_mode.escape or self.leave_mode)()
            return True
        return self.table_key(event)

    def table_key(self, event: QKeyEvent) -> bool:
        """What a key does on a settled table; a game adds its own keys, then calls this."""
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

    def set_how(self, text: str) -> None:
        """The status line's how (the gesture and keys of what is offered), sent on only
        when it changes; "" once said: nothing to do here (the status line stays empty)."""
        if text != self.current_how:
            self.current_how = text
            self.how_changed.emit(text)

    @staticmethod
    def keys_on(items: Iterable[object]) -> list[str]:
        """The key each offered button shows (its words say what), for the how line."""
        return [item.key_hint for item in items if isinstance(item, ButtonItem)
                and item.key_hint and item.target is not None and item.isVisible()]

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
            self.animations_finished.emit()  # (the session shows what came of them)
        if self._held_keys and self._quiet:  # a show() is under way: press them after it
            QTimer.singleShot(0, self, self._press_held_keys)
        elif self._held_keys:
            self._press_held_keys()

    def drop_held_keys(self) -> None:
        """Forget the keys held while animations ran (the view starts a fresh turn: they
        were meant for the one before)."""
        self._held_keys = []

    def _press_held_keys(self) -> None:
        held, self._held_keys = self._held_keys, []
        for key, modifiers, text in held:
            self.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text))

    # -- events --------------------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        """Each event to its handler (`on_<kind>`), then the batch settles: the session
        hears `animations_finished` when the last animation ends. A handler that returns a
        `Part` (a callable given `done`) plays after the parts before it, in the batch's
        order (a shot's flight, then the cup taken, then who is next)."""
        self.start_animations()
        parts: list[Part] = []
        for event in events:
            handler = self.handler(event.kind)
            part = handler(event) if handler is not None else None
            if callable(part):
                parts.append(cast(Part, part))
        if parts:
            self.animations.sequence(parts)
        self.played(events)
        self.animations.settle()

    def handler(self, kind: str) -> Callable[[Event], object] | None:
        """The method that plays events of `kind`: `on_<kind>`, if the game has one."""
        found = getattr(self, f"on_{kind}", None)
        return found if callable(found) else None

    def played(self, events: Sequence[Event]) -> None:
        """After every handler of a batch ran (before it settles); a game may add to it."""

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
        self._held_keys = []  # meant for a table that is gone (a curtain follows)
        self.active_mode = None
        self.focus.items, self.focus.current = [], None  # (its ring went with the items)
        self.set_hint("")  # nothing on the table to act on
        if self.current_how is not None:
            self.set_how("")
