"""The big line at the top of a table: whose turn, and what to do now.

A band with an optional picture before the words and an optional `aside` after them (a
supply count...), or (`pill`) a band only as wide as its words, centred; a `FittedBand` is
a pill whose words are as big as the band allows. The words change on nearly every move:
each look is drawn once into the shared pixmap cache, and when only the words change just
their span is repainted.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import theme
from .pixmap_cache import blit
from .text import LEFT, WRAP, draw_text, fit_px, text_width, wrapped_size

Picture = Callable[[QPainter, QRectF], None]
#: a banner's words read a little larger than the table's smallest
MIN_PX = theme.MIN_TABLE_PX + 2


class BannerItem(QGraphicsObject):
    def __init__(self, pill: bool = False) -> None:
        super().__init__()
        self.pill = pill
        self.w, self.h = 800.0, 80.0
        self.text = ""
        self.fill = "#ffe0a3"
        self.picture: Picture | None = None
        self.picture_key = ""
        self.aside = ""  # words at the right end
        self.aside_picture: Picture | None = None
        self.aside_key = ""
        self.setZValue(3)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Lie over `rect` (scene units): the banner's place in a new layout."""
        self.setPos(rect.topLeft())
        self.set_size(rect.width(), rect.height())

    def font_px(self) -> float:
        return max(MIN_PX, self.h * 0.4)

    def text_left(self) -> float:
        return self.h * 1.1 if self.picture is not None else self.h * 0.25

    def aside_width(self) -> float:
        if not self.aside:
            return 0.0
        picture = self.h * 0.9 if self.aside_picture else 0
        return text_width(self.aside, self.font_px() * 0.8) + picture + 24

    def set_look(self, fill: str, picture: Picture | None = None, picture_key: str = "",
                 aside: str = "", aside_picture: Picture | None = None,
                 aside_key: str = "") -> None:
        """Everything but the words; repaints the whole band when it changed."""
        if (fill, picture_key, aside, aside_key) == (self.fill, self.picture_key, self.aside,
                                                     self.aside_key):
            return
        self.fill, self.picture, self.picture_key = fill, picture, picture_key
        self.aside, self.aside_picture, self.aside_key = aside, aside_picture, aside_key
        self.update()

    def set_text(self, text: str) -> None:
        if text == self.text:
            return
        # repaint just the span the old or the new words cover, not the whole width
        px = self.font_px()
        wide = 1.05 * max(text_width(text, px), text_width(self.text, px))
        self.text = text
        if self.pill:
            span = min(wide + 2 * self.h, self.w)
            self.update(QRectF((self.w - span) / 2 - 4, 0, span + 8, self.h))
            return
        x = self.text_left()
        room = self.w - x - self.aside_width()
        self.update(QRectF(x - 8, 0, min(wide + 8, room) + 16, self.h))

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        size = f"{self.w:.1f}x{self.h:.1f}"
        if self.pill:
            key = f"banner-pill:{size}:{self.fill}:{self.text}"
            blit(p, key, self.boundingRect(), lambda q, r: self._paint_pill(q))
            return
        # the band and the words are two pictures: the words change on nearly every move,
        # the band (with its pictures) hardly ever, and drawing words alone is cheap
        key = f"banner:{size}:{self.fill}:{self.picture_key}:{self.aside}:{self.aside_key}"
        blit(p, key, self.boundingRect(), lambda q, r: self._paint_band(q))
        if self.text:
            words = self._words_rect()
            px, wrap = self._words_px(words)
            flags = LEFT | WRAP if wrap else LEFT
            blit(p, f"banner-words:{words.width():.1f}x{words.height():.1f}:{px}:{wrap}:"
                    f"{self.text}",
                 words, lambda q, r: draw_text(q, r, self.text, px, colour=theme.INK,
                                               flags=flags, elide=not wrap))

    def _words_px(self, words: QRectF) -> tuple[float, bool]:
        """The size for the words, and whether they wrap: a long sentence (a hint, or a
        German one) first shrinks a little, then takes two lines, before it is cut."""
        px = self.font_px()
        if text_width(self.text, px) <= words.width():
            return px, False
        smaller = fit_px(self.text, words, px, max(theme.MIN_TABLE_PX, px * 0.85))
        if text_width(self.text, smaller) <= words.width():
            return smaller, False
        two = fit_px(self.text, words, px, theme.MIN_TABLE_PX, wrap=True)
        if wrapped_size(self.text, two, words.width(), words.height())[1] <= words.height():
            return two, True
        return smaller, False  # longer still: one line, cut with an ellipsis

    def _words_rect(self) -> QRectF:
        r = self.band_rect()
        x = self.text_left()
        return QRectF(x, 0, r.width() - x - self.aside_width(), r.height())

    def _paint_band(self, p: QPainter) -> None:
        r = self.band_rect()
        radius = min(22.0, r.height() / 3)
        p.setPen(QPen(QColor(theme.INK), 3))
        p.setBrush(QColor(self.fill).lighter(170))
        p.drawRoundedRect(r, radius, radius)
        side = self.h * 0.8
        if self.picture is not None:
            self.picture(p, QRectF(self.h * 0.2, (self.h - side) / 2, side, side))
        aside_w = self.aside_width()
        if self.aside:
            ax = r.right() - aside_w + 8
            if self.aside_picture is not None:
                edge = side * 0.85
                self.aside_picture(p, QRectF(ax, (self.h - edge) / 2, edge, edge))
                ax += self.h * 0.9
            draw_text(p, QRectF(ax, 0, r.right() - ax - 8, r.height()), self.aside,
                      self.font_px() * 0.8, colour=theme.INK, flags=LEFT)

    def band_rect(self) -> QRectF:
        """The band as drawn: a pill is as wide as its words, centred (empty without words)."""
        if not self.pill:
            return self.boundingRect().adjusted(2, 2, -2, -2)
        if not self.text:
            return QRectF()
        width = min(self.w - 4, text_width(self.text, self.font_px()) + self.h)
        return QRectF((self.w - width) / 2, 2, width, self.h - 4)

    def _paint_pill(self, p: QPainter) -> None:
        if not self.text:
            return
        box = self.band_rect()
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(QColor(self.fill))
        p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        light = QColor(self.fill).lightness() > 120
        draw_text(p, box.adjusted(self.h / 4, 0, -self.h / 4, 0), self.text, self.font_px(),
                  colour=theme.INK if light else theme.WHITE, elide=True)


class FittedBand(BannerItem):
    """A pill whose words are as big as the band allows (a turn message, a winner): `fill`
    behind plain words, `accent_fill` behind words that must stand out."""

    def __init__(self, fill: str, accent_fill: str) -> None:
        super().__init__(pill=True)
        self.plain_fill, self.accent_fill = fill, accent_fill
        self._fitted: tuple[tuple[str, float, float], float] = (("", -1.0, -1.0), 0.0)

    def _words_width(self) -> float:
        """The room the words have across the band (its round ends take the rest)."""
        return self.w - 4 - self.h * 1.1

    def font_px(self) -> float:
        """As big as the band allows, smaller when long words need it (never below the
        readable size: then the words are cut with …)."""
        key = (self.text, self.w, self.h)
        if key != self._fitted[0]:
            room = QRectF(0, 0, max(1.0, self._words_width()), self.h)
            self._fitted = key, max(MIN_PX, fit_px(self.text, room, self.h * 0.62, MIN_PX))
        return self._fitted[1]

    def fits(self, text: str) -> bool:
        """Would `text` show whole at the readable size?"""
        return text_width(text, MIN_PX) <= self._words_width()

    def set_message(self, text: str, accent: bool = False) -> None:
        self.set_look(self.accent_fill if accent else self.plain_fill)
        self.set_text(text)
