"""The launcher's game tiles: each game's picture (SVG read after the first frame, a drawn
placeholder without one), its name, player count, pitch and Play button, on a shelf.

As everywhere on the first frame, nothing here names `Qt` at start-up (see launcher.py).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QRectF, QSize, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app.lessons import has_lesson
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.resources import resource_path
from cocoa_games.ui import theme

TILE_MIN_WIDTH = 220
COMPACT_MIN_WIDTH = 150  # four side by side on an 800-pixel window
TILE_MAX_WIDTH = 560
TILE_SPACING = 24
SIDE_MARGIN = 24
GRID_PAD = 10
ART_ASPECT = 0.62  # height / width of the tile art (the SVGs use a 400×248 view box)
TITLE_LEAST_PT = 10  # the smallest a long game name gets on its tile
TILE_RADIUS = 18  # the tiles' rounded corners (#gameTile in the style below)


if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer


def players_text(info: games.GameInfo) -> str:
    if info.min_players == info.max_players:
        return ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players)
    return _("{low}–{high} players").format(low=info.min_players, high=info.max_players)


def solid_brush(colour: QColor) -> QBrush:
    """A one-colour brush made without QBrush()'s overloads (see the module notes)."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, colour)
    return palette.brush(QPalette.ColorRole.Window)


def tile_art_path(game_id: str):
    return resource_path("art", "tiles", f"{game_id}.svg")


class LazySvg:
    """An SVG file read when first needed. `widget` paints it once `ready()`; until then
    its first paint asks for it once, right after that frame, and repaints then."""

    def __init__(self, path, widget: QWidget) -> None:
        self._path = path if path is not None and path.is_file() else None
        self._widget = widget
        self._renderer: QSvgRenderer | None = None
        self._loaded = self._path is None
        self._asked = False

    @property
    def renderer(self) -> QSvgRenderer | None:
        """The parsed SVG (read now if not yet), or None when missing or invalid."""
        if not self._loaded:
            from PySide6.QtSvg import QSvgRenderer  # not needed for the window's first frame

            self._loaded = True
            renderer = QSvgRenderer(str(self._path))
            self._renderer = renderer if renderer.isValid() else None
        return self._renderer

    @property
    def exists(self) -> bool:
        """Whether there is a file to read (its contents are checked when it is read)."""
        return self._path is not None

    def ready(self) -> bool:
        """True once read; otherwise asks for it after the frame being painted now."""
        if not self._loaded and not self._asked:
            self._asked = True
            # (the widget as context: a tile gone before the call, with its window, drops it)
            QTimer.singleShot(0, self._widget, self._load_and_repaint)
        return self._loaded

    def _load_and_repaint(self) -> None:
        _ = self.renderer
        self._widget.update()


class SvgArt(QWidget):
    """Paints an SVG scaled to the widget (aspect kept), or a friendly placeholder."""

    clicked = Signal()

    def __init__(self, path, fallback_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._svg = LazySvg(path, self)
        self._fallback = fallback_text
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def has_art(self) -> bool:
        return self._svg.renderer is not None

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(width * ART_ASPECT)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.setFixedHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        inside = self.rect().contains(event.position().toPoint())
        if event.button() == QtCore.Qt.MouseButton.LeftButton and inside:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def enterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)  # the picture plays too
        super().enterEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(TILE_MIN_WIDTH, round(TILE_MIN_WIDTH * ART_ASPECT))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if self._svg.exists and not self._svg.ready():
            return  # the picture follows right after this frame
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        clip = QPainterPath()
        clip.addRoundedRect(area, 14, 14)
        painter.setClipPath(clip)
        if (renderer := self._svg.renderer) is not None:
            view = renderer.viewBoxF()
            scale = min(area.width() / view.width(), area.height() / view.height())
            w, h = view.width() * scale, view.height() * scale
            target = QRectF(area.x() + (area.width() - w) / 2, area.y() + (area.height() - h) / 2,
                            w, h)
            painter.fillRect(area, theme.qcolor(theme.CREAM))
            renderer.render(painter, target)
        else:
            self._paint_placeholder(painter, area)
        painter.end()

    def _paint_placeholder(self, painter: QPainter, area: QRectF) -> None:
        grad = QLinearGradient(area.topLeft(), area.bottomRight())
        grad.setColorAt(0, theme.qcolor(theme.CARAMEL))
        grad.setColorAt(1, theme.qcolor(theme.COCOA))
        painter.fillRect(area, grad)
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        for k in range(7):  # a few soft bubbles so it is not a flat block
            painter.setBrush(QColor(255, 246, 233, 40 + 12 * k))
            r = area.height() * (0.08 + 0.03 * k)
            painter.drawEllipse(QRectF(area.width() * (0.1 + 0.13 * k) - r,
                                       area.height() * (0.25 + 0.09 * (k % 3)), 2 * r, 2 * r))
        painter.setPen(QPen(theme.qcolor(theme.MILK)))
        painter.setFont(theme.font(max(14.0, area.height() / 7), bold=True))
        painter.drawText(area, QtCore.Qt.AlignmentFlag.AlignCenter, self._fallback)


class GameTile(QFrame):
    """One game: art, title, player count, pitch and a big Play button."""

    play_clicked = Signal(str)
    learn_clicked = Signal(str)

    def __init__(self, info: games.GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = info.id
        self.setObjectName("gameTile")
        self.setAccessibleName(info.title)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._layout = layout = QVBoxLayout(self)

        self.art = SvgArt(tile_art_path(info.id), info.title, self)
        self.art.setAccessibleName(_("Picture for {game}").format(game=info.title))
        self.art.setToolTip(_("Start a new game of {game}").format(game=info.title))
        layout.addWidget(self.art)
        layout.addSpacing(4)  # (spacers get no spacing of their own)

        self.title = QLabel(info.title, self)
        self.title.setObjectName("tileTitle")
        self.players = QLabel(players_text(info), self)
        self.players.setObjectName("tilePlayers")
        layout.addWidget(self.title)
        badge = QHBoxLayout()
        badge.addWidget(self.players)
        badge.addStretch(1)
        layout.addLayout(badge)

        self.pitch = QLabel(info.pitch, self)
        self.pitch.setObjectName("tilePitch")
        self.pitch.setWordWrap(True)
        layout.addWidget(self.pitch)
        layout.addStretch(1)  # tiles in a row share a height; Play buttons line up at the bottom
        layout.addSpacing(6)

        self.play = QPushButton(_("Play"), self)
        self.play.setObjectName("playButton")
        self.play.setProperty("primary", True)
        self.play.setAccessibleName(_("Play {game}").format(game=info.title))
        self.play.setToolTip(_("Start a new game of {game}").format(game=info.title))
        self.play.setAutoDefault(True)  # Enter presses the focused button, not only Space
        self.play.clicked.connect(lambda: self.play_clicked.emit(self.game_id))
        self.art.clicked.connect(self.play.click)
        # "Learn to play" beside Play, in the same row: a first game that teaches (#26)
        self.learn = QPushButton(_("Learn"), self)
        self.learn.setObjectName("learnButton")
        self.learn.setAccessibleName(_("Learn to play {game}").format(game=info.title))
        self.learn.setToolTip(_("A short game that shows you, step by step, how to play "
                                "{game}").format(game=info.title))
        self.learn.clicked.connect(lambda: self.learn_clicked.emit(self.game_id))
        self._has_lesson = has_lesson(info.id)
        self.learn.setVisible(self._has_lesson)
        self._learn_on_art = False
        self._buttons = buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.addWidget(self.play, 2)
        buttons.addWidget(self.learn, 1)
        layout.addLayout(buttons)
        self.set_look(1.0, False)

    def _stacked(self, width: int) -> bool:
        """Play and Learn side by side would cut their words (four compact tiles on 800×600
        showed "piele" and "ernei")."""
        if self.learn.isHidden():
            return False
        metrics = self.play.fontMetrics()  # (Play's words, wherever Learn is drawn now)
        words = sum(metrics.horizontalAdvance(b.text()) + 2 * metrics.height()
                    for b in (self.play, self.learn))
        return self.inner_width(width) < words + self._buttons.spacing()

    def fit_title(self, width: int) -> None:
        """The game's name on one line in a tile `width` wide: a long name (a translation,
        four compact tiles side by side) takes a smaller font, down to TITLE_LEAST_PT."""
        title = self.title
        title.setStyleSheet("")  # the page's size first
        title.setWordWrap(False)
        title.ensurePolished()
        room = self.inner_width(width)

        def need() -> int:
            return title.fontMetrics().horizontalAdvance(title.text())

        size = math.floor(title.font().pointSizeF() * room / max(1, need()))
        while need() > room > 0 and size >= TITLE_LEAST_PT:
            title.setStyleSheet(f"font-size: {size}pt;")
            size -= 1
        title.setWordWrap(need() > room)  # even the least size is too wide: it wraps

    def fit_buttons(self, width: int) -> None:
        """Play and Learn side by side, or (no room for both) Learn as a small pill on the
        picture's corner, so the tile grows no taller, for a tile `width` wide."""
        on_art = self._stacked(width)
        if on_art != self._learn_on_art:
            self._learn_on_art = on_art
            if on_art:
                self._buttons.removeWidget(self.learn)
                self.learn.setParent(self.art)
            else:
                self.learn.setParent(self)
                self._buttons.addWidget(self.learn, 1)
            self.learn.setProperty("onArt", on_art)
            self.learn.style().unpolish(self.learn)
            self.learn.style().polish(self.learn)
            self.learn.setVisible(self._has_lesson)  # (a new parent hides it)
        if on_art:
            self.learn.setMinimumHeight(0)
            self.learn.adjustSize()
            self.learn.move(self.art.width() - self.learn.width() - 6, 6)
            self.learn.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self._learn_on_art:
            self.fit_buttons(self.width())

    def set_look(self, scale: float, compact: bool) -> None:
        """Margins and controls at the shell's scale (the page's style sheet has the fonts,
        set before this is called); compact tiles are tighter."""
        def px(size: float) -> int:
            return theme.scaled(size * (0.7 if compact else 1.0), scale)

        self._layout.setContentsMargins(px(14), px(14), px(14), px(16))
        self._layout.setSpacing(px(6))
        for label in (self.title, self.players, self.pitch, self.play, self.learn):
            label.ensurePolished()
        self.pitch.setMinimumHeight(self.pitch.fontMetrics().lineSpacing() * 2 + 4)
        self.play.setMinimumHeight(px(48))
        if not self._learn_on_art:
            self.learn.setMinimumHeight(px(48))

    def inner_width(self, width: int) -> int:
        margins = self._layout.contentsMargins()
        return width - margins.left() - margins.right() - 4  # the 2 px border on each side

    def height_for(self, width: int) -> int:
        """The tile's height at `width`: the picture keeps its shape, the pitch wraps."""
        inner = self.inner_width(width)
        margins = self._layout.contentsMargins()
        words = (self.title.sizeHint().height() + self.players.sizeHint().height()
                 + max(self.pitch.heightForWidth(inner), self.pitch.minimumHeight()))
        play = max(self.play.minimumHeight(), self.play.sizeHint().height())
        return (margins.top() + margins.bottom() + 4 + self.art.heightForWidth(inner) + 4
                + words + play + 4 * self._layout.spacing() + self._layout.spacing())


class TileShelf(QWidget):
    """The launcher's content column; paints a soft shadow under each game tile. (A
    QGraphicsDropShadowEffect per tile re-rendered and blurred the whole tile on every
    repaint, a hovered button included: a fifth of the launcher's first frame.)"""

    SHADOW_RGB = (59, 36, 23)
    SHADOW_LAYERS = 6  # rings 2 px apart, each adding a little darkness: a cheap blur
    SHADOW_ALPHA = 5
    SHADOW_DROP = 4  # the light comes from above

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[QWidget] = []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self.tiles:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = solid_brush(QColor(*self.SHADOW_RGB, self.SHADOW_ALPHA))
        for tile in self.tiles:
            if tile.isHidden():
                continue
            base = QRectF(tile.geometry()).translated(0, self.SHADOW_DROP)
            # the middle is hidden under the tile: paint only the band around its edge
            inner = base.adjusted(TILE_RADIUS, TILE_RADIUS, -TILE_RADIUS, -TILE_RADIUS)
            painter.setClipRegion(self._ring(base, inner))
            for layer in range(self.SHADOW_LAYERS):
                grow = 2.0 * layer
                ring = QPainterPath()
                ring.addRoundedRect(base.adjusted(-grow, -grow, grow, grow),
                                    TILE_RADIUS + grow, TILE_RADIUS + grow)
                painter.fillPath(ring, shade)
        painter.end()

    def _ring(self, outer: QRectF, inner: QRectF) -> QRegion:
        reach = 2 * self.SHADOW_LAYERS
        return (QRegion(outer.adjusted(-reach, -reach, reach, reach).toAlignedRect())
                - QRegion(inner.toRect()))


