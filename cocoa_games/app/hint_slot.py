"""The hint line's place under the table: always as tall as its longest hint (three lines),
so the table above never changes size while a hint grows from one line to three (issue 25,
point 1), and the calm note (a key that did nothing, the people's countdown to complain)
shows over the hint in the same place instead of pushing the table up."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: the hint's lines the slot keeps room for (a longer hint is cut at the slot's foot)
LINES = 3


class HintSlot(QWidget):
    """`hint` fills the slot; `note` lies over the whole of it while shown."""

    def __init__(self, hint: QLabel, note: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint, self.note = hint, note
        for label in (hint, note):
            label.setParent(self)
            label.installEventFilter(self)  # a new font or stylesheet: a new height
        for label in (hint, note):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        note.raise_()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def lines_height(self) -> int:
        """Three lines of the hint's font, with the labels' padding."""
        self.hint.ensurePolished()
        margins = self.hint.contentsMargins()
        spare = 8 + margins.top() + margins.bottom()  # (the stylesheet's padding)
        return self.hint.fontMetrics().lineSpacing() * LINES + spare

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return QSize(self.hint.sizeHint().width(), self.lines_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return QSize(80, self.lines_height())

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt name
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
        elif event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self._place()
        return False

    def _place(self) -> None:
        width, height = self.width(), self.height()
        self.hint.setGeometry(0, 0, width, height)
        self.note.setGeometry(0, 0, width, height)  # the whole hint covered while it shows
