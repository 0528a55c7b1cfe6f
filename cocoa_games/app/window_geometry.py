"""The main window's size and place, remembered between runs (in Settings)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget

from cocoa_games.app.settings import Settings

MIN_WIDTH, MIN_HEIGHT = 800, 560


def first_run_size(screen_width: int, screen_height: int) -> tuple[int, int]:
    """The window size before any is remembered: most of the screen (so the table is big),
    capped on huge screens, never below the minimum."""
    width = min(int(screen_width * 0.92), 1760)
    height = min(int(screen_height * 0.92), 1100)
    return max(MIN_WIDTH, width), max(MIN_HEIGHT, height)


def restore(window: QWidget, settings: Settings) -> None:
    """Where the window was last time; on the first run (or from a geometry that does not
    read) most of the screen, centred."""
    geometry = settings.window_geometry
    restored = False
    if geometry:
        try:
            restored = window.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        except (UnicodeEncodeError, ValueError):
            restored = False
    if not restored:
        screen = window.screen().availableGeometry()
        width, height = first_run_size(screen.width(), screen.height())
        window.resize(width, height)
        window.move(screen.x() + (screen.width() - width) // 2,
                    screen.y() + (screen.height() - height) // 2)


def remember(window: QWidget, settings: Settings) -> None:
    """Keep the window's size, place and fullscreen for the next run (not yet written)."""
    settings.window_geometry = window.saveGeometry().toBase64().toStdString()
    settings.fullscreen = window.isFullScreen()
