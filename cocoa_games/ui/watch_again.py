"""Watch again: the last move of a kind (a shot, a throw) played once more for all, over the
table as it stood before it, and then the table as it is now. Nothing is chosen and the
game does not change: the scene only draws the older table (its public part) and plays the
move's events on it as it did the first time.

A `TableScene` keeps one `WatchAgain` and tells it each batch before it plays it
(`noticed`); it shows its button while `offered()`, which calls `start()`; and `show()` and
`play()` call `interrupted()` first: a real move cuts a replay short (the table comes back
at once, then the move plays on it). A click anywhere or a key hurries a replay.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from cocoa_games.core.game import Event, Seat

from .button_row import ButtonSpec

if TYPE_CHECKING:
    from .table_scene import TableScene

#: a table's observation and its events: is that batch still the last move of its kind?
StillLast = Callable[[Mapping, Sequence[Event]], bool]


class WatchAgain(QObject):
    """`kind`: the event kind worth watching again; `public(observation)`: the observation
    without what only its viewer may see; `still_last(observation, events)`: whether the
    batch is the table's last move of that kind still (not taken back, no newer one)."""

    def __init__(self, scene: TableScene, kind: str, public: Callable[[Mapping], Mapping],
                 still_last: StillLast) -> None:
        super().__init__(scene)
        self.scene, self.kind, self.public, self.still_last = scene, kind, public, still_last
        self.last: tuple[Mapping, list[Event]] | None = None
        #: while a replay runs: the table to come back to (observation, viewer, legal)
        self.back: tuple[Mapping, Seat | None, Mapping] | None = None
        self._starting = False
        scene.animations_finished.connect(self._ended)
        scene.installEventFilter(self)  # a click anywhere hurries a replay

    def forget(self) -> None:
        """A new game: nothing to watch again."""
        self.last = None

    def noticed(self, events: Sequence[Event]) -> None:
        """A batch about to play on the table drawn now: kept if it holds our kind."""
        table = self.scene.observation
        if not self._starting and table is not None and any(e.kind == self.kind
                                                            for e in events):
            self.last = (self.public(table), list(events))

    def offered(self) -> bool:
        table, scene = self.scene.observation, self.scene
        return (self.last is not None and self.back is None and table is not None
                and not scene.animations.busy() and self.still_last(table, self.last[1]))

    def button(self, words: str, colour: str, when: bool = True, key: str = "") -> list[ButtonSpec]:
        """Its button (`words`, the letter `key` — the game's, from its words) in `colour`,
        while offered and `when`; else none."""
        return [ButtonSpec(words, colour, self.start, key)] if when and self.offered() else []

    def start(self) -> None:
        """Play the last batch again over the public table it was played on."""
        if not self.offered() or self.last is None:
            return
        scene, (then, events) = self.scene, self.last
        back = (scene.observation or {}, scene.viewer, scene.legal)
        scene.show(then, None, {})
        self.back, self._starting = back, True
        try:
            scene.play(events)  # (with no animations it has ended, and come back, here)
        finally:
            self._starting = False

    def interrupted(self, restore: bool) -> None:
        """A real show() or play() while a replay runs: it ends at once; `restore`: the
        table it left is drawn again first (a move is about to play on it)."""
        if self.back is None or self._starting:
            return
        back, self.back = self.back, None
        self.scene.finish_animations()
        if restore:
            self.scene.show(*back)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if self.back is not None and event.type() == QEvent.Type.GraphicsSceneMousePress:
            self.scene.skip_animations()
            return True
        return False

    def _ended(self) -> None:
        back, self.back = self.back, None
        if back is not None:
            self.scene.show(*back)
