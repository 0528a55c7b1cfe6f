"""The table page's side panel (players and log), reachable at every window size without
starving the table.

On a wide page (`DOCK_FROM` pixels and more) the panel stands beside the table, open to
begin with; its button folds it away and from then on the person's choice holds. On a
narrower page it is a drawer over the table's right edge: closed to begin with, opened and
closed with one click (or Ctrl+L), and the board keeps its size either way, so nothing
moves under the mouse. What just happened is on the recap line (log_recap.py) meanwhile.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.log_list import LogList
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme

#: narrower pages get the drawer (an 800×600 window gives the table ~97 % of its width)
DOCK_FROM = 1100
FOLD_BELOW = DOCK_FROM  # (the name it had when narrow pages only folded the panel)
#: the docked panel's width at scale 1 (narrower, each log line wraps to three)
PANEL_MIN, PANEL_MAX = 240, 300
#: the players' rows take at most this share of the panel's height (the log the rest)
PLAYERS_SHARE = 0.55
#: beside the table the panel takes at most this share of the page's width
DOCK_SHARE = 0.155
#: the drawer never covers more of the table than this
DRAWER_SHARE = 0.45
SHORTCUT = "Ctrl+L"


class SidePanel(QFrame):
    """Who plays (rows added to `players_box`) and what happened (`log`)."""

    def __init__(self, log: LogList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.log = log
        # six players in a low window: the rows scroll rather than squash (and the log
        # keeps some room)
        self.players = QScrollArea()
        self.players.setObjectName("players")
        self.players.setWidgetResizable(True)
        self.players.setFrameShape(QFrame.Shape.NoFrame)
        self.players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players.setStyleSheet("#players, #players > QWidget, #players > QWidget > QWidget"
                                   " { background: transparent; }")
        holder = QWidget()
        self.players_box = QVBoxLayout(holder)
        self.players_box.setContentsMargins(0, 0, 0, 0)
        self.players.setWidget(holder)
        self.heading = QLabel(_("Players"))
        self.log_heading = QLabel(_("What happened"))
        for heading in (self.heading, self.log_heading):
            heading.setWordWrap(True)  # a long translation takes two lines, never cut
        side = QVBoxLayout(self)
        side.setContentsMargins(12, 12, 12, 12)
        side.addWidget(self.heading)
        side.addWidget(self.players)
        side.addSpacing(8)
        side.addWidget(self.log_heading)
        side.addWidget(log, 1)
        self.drawer = False
        self.scale = 0.0
        self.restyle(1.0)

    def restyle(self, scale: float, drawer: bool | None = None) -> None:
        drawer = self.drawer if drawer is None else drawer
        if (scale, drawer) == (self.scale, self.drawer):
            return
        self.scale, self.drawer = scale, drawer

        def px(size: float) -> int:
            return theme.scaled(size, scale)

        # a drawer lies over the table: a firm edge tells it apart from the felt
        edge = f"border: 2px solid {theme.CARAMEL_DARK};" if drawer else ""
        self.setStyleSheet(f"#panel {{ background: {theme.CREAM}; border-radius: 14px; {edge} }}")
        self.heading.setStyleSheet(
            f"color: {theme.COCOA}; font-size: {px(theme.NAME_PT)}pt; font-weight: bold;")
        self.log_heading.setStyleSheet(
            f"color: {theme.COCOA}; font-size: {px(theme.BASE_PT + 2)}pt; font-weight: bold;")
        self.log.setStyleSheet(
            f"QListWidget {{ font-size: {px(theme.BASE_PT)}pt; padding: 4px; }}"
            f" QListWidget::item {{ border-bottom: 1px solid {theme.CREAM}; }}"
        )
        self.players_box.setSpacing(px(6))
        margin = px(12)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(margin, margin, margin, margin)
        self.fit_width(None)
        self.fit_players()

    def fit_width(self, page_width: int | None) -> None:
        """PANEL_MIN to PANEL_MAX wide at the shell's scale; beside the table never more than
        DOCK_SHARE of a `page_width` (grown words must not shrink the board's words)."""
        widest = theme.scaled(PANEL_MAX, self.scale)
        if page_width is not None:
            widest = min(widest, max(PANEL_MAX, round(page_width * DOCK_SHARE)))
        self.setMaximumWidth(widest)
        self.setMinimumWidth(min(theme.scaled(PANEL_MIN, self.scale), widest))

    def fit_players(self) -> None:
        """The rows as tall as they need, up to PLAYERS_SHARE of the panel; beyond, they
        scroll."""
        holder = self.players.widget()
        if holder is None:
            return
        margins = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        width = max(self.players.viewport().width(),
                    self.width() - inner.left() - inner.right() - margins.left() - margins.right())
        box = self.players_box
        # (wrapped words: the height they need at this width, not the one-line guess)
        wanted = box.totalHeightForWidth(width) if box.hasHeightForWidth() \
            else box.sizeHint().height()
        room = round(self.height() * PLAYERS_SHARE) if self.height() > 0 else wanted
        # the scroll bar is there or not by this rule alone: left to Qt, a bar that narrowed
        # the rows made a note wrap onto one more line, which asked for the bar again, and
        # the scroll area resized itself until the stack ran out
        self.players.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn
                                                if wanted > room else
                                                Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players.setFixedHeight(max(0, min(wanted, room)))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_players()


class SidePanelFold(QObject):
    """Puts the panel beside the table (`row`, after the board) or over the edge of
    `table` as a drawer, by the page's width; its `button` opens and closes it."""

    def __init__(self, page: QWidget, panel: SidePanel, row: QBoxLayout,
                 table: QWidget) -> None:
        super().__init__(page)
        self.page, self.panel, self.row, self.table = page, panel, row, table
        self.choice: bool | None = None  # docked: None follows the width; else the choice
        self.drawer_open = False  # a drawer starts closed, every time it becomes one
        self.drawer = False
        self.recap: QWidget | None = None  # shown while the panel is not beside the table
        self._button_rows: tuple[QBoxLayout, QBoxLayout] = (row, row)
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves keys with the table
        self.button.setAccessibleName(_("Players and log"))
        self.button.clicked.connect(self.toggle)
        row.addWidget(panel, 1)
        page.installEventFilter(self)
        table.installEventFilter(self)
        self._arrange()

    def refresh(self) -> None:
        """Lay out again (the shell's scale changed: the drawer and the button grow)."""
        self._arrange()

    def set_recap(self, recap: QWidget, beside: QBoxLayout, home: QBoxLayout) -> None:
        """The recap line, shown while the panel is not beside the table; the button sits
        at its end then (`beside`), and in `home` (the hint's row) otherwise: at 800×600
        three buttons beside the hint wrapped it onto three lines."""
        self.recap = recap
        self._button_rows = (beside, home)
        self._arrange()

    def is_open(self) -> bool:
        return not self.panel.isHidden()

    def toggle(self) -> None:
        if self.drawer:
            self.drawer_open = not self.drawer_open
        else:
            self.choice = not self.is_open()
        self._arrange()

    def close_drawer(self) -> None:
        if self.drawer and self.drawer_open:
            self.toggle()

    def _arrange(self) -> None:
        drawer = self.page.width() < DOCK_FROM
        if drawer != self.drawer:
            self.drawer = drawer
            if drawer:
                self.row.removeWidget(self.panel)  # the board keeps the whole width
                self.drawer_open = False
            else:
                self.row.addWidget(self.panel, 1)
        self.panel.restyle(self.panel.scale, drawer)
        self.panel.fit_width(None if drawer else self.page.width())
        if drawer:
            open_ = self.drawer_open
        else:
            open_ = self.choice if self.choice is not None else True
        self.panel.setVisible(open_)
        if drawer and open_:
            self._place_drawer()
        if self.recap is not None:
            self.recap.setVisible(drawer or not open_)
            self._seat_button(self._button_rows[0] if drawer or not open_
                              else self._button_rows[1])
        self._keep_button_width()
        self.button.setText(_("Hide players and log") if open_ else _("Players and log"))
        self.button.setShortcut(QKeySequence(SHORTCUT))  # (a button's new text clears it)
        self.button.setToolTip((_("Fold the side panel away to give the table more room ({key})")
                                if open_ else _("Show who plays and what happened ({key})"))
                               .format(key=SHORTCUT))

    def _seat_button(self, row: QBoxLayout) -> None:
        if row.indexOf(self.button) >= 0:
            return
        for other in self._button_rows:
            other.removeWidget(self.button)
        row.addWidget(self.button)

    def _keep_button_width(self) -> None:
        """As wide as its longer words, open or closed: a button that grew when the panel
        opened squeezed the hint beside it onto a second line, and the board shrank."""
        widths = []
        for text in (_("Hide players and log"), _("Players and log")):
            self.button.setText(text)
            widths.append(self.button.sizeHint().width())
        self.button.setMinimumWidth(max(widths))

    def _place_drawer(self) -> None:
        """Over the table's right edge, from its top to its bottom; the table stays put."""
        table = self.table.geometry()
        width = min(self.panel.maximumWidth(), round(table.width() * DRAWER_SHARE))
        self.panel.setGeometry(QRect(table.right() + 1 - width, table.top(), width,
                                     table.height()))
        self.panel.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.Resize:
            if watched is self.page and (self.page.width() < DOCK_FROM) != self.drawer:
                self._arrange()
            elif watched is self.page and not self.drawer:
                self.panel.fit_width(self.page.width())
            elif watched is self.table and self.drawer and self.drawer_open:
                self._place_drawer()
        return False
