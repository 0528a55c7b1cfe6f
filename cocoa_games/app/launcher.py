"""The launcher page: a banner, one tile per registered game and the
Continue/Load/Settings/Help row.

Listing the games reads only registry metadata (`GameInfo`), so showing the launcher imports no
game. Tile art is SVG drawn straight onto the widget with QSvgRenderer, so it stays crisp at any
size and on high-DPI screens; a missing file gets a drawn placeholder instead.

The pictures are read right after the window's first frame (`LazySvg`): parsing and drawing
five SVGs was a good part of start-up; the window is there at once, the art a moment later.

Nothing drawn in that first frame names `Qt` (`QtCore.Qt` is looked up where it is needed
later): the first touch of the Qt namespace makes PySide build all ~90 of its enums, a tenth
of the app's start-up. Qt-namespace-free means: no `Qt.` flags (style-sheet `qproperty-`s
instead), and no QBrush()/QPen()/setPen()/fillRect() with a colour, whose overloads name
Qt.BrushStyle or Qt.GlobalColor (`solid_brush` + `fillPath` instead). The main window warms
the enums right after the first frame; tests/app/test_startup_imports.py checks all this.
"""

from __future__ import annotations

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
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app.plain_text import ElidedLabel
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.resources import resource_path
from cocoa_games.ui import theme

TILE_MIN_WIDTH = 260
TILE_MAX_WIDTH = 560
TILE_SPACING = 24
TILE_TEXT_HEIGHT = 210  # title, player count, pitch, Play button and margins under the art
SIDE_MARGIN = 24
GRID_PAD = 10
ART_ASPECT = 0.62  # height / width of the tile art (the SVGs use a 400×248 view box)
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
            QTimer.singleShot(0, self._load_and_repaint)
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

    def __init__(self, info: games.GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = info.id
        self.setObjectName("gameTile")
        self.setAccessibleName(info.title)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 16)
        layout.setSpacing(6)

        self.art = SvgArt(tile_art_path(info.id), info.title, self)
        self.art.setAccessibleName(_("Picture for {game}").format(game=info.title))
        self.art.setToolTip(_("Start a new game of {game}").format(game=info.title))
        layout.addWidget(self.art)
        layout.addSpacing(4)

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
        self.pitch.setMinimumHeight(self.pitch.fontMetrics().lineSpacing() * 2 + 4)
        layout.addWidget(self.pitch)
        layout.addStretch(1)  # tiles in a row share a height; Play buttons line up at the bottom
        layout.addSpacing(6)

        self.play = QPushButton(_("Play"), self)
        self.play.setObjectName("playButton")
        self.play.setProperty("primary", True)
        self.play.setAccessibleName(_("Play {game}").format(game=info.title))
        self.play.setToolTip(_("Start a new game of {game}").format(game=info.title))
        self.play.setAutoDefault(True)  # Enter presses the focused button, not only Space
        self.play.setMinimumHeight(48)
        self.play.clicked.connect(lambda: self.play_clicked.emit(self.game_id))
        self.art.clicked.connect(self.play.click)
        layout.addWidget(self.play)


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


class LauncherPage(QWidget):
    """The start page. Emits signals only; the main window decides what they do."""

    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    settings_requested = Signal()
    stats_requested = Signal()
    help_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")  # covered by the banner and the scroll area
        self.setStyleSheet(_STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.banner = Banner(self)
        outer.addWidget(self.banner)

        body = QWidget(self)
        body.setObjectName("launcherBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(SIDE_MARGIN, 18, SIDE_MARGIN, 24)
        self._content = TileShelf(body)  # one centred column: action row above the tiles
        content = QVBoxLayout(self._content)
        content.setContentsMargins(0, 0, 0, 0)
        content.setSpacing(22)
        content.addLayout(self._build_action_row())

        self.tiles: dict[str, GameTile] = {}
        self._grid = QGridLayout()
        self._grid.setContentsMargins(GRID_PAD, 0, GRID_PAD, 2 * GRID_PAD)  # room for shadows
        self._grid.setSpacing(TILE_SPACING)
        for info in games.all_games():
            tile = GameTile(info, self._content)
            tile.play_clicked.connect(self.new_game_requested)
            self.tiles[info.id] = tile
        self._content.tiles = list(self.tiles.values())
        content.addLayout(self._grid)
        column.addStretch(1)  # on tall screens, sit a little above the middle
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self._content)
        centred.addStretch(1)
        column.addLayout(centred)
        column.addStretch(2)

        scroll = QScrollArea(self)
        scroll.setObjectName("launcherScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self._arrange()
        self._fix_tab_order()
        self.set_continue(None)

    # -- building ---------------------------------------------------------------------------
    def _build_action_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setContentsMargins(GRID_PAD, 0, GRID_PAD, 0)
        row.setSpacing(12)
        self.continue_box = QFrame(self)
        self.continue_box.setObjectName("continueBox")
        box = QHBoxLayout(self.continue_box)
        box.setContentsMargins(6, 6, 14, 6)
        box.setSpacing(12)
        self.continue_button = self._button(_("Continue"), self.continue_requested,
                                            primary=True)
        self.continue_button.setToolTip(_("Carry on with the game you were playing"))
        self.continue_summary = ElidedLabel(self.continue_box)
        self.continue_summary.setObjectName("continueSummary")
        box.addWidget(self.continue_button)
        box.addWidget(self.continue_summary, 1)
        row.addWidget(self.continue_box, 1)
        row.addStretch(0)  # takes the room only when Continue is hidden
        self.load_button = self._button(_("Load…"), self.load_requested)
        self.load_button.setToolTip(_("Open a saved game (Ctrl+O)"))
        self.settings_button = self._button(_("Settings"), self.settings_requested)
        self.settings_button.setToolTip(_("Language, sound, animation speed and hand-offs"))
        self.stats_button = self._button(_("Statistics"), self.stats_requested)
        self.stats_button.setToolTip(_("Games played and won by every player"))
        self.help_button = self._button(_("Help"), self.help_requested)
        self.help_button.setToolTip(_("How Cocoa Games works (F1)"))
        for button in (self.load_button, self.stats_button, self.settings_button,
                       self.help_button):
            row.addWidget(button)
        return row

    def _button(self, text: str, signal, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(True)
        button.setMinimumHeight(44)
        button.ensurePolished()  # the page's style sheet sets the font: measure with that one
        if primary:
            button.setProperty("primary", True)
            bold = button.font()
            bold.setBold(True)  # the style sheet makes it bold; size the button for that
            button.setFont(bold)
        # never narrower than its words (a long German "Einstellungen" was cut to "instellunge")
        button.setMinimumWidth(max(96, button.fontMetrics().horizontalAdvance(text) + 36))
        button.clicked.connect(signal)
        return button

    def _fix_tab_order(self) -> None:
        order = [self.continue_button, self.load_button, self.stats_button, self.settings_button,
                 self.help_button]
        order += [tile.play for tile in self.tiles.values()]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _arrange(self) -> None:
        """Lay tiles out in as many columns as fit (at most four), as large as the page allows."""
        count = len(self.tiles)
        # 20: room for a scroll bar
        usable = max(self.width() - 2 * SIDE_MARGIN - 20, TILE_MIN_WIDTH)
        columns = max(1, min(count, 4, (usable + TILE_SPACING) // (TILE_MIN_WIDTH + TILE_SPACING)))
        if count == 4 and columns == 3:
            columns = 2  # 2×2 looks tidier than 3 + 1
        rows = -(-count // columns) if count else 1
        width = min(TILE_MAX_WIDTH,
                    (usable - 2 * GRID_PAD - TILE_SPACING * (columns - 1)) // columns)
        # keep every row of tiles on screen without scrolling while they stay readable
        room = self.height() - self.banner.minimumHeight() - 150 - TILE_SPACING * (rows - 1)
        width = min(width, int((room / rows - TILE_TEXT_HEIGHT) / ART_ASPECT))
        width = max(TILE_MIN_WIDTH, width)
        for tile in self.tiles.values():
            self._grid.removeWidget(tile)
            tile.setFixedWidth(width)
        for index, tile in enumerate(self.tiles.values()):
            self._grid.addWidget(tile, index // columns, index % columns)
        grid_width = columns * width + TILE_SPACING * (columns - 1) + 2 * GRID_PAD
        content_width = max(grid_width, min(usable, 900))
        self._content.setFixedWidth(content_width)
        self.banner.set_content_left(max(24.0, (self.width() - content_width) / 2))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.first_focus().setFocus()  # Enter starts at once

    # -- API --------------------------------------------------------------------------------
    def set_continue(self, summary: str | None) -> None:
        """Show Continue with a one-line summary of the autosaved game, or hide it (None)."""
        self.continue_box.setVisible(summary is not None)
        self.continue_summary.set_full_text(summary or "")
        self.continue_button.setAccessibleDescription(summary or "")

    def first_focus(self) -> QPushButton:
        """The button that should have focus when the page appears."""
        if self.continue_box.isVisibleTo(self):
            return self.continue_button
        first = next(iter(self.tiles.values()), None)
        return first.play if first is not None else self.load_button


_STYLE = f"""
#launcher, #launcherBody {{ background: {theme.MILK}; }}
#launcherScroll {{
    background: {theme.MILK}; qproperty-horizontalScrollBarPolicy: ScrollBarAlwaysOff;
}}
#banner {{
    background: qlineargradient(x1: 0, y1: 0, x2: 1, y2: 0,
                                stop: 0 {theme.COCOA_DEEP}, stop: 1 {theme.COCOA});
}}
#bannerTitle {{ color: {theme.MILK}; font-size: {theme.TITLE_PT + 8}pt; font-weight: bold; }}
#bannerSubtitle {{ color: {theme.SAND}; font-size: {theme.BASE_PT + 2}pt; }}
#gameTile {{
    background: {theme.WHITE}; border: 2px solid {theme.SAND}; border-radius: {TILE_RADIUS}px;
}}
#tileTitle {{ color: {theme.COCOA}; font-size: 20pt; font-weight: bold; }}
#tilePlayers {{
    color: {theme.COCOA}; background: {theme.CREAM}; border-radius: 10px;
    padding: 3px 10px; font-size: 11pt; font-weight: bold;
}}
#tilePitch {{
    color: {theme.TEXT_SOFT}; font-size: 12pt; qproperty-alignment: 'AlignLeft | AlignTop';
}}
#playButton {{ font-size: 15pt; font-weight: bold; }}
#continueBox {{
    background: {theme.CREAM}; border: 2px solid {theme.SAND}; border-radius: 14px;
}}
#continueSummary {{ color: {theme.COCOA}; font-size: 12pt; }}
QPushButton {{ font-size: 12pt; }}
"""
