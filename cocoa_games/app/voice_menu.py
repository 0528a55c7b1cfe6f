"""The voice's place in the window: the speech service, View ▸ Read aloud and its status line."""

from __future__ import annotations

import contextlib

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from cocoa_games.app.settings import Settings, save_settings
from cocoa_games.app.speech import SpeechService
from cocoa_games.core.i18n import _

#: a Ctrl shortcut, so no table ever takes it for a game key (app/window_keys.py)
SHORTCUT = "Ctrl+Shift+A"


class VoiceControl:
    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        self.window = window
        self.settings = settings
        self.service = SpeechService(settings, window)
        self.service.unavailable.connect(lambda text: window.statusBar().showMessage(text, 8000))
        app = QApplication.instance()
        if app is not None:  # the voice's thread ends with the app
            app.aboutToQuit.connect(self.service.shutdown)
        self.action: QAction | None = None
        self.listeners: list = []  # e.g. the table's quick on/off button

    def add_to(self, menu: QMenu) -> QAction:
        """View ▸ Read aloud (built again with the menus when the language changes)."""
        action = QAction(_("Read &aloud"), self.window)
        action.setCheckable(True)
        action.setChecked(self.service.enabled)
        action.setShortcuts([QKeySequence(SHORTCUT)])  # not setShortcut: see main_window
        action.triggered.connect(lambda: self.set_on(not self.service.enabled))
        menu.addAction(action)
        self.action = action
        return action

    def set_on(self, on: bool) -> None:
        self.service.set_enabled(on)
        with contextlib.suppress(OSError):  # remembered at once; a convenience only
            save_settings(self.settings)
        if self.action is not None:
            self.action.setChecked(on)
        for listener in self.listeners:
            listener(on)
        if not on:
            text = _("Voice off")
        elif not self.service.probe():
            text = _("Voice on — but this computer has no speech engine, so it stays silent")
        else:
            text = _("Voice on: turns, hand-offs and results are read aloud")
            self.service.say(text, interrupt=True)
        self.window.statusBar().showMessage(text, 5000)
