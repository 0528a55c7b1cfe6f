"""The launcher's banner: the app's icon and name on a band of icing across the top.

As everywhere on the first frame, nothing here names `Qt` at start-up (see launcher.py).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import (
    QPainter,
    QPainterPath,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.launcher_tiles import LazySvg, solid_brush
from cocoa_games.core.i18n import _
from cocoa_games.resources import resource_path
from cocoa_games.ui import theme


class Banner(QFrame):
    """The warm title strip with the app icon and the name. Its gradient and words are the
    style sheet's (drawn by Qt itself, see the module notes); the icon follows the first frame."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setMinimumHeight(118)
        self.setAccessibleName(_("Cocoa Games"))
        self.content_left = 24.0  # lines the title up with the launcher's content column
        self.icon = BannerIcon(resource_path("art", "icon.svg"), self)
        self.title = QLabel(_("Cocoa Games"), self)
        self.title.setObjectName("bannerTitle")
        self.subtitle = QLabel(_("Games for the whole family, around one screen"), self)
        self.subtitle.setObjectName("bannerSubtitle")
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addStretch(1)
        words.addWidget(self.title)
        words.addWidget(self.subtitle)
        words.addStretch(1)
        self._row = QHBoxLayout()
        self._row.setContentsMargins(round(self.content_left), 9, 24, 6)
        self._row.setSpacing(20)
        self._row.addWidget(self.icon)
        self._row.addLayout(words, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addLayout(self._row, 1)
        column.addWidget(Icing(self))

    def set_look(self, scale: float, compact: bool) -> None:
        """Taller with the shell's scale; lower on a low page (the games need the room)."""
        side = theme.scaled(48 if compact else BannerIcon.SIDE, scale)
        self.icon.set_side(side)
        # (the icon or the words, whichever is taller, with the row's margins and the icing:
        # a low banner gave its title less height than its font)
        margins = self._row.contentsMargins()
        for label in (self.title, self.subtitle):
            label.ensurePolished()
        words = sum(label.sizeHint().height() for label in (self.title, self.subtitle))
        inside = max(side, words) + margins.top() + margins.bottom() + Icing.HEIGHT
        self.setFixedHeight(max(theme.scaled(80 if compact else 118, scale), inside + 4))

    def set_content_left(self, left: float) -> None:
        self.content_left = left
        margins = self._row.contentsMargins()
        if margins.left() != round(left):
            self._row.setContentsMargins(round(left), margins.top(), margins.right(),
                                         margins.bottom())


class BannerIcon(QWidget):
    """The app icon, read and drawn right after the first frame."""

    SIDE = 84

    def __init__(self, path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._svg = LazySvg(path, self)
        self.setFixedSize(self.SIDE, self.SIDE)

    def set_side(self, side: int) -> None:
        self.setFixedSize(side, side)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self._svg.ready() or (icon := self._svg.renderer) is None:
            return
        painter = QPainter(self)
        icon.render(painter, QRectF(self.rect()))
        painter.end()


class Icing(QWidget):
    """A scalloped caramel edge along the banner's bottom."""

    HEIGHT = 16
    STEP = 28.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(self.HEIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        caramel = solid_brush(theme.qcolor(theme.CARAMEL))
        # two paths: overlapping parts of one path would be holes (its odd-even fill rule)
        band, drops = QPainterPath(), QPainterPath()
        band.addRect(QRectF(0, self.HEIGHT / 2, self.width(), self.HEIGHT / 2))
        x = 0.0
        while x < self.width():
            drops.addEllipse(QRectF(x, 0, self.STEP, self.HEIGHT))
            x += self.STEP
        painter.fillPath(band, caramel)
        painter.fillPath(drops, caramel)
        painter.end()


