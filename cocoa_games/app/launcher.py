"""The launcher page: a banner, one tile per registered game and the
Continue/Load/Settings/Help row.

Listing the games reads only registry metadata (`GameInfo`), so showing the launcher imports no
game. Tile art is SVG drawn straight onto the widget with QSvgRenderer, so it stays crisp at any
size and on high-DPI screens; a missing file gets a drawn placeholder instead.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
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


def players_text(info: games.GameInfo) -> str:
    if info.min_players == info.max_players:
        return ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players)
    return _("{low}–{high} players").format(low=info.min_players, high=info.max_players)


def tile_art_path(game_id: str):
    return resource_path("art", "tiles", f"{game_id}.svg")


class SvgArt(QWidget):
    """Paints an SVG scaled to the widget (aspect kept), or a friendly placeholder."""

    clicked = Signal()

    def __init__(self, path, fallback_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = QSvgRenderer(str(path)) if path is not None and path.is_file() else None
        if self._renderer is not None and not self._renderer.isValid():
            self._renderer = None
        self._fallback = fallback_text
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def has_art(self) -> bool:
        return self._renderer is not None

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(width * ART_ASPECT)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.setFixedHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        inside = self.rect().contains(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and inside:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(TILE_MIN_WIDTH, round(TILE_MIN_WIDTH * ART_ASPECT))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        clip = QPainterPath()
        clip.addRoundedRect(area, 14, 14)
        painter.setClipPath(clip)
        if self._renderer is not None:
            view = self._renderer.viewBoxF()
            scale = min(area.width() / view.width(), area.height() / view.height())
            w, h = view.width() * scale, view.height() * scale
            target = QRectF(area.x() + (area.width() - w) / 2, area.y() + (area.height() - h) / 2,
                            w, h)
            painter.fillRect(area, theme.qcolor(theme.CREAM))
            self._renderer.render(painter, target)
        else:
            self._paint_placeholder(painter, area)
        painter.end()

    def _paint_placeholder(self, painter: QPainter, area: QRectF) -> None:
        grad = QLinearGradient(area.topLeft(), area.bottomRight())
        grad.setColorAt(0, theme.qcolor(theme.CARAMEL))
        grad.setColorAt(1, theme.qcolor(theme.COCOA))
        painter.fillRect(area, grad)
        painter.setPen(Qt.PenStyle.NoPen)
        for k in range(7):  # a few soft bubbles so it is not a flat block
            painter.setBrush(QColor(255, 246, 233, 40 + 12 * k))
            r = area.height() * (0.08 + 0.03 * k)
            painter.drawEllipse(QRectF(area.width() * (0.1 + 0.13 * k) - r,
                                       area.height() * (0.25 + 0.09 * (k % 3)), 2 * r, 2 * r))
        painter.setPen(QPen(theme.qcolor(theme.MILK)))
        painter.setFont(theme.font(max(14.0, area.height() / 7), bold=True))
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._fallback)


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
        self.art.setCursor(Qt.CursorShape.PointingHandCursor)  # the picture is a big Play button
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
        self.pitch.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
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

        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 4)
        shadow.setColor(QColor(59, 36, 23, 60))
        self.setGraphicsEffect(shadow)


class Banner(QWidget):
    """The warm title strip with the app icon and the name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setMinimumHeight(118)
        self._icon = QSvgRenderer(str(resource_path("art", "icon.svg")))
        self.setAccessibleName(_("Cocoa Games"))
        self.content_left = 24.0  # lines the title up with the launcher's content column

    def set_content_left(self, left: float) -> None:
        self.content_left = left
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        grad = QLinearGradient(area.topLeft(), area.topRight())
        grad.setColorAt(0, theme.qcolor(theme.COCOA_DEEP))
        grad.setColorAt(1, theme.qcolor(theme.COCOA))
        painter.fillRect(area, grad)
        # a scalloped caramel edge along the bottom, like icing
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qcolor(theme.CARAMEL))
        painter.drawRect(QRectF(0, area.height() - 8, area.width(), 8))
        step = 28.0
        x = 0.0
        while x < area.width():
            painter.drawEllipse(QRectF(x, area.height() - 16, step, 16))
            x += step
        size = area.height() - 34
        left = self.content_left
        if self._icon.isValid():
            self._icon.render(painter, QRectF(left, 9, size, size))
        painter.setPen(theme.qcolor(theme.MILK))
        title_font = QFont(theme.font(theme.TITLE_PT + 8, bold=True))
        painter.setFont(title_font)
        text_left = left + size + 20
        painter.drawText(QRectF(text_left, 8, area.width() - text_left, size * 0.62),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         _("Cocoa Games"))
        painter.setPen(theme.qcolor(theme.SAND))
        painter.setFont(theme.font(theme.BASE_PT + 2))
        painter.drawText(QRectF(text_left, 8 + size * 0.62, area.width() - text_left, size * 0.38),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         _("Games for the whole family, around one screen"))
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
        self.setObjectName("launcher")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
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
        self._content = QWidget(body)  # one centred column: action row above the tiles
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
        content.addLayout(self._grid)
        column.addStretch(1)  # on tall screens, sit a little above the middle
        column.addWidget(self._content, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(2)

        scroll = QScrollArea(self)
        scroll.setObjectName("launcherScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self.first_focus().setFocus(Qt.FocusReason.OtherFocusReason)  # Enter starts at once

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
#launcherScroll {{ background: {theme.MILK}; }}
#gameTile {{
    background: {theme.WHITE}; border: 2px solid {theme.SAND}; border-radius: 18px;
}}
#tileTitle {{ color: {theme.COCOA}; font-size: 20pt; font-weight: bold; }}
#tilePlayers {{
    color: {theme.COCOA}; background: {theme.CREAM}; border-radius: 10px;
    padding: 3px 10px; font-size: 11pt; font-weight: bold;
}}
#tilePitch {{ color: {theme.TEXT_SOFT}; font-size: 12pt; }}
#playButton {{ font-size: 15pt; font-weight: bold; }}
#continueBox {{
    background: {theme.CREAM}; border: 2px solid {theme.SAND}; border-radius: 14px;
}}
#continueSummary {{ color: {theme.COCOA}; font-size: 12pt; }}
QPushButton {{ font-size: 12pt; }}
"""
