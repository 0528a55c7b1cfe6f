"""The hand-off curtain: "Pass to NAME" (or "NAME's secret look"), then "I'm NAME — show".

It covers the whole table page and draws nothing of the game except a public summary line
and buttons for public interjections ("Ben: Complain!"). Clicks and Enter are ignored for
the first half second, so a tap meant for the previous screen cannot reveal the next
person's secrets. The keyboard focus always comes back to "show", so Enter and Space reveal
even after a click on an interjection button.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.avatars import AvatarLabel, avatar_icon
from cocoa_games.app.name_button import NameButton
from cocoa_games.app.plain_text import plain_label
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.core.game import Action, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look
from cocoa_games.ui import theme

GUARD_MS = 500
PICTURE_SIDE = 132  # the person's picture above "Pass to NAME"
#: interjection buttons per row: with six players there may be ten, too many for one row
INTERJECT_COLUMNS = 3


class Curtain(QWidget):
    revealed = Signal()
    interjection = Signal(int, object)  # seat, Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.seat: Seat | None = None
        self._shown_at = QElapsedTimer()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        # the person's own picture, big: a child who cannot read yet finds their turn by it
        self.picture = AvatarLabel(PICTURE_SIDE)
        self.picture.hide()
        self.title = plain_label()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # one line: a long name is shortened there (whole below), so the recap keeps its room
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._title_text, self._title_name = "", ""
        self.subtitle = plain_label()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.summary = plain_label()
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        # the recap may run to several lines: it takes the room it needs, never clipped
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.show_button = NameButton()
        self.show_button.setProperty("primary", True)
        self.show_button.clicked.connect(self._try_reveal)
        self.show_button.setDefault(True)

        self._interject_row = QGridLayout()  # rows of INTERJECT_COLUMNS, in seat order
        self._interject_row.setSpacing(12)
        self._interject_buttons: list[QPushButton] = []

        self._column = column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.title)
        column.addWidget(self.subtitle)
        column.addSpacing(10)
        centre = QHBoxLayout()
        centre.addStretch(1)
        centre.addWidget(self.show_button)
        centre.addStretch(1)
        column.addLayout(centre)
        column.addSpacing(10)
        summary_row = QHBoxLayout()
        summary_row.addStretch(1)
        summary_row.addWidget(self.summary, 8)  # wide: a long recap takes fewer lines
        summary_row.addStretch(1)
        column.addLayout(summary_row)
        interject = QHBoxLayout()
        interject.addStretch(1)
        interject.addLayout(self._interject_row)
        interject.addStretch(1)
        column.addLayout(interject)
        column.addStretch(3)
        self.scale = 0.0
        self.restyle(1.0)

    def restyle(self, scale: float) -> None:
        """Words, picture, buttons and margins at the shell's scale (the window's size): on
        a big screen the curtain's words grow like the rest of the shell's."""
        if scale == self.scale:
            return
        self.scale = scale

        def px(size: float) -> int:
            return theme.scaled(size, scale)

        self._title_pt = 0  # set by _fit_title for this scale
        self.subtitle.setStyleSheet(f"color: {theme.SAND}; font-size: {px(theme.NAME_PT)}pt;")
        self.summary.setStyleSheet(
            f"color: {theme.TEXT}; background: {theme.CREAM}; border-radius: {px(14)}px;"
            f" padding: {px(14)}px {px(22)}px; font-size: {px(theme.NAME_PT)}pt;")
        self.show_button.setMinimumHeight(px(64))
        self.show_button.setStyleSheet(
            f"font-size: {px(theme.NAME_PT + 3)}pt; padding: {px(10)}px {px(36)}px;")
        self.show_button.setIconSize(QSize(px(40), px(40)))
        self.picture.set_side(px(PICTURE_SIDE))
        self._column.setContentsMargins(px(40), px(24), px(40), px(24))
        self._column.setSpacing(px(16))
        self._interject_row.setSpacing(px(12))
        for button in self._interject_buttons:
            self._style_interjection(button)
        self._fit_title()

    def _style_interjection(self, button: QPushButton) -> None:
        button.setMinimumHeight(theme.scaled(48, self.scale))
        button.setStyleSheet(f"font-size: {theme.scaled(theme.NAME_PT, self.scale)}pt;")

    # -- content ----------------------------------------------------------------------
    def present(self, seat: Seat, name: str, secret: bool = False,
                look: Look | None = None) -> None:
        """Raise the curtain for `seat`; the half-second guard starts now. `secret`: the
        seat already acts on the public table and is about to see something private
        (a peek), so the others look away instead of passing the screen."""
        self.seat = seat
        self._title_name = name
        self.picture.set_look(look)
        self.show_button.setIcon(avatar_icon(look) if look is not None else QIcon())
        if secret:
            self._set_title(_("{name}'s secret look").format(name=name))
            self.subtitle.setText(
                _("Everyone else, look away — only {name} looks now.").format(name=name))
            self.setAccessibleName(
                _("Secret look for {name}: everyone else, look away").format(name=name))
        else:
            self._set_title(_("Pass to {name}").format(name=name))
            self.subtitle.setText(_("Only {name} should look at the screen now.").format(name=name))
            self.setAccessibleName(_("Hand-off: pass to {name}").format(name=name))
        self.show_button.set_text(_("I'm {name} — show").format(name=name), name)
        self.show_button.setAccessibleName(_("I'm {name}, show my view").format(name=name))
        self._shown_at.start()
        self.show_button.setFocus()

    def _set_title(self, text: str) -> None:
        self._title_text = text
        self.title.setToolTip(text)
        self._fit_title()

    def _fit_title(self) -> None:
        """"Pass to NAME" on one line: a smaller font first (down to the pages' title
        size), and only then a shortened name (whole below, in the subtitle and button)."""
        text, name = self._title_text, self._title_name
        room = self.title.width() if self.title.width() > 0 else self.width() - 80
        font = QFont(self.title.font())
        font.setBold(True)
        size, least = (theme.scaled(pt, self.scale) for pt in (theme.TITLE_PT + 14,
                                                                theme.TITLE_PT))
        while size > least:
            font.setPointSize(size)
            if QFontMetrics(font).horizontalAdvance(text) <= room:
                break
            size -= 2
        if size != self._title_pt:
            self._title_pt = size
            self.title.setStyleSheet(
                f"color: {theme.MILK}; font-size: {size}pt; font-weight: bold;")
        font.setPointSize(size)
        metrics = QFontMetrics(font)
        if name and name in text and metrics.horizontalAdvance(text) > room:
            rest = metrics.horizontalAdvance(text.replace(name, "", 1))
            short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room - rest, 0))
            text = text.replace(name, short or "…", 1)
        self.title.setText(text)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.restyle(window_scale(self))
        self._fit_title()

    def set_public(self, summary: str, interjections: Sequence[tuple[Seat, str, Action]]) -> None:
        """The public summary and the interjection buttons ("Ben: Complain!")."""
        self.summary.setText(summary)
        self.summary.setVisible(bool(summary))
        for button in self._interject_buttons:
            self._interject_row.removeWidget(button)
            button.hide()  # gone from the screen now, not when Qt gets round to deleting it
            button.deleteLater()
        self._interject_buttons = []
        for seat, text, action in interjections:
            button = NameButton()
            # "NAME: Complain!": the name before the last colon gives way when room is short
            button.set_text(text, text.rpartition(":")[0])
            self._style_interjection(button)
            button.clicked.connect(
                lambda _=False, s=seat, a=action: self._try_interject(s, a)
            )
            count = len(self._interject_buttons)
            self._interject_row.addWidget(button, *divmod(count, INTERJECT_COLUMNS))
            self._interject_buttons.append(button)
        if self.isVisible():
            self.show_button.setFocus()  # the old buttons (maybe the focused one) are gone

    @property
    def interjection_buttons(self) -> list[QPushButton]:
        return list(self._interject_buttons)

    # -- input ------------------------------------------------------------------------
    def armed(self) -> bool:
        return self._shown_at.isValid() and self._shown_at.elapsed() >= GUARD_MS

    def _try_reveal(self) -> None:
        if self.armed():
            self.revealed.emit()

    def _try_interject(self, seat: Seat, action: Action) -> None:
        # Enter and Space belong to "I'm NAME — show" again at once, armed or not
        self.show_button.setFocus()
        if self.armed():
            self.interjection.emit(seat, action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._try_reveal()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.qcolor(theme.COCOA_DEEP))
        # a soft band of warm stripes, so the curtain reads as a curtain at a glance
        stripe = theme.qcolor(theme.COCOA, 140)
        width = max(24, self.width() // 24)
        for x in range(0, self.width(), width * 2):
            painter.fillRect(x, 0, width, self.height(), stripe)
        painter.end()
