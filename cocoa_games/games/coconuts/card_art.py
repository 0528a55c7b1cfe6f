"""A magic card as a picture: its back, or its face with its tint, sign, name and (when
there is room) what it does; standing, or low and wide in a narrow side column."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from cocoa_games.ui import theme
from cocoa_games.ui.text import CENTER, LEFT, WRAP, draw_text, fit_px, words_fit

from .cards import card_effect, card_name
from .palette import CARD_MARKS, CARD_TINTS, COLOURS


def is_wide(r: QRectF) -> bool:
    """A low, wide card (a narrow side column): the sign on the left and the name beside
    it across the whole width, so long names still fit."""
    return r.width() > r.height() * 1.2


def name_room(r: QRectF) -> QRectF:
    """Where the name is written on a card filling `r`."""
    face = r.adjusted(8, 8, -8, -8)
    if is_wide(r):
        return QRectF(face.left() + face.height(), face.top() + 2,
                      face.width() - face.height() - 6, face.height() - 4)
    return QRectF(face.left() + 4, face.top() + 2, face.width() - 8, face.height() * 0.3 - 2)


def tall_fits(kind: str, w: float) -> bool:
    """Whether a standing card `w` wide holds the card's name (every word of it) and, with
    its sign given up, what the card does (a long French sentence on a narrow card)."""
    metrics = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, True))
    room = w - 24  # the face's border and the name's margin (see name_room)
    if not all(metrics.horizontalAdvance(word) <= room for word in card_name(kind).split()):
        return False
    face = QRectF(0, 0, w, w * 1.35).adjusted(8, 8, -8, -8)
    rest = QRectF(face.left() + 4, face.top() + face.height() * 0.3, face.width() - 8,
                  face.height() * 0.7 - 2)  # (paint_card's room for it without the sign)
    return words_fit(card_effect(kind), theme.MIN_TABLE_PX, rest, bold=False)


def paint_card(p: QPainter, r: QRectF, kind: str) -> None:
    """The card of `kind` filling `r` ("" = its back)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    tint = CARD_TINTS.get(kind, COLOURS["card_back"])
    p.setPen(QPen(QColor(theme.INK), 3))
    p.setBrush(QColor(tint))
    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
    if not kind:
        draw_text(p, r, "✦", r.height() * 0.4, colour=theme.WHITE)
        return
    face = r.adjusted(8, 8, -8, -8)
    p.setBrush(QColor(theme.PAPER))
    p.setPen(QPen(QColor(theme.INK), 1.5))
    p.drawRoundedRect(face, 8, 8)
    name = card_name(kind)
    room = name_room(r)
    if is_wide(r):
        mark = QRectF(face.left(), face.top(), face.height(), face.height())
        draw_text(p, mark, CARD_MARKS.get(kind, "?"), face.height() * 0.6, colour=tint)
        effect = card_effect(kind)  # under the name, when the card is high enough for both
        top = QRectF(room.left(), room.top(), room.width(), room.height() * 0.4)
        under = QRectF(room.left(), top.bottom(), room.width(), room.bottom() - top.bottom())
        both = (words_fit(name, theme.MIN_TABLE_PX, top)
                and words_fit(effect, theme.MIN_TABLE_PX, under, bold=False))
        named = top if both else room
        draw_text(p, named, name, fit_px(name, named, min(22.0, face.height() * 0.45),
                                         theme.MIN_TABLE_PX, wrap=True),
                  colour=theme.INK, flags=LEFT | WRAP)
        if both:
            draw_text(p, under, effect, fit_px(effect, under, 14.0, theme.MIN_TABLE_PX,
                                               bold=False, wrap=True),
                      bold=False, colour=theme.INK, flags=LEFT | WRAP)
        return
    draw_text(p, room, name, fit_px(name, room, face.height() * 0.13, theme.MIN_TABLE_PX,
                                    wrap=True), colour=theme.INK, flags=CENTER | WRAP)
    # a small card keeps what it does: the sign shrinks for the sentence, and goes when
    # even then the sentence would not fit (never name chips without their effect)
    effect = card_effect(kind)
    for share in (0.3, 0.16, 0.0):
        mark = QRectF(face.left(), face.top() + face.height() * 0.3, face.width(),
                      face.height() * share)
        rest = QRectF(face.left() + 4, mark.bottom(), face.width() - 8,
                      face.bottom() - mark.bottom() - 2)
        if words_fit(effect, theme.MIN_TABLE_PX, rest, bold=False):
            break
    if mark.height():
        draw_text(p, mark, CARD_MARKS.get(kind, "?"), mark.height() * 0.73, colour=tint)
    draw_text(p, rest, effect, fit_px(effect, rest, max(theme.MIN_TABLE_PX,
                                                        face.height() * 0.08),
                                      theme.MIN_TABLE_PX, bold=False, wrap=True),
              bold=False, colour=theme.INK, flags=CENTER | WRAP)
