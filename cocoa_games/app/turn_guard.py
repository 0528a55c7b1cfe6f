"""A fresh turn takes no key for half a second (no Qt).

When the next person has nothing secret to see, no curtain comes between two turns: the
table simply shows her turn, with the focus ring already on one of her items. The Enter
the previous person pressed twice, or the one that on other turns means "I'm Mia — show",
would then make her move. So a turn is fresh when the seat on offer changes or the table
comes back after a curtain, and for `GUARD_S` after that no key acts on the table (a click
is a deliberate choice and is not held back; the curtain keeps its own half second). A key
held down since the last turn does not start repeating into this one either: repeats count
only after a press the fresh turn took.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable

#: how long a fresh turn takes no key, in seconds (as long as the curtain's own guard)
GUARD_S = 0.5

#: the clock the guard reads; tests replace it with a fake one (no sleeping)
clock: Callable[[], float] = time.monotonic


class TurnGuard:
    """Whether keys may act on the table now; told whenever the table is drawn."""

    def __init__(self) -> None:
        self._seat: Hashable = None
        self._since: float | None = None  # when the fresh turn began; None: none yet
        self._after_curtain = False
        self._pressed = True  # a key was pressed (not repeated) since the turn began

    def shown(self, seat: Hashable) -> bool:
        """The table was drawn with `seat`'s actions on offer (None: nobody's); True when
        that begins a fresh turn."""
        fresh = seat is not None and (seat != self._seat or self._after_curtain)
        if fresh:
            self._since, self._pressed = clock(), False
        self._seat, self._after_curtain = seat, False
        return fresh

    def cleared(self) -> None:
        """The table went (a curtain, another game): its next showing is a fresh turn."""
        self._after_curtain = True

    def waiting(self) -> bool:
        """True while a fresh turn is younger than the guard: keys do nothing yet."""
        return self._since is not None and clock() - self._since < GUARD_S

    def takes(self, repeat: bool) -> bool:
        """Whether a key press (`repeat`: one repeated by a key held down) may act now."""
        if self.waiting() or (repeat and not self._pressed):
            return False
        self._pressed = self._pressed or not repeat
        return True
