"""Save As: a name for the save (the save manager, save_manager.py, is the Load side), and
the small questions the save manager asks (tests replace them)."""

from __future__ import annotations

import datetime as _dt
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QMessageBox,
    QWidget,
)

from cocoa_games.app import paths
from cocoa_games.app.dialog_size import message_style
from cocoa_games.app.name_box import name_box
from cocoa_games.app.slot_policy import free_path  # the save manager names it here too
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SAVE_SUFFIX


def file_filter() -> str:
    """The file dialogs' filter, in the active language."""
    return _("Cocoa Games saves ({pattern});;All files (*)").format(pattern=f"*{SAVE_SUFFIX}")


def safe_file_name(text: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", text, flags=re.UNICODE).strip()
    return cleaned[:60] or "game"


def default_save_name(title: str) -> str:
    return f"{title} {_dt.datetime.now():%Y-%m-%d %H.%M}"


def save_name_box(parent: QWidget | None, suggestion: str) -> QInputDialog:
    """The box that asks for a save's name, wide enough for its own suggestion."""
    return name_box(parent, _("Save game"), _("Name this save:"), suggestion)


def ask_text(parent: QWidget, title: str, label: str, text: str) -> str | None:
    box = name_box(parent, title, label, text)
    try:
        return box.textValue() if box.exec() == QInputDialog.DialogCode.Accepted else None
    finally:
        box.deleteLater()


def confirm_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A yes-or-no question, its text shown as written (a save's name may look like HTML)."""
    box = QMessageBox(parent)
    box.setStyleSheet(message_style(parent))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return box


def ask_confirm(parent: QWidget, title: str, text: str) -> bool:
    box = confirm_box(parent, title, text)
    try:
        return box.exec() == QMessageBox.StandardButton.Yes
    finally:
        box.deleteLater()


def ask_export_path(parent: QWidget, suggested: str) -> str:
    return QFileDialog.getSaveFileName(parent, _("Export a saved game"), suggested,
                                       file_filter())[0]


def ask_import_path(parent: QWidget) -> str:
    return QFileDialog.getOpenFileName(parent, _("Import a saved game"), str(Path.home()),
                                       file_filter())[0]


def ask_save_path(parent: QWidget | None, title: str) -> Path | None:
    """Ask for a name; the save goes into the saves folder (Browse is the Load side's job)."""
    box = save_name_box(parent, default_save_name(title))
    try:
        ok, text = box.exec() == QInputDialog.DialogCode.Accepted, box.textValue()
    finally:
        box.deleteLater()
    if not ok or not text.strip():
        return None
    return free_path(paths.saves_dir(), safe_file_name(text))
