"""The save manager (Load… grown up): every unfinished game, every kept save and every
finished game, with game, players, moves, date and a public-only preview; open, watch a
replay, rename, delete (confirmed, and undoable until the dialog closes), export, import.

The list only glances at each file's header (save_peek.glance: its first bytes, never the
long move list), once per file: a rename, delete or undo re-lists the folders and reuses
what it already knows of every file it finds unchanged. Whatever needs a whole file (a save
without a header, the preview's stored position) is read on a worker thread
(background_reads) and filled in when it comes. A preview is drawn from the public
observation (`observe(None)`), so it never shows a secret. Rows remember each file's real
path, bytes and all: a name that is not UTF-8 is shown readably and still found. Deleted
files wait in their own folder under `saves/.deleted/` until the dialog closes, so "Undo"
can bring them back unchanged.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app import paths, save_slots
from cocoa_games.app.background_reads import BackgroundReads
from cocoa_games.app.dialog_size import dialog_scale, px, room
from cocoa_games.app.plain_text import plain_label
from cocoa_games.app.save_dialogs import (  # the questions it asks: tests replace them here
    ask_confirm,
    ask_export_path,
    ask_import_path,
    ask_text,
    free_path,
    safe_file_name,
)
from cocoa_games.app.save_peek import (
    HEADER_BYTES,
    SaveInfo,
    glance,
    peek_whole,
)
from cocoa_games.app.save_preview import (  # noqa: F401 - render_preview: this module's API
    PREVIEW_SIZE,
    PublicTable,
    Signature,
    public_table,
    render_preview,
    render_table,
    signature,
)
from cocoa_games.app.save_rows import (  # noqa: F401 - local_date: part of this module's API
    FINISHED,
    KEPT,
    UNFINISHED,
    describe,
    export_stem,
    local_date,
    shown_name,
)
from cocoa_games.app.slot_policy import Listed, one_entry_per_game
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SAVE_SUFFIX, read_save
from cocoa_games.ui import theme


class SaveManager(QDialog):
    def __init__(self, parent: QWidget | None = None, unfinished_only: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Saved games"))
        scale = self.scale = dialog_scale(parent)  # grows with the window it opens on
        self.setStyleSheet(save_manager_style(scale))
        self.unfinished_only = unfinished_only
        self.chosen: tuple[Path, bool] | None = None
        self._deleted: list[tuple[Path, Path]] = []  # (where it was, where it waits)
        self._rows: list[tuple[Path, str]] = []  # row -> (its file's real path, kind)
        self._known: dict[Signature, SaveInfo] = {}  # what each file showed, by contents
        self._tables: dict[Signature, PublicTable] = {}  # previews
        self._reads = BackgroundReads(self)
        self._reads.arrived.connect(self._arrived)
        heading = plain_label(_("Pick a game to continue") if unfinished_only
                              else _("Your games"))
        heading.setObjectName("savesHeading")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        # rows wrap to the list's width instead of running off under a sideways scroll bar
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.currentItemChanged.connect(lambda *_a: self._selected())
        self.list.itemActivated.connect(lambda _i: self.open_current())
        self.preview = plain_label()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(*self._smallest_preview())
        self._picture: tuple[Signature | None, tuple[int, int], QPixmap | str] | None = None
        self.preview.setWordWrap(True)
        self.preview.setObjectName("savePreview")
        self.detail = plain_label()
        self.detail.setWordWrap(True)
        self.empty = plain_label(_("No saved games yet. The game in progress is saved by itself;"
                                   " Import… brings in a file from elsewhere."))
        self.empty.setWordWrap(True)

        self.open_button = self._button(_("Open"), self.open_current)
        self.replay_button = self._button(_("Watch replay"), self.replay_current)
        self.rename_button = self._button(_("Rename…"), self.rename_current)
        self.delete_button = self._button(_("Delete…"), self.delete_current)
        self.undo_button = self._button(_("Undo delete"), self.undo_delete)
        self.export_button = self._button(_("Export…"), self.export_current)
        self.import_button = self._button(_("Import…"), self.import_file)
        close = self._button(_("Close"), self.reject)

        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.detail)
        side.addStretch(1)
        body = QHBoxLayout()
        lists = QVBoxLayout()
        lists.addWidget(self.list, 1)
        lists.addWidget(self.empty)
        body.addLayout(lists, 1)
        body.addLayout(side)
        # two rows: eight buttons in one row were cut to "olung a" in German at 800×600
        for_game, general = QHBoxLayout(), QHBoxLayout()
        for button in (self.open_button, self.replay_button, self.rename_button,
                       self.delete_button):
            for_game.addWidget(button)
        for_game.addStretch(1)
        for button in (self.undo_button, self.export_button, self.import_button):
            general.addWidget(button)
        general.addStretch(1)
        general.addWidget(close)
        column = QVBoxLayout(self)
        column.addWidget(heading)
        column.addLayout(body, 1)
        column.addLayout(for_game)
        column.addLayout(general)
        self.refresh()

    def fit_to(self, parent: QWidget | None) -> None:
        """Roomy at the window's scale, never beyond the window (or the screen)."""
        space, least = room(parent, self), self.minimumSizeHint()
        self.resize(max(least.width(), min(px(1100, self.scale), space.width())),
                    max(least.height(), min(px(720, self.scale), space.height())))

    def _button(self, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        return button

    # -- the list -------------------------------------------------------------------------
    def entries(self) -> list[tuple[Path, str]]:
        found = [(p, UNFINISHED) for p in save_slots.unfinished_games()]
        if self.unfinished_only:
            return found
        found += [(p, KEPT) for p in save_slots.kept_saves()]
        found += [(p, FINISHED) for p in save_slots.finished_games()]
        listed = [Listed(p, kind, save_slots.uid_of_slot(p) or self._info(p).uid,
                         self._info(p).moves) for p, kind in found]
        return [(e.path, e.kind) for e in one_entry_per_game(listed, UNFINISHED, KEPT)]

    def refresh(self, select: Path | None = None) -> None:
        """List the folders again; a file already seen (same contents, wherever it is now)
        is not read again, so a rename, delete or undo costs no reading at all."""
        self._rows = self.entries()
        self.list.blockSignals(True)  # one selection change at the end, not one per row
        try:
            self.list.clear()
            for path, kind in self._rows:
                self.list.addItem(QListWidgetItem(describe(self._info(path), kind)))
                if select is not None and path == select:
                    self.list.setCurrentRow(self.list.count() - 1)
            if self.list.currentItem() is None and self.list.count():
                self.list.setCurrentRow(0)
        finally:
            self.list.blockSignals(False)
        self.empty.setVisible(self.list.count() == 0)
        self.undo_button.setVisible(bool(self._deleted))
        self._selected()

    def _info(self, path: Path) -> SaveInfo:
        """What the list shows of `path`: known already, or from a glance at its header;
        a file whose header does not tell it all is read whole on a worker thread."""
        sig = signature(path)
        info = self._known.get(sig) if sig is not None else None
        if info is None:
            info = glance(path)
            if sig is not None:
                self._known[sig] = info
                if not info.complete:
                    self._reads.submit(("peek", sig, path), lambda: peek_whole(path))
        return info if info.path == path else dataclasses.replace(info, path=path)

    def _arrived(self, key: tuple[str, Signature, Path], result: Any) -> None:
        what, sig, path = key
        if isinstance(result, Exception):  # a check nobody thought of: still a sentence
            result = (SaveInfo(path, problem=_("The file is damaged: its contents do not"
                                               " make sense.")) if what == "peek"
                      else _("No picture: the file looks damaged."))
        store: dict[Signature, Any] = self._known if what == "peek" else self._tables
        if signature(path) == sig:
            store[sig] = result
        else:  # changed or moved while it was read: read what is there now
            store.pop(sig, None)
        if what == "peek":
            self._reword_rows()
        chosen = self.current()
        if what == "table" and chosen is not None and signature(chosen[0]) == sig:
            self._show_preview()

    def _reword_rows(self) -> None:
        for row, (path, kind) in enumerate(self._rows):
            self.list.item(row).setText(describe(self._info(path), kind))
        if self.list.currentItem() is not None:
            self.detail.setText(self.list.currentItem().text())

    def busy(self) -> bool:
        """True while a file is still being read for the list or the preview."""
        return self._reads.pending() > 0

    def entry_at(self, row: int) -> tuple[Path, str]:
        """The real path and kind of the game in `row` of the list."""
        return self._rows[row]

    def current(self) -> tuple[Path, str] | None:
        row = self.list.currentRow()
        if not 0 <= row < min(self.list.count(), len(self._rows)):
            return None
        return self._rows[row]

    def _selected(self) -> None:
        chosen = self.current()
        for button in (self.open_button, self.replay_button, self.rename_button,
                       self.delete_button, self.export_button):
            button.setEnabled(chosen is not None)
        if chosen is None:
            self.preview.clear()
            self.detail.clear()
            return
        path, kind = chosen
        self.rename_button.setEnabled(kind == KEPT)
        self.open_button.setText(_("Watch replay") if kind == FINISHED else _("Open"))
        self.replay_button.setVisible(kind != FINISHED)
        self._show_preview()
        self.detail.setText(self.list.currentItem().text())

    def _smallest_preview(self) -> tuple[int, int]:
        return px(PREVIEW_SIZE[0], self.scale), px(PREVIEW_SIZE[1], self.scale)

    def preview_size(self) -> tuple[int, int]:
        least = self._smallest_preview()
        width = max(least[0], int(self.width() * 0.4))
        return width, max(least[1], width * 2 // 3)

    def _show_preview(self) -> None:
        chosen = self.current()
        if chosen is None:
            return
        path, size = chosen[0], self.preview_size()
        sig = signature(path)
        self.preview.setFixedSize(*size)
        if self._picture is None or self._picture[:2] != (sig, size):
            table = self._table(path, sig)
            if table is None:
                self.preview.setText(_("Drawing the table…"))
                return
            self._picture = (sig, size, render_table(table, size))
        picture = self._picture[2]
        if isinstance(picture, QPixmap):
            self.preview.setPixmap(picture)
        else:
            self.preview.setText(picture)

    def _table(self, path: Path, sig: Signature | None
               ) -> PublicTable | None:
        """The public table for the preview; None while a worker reads a bigger file (so
        choosing an 8 MB save never holds up the dialog)."""
        if sig is not None and sig in self._tables:
            return self._tables[sig]
        if sig is None or sig[2] <= HEADER_BYTES:  # read whole for the list anyway: quick
            table = public_table(path)
            if sig is not None:
                self._tables[sig] = table
            return table
        self._reads.submit(("table", sig, path), lambda: public_table(path))
        return None

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.preview.size().width() != self.preview_size()[0]:
            self._show_preview()

    # -- commands -------------------------------------------------------------------------
    def open_current(self) -> None:
        chosen = self.current()
        if chosen is not None:
            self.chosen = (chosen[0], chosen[1] == FINISHED)
            self.accept()

    def replay_current(self) -> None:
        chosen = self.current()
        if chosen is not None:
            self.chosen = (chosen[0], True)
            self.accept()

    def rename_current(self) -> None:
        chosen = self.current()
        if chosen is None or chosen[1] != KEPT:
            return
        path = chosen[0]
        text = ask_text(self, _("Rename a save"), _("New name:"), shown_name(path))
        if not text or not text.strip():
            return
        target = free_path(path.parent, safe_file_name(text))
        try:
            os.rename(path, target)
        except OSError as exc:
            self._tell(_("The save could not be renamed: {reason}.").format(reason=exc.strerror))
            return
        self.refresh(select=target)

    def delete_current(self) -> None:
        chosen = self.current()
        if chosen is None:
            return
        path, kind = chosen
        uid = path.name.removesuffix(SAVE_SUFFIX)
        if kind == UNFINISHED and save_slots.is_locked_elsewhere(uid):
            self._tell(_("This game is open in a window: it cannot be deleted now."))
            return
        if not ask_confirm(self, _("Delete this game?"),
                           _("Delete “{what}”? You can undo this until you close this list.")
                           .format(what=self.list.currentItem().text().split("\n")[0])):
            return
        bin_dir = self._bin()
        try:
            bin_dir.mkdir(parents=True, exist_ok=True)
            waiting = bin_dir / f"{len(self._deleted)}-{path.name}"
            os.rename(path, waiting)
        except OSError as exc:
            self._tell(_("The save could not be deleted: {reason}.").format(reason=exc.strerror))
            return
        self._deleted.append((path, waiting))
        self.refresh()

    def undo_delete(self) -> None:
        if not self._deleted:
            return
        original, waiting = self._deleted.pop()
        target = original if not original.exists() else free_path(
            original.parent, original.name.removesuffix(SAVE_SUFFIX))
        try:
            os.rename(waiting, target)
        except OSError as exc:
            self._tell(_("The save could not be brought back: {reason}.").format(
                reason=exc.strerror))
        self.refresh(select=target)

    def export_current(self) -> None:
        chosen = self.current()
        if chosen is None:
            return
        stem = safe_file_name(export_stem(self._info(chosen[0]), chosen[1]))
        suggested = Path.home() / f"{stem}{SAVE_SUFFIX}"
        name = ask_export_path(self, str(suggested))
        if not name:
            return
        try:
            save_slots.copy_private(chosen[0], Path(name))
        except (OSError, SaveFormatError) as exc:
            self._tell(_("The save could not be exported: {reason}").format(reason=exc))

    def import_file(self) -> None:
        name = ask_import_path(self)
        if not name:
            return
        try:
            data = read_save(name)  # only a save that really opens is brought in
            target = free_path(paths.saves_dir(), safe_file_name(
                Path(name).name.removesuffix(SAVE_SUFFIX)))
            save_slots.copy_private(Path(name), target)
        except (OSError, SaveFormatError) as exc:
            self._tell(_("This file cannot be imported: {reason}").format(reason=exc))
            return
        del data
        self.refresh(select=target)

    def _tell(self, text: str) -> None:
        from cocoa_games.app.main_window import show_message

        show_message(self, _("Saved games"), text)

    def done(self, result: int) -> None:
        self._reads.forget()
        shutil.rmtree(self._bin(), ignore_errors=True)
        with contextlib.suppress(OSError):
            self._bin().parent.rmdir()  # only if no other list is still holding deletions
        super().done(result)

    def _bin(self) -> Path:
        """This list's own waiting room: another window's list, closed first, must not empty
        it while Undo is still offered here."""
        return paths.saves_dir() / ".deleted" / f"{os.getpid()}-{id(self):x}"


def ask_save_manager(parent: QWidget | None, unfinished_only: bool = False
                     ) -> tuple[Path, bool] | None:
    dialog = SaveManager(parent, unfinished_only)
    dialog.fit_to(parent)
    return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None


def save_manager_style(scale: float) -> str:
    """The list's own dress, its words at the shell's `scale` (a chosen row sand, not the
    style's own white on pale blue: that was unreadable)."""
    return f"""
    #savesHeading {{ font-size: {px(theme.NAME_PT, scale)}pt; font-weight: bold; }}
    QListWidget {{ font-size: {px(theme.BASE_PT + 1, scale)}pt; }}
    QListWidget::item {{ padding: {px(6, scale)}px; border-bottom: 1px solid {theme.CREAM}; }}
    QListWidget::item:selected {{ background: {theme.SAND}; color: {theme.TEXT}; }}
    #savePreview {{ background: {theme.CREAM}; border-radius: {px(8, scale)}px; }}
    """
