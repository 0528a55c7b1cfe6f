"""Every picture is drawn, each one differently, and in the seat's colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.core.people import COLOUR_HEX, COMPUTER_PICTURES, PICTURES, Look
from cocoa_games.ui.avatar_art import FACES, draw_avatar


def picture(look: Look, side: int = 64) -> QImage:
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(QColor("#00000000"))
    painter = QPainter(image)
    draw_avatar(painter, QRectF(0, 0, side, side), look)
    painter.end()
    return image


def test_every_picture_has_its_own_drawing(qapp):
    assert set(FACES) == set(PICTURES) | set(COMPUTER_PICTURES)
    images = {name: picture(Look(name, "blue")) for name in FACES}
    assert len({bytes(image.constBits()) for image in images.values()}) == len(FACES)


def test_the_badge_is_the_seats_colour(qapp):
    for colour, hex_colour in COLOUR_HEX.items():
        image = picture(Look("frog", colour), side=100)
        edge = image.pixelColor(50, 88)  # inside the badge, below the frog's chin
        assert edge.name() == QColor(hex_colour).name()
