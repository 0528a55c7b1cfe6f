"""A visible countdown in whole seconds for something a person must do in time (Cuckoo Zoo's
"Seconds to call"). It ticks once a second so the table can show what is left, calls `out`
when time is up, and restarts whenever what it waits for changes. Tests drive it by hand
(`tick`): no sleeping."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QTimer


class Countdown(QObject):
    def __init__(self, changed: Callable[[], object], out: Callable[[], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed = changed  # a second went by: show what is left again
        self._out = out  # time is up
        self.left = 0  # seconds left (0: not running)
        self._for: Hashable = None  # what it is counting for
        self._ran_out: Hashable = None  # what it last ran out for
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)

    def watch(self, seconds: int, waiting_for: Hashable) -> None:
        """Count `seconds` for `waiting_for` (something new starts again); 0 seconds or
        None: nothing is awaited, the countdown stops."""
        if not seconds or waiting_for is None:
            self.stop()
        elif waiting_for != self._for or not self.left:
            self._for, self.left = waiting_for, seconds
            self.timer.start()

    def left_for(self, seconds: int, waiting_for: Hashable) -> int:
        """`watch`, but once only: a countdown that ran out for `waiting_for` stays at
        nothing left for it (it shows what another clock decides); the seconds left."""
        if waiting_for is None or waiting_for != self._ran_out:
            self.watch(seconds, waiting_for)
        return self.left

    def stop(self) -> None:
        self.timer.stop()
        self.left, self._for = 0, None

    def tick(self) -> None:
        """One second gone; at none left, `out`."""
        if not self.left:
            return
        self.left -= 1
        if self.left:
            self._changed()
            return
        self._ran_out = self._for
        self.stop()
        self._out()
