"""Clickable items and buttons: only live items react to a click, and a button's words and
key hint are drawn no smaller than the table's minimum text size, even when squeezed."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.text import TextProbe


def _view(qtbot, item):
    scene = QGraphicsScene(0, 0, 400, 300)
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _click(qtbot, view, item) -> None:
    centre = view.mapFromScene(item.scene_rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))


def test_only_a_live_item_reacts_to_a_click(qtbot):
    item = Clickable(100, 60)
    item.setPos(50, 50)
    activated = []
    item.on_activate = activated.append
    _scene, view = _view(qtbot, item)
    _click(qtbot, view, item)
    assert activated == []
    item.set_live("play")
    assert item.glow and item.glow_item.opacity() == 1.0
    _click(qtbot, view, item)
    assert activated == [item]
    item.set_live(None)
    assert item.glow_item.opacity() == 0.0  # its halo switches off with it


def _painted_words(item) -> list:
    pixmap_cache.forget()  # cached looks would not be drawn again
    scene = QGraphicsScene(0, 0, 600, 200)
    scene.addItem(item)
    image = QImage(600, 200, QImage.Format.Format_ARGB32_Premultiplied)
    with TextProbe() as probe:
        p = QPainter(image)
        scene.render(p, QRectF(0, 0, 600, 200), QRectF(0, 0, 600, 200))
        p.end()
    return probe.drawn


def test_a_button_shows_its_words_and_key_hint_readably(qapp):
    button = ButtonItem()
    button.set_size(300, 80)
    button.configure("Stay here", "#aed581", "S")
    words = _painted_words(button)
    assert [w.text for w in words] == ["Stay here", "S"]
    assert all(w.screen_px >= theme.MIN_TABLE_PX for w in words)
    assert button.label() == "Stay here"


def test_a_squeezed_button_shrinks_its_words_but_not_below_the_minimum(qapp):
    button = ButtonItem()
    button.set_size(120, 44)
    button.configure("Use a talisman: hop", "#ffe082", "T", font_px=30)
    words = _painted_words(button)
    assert {w.text for w in words} == {"Use a talisman: hop", "T"}
    assert all(w.screen_px >= theme.MIN_TABLE_PX for w in words)
    assert min(w.screen_px for w in words) < 30


def test_a_button_that_is_not_yet_usable_looks_faded(qapp):
    def colour_at_centre(enabled: bool):
        pixmap_cache.forget()
        button = ButtonItem()
        button.set_size(200, 60)
        button.configure("", "#3a78b2", enabled=enabled)
        image = QImage(220, 80, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0xFFFFFFFF)
        p = QPainter(image)
        button.paint(p, None)
        p.end()
        return image.pixelColor(100, 40)

    assert colour_at_centre(False).lightness() > colour_at_centre(True).lightness() + 30


def _drawn_words(monkeypatch, button) -> dict[str, QRectF]:
    """Paint `button` once; where each of its words landed (their wrapped box)."""
    from cocoa_games.ui import clickable, corner_hint, text

    boxes: dict[str, QRectF] = {}

    def spy(p, rect, words, px, **kw):
        w, h = text.wrapped_size(words, px, rect.width(), rect.height())
        c = rect.center()
        boxes[words] = (QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
                        if kw.get("flags", text.CENTER) == text.CENTER | text.WRAP else rect)
        text.draw_text(p, rect, words, px, **kw)

    monkeypatch.setattr(clickable, "draw_text", spy)
    monkeypatch.setattr(corner_hint, "draw_text", spy)
    image = QImage(int(button.w) + 20, int(button.h) + 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    button._paint_art(painter)
    painter.end()
    return boxes


def test_a_low_button_keeps_its_words_clear_of_the_key_hint_in_its_corner(qapp, monkeypatch):
    """French "Dernière carte !" in a small window: the words go beside (or below) the "L"
    in the corner instead of over it, and a word that only fits over the faint hint is not
    cut for it."""
    from cocoa_games.ui.corner_hint import CornerHintButton

    button = CornerHintButton()
    button.configure("Dernière carte !", "#fff4dc", "L", font_px=24)
    button.set_size(128, 40)
    boxes = _drawn_words(monkeypatch, button)
    assert not boxes["Dernière carte !"].intersects(button.corner_hint_rect())
    assert boxes["Dernière carte !"].right() <= button.w
    narrow = CornerHintButton()
    narrow.configure("cock-a-doodle-doo", "#fff4dc", "8", font_px=24)
    narrow.set_size(70, 40)
    with TextProbe() as probe:
        _drawn_words(monkeypatch, narrow)
    assert all(d.fits for d in probe.drawn), [d.text for d in probe.drawn if not d.fits]
