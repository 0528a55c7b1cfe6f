"""The toolkit's small table pieces: the readable floor of a scaled item, fitted words, an
item cached once per look, a one-line caption and a band whose words fill it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.banner import MIN_PX, BannerItem, FittedBand
from cocoa_games.ui.cached_item import CachedLookItem
from cocoa_games.ui.caption import CaptionItem
from cocoa_games.ui.text import (
    TextProbe,
    draw_fitted,
    first_fitting,
    readable_px,
    text_floor,
    text_width,
)


def _scaled(scene: QGraphicsScene, item, scale: float):
    """`item` under a root scaled by `scale`, as a table's items are."""
    root = QGraphicsRectItem()
    root.setScale(scale)
    scene.addItem(root)
    item.setParentItem(root)
    return item


def _paint(item, size=(400, 200)) -> TextProbe:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    with TextProbe() as probe:
        p = QPainter(image)
        p.setTransform(item.sceneTransform())
        item.paint(p, None)
        p.end()
    return probe


def test_the_text_floor_is_the_readable_size_rounded_up_to_a_whole_size(qapp):
    scene = QGraphicsScene()
    for scale, floor in ((1.0, 12.0), (0.5, 24.0), (0.7, 18.0), (2.0, 6.0)):
        item = _scaled(scene, QGraphicsRectItem(), scale)
        assert text_floor(item) == floor
        assert floor * scale >= theme.MIN_TABLE_PX
        assert readable_px(0.0, scale) <= floor < readable_px(0.0, scale) + 1


def test_the_first_fitting_text_is_the_longest_whose_words_fit(qapp):
    texts = ("any animal of that colour", "any animal", "")
    wide, narrow = QRectF(0, 0, 400, 100), QRectF(0, 0, text_width("animal", 12) + 1, 100)
    assert first_fitting(texts, wide, 12) == texts[0]
    assert first_fitting(("Schildkrötenmütze", "any animal", "x"), narrow, 12) == "any animal"
    assert first_fitting(texts, QRectF(0, 0, 5, 5), 12) == ""  # none fits: the last


def test_fitted_words_wrap_as_big_as_fit_and_never_under_the_floor(qapp):
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    with TextProbe() as probe:
        p = QPainter(image)
        draw_fitted(p, QRectF(0, 0, 200, 100), "DONKEY ROUND! only donkeys", 40, 14,
                    theme.INK)
        draw_fitted(p, QRectF(0, 0, 30, 20), "DONKEY ROUND! only donkeys", 40, 14, theme.INK)
        p.end()
    roomy, cramped = probe.drawn
    assert 14 < roomy.screen_px < 40 and roomy.fits
    assert cramped.screen_px == 14


class _Look(CachedLookItem):
    def __init__(self, prefix: str = "test") -> None:
        super().__init__(prefix)
        self.word = "one"
        self.drawn: list[tuple[str, float]] = []

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, 120, 40)

    def look(self) -> tuple:
        return (self.word,)

    def draw_look(self, p: QPainter, floor: float) -> None:
        self.drawn.append((self.word, floor))


def _paint_plain(item) -> None:
    image = QImage(240, 80, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.setTransform(item.sceneTransform())
    item.paint(p, None)
    p.end()


def test_a_cached_look_is_drawn_once_per_look_and_readable_size(qapp):
    pixmap_cache.forget()
    scene = QGraphicsScene()
    item = _scaled(scene, _Look(), 0.5)
    _paint_plain(item)
    _paint_plain(item)
    assert item.drawn == [("one", 24.0)]  # at the readable size in its own units
    item.word = "two"
    _paint_plain(item)
    assert item.drawn == [("one", 24.0), ("two", 24.0)]


def test_two_games_items_of_one_name_never_share_a_picture(qapp):
    pixmap_cache.forget()
    scene = QGraphicsScene()
    ours, theirs = _scaled(scene, _Look("ours"), 1.0), _scaled(scene, _Look("theirs"), 1.0)
    _paint_plain(ours)
    _paint_plain(theirs)
    assert ours.drawn and theirs.drawn


def test_a_caption_keeps_to_one_readable_line(qapp):
    pixmap_cache.forget()
    scene = QGraphicsScene()
    caption = _scaled(scene, CaptionItem(190), 0.5)
    caption.set_text("Discard pile · 43, and then some more words")
    (drawn,) = _paint(caption).drawn
    assert drawn.screen_px >= theme.MIN_TABLE_PX
    assert drawn.text.endswith("…")


def test_a_fitted_band_fills_its_height_and_takes_the_callers_colours(qapp):
    band = FittedBand("#24332a", "#ffd166")
    band.set_size(800, 60)
    band.set_message("Your turn, Ann!")
    assert band.fill == "#24332a"
    plain = BannerItem(pill=True)
    plain.set_size(800, 60)
    assert band.font_px() > plain.font_px()
    rect = band.band_rect()
    assert rect.width() < 800 and abs(rect.center().x() - 400) < 1e-6
    band.set_message("★ Ann wins! ★", accent=True)
    assert band.fill == "#ffd166"
    assert band.fits("Your turn, Ann!") and not band.fits("Your turn, Ann! " * 20)
    band.set_message("Your turn, Ann! " * 20)
    assert band.font_px() == MIN_PX  # cut with …, never smaller
    band.set_message("")
    assert band.band_rect().isEmpty()
