"""The "Statistics" dialog: every player name with their own picture and their games, and
Rename / Forget.

It reads and changes the statistics only through `StatsBook` (stats.py), so another window
finishing a game meanwhile is never undone. Names are shown as plain text everywhere (a
name may well be "<b>Bob</b>"). Questions go through the small `ask_*` helpers, which tests
replace.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
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
from cocoa_games.app.avatars import avatar_icon
from cocoa_games.app.dialog_size import message_style, room
from cocoa_games.app.name_box import name_box
from cocoa_games.app.plain_text import plain_tooltip
from cocoa_games.app.seat_memory import COMPUTER_NAMES
from cocoa_games.app.settings import Settings, load_settings
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.app.stats import StatsBook, record_line
from cocoa_games.app.stats_art import game_picture
from cocoa_games.core import people
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.people import Look
from cocoa_games.ui import theme

NAME_ROLE = Qt.ItemDataRole.UserRole


def rename_box(parent: QWidget | None, old: str) -> QInputDialog:
    dialog = name_box(parent, _("Rename player"), _("New name for {name}:").format(name=old),
                      old)
    for label in dialog.findChildren(QLabel):  # the old name is shown as it is written
        label.setTextFormat(Qt.TextFormat.PlainText)
    return dialog


def ask_new_name(parent: QWidget, old: str) -> str | None:
    dialog = rename_box(parent, old)
    try:
        return dialog.textValue() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


def forget_box(parent: QWidget | None, name: str) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Question, _("Forget player"),
                      _("Forget every statistic of {name}? This cannot be undone.").format(
                          name=name),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setStyleSheet(message_style(parent))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box


def ask_forget(parent: QWidget, name: str) -> bool:
    box = forget_box(parent, name)
    try:
        return box.exec() == QMessageBox.StandardButton.Yes
    finally:
        box.deleteLater()


def _game_title(game_id: str) -> str:
    for info in games.all_games():  # metadata only: no game module is imported
        if info.id == game_id:
            return info.title
    return game_id


#: each game's picture beside its line, in device-independent pixels at scale 1
PICTURE_WIDTH = 64


def is_computer_name(name: str) -> bool:
    """A computer's own name ("Robo", "Pixel 2"): books from before computers kept no
    statistics may still list one."""
    return name in COMPUTER_NAMES or (name.rpartition(" ")[0] in COMPUTER_NAMES
                                      and name.rpartition(" ")[2].isdigit())


def stats_looks(names: list[str], settings: object) -> dict[str, Look]:
    """Each listed player's picture: the one they play with (kept with their name), else
    one offered now; a computer's name gets a computer's picture, never an animal."""
    remembered = people.from_json(getattr(settings, "people", {}))
    looks = {name: remembered[name] for name in names
             if name in remembered and not is_computer_name(name)}
    others = [name for name in names if name not in looks]
    offered = people.offer([(name, is_computer_name(name)) for name in others], {})
    looks.update(zip(others, offered, strict=True))
    return looks


def stats_style(scale: float) -> str:
    """The dialog in the launcher's dress: a cocoa heading, a white list in a sand frame
    with cream headers, words at the shell's scale."""
    def pt(size: float) -> int:
        return theme.scaled(size, scale)

    return f"""
    #statsHeading {{ color: {theme.COCOA}; font-size: {pt(theme.TITLE_PT - 6)}pt;
                     font-weight: bold; }}
    #statsNote, #statsEmpty {{ color: {theme.TEXT_SOFT}; font-size: {pt(theme.BASE_PT + 1)}pt; }}
    QTreeWidget {{
        background: {theme.WHITE}; color: {theme.TEXT}; border: 2px solid {theme.SAND};
        border-radius: {pt(12)}px; font-size: {pt(theme.BASE_PT + 1)}pt; padding: {pt(4)}px;
    }}
    QTreeWidget::item {{ padding: {pt(3)}px {pt(2)}px; }}
    QTreeWidget::item:selected {{ background: {theme.CARAMEL}; color: {theme.WHITE}; }}
    QHeaderView::section {{
        background: {theme.CREAM}; color: {theme.COCOA}; border: none;
        border-bottom: 2px solid {theme.SAND}; padding: {pt(6)}px; font-weight: bold;
        font-size: {pt(theme.BASE_PT + 1)}pt;
    }}
    """


class StatsDialog(QDialog):
    def __init__(self, book: StatsBook | None = None, parent: QWidget | None = None,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.book = book if book is not None else StatsBook()
        window_settings = getattr(parent.window(), "settings", None) if parent else None
        self.settings = settings or window_settings or load_settings()  # the people's looks
        self.looks: dict[str, Look] = {}
        self.setWindowTitle(_("Statistics"))
        self.scale = window_scale(parent)
        self.setStyleSheet(stats_style(self.scale))
        space = room(parent, self)  # never larger than the window it is opened on
        width, height = theme.scaled(820, self.scale), theme.scaled(500, self.scale)
        self.resize(max(min(width, space.width()), 560), max(min(height, space.height()), 360))
        self.heading = QLabel(_("Statistics"))
        self.heading.setObjectName("statsHeading")
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([_("Player and game"), _("Results")])
        picture = theme.scaled(PICTURE_WIDTH, self.scale)
        self.tree.setIconSize(QSize(picture, round(picture * 0.62)))
        self.tree.setColumnWidth(0, theme.scaled(260, self.scale))
        self.tree.setWordWrap(True)  # a long result takes a second line rather than "…"
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setAccessibleName(_("Statistics per player"))
        self.tree.currentItemChanged.connect(self._update_buttons)
        self.empty = QLabel(_("No games finished yet. Statistics appear here after the "
                              "first game someone plays to the end."))
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)
        self.empty.setObjectName("statsEmpty")
        self.note = QLabel()
        self.note.setObjectName("statsNote")
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
        margin = theme.scaled(16, self.scale)
        column.setContentsMargins(margin, margin, margin, margin)
        column.setSpacing(theme.scaled(10, self.scale))
        column.addWidget(self.heading)
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
        self.looks = stats_looks(sorted(players, key=str.casefold), self.settings)
        for name in sorted(players, key=str.casefold):
            records = players[name]
            played = sum(r.played for r in records.values())
            won = sum(r.won for r in records.values())
            total = ngettext("won {won} of {n} game", "won {won} of {n} games", played)
            top = QTreeWidgetItem([name, total.format(won=won, n=played)])
            top.setData(0, NAME_ROLE, name)
            bold = top.font(0)
            bold.setBold(True)
            top.setFont(0, bold)
            top.setIcon(0, self._person(self.looks[name]))
            for game_id, record in sorted(records.items()):
                title = _game_title(game_id)
                child = QTreeWidgetItem([title, record_line(record)])
                child.setData(0, NAME_ROLE, name)
                child.setIcon(0, self._picture(game_id, title))
                child.setToolTip(1, plain_tooltip(child.text(1)))  # a long line, cut short
                top.addChild(child)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
            if name == select:
                chosen = top
        self.empty.setVisible(not players)
        self.tree.setVisible(bool(players))
        # the names column as wide as its longest name and picture, up to half the list
        self.tree.resizeColumnToContents(0)
        self.tree.setColumnWidth(0, max(theme.scaled(260, self.scale), min(
            self.tree.columnWidth(0) + theme.scaled(8, self.scale), self.width() // 2)))
        self.note.setText(self.book.problem or "")
        self.note.setVisible(bool(self.book.problem))
        if chosen is None and self.tree.topLevelItemCount():
            chosen = self.tree.topLevelItem(0)
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        self._update_buttons()

    def _picture(self, game_id: str, title: str) -> QIcon:
        """The game's launcher picture, as large as the list's icons and sharp on this screen."""
        return QIcon(game_picture(game_id, title, self.tree.iconSize().width(),
                                  self.devicePixelRatioF()))

    def _person(self, look: Look) -> QIcon:
        """The person's own picture (a computer's robot, rocket or gear), as tall as a game's."""
        return avatar_icon(look, self.tree.iconSize().height())

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
