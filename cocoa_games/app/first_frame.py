"""Run something right after a widget's first frame has been painted.

Start-up is what a player waits for until the window is there; whatever the first frame does
not show (tile art, tidying old temp files, Qt's big enum tables) can follow a moment later.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """Watches one widget (not the whole app: an app-wide filter would drag every event of
    every widget through Python) and lets go after its first paint."""

    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)  # once this paint (the whole frame) is done
            self.deleteLater()
        return False


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call `callback` once, from the event loop, right after `widget` is first painted."""
    widget.installEventFilter(_FirstPaint(widget, callback))
