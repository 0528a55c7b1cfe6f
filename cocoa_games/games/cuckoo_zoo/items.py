"""The Cuckoo Zoo table's own items (cards, seat badges, the "Play on" box): state, bounds
and which picture (the art modules') to draw; no rules. They draw in table units under the
table's root; `text_floor` is the smallest font that reads 9 pt on screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.ui import shapes
from cocoa_games.ui.cached_item import CachedLookItem
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.text import text_floor

from . import layout as L
from .card_art import BACK, CARD_H, CARD_W, blit_card
from .indicator_art import PLAY_ON_H, PLAY_ON_W, paint_play_on_box
from .looks import BadgeLook, IndicatorLook
from .table_art import (
    paint_card_tag,
    paint_picked_ring,
    paint_risky_mark,
    paint_seat_badge,
)

_CARD_RECT = QRectF(0, 0, CARD_W, CARD_H)
#: a card's picture reaches at most this far out when tilted (up to 8 degrees)
_TILT_BOUNDS = QRectF(-16, -12, CARD_W + 32, CARD_H + 24)
#: ...and round the rounding of a copy to whole device pixels
_EDGE = 3.0


class CardItem(Clickable):
    """One card, face up (`face` = (colour|None, animal)) or down (None), from the pixmap
    cache; dimmed when not playable, a gold ring and a tag (order, call) when picked.
    `focused` is for the scene's stacking (the keyboard's ring is the toolkit's)."""

    def __init__(self, card_id: int = -1, face: tuple | None = None) -> None:
        super().__init__(CARD_W, CARD_H)
        self.card_id = card_id
        self.face = face
        self.dimmed = self.selected = self.focused = False
        self.order: int | None = None
        self.call_text = ""
        self.risky = False  # playable, but a mistake now: the warning sign
        self.tilt = 0.0  # degrees, turned inside the cached picture (the discard pile)
        self.tag_width = CARD_W  # set by the scene: the part of the card left uncovered
        self.strip = QRectF(0, 0, CARD_W, CARD_H)  # ...and as a rectangle (focus, clicks)
        self.pick: Callable[[], object] | None = None  # what a click does in the hand
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
                  call_text: str, risky: bool = False) -> None:
        marks = (dimmed, selected, focused, order, call_text, risky)
        if marks != (self.dimmed, self.selected, self.focused, self.order, self.call_text,
                     self.risky):
            (self.dimmed, self.selected, self.focused, self.order, self.call_text,
             self.risky) = marks
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
            paint_picked_ring(p, rect)
        blit_card(p, self.face if self.face is not None else BACK, rect, self.dimmed, self.tilt)
        if self.risky and not self.dimmed:
            paint_risky_mark(p, rect)
        if self.selected:
            # the tag sits above the lifted card's left edge, which neighbours never cover
            paint_card_tag(p, self.tag_rect(), self.order, self.call_text, text_floor(self))


_BADGE_BOUNDS = QRectF(-14, -40, L.BADGE_W + 28, L.BADGE_H + 54)


class SeatBadge(CachedLookItem):
    """A player at the table: name, card count, a little fan of card backs, and tags
    ("TURN", "skipped", "winner"). The turn seat is framed in bright caramel."""

    W, H = L.BADGE_W, L.BADGE_H

    def __init__(self, seat: int, name: str) -> None:
        super().__init__("cuckoo", BadgeLook(name), _BADGE_BOUNDS, paint_seat_badge)
        self.seat = seat
        self.name = name


_INDICATOR_BOUNDS = QRectF(-4, -4, PLAY_ON_W + 8, PLAY_ON_H + 8)


class Indicator(CachedLookItem):
    """What the next card must match: the colour chip, the animal, the direction of play,
    and a loud strip during a donkey round."""

    W, H = PLAY_ON_W, PLAY_ON_H

    def __init__(self) -> None:
        super().__init__("cuckoo", IndicatorLook(), _INDICATOR_BOUNDS, paint_play_on_box)
