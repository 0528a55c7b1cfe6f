"""One line under the table that says what just happened (the newest log lines) while the
side panel is not beside the table: at 800×600 what the computers just did is seen without
opening anything. It shows exactly the lines the log shows (the presenter chose them for
the seat on screen), newest last; older ones give way when the line is full.

The line is always one line high, filled or not, so the board never changes size with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from cocoa_games.app.plain_text import plain_tooltip
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme

#: at most this many of the newest lines share the recap (and its tooltip)
RECAP_LINES = 3
SEPARATOR = "  ·  "


class LogRecap(QLabel):
    """The newest log lines on one line; the full lines in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(_("What just happened"))
        self.lines: list[str] = []
        self.scale = 1.0
        self._dressed: bool | None = None  # whether the strip is drawn now
        self.restyle(1.0)

    def restyle(self, scale: float) -> None:
        self.scale = scale
        self._dressed = None
        self._dress(True)
        self.ensurePolished()
        self.setFixedHeight(self.fontMetrics().height() + 8)
        self._fit()

    def _dress(self, filled: bool) -> None:
        """A cream strip under words; while nothing has happened, just room (the board
        keeps its size either way)."""
        if filled == self._dressed:
            return
        self._dressed = filled
        size = theme.scaled(theme.BASE_PT, self.scale)
        background = theme.CREAM if filled else "transparent"
        self.setStyleSheet(f"color: {theme.COCOA}; background: {background};"
                           f" border-radius: 8px; font-size: {size}pt; padding: 2px 10px;")

    def set_lines(self, lines: Sequence[str]) -> None:
        self.lines = list(lines[-RECAP_LINES:])
        self.setToolTip(plain_tooltip("\n".join(self.lines)) if self.lines else "")
        self._fit()

    def text_for(self, width: int) -> str:
        """As many of the newest lines as fit in `width` pixels, newest last; the newest
        alone ends in "…" when even it is too long."""
        if not self.lines:
            return ""
        metrics = self.fontMetrics()
        prefix = _("Just now:") + " "
        for count in range(len(self.lines), 0, -1):
            text = prefix + SEPARATOR.join(self.lines[-count:])
            if metrics.horizontalAdvance(text) <= width:
                return text
        return metrics.elidedText(prefix + self.lines[-1], Qt.TextElideMode.ElideRight, width)

    def _fit(self) -> None:
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 20  # the padding
        text = self.text_for(max(0, room))
        self._dress(bool(text))
        self.setText(text)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()
