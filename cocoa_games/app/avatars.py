"""Each person's picture (core/people.py, drawn by ui/avatar_art.py) as the shell shows it:
the curtain, the player panel, the end screen. Seats get their look from `seat_looks`, which
also remembers each person's look for the next game."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from cocoa_games.core import people
from cocoa_games.core.people import Look
from cocoa_games.ui.avatar_art import draw_avatar


def avatar_pixmap(look: Look, side: int, ring: str | None = None, dpr: float = 1.0) -> QPixmap:
    pixmap = QPixmap(max(1, round(side * dpr)), max(1, round(side * dpr)))
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    draw_avatar(painter, QRectF(0, 0, pixmap.width(), pixmap.height()), look, ring)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def avatar_icon(look: Look, side: int = 48) -> QIcon:
    return QIcon(avatar_pixmap(look, side, dpr=2.0))


class AvatarLabel(QLabel):
    """A seat's picture, `side` pixels square (sharp on high-density screens)."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.look: Look | None = None
        self.setFixedSize(side, side)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.PlainText)  # no text, and never rich text (names)

    def set_look(self, look: Look | None, ring: str | None = None) -> None:
        self.look = look
        self.setVisible(look is not None)
        if look is not None:
            self.setPixmap(avatar_pixmap(look, self.side, ring, self.devicePixelRatioF()))
            self.setAccessibleName(people.picture_name(look))

    def set_side(self, side: int) -> None:
        if side != self.side:
            self.side = side
            self.setFixedSize(side, side)
            self.set_look(self.look)


def remember_looks(seats: Sequence[object], settings: object) -> None:
    """Keep each person's look with their name for the next game (and a rematch)."""
    if not hasattr(settings, "people"):
        return
    remembered = people.from_json(settings.people)
    before = dict(remembered)
    plain = [(str(getattr(s, "name", "")), getattr(s, "kind", "") == "computer") for s in seats]
    people.remember(remembered, plain, people.seat_looks(seats, settings))
    if remembered != before:
        settings.people = people.to_json(remembered)
        from cocoa_games.app.settings import Settings, save_settings

        if isinstance(settings, Settings):
            with contextlib.suppress(OSError):  # a convenience: the game plays anyway
                save_settings(settings)
