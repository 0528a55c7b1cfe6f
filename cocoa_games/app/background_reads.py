"""Reading files off the UI thread: a job runs a plain function on Qt's thread pool and its
result comes back as a signal, delivered in the UI thread (the receiver lives there).

Jobs never touch a widget; they only read and parse (a save's full look, its stored
position). A result nobody waits for any more (the dialog closed, the file renamed) is
simply dropped by the receiver.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    """Lives in the UI thread; emitted from a worker, its signal is queued to the UI."""

    done = Signal(object, object)  # key, result


class _Job(QRunnable):
    def __init__(self, key: Hashable, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.key, self.work, self.relay = key, work, relay

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # a job's own failure is its result, never a lost signal
            result = exc
        try:
            self.relay.done.emit(self.key, result)
        except RuntimeError:  # the receiver is gone (its dialog was closed): nobody waits
            pass


class BackgroundReads(QObject):
    """Runs `submit`ted functions on the global thread pool, one result per key.

    `arrived(key, result)` comes in the UI thread; a key asked again while its job runs
    gets that job's result, once."""

    arrived = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self._done)
        self._waiting: set[Hashable] = set()

    def submit(self, key: Hashable, work: Callable[[], Any]) -> None:
        if key in self._waiting:
            return
        self._waiting.add(key)
        QThreadPool.globalInstance().start(_Job(key, work, self._relay))

    def pending(self) -> int:
        return len(self._waiting)

    def forget(self) -> None:
        """Results still to come are of no use any more (the dialog is closing)."""
        self._waiting.clear()

    def _done(self, key: Hashable, result: Any) -> None:
        if key in self._waiting:
            self._waiting.discard(key)
            self.arrived.emit(key, result)
