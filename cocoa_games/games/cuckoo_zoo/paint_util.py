"""Small drawing helpers shared by the Cuckoo Zoo items and icons."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter, QPixmap


def font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(int(px))
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
            # no resampling needed: plain copy (smooth/antialiased paths are 10x slower)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPixmap(round(device.x()), round(device.y()), pix)
            painter.restore()
            return
    painter.drawPixmap(rect, pix, QRectF(pix.rect()))


def _device_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0
