"""The view the table is seen through: the whole scene at any window size, felt where the
board does not cover, and keys handed to the scene (one it cannot use says why)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cocoa_games.core.i18n import _
from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.scene_base import GameScene, fit_view


def is_playing_key(event: QKeyEvent) -> bool:
    """A key a person may have meant for the game (not a shortcut, nor Shift alone)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.KeypadModifier)
    if mods or event.isAutoRepeat():
        return False
    text = event.text().strip()
    return (bool(text) and text.isprintable()) or event.key() in (
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


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

    #: set by the table page: skips running animations, True if there were any
    skip_animations: Callable[[], bool] | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.skip_animations is not None and self.skip_animations():
            event.accept()  # this click only hurried the table along
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.skip_animations is not None and self.skip_animations():
            event.accept()
            return
        scene = self.scene()
        if isinstance(scene, GameScene) and scene.handle_key(event):
            event.accept()
            return
        if isinstance(scene, GameScene) and is_playing_key(event):
            self.key_unused.emit(scene.unused_key_text(event))
        super().keyPressEvent(event)

    def event(self, event) -> bool:
        # Qt spends Tab on moving focus before keyPressEvent; scenes use it to step
        # between their items, and when they do not, focus moves on as usual.
        if event.type() == QEvent.Type.KeyPress and event.key() in (
            Qt.Key.Key_Tab, Qt.Key.Key_Backtab
        ):
            scene = self.scene()
            if isinstance(scene, GameScene) and scene.handle_key(event):
                event.accept()
                return True
        return super().event(event)

