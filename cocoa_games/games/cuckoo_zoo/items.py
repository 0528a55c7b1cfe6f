"""QGraphicsItems of the Cuckoo Zoo table: cards, seat badges, buttons, the speech bubble
and the "what to play on" indicator. Items only draw what the scene hands them; no rules.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _, ngettext
from cocoa_games.ui.theme import qcolor

from . import card_art, palette
from .animal_art import draw_animal, rainbow_linear
from .card_art import BACK, CARD_H, CARD_W
from .icons import paint_colour_swatch
from .paint_util import (
    _device_ratio,
    _pixel_scale,
    blit_pixmap,
    cached_paint,
    device_cached_paint,
    fitted_px,
    font,
    text_floor,
)

CREAM = qcolor(palette.PAPER)
COCOA = qcolor(palette.INK)
SOFT = qcolor(palette.SOFT_INK)
CARAMEL = qcolor(palette.ACCENT)
GOLD = qcolor(palette.GOLD)
WHITE = qcolor(palette.WHITE)
PALE_BERRY, PALE_LEAF = palette.PALE_BERRY, palette.PALE_LEAF


_CARD_BOUNDS = QRectF(-12, -38, CARD_W + 24, CARD_H + 50)
_BUTTON_IDS = itertools.count()  # names each button's looks in the shared pixmap cache


class CardItem(QGraphicsObject):
    """One card, face up (`face` = (colour|None, animal)) or face down (`face` None).

    Painting blits a cached pixmap made at the current device resolution.
    Decorations: dimmed when not playable, a gold ring and a tag above it when selected
    (its order and the call given to it), a dashed focus ring for keyboard play.
    """

    clicked = Signal(int)

    def __init__(self, card_id: int = -1, face: tuple | None = None) -> None:
        super().__init__()
        self.card_id = card_id
        self.face = face
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.order: int | None = None
        self.call_text = ""
        self.tag_width = CARD_W  # set by the scene: the part of the card left uncovered
        # no item cache: the face already is a pixmap at device resolution, one blit
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_card(self, card_id: int, face: tuple | None) -> None:
        if (card_id, face) != (self.card_id, self.face):
            self.card_id, self.face = card_id, face
            self.update()

    def set_marks(self, dimmed: bool, selected: bool, focused: bool, order: int | None,
                  call_text: str) -> None:
        marks = (dimmed, selected, focused, order, call_text)
        if marks != (self.dimmed, self.selected, self.focused, self.order, self.call_text):
            self.dimmed, self.selected, self.focused, self.order, self.call_text = marks
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return _CARD_BOUNDS  # Qt asks for this very often: no new object each time

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, CARD_W, CARD_H)
        face = self.face if self.face is not None else BACK
        angle = self.rotation()
        if angle and not (self.selected or self.focused) and _device_ratio(painter) == 1.0:
            # a tilted card (the discard pile): a pre-turned picture, one plain blit
            pix = card_art.turned_card_pixmap(face, CARD_W * _pixel_scale(painter), angle,
                                              self.dimmed)
            centre = painter.worldTransform().map(QPointF(CARD_W / 2, CARD_H / 2))
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(round(centre.x() - pix.width() / 2),
                               round(centre.y() - pix.height() / 2), pix)
            painter.restore()
            return
        pix = card_art.card_pixmap(face, CARD_W * _pixel_scale(painter), self.dimmed)
        if self.selected or self.focused:  # rings need smooth edges; a plain card does not
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.selected:
            painter.setPen(QPen(GOLD, 10))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 14, 14)
        blit_pixmap(painter, rect, pix)
        if self.focused:
            pen = QPen(WHITE, 5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 16, 16)
        if self.selected:
            # the tag sits above the lifted card's left edge, which neighbours never cover
            text = self.call_text or "?"
            if self.order is not None:
                text = f"{self.order}: {text}"
            box = self.tag_rect()
            painter.setPen(QPen(COCOA, 2))
            painter.setBrush(CREAM if self.call_text else GOLD)
            painter.drawRoundedRect(box, 10, 10)
            painter.setFont(font(fitted_px(text, box.width() - 8, box.height(), 18,
                                           text_floor(self))))
            text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle,
                                                    int(box.width() - 4))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def tag_rect(self) -> QRectF:
        """Where the tag of a picked card sits (above the card, tall enough to read)."""
        height = max(30.0, text_floor(self) * 1.25)
        return QRectF(0, -height - 4, self.tag_width, height)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt name
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card_id)
            event.accept()
        else:
            super().mousePressEvent(event)

    # animatable position for QPropertyAnimation
    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    slide = Property(QPointF, _get_pos, _set_pos)


class SceneButton(QGraphicsObject):
    """A big rounded button drawn in the scene: optional icon above a word or two.

    `checkable` buttons toggle (the "Last card!" toggle). Disabled buttons are faded and
    ignore clicks. `glow` marks the one button that should be pressed next.
    """

    clicked = Signal()

    def __init__(self, width: float, height: float, text: str,
                 icon: Callable[[QPainter, QRectF], None] | None = None,
                 colour: str = palette.PAPER, text_colour: str = palette.INK,
                 font_px: float = 20, checkable: bool = False, key_hint: str = "") -> None:
        super().__init__()
        self.key_hint = key_hint
        self.w, self.h = width, height
        self._bounds = QRectF(-6, -6, width + 12, height + 12)
        self.text = text
        self.icon = icon
        self.colour = QColor(colour)
        self.text_colour = QColor(text_colour)
        self.font_px = font_px
        self.checkable = checkable
        self.checked = False
        self.enabled_ = True
        self.glow = False
        self.hover = False
        self.shown = True
        self._floor = 12.0
        self._look_id = next(_BUTTON_IDS)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # each look (checked, glowing, hovered...) is drawn once into the shared pixmap
        # cache and copied from there: an item cache would be redrawn on every change
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # Hiding an item drops Qt's cached picture of it, and buttons come and go with every
    # turn; so a "hidden" button is fully transparent and lets clicks through instead.
    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt name
        if visible == self.shown:
            return
        self.shown = visible
        self.setOpacity(1.0 if visible else 0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if visible
                                     else Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(visible)
        if visible:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self.hover = False

    def isVisible(self) -> bool:  # noqa: N802 - Qt name
        return self.shown and super().isVisible()

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self._bounds = QRectF(-6, -6, width + 12, height + 12)

    def set_state(self, enabled: bool | None = None, checked: bool | None = None,
                  glow: bool | None = None, text: str | None = None) -> None:
        changed = False
        for name, value in (("enabled_", enabled), ("checked", checked), ("glow", glow),
                            ("text", text)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.shown:  # fully transparent: nothing to copy
            return
        self._floor = text_floor(self)
        key = ("button", self._look_id, self.text, self.checked, self.enabled_, self.glow,
               self.hover and self.enabled_ and not self.checked, self.w, self.h, self._floor)
        device_cached_paint(painter, key, self._bounds, self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        fill = QColor(self.colour)
        if self.checked:
            fill = QColor(GOLD)
        elif self.hover and self.enabled_:
            fill = fill.lighter(108)
        painter.setOpacity(1.0 if self.enabled_ else 0.4)
        if self.glow and self.enabled_:
            painter.setPen(QPen(qcolor(palette.GOLD, 200), 10))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 18, 18)
        painter.setPen(QPen(COCOA, 3 if self.checked else 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 16, 16)
        hint_px = max(16.0, self._floor)
        hint_w = (QFontMetricsF(font(hint_px)).horizontalAdvance(self.key_hint) + 10
                  if self.key_hint else 0.0)
        text_rect = rect.adjusted(6, 4, -6, -4)
        if self.icon is not None and self.w >= 2.5 * self.h:
            # a wide, low button: the icon on the left (after the key), the words beside it
            side = self.h * 0.7
            left = max(8.0, hint_w)
            self.icon(painter, QRectF(left, (self.h - side) / 2, side, side))
            text_rect = QRectF(left + side + 4, 2, self.w - left - side - 8, self.h - 4)
        elif self.icon is not None:
            side = min(self.h * 0.48, self.w * 0.6)
            self.icon(painter, QRectF((self.w - side) / 2, 6, side, side))
            text_rect = QRectF(4, 6 + side, self.w - 8, self.h - side - 10)
        if self.key_hint:  # the keyboard shortcut, small in the corner
            painter.setPen(qcolor(palette.INK, 170))
            painter.setFont(font(hint_px))
            painter.drawText(QRectF(6, 2, hint_w + 40, hint_px * 1.3),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.key_hint)
        painter.setPen(self.text_colour)
        painter.setFont(font(fitted_px(self.text, text_rect.width(), text_rect.height(),
                                       self.font_px, self._floor, wrap=True)))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self.text)
        painter.setOpacity(1.0)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        if not self.hover:
            self.hover = True
            self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        if self.hover:
            self.hover = False
            self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.enabled_:
            event.accept()
            self.click()
        else:
            event.ignore()

    def click(self) -> None:
        if not self.enabled_ or not self.shown:
            return
        if self.checkable:
            self.checked = not self.checked
            self.update()
        self.clicked.emit()


_BADGE_BOUNDS = QRectF(-14, -40, 250.0 + 28, 128.0 + 54)


class SeatBadge(QGraphicsObject):
    """A player at the table: name, card count, a little fan of card backs, and tags
    ("TURN", "skipped", "winner"). The turn seat is framed in bright caramel."""

    W, H = 250.0, 128.0

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.count = 0
        self.is_turn = False
        self.skipped = False
        self.winner = False
        self.is_viewer = False
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # cached_paint keeps its looks

    def set_state(self, count: int, is_turn: bool, skipped: bool, winner: bool,
                  is_viewer: bool) -> None:
        state = (count, is_turn, skipped, winner, is_viewer)
        if state != (self.count, self.is_turn, self.skipped, self.winner, self.is_viewer):
            self.count, self.is_turn, self.skipped, self.winner, self.is_viewer = state
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return _BADGE_BOUNDS

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._floor = text_floor(self)
        key = ("badge", self.name, self.count, self.is_turn, self.skipped, self.winner,
               self.is_viewer, self._floor)
        cached_paint(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, self.W, self.H)
        if self.is_turn:
            painter.setPen(QPen(qcolor(palette.GOLD, 150), 16))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 22, 22)
        painter.setPen(QPen(CARAMEL if self.is_turn else SOFT, 5 if self.is_turn else 2))
        painter.setBrush(CREAM if not self.skipped else qcolor(palette.SKIPPED))
        painter.drawRoundedRect(rect, 18, 18)
        # little fan of backs: how many cards, at a glance
        shown = min(self.count, 7)
        if shown:
            pix = card_art.fan_pixmap(shown, 40 * _pixel_scale(painter))
            painter.drawPixmap(QRectF(4, 48, *card_art.FAN_SIZE), pix, QRectF(pix.rect()))
        painter.setPen(COCOA)
        painter.setFont(font(max(26.0, self._floor)))
        painter.drawText(QRectF(14, 4, self.W - 28, 38),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(self.W - 28)))
        painter.setFont(font(max(30.0, self._floor)))
        painter.drawText(QRectF(130, 48, self.W - 140, 44), Qt.AlignmentFlag.AlignCenter,
                         str(self.count))
        painter.setFont(font(max(16.0, self._floor), False))
        painter.drawText(QRectF(130, 88, self.W - 140, 30), Qt.AlignmentFlag.AlignCenter,
                         ngettext("card", "cards", self.count))
        tag = ""
        tag_colour = CARAMEL
        if self.winner:
            tag, tag_colour = _("★ WINNER ★"), GOLD
        elif self.is_turn:
            tag = _("▶ YOUR TURN") if self.is_viewer else _("▶ TURN")
        elif self.skipped:
            tag, tag_colour = _("⤼ skipped"), qcolor(palette.SKIPPED_TAG)
        if tag:
            painter.setFont(font(max(18.0, self._floor)))
            width = painter.fontMetrics().horizontalAdvance(tag) + 24
            box = QRectF((self.W - width) / 2, -34, width, 32)
            painter.setPen(QPen(COCOA, 2))
            painter.setBrush(tag_colour)
            painter.drawRoundedRect(box, 14, 14)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, tag)


class SpeechBubble(QGraphicsObject):
    """The call a player made, large, in a bubble whose tail points at that player."""

    def __init__(self) -> None:
        super().__init__()
        self.header = ""
        self.text = ""
        self.tail = QPointF(0, 0)  # in item coordinates
        self.w, self.h = 440.0, 104.0
        self._floor = 12.0
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # cached_paint keeps its looks

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

    def boundingRect(self) -> QRectF:  # noqa: N802
        rect = QRectF(-6, -6, self.w + 12, self.h + 12)
        return rect.united(QRectF(self.tail, self.tail).adjusted(-6, -6, 6, 6))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._floor = text_floor(self)
        key = ("bubble", self.header, self.text, self.tail.x(), self.tail.y(), self.w, self.h,
               self._floor)
        cached_paint(painter, key, self.boundingRect(), self._draw)

    def _paths(self) -> tuple[QPainterPath, QPainterPath, QPointF, float]:
        """The body, the tail (empty when there is none), its tip and its length."""
        rect = QRectF(0, 0, self.w, self.h)
        body = QPainterPath()
        body.addRoundedRect(rect, 30, 30)
        centre = rect.center()
        dx, dy = self.tail.x() - centre.x(), self.tail.y() - centre.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * 22, dx / length * 22
        tail = QPainterPath()
        # stop the tail a little short of the badge so it points rather than touches
        tip = QPointF(centre.x() + dx * max(0.0, 1 - 30 / length), centre.y() + dy * max(0.0, 1 - 30 / length))
        if length > 40:  # no tail at all when it points at the bubble itself
            tail.moveTo(QPointF(centre.x() + nx, centre.y() + ny))
            tail.lineTo(tip)
            tail.lineTo(QPointF(centre.x() - nx, centre.y() - ny))
            tail.closeSubpath()
        return body, tail, tip, length

    def shape(self) -> QPainterPath:
        body, tail, _tip, _length = self._paths()
        return body.united(tail)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body, tail, tip, length = self._paths()
        centre = QRectF(0, 0, self.w, self.h).center()
        nx = -(tip.y() - centre.y()) / max(1.0, length) * 22
        ny = (tip.x() - centre.x()) / max(1.0, length) * 22
        # tail first, then the body over its base, then the tail's inside again without
        # an outline so the two read as one shape (cheaper than a path union)
        painter.setPen(QPen(COCOA, 4))
        painter.setBrush(WHITE)
        painter.drawPath(tail)
        painter.drawPath(body)
        painter.setPen(Qt.PenStyle.NoPen)
        inner = QPainterPath(QPointF(centre.x() + nx * 0.8, centre.y() + ny * 0.8))
        inner.lineTo(QPointF(centre.x() + (tip.x() - centre.x()) * 0.9,
                             centre.y() + (tip.y() - centre.y()) * 0.9))
        inner.lineTo(QPointF(centre.x() - nx * 0.8, centre.y() - ny * 0.8))
        inner.closeSubpath()
        if length > 40:
            painter.drawPath(inner)
        header_h = max(24.0, self._floor * 1.2)
        painter.setPen(SOFT)
        painter.setFont(font(max(18.0, self._floor)))
        painter.drawText(QRectF(20, 2, self.w - 40, header_h), Qt.AlignmentFlag.AlignCenter,
                         self.header)
        painter.setPen(COCOA)
        words = QRectF(16, header_h, self.w - 32, self.h - header_h - 2)
        painter.setFont(font(fitted_px(self.text, words.width(), words.height(), 40,
                                       self._floor, wrap=True)))
        painter.drawText(words, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self.text)


_INDICATOR_BOUNDS = QRectF(-4, -4, 300.0 + 8, 222.0 + 8)


class Indicator(QGraphicsObject):
    """What the next card must match: the colour chip, the animal, the direction of play,
    and a loud strip during a donkey round."""

    W, H = 300.0, 222.0

    def __init__(self) -> None:
        super().__init__()
        self.colour = ""
        self.animal = ""
        self.direction = 1
        self.donkey = False
        self.show_direction = False
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # cached_paint keeps its looks

    def set_state(self, colour: str, animal: str, direction: int, donkey: bool,
                  show_direction: bool) -> None:
        state = (colour, animal, direction, donkey, show_direction)
        if state != (self.colour, self.animal, self.direction, self.donkey, self.show_direction):
            (self.colour, self.animal, self.direction, self.donkey,
             self.show_direction) = state
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return _INDICATOR_BOUNDS  # Qt asks for this very often: no new object each time

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._floor = text_floor(self)
        key = ("indicator", self.colour, self.animal, self.direction, self.donkey,
               self.show_direction, self._floor)
        cached_paint(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        floor = self._floor
        painter.setPen(QPen(SOFT, 2))
        painter.setBrush(qcolor(palette.PAPER, 235))
        painter.drawRoundedRect(QRectF(0, 0, self.W, self.H), 18, 18)
        painter.setPen(COCOA)
        painter.setFont(font(max(20.0, floor)))
        painter.drawText(QRectF(0, 4, self.W, 30), Qt.AlignmentFlag.AlignCenter, _("Play on"))
        chip = QRectF(14, 38, 112, 118)
        if self.colour:
            paint_colour_swatch(painter, self.colour, chip, min_px=floor)
        else:
            painter.setPen(QPen(COCOA, 2))
            painter.setBrush(rainbow_linear(chip.left(), chip.right()))
            painter.drawRoundedRect(chip, 14, 14)
            words = _("ANY COLOUR")
            painter.setFont(font(fitted_px(words, chip.width() - 6, chip.height(), 20, floor,
                                           wrap=True)))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, words)
        painter.setFont(font(max(24.0, floor)))
        painter.setPen(COCOA)
        painter.drawText(QRectF(126, 80, 48, 30), Qt.AlignmentFlag.AlignCenter,
                         _("or") if self.animal else "")
        spot = QRectF(174, 38, 112, 118)
        painter.setPen(QPen(COCOA, 2))
        painter.setBrush(WHITE)
        painter.drawRoundedRect(spot, 14, 14)
        if self.animal:
            target = spot.adjusted(10, 4, -10, -26)
            side = min(target.width(), target.height())
            square = QRectF(target.center().x() - side / 2, target.top(), side, side)
            blit_pixmap(painter, square,
                        card_art.animal_pixmap(self.animal, side * _pixel_scale(painter)))
            painter.setPen(COCOA)
            name = self.animal.capitalize()
            painter.setFont(font(fitted_px(name, spot.width() - 4, 26, 18, floor)))
            painter.drawText(QRectF(spot.left(), spot.bottom() - 28, spot.width(), 26),
                             Qt.AlignmentFlag.AlignCenter, name)
        else:
            painter.setPen(SOFT)
            words = _("any animal of that colour") if self.colour else _("anything")
            painter.setFont(font(fitted_px(words, spot.width() - 8, spot.height(), 16, floor,
                                           wrap=True, bold=False), False))
            painter.drawText(spot.adjusted(4, 0, -4, 0),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, words)
        bottom = QRectF(10, 162, self.W - 20, 52)
        if self.donkey:
            painter.setPen(QPen(COCOA, 2))
            painter.setBrush(qcolor(palette.DONKEY))
            painter.drawRoundedRect(bottom, 12, 12)
            draw_animal(painter, "donkey", QRectF(bottom.left() + 4, bottom.top() + 2, 48, 48))
            painter.setPen(WHITE)
            words = _("DONKEY ROUND! only donkeys")
            room = bottom.adjusted(50, 0, 0, 0)
            painter.setFont(font(fitted_px(words, room.width(), room.height(), 22, floor,
                                           wrap=True)))
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, words)
        elif self.show_direction:
            self._paint_direction(painter, bottom)

    def _paint_direction(self, painter: QPainter, rect: QRectF) -> None:
        c = QPointF(rect.left() + 34, rect.center().y())
        painter.setPen(QPen(COCOA, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        arc = QRectF(c.x() - 18, c.y() - 18, 36, 36)
        painter.drawArc(arc, 30 * 16, 280 * 16)
        # arrow head at the end of the arc in the direction of play
        angle = math.radians(30 if self.direction == 1 else 310)
        tip = QPointF(c.x() + 18 * math.cos(angle), c.y() - 18 * math.sin(angle))
        painter.setBrush(COCOA)
        painter.setPen(Qt.PenStyle.NoPen)
        head = QPainterPath(QPointF(tip.x() - 9, tip.y() - 2 * self.direction))
        head.lineTo(QPointF(tip.x() + 9, tip.y() - 2 * self.direction))
        head.lineTo(QPointF(tip.x(), tip.y() + 12 * self.direction))
        head.closeSubpath()
        painter.drawPath(head)
        painter.setPen(COCOA)
        words = _("Order: normal") if self.direction == 1 else _("Order: REVERSED")
        room = rect.adjusted(64, 0, 0, 0)
        painter.setFont(font(fitted_px(words, room.width(), room.height(), 23, self._floor,
                                       wrap=True)))
        painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, words)


class PileLabel(QGraphicsObject):
    """A caption under a pile ("Draw pile · 43")."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.w = width
        self.text = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_width(self, width: float) -> None:
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(WHITE)
        painter.setFont(font(fitted_px(self.text, self.w, 30, 19, text_floor(self))))
        text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideMiddle,
                                                int(self.w))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, text)


class PileSlot(QGraphicsObject):
    """A dashed outline where a pile lies, so an empty draw pile still reads as a place."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(qcolor(palette.WHITE, 140), 3, Qt.PenStyle.DashLine))
        painter.setBrush(qcolor(palette.SHADE, 40))
        painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 12, 12)
        painter.setPen(qcolor(palette.WHITE, 170))
        painter.setFont(font(max(18.0, text_floor(self))))
        painter.drawText(QRectF(0, 0, CARD_W, CARD_H), Qt.AlignmentFlag.AlignCenter, _("empty"))


class Banner(QGraphicsObject):
    """One line of big text on a soft dark band: turn messages and complaint results."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height
        self._bounds = QRectF(0, 0, width, height)
        self.text = ""
        self.accent = False
        self.font_px = 30.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # cached_paint keeps its looks

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self._bounds = QRectF(0, 0, width, height)

    def set_text(self, text: str, accent: bool = False, font_px: float = 30.0) -> None:
        if (text, accent, font_px) == (self.text, self.accent, self.font_px):
            return
        # the band is only as wide as its words: repaint just the wider of the old and the
        # new band, not the whole width of the table
        old = self._box(self.text, self.font_px) if self.text else None
        self.text, self.accent, self.font_px = text, accent, font_px
        new = self._box(text, font_px) if text else None
        span = old.united(new) if old is not None and new is not None else old or new
        if span is not None:
            self.update(span.adjusted(-3, -3, 3, 3))

    def _fit(self, text: str, font_px: float) -> tuple[float, float]:
        """The font size the text gets and the band's width (as `_draw` paints them)."""
        px = fitted_px(text, self.w - 40, self.h, font_px, text_floor(self))
        advance = QFontMetrics(font(px)).horizontalAdvance(text)
        return px, min(self.w, advance + 48)

    def _box(self, text: str, font_px: float) -> QRectF:
        width = self._fit(text, font_px)[1]
        return QRectF((self.w - width) / 2, 0, width, self.h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.text:
            key = ("banner", self.text, self.accent, self.font_px, self.w, self.h,
                   text_floor(self))
            cached_paint(painter, key, self._bounds, self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px, width = self._fit(self.text, self.font_px)  # the same band set_text repaints
        painter.setFont(font(px))
        box = QRectF((self.w - width) / 2, 0, width, self.h)
        painter.setPen(QPen(COCOA, 2))
        painter.setBrush(GOLD if self.accent else qcolor(palette.SHADE, 170))
        painter.drawRoundedRect(box, self.h / 2, self.h / 2)
        painter.setPen(COCOA if self.accent else WHITE)
        text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                int(box.width() - 24))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
