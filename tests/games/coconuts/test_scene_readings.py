"""The table for issue 23's points 6 and 7: Guess Who? closes the shooter's eyes on the
cups, the boards and the aim line until the coconut lands; Far Shot draws the launcher an
arm's length back, off the table and in sight; boards carry names and colours; a pyramid's
cups can be counted; a red cup's extra shot has its "No thanks"."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.coconuts import board_art
from cocoa_games.games.coconuts.cards import FAR_SHOT, GUESS_WHO
from cocoa_games.games.coconuts.rules import ClaimMagic, PassShot, PlayCard
from cocoa_games.ui.text import TextProbe

from .helpers import (
    NAMES,
    card,
    cup_at,
    make,
    put_on_board,
    set_hands,
    shot_into,
    shot_missing,
)
from .scene_helpers import Table


def _table_picture(scene) -> QImage:
    """The table's still picture (felt, table, boards) as the scene paints it."""
    rect = scene.map.table
    image = QImage(int(rect.right()) + 2, int(rect.bottom()) + 2, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene._paint_table(painter, rect)
    painter.end()
    return image


def _tag_colour(scene, image: QImage, seat: int) -> QColor:
    """The colour in the middle of `seat`'s name tag, beside its name."""
    frame = scene._frames[seat]
    x, y = frame.to_world(board_art.BOARD_SIDE[0] + 0.02, sum(board_art.TAG_AHEAD) / 2)
    px, py = scene.map.places.point(x, y)
    return image.pixelColor(int(px), int(py))


def _guess_who_on_ada() -> object:
    st = make(3)
    set_hands(st, [], [card(GUESS_WHO)], [])
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(GUESS_WHO)))
    return st


def test_guess_who_hides_the_cups_the_boards_and_the_aim_line_until_the_coconut_lands(qtbot):
    st = _guess_who_on_ada()
    table = Table(qtbot, st, viewer=0)
    scene = table.scene
    assert not any(c.isVisible() for c in scene.cups.values())
    blind = _table_picture(scene)
    for seat in range(3):  # no board, no name tag: the table's wood or the felt there
        assert _tag_colour(scene, blind, seat) != QColor(board_art.seat_colour(seat))
    table.view.setFocus()
    for _ in range(12):
        qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Up)
    assert scene.aim.pull > 0.1  # the shooter pulls ...
    assert not scene.hint.look  # ... and sees no dotted line
    scene.animation_speed = 1.0
    events = st.apply(0, shot_missing(st))
    scene.play(events)
    assert scene._flying and not any(c.isVisible() for c in scene.cups.values())  # in flight
    qtbot.waitUntil(lambda: not scene._flying, timeout=5000)
    assert all(c.isVisible() for c in scene.cups.values())  # landed: eyes open
    seen = _table_picture(scene)
    assert _tag_colour(scene, seen, 1) == QColor(board_art.seat_colour(1))


def test_without_guess_who_the_aim_line_shows(qtbot):
    st = make(3)
    set_hands(st, [], [], [])
    table = Table(qtbot, st, viewer=0)
    table.view.setFocus()
    for _ in range(12):
        qtbot.keyClick(table.view.viewport(), Qt.Key.Key_Up)
    assert table.scene.hint.look  # the dots


def test_far_shot_draws_the_launcher_an_arms_length_back_and_in_sight(qtbot):
    st = make(2)
    set_hands(st, [], [card(FAR_SHOT)])
    table = Table(qtbot, st, viewer=0, size=(800, 600))
    near = table.scene.map.metres(table.scene.launch_point(st.observe(0), 0))
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(FAR_SHOT)))
    table.refresh()
    scene = table.scene
    far = scene.map.metres(scene.launch_point(st.observe(0), 0))
    assert math.dist(near, far) == pytest.approx(0.6, abs=0.02)
    assert math.hypot(*far) > 0.66  # off the table's edge
    launcher = scene.launchers[0].sceneBoundingRect()
    assert scene.map.table.contains(launcher.center())  # drawn where it stands, in sight
    assert scene.map.table.adjusted(-2, -2, 2, 2).contains(
        QRectF(*scene.map.places.launcher_box(scene._frames[0], True)).adjusted(8, 8, -8, -8))
    table_ring = scene.map.length(0.66)
    assert table_ring < scene.map.table.width() / 2  # the whole table still in the picture


@pytest.mark.parametrize("players", [3, 4])
def test_each_board_carries_its_players_name_and_colour(qtbot, players):
    st = make(players)
    table = Table(qtbot, st, viewer=0)
    scene = table.scene
    with TextProbe() as probe:
        image = _table_picture(scene)
    drawn = [d.text for d in probe.drawn]
    for seat in range(players):
        assert NAMES[seat] in drawn
        assert _tag_colour(scene, image, seat) == QColor(board_art.seat_colour(seat))
    assert len({board_art.seat_colour(s) for s in range(players)}) == players


def test_a_full_pyramid_shows_every_cup_apart(qtbot):
    """Seen from above the upper cups stood over the bottom row: drawn a step in, no cup's
    middle (where its coconuts show) lies under another cup."""
    st = make(4)
    for cup in st.table[0][:1] + st.table[1] + st.table[2] + st.table[3] + st.table[5]:
        put_on_board(st, cup, 2)
    assert all(c >= 0 for c in st.boards[2][:5])
    table = Table(qtbot, st, viewer=0, size=(800, 600))
    items = [table.scene.cups[c] for c in st.boards[2] if c >= 0]
    for low in items:
        for high in items:
            if high.zValue() > low.zValue():
                centre = low.sceneBoundingRect().center()
                top = high.sceneBoundingRect().center()
                assert math.dist((centre.x(), centre.y()), (top.x(), top.y())) > high.w / 2


def test_a_red_cups_extra_shot_can_be_passed_on_the_table(qtbot):
    st = make(3)
    set_hands(st, [], [], [])
    red = cup_at(st, 6)
    st.apply(0, shot_into(st, red))
    table = Table(qtbot, st, viewer=0)
    button = next(b for b in table.scene.buttons if b.isVisible() and b.text == "No thanks")
    table.click(button)
    assert table.chosen == [(0, PassShot())]
    events = table.apply_chosen()
    assert "pass_shot" in [e.kind for e in events] and st.turn == 1
    assert not any(b.isVisible() and b.text == "No thanks" for b in table.scene.buttons)
