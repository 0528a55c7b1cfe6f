"""Text from a file or a person is shown as plain text, everywhere.

Qt treats a label's text as rich text when it merely looks like HTML, and rich text loads
`<img src="...">` — a player named `<img src="/some/fifo">` froze the app for good. Every
label that may hold a name or a file's words is made here with `Qt.PlainText`; tooltips
(which have no format switch) get the text escaped inside an explicit rich-text wrapper.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` literally (escaped, so nothing in it is ever fetched)."""
    return f"<qt>{html.escape(text)}</qt>" if text else ""
