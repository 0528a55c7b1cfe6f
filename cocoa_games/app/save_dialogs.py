"""Save As: a name for the save (the save manager, save_manager.py, is the Load side)."""

from __future__ import annotations

import datetime as _dt
import re
from pathlib import Path

from PySide6.QtWidgets import (
    QInputDialog,
    QLineEdit,
    QWidget,
)

from cocoa_games.app import paths
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
    """The box that asks for a save's name, wide enough for its own suggestion (and some
    more typing), never wider than the screen."""
    box = QInputDialog(parent)
    box.setWindowTitle(_("Save game"))
    box.setLabelText(_("Name this save:"))
    box.setTextValue(suggestion)
    line = box.findChild(QLineEdit)
    if line is not None:
        wanted = line.fontMetrics().horizontalAdvance(suggestion + "MMMM") + 24
        screen = (parent or box).screen().availableGeometry().width()
        line.setMinimumWidth(min(wanted, screen - 80))
    return box


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
