"""A cocoon tile's layers: a table note never hides the real seal or the action dot, so a
wrong note can be checked against what the cocoon shows (issue 23 point 13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.cocoons import table_art


def tile(size: float, side: int, seal: str | None, note: str | None, action: bool) -> QImage:
    image = QImage(int(size), int(size), QImage.Format.Format_ARGB32)
    image.fill(QColor("#336633"))
    p = QPainter(image)
    look = (side, 0, None, action, seal, False, note, False, size, ("", ""), False)
    table_art.paint_cocoon(p, QRectF(0, 0, size, size), look)
    p.end()
    return image


def same_pixels(a: QImage, b: QImage, area: QRectF) -> bool:
    box = area.toAlignedRect().intersected(a.rect())
    return all(a.pixel(x, y) == b.pixel(x, y)
               for x in range(box.left(), box.right() + 1)
               for y in range(box.top(), box.bottom() + 1))


@pytest.mark.parametrize("size", [56.0, 90.0, 160.0])  # 800x600 up to 1920x1080
@pytest.mark.parametrize("side", [0, 1, 2, 3])
def test_a_note_leaves_the_seal_badge_as_it_is(qtbot, size, side):
    bare = tile(size, side, "turtle", None, False)
    noted = tile(size, side, "turtle", "fox", False)
    badge = table_art.seal_badge(QRectF(0, 0, size, size), side)
    assert same_pixels(bare, noted, badge.adjusted(-2, -2, 2, 2))  # with its ring
    assert bare != noted, "the note still shows"


@pytest.mark.parametrize("size", [56.0, 90.0, 160.0])
@pytest.mark.parametrize("seal", [None, "turtle"])
def test_a_note_leaves_the_action_dot_as_it_is(qtbot, size, seal):
    bare = tile(size, 2, seal, None, True)
    noted = tile(size, 2, seal, "fox", True)
    dot = table_art.action_dot(QRectF(0, 0, size, size))
    assert same_pixels(bare, noted, dot.adjusted(-1, -1, 1, 1))  # with its ring
    assert bare != noted


# -- issue 23 point 13: every part of a tile has its own place, at 800×600 too --------------

def test_no_part_of_a_tile_covers_another_in_any_combination():
    from itertools import combinations, product

    from cocoa_games.games.cocoons import tile_layout as T

    for side, animal, tokens, note, action, under in product(
            (None, 0, 1, 2, 3), *([(False, True)] * 5)):
        parts = T.parts(side, animal, tokens, note, action, under)
        for (a, box_a), (b, box_b) in combinations(parts.items(), 2):
            assert not T.overlap(box_a, box_b), (side, a, b)
        for name, (x, y, w, h) in parts.items():
            assert 0 <= x and 0 <= y and x + w <= 1 and y + h <= 1, name


def full_tile(size: float, side: int, seal: str | None, animal: str | None,
              tokens: int, note: str | None, action: bool, under: tuple[str, str]) -> QImage:
    image = QImage(int(size), int(size), QImage.Format.Format_ARGB32)
    image.fill(QColor("#336633"))
    p = QPainter(image)
    look = (side, tokens, animal, action, seal, False, note, False, size, under, False)
    table_art.paint_cocoon(p, QRectF(0, 0, size, size), look)
    p.end()
    return image


@pytest.mark.parametrize("size", [56.0, 70.0, 160.0])  # 800x600 up to 2560x1440
@pytest.mark.parametrize("side", [0, 1, 2, 3])
def test_the_seal_badge_looks_the_same_whatever_else_the_cocoon_shows(qtbot, size, side):
    bare = full_tile(size, side, "turtle", None, 0, None, False, ("", ""))
    busy = full_tile(size, side, "turtle", "frog", 3, "fox", True, ("on: bat", "bat"))
    badge = table_art.seal_badge(QRectF(0, 0, size, size), side)
    assert same_pixels(bare, busy, badge.adjusted(1, 1, -1, -1))
    assert bare != busy


def test_a_placed_animal_does_not_look_like_its_seal(qtbot):
    """The animal in the cocoon is a brown square token; a seal is a white round badge
    with a pink ring: at the middle of each, the colours differ."""
    from cocoa_games.games.cocoons import tile_layout as T

    size = 160.0
    r = QRectF(0, 0, size, size)
    image = full_tile(size, 0, "frog", "frog", 0, None, False, ("", ""))
    token = table_art.place(r, T.ANIMAL)
    badge = table_art.seal_badge(r, 0)
    corner = QColor(image.pixel(int(token.left()) + 3, int(token.center().y())))
    rim = QColor(image.pixel(int(badge.left()) + 2, int(badge.center().y())))
    assert corner.name() == table_art.TOKEN_BROWN
    assert rim.red() > 200 and rim.blue() > 80 and rim.green() < 120  # the pink ring
