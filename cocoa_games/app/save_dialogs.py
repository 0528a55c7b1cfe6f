"""Save As and Load dialogs. Load lists the saves in the saves folder, plus "Browse…".

The listing only peeks at each file's envelope (game, players, date) and never modifies a
file; whether a save is sound is decided by `read_save` when it is opened.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.core.saves import MAX_SAVE_BYTES, SAVE_SUFFIX
from cocoa_games.ui import theme

FILE_FILTER = f"Cocoa Games saves (*{SAVE_SUFFIX});;All files (*)"


def describe(path: Path) -> str:
    """Two lines for the list: the save's name, then game, players and date — or a note
    that it looks damaged."""
    name = path.name.removesuffix(SAVE_SUFFIX)
    if path.name == paths.autosave_path().name:
        name = "Autosave (game in progress)"
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise ValueError
        data = json.loads(path.read_text(encoding="utf-8"))
        players = ", ".join(str(s.get("name", "?")) for s in data.get("seats", []))
        when = local_time(str(data.get("saved_at", "")))
        titles = {info.id: info.title for info in games.all_games()}
        game = titles.get(str(data.get("game")), str(data.get("game", "?")))
        return f"{name}\n{game} · {players} · {when}"
    except (OSError, ValueError, AttributeError, TypeError):
        return f"{name}\n(looks damaged — it may not open)"


def local_time(stamp: str) -> str:
    """A save's UTC timestamp as the family's clock shows it."""
    try:
        return f"{_dt.datetime.fromisoformat(stamp).astimezone():%Y-%m-%d %H:%M}"
    except ValueError:
        return stamp[:16].replace("T", " ")


def list_saves() -> list[Path]:
    folder = paths.saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


class LoadDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Load a saved game")
        self.setMinimumSize(620, 420)
        self.chosen: Path | None = None
        heading = QLabel("Pick a saved game")
        heading.setStyleSheet(f"font-size: {theme.NAME_PT}pt; font-weight: bold;")
        self.list = QListWidget()
        self.list.setStyleSheet(
            f"QListWidget {{ font-size: {theme.BASE_PT + 1}pt; }}"
            f" QListWidget::item {{ padding: 6px; border-bottom: 1px solid {theme.CREAM}; }}"
        )
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for path in list_saves():
            item = QListWidgetItem(describe(path))
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.list.addItem(item)
        empty = QLabel("No saved games yet.\n\nGames you keep with Save appear here, and the game"
                       " in progress is saved by itself. Browse… opens a file from elsewhere.")
        empty.setWordWrap(True)
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        empty.setStyleSheet(f"color: {theme.TEXT_SOFT}; font-size: {theme.BASE_PT + 1}pt;"
                            " padding: 20px;")
        empty.setVisible(self.list.count() == 0)
        self.list.setVisible(self.list.count() > 0)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self._accept_current())
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept_current)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(self.list.count() > 0)
        row = QHBoxLayout()
        row.addWidget(browse)
        row.addStretch(1)
        row.addWidget(buttons)
        column = QVBoxLayout(self)
        column.addWidget(heading)
        column.addWidget(self.list, 1)
        column.addWidget(empty, 1)  # fills the room the list would take
        column.addLayout(row)

    def _accept_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = Path(item.data(Qt.ItemDataRole.UserRole))
            self.accept()

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, "Open a saved game", str(paths.saves_dir()), FILE_FILTER
        )
        if name:
            self.chosen = Path(name)
            self.accept()


def ask_load_path(parent: QWidget | None) -> Path | None:
    dialog = LoadDialog(parent)
    return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None


def safe_file_name(text: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", text, flags=re.UNICODE).strip()
    return cleaned[:60] or "game"


def default_save_name(title: str) -> str:
    return f"{title} {_dt.datetime.now():%Y-%m-%d %H.%M}"


def ask_save_path(parent: QWidget | None, title: str) -> Path | None:
    """Ask for a name; the save goes into the saves folder (Browse is the Load side's job)."""
    text, ok = QInputDialog.getText(
        parent, "Save game", "Name this save:", text=default_save_name(title)
    )
    if not ok or not text.strip():
        return None
    return free_path(paths.saves_dir(), safe_file_name(text))


def free_path(folder: Path, stem: str) -> Path:
    """`stem.cocoa.json`, or `stem (2).cocoa.json` ... so an older save is never overwritten."""
    candidate = folder / f"{stem}{SAVE_SUFFIX}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem} ({number}){SAVE_SUFFIX}"
        number += 1
    return candidate
