"""Cocoons' table items: the box, a cocoon, the free space and the side panel.

Each item keeps a plain `look` tuple (everything it shows) and repaints only when that
changes, so showing another seat's view leaves nothing of the last one behind.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import N_, _
from cocoa_games.ui import theme
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.pixmap_cache import Draw, blit, stacked
from cocoa_games.ui.text import (
    LEFT,
    WRAP,
    draw_text,
    fit_px,
    line_height,
    text_width,
    wrapped_size,
)

from . import art
from . import levels as L
from .observation import FACE_DOWN

# i18n: the compass letters printed on the box walls, north east south west, split by spaces
COMPASS = N_("N E S W")


def compass_letters() -> tuple[str, ...]:
    """North, east, south, west as this language abbreviates them (Ost, ouest ...)."""
    letters = tuple(_(COMPASS).split())
    return letters if len(letters) == 4 else tuple(COMPASS.split())


def _px(h: float, share: float) -> float:
    return max(theme.MIN_TABLE_PX, h * share)


class BoxItem(QGraphicsObject):
    """The box walls with the compass letters printed on them (box frame letters, drawn
    where they land after the box's spin and the view's turn)."""

    def __init__(self) -> None:
        super().__init__()
        self.size = 300.0
        self.look: tuple = ()
        self.setZValue(0)
        # no item cache: its picture is one copy from the shared cache already, and the
        # box turns with every change of corner (an item cache would be made anew each time)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.size, self.size)

    def set_look(self, size: float, turn: int, corner_label: str) -> None:
        look = (size, turn, corner_label, compass_letters())
        if look != self.look:
            self.prepareGeometryChange()
            self.look, self.size = look, size
            self.update()

    def wall(self) -> float:
        return max(22.0, self.size * 0.07)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"cocoons-box:{self.look}", self.boundingRect(), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        _size, turn, corner_label, letters = self.look or (self.size, 0, "", compass_letters())
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(theme.INK), 3))
        p.setBrush(QColor("#c98f5a"))
        p.drawRoundedRect(r, 14, 14)
        w = self.wall()
        p.setBrush(QColor("#f3dfc1"))
        p.drawRect(r.adjusted(w, w, -w, -w))
        px = _px(w, 0.62)
        for box_dir, letter in enumerate(letters):
            screen = (box_dir + turn) % 4
            c = r.center()
            half = self.size / 2 - w / 2
            at = {0: QPointF(c.x(), c.y() - half), 1: QPointF(c.x() + half, c.y()),
                  2: QPointF(c.x(), c.y() + half), 3: QPointF(c.x() - half, c.y())}[screen]
            draw_text(p, QRectF(at.x() - w, at.y() - w / 2, 2 * w, w), letter, px,
                      colour=theme.WHITE)
        if corner_label:
            room = QRectF(w * 0.3, self.size - w, self.size * 0.4, w)
            draw_text(p, room, corner_label, fit_px(corner_label, room, _px(w, 0.5),
                                                    theme.MIN_TABLE_PX),
                      colour=theme.WHITE, flags=LEFT, elide=True)


class CocoonItem(Clickable):
    """A cocoon seen from above: its pink arrow, the tokens paid into it, the animal placed
    in it, the action trapdoor, a table note as a tag, and its seal on the side where it is
    — drawn only when the scene says the viewer sees it."""

    margin = 8.0
    glow_radius = 12.0

    def __init__(self, cocoon: int) -> None:
        super().__init__(100, 100)
        self.cocoon = cocoon
        self.look: tuple = ()
        self.setZValue(5)
        # each look is drawn once into the shared pixmap cache (looks come back as the box
        # turns from seat to seat) and copied from there: no item cache, which every turn
        # of the box would make anew for all eight cocoons
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_look(self, arrow: int, tokens: int, animal: str | None, action: bool,
                 seal: str | None, remembered: bool, note: str | None, selected: bool,
                 under: tuple[str, str] = ("", ""), wrong: bool = False) -> None:
        """`under`: what it stands on, as a label and as a bare word for a narrow cocoon."""
        look = (arrow, tokens, animal, action, seal, remembered, note, selected, self.w, under,
                wrong)
        if look != self.look:
            self.look = look
            self.update()

    def label(self) -> str:
        return super().label() or _("Cocoon {n}").format(n=self.cocoon + 1)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        """The whole look, one cached picture, composed from the cached layers (the cache
        keys every picture by language too, so its words follow a switch)."""
        if self.look:
            blit(p, f"cocoon-look:{self.look}", self.rect(),
                 lambda q, _r: self._paint_layers(q))

    def _paint_layers(self, p: QPainter) -> None:
        """Layer by layer, each layer its own cached picture: a cocoon's looks multiply
        (arrow x tokens x animal x seal x note ...), its layers hardly do, so a new look
        is a few pixel copies instead of a drawing."""
        (arrow, tokens, animal, action, seal, remembered, note, selected, w, under,
         wrong) = self.look
        r = self.rect()
        layers: list[tuple[str, Draw]] = [
            (f"body:{selected}", lambda q, _r: self._paint_body(q, selected)),
            (f"arrow:{arrow}", lambda q, _r: art.paint_arrow(q, r.center(), w * 0.3, arrow))]
        if animal:
            layers.append((f"animal:{animal}", lambda q, _r: self._paint_own_animal(q, animal)))
        if tokens:
            layers.append((f"tokens:{tokens}", lambda q, _r: self._paint_tokens(q, tokens)))
        if action:
            layers.append(("action", lambda q, _r: self._paint_action(q)))
        if under[0]:
            layers.append((f"under:{under}", lambda q, _r: self._paint_under(q, under)))
        if seal:
            layers.append((f"seal:{arrow}:{seal}:{remembered}",
                           lambda q, _r: self._paint_seal(q, arrow, seal, remembered)))
        if wrong:
            layers.append(("wrong", lambda q, _r: self._paint_wrong(q)))
        if note:
            layers.append((f"note:{note}", lambda q, _r: self._paint_note(q, note)))
        stacked([(f"cocoon-{name}:{w}", draw) for name, draw in layers])(p, r)

    def _inner(self) -> QRectF:
        s = self.w
        return self.rect().adjusted(s * 0.16, s * 0.16, -s * 0.16, -s * 0.16)

    def _paint_body(self, p: QPainter, selected: bool) -> None:
        r = self.rect()
        s = self.w
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(theme.INK), 4 if selected else 2.5))
        p.setBrush(QColor("#fffaf0" if not selected else "#ffe9a8"))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), s * 0.12, s * 0.12)
        p.setPen(QPen(QColor("#d7c4a8"), 1.5))
        p.setBrush(QColor("#f4ead8"))
        p.drawRoundedRect(self._inner(), s * 0.08, s * 0.08)

    def _paint_own_animal(self, p: QPainter, animal: str) -> None:
        inner, s = self._inner(), self.w
        art.paint_animal(p, QRectF(inner.left(), inner.top(), s * 0.3, s * 0.3), animal)

    def _paint_tokens(self, p: QPainter, tokens: int) -> None:
        inner, s = self._inner(), self.w
        px = _px(s, 0.15)
        draw_text(p, QRectF(inner.right() - s * 0.34, inner.top(), s * 0.34, px * 1.3),
                  f"×{tokens}", px, colour=theme.INK)

    def _paint_action(self, p: QPainter) -> None:
        inner, s = self._inner(), self.w
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(QColor("#f8bbd0"))
        p.drawEllipse(QPointF(inner.right() - s * 0.1, inner.bottom() - s * 0.1), s * 0.08,
                      s * 0.08)

    def _paint_under(self, p: QPainter, under: tuple[str, str]) -> None:
        """Known to all: what this cocoon stands on."""
        r, s = self.rect(), self.w
        px = _px(s, 0.12)
        room = QRectF(r.left() + 4, r.top() + s * 0.02, r.width() - 8, px * 1.3)
        text, px = _fitting(under, room, px)
        draw_text(p, room, text, px, colour=theme.TEXT_SOFT, elide=True)

    def _paint_wrong(self, p: QPainter) -> None:
        """The reveal: not its own animal (a cross, not colour alone)."""
        s = self.w
        p.setPen(QPen(QColor(theme.BERRY), max(4.0, s * 0.06)))
        p.drawLine(QPointF(s * 0.2, s * 0.2), QPointF(s * 0.8, s * 0.8))
        p.drawLine(QPointF(s * 0.8, s * 0.2), QPointF(s * 0.2, s * 0.8))

    def _paint_note(self, p: QPainter, note: str) -> None:
        r, s = self.rect(), self.w
        px = _px(s, 0.14)
        band = QRectF(r.left() + s * 0.06, r.bottom() - px * 1.45 - s * 0.04,
                      r.width() - s * 0.12, px * 1.45)
        p.setPen(QPen(QColor(theme.INK), 1.5))
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawRoundedRect(band, 6, 6)
        text, px = _fitting((_("note: {animal}").format(animal=_(note)), _(note)),
                            band.adjusted(2, 0, -2, 0), px)
        draw_text(p, band, text, px, colour=theme.INK, elide=True)

    def _paint_seal(self, p: QPainter, side: int, seal: str, remembered: bool) -> None:
        """The seal on the side it is on: a bright badge on that edge."""
        s = self.w
        d = s * 0.36
        c = self.rect().center()
        at = {0: QPointF(c.x(), d * 0.5), 1: QPointF(s - d * 0.5, c.y()),
              2: QPointF(c.x(), s - d * 0.5), 3: QPointF(d * 0.5, c.y())}[side]
        badge = QRectF(at.x() - d / 2, at.y() - d / 2, d, d)
        line = Qt.PenStyle.DashLine if remembered else Qt.PenStyle.SolidLine
        pen = QPen(QColor(art.PINK), 4, line)
        p.setPen(pen)
        p.setBrush(QColor(theme.WHITE))
        p.drawEllipse(badge)
        art.paint_animal(p, badge.adjusted(d * 0.12, d * 0.12, -d * 0.12, -d * 0.12), seal)


def _fitting(texts: tuple[str, str], room: QRectF, px: float) -> tuple[str, float]:
    """The label (shrunk down to the smallest size if need be) when it fits `room`, else
    the bare word: "note: Schildkröte" is too long for a small cocoon, "Schildkröte" is not
    (the tag's shape and place still say what it is)."""
    for text in texts:
        size = fit_px(text, room, px, theme.MIN_TABLE_PX)
        if text_width(text, size) <= room.width():
            return text, size
    return texts[-1], theme.MIN_TABLE_PX


class SpaceItem(QGraphicsObject):
    """What lies in a space a person can see into: the free space (or a known space)."""

    def __init__(self) -> None:
        super().__init__()
        self.s = 100.0
        self.look: tuple = ()
        self.setZValue(2)
        # one copy from the shared cache; it changes on most moves (see BoxItem)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.s, self.s)

    def set_look(self, size: float, trapdoor: str | None, token: str | None,
                 action_token: bool) -> None:
        look = (size, trapdoor, token, action_token)
        if look != self.look:
            self.prepareGeometryChange()
            self.look, self.s = look, size
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        if self.look:
            blit(p, f"cocoons-space:{self.look}", self.boundingRect(),
                 lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        s, trapdoor, token, action_token = self.look
        r = QRectF(0, 0, s, s).adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12)
        if token == L.START:
            art.paint_start(p, r)
        elif token == FACE_DOWN:
            art.paint_token_back(p, r)
        elif token:
            art.paint_animal(p, r, token)
        if trapdoor:
            art.paint_trapdoor(p, r.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), trapdoor,
                               _px(s, 0.16))
        if action_token:
            p.setPen(QPen(QColor(theme.INK), 2))
            p.setBrush(QColor("#ffcc80"))
            p.drawEllipse(QPointF(r.right(), r.bottom()), s * 0.1, s * 0.1)


class PanelItem(QGraphicsObject):
    """Plain facts for everyone: level, hard mode, supply, lid, what the trapdoors need."""

    def __init__(self) -> None:
        super().__init__()
        self.w, self.h = 300.0, 200.0
        self.lines: tuple[str, ...] = ()
        self.px = theme.MIN_TABLE_PX  # one size for every line, so they read as a list
        self.rows: tuple[int, ...] = ()  # rows each line takes (a long one wraps)
        self.setZValue(3)  # no item cache: the card and each line are cached pictures

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def set_look(self, w: float, max_h: float, lines: Sequence[str]) -> None:
        """Lay `lines` out in a card `w` wide and at most `max_h` tall; the card takes the
        height its lines need (`self.h`), so what comes below can follow it."""
        lines = tuple(lines)
        px, rows = _panel_layout(lines, w, max_h)
        h = min(max_h, sum(rows) * px * 1.5 + 16)
        if (w, h, lines) != (self.w, self.h, self.lines):
            self.prepareGeometryChange()
            self.w, self.h, self.lines = w, h, lines
            self.px, self.rows = px, rows
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        """The card, then each line as its own cached picture: one count changing (the
        supply) redraws one line, not the panel."""
        size = f"{self.w:.1f}x{self.h:.1f}"
        blit(p, f"cocoons-panel:{size}", self.boundingRect(), lambda q, r: self._paint_card(q))
        step = self.px * 1.5
        y = 8.0
        for line, rows in zip(self.lines, self.rows, strict=True):
            if y + step * rows > self.h + 1:
                break
            blit(p, f"cocoons-line:{self.w:.1f}:{self.px}:{rows}:{line}",
                 QRectF(12, y, self.w - 24, step * rows), _line_painter(line, self.px, rows))
            y += step * rows

    def _paint_card(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(QColor(theme.CREAM))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)


def _rows(line: str, w: float, px: float) -> int:
    """Rows `line` takes when wrapped at `px` in a panel `w` wide."""
    height = wrapped_size(line, px, w - 24, 10_000)[1]
    return max(1, round(height / line_height(px)))


@functools.lru_cache(maxsize=256)
def _panel_layout(lines: tuple[str, ...], w: float, max_h: float) -> tuple[float, tuple[int, ...]]:
    """The largest size (20 px down to the minimum) at which every line fits the card,
    a long line (German, French, the seal legend) taking two rows rather than being cut."""
    px = 20.0
    while True:
        rows = tuple(_rows(line, w, px) for line in lines)
        fits = sum(rows) * px * 1.5 + 16 <= max_h and max(rows, default=1) <= 2
        if fits or px <= theme.MIN_TABLE_PX:
            return px, rows
        px = max(theme.MIN_TABLE_PX, px - 1)


def _line_painter(line: str, px: float, rows: int = 1) -> Draw:
    if rows == 1:
        return lambda q, r: draw_text(q, r, line, px, colour=theme.INK, flags=LEFT, elide=True)
    return lambda q, r: draw_text(q, r, line, px, colour=theme.INK, flags=LEFT | WRAP)


class PictureItem(QGraphicsObject):
    """The picture the eight numbered trapdoors make once all are removed: a butterfly
    leaving its cocoon, cut into eight pieces around the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.s = 200.0
        self.setZValue(4)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.s, self.s)

    def set_size(self, s: float) -> None:
        if s != self.s:
            self.prepareGeometryChange()
            self.s = s
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        s = self.s
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(theme.INK), 3))
        p.setBrush(QColor("#e1f5fe"))
        p.drawRect(QRectF(0, 0, s, s))
        c = QPointF(s / 2, s / 2)
        for sx in (-1, 1):
            for sy, colour in ((-1, "#ff8a65"), (1, "#ba68c8")):
                wing = QRectF(c.x() + (0 if sx > 0 else -s * 0.44),
                              c.y() + (0 if sy > 0 else -s * 0.4),
                              s * 0.44, s * 0.4 if sy < 0 else s * 0.32)
                p.setBrush(QColor(colour))
                p.drawEllipse(wing)
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(QRectF(c.x() - s * 0.06, c.y() - s * 0.2, s * 0.12, s * 0.4), 8, 8)
        p.setPen(QPen(QColor(theme.WHITE), 2, Qt.PenStyle.DashLine))
        for i in (1, 2):
            p.drawLine(QPointF(i * s / 3, 0), QPointF(i * s / 3, s))
            p.drawLine(QPointF(0, i * s / 3), QPointF(s, i * s / 3))
        px = _px(s, 0.07)
        draw_text(p, QRectF(0, s - px * 1.6, s, px * 1.5), _("The picture is whole!"), px,
                  colour=theme.INK)
