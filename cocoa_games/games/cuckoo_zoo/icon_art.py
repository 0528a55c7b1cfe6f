"""Button icons and the small pictures of the "Play on" box (the colour chips, the order
of play, the donkey round's strip) of Cuckoo Zoo, drawn with QPainter."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from cocoa_games.ui.text import draw_text, text_width

from . import palette
from .animal_art import INK as COCOA
from .animal_art import draw_animal, rainbow_linear
from .card_art import BACK, CARD_H, CARD_W, PALETTE, blit_card, symbol_path
from .cards import ANIMAL_CALLS, COCOTAKI
from .words import colour_name

Icon = Callable[[QPainter, QRectF], None]


def paint_colour_swatch(painter: QPainter, colour: str, rect: QRectF, label: bool = True,
                        min_px: float = 12.0) -> None:
    """A colour chip with its pattern symbol and name: never colour alone. The name is
    at least `min_px` high (the caller's readable size in its own units)."""
    strong, tint, ink = PALETTE[colour]
    painter.setPen(QPen(QColor(ink), 3))
    painter.setBrush(QColor(strong))
    painter.drawRoundedRect(rect, 14, 14)
    side = min(rect.width(), rect.height()) * (0.5 if label else 0.7)
    cy = rect.top() + (rect.height() * 0.38 if label else rect.height() / 2)
    painter.setPen(QPen(QColor(ink), 2))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawPath(symbol_path(colour, rect.center().x(), cy, side))
    px = max(min_px, rect.height() * 0.2)
    # (in a very small window the name may not fit the chip: its symbol says it alone)
    if label and text_width(colour_name(colour), px) <= rect.width():
        draw_text(painter, QRectF(rect.left(), rect.bottom() - rect.height() * 0.36, rect.width(),
                                  rect.height() * 0.32), colour_name(colour), px,
                  colour=palette.WHITE if colour != "yellow" else ink)


def paint_any_colour_chip(painter: QPainter, rect: QRectF) -> None:
    """The rainbow chip: any colour may be played (the caller writes the words on it)."""
    painter.setPen(QPen(QColor(palette.INK), 2))
    painter.setBrush(rainbow_linear(rect.left(), rect.right()))
    painter.drawRoundedRect(rect, 14, 14)


def paint_play_direction(painter: QPainter, rect: QRectF, direction: int) -> None:
    """A circling arrow round the centre of `rect`: clockwise for `direction` 1, the other
    way for -1. Designed 36 units across, scaled to the smaller side of `rect`."""
    k = min(rect.width(), rect.height()) / 36
    c, radius = rect.center(), 18 * k
    painter.setPen(QPen(QColor(palette.INK), 5 * k, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                    30 * 16, 280 * 16)
    # the arrow's head at the end of the arc the play goes on to
    angle = math.radians(30 if direction == 1 else 310)
    tip = QPointF(c.x() + radius * math.cos(angle), c.y() - radius * math.sin(angle))
    painter.setBrush(QColor(palette.INK))
    painter.setPen(Qt.PenStyle.NoPen)
    head = QPainterPath(QPointF(tip.x() - 9 * k, tip.y() - 2 * k * direction))
    head.lineTo(QPointF(tip.x() + 9 * k, tip.y() - 2 * k * direction))
    head.lineTo(QPointF(tip.x(), tip.y() + 12 * k * direction))
    head.closeSubpath()
    painter.drawPath(head)


def paint_donkey_strip(painter: QPainter, rect: QRectF, donkeys: int = 1) -> None:
    """The grey strip of a donkey round, a donkey at its left end (its words go beside it,
    from 50 units in); `donkeys` > 1: a row of them across it (no words), 0: none."""
    painter.setPen(QPen(QColor(palette.INK), 2))
    painter.setBrush(QColor(palette.DONKEY))
    painter.drawRoundedRect(rect, 12, 12)
    step = (rect.width() - 56) / max(1, donkeys - 1)
    for k in range(donkeys):
        draw_animal(painter, "donkey", QRectF(rect.left() + 4 + k * step, rect.top() + 2, 48, 48))


def animal_icon(animal: str) -> Callable[[QPainter, QRectF], None]:
    return lambda painter, rect: draw_animal(painter, animal, rect)


def cocotaki_icon(painter: QPainter, rect: QRectF) -> None:
    """The red rooster: a rooster on a red chip with a heart."""
    painter.setPen(QPen(QColor(PALETTE["red"][2]), 2))
    painter.setBrush(QColor(PALETTE["red"][0]))
    painter.drawEllipse(rect)
    draw_animal(painter, "rooster", rect.adjusted(4, 4, -4, -4))


def silent_icon(painter: QPainter, rect: QRectF) -> None:
    """A finger-on-lips 'shh': a closed smiling mouth with a bar across."""
    painter.setPen(QPen(COCOA, 3))
    painter.setBrush(QColor("#ffe0b5"))
    painter.drawEllipse(rect.adjusted(4, 4, -4, -4))
    c = rect.center()
    r = rect.width() / 2
    painter.drawEllipse(QPointF(c.x() - r * 0.3, c.y() - r * 0.2), r * 0.08, r * 0.08)
    painter.drawEllipse(QPointF(c.x() + r * 0.3, c.y() - r * 0.2), r * 0.08, r * 0.08)
    painter.drawLine(QPointF(c.x() - r * 0.3, c.y() + r * 0.32),
                     QPointF(c.x() + r * 0.3, c.y() + r * 0.32))
    painter.setPen(QPen(QColor("#e0a070"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(c.x(), c.y() + r * 0.05), QPointF(c.x(), c.y() + r * 0.7))


def deck_icon(painter: QPainter, rect: QRectF) -> None:
    """A small card back with a plus: 'draw a card'."""
    w = rect.height() * CARD_W / CARD_H
    blit_card(painter, BACK, QRectF(rect.center().x() - w / 2, rect.top(), w, rect.height()))


def complain_icon(painter: QPainter, rect: QRectF) -> None:
    """A raised hand in a red-ringed circle: 'That was a mistake!'."""
    painter.setPen(QPen(QColor(palette.WARNING), 4))
    painter.setBrush(QColor(palette.WHITE))
    painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
    # the "!" is drawn, not written: a picture stays a picture at any size
    c, r = rect.center(), rect.height() / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(palette.WARNING))
    painter.drawRoundedRect(QRectF(c.x() - r * 0.12, c.y() - r * 0.6, r * 0.24, r * 0.75),
                            r * 0.1, r * 0.1)
    painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.42), r * 0.14, r * 0.14)


def right_square(icon: Icon) -> Icon:
    """An icon drawn in the right-hand square of the room it is given (a button's words
    take the rest)."""
    return lambda p, r: icon(p, QRectF(r.right() - r.height(), r.top(), r.height(), r.height()))


_CALL_ANIMAL = dict(zip(ANIMAL_CALLS, ("cow", "sheep", "dog", "cat", "bee", "donkey", "lion",
                                       "rooster"), strict=True))


def call_icon(call: str) -> Icon:
    """The picture on a call's button: the animal that makes it, the red rooster, or 'shh'."""
    icon = cocotaki_icon if call == COCOTAKI else (
        animal_icon(_CALL_ANIMAL[call]) if call in _CALL_ANIMAL else silent_icon)
    return right_square(icon)


def swatch_icon(colour: str) -> Icon:
    """A colour button's chip, without its name (the button says it)."""
    return lambda painter, rect: paint_colour_swatch(painter, colour, rect, label=False)


def icon(name: str) -> Icon | None:
    """A button's picture by the name `controls.Offer` gives it (None: no picture)."""
    kind, _sep, value = name.partition(":")
    if kind == "cuckoo-call":
        return call_icon(value)
    if kind == "cuckoo-swatch":
        return swatch_icon(value)
    return {"cuckoo-deck": right_square(deck_icon),
            "cuckoo-complain": right_square(complain_icon)}.get(name)
