"""The "Statistics" dialog: every player name with their games, and Rename / Forget.

It reads and changes the statistics only through `StatsBook` (stats.py), so another window
finishing a game meanwhile is never undone. Names are shown as plain text everywhere (a
name may well be "<b>Bob</b>"). Questions go through the small `ask_*` helpers, which tests
replace.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app.stats import StatsBook, record_line
from cocoa_games.core.i18n import _

NAME_ROLE = Qt.ItemDataRole.UserRole


def ask_new_name(parent: QWidget, old: str) -> str | None:
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(_("Rename player"))
    dialog.setLabelText(_("New name for {name}:").format(name=old))
    for label in dialog.findChildren(QLabel):  # the old name is shown as it is written
        label.setTextFormat(Qt.TextFormat.PlainText)
    dialog.setTextValue(old)
    return dialog.textValue() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_forget(parent: QWidget, name: str) -> bool:
    box = QMessageBox(QMessageBox.Icon.Question, _("Forget player"),
                      _("Forget every statistic of {name}? This cannot be undone.").format(
                          name=name),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def _game_title(game_id: str) -> str:
    for info in games.all_games():  # metadata only: no game module is imported
        if info.id == game_id:
            return info.title
    return game_id


class StatsDialog(QDialog):
    def __init__(self, book: StatsBook | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book if book is not None else StatsBook()
        self.setWindowTitle(_("Statistics"))
        self.resize(640, 420)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([_("Player and game"), _("Results")])
        self.tree.setColumnWidth(0, 220)
        self.tree.setAccessibleName(_("Statistics per player"))
        self.tree.currentItemChanged.connect(self._update_buttons)
        self.empty = QLabel(_("No games finished yet. Statistics appear here after the "
                              "first game someone plays to the end."))
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.rename_button = QPushButton(_("Rename…"))
        self.forget_button = QPushButton(_("Forget…"))
        self.rename_button.clicked.connect(self.rename_selected)
        self.forget_button.clicked.connect(self.forget_selected)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.rename_button)
        row.addWidget(self.forget_button)
        row.addStretch(1)
        row.addWidget(close)
        column = QVBoxLayout(self)
        column.addWidget(self.empty)
        column.addWidget(self.tree, 1)
        column.addWidget(self.note)
        column.addLayout(row)
        self.refresh()

    def refresh(self, select: str | None = None) -> None:
        """Read the file again (another window may have added games) and list everyone."""
        players = self.book.players()
        self.tree.clear()
        chosen = None
        for name in sorted(players, key=str.casefold):
            records = players[name]
            played = sum(r.played for r in records.values())
            won = sum(r.won for r in records.values())
            top = QTreeWidgetItem([name, _("won {won} of {n}").format(won=won, n=played)])
            top.setData(0, NAME_ROLE, name)
            for game_id, record in sorted(records.items()):
                child = QTreeWidgetItem([_game_title(game_id), record_line(record)])
                child.setData(0, NAME_ROLE, name)
                top.addChild(child)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
            if name == select:
                chosen = top
        self.empty.setVisible(not players)
        self.tree.setVisible(bool(players))
        self.note.setText(self.book.problem or "")
        self.note.setVisible(bool(self.book.problem))
        if chosen is None and self.tree.topLevelItemCount():
            chosen = self.tree.topLevelItem(0)
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        self._update_buttons()

    def selected_name(self) -> str | None:
        item = self.tree.currentItem()
        return None if item is None else item.data(0, NAME_ROLE)

    def _update_buttons(self, *_args: object) -> None:
        has = self.selected_name() is not None
        self.rename_button.setEnabled(has)
        self.forget_button.setEnabled(has)

    def rename_selected(self) -> None:
        old = self.selected_name()
        if old is None:
            return
        new = ask_new_name(self, old)
        if new is None:
            return
        problem = self.book.rename(old, new)
        self.refresh(select=new.strip() if problem is None else old)
        if problem:
            self.note.setText(problem)
            self.note.setVisible(True)

    def forget_selected(self) -> None:
        name = self.selected_name()
        if name is None or not ask_forget(self, name):
            return
        self.book.forget(name)
        self.refresh()


def show_stats(parent: QWidget | None, book: StatsBook | None = None) -> None:
    dialog = StatsDialog(book, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
