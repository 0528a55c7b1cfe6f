"""The shell grows with the window: one scale factor from the window's size
(`theme.shell_scale`) for the side panel, buttons, dialogs and the launcher.

`follow(window)` restyles the window (and so every dialog opened on it) with the app style
at its scale whenever that changes; the launcher and the table page call it for their
window when shown (so the main window needs no line for it). A page or dialog with its own
sizes asks `window_scale(widget)` and builds its style sheet with `theme.scaled(size, scale)`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from cocoa_games.ui import theme


def window_scale(widget: QWidget | None) -> float:
    """The shell's scale for the window `widget` is in (1.0 with none)."""
    if widget is None:
        return 1.0
    window = widget.window()
    return theme.shell_scale(window.width(), window.height())


class ShellScale(QObject):
    """Keeps a main window's style sheet at the scale of its size."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.scale = 1.0  # what the app style sheet (or the window's own) is drawn at
        self.setObjectName("shellScale")
        window.installEventFilter(self)
        self.refresh()

    def refresh(self) -> None:
        scale = window_scale(self.window)
        if scale != self.scale:
            self.scale = scale
            self.window.setStyleSheet(theme.app_style_sheet(scale))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.refresh()
        return False


def follow(window: QWidget) -> ShellScale:
    """Scale `window`'s shell with its size from now on (once per window)."""
    for child in window.children():
        if isinstance(child, ShellScale):
            return child
    return ShellScale(window)
