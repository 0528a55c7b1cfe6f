"""The shared pixmap cache: a cached picture looks like painting directly, each look is
drawn once per device size, and a new zoom draws anew (the one invalidation rule)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.ui import pixmap_cache
from cocoa_games.ui.pixmap_cache import blit, blit_exposed


def _draw(p: QPainter, r: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#d98e3a"))
    p.drawRect(QRectF(r.x() + 4, r.y() + 4, 20, 12))
    p.setBrush(QColor("#2f6b4f"))
    p.drawRect(QRectF(r.x() + 10, r.y() + 18, 8, 8))


def _image(paint, scale: float = 1.0, ratio: float = 1.0) -> QImage:
    """80x80 units painted at `scale` on a device of `ratio` pixels per unit."""
    side = int(80 * ratio * scale)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.scale(scale, scale)
    paint(p)
    p.end()
    return image


def test_a_cached_picture_matches_painting_directly(qapp):
    pixmap_cache.forget()
    rect = QRectF(10, 10, 30, 30)
    for scale in (1.0, 2.0):
        direct = _image(lambda p: _draw(p, rect), scale)
        cached = _image(lambda p: blit(p, "test:shape", rect, _draw), scale)
        assert cached == direct


def test_each_look_is_drawn_once_per_device_size(qapp):
    pixmap_cache.forget()
    calls = []

    def draw(p: QPainter, r: QRectF) -> None:
        calls.append(p.worldTransform().m11())
        _draw(p, r)

    rect = QRectF(0, 0, 30, 30)
    _image(lambda p: blit(p, "test:once", rect, draw))
    _image(lambda p: blit(p, "test:once", rect, draw))
    assert calls == [1.0]  # the second paint was a copy
    _image(lambda p: blit(p, "test:once", rect, draw), 2.0)  # zoomed: new device size
    assert calls == [1.0, 2.0]
    _image(lambda p: blit(p, "test:other look", rect, draw))
    assert len(calls) == 3


def test_an_exposed_part_of_a_background_is_copied_from_the_whole(qapp):
    pixmap_cache.forget()
    rect = QRectF(0, 0, 60, 60)

    def board(p: QPainter, r: QRectF) -> None:
        p.fillRect(r, QColor("#f7edd5"))
        _draw(p, r)

    whole = _image(lambda p: board(p, rect))
    part = _image(lambda p: blit_exposed(p, "test:board", rect, QRectF(0, 0, 60, 60), board))
    assert part.copy(0, 0, 60, 60) == whole.copy(0, 0, 60, 60)


def test_a_picture_with_words_is_drawn_anew_in_another_language(qapp):
    """After Settings switches the language, a cached picture never shows the old words."""
    from cocoa_games.core import i18n

    def words(p: QPainter, r: QRectF) -> None:
        p.setPen(QColor("black"))
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), i18n._("&Review moves…"))

    def paint(p: QPainter) -> None:
        blit(p, "test-words", QRectF(0, 0, 80, 40), words)

    try:
        english = _image(paint)
        i18n.set_language("de")
        german = _image(paint)
        assert german != english
        i18n.set_language("en")
        assert _image(paint) == english
    finally:
        i18n.set_language("en")


def test_a_picture_is_sharp_on_a_high_dpi_screen_and_after_it_on_a_plain_one(qapp):
    """A picture kept for a 2x screen is copied pixel for pixel there, and a plain screen
    showing the same look next gets its own 1x picture, not a half-size or blurred one
    (a 2x zoom there needs as many pixels as the 2x screen did)."""
    pixmap_cache.forget()
    rect = QRectF(10, 10, 30, 30)
    for ratio, zoom in ((2.0, 1.0), (1.0, 2.0), (1.0, 1.0), (2.0, 1.0)):
        direct = _image(lambda p: _draw(p, rect), zoom, ratio)
        cached = _image(lambda p: blit(p, "test:hidpi", rect, _draw), zoom, ratio)
        assert cached == direct


def test_a_picture_copied_into_a_many_rect_repaint_matches_painting_directly(qapp):
    """A view repaints only what changed (several rectangles): the copied picture shows
    exactly what painting directly would, in each of them and nowhere else."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QRegion

    pixmap_cache.forget()
    rect = QRectF(10, 10, 30, 30)
    region = QRegion(QRect(0, 0, 22, 80)) + QRegion(QRect(30, 20, 50, 10))

    def clipped(paint):
        def run(p: QPainter) -> None:
            p.setClipRegion(region)
            paint(p)
        return run

    for scale in (1.0, 2.0):
        direct = _image(clipped(lambda p: _draw(p, rect)), scale)
        cached = _image(clipped(lambda p: blit(p, "test:clipped", rect, _draw)), scale)
        assert cached == direct


def test_pictures_copied_piece_by_piece_show_exactly_what_the_repaint_covers(qapp):
    """In a view's repaint (many rectangles) a board and a picture are copied once per
    rectangle they meet: the same pixels as one copy clipped to the repaint, nothing
    missing at the pieces' edges and nothing drawn past them."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QRegion

    pixmap_cache.forget()
    rect = QRectF(0, 0, 60, 60)
    pieces = [QRect(0, 0, 22, 80), QRect(30, 20, 50, 10), QRect(35, 33, 7, 9)]
    region = QRegion()
    for piece in pieces:
        region += QRegion(piece)

    def board(p: QPainter, r: QRectF) -> None:
        p.fillRect(r, QColor("#f7edd5"))
        _draw(p, r)

    def paint(split: bool):
        def run(p: QPainter) -> None:
            if split:  # as GameView says before it paints
                pixmap_cache.repainting(p.device(), region)
            else:  # one copy each, clipped to the same region (in device pixels)
                zoom = p.worldTransform()
                p.resetTransform()
                p.setClipRegion(region)
                p.setWorldTransform(zoom)
            try:
                blit_exposed(p, "test:pieces", rect, QRectF(0, 0, 60, 60), board)
                blit(p, "test:pieces-card", QRectF(12, 14, 40, 30), _draw)
            finally:
                pixmap_cache.repainting(None, None)
        return run

    for scale in (1.0, 1.3):
        split = _image(paint(True), scale)
        assert split == _image(paint(False), scale)
        assert split != _image(lambda p: None)


def test_a_stacked_picture_is_its_layers_laid_one_on_another(qapp):
    """A look stacked from cached layers shows what copying each layer in turn shows, at
    any zoom and device ratio; a new look of the same layers draws no layer again."""
    rect = QRectF(8, 8, 48, 40)

    def ring(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#3a2a1a"))
        p.setBrush(QColor(255, 255, 255, 140))
        p.drawEllipse(r.adjusted(6, 6, -6, -6))

    drawn: list[str] = []

    def counted(name, draw):
        def run(p: QPainter, r: QRectF) -> None:
            drawn.append(name)
            draw(p, r)
        return run

    layers = [("test:layer-a", counted("a", _draw)), ("test:layer-b", counted("b", ring))]
    for scale, ratio in ((1.0, 1.0), (1.5, 1.0), (1.0, 2.0)):
        pixmap_cache.forget()
        one_by_one = _image(lambda p: [blit(p, k, rect, d) for k, d in layers], scale, ratio)
        whole = _image(lambda p: blit(p, "test:stack", rect, pixmap_cache.stacked(layers)),
                       scale, ratio)
        assert whole == one_by_one
        drawn.clear()
        _image(lambda p: blit(p, "test:another-stack", rect, pixmap_cache.stacked(layers)),
               scale, ratio)
        assert drawn == []  # a new look of the same layers: copies only
