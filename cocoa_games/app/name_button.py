"""A button whose words name a person ("I'm NAME — show", "NAME: Complain!").

When room is short the name gives way ("Maximilian-Alex…: Complain!"), never what the button
does; the whole text stays in the tooltip and the accessible name. Player names are typed by
people, so they can be long: at 800×600 three such buttons in a row used to spill past the
window's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from cocoa_games.app.plain_text import plain_tooltip

#: at least this much of a name stays readable before the button stops shrinking
MIN_NAME_CHARS = 4


class NameButton(QPushButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self._name = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_text(self, text: str, name: str) -> None:
        """Show `text`, in which `name` is the part that may be shortened."""
        self.full_text, self._name = text, (name if name and name in text else "")
        self.setToolTip(plain_tooltip(text))
        self.setAccessibleName(text)
        self.updateGeometry()
        self._fit()

    # -- sizes: the whole text when there is room, down to a short name when there is not ---
    def _padding(self) -> int:
        """What the style adds around the words (borders, padding)."""
        return super().sizeHint().width() - self.fontMetrics().horizontalAdvance(self.text())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(self._padding() + self.fontMetrics().horizontalAdvance(self.full_text),
                     hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        rest = self.full_text.replace(self._name, "", 1) if self._name else self.full_text
        shortest = metrics.horizontalAdvance(rest + self._name[:MIN_NAME_CHARS] + "…")
        return QSize(self._padding() + min(shortest, metrics.horizontalAdvance(self.full_text)),
                     hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        room = self.width() - self._padding()
        text = self.full_text
        if self._name and metrics.horizontalAdvance(text) > room:
            rest = metrics.horizontalAdvance(text.replace(self._name, "", 1))
            short = metrics.elidedText(self._name, Qt.TextElideMode.ElideRight,
                                       max(room - rest, 0))
            text = text.replace(self._name, short or "…", 1)
        if text != self.text():
            self.setText(text)
