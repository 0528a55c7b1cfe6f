"""Card art and call sounds: every card is its own picture, colours carry a pattern too,
cards are rendered at the screen's pixel size, and every call has a small WAV."""

from __future__ import annotations

import wave

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPixmapCache

from cocoa_games.games.cuckoo_zoo import card_art
from cocoa_games.games.cuckoo_zoo.call_sounds import CALL_SOUND
from cocoa_games.games.cuckoo_zoo.card_art import ANIMALS, COLOURS, paint_face
from cocoa_games.games.cuckoo_zoo.cards import CALLS
from cocoa_games.resources import resource_path
from cocoa_games.ui import pixmap_cache
from cocoa_games.ui.pixmap_cache import cache_key

W, H = 75, 105


def _render(face, grey: bool = False) -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_face(painter, face, QRectF(0, 0, W, H))
    painter.end()
    if grey:
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return image


def _difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of the grey levels, 0..255."""
    total = 0
    for y in range(0, H, 2):
        for x in range(0, W, 2):
            total += abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness())
    return total / ((H // 2 + 1) * (W // 2 + 1))


def test_each_animal_has_its_own_picture(qapp):
    pictures = {animal: _render(("blue", animal), grey=True) for animal in ANIMALS}
    for i, a in enumerate(ANIMALS):
        for b in ANIMALS[i + 1:]:
            assert _difference(pictures[a], pictures[b]) > 4, f"{a} and {b} look alike"


def test_colours_differ_even_without_colour_vision(qapp):
    """Seen in grey, two colours of the same animal still differ (their patterns and
    letters), so colour is never the only cue."""
    for animal in ("cow", "rooster"):
        greys = {c: _render((c, animal), grey=True) for c in COLOURS}
        for i, a in enumerate(COLOURS):
            for b in COLOURS[i + 1:]:
                assert _difference(greys[a], greys[b]) > 5, f"{a}/{b} {animal} look alike in grey"


def test_butterfly_is_unlike_any_animal(qapp):
    butterfly = _render((None, "butterfly"), grey=True)
    for animal in ANIMALS:
        assert _difference(butterfly, _render(("green", animal), grey=True)) > 6


def _cached_card(width: int, height: int) -> QPixmap:
    found = QPixmap()
    QPixmapCache.find(cache_key("cuckoo-card:('red', 'cow'):False", width, height), found)
    return found


def test_cards_are_rendered_at_the_pixel_size_asked(qapp):
    pixmap_cache.forget()
    for scale in (0.4, 2.0):  # a small window; a high-DPI screen
        image = QImage(400, 500, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.scale(scale, scale)
        card_art.blit_card(painter, ("red", "cow"), QRectF(0, 0, card_art.CARD_W, card_art.CARD_H))
        painter.end()
    assert _cached_card(60, 84).width() == 60
    big = _cached_card(300, 420)
    assert big.width() == 300
    assert _cached_card(300, 420).cacheKey() == big.cacheKey()  # kept, not drawn again


def test_every_call_has_a_small_wav():
    for call in CALLS:
        if not call:
            assert call not in CALL_SOUND  # staying silent makes no sound
            continue
        path = resource_path("sounds", CALL_SOUND[call] + ".wav")
        with wave.open(str(path)) as wav:
            assert wav.getframerate() == 22050
            assert wav.getnchannels() == 1 and wav.getsampwidth() == 2
            seconds = wav.getnframes() / wav.getframerate()
        assert 0.2 < seconds < 2.5, f"{path.name} is {seconds:.1f} s"
        assert path.stat().st_size < 120_000
