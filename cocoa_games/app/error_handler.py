"""Unexpected errors in the UI: log the traceback, reassure, offer the launcher — never crash.

Installed as `sys.excepthook`; PySide6 reports exceptions raised inside slots through it.
The game in progress is autosaved after every action, so the dialog can say so truthfully.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path

from cocoa_games.app import paths
from cocoa_games.core.i18n import _
from cocoa_games.core.safe_read import open_for_append

LOG_NAME = "errors.log"
QUIET_SECONDS = 5.0  # a failing paint repeats at once: log it, but ask only once


def write_log(exc_type, exc, tb) -> Path | None:
    """Append the traceback to the user log folder; None if even that fails."""
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / LOG_NAME
        import datetime as _dt  # only once something went wrong

        stamp = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        # private (0600): a traceback may quote a hand of cards or a player's name; never
        # waiting (a FIFO in the log's place would freeze the app at its first error)
        fd = open_for_append(target, 0o600)
        os.fchmod(fd, 0o600)  # an older, 0644 log becomes private too
        with os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace") as handle:
            handle.write(f"--- {stamp}\n{text}\n")
        return target
    except OSError:
        return None


def ask_after_error(parent, text: str) -> bool:
    """The dialog; True when the family wants to go back to the game list."""
    return ask_warning(parent, _("Something went wrong"), text, _("Back to games"),
                       _("Keep playing"))


def ask_warning(parent, title: str, text: str, first: str, second: str) -> bool:
    """A warning box with two answers, `first` the default; True when `first` was chosen.
    Plain text: the sentence may name a file path or a player."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox  # only when needed: keeps start-up quick

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    chosen = box.addButton(first, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(second, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(chosen)
    box.exec()
    return box.clickedButton() is chosen


class ErrorHandler:
    """Callable used as sys.excepthook while the main window lives."""

    def __init__(self, window=None) -> None:
        self.window = window
        self._active = False
        self._last_asked = -QUIET_SECONDS
        self._previous = sys.excepthook

    def install(self) -> ErrorHandler:
        sys.excepthook = self
        return self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self._previous

    def __call__(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self._previous(exc_type, exc, tb)
            return
        log_file = write_log(exc_type, exc, tb)
        traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
        if self._active or time.monotonic() - self._last_asked < QUIET_SECONDS:
            return  # the dialog is up, or was just answered: logged, nothing more
        self._active = True
        try:
            self._tell(exc, log_file)
        except Exception:  # the handler itself must never take the app down
            traceback.print_exc(file=sys.stderr)
        finally:
            self._active = False
            self._last_asked = time.monotonic()

    def _tell(self, exc: BaseException, log_file: Path | None) -> None:
        window = self.window
        session = getattr(window, "session", None)
        saved = ""
        if session is not None and not session.state.is_over():
            try:
                session.autosave()
                saved = _("Your game is saved — you can continue it from the game list.")
            except Exception:
                saved = ""
        where = _("Details were written to {file}.").format(file=log_file) if log_file else ""
        paragraphs = [_("Sorry — something unexpected happened in Cocoa Games."), saved, where]
        text = "\n\n".join(p for p in paragraphs if p)
        if ask_after_error(window, text) and window is not None:
            window.back_to_launcher()


def install(window=None) -> ErrorHandler:
    return ErrorHandler(window).install()
