"""Telling screen readers about a change no focused widget shows (a turn, the end)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, assertive: bool = False) -> bool:
    """Tell screen readers about a change that has no focused widget (Qt >= 6.8).

    Returns False when this Qt has no announcements or no screen reader listens."""
    try:
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
    except ImportError:  # Qt < 6.8: the widgets' accessible names still tell the story
        return False
    if not QAccessible.isActive():
        return False
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        try:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        except AttributeError:
            pass
    QAccessible.updateAccessibility(event)
    return True

