"""The launcher page: a banner, one tile per registered game and the
Continue/Load/Settings/Help row.

Listing the games reads only registry metadata (`GameInfo`), so showing the launcher imports no
game. Tile art is SVG drawn straight onto the widget with QSvgRenderer, so it stays crisp at any
size and on high-DPI screens; a missing file gets a drawn placeholder instead.

The tiles (launcher_tiles.py) read their pictures right after the window's first frame
(`LazySvg`): parsing and drawing five SVGs was a good part of start-up; the window is there
at once, the art a moment later. The banner across the top is launcher_banner.py.

Nothing drawn in that first frame names `Qt` (`QtCore.Qt` is looked up where it is needed
later): the first touch of the Qt namespace makes PySide build all ~90 of its enums, a tenth
of the app's start-up. Qt-namespace-free means: no `Qt.` flags (style-sheet `qproperty-`s
instead), and no QBrush()/QPen()/setPen()/fillRect() with a colour, whose overloads name
Qt.BrushStyle or Qt.GlobalColor (`solid_brush` + `fillPath` instead). The main window warms
the enums right after the first frame; tests/app/test_startup_imports.py checks all this.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app.launcher_banner import Banner
from cocoa_games.app.launcher_tiles import (
    ART_ASPECT,
    GRID_PAD,
    SIDE_MARGIN,
    TILE_MAX_WIDTH,
    TILE_MIN_WIDTH,
    TILE_RADIUS,
    TILE_SPACING,
    TILE_TEXT_HEIGHT,
    GameTile,
    TileShelf,
)
from cocoa_games.app.plain_text import ElidedLabel
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme


class LauncherPage(QWidget):
    """The start page. Emits signals only; the main window decides what they do."""

    new_game_requested = Signal(str)
    learn_requested = Signal(str)  # a game's "Learn to play" lesson
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
            tile.learn_clicked.connect(self.learn_requested)
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
        # the whole summary on Continue itself too: the line beside it may be cut short
        carry_on = _("Carry on with the game you were playing")
        if summary:
            from cocoa_games.app.plain_text import plain_tooltip  # html: not on the first frame

            carry_on = plain_tooltip(f"{carry_on}\n{summary}")
        self.continue_button.setToolTip(carry_on)
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
