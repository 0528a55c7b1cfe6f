"""Text from a file or a person is shown as plain text, everywhere.

Qt treats a label's text as rich text when it merely looks like HTML, and rich text loads
`<img src="...">` — a player named `<img src="/some/fifo">` froze the app for good. Every
label that may hold a name or a file's words is made here with `Qt.PlainText`; tooltips
(which have no format switch) get the text escaped inside an explicit rich-text wrapper.
"""

from __future__ import annotations

import re

from PySide6 import QtCore
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

# the tables' items need it too: it lives in the toolkit, and is the same here
from cocoa_games.ui.tooltip import plain_tooltip as plain_tooltip


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    label.setText(text)
    return label


#: fewer characters than this before the "…" and an elided line is left empty
MIN_ELIDED = 8


class ElidedLabel(QLabel):
    """One line of plain text that ends in "…" when the room is short (the whole text is in
    its tooltip): a wrapped summary squeezed beside buttons broke into a column of words.

    While empty it names no Qt enum: the launcher's first frame has one (see launcher)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full_text = ""

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self.setToolTip(plain_tooltip(text))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self.full_text:
            self.setText("")
            return
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # before any text is shown
        # a text that knows shorter forms of itself (slot_policy.SummaryText: "Cocoons — Leo,
        # Mia · 2 more unfinished games", "Cocoons — Leo, Mia", "Cocoons") shows the longest
        # that fits whole: a part cut in its middle ("2 mor…") reads as something else
        metrics, room = self.fontMetrics(), max(0, self.width())
        forms = (self.full_text, *getattr(self.full_text, "shorter", ()))
        whole = next((f for f in forms if metrics.horizontalAdvance(f) <= room), None)
        if whole is not None:
            self.setText(whole)
            return
        shown = metrics.elidedText(forms[-1], QtCore.Qt.TextElideMode.ElideRight, room)
        # a lone "…" or "Cu…" tells nothing and looks broken: then show nothing (the tooltip
        # still has it all)
        self.setText(shown if len(shown) > MIN_ELIDED else "")


class LinesLabel(QLabel):
    """Plain text in at most `lines` lines, the last one ending in "…" when the room is
    short (the whole text in its tooltip and in `text()`): a label of a fixed height never
    shows half a line. It breaks between words as wrapping would."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.lines = lines
        self.full_text = ""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt name
        self.full_text = text
        self.setToolTip(plain_tooltip(text) if text else "")
        self._fit()

    def clear(self) -> None:
        self.setText("")

    def text(self) -> str:
        return self.full_text

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics, room = self.fontMetrics(), max(1, self.contentsRect().width() - 2)
        out: list[str] = []
        # (a no-break space is no place to break: French "gagne !" keeps its "!")
        words = [w for w in re.split(r"[ \t\r\n]+", self.full_text) if w]
        while words and len(out) < self.lines:
            line = words.pop(0)
            while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= room:
                line = f"{line} {words.pop(0)}"
            out.append(line)
        if words:  # more than the lines hold: the last one ends in "…"
            out[-1] = metrics.elidedText(f"{out[-1]} {' '.join(words)}",
                                         QtCore.Qt.TextElideMode.ElideRight, room)
        super().setText("\n".join(out))
