"""Folding the table page's side panel (players and log) away to give the table room.

Below `FOLD_BELOW` pixels of page width the panel starts folded; the button beside the
status line opens or folds it, and from then on the person's choice holds at any width.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QPushButton, QWidget

from cocoa_games.core.i18n import _

#: narrower pages start with the panel folded (an 800×600 window gives the table ~97 %)
FOLD_BELOW = 1100


class SidePanelFold(QObject):
    def __init__(self, page: QWidget, panel: QWidget) -> None:
        super().__init__(page)
        self.page, self.panel = page, panel
        self.choice: bool | None = None  # None: follow the width; else the person's choice
        self.button = QPushButton()
        self.button.setAccessibleName(_("Players and log"))
        self.button.clicked.connect(self.toggle)
        page.installEventFilter(self)
        self._apply(page.width() >= FOLD_BELOW)

    def is_open(self) -> bool:
        return not self.panel.isHidden()

    def toggle(self) -> None:
        self.choice = not self.is_open()
        self._apply(self.choice)

    def _apply(self, open_: bool) -> None:
        self.panel.setVisible(open_)
        self.button.setText(_("Hide players and log") if open_ else _("Players and log"))
        self.button.setToolTip(_("Fold the side panel away to give the table more room")
                               if open_ else _("Show who plays and what happened"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if watched is self.page and event.type() == QEvent.Type.Resize and self.choice is None:
            wanted = self.page.width() >= FOLD_BELOW
            if wanted != self.is_open():
                self._apply(wanted)
        return False
