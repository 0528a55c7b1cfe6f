"""A game's own palette sits beside the theme; words are fitted down to, never below, the
table's minimum; a long banner line is cut with an ellipsis instead of running over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.text import CENTER, WRAP, TextProbe, fit_px

from .fonts import wider_application_font


def test_a_game_palette_is_named_and_read_only():
    colours = theme.register_palette("test_game", {"water": "#2f6db5"})
    assert theme.palette("test_game")["water"] == "#2f6db5"
    with pytest.raises(TypeError):
        colours["water"] = "#000000"  # type: ignore[index]
    with pytest.raises(KeyError):
        theme.palette("no such game")


def test_words_shrink_to_fit_but_stop_at_the_minimum(qapp):
    short = fit_px("Hi", QRectF(0, 0, 200, 40), 30, theme.MIN_TABLE_PX)
    long = fit_px("A rather long line of words", QRectF(0, 0, 200, 40), 30, theme.MIN_TABLE_PX)
    hopeless = fit_px("x" * 200, QRectF(0, 0, 50, 20), 30, theme.MIN_TABLE_PX)
    assert short == 30
    assert theme.MIN_TABLE_PX < long < 30
    assert hopeless == theme.MIN_TABLE_PX


def _banner_words(text: str) -> list:
    pixmap_cache.forget()
    banner = BannerItem()
    banner.set_size(400, 60)
    banner.set_look("#ffe0a3", aside="×13 left")
    banner.set_text(text)
    image = QImage(400, 60, QImage.Format.Format_ARGB32_Premultiplied)
    with TextProbe() as probe:
        p = QPainter(image)
        banner.paint(p, None)
        p.end()
    assert "×13 left" in [d.text for d in probe.drawn]  # band (with its aside) and words
    assert all(d.screen_px >= theme.MIN_TABLE_PX for d in probe.drawn)
    return [d for d in probe.drawn if d.text != "×13 left"]


def test_a_long_banner_line_takes_two_rows_rather_than_being_cut(qapp):
    """A German hint is often twice the English: it shrinks and wraps, whole."""
    text = "Someone with a long name: hop to a glowing stone, or stay here"
    words = _banner_words(text)
    assert len(words) == 1 and words[0].text == text


def test_a_banner_line_too_long_for_two_rows_is_cut_with_an_ellipsis(qapp):
    words = _banner_words("Someone with a very long name: hop to a glowing stone, " * 4)
    assert len(words) == 1 and words[0].text.endswith("…")


def test_a_pill_banner_is_only_as_wide_as_its_words(qapp):
    pixmap_cache.forget()
    banner = BannerItem(pill=True)
    banner.set_size(800, 50)
    banner.set_look("#1e281e")
    banner.set_text("Tim's turn")
    image = QImage(800, 50, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    with TextProbe() as probe:
        p = QPainter(image)
        banner.paint(p, None)
        p.end()
    assert [d.text for d in probe.drawn] == ["Tim's turn"]
    assert image.pixelColor(10, 25).alpha() == 0  # the ends of the line stay clear
    assert image.pixelColor(400, 25).alpha() == 255


def _linear_fit(text: str, rect: QRectF, px: float, min_px: float, wrap: bool) -> float:
    """The plain reading of "the largest size that fits": try each size from the top."""
    size = px
    while size > min_px:
        if wrap:
            need = QFontMetricsF(theme.table_font(size)).boundingRect(
                rect, int(CENTER | WRAP), text)
            if need.width() <= rect.width() + 0.5 and need.height() <= rect.height() + 0.5:
                return size
        else:
            metrics = QFontMetricsF(theme.table_font(size))
            if (metrics.horizontalAdvance(text) <= rect.width()
                    and metrics.height() <= rect.height() + 2):
                return size
        size -= 1
    return min_px


@pytest.mark.parametrize("wrap", [False, True])
def test_fitting_words_finds_the_largest_size_that_fits(qapp, wrap):
    """Sizes are found by halving the range; the answer is the one trying every size
    from the top gives (words, German ones, an empty room, a room too small for any)."""
    texts = ["Cat", "Your turn, Ada! Match a red card — or draw",
             "Schildkrötenmütze Bergsteigerin", "Le lion rugit très fort dans la nuit"]
    rooms = [QRectF(0, 0, 90, 30), QRectF(0, 0, 240, 60), QRectF(0, 0, 600, 44),
             QRectF(0, 0, 20, 10)]
    for text in texts:
        for room in rooms:
            for px, low in ((40.0, 14.0), (18.7, 14.0), (14.0, 14.0), (22.0, 9.0)):
                assert fit_px(text, room, px, low, wrap=wrap) == \
                    _linear_fit(text, room, px, low, wrap), (text, room, px, low)


def test_measures_follow_a_new_application_font(qapp):
    """Widths are remembered, but a new application font (a desktop's font setting
    changing while the app runs) makes every word be measured again."""
    from cocoa_games.ui.text import text_width

    before = text_width("Schildkröte", 20)
    with wider_application_font(qapp):
        assert text_width("Schildkröte", 20) > before
    assert text_width("Schildkröte", 20) == before
