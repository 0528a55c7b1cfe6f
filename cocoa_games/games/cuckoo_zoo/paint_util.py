"""Small drawing helpers shared by the Cuckoo Zoo items and icons."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

from .layout import MIN_TEXT_PX


def font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(math.ceil(px - 0.01))  # never below the size asked for
    f.setBold(bold)
    return f


def _pixel_scale(painter: QPainter) -> float:
    """How many device pixels one scene unit covers right now (zoom × device ratio)."""
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return max(0.05, scale * ratio)


def blit_pixmap(painter: QPainter, rect: QRectF, pix: QPixmap) -> None:
    """Draw `pix` into `rect`. When the view only scales and moves (no rotation) and the
    pixmap already has the on-screen size, paint it 1:1 at a whole device pixel: Qt's
    fastest path, several times quicker than a smoothly resampled draw."""
    t = painter.worldTransform()
    if t.m12() == 0 and t.m21() == 0:
        device = t.mapRect(rect)
        if _device_ratio(painter) == 1.0 and abs(device.width() - pix.width()) < 1.01:
            painter.save()
            painter.resetTransform()
            # no resampling needed: at a whole pixel without a transform it is a plain copy
            painter.drawPixmap(round(device.x()), round(device.y()), pix)
            painter.restore()
            return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, pix, QRectF(pix.rect()))
    painter.restore()


def _device_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


_PAINTED: dict[tuple, QPixmap] = {}


def cached_paint(painter: QPainter, key: tuple, rect: QRectF,
                 draw: Callable[[QPainter], None]) -> None:
    """Paint `draw` through a pixmap cache keyed by `key` (everything the picture depends
    on) and the on-screen pixel size. Items whose look repeats (the indicator, the call
    bubble, banners, badges) then cost one blit when they change back to a look seen
    before, instead of paths and text each time."""
    scale = _pixel_scale(painter)
    w, h = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
    full = (key, w, h)
    pix = _PAINTED.get(full)
    if pix is None:
        if len(_PAINTED) > 400:  # many zoom levels or a long game: start over
            _PAINTED.clear()
        pix = QPixmap(w, h)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(w / rect.width(), h / rect.height())
        p.translate(-rect.x(), -rect.y())
        draw(p)
        p.end()
        _PAINTED[full] = pix
    blit_pixmap(painter, rect, pix)


def device_cached_paint(painter: QPainter, key: tuple, rect: QRectF,
                        draw: Callable[[QPainter], None]) -> None:
    """Like `cached_paint`, but the picture is drawn at the item's exact on-screen offset
    (down to the fraction of a pixel), as Qt's own item cache does: the copy then matches
    painting directly, pixel for pixel, and each look is still drawn only once."""
    t = painter.worldTransform()
    if t.type().value > QTransform.TransformationType.TxScale.value or _device_ratio(painter) != 1.0:
        cached_paint(painter, key, rect, draw)
        return
    device = t.mapRect(rect).toAlignedRect().adjusted(-1, -1, 1, 1)  # as Qt sizes its cache
    offset_x, offset_y = t.dx() - device.x(), t.dy() - device.y()
    full = ("device", key, t.m11(), t.m22(), round(offset_x, 3), round(offset_y, 3),
            device.width(), device.height())
    pix = _PAINTED.get(full)
    if pix is None:
        if len(_PAINTED) > 400:
            _PAINTED.clear()
        pix = QPixmap(device.width(), device.height())
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHints(painter.renderHints())
        p.translate(offset_x, offset_y)
        p.scale(t.m11(), t.m22())
        draw(p)
        p.end()
        _PAINTED[full] = pix
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(device.x(), device.y(), pix)
    painter.restore()


def text_floor(item: QGraphicsItem) -> float:
    """The smallest font size, in the item's own units, that still reads MIN_TEXT_PX on
    screen (the scene's units are the view's logical pixels)."""
    return MIN_TEXT_PX / max(0.05, item.sceneTransform().m11())


@lru_cache(maxsize=512)
def fitted_px(text: str, width: float, height: float, px: float, floor: float,
              wrap: bool = False, bold: bool = True) -> float:
    """The largest font size from `px` down to `floor` at which `text` fits the box (wrapped
    at spaces and hyphens when `wrap`); `floor` when none does, as readable beats tidy."""
    flags = Qt.AlignmentFlag.AlignCenter | (Qt.TextFlag.TextWordWrap if wrap else 0)
    size = max(px, floor)
    while size > floor:
        need = QFontMetricsF(font(size, bold)).boundingRect(
            QRectF(0, 0, width, 100000), int(flags), text)
        if need.width() <= width + 0.5 and need.height() <= height + 0.5:
            return size
        size = max(floor, size - 1)
    return floor
