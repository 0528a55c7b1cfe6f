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
from cocoa_games.app.launcher_grid import choose_grid
from cocoa_games.app.launcher_tiles import (
    COMPACT_MIN_WIDTH,
    GRID_PAD,
    SIDE_MARGIN,
    TILE_MAX_WIDTH,
    TILE_MIN_WIDTH,
    TILE_RADIUS,
    TILE_SPACING,
    GameTile,
    TileShelf,
)
from cocoa_games.app.plain_text import ElidedLabel
from cocoa_games.app.shell_scale import follow as follow_window_scale
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme

#: a page lower than this (times the shell's scale) gets the compact banner and tiles, so
#: all four games and their Play buttons fit an 800×600 window
COMPACT_BELOW = 680
#: the column's margins above and below the action row and tiles
TOP_MARGIN, BOTTOM_MARGIN = 18, 24


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
        self.look: tuple[float, bool] | None = None  # (the shell's scale, compact)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.banner = Banner(self)
        outer.addWidget(self.banner)

        body = QWidget(self)
        body.setObjectName("launcherBody")
        self._column = QVBoxLayout(body)
        self._content = TileShelf(body)  # one centred column: action row above the tiles
        self._content_column = content = QVBoxLayout(self._content)
        content.setContentsMargins(0, 0, 0, 0)
        self._continue_row = QHBoxLayout()  # Continue alone, when the row is too narrow
        self._continue_row.setContentsMargins(GRID_PAD, 0, GRID_PAD, 0)
        self._continue_alone = False
        self._action_row = self._build_action_row()
        content.addLayout(self._continue_row)
        content.addLayout(self._action_row)

        self.tiles: dict[str, GameTile] = {}
        self._grid = QGridLayout()
        for info in games.all_games():
            tile = GameTile(info, self._content)
            tile.play_clicked.connect(self.new_game_requested)
            tile.learn_clicked.connect(self.learn_requested)
            self.tiles[info.id] = tile
        self._content.tiles = list(self.tiles.values())
        content.addLayout(self._grid)
        column = self._column
        column.addStretch(1)  # on tall screens, sit a little above the middle
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self._content)
        centred.addStretch(1)
        column.addLayout(centred)
        column.addStretch(5)

        self._scroll = scroll = QScrollArea(self)
        scroll.setObjectName("launcherScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        self._restyle()
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
        self._action_buttons = [self.continue_button, self.load_button, self.stats_button,
                                self.settings_button, self.help_button]
        for button in self._action_buttons[1:]:
            row.addWidget(button)
        return row

    def _button(self, text: str, signal, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(True)
        if primary:
            button.setProperty("primary", True)
        button.clicked.connect(signal)
        return button

    def _fix_tab_order(self) -> None:
        order = [self.continue_button, self.load_button, self.stats_button, self.settings_button,
                 self.help_button]
        order += [tile.play for tile in self.tiles.values()]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _restyle(self) -> None:
        """Fonts, margins and controls at the shell's scale; compact on a low page."""
        scale = window_scale(self)
        compact = self.height() < COMPACT_BELOW * scale
        if (scale, compact) == self.look:
            return
        self.look = (scale, compact)

        def px(size: float) -> int:
            return theme.scaled(size, scale)

        self.setStyleSheet(launcher_style(scale, compact))
        self.banner.set_look(scale, compact)
        side = px(SIDE_MARGIN * (0.5 if compact else 1))
        self._column.setContentsMargins(side, px(TOP_MARGIN / (2 if compact else 1)), side,
                                        px(BOTTOM_MARGIN / (2 if compact else 1)))
        self._content_column.setSpacing(px(8 if compact else 22))
        self._action_row.setSpacing(px(12))
        pad = px(GRID_PAD)
        self._grid.setContentsMargins(pad, 0, pad, 2 * pad)  # room for shadows
        self._grid.setSpacing(px(TILE_SPACING * (0.6 if compact else 1)))
        for button in self._action_buttons:
            button.setMinimumHeight(px(36 if compact else 44))
            fit_button_width(button)
        for tile in self.tiles.values():
            tile.set_look(scale, compact)

    def _place_continue(self) -> None:
        """Continue and its summary get a row of their own when beside Load, Statistics,
        Settings and Help the summary would have no room (800×600 showed no game)."""
        scale = self.look[0] if self.look else 1.0
        spacing = self._action_row.spacing()
        others = sum(b.minimumWidth() + spacing for b in self._action_buttons)
        margins = self._column.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 20 - 2 * GRID_PAD - others
        alone = room - 40 < theme.scaled(260, scale)  # (40: the box's margins)
        if alone == self._continue_alone:
            return
        self._continue_alone = alone
        if alone:
            self._action_row.removeWidget(self.continue_box)
            self._continue_row.addWidget(self.continue_box, 1)
        else:
            self._continue_row.removeWidget(self.continue_box)
            self._action_row.insertWidget(0, self.continue_box, 1)

    def _room(self) -> tuple[int, int]:
        """The width and height the tiles may take without a scroll bar."""
        column = self._column.contentsMargins()
        grid = self._grid.contentsMargins()
        width = (self.width() - column.left() - column.right() - 20  # room for a scroll bar
                 - grid.left() - grid.right())
        banner = self.banner.minimumHeight()
        actions = self._action_row.sizeHint().height() + self._content_column.spacing()
        if self._continue_alone and not self.continue_box.isHidden():
            actions += self._continue_row.sizeHint().height() + self._content_column.spacing()
        height = (self.height() - banner - column.top() - column.bottom() - actions
                  - grid.top() - grid.bottom())
        return width, height

    def _arrange(self) -> None:
        """Lay tiles out in as many columns as keep them all on screen (at most four), as
        large as the page allows."""
        self._restyle()
        scale, compact = self.look or (1.0, False)
        tiles = list(self.tiles.values())
        if not tiles:
            return
        self._place_continue()
        width, height = self._room()
        spacing = self._grid.spacing()

        def height_for(tile_width: int) -> int:
            return max(tile.height_for(tile_width) for tile in tiles)

        least = theme.scaled(COMPACT_MIN_WIDTH if compact else TILE_MIN_WIDTH, scale)
        grid = choose_grid(len(tiles), width, height, spacing, least,
                           theme.scaled(TILE_MAX_WIDTH, scale), height_for)
        for tile in tiles:
            self._grid.removeWidget(tile)
            tile.setFixedWidth(grid.width)
            tile.fit_title(grid.width)
            tile.fit_buttons(grid.width)
        for index, tile in enumerate(tiles):
            self._grid.addWidget(tile, index // grid.columns, index % grid.columns)
        pads = self._grid.contentsMargins()
        grid_width = (grid.columns * grid.width + spacing * (grid.columns - 1) + pads.left()
                      + pads.right())
        content_width = max(grid_width, min(width + pads.left() + pads.right(),
                                            theme.scaled(900, scale)))
        self._content.setFixedWidth(content_width)
        self.banner.set_content_left(max(24.0, (self.width() - content_width) / 2))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        follow_window_scale(self.window())  # its buttons and dialogs grow with the window
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
        self._arrange()  # on its own row, Continue takes room from the tiles

    def first_focus(self) -> QPushButton:
        """The button that should have focus when the page appears."""
        if self.continue_box.isVisibleTo(self):
            return self.continue_button
        first = next(iter(self.tiles.values()), None)
        return first.play if first is not None else self.load_button


def fit_button_width(button: QPushButton) -> None:
    """Never narrower than its words (a long German "Einstellungen" was cut to "instellunge")
    in the font the page's style sheet gives it now (bold on the primary one)."""
    button.ensurePolished()
    font = button.font()
    font.setBold(bool(button.property("primary")))
    button.setFont(font)
    words = button.fontMetrics().horizontalAdvance(button.text())
    button.setMinimumWidth(max(96, words + 36 * button.fontMetrics().height() // 18))


def launcher_style(scale: float, compact: bool) -> str:
    """The start page's style sheet at the shell's scale; compact: a lower banner and
    smaller words on the tiles, so four games fit side by side on 800×600."""
    def pt(size: float) -> int:
        return theme.scaled(size * (0.8 if compact else 1.0), scale)

    return f"""
#launcher, #launcherBody {{ background: {theme.MILK}; }}
#launcherScroll {{
    background: {theme.MILK}; qproperty-horizontalScrollBarPolicy: ScrollBarAlwaysOff;
}}
#banner {{
    background: qlineargradient(x1: 0, y1: 0, x2: 1, y2: 0,
                                stop: 0 {theme.COCOA_DEEP}, stop: 1 {theme.COCOA});
}}
#bannerTitle {{ color: {theme.MILK}; font-size: {pt(theme.TITLE_PT + 8)}pt; font-weight: bold; }}
#bannerSubtitle {{ color: {theme.SAND}; font-size: {pt(theme.BASE_PT + 2)}pt; }}
#gameTile {{
    background: {theme.WHITE}; border: 2px solid {theme.SAND}; border-radius: {TILE_RADIUS}px;
}}
#tileTitle {{ color: {theme.COCOA}; font-size: {pt(20)}pt; font-weight: bold; }}
#tilePlayers {{
    color: {theme.COCOA}; background: {theme.CREAM}; border-radius: 10px;
    padding: 3px 10px; font-size: {pt(11)}pt; font-weight: bold;
}}
#tilePitch {{
    color: {theme.TEXT_SOFT}; font-size: {pt(12)}pt; qproperty-alignment: 'AlignLeft | AlignTop';
}}
#playButton {{ font-size: {pt(15)}pt; font-weight: bold; }}
#learnButton[onArt="true"] {{
    font-size: {pt(11)}pt; font-weight: bold; padding: 2px 10px; border-radius: 10px;
    background: {theme.MILK}; border: 2px solid {theme.CARAMEL};
}}
#continueBox {{
    background: {theme.CREAM}; border: 2px solid {theme.SAND}; border-radius: 14px;
}}
#continueSummary {{ color: {theme.COCOA}; font-size: {theme.scaled(12, scale)}pt; }}
QPushButton {{ font-size: {theme.scaled(12, scale)}pt; }}
"""
