"""QGraphicsItems of the Cuckoo Zoo table: cards, seat badges, the call bubble, the "Play on"
box and the empty pile's outline. Buttons, banners, captions, glow, focus and the pixmap
cache come from `cocoa_games.ui`, pictures from the art modules. Items only draw what the
scene hands them; no rules.

These items live under the table's root item, scaled to the layout's unit: they draw in
table units, and the toolkit's `text_floor` gives the smallest font that still reads 9 pt
on screen.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _, ngettext
from cocoa_games.ui import shapes, theme
from cocoa_games.ui.cached_item import CachedLookItem
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.text import (
    CENTER,
    LEFT,
    WRAP,
    draw_fitted,
    draw_text,
    first_fitting,
    fit_px,
    longest_word_width,
    text_floor,
    text_width,
    wraps_within,
)

from . import palette
from .card_art import BACK, CARD_H, CARD_W, FAN_SIZE, blit_animal, blit_card, blit_fan
from .icons import (
    paint_any_colour_chip,
    paint_colour_swatch,
    paint_donkey_strip,
    paint_play_direction,
)
from .words import animal_name

INK, SOFT, PAPER, GOLD = palette.INK, palette.SOFT_INK, palette.PAPER, palette.GOLD


_CARD_RECT = QRectF(0, 0, CARD_W, CARD_H)
#: a card's picture reaches at most this far out when tilted (up to 8 degrees)
_TILT_BOUNDS = QRectF(-16, -12, CARD_W + 32, CARD_H + 24)
#: ...and round the rounding of a copy to whole device pixels
_EDGE = 3.0


class CardItem(Clickable):
    """One card, face up (`face` = (colour|None, animal)) or face down (`face` None).

    Drawn from the shared pixmap cache. Marks: dimmed when not playable, a gold ring and a
    tag above it when picked (its order and the call given to it). `focused` is kept for
    the scene's stacking; the keyboard's ring is the toolkit's FocusRing.
    """

    def __init__(self, card_id: int = -1, face: tuple | None = None) -> None:
        super().__init__(CARD_W, CARD_H)
        self.card_id = card_id
        self.face = face
        self.dimmed = self.selected = self.focused = False
        self.order: int | None = None
        self.call_text = ""
        self.tilt = 0.0  # degrees, turned inside the cached picture (the discard pile)
        self.tag_width = CARD_W  # set by the scene: the part of the card left uncovered
        self.strip = QRectF(0, 0, CARD_W, CARD_H)  # ...and as a rectangle (focus, clicks)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # the face is one cached copy

    def _make_bounds(self) -> QRectF:
        """Only what this card draws now: a hand card's repaint must not reach over the
        call buttons above it unless its tag is there (a picked card)."""
        if getattr(self, "selected", False):
            ring = _CARD_RECT.adjusted(-8, -8, 8, 8)
            return ring.united(self.tag_rect()).adjusted(-_EDGE, -_EDGE, _EDGE, _EDGE)
        if getattr(self, "tilt", 0.0):
            return QRectF(_TILT_BOUNDS)
        return _CARD_RECT.adjusted(-_EDGE, -_EDGE, _EDGE, _EDGE)

    def _fit_bounds(self) -> None:
        bounds = self._make_bounds()
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds

    def set_card(self, card_id: int, face: tuple | None, tilt: float = 0.0) -> None:
        if (card_id, face, tilt) != (self.card_id, self.face, self.tilt):
            self.card_id, self.face, self.tilt = card_id, face, tilt
            self._fit_bounds()
            self.update()

    def set_marks(self, dimmed: bool, selected: bool, focused: bool, order: int | None,
                  call_text: str) -> None:
        marks = (dimmed, selected, focused, order, call_text)
        if marks != (self.dimmed, self.selected, self.focused, self.order, self.call_text):
            self.dimmed, self.selected, self.focused, self.order, self.call_text = marks
            self.update()
        self._fit_bounds()  # also after a new scale or tag width: the tag's size follows

    def shape(self) -> QPainterPath:
        return shapes.rounded(self.rect(), 0)

    def scene_rect(self) -> QRectF:
        """The part of the card a person can point at (neighbours cover the rest)."""
        return self.mapRectToScene(self.strip)

    def tag_rect(self) -> QRectF:
        """Where a picked card's tag sits: above the card, tall enough to read."""
        height = max(30.0, text_floor(self) * 1.25)
        return QRectF(0, -height - 4, self.tag_width, height)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        rect = self.rect()
        if self.selected:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(GOLD), 10))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 14, 14)
        blit_card(p, self.face if self.face is not None else BACK, rect, self.dimmed, self.tilt)
        if self.selected:
            # the tag sits above the lifted card's left edge, which neighbours never cover
            text = self.call_text or "?"
            if self.order is not None:
                text = f"{self.order}: {text}"
            box = self.tag_rect()
            p.setPen(QPen(QColor(INK), 2))
            p.setBrush(QColor(PAPER if self.call_text else GOLD))
            p.drawRoundedRect(box, 10, 10)
            room = box.adjusted(4, 0, -4, 0)
            draw_text(p, room, text, fit_px(text, room, 18, text_floor(self)), colour=INK,
                      elide=True)


_BADGE_BOUNDS = QRectF(-14, -40, 250.0 + 28, 128.0 + 54)


class SeatBadge(CachedLookItem):
    """A player at the table: name, card count, a little fan of card backs, and tags
    ("TURN", "skipped", "winner"). The turn seat is framed in bright caramel."""

    W, H = 250.0, 128.0

    def __init__(self, seat: int, name: str) -> None:
        super().__init__("cuckoo")
        self.seat = seat
        self.name = name
        self.count = 0
        self.is_turn = self.skipped = self.winner = self.is_viewer = False

    def set_state(self, count: int, is_turn: bool, skipped: bool, winner: bool,
                  is_viewer: bool) -> None:
        state = (count, is_turn, skipped, winner, is_viewer)
        if state != (self.count, self.is_turn, self.skipped, self.winner, self.is_viewer):
            self.count, self.is_turn, self.skipped, self.winner, self.is_viewer = state
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return _BADGE_BOUNDS

    def look(self) -> tuple:
        return self.name, self.count, self.is_turn, self.skipped, self.winner, self.is_viewer

    def draw_look(self, p: QPainter, floor: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        if self.is_turn:
            p.setPen(QPen(theme.qcolor(GOLD, 150), 16))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 22, 22)
        p.setPen(QPen(QColor(palette.ACCENT if self.is_turn else SOFT), 5 if self.is_turn else 2))
        p.setBrush(QColor(PAPER if not self.skipped else palette.SKIPPED))
        p.drawRoundedRect(rect, 18, 18)
        if self.count:  # a little fan of backs: how many cards, at a glance
            blit_fan(p, min(self.count, 7), QRectF(4, 48, *FAN_SIZE))
        draw_text(p, QRectF(14, 4, self.W - 28, 38), self.name, max(26.0, floor), colour=INK,
                  flags=LEFT, elide=True)
        draw_text(p, QRectF(130, 48, self.W - 140, 44), str(self.count), max(30.0, floor))
        draw_text(p, QRectF(130, 88, self.W - 140, 30), ngettext("card", "cards", self.count),
                  max(16.0, floor), bold=False)
        tag, fill = "", palette.ACCENT
        if self.winner:
            tag, fill = _("★ WINNER ★"), GOLD
        elif self.is_turn:
            tag = _("▶ YOUR TURN") if self.is_viewer else _("▶ TURN")
        elif self.skipped:
            tag, fill = _("⤼ skipped"), palette.SKIPPED_TAG
        if tag:
            px = max(18.0, floor)
            width = min(self.W, text_width(tag, px) + 24)
            box = QRectF((self.W - width) / 2, -34, width, 32)
            p.setPen(QPen(QColor(INK), 2))
            p.setBrush(QColor(fill))
            p.drawRoundedRect(box, 14, 14)
            draw_text(p, box, tag, px, colour=INK)


class SpeechBubble(CachedLookItem):
    """The call a player made, large, under a small header, in a bubble whose tail points
    at that player (no tail for the viewer's own call)."""

    def __init__(self) -> None:
        super().__init__("cuckoo")
        self.header = ""
        self.text = ""
        self.tail = QPointF(0, 0)  # in item coordinates
        self.w, self.h = 360.0, 84.0
        self.setZValue(50)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def set_text(self, header: str, text: str, tail_at: QPointF) -> None:
        """`tail_at` is in the parent's coordinates (the table)."""
        tail = self.mapFromParent(tail_at)
        if (header, text, tail) == (self.header, self.text, self.tail):
            return
        self.prepareGeometryChange()
        self.header, self.text, self.tail = header, text, tail
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        rect = QRectF(-6, -6, self.w + 12, self.h + 12)
        return rect.united(QRectF(self.tail, self.tail).adjusted(-6, -6, 6, 6))

    def shape(self) -> QPainterPath:
        """The body and the tail: what the bubble really covers."""
        box = QRectF(0, 0, self.w, self.h)
        d = self.tail - box.center()
        length = math.hypot(d.x(), d.y())
        if length <= 40:  # pointing at itself: no tail
            return shapes.rounded(box, 30)
        # the tail stops a little short of the badge: it points rather than touches
        return shapes.bubble(box, box.center() + d * (1 - 30 / length), 30)

    def look(self) -> tuple:
        tail = round(self.tail.x(), 1), round(self.tail.y(), 1)
        return self.header, self.text, *tail, self.w, self.h

    def draw_look(self, p: QPainter, floor: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(INK), 4))
        p.setBrush(QColor(palette.WHITE))
        p.drawPath(self.shape())
        header_h = max(24.0, floor * 1.2)
        words = QRectF(16, header_h, self.w - 32, self.h - header_h - 2)
        if wraps_within(self.text, floor, words):
            head = QRectF(20, 2, self.w - 40, header_h)  # a long name (or language) shrinks it
            draw_text(p, head, self.header, fit_px(self.header, head, max(18.0, floor), floor),
                      colour=SOFT, elide=True)
        else:  # a small window: the calls take the whole bubble (its tail says who)
            words = QRectF(16, 4, self.w - 32, self.h - 8)
        draw_text(p, words, self.text, fit_px(self.text, words, 40, floor, wrap=True),
                  colour=INK, flags=CENTER | WRAP)


_INDICATOR_BOUNDS = QRectF(-4, -4, 300.0 + 8, 222.0 + 8)


class Indicator(CachedLookItem):
    """What the next card must match: the colour chip, the animal, the direction of play,
    and a loud strip during a donkey round."""

    W, H = 300.0, 222.0

    def __init__(self) -> None:
        super().__init__("cuckoo")
        self.colour = ""
        self.animal = ""
        self.direction = 1
        self.donkey = False
        self.show_direction = False

    def set_state(self, colour: str, animal: str, direction: int, donkey: bool,
                  show_direction: bool) -> None:
        state = (colour, animal, direction, donkey, show_direction)
        if state != self.look():
            (self.colour, self.animal, self.direction, self.donkey,
             self.show_direction) = state
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return _INDICATOR_BOUNDS

    def look(self) -> tuple:
        return self.colour, self.animal, self.direction, self.donkey, self.show_direction

    def _box_words_width(self, floor: float) -> float:
        """The widest word the two boxes show now (in their longer forms), at the smallest
        readable size."""
        chip = longest_word_width(_("ANY COLOUR"), floor) if not self.colour else 0.0
        if self.animal:
            spot = longest_word_width(animal_name(self.animal), floor)
        else:
            words = _("any animal of that colour") if self.colour else _("anything")
            spot = longest_word_width(words, floor, bold=False)
        return max(chip, spot)

    def draw_look(self, p: QPainter, floor: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(SOFT), 2))
        p.setBrush(theme.qcolor(PAPER, 235))
        p.drawRoundedRect(QRectF(0, 0, self.W, self.H), 18, 18)
        draw_text(p, QRectF(0, 4, self.W, 30), _("Play on"), max(20.0, floor), colour=INK)
        # the gap between the two boxes is as wide as "or"/"oder"/"ou" needs at the smallest
        # readable size (a small window), and the boxes give up that width
        word = _("or")
        need = text_width(word, floor) + 10
        gap_w = min(max(64.0, need), 110.0)
        # ...and in a small window, where the smallest readable size is large in the
        # indicator's units, the gap gives the boxes what their widest word needs
        widest = max(self._box_words_width(floor) + 12, (self.W - 28 - gap_w) / 2)
        gap_w = max(need, min(gap_w, self.W - 28 - 2 * widest))
        box_w = (self.W - 28 - gap_w) / 2
        chip = QRectF(14, 38, box_w, 118)
        if self.colour:
            paint_colour_swatch(p, self.colour, chip, min_px=floor)
        else:
            paint_any_colour_chip(p, chip)
            # i18n: the short form of "ANY COLOUR" on the rainbow chip, for a small window
            short = _("ANY")
            # (smaller still, the rainbow says it alone)
            draw_fitted(p, chip, first_fitting((_("ANY COLOUR"), short, ""), chip, floor), 20,
                        floor, INK)
        if self.animal:
            gap = QRectF(chip.right(), 80, gap_w, 30)
            px = fit_px(word, gap.adjusted(4, 0, -4, 0), max(24.0, floor), floor)
            draw_text(p, gap, word, px, colour=INK)
        spot = QRectF(chip.right() + gap_w, 38, box_w, 118)
        p.setPen(QPen(QColor(INK), 2))
        p.setBrush(QColor(palette.WHITE))
        p.drawRoundedRect(spot, 14, 14)
        if self.animal:
            target = spot.adjusted(10, 4, -10, -26)
            side = min(target.width(), target.height())
            blit_animal(p, self.animal, QRectF(target.center().x() - side / 2, target.top(),
                                               side, side))
            room = QRectF(spot.left() + 2, spot.bottom() - 28, spot.width() - 4, 26)
            # the picture names the animal too: in a very small window it speaks alone
            name = first_fitting((animal_name(self.animal), ""), room, floor)
            draw_text(p, room, name, fit_px(name, room, 18, floor), colour=INK)
        else:
            if self.colour:
                # i18n: the short form of "any animal of that colour", for a small window
                short = _("any animal")
                choices = (_("any animal of that colour"), short)
            else:
                # i18n: the short form of "anything" (what may be played on), for a small
                # window
                short = _("any")
                choices = (_("anything"), short)
            room = spot.adjusted(4, 0, -4, 0)
            draw_fitted(p, room, first_fitting(choices, room, floor, bold=False), 16, floor,
                        SOFT, bold=False)
        bottom = QRectF(10, 162, self.W - 20, 52)
        if self.donkey:
            paint_donkey_strip(p, bottom)
            draw_fitted(p, bottom.adjusted(50, 0, 0, 0), _("DONKEY ROUND! only donkeys"), 22,
                        floor, palette.WHITE)
        elif self.show_direction:
            arrow = QRectF(bottom.left() + 16, bottom.center().y() - 18, 36, 36)
            paint_play_direction(p, arrow, self.direction)
            words = _("Order: normal") if self.direction == 1 else _("Order: REVERSED")
            draw_fitted(p, bottom.adjusted(64, 0, 0, 0), words, 23, floor, INK)


class PileSlot(QGraphicsObject):
    """A dashed outline where a pile lies, so an empty draw pile still reads as a place."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.qcolor(palette.WHITE, 140), 3, Qt.PenStyle.DashLine))
        p.setBrush(theme.qcolor(palette.SHADE, 60))
        p.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 12, 12)
        draw_text(p, QRectF(0, 0, CARD_W, CARD_H), _("empty"), max(18.0, text_floor(self)),
                  colour=theme.qcolor(palette.WHITE, 170))
