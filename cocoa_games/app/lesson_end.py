"""The end of a "Learn to play" lesson: well done, the learner's picture big, and on to a
real game.

A lesson is no real game, so its end has no standings, no Rematch (of a script) and no
statistics (the session counts nothing without its autosave slot). The table page hands its
ending here (`show_lesson_end`); this page takes the table's place, as the curtain does,
until a real game starts or the family goes back to the games.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QPushButton,
    QStackedLayout,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.avatars import AvatarLabel
from cocoa_games.app.lessons import remember_done
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.app.speed import animation_speed
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import LessonState
from cocoa_games.core.people import Look
from cocoa_games.resources import resource_path
from cocoa_games.ui import theme

if TYPE_CHECKING:  # (the table page hands its lesson endings here)
    from cocoa_games.app.table_page import TablePage

#: the learner's picture: big on a large window, still a third of a small one
PICTURE_MAX, PICTURE_MIN = 220, 120
JOY_MS = 1800  # three hops of joy
HOP_PX = 18
COLUMN_MARGIN = 32


def _words() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)  # names are plain text
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


class LessonEnd(QWidget):
    """Shown when a lesson's script is played to its end."""

    play_real = Signal(str)  # the game's id: set up a real game of it
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonEnd")
        self.setStyleSheet(f"#lessonEnd {{ background: {theme.COCOA}; }}")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.game_id = ""
        self.picture = AvatarLabel(PICTURE_MAX)
        self.title = _words()
        self.title.setAccessibleName(_("Lesson finished"))
        self.words = _words()
        self.play_button = QPushButton(_("Play a real game"))
        self.play_button.setProperty("primary", True)
        self.play_button.setDefault(True)
        self.back_button = QPushButton(_("Back to the games"))
        self.back_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.play_button.clicked.connect(lambda: self.play_real.emit(self.game_id))
        self.back_button.clicked.connect(self.back)

        column = QVBoxLayout(self)
        column.setContentsMargins(COLUMN_MARGIN, 20, COLUMN_MARGIN, 20)
        column.setSpacing(14)
        column.addStretch(2)
        column.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.title)
        column.addWidget(self.words)
        column.addSpacing(8)
        self.buttons = buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.setSpacing(16)
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        column.addStretch(3)

        self.scale = 0.0
        self._restyle(1.0)
        self._joy = QVariantAnimation(self)
        self._joy.setStartValue(0.0)
        self._joy.setEndValue(3.0)  # three hops
        self._joy.valueChanged.connect(self._hop)

    def present(self, game_id: str, name: str, look: Look | None, goodbye: str,
                joy_ms: int = JOY_MS) -> None:
        self.game_id = game_id
        self.title.setText(_("Well done, {name}!").format(name=name))
        self.words.setText(goodbye)
        art = resource_path("art", "tiles", f"{game_id}.svg")  # the game's own picture
        self.play_button.setIcon(QIcon(str(art)) if art.is_file() else QIcon())
        self._fit()
        self.picture.set_look(look, ring=theme.WHITE)
        self._joy.stop()
        if look is not None and joy_ms > 0:
            self._joy.setDuration(joy_ms)
            self._joy.start()
        self.play_button.setFocus()

    def _restyle(self, scale: float) -> None:
        """Words and buttons at the shell's scale (they grow with the window)."""
        if scale == self.scale:
            return
        self.scale = scale
        self.title.setStyleSheet(f"color: {theme.MILK}; font-weight: bold;"
                                 f" font-size: {theme.scaled(theme.TITLE_PT + 10, scale)}pt;")
        self.words.setStyleSheet(
            f"color: {theme.SAND}; font-size: {theme.scaled(theme.NAME_PT + 1, scale)}pt;")
        for button in (self.play_button, self.back_button):
            button.setMinimumHeight(theme.scaled(64, scale))  # big targets for small hands
            button.setIconSize(QSize(theme.scaled(40, scale), theme.scaled(40, scale)))
            button.setStyleSheet(f"font-size: {theme.scaled(theme.NAME_PT + 2, scale)}pt;"
                                 f" padding: 10px {theme.scaled(24, scale)}px;")

    def _fit(self) -> None:
        """The picture as big as the window allows, with room to hop and for the words; the
        buttons one above the other where side by side they would cut their words."""
        self._restyle(window_scale(self))
        wide = sum(b.sizeHint().width() for b in (self.play_button, self.back_button))
        room = self.contentsRect().width() - 2 * COLUMN_MARGIN
        direction = (QBoxLayout.Direction.LeftToRight if wide + self.buttons.spacing() <= room
                     else QBoxLayout.Direction.TopToBottom)
        if self.buttons.direction() != direction:
            self.buttons.setDirection(direction)
        side = max(PICTURE_MIN, min(round(PICTURE_MAX * self.scale), self.height() // 3))
        self.picture.set_side(side)
        self.picture.setFixedSize(side, side + HOP_PX)
        self.picture.setContentsMargins(0, HOP_PX, 0, 0)

    def _hop(self, value: object) -> None:
        lift = round(abs(math.sin(math.pi * float(value))) * HOP_PX)  # type: ignore[arg-type]
        self.picture.setContentsMargins(0, HOP_PX - lift, 0, lift)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()


def show_lesson_end(page: TablePage, session: GameSession, looks: list[Look]) -> bool:
    """A finished lesson's end in the table's place on `page` (the table page: its layout
    stacks the table and the curtain); False for a real game, whose end screen is the page's."""
    state = session.state
    stack = page.layout()
    if not isinstance(state, LessonState) or not isinstance(stack, QStackedLayout):
        return False
    end = page.findChild(LessonEnd)
    if end is None:
        end = LessonEnd(page)
        stack.addWidget(end)
        end.back.connect(page.back_requested)
        end.play_real.connect(lambda game_id: _play_real(page, game_id))
    if isinstance(session.settings, Settings):  # (also after a change of language,
        remember_done(session.settings, session)  # which tells the lesson again)
    seat = state.learner
    end.present(session.game.id, session.names[seat], looks[seat] if seat < len(looks) else None,
                state.lesson.goodbye, round(JOY_MS * animation_speed(session.settings)))
    stack.setCurrentWidget(end)
    return True


def _play_real(page: TablePage, game_id: str) -> None:
    """The new-game dialog for the game just learnt (the main window's, when there is one)."""
    new_game = getattr(page.window(), "new_game", None)
    if callable(new_game):
        new_game(game_id)
