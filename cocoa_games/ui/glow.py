"""The warm halo behind whatever may be clicked, and the pulse that draws the eye to it.

A pulse swings a few times and then rests at full strength with its timer stopped: a
table waiting for a person costs no CPU (the glow stays; only the movement ends).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from . import theme
from .pixmap_cache import blit

#: how far the halo reaches outside its item (3 px offset + half a 10 px pen)
GLOW_REACH = 8.0


def paint_glow(p: QPainter, rect: QRectF, radius: float = 14.0) -> None:
    """A soft halo around a strong amber ring around `rect`: easy to spot for small children,
    and no wider than the gap between two tiles. Wide antialiased strokes are slow, so each
    size is drawn once into the shared cache."""
    outer = rect.adjusted(-GLOW_REACH, -GLOW_REACH, GLOW_REACH, GLOW_REACH)
    blit(p, f"glow:{rect.width():.1f}x{rect.height():.1f}:{radius}", outer,
         lambda q, r: _stroke(q, r.adjusted(GLOW_REACH, GLOW_REACH, -GLOW_REACH, -GLOW_REACH),
                              radius))


def _stroke(p: QPainter, rect: QRectF, radius: float) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(theme.qcolor(theme.GLOW_SOFT, 150), 10))
    p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
    p.setPen(QPen(QColor(theme.GLOW), 6))
    p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)


class GlowItem(QGraphicsItem):
    """The halo behind a parent item with `glow_rect()`: its own cached item, so pulsing
    (a change of opacity) repaints nothing. Switched off by opacity 0, never hidden: hiding
    drops Qt's item cache, and halos come and go on most moves."""

    def __init__(self, parent: QGraphicsItem, radius: float = 14.0) -> None:
        super().__init__(parent)
        self.radius = radius
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setOpacity(0.0)
        self._bounds = QRectF()
        self.resize()

    def _glow_rect(self) -> QRectF:
        return self.parentItem().glow_rect()  # type: ignore[attr-defined]

    def resize(self) -> None:
        """Take the parent's new size (bounds are kept: Qt asks for them very often)."""
        self.prepareGeometryChange()
        self._bounds = self._glow_rect().adjusted(-14, -14, 14, 14)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        paint_glow(p, self._glow_rect(), self.radius)


def pulse_opacity(phase: float) -> float:
    """0..1 phase -> opacity; never fades so far that a child loses sight of it."""
    return 0.7 + 0.3 * phase


class Pulse(QObject):
    """Swings the opacity of some items `cycles` times, then rests them at full opacity
    and stops its timer. `restart()` when something new should catch the eye."""

    def __init__(self, parent: QObject | None = None, cycles: int = 3, period_ms: int = 1500,
                 tick_ms: int = 60) -> None:
        super().__init__(parent)
        self.cycles = cycles
        self.period_ms = period_ms
        self.enabled = True  # off in tests and at animation speed 0
        self._items: Callable[[], Iterable[QGraphicsItem]] = tuple
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._tick)
        self._t0 = 0.0

    def set_items(self, items: Callable[[], Iterable[QGraphicsItem]]) -> None:
        """`items()` names what pulses right now (asked on every tick)."""
        self._items = items

    def restart(self) -> None:
        if not self.enabled:
            self.stop()
            return
        self._t0 = time.monotonic()
        if not self._timer.isActive():
            self._timer.start()

    def stop(self) -> None:
        """Rest now: full opacity, no timer."""
        self._timer.stop()
        self._apply(1.0)

    def is_running(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        elapsed = (time.monotonic() - self._t0) * 1000
        if elapsed >= self.cycles * self.period_ms:
            self.stop()
            return
        phase = 0.5 + 0.5 * math.cos(2 * math.pi * elapsed / self.period_ms)
        self._apply(pulse_opacity(phase))

    def _apply(self, opacity: float) -> None:
        for item in self._items():
            if item.opacity() != opacity:
                item.setOpacity(opacity)
