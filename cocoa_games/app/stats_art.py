"""Each game's picture for the Statistics dialog: its launcher tile's art, drawn small and
crisp (at the screen's pixel ratio), or the launcher's warm placeholder when a game has
none. Drawing only."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QLinearGradient, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cocoa_games.app.launcher_tiles import ART_ASPECT, tile_art_path
from cocoa_games.ui import theme


@lru_cache(maxsize=64)
def game_picture(game_id: str, title: str, width: int, ratio: float = 1.0) -> QPixmap:
    """`game_id`'s tile art `width` device-independent pixels wide, rounded corners."""
    height = max(1, round(width * ART_ASPECT))
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    area = QRectF(0, 0, width, height)
    clip = QPainterPath()
    clip.addRoundedRect(area, height / 8, height / 8)
    painter.setClipPath(clip)
    path = tile_art_path(game_id)
    renderer = QSvgRenderer(str(path)) if path is not None and path.is_file() else None
    if renderer is not None and renderer.isValid():
        painter.fillRect(area, theme.qcolor(theme.CREAM))
        renderer.render(painter, area)
    else:
        gradient = QLinearGradient(area.topLeft(), area.bottomRight())
        gradient.setColorAt(0, theme.qcolor(theme.CARAMEL))
        gradient.setColorAt(1, theme.qcolor(theme.COCOA))
        painter.fillRect(area, gradient)
        painter.setPen(theme.qcolor(theme.MILK))
        painter.setFont(theme.font(max(6.0, height / 3.2), bold=True))
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, title[:1].upper())
    painter.end()
    return pixmap
