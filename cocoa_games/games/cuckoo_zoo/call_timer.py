"""The seconds a person has to call a picked card (the option "Seconds to call"): a call not
made in time counts as no call, as at the table. It runs only on the viewer's own picking
(computers never use the table), ticks once a second so the countdown shows, and is driven
by hand in tests (`tick`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QTimer

from cocoa_games.core.i18n import ngettext


class CallTimer(QObject):
    def __init__(self, changed: Callable[[], object], out: Callable[[], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed = changed  # a second went by: show the countdown again
        self._out = out  # time is up: the card gets no call
        self.left = 0  # seconds left (0: not running)
        self._for: Hashable = None  # which call it is counting for
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)

    def watch(self, seconds: int, waiting_for: Hashable) -> None:
        """Count `seconds` for the call `waiting_for` names (a new one starts again);
        0 seconds or None: no call is awaited, the timer stops."""
        if not seconds or waiting_for is None:
            self.stop()
            return
        if waiting_for != self._for or not self.left:
            self._for, self.left = waiting_for, seconds
            self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.left, self._for = 0, None

    def tick(self) -> None:
        """One second gone; at none left, the card counts as called with no call."""
        if not self.left:
            return
        self.left -= 1
        if self.left:
            self._changed()
            return
        self.timer.stop()
        self._for = None
        self._out()

    def words(self) -> str:
        """The countdown, for the hint line ("" when not running)."""
        if not self.left:
            return ""
        return ngettext("Call now: {n} second left!", "Call now: {n} seconds left!",
                        self.left).format(n=self.left)
