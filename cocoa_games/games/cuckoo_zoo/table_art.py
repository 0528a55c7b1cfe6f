"""The pictures around the cards on the Cuckoo Zoo table, in table units: a seat's badge,
a picked card's ring and tag, and the outline of an empty pile. `floor` is the smallest
font size that still reads on screen. The items in `items.py` decide which picture to draw
and cache it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.people import Look
from cocoa_games.ui import theme
from cocoa_games.ui.avatar_art import draw_avatar
from cocoa_games.ui.text import LEFT, draw_text, fit_px, text_width

from . import palette
from .card_art import FAN_SIZE, blit_fan
from .layout import BADGE_H, BADGE_PICTURE, BADGE_W, badge_count_rect

INK, SOFT, PAPER, GOLD = palette.INK, palette.SOFT_INK, palette.PAPER, palette.GOLD


def paint_picked_ring(p: QPainter, card: QRectF) -> None:
    """The gold ring round a picked card (drawn before the card, which covers its inside)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(GOLD), 10))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(card.adjusted(-3, -3, 3, 3), 14, 14)


def paint_risky_mark(p: QPainter, card: QRectF) -> None:
    """The berry warning sign in a card's top left corner (the part a fanned hand never
    covers): playing it now is a mistake others may catch (a non-donkey in a donkey round)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    sign = QRectF(card.left() + 6, card.top() + 6, 40, 40)
    p.setPen(QPen(QColor(palette.WHITE), 3))
    p.setBrush(QColor(palette.WARNING))
    p.drawEllipse(sign)
    draw_text(p, sign, "!", 30, colour=palette.WHITE)


def paint_card_tag(p: QPainter, box: QRectF, order: int | None, call_text: str,
                   floor: float) -> None:
    """A picked card's tag: its place in the play and the call given to it ("2: moo");
    gold while it still waits for a call."""
    text = call_text or "?"
    if order is not None:
        text = f"{order}: {text}"
    p.setPen(QPen(QColor(INK), 2))
    p.setBrush(QColor(PAPER if call_text else GOLD))
    p.drawRoundedRect(box, 10, 10)
    room = box.adjusted(4, 0, -4, 0)
    draw_text(p, room, text, fit_px(text, room, 18, floor), colour=INK, elide=True)


def _badge_tag(turn: bool, skipped: bool, winner: bool, viewer: bool) -> tuple[str, str]:
    """The words above a badge and their fill; no words for a seat that only waits."""
    if winner:
        return _("★ WINNER ★"), GOLD
    if turn:
        return (_("▶ YOUR TURN") if viewer else _("▶ TURN")), palette.ACCENT
    if skipped:
        return _("⤼ skipped"), palette.SKIPPED_TAG
    return "", palette.ACCENT


def paint_seat_badge(p: QPainter, name: str, count: int, turn: bool, skipped: bool,
                     winner: bool, viewer: bool, asking: bool, person: Look | None,
                     floor: float) -> None:
    """A player's badge, BADGE_W × BADGE_H at the origin: the person's own picture and name,
    card count and a little fan of backs, with a tag above it ("TURN", "skipped", "WINNER").
    The badge is edged in the person's colour; the turn seat glows and is framed in bright
    caramel; a skipped one is greyed. `viewer`: the badge of the person at the screen ("YOUR
    TURN"). `asking`: Complain!/No complaint cover the fan, so the count moves up beside the
    name ("5 cards"). `person`: None draws no picture (the name takes its place)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = BADGE_W, BADGE_H
    rect = QRectF(0, 0, w, h)
    if turn:
        p.setPen(QPen(theme.qcolor(GOLD, 150), 16))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 22, 22)
    edge = palette.ACCENT if turn or person is None else person.hex
    p.setPen(QPen(QColor(edge), 5 if turn or person is not None else 2))
    p.setBrush(QColor(PAPER if not skipped else palette.SKIPPED))
    p.drawRoundedRect(rect, 18, 18)
    count_rect = QRectF(*badge_count_rect(asking))
    words = ngettext("{n} card", "{n} cards", count).format(n=count)
    if asking and text_width(words, floor) > count_rect.width() - 8:
        # one line: the number alone when small, in a narrower box (more room for the name)
        words = str(count)
        count_rect.setLeft(count_rect.right() - max(50.0, text_width(words, floor) + 16))
    name_left = 14.0
    if person is not None:  # the picture in the top left corner, the name beside it
        draw_avatar(p, QRectF(*BADGE_PICTURE), person)
        name_left = BADGE_PICTURE[0] + BADGE_PICTURE[2] + 6
    name_box = QRectF(name_left, 4, (count_rect.left() - 4 if asking else w - 14) - name_left, 38)
    draw_text(p, name_box, name, fit_px(name, name_box, max(26.0, floor), max(16.0, floor)),
              colour=INK, flags=LEFT, elide=True)
    if asking:
        p.setPen(QPen(QColor(INK), 2))
        p.setBrush(QColor(palette.WHITE))
        p.drawRoundedRect(count_rect, 12, 12)
        room = count_rect.adjusted(4, 0, -4, 0)
        draw_text(p, room, words, fit_px(words, room, max(24.0, floor), floor), colour=INK)
    else:
        if count:  # a little fan of backs: how many cards, at a glance
            blit_fan(p, min(count, 7), QRectF(4, 48, *FAN_SIZE))
        draw_text(p, count_rect.adjusted(0, 0, 0, -26), str(count), max(30.0, floor))
        word, below = ngettext("card", "cards", count), QRectF(130, 88, w - 140, 30)
        if text_width(word, floor, bold=False) <= below.width():  # (else the number alone)
            draw_text(p, below, word, fit_px(word, below, max(16.0, floor), floor, bold=False),
                      bold=False)
    tag, fill = _badge_tag(turn, skipped, winner, viewer)
    if tag:  # as wide as the badge, or a little wider for long words ("★ GEWONNEN ★")
        room = QRectF(0, 0, w + 20, 32)
        if text_width(tag, floor) > room.width() - 24:  # too long: the stars go first
            tag = tag.replace("★", "").strip()
        px = fit_px(tag, room.adjusted(12, 0, -12, 0), max(18.0, floor), floor)
        width = min(room.width(), text_width(tag, px) + 24)
        box = QRectF((w - width) / 2, -34, width, 32)
        p.setPen(QPen(QColor(INK), 2))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(box, 14, 14)
        draw_text(p, box, tag, px, colour=INK)


def paint_pile_slot(p: QPainter, rect: QRectF, floor: float) -> None:
    """A dashed outline with "empty" in it, where a pile lies when it has no cards."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(theme.qcolor(palette.WHITE, 140), 3, Qt.PenStyle.DashLine))
    p.setBrush(theme.qcolor(palette.SHADE, 60))
    p.drawRoundedRect(rect, 12, 12)
    word = _("empty")  # (too long for a small pile: the outline and the caption say it)
    if text_width(word, floor) <= rect.width() - 8:
        draw_text(p, rect, word, fit_px(word, rect.adjusted(4, 0, -4, 0), max(18.0, floor), floor),
                  colour=theme.qcolor(palette.WHITE, 170))
