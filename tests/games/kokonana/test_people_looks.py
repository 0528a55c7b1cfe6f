"""Kokonana's runners carry each person's own look (issue 26: "a picture and a colour of
one's own … the pieces (a Kokonana runner)"): filled with their colour, showing their
picture, a head shape of their own, and named by their colour in words."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.core import people
from cocoa_games.core.people import COLOUR_HEX, Look
from cocoa_games.games.kokonana.items import PanelItem, RunnerItem
from cocoa_games.games.kokonana.piece_art import paint_standing_runner
from cocoa_games.games.kokonana.table_view import SeatLook, seat_looks
from cocoa_games.games.kokonana.words import RUNNER
from tests.games.kokonana.helpers import make
from tests.games.kokonana.scene_helpers import Table

MIA, LEO, ANA = Look("owl", "pink"), Look("fox", "teal"), Look("frog", "orange")


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) <= tolerance


def _picture(paint, size: int = 120) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#e0453a"))
    p = QPainter(image)
    paint(p, QRectF(0, 0, size, size))
    p.end()
    return image


def _runner_image(item: RunnerItem) -> QImage:
    """The runner item as the board paints it (through its pixmap cache), at 2×."""
    image = QImage(140, 140, QImage.Format.Format_ARGB32)
    image.fill(QColor("#e0453a"))
    p = QPainter(image)
    p.translate(70, 70)
    p.scale(2, 2)
    item.paint(p, None)
    p.end()
    return image


def test_each_runner_is_filled_with_its_persons_own_colour(qtbot):
    table = Table(qtbot, make(3))
    table.scene.set_looks([MIA, LEO, ANA])
    for seat, look in enumerate((MIA, LEO, ANA)):
        runner, panel = table.scene.runners[seat], table.scene.panels[seat]
        assert runner.look.fill == panel.look.fill == COLOUR_HEX[look.colour]
        assert runner.look.picture == look.picture
        image = _runner_image(runner)
        ring = image.pixelColor(70, 70 - 49)  # on the colour ring, straight above the middle
        assert _near(ring, QColor(COLOUR_HEX[look.colour])), (seat, ring.name())
    assert table.scene.temple[0].looks == table.scene.looks  # the peekers' eyes too


def test_a_cached_runner_picture_follows_the_colour_not_the_seat(qapp):
    pink = _runner_image(RunnerItem(0, seat_looks(2, [MIA, LEO])[0]))
    teal = _runner_image(RunnerItem(0, seat_looks(2, [LEO, MIA])[0]))  # seat 0, another look
    assert _near(pink.pixelColor(70, 21), QColor(COLOUR_HEX["pink"]))
    assert _near(teal.pixelColor(70, 21), QColor(COLOUR_HEX["teal"]))
    plain = _runner_image(RunnerItem(0))  # a table given no looks: the seat's own colour
    assert _near(plain.pixelColor(70, 21), QColor(seat_looks(1)[0].fill))


def test_the_runner_shows_the_persons_picture():
    owl = _picture(lambda p, r: paint_standing_runner(p, seat_looks(1, [MIA])[0], r))
    fox = _picture(lambda p, r: paint_standing_runner(p, seat_looks(1, [Look("fox", "pink")])[0],
                                                      r))
    differing = sum(owl.pixelColor(x, y) != fox.pixelColor(x, y)
                    for x in range(30, 90, 2) for y in range(30, 90, 2))
    assert differing > 200  # the face in the middle is another animal


def test_two_seats_never_look_alike(qapp):
    tables = [seat_looks(n) for n in (2, 3, 4)]  # without looks
    for names in itertools.permutations(["Mia", "Leo", "Ana", "Tom"], 4):
        remembered = {"Mia": MIA, "Leo": LEO}
        looks = people.offer([(name, name == "Tom") for name in names], remembered)
        tables.append(seat_looks(4, looks))
    for looks in tables:
        for field in ("fill", "head"):
            assert len({getattr(look, field) for look in looks}) == len(looks), (field, looks)
        pictures = [_picture(lambda p, r, look=look: paint_standing_runner(p, look, r))
                    for look in looks]
        for a, b in itertools.combinations(pictures, 2):
            assert a != b


def test_a_person_keeps_their_head_shape_when_the_seats_turn():
    first = seat_looks(3, [MIA, LEO, ANA])
    turned = seat_looks(3, [LEO, ANA, MIA])  # a rematch: someone else starts
    assert turned == [first[1], first[2], first[0]]


def test_the_curtain_names_the_persons_own_colour(qtbot):
    table = Table(qtbot, make(3))
    table.scene.set_looks([MIA, LEO, ANA])
    line = table.scene.curtain_summary(table.state.observe(None))
    assert "pink runner" in line and "Yellow" in line  # seat 0 (named "Yellow") is pink now
    table.scene.set_looks([LEO, MIA, ANA])
    assert "teal runner" in table.scene.curtain_summary(table.state.observe(None))


def test_every_colour_a_person_may_have_has_its_runners_words():
    assert set(RUNNER) == set(people.COLOUR_IDS)


def test_a_panel_shows_the_persons_picture_in_its_colour(qapp):
    owl = PanelItem(0, "Mia", seat_looks(1, [MIA])[0])
    plain = PanelItem(0, "Mia")
    images = []
    for item in (owl, plain):
        image = QImage(420, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("#ffffff"))
        p = QPainter(image)
        p.translate(8, 8)
        item.paint(p, None)
        p.end()
        images.append(image)
    assert _near(images[0].pixelColor(200, 150), QColor(COLOUR_HEX["pink"]).lighter(175), 12)
    badge = [(x, y) for x in range(12, 80, 3) for y in range(10, 76, 3)]
    assert sum(images[0].pixelColor(*xy) != images[1].pixelColor(*xy) for xy in badge) > 150
    assert isinstance(owl.look, SeatLook)
