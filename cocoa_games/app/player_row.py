"""One seat in the table's side panel: turn marker, big name, person or computer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from cocoa_games.app.avatars import AvatarLabel
from cocoa_games.app.plain_text import plain_label, plain_tooltip
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look
from cocoa_games.ui import theme

ROW_PICTURE = 40  # the seat's picture beside its name


class PlayerRow(QFrame):
    """One seat in the side panel: turn marker, big name, human/computer."""

    def __init__(self, name: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.kind = kind
        self.scale = 1.0  # the shell's (see shell_scale.py)
        self.picture = AvatarLabel(ROW_PICTURE)
        self.picture.hide()
        self.marker = plain_label()
        self.marker.setFixedWidth(30)
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = plain_label(name)
        # the name fits itself to the row (see _fit_name) instead of widening the panel
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = plain_label()
        self.detail.setWordWrap(True)  # "Computer · darf dazwischenrufen" was cut in a drawer
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.label)
        text.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.marker)
        row.addWidget(self.picture)
        row.addLayout(text, 1)
        self._shown: tuple | None = None
        self.set_state(False, False, False)

    def set_scale(self, scale: float) -> None:
        if scale != self.scale:
            self.scale = scale
            shown, self._shown = self._shown, None
            if shown is not None:
                self.set_state(*shown)

    def _pt(self, size: float) -> int:
        return theme.scaled(size, self.scale)

    def set_look(self, look: Look | None) -> None:
        if look != self.picture.look:
            self.picture.set_look(look)
            self._fit_name()  # the picture takes room from the name ("Maximilian-Alexa")

    def set_state(self, turn: bool, may_interject: bool, viewing: bool,
                  winner: bool = False) -> None:
        if (turn, may_interject, viewing, winner) == self._shown:
            return  # style sheets re-polish the row: only when something changed
        self._shown = (turn, may_interject, viewing, winner)
        who = _("computer") if self.kind == "computer" else _("person")
        notes = [who]
        if winner:
            notes.insert(0, _("winner"))
        if turn:
            notes.insert(0, _("to play"))
        elif may_interject:
            notes.append(_("may interject"))
        self.detail.setText(" · ".join(notes))
        self.marker.setText("▶" if turn else "★" if winner else "")
        self.marker.setStyleSheet(
            f"color: {theme.WHITE if turn else theme.CARAMEL_DARK};"
            f" font-size: {self._pt(theme.NAME_PT + 4)}pt;"
        )
        background = theme.CARAMEL if turn else "transparent"
        border = theme.CARAMEL_DARK if turn else theme.SAND
        self.setStyleSheet(
            f"PlayerRow {{ background: {background}; border: 2px solid {border};"
            f" border-radius: 12px; }}"
        )
        self._turn = turn
        self._fit_name()
        self.detail.setStyleSheet(f"color: {theme.CREAM if turn else theme.TEXT_SOFT};"
                                  f" font-size: {self._pt(theme.BASE_PT)}pt;")
        self.marker.setFixedWidth(self._pt(30))
        said = _("Now playing: {name}, {role}") if turn else _("{name}, {role}")
        self.setAccessibleName(said.format(name=self.name, role=who))
        self.setToolTip(plain_tooltip(self.name))

    def _fit_name(self) -> None:
        """Big names, but a long one shrinks to fit the panel instead of being cut off."""
        turn = getattr(self, "_turn", False)
        size = self._pt(theme.NAME_PT + (3 if turn else 0))
        room = self.width() - self.marker.width() - 30  # margins, spacing and border
        if self.picture.isVisibleTo(self):
            room -= self.picture.width() + 6
        font = QFont(self.label.font())
        font.setBold(turn)
        while size > 8 and room > 0:
            font.setPointSizeF(size)
            if QFontMetrics(font).horizontalAdvance(self.name) <= room:
                break
            size -= 1
        colour = theme.WHITE if turn else theme.TEXT
        style = (f"color: {colour}; font-size: {size}pt;"
                 f" font-weight: {'bold' if turn else 'normal'};")
        if style != self.label.styleSheet():
            self.label.setStyleSheet(style)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_name()

