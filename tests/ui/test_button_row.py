"""The row of big buttons under the table: squeezed, a short button keeps room for its
word (a German "Hinweis" beside two long labels must not be cut)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from cocoa_games.ui import theme
from cocoa_games.ui.button_row import ButtonPool, ButtonRow, ButtonSpec

from .fonts import wider_application_font


def test_a_squeezed_row_leaves_every_word_room_at_the_smallest_size(qapp):
    scene = QGraphicsScene()
    row = ButtonRow(scene, 4, lambda item: None)
    specs = [ButtonSpec("Tier in einen Kokon legen", "#b3e5fc", object(), "P"),
             ButtonSpec("Korrigieren (3 Marker)", "#ffcc80", object(), "C"),
             ButtonSpec("Notiz", "#e1bee7", object(), "N"),
             ButtonSpec("Hinweis", "#fff59d", object(), "H")]
    area = QRectF(0, 0, 760, 66)
    buttons = row.show_row(specs, area)
    small = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX))
    for button in buttons:
        words_room = button.w - 2 * min(18.0, button.h / 5) - button.keycap_width()
        longest = max(small.horizontalAdvance(w) for w in button.text.split())
        assert longest <= words_room, button.text
    assert buttons[-1].scene_rect().right() <= area.right() + 1, "the row stays in its place"


def test_a_long_key_name_gets_its_room_beside_the_word(qapp):
    """French calls Esc "Échap": the keycap grows, and the word beside it still fits."""
    scene = QGraphicsScene()
    row = ButtonRow(scene, 1, lambda item: None)
    [button] = row.show_row([ButtonSpec("Retour", "#e0e0e0", object(), "Échap")],
                        QRectF(0, 0, 760, 66))
    metrics = QFontMetricsF(theme.table_font(button.font_px))
    words_room = button.w - 2 * min(18.0, button.h / 5) - button.keycap_width()
    assert metrics.horizontalAdvance("Retour") <= words_room


def test_the_row_is_measured_again_when_the_words_or_the_font_change(qapp):
    """The widths are remembered between moves, but new words, or a desktop font setting
    changing while the app runs, give every button the room its words now need."""
    scene = QGraphicsScene()
    row = ButtonRow(scene, 2, lambda item: None)
    area = QRectF(0, 0, 1400, 66)
    specs = [ButtonSpec("Put the animal into a cocoon", "#b3e5fc", object(), "P"),
             ButtonSpec("Note", "#e1bee7", object(), "N")]
    first = [b.w for b in row.show_row(specs, area)]
    assert [b.w for b in row.show_row(specs, area)] == first
    longer = [ButtonSpec("Put the animal into this cocoon, please", "#b3e5fc", object(), "P"),
              specs[1]]
    assert row.show_row(longer, area)[0].w > first[0]
    with wider_application_font(qapp):
        assert row.show_row(specs, area)[0].w > first[0]
    assert [b.w for b in row.show_row(specs, area)] == first


def test_a_pool_shows_each_choice_where_it_is_told_and_hides_the_rest(qapp):
    scene = QGraphicsScene()
    pool = ButtonPool(scene, 3, lambda item: None)
    shoot, magic = object(), object()
    shown = pool.show([
        (ButtonSpec("Shoot", "#ffcc80", shoot, glow=True), QRectF(10, 20, 200, 50), 18.0),
        (ButtonSpec("Maximil…: Magic!", "#ffcc80", magic,
                    spoken="Maximilian <b>the great</b>: Magic!"), QRectF(10, 90, 200, 50), 18.0),
    ])
    assert [b.target for b in shown] == [shoot, magic]
    assert shown[0].scene_rect() == QRectF(10, 20, 200, 50) and shown[0].glow
    assert not shown[1].glow  # only a big button glows unless told
    # the shortened name is whole for the screen reader and the tooltip, shown literally
    assert shown[1].label() == "Maximilian <b>the great</b>: Magic!"
    assert "&lt;b&gt;" in shown[1].toolTip()
    spare = pool.buttons[2]
    assert not spare.isVisible() and spare.target is None
    pool.show([])  # nothing on offer: nothing shows, nothing can be clicked
    assert not any(b.isVisible() or b.target is not None for b in pool.buttons)
