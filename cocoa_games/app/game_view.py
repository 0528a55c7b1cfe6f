"""The view the table is seen through: the whole scene at any window size, felt where the
board does not cover, and keys handed to the scene (one it cannot use says why).

Not every key is the table's: a key held with Ctrl, Alt or Meta is the window's command
(window_keys.py), and a fresh turn takes no key for half a second (turn_guard.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cocoa_games.app.turn_guard import TurnGuard
from cocoa_games.app.window_keys import is_command, is_plain_key, press_window_shortcut
from cocoa_games.core.game import Action, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.scene_base import GameScene, fit_view
from cocoa_games.ui.table_scene import TableScene


def is_playing_key(event: QKeyEvent) -> bool:
    """A key a person may have meant for the game (not a shortcut, nor Shift alone)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.KeypadModifier)
    if mods or event.isAutoRepeat():
        return False
    text = event.text().strip()
    return (bool(text) and text.isprintable()) or event.key() in (
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def offered_seat(scene: GameScene, legal: Mapping[Seat, Sequence[Action]]) -> Seat | None:
    """Whose actions the table offers now (a scene without the toolkit's table: the first
    seat that may act)."""
    if isinstance(scene, TableScene):
        return scene.seat_on_offer()
    return next((seat for seat, acts in legal.items() if acts), None)


class GameView(QGraphicsView):
    """Shows the whole logical table at any window size; keys go to the scene, and a key
    the scene cannot use now says why (`key_unused`)."""

    key_unused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(theme.qcolor(theme.TABLE_FELT))
        # the felt brush covers every pixel a repaint exposes: the widget need not clear
        # them first (one full pass over the changed area saved on every move)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(_("Game table"))
        self.setMinimumSize(320, 200)
        self.turn_guard = TurnGuard()  # the table page tells it when a turn is shown

    def fit(self) -> None:
        fit_view(self)  # a scene that fits the view is laid out for it, mapped 1:1

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        # the cached pictures copy themselves piece by piece into what this repaint covers
        pixmap_cache.repainting(self.viewport(), event.region())
        try:
            super().paintEvent(event)
        finally:
            pixmap_cache.repainting(None, None)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        scene = self.scene()
        region = pixmap_cache.repaint_region(self.viewport())
        if not isinstance(scene, GameScene) or region is None or \
                not self.transform().isIdentity():
            super().drawBackground(painter, rect)
            return
        # felt only where the scene's own board (opaque, drawn 1:1) will not cover it:
        # filling it first there would be wasted, and a large board is most of a repaint
        board = self.mapFromScene(scene.opaque_area()).boundingRect()
        if board.width() > 2 and board.height() > 2:  # whole pixels inside it only
            region = region.subtracted(QRegion(board.adjusted(1, 1, -1, -1)))
        painter.save()
        painter.resetTransform()
        # one fill clipped to the whole region: a plain colour fills span by span as fast
        # as rectangle by rectangle, without a call from Python for each (4x cheaper)
        painter.setClipRegion(region)
        painter.fillRect(region.boundingRect(), self.backgroundBrush())
        painter.restore()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    def table_shown(self, legal: Mapping[Seat, Sequence[Action]]) -> None:
        """The table page drew the scene: a fresh turn waits, and keys held while the last
        turn's animations ran were meant for that turn, not this one."""
        scene = self.scene()
        if not isinstance(scene, GameScene):
            return
        fresh = self.turn_guard.shown(offered_seat(scene, legal))
        if fresh and isinstance(scene, TableScene):
            scene.drop_held_keys()

    def table_cleared(self) -> None:
        """The table went (a curtain): it comes back as a fresh turn."""
        self.turn_guard.cleared()

    #: set by the table page: skips running animations, True if there were any
    skip_animations: Callable[[], bool] | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.skip_animations is not None and self.skip_animations():
            event.accept()  # this click only hurried the table along
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if is_command(event):  # Ctrl+O is Load, never the table's O
            if press_window_shortcut(self, event):
                event.accept()
            else:
                event.ignore()
            return
        scene = self.scene()
        holds = isinstance(scene, GameScene) and scene.holds_keys  # (it hurries itself)
        if not holds and self.skip_animations is not None and self.skip_animations():
            event.accept()
            return
        if isinstance(scene, GameScene) and self._too_soon(event):
            return
        if isinstance(scene, GameScene) and scene.handle_key(event):
            event.accept()
            return
        if is_plain_key(event) and press_window_shortcut(self, event):
            event.accept()  # a letter the table does not use now: the menu's (M mutes)
            return
        if isinstance(scene, GameScene) and is_playing_key(event):
            self.key_unused.emit(scene.unused_key_text(event))
        super().keyPressEvent(event)

    def _too_soon(self, event: QKeyEvent) -> bool:
        """A key in a fresh turn's first half second, or one held down since the turn
        before: it does nothing (and says so)."""
        if self.turn_guard.takes(event.isAutoRepeat()):
            return False
        event.accept()
        if is_plain_key(event) and press_window_shortcut(self, event):
            return True  # M mutes at any time; no table key can have been meant yet
        if is_playing_key(event):
            self.key_unused.emit(_("A new turn has begun: have a look at the table first."))
        return True

    def event(self, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and is_plain_key(event) \
                and isinstance(self.scene(), GameScene):
            # a letter is the table's first (Coconuts' Magic! is M), the menu's only when
            # the table does not use it now: keyPressEvent hands it on
            event.accept()
            return True
        # Qt spends Tab on moving focus before keyPressEvent; scenes use it to step
        # between their items, and when they do not, focus moves on as usual.
        if kind == QEvent.Type.KeyPress and event.key() in (
            Qt.Key.Key_Tab, Qt.Key.Key_Backtab
        ) and not is_command(event):
            scene = self.scene()
            if isinstance(scene, GameScene) and (self._too_soon(event)
                                                 or scene.handle_key(event)):
                event.accept()
                return True
        return super().event(event)
