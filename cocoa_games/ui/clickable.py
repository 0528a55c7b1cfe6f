"""Anything the player may click on the table, and the big button with a key hint.

A `Clickable` is live when the scene gives it a `target` (a `targets.Target`: an Action,
a (seat, Action) pair, or a callable for a view-only step such as "Back"); live items glow
and show a pointing hand. Clicking (or the keyboard, via `FocusChain`) calls the scene's
`on_activate(item)`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from . import theme
from .glow import GlowItem
from .pixmap_cache import blit
from .targets import Target
from .text import (
    CENTER,
    WRAP,
    draw_text,
    fit_px,
    words_fit,
    wrapped_size,
)
from .tooltip import plain_tooltip

#: how far a button's shadow reaches below it
SHADOW = 5.0
#: paints an icon into a rect; buttons name it (`icon_key`) for the cache
IconPainter = Callable[[QPainter, QRectF], None]


class Clickable(QGraphicsObject):
    """Base of anything the player may click; the scene sets `target` when it is live."""

    margin = 10.0  # room around the item for its glow
    glow_radius = 14.0

    def __init__(self, w: float, h: float) -> None:
        super().__init__()
        self.w, self.h = w, h
        self._bounds = self._make_bounds()
        self.target: Target | None = None
        self.glow = False
        self.on_activate: Callable[[Clickable], object] | None = None
        self.glow_item = GlowItem(self, self.glow_radius)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _make_bounds(self) -> QRectF:
        m = self.margin
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def glow_rect(self) -> QRectF:
        return self.rect()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds  # kept: Qt asks hundreds of times a frame

    def scene_rect(self) -> QRectF:
        """Where the item itself (without its glow margin) lies in the scene."""
        return self.mapRectToScene(self.rect())

    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self.w, self.h):
            return
        self.prepareGeometryChange()
        self.w, self.h = w, h
        self._bounds = self._make_bounds()
        self.glow_item.resize()
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Lie over `rect` (in the parent's units)."""
        self.setPos(rect.topLeft())  # first: a resize where it was would repaint there too
        self.set_size(rect.width(), rect.height())

    def set_live(self, target: Target | None, glow: bool = True) -> None:
        live_glow = glow and target is not None
        # legal actions are new (equal) objects after every move: setting the cursor again
        # for each would be a good part of a redraw
        if target == self.target and live_glow == self.glow:
            return
        self.target = target
        if live_glow != self.glow:
            self.glow = live_glow
            self.glow_item.setOpacity(1.0 if live_glow else 0.0)  # a Pulse takes it on
        self.setCursor(Qt.CursorShape.PointingHandCursor if target is not None
                       else Qt.CursorShape.ArrowCursor)

    def label(self) -> str:
        """What a screen reader says for this item when it has the focus."""
        label = getattr(self.target, "label", None)
        return label() if callable(label) else ""

    def activate(self) -> None:
        if self.target is not None and self.on_activate is not None:
            self.on_activate(self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        if self.target is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        if self.rect().contains(event.pos()):
            self.activate()


class ButtonItem(Clickable):
    """A big friendly button: optional icon, words, and its keyboard key in a keycap.

    Buttons are relabelled on most moves, so each look is drawn once into the shared pixmap
    cache and copied from there (an item cache would be redrawn on every change)."""

    margin = 12.0
    glow_radius = 24.0

    def __init__(self) -> None:
        super().__init__(300, 100)
        self.text = ""
        self.colour = theme.CARAMEL
        self.icon: IconPainter | None = None
        self.icon_key = ""
        self.icon_w = 0.0
        self.key_hint = ""
        self.font_px = 30.0
        self.checked = False  # a toggle that is on ("Last card!")
        self.enabled = True  # False: shown faded (a choice that will come, not now)
        self.icon_above = False  # a tall narrow button: icon over the words
        self.spoken = ""  # what a screen reader says, when the words shown are shortened
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def configure(self, text: str, colour: str, key_hint: str = "", *,
                  icon: IconPainter | None = None,
                  icon_key: str = "", icon_w: float = 0.0, font_px: float = 30.0,
                  checked: bool = False, enabled: bool = True, icon_above: bool = False,
                  spoken: str = "") -> None:
        """Everything the button shows; `icon_key` names the icon's look for the cache and
        `icon_w` is its width as a share of its height. `spoken`: the whole words, for the
        tooltip and a screen reader, when `text` shortens them ("Maximil…: Magic!")."""
        if spoken != self.spoken:
            self.spoken = spoken
            self.setToolTip(plain_tooltip(spoken))  # a name is shown literally, never as HTML
        look = (text, colour, key_hint, icon_key, icon_w, font_px, checked, enabled, icon_above)
        if look == self._look():
            return
        self.text, self.colour, self.key_hint = text, colour, key_hint
        self.icon, self.icon_key, self.icon_w, self.font_px = icon, icon_key, icon_w, font_px
        self.checked, self.enabled, self.icon_above = checked, enabled, icon_above
        self.update()

    def _look(self) -> tuple:
        return (self.text, self.colour, self.key_hint, self.icon_key, self.icon_w, self.font_px,
                self.checked, self.enabled, self.icon_above)

    def label(self) -> str:
        return self.spoken or super().label() or self.text

    def _make_bounds(self) -> QRectF:
        """The face and its shadow, no more: the glow is an item of its own, and a margin
        here would repaint the button whenever a neighbour (a banner above) changes."""
        return self.rect().adjusted(-2, -2, 2, SHADOW + 2)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        key = f"button:{self._look()}:{self.w:.2f}x{self.h:.2f}"
        blit(p, key, self.rect().adjusted(0, 0, 0, SHADOW), lambda q, r: self._paint_art(q))

    def _beside_words(self, pad: float) -> tuple[float, float]:
        """(icon height, keycap width) beside the words. In a small window the words come
        first: the key's cap goes (the key still works, the tooltip and the screen reader
        still name it), then the picture shrinks, then it goes, before a word is cut."""
        h = self.h
        full = h * 0.56 if self.icon is not None and self.icon_w and not self.icon_above else 0.0
        cap_w = self.keycap_width()

        def fits(side: float, cap_w: float) -> bool:
            room = (self.w - 2 * pad - (cap_w + pad / 2 if cap_w else 0)
                    - (self.icon_w * side + pad / 2 if side else 0))
            return words_fit(self.text, theme.MIN_TABLE_PX, QRectF(0, 0, room, h - 8))

        sides = (full, full * 0.8, full * 0.6, 0.0) if full else (0.0,)
        for side, cap in ((full, cap_w), *((side, 0.0) for side in sides)):
            if fits(side, cap):
                return side, cap
        return 0.0, 0.0  # nothing is enough: the words get all the room there is

    def _room(self, r: QRectF) -> tuple[float, float, float, float, float]:
        """(padding, picture's height, keycap's width, top and right of the words)."""
        pad = min(18.0, r.height() / 5)
        side, cap_w = self._beside_words(pad)
        top = 0.0
        if self.icon is not None and self.icon_w and self.icon_above:
            side = min(r.height() * 0.48, r.width() * 0.6 / self.icon_w)
            top = pad / 2 + side
        return pad, side, cap_w, top, r.width() - pad - (cap_w + pad / 2 if cap_w else 0)

    def words_px(self) -> float:
        """The size its words fit at, up to `font_px` (a row gives all its buttons the
        smallest, so no word looks smaller than its neighbours)."""
        r = self.rect()
        pad, side, _cap, top, right = self._room(r)
        x = pad + (self.icon_w * side + pad / 2 if self.icon is not None and side
                   and not self.icon_above else 0.0)
        room = QRectF(x, top, max(right - x, 1.0), r.height() - top).adjusted(0, 4, 0, -4)
        return fit_px(self.text, room, self.font_px, theme.MIN_TABLE_PX, wrap=True)

    def corner_hint_rect(self) -> QRectF | None:
        """Where a key hint written small in the top-left corner lies (None: no such hint;
        see CornerHintButton)."""
        return None

    def keycap_width(self) -> float:
        return self.keycap_width_for(self.h, self.key_hint)

    @staticmethod
    def keycap_width_for(h: float, key_hint: str) -> float:
        """How wide the keycap of a button `h` tall is ("Échap" needs more than "E")."""
        return max(h * 0.36, 14.0 + 12.0 * len(key_hint)) if key_hint else 0.0

    def _paint_art(self, p: QPainter) -> None:
        r = self.rect()
        self.hint_yields = False  # set below when the words need the key hint's corner
        radius = min(22.0, r.height() / 3)
        if not self.enabled:
            p.setOpacity(0.4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r.translated(0, SHADOW), radius, radius)
        base = QColor(theme.GLOW_SOFT if self.checked else self.colour)
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, base.lighter(118))
        grad.setColorAt(1, base)
        p.setPen(QPen(QColor(theme.INK), 4 if self.checked else 3))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
        pad, side, cap_w, top, right = self._room(r)
        x = pad
        if self.icon is not None and self.icon_w and self.icon_above:
            self.icon(p, QRectF((r.width() - self.icon_w * side) / 2, pad / 2,
                                self.icon_w * side, side))
        if self.icon is not None and side and not self.icon_above:
            spot = QRectF(x, (r.height() - side) / 2, self.icon_w * side, side)
            hint = self.corner_hint_rect()
            if hint is not None and spot.intersects(hint):
                # the picture steps past the key when the words still fit beside it; else
                # the faint key yields its corner (the key works all the same)
                after = QRectF(hint.right() + 1 + spot.width() + pad / 2, 0, 0, r.height())
                after.setRight(right)
                if words_fit(self.text, theme.MIN_TABLE_PX, after.adjusted(0, 4, 0, -4)):
                    spot.moveLeft(hint.right() + 1)
                else:
                    self.hint_yields = True
            self.icon(p, spot)
            x = spot.right() + pad / 2
        text_rect = QRectF(x, top, max(right - x, 1.0), r.height() - top)
        light = base.lightness() > 120
        px = fit_px(self.text, text_rect.adjusted(0, 4, 0, -4), self.font_px, theme.MIN_TABLE_PX,
                    wrap=True)
        corner = self.corner_hint_rect()
        if corner is not None and _words_box(self.text, px, text_rect).intersects(corner):
            # the words would run into the key hint in the corner: beside it or below it,
            # whichever leaves them bigger (when neither holds them, the faint hint yields)
            beside = QRectF(corner.right(), top, max(right - corner.right(), 1.0), r.height() - top)
            # (below: clear of the border at the foot too, as the words are of the hint)
            below = QRectF(x, corner.bottom(), text_rect.width(),
                           r.height() - corner.bottom() - pad / 3)
            rooms = [(room, fit_px(self.text, room.adjusted(0, 2, 0, -2), self.font_px,
                                   theme.MIN_TABLE_PX, wrap=True)) for room in (beside, below)]
            held = [(room, size) for room, size in rooms if words_fit(self.text, size, room)]
            if held:
                text_rect, px = max(held, key=lambda pair: pair[1])
            self.hint_yields = self.hint_yields or not held  # (the words win the corner)
        draw_text(p, text_rect, self.text, px, colour=theme.INK if light else theme.WHITE,
                  flags=CENTER | WRAP)
        if cap_w:
            cap_h = max(r.height() * 0.36, 20.0)
            cap = QRectF(r.width() - pad - cap_w, (r.height() - cap_h) / 2, cap_w, cap_h)
            p.setPen(QPen(QColor(theme.INK), 2))
            p.setBrush(QColor(255, 255, 255, 200))
            p.drawRoundedRect(cap, 7, 7)
            draw_text(p, cap, self.key_hint, max(theme.MIN_TABLE_PX, cap_h * 0.55),
                      colour=theme.INK)


def _words_box(text: str, px: float, rect: QRectF) -> QRectF:
    """Where wrapped words centred in `rect` land."""
    w, h = wrapped_size(text, px, rect.width(), rect.height())
    c = rect.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
