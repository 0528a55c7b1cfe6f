"""The game log in the side panel: every line wrapped in full, the latest lines only, and
only lines everyone may see ever reach the clipboard."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QKeyEvent, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme

LOG_TEXT_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                  | Qt.TextFlag.TextWordWrap)


class LogDelegate(QStyledItemDelegate):
    """Every log entry wraps in full. Qt's own item drawing takes the style sheet's padding
    off the width it draws in but not off the width it measures with, so a line that just
    fits is measured as one line and then drawn cut short with "…". Here the height asked
    for is worked out in the very rectangle the text is drawn in."""

    PAD_X, PAD_Y = 6, 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Qt asks for every entry's height each time one is added: wrapped text is slow to
        # measure, so each (text, width, font) is measured once
        self._heights: dict[tuple[str, int, str], int] = {}

    def text_rect(self, rect: QRect) -> QRect:
        return rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListWidget) else option.rect.width()
        width = max(width, 4 * self.PAD_X)
        room = self.text_rect(QRect(0, 0, width, 100000))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (text, width, option.font.key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 5000:  # many widths over a long session: start over
                self._heights.clear()
            metrics = QFontMetrics(option.font)
            height = metrics.boundingRect(room, int(LOG_TEXT_FLAGS), text).height()
            self._heights[key] = height
        return QSize(width, height + 2 * self.PAD_Y)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(opt.palette.color(role))
        painter.drawText(self.text_rect(option.rect), int(LOG_TEXT_FLAGS), text)
        painter.restore()


#: the log shows the latest lines only (Review moves… has the whole game); a 200,000-move
#: save would otherwise spend minutes measuring lines nobody scrolls to
LOG_LINES = 300
#: item data: True on a line everyone may see (only those may be copied)
PUBLIC_ROLE = Qt.ItemDataRole.UserRole + 1


class LogList(QListWidget):
    """The game log; while it is empty it says what will appear there."""

    @property
    def placeholder(self) -> str:
        return _("Every move will be listed here as you play.")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(LogDelegate(self))
        self._lines: list[tuple[str, bool]] = []

    def set_lines(self, entries: Sequence[tuple[str, bool]]) -> None:
        """Show the last LOG_LINES of `entries` (text, seen by everyone). When they only add
        to what is shown (nearly every move), just the new ones are added: clearing and
        re-wrapping the whole log on each move made the late game slower and slower."""
        entries = list(entries)
        if entries[:len(self._lines)] == self._lines and self._lines:
            new = entries[len(self._lines):]
        else:
            super().clear()
            new = entries[-LOG_LINES:]
        self._lines = entries
        for text, public in new:
            self.add_line(text, public)
        while self.count() > LOG_LINES:  # a long game keeps only its latest lines on screen
            self.takeItem(0)
        if new:
            self.scrollToBottom()

    def clear(self) -> None:
        super().clear()
        self._lines = []

    def add_line(self, text: str, public: bool) -> None:
        item = QListWidgetItem(text)
        item.setData(PUBLIC_ROLE, public)
        self.addItem(item)

    def public_text(self) -> str:
        """The selected (or current) lines everyone may see: a private line ("You drew
        red bee.") must never reach the clipboard, where it outlives the hand-off."""
        items = self.selectedItems() or ([self.currentItem()] if self.currentItem() else [])
        return "\n".join(i.text() for i in items if i.data(PUBLIC_ROLE))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.matches(QKeySequence.StandardKey.Copy):
            text = self.public_text()
            if text:
                QApplication.clipboard().setText(text)
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.doItemsLayout()  # heights depend on the width: measure again straight away

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.count():
            return
        painter = QPainter(self.viewport())
        painter.setPen(theme.qcolor(theme.TEXT_SOFT))
        area = self.viewport().rect().adjusted(10, 10, -10, -10)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                                   | Qt.TextFlag.TextWordWrap), self.placeholder)
        painter.end()

