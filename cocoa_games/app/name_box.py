"""The small box that asks for a name (a save's, a renamed save's, a renamed player's)."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget


def name_box(parent: QWidget | None, title: str, label: str, text: str) -> QInputDialog:
    """A box that asks for a name, wide enough for the name it offers (and some more typing)
    in the words of the window's scale, never wider than the window (or the screen)."""
    box = QInputDialog(parent)
    box.setWindowTitle(title)
    box.setLabelText(label)
    box.setTextValue(text)
    line = box.findChild(QLineEdit)
    if line is not None:
        box.ensurePolished()  # measured in the font the window's scale gives it
        line.ensurePolished()
        wanted = line.fontMetrics().horizontalAdvance(text + "MMMM") + 24
        room = (parent.window().width() if parent is not None
                else box.screen().availableGeometry().width())
        line.setMinimumWidth(min(wanted, room - 80))
    return box
