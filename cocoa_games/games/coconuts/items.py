"""Coconuts' table pieces, drawn in code: cups, coconuts and shadows, launchers, the aim hint,
magic cards, wind arrows, player panels and the end board. See resources/README.md."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _, language, ngettext
from cocoa_games.ui import theme
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.pixmap_cache import blit
from cocoa_games.ui.text import CENTER, LEFT, WRAP, draw_text, fit_px

from .cards import card_effect, card_name
from .layout import RED

COLOURS = theme.register_palette("coconuts", {
    "yellow": "#f7c531", "yellow_dark": "#b98a0c", "red": "#d94a3a", "red_dark": "#8e2419",
    "wood": "#c98f55", "wood_dark": "#8a5a2e", "board": "#efd9a7", "line": "#d12b2b",
    "coconut": "#6b4424", "coconut_light": "#a0703f", "shadow": "#000000",
    "card": "#7b4fb3", "card_back": "#4a2f73", "wind": "#3a78b2",
})
#: a glyph per card kind, so the cards differ by more than colour
CARD_MARKS = {"guess_who": "?", "far_shot": "⇤", "aimed_shot": "◎", "call_the_wind": "≋",
              "freeze": "❄", "reduplicate": "×2"}
CARD_TINTS = {"guess_who": "#7b4fb3", "far_shot": "#2f7f9e", "aimed_shot": "#b23a48",
              "call_the_wind": "#3a78b2", "freeze": "#5aa0c8", "reduplicate": "#4f8a3c"}


class CupItem(Clickable):
    """One cup seen from above; `radius` is its rim in pixels at its own height."""

    margin = 6.0
    glow_radius = 40.0

    def __init__(self, cup_id: int) -> None:
        super().__init__(40, 40)
        self.cup_id = cup_id
        self.colour = "yellow"
        self.coconuts = 0
        self.covered = False
        self.marked = False  # the cup named by Aimed Shot
        self.wobble = 0.0    # degrees, while it shakes after a hit
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def set_look(self, colour: str, coconuts: int, covered: bool, marked: bool) -> None:
        if (colour, coconuts, covered, marked) != (self.colour, self.coconuts, self.covered,
                                                   self.marked):
            self.colour, self.coconuts, self.covered, self.marked = (colour, coconuts, covered,
                                                                     marked)
            self.update()

    def place(self, centre: QPointF, radius: float, z: float) -> None:
        """Centre the cup at `centre`; higher cups are drawn above lower ones."""
        self.set_size(2 * radius, 2 * radius)
        self.setPos(centre.x() - radius, centre.y() - radius)
        if self.transformOriginPoint() != QPointF(radius, radius):  # setting it repaints
            self.setTransformOriginPoint(radius, radius)
        self.setZValue(2 + z * 10 + self.cup_id * 0.001)  # overlapping cups: a fixed order

    def label(self) -> str:
        return _("A red cup") if self.colour == RED else _("A yellow cup")

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        look = (self.colour, self.coconuts, self.covered, self.marked, self.w, self.h)
        blit(p, f"coconuts-cup:{look}", self.boundingRect(), lambda q, r: self._draw(q))

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        main = QColor(COLOURS[self.colour])
        dark = QColor(COLOURS[f"{self.colour}_dark"])
        p.setPen(QPen(QColor(theme.INK), max(1.5, r.width() * 0.04)))
        p.setBrush(main)
        p.drawEllipse(r.adjusted(1, 1, -1, -1))
        inner = r.adjusted(r.width() * 0.16, r.height() * 0.16, -r.width() * 0.16,
                           -r.height() * 0.16)
        grad = QRadialGradient(inner.center() + QPointF(-inner.width() * 0.15, -inner.height()
                                                        * 0.15), inner.width() * 0.6)
        grad.setColorAt(0, dark.darker(140))
        grad.setColorAt(1, dark)
        p.setBrush(QBrush(grad))
        p.setPen(QPen(dark.darker(130), 1))
        p.drawEllipse(inner)
        if self.colour == "red":  # dots on the rim: red is never told by colour alone
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(theme.WHITE))
            c, rr = r.center(), r.width() * 0.42
            for k in range(8):
                a = k * math.pi / 4
                d = r.width() * 0.05
                p.drawEllipse(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)), d, d)
        self._paint_coconuts(p, inner)
        if self.marked:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(theme.BERRY), max(3.0, r.width() * 0.08), Qt.PenStyle.DashLine))
            p.drawEllipse(r.adjusted(-4, -4, 4, 4))

    def _paint_coconuts(self, p: QPainter, inner: QRectF) -> None:
        if self.coconuts <= 0:
            return
        shown = min(self.coconuts, 6)
        d = inner.width() * (0.42 if shown == 1 else 0.3)
        c = inner.center()
        p.setPen(QPen(QColor(theme.INK), 1))
        p.setBrush(QColor(COLOURS["coconut"]))
        for k in range(shown):
            a = k * 2 * math.pi / shown
            off = 0.0 if shown == 1 else inner.width() * 0.22
            p.drawEllipse(QPointF(c.x() + off * math.cos(a), c.y() + off * math.sin(a)),
                          d / 2, d / 2)
        if self.coconuts > 6:
            draw_text(p, inner, str(self.coconuts), max(theme.MIN_TABLE_PX, inner.height() * 0.5),
                      colour=theme.WHITE)


class CoconutItem(QGraphicsItem):
    """A coconut in flight or at rest: a hairy brown ball; the scene scales it by height."""

    def __init__(self) -> None:
        super().__init__()
        self.radius = 8.0
        self.setZValue(30)

    def set_radius(self, radius: float) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.35), r * 1.3)
        grad.setColorAt(0, QColor(COLOURS["coconut_light"]))
        grad.setColorAt(1, QColor(COLOURS["coconut"]))
        p.setPen(QPen(QColor(theme.INK), 1.5))
        p.setBrush(QBrush(grad))
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setBrush(QColor(theme.INK))  # the three "eyes" of a coconut
        p.setPen(Qt.PenStyle.NoPen)
        for dx, dy in ((-0.25, -0.1), (0.25, -0.1), (0.0, 0.3)):
            p.drawEllipse(QPointF(dx * r, dy * r), r * 0.11, r * 0.11)


class ShadowItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.radius = 8.0
        self.setZValue(1.5)

    def set_radius(self, radius: float) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        r = self.radius
        return QRectF(-r, -r * 0.7, 2 * r, 1.4 * r)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qcolor("#000000", 70))
        p.drawEllipse(self.boundingRect())


class LauncherItem(QGraphicsObject):
    """A seat's monkey launcher: a wooden spoon on a spring, turned to where it aims, with
    the pulled-back band while someone aims."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.size = 30.0
        self.angle = 0.0       # degrees, 0 = pointing up the screen
        self.pull = 0.0        # 0..1 while aiming
        self.active = False    # the shooter's launcher
        self.setZValue(3)

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def set_aim(self, angle: float, pull: float, active: bool) -> None:
        if (angle, pull, active) != (self.angle, self.pull, self.active):
            self.angle, self.pull, self.active = angle, pull, active
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        s = self.size * 1.35  # the spoon pulled all the way back, and the glow
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        look = (round(self.angle, 1), round(self.pull, 3), self.active, self.size)
        blit(p, f"coconuts-launcher:{look}", self.boundingRect(), lambda q, r: self._draw(q))

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        p.rotate(self.angle)
        if self.active:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.qcolor(theme.GLOW_SOFT, 110))
            p.drawEllipse(QPointF(0, 0), s * 1.05, s * 1.05)
        back = s * 0.2 + self.pull * s * 1.1
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(QColor(COLOURS["wood"]))
        p.drawRoundedRect(QRectF(-s * 0.55, -s * 0.25, s * 1.1, s * 0.9), 6, 6)  # the base
        p.setBrush(QColor(COLOURS["wood_dark"]))
        p.drawRoundedRect(QRectF(-s * 0.12, -s * 0.7 + back, s * 0.24, s * 0.9), 4, 4)  # arm
        p.setBrush(QColor(COLOURS["wood"]))
        p.drawEllipse(QPointF(0, -s * 0.7 + back), s * 0.3, s * 0.3)  # the spoon
        # a small monkey face on the base: ears, face, eyes
        face = QPointF(0, s * 0.35)
        p.setBrush(QColor("#7a4a26"))
        for dx in (-0.3, 0.3):
            p.drawEllipse(face + QPointF(dx * s, -s * 0.05), s * 0.12, s * 0.12)
        p.drawEllipse(face, s * 0.24, s * 0.2)
        p.setBrush(QColor("#f1d3a8"))
        p.drawEllipse(face + QPointF(0, s * 0.04), s * 0.16, s * 0.12)


class AimHintItem(QGraphicsItem):
    """The dotted start of the flight while aiming; dots grow with height."""

    def __init__(self) -> None:
        super().__init__()
        self.dots: list[tuple[QPointF, float]] = []
        self.bounds = QRectF()
        self.setZValue(25)

    def set_dots(self, dots: Sequence[tuple[QPointF, float]]) -> None:
        if not dots and not self.dots:
            return
        self.prepareGeometryChange()
        self.dots = list(dots)
        if self.dots:
            xs = [d[0].x() for d in self.dots]
            ys = [d[0].y() for d in self.dots]
            big = max(d[1] for d in self.dots) + 3
            self.bounds = QRectF(min(xs) - big, min(ys) - big, max(xs) - min(xs) + 2 * big,
                                 max(ys) - min(ys) + 2 * big)
        else:
            self.bounds = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.bounds

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(theme.INK), 1.5))
        p.setBrush(QColor(theme.WHITE))
        for point, r in self.dots:
            p.drawEllipse(point, r, r)


class CardItem(Clickable):
    """A magic card: its face (kind, glyph, what it does) or its back."""

    glow_radius = 16.0

    def __init__(self) -> None:
        super().__init__(120, 160)
        self.kind = ""  # "" = the back
        self.card = -1  # which card of the hand it shows (-1: none)
        self.setZValue(15)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def set_kind(self, kind: str) -> None:
        if kind != self.kind:
            self.kind = kind
            self.update()

    def label(self) -> str:
        return card_name(self.kind) if self.kind else _("A magic card")

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"coconuts-card:{self.kind}:{self.w}x{self.h}", self.rect(),
             lambda q, r: self._draw(q))

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        tint = CARD_TINTS.get(self.kind, COLOURS["card_back"])
        p.setPen(QPen(QColor(theme.INK), 3))
        p.setBrush(QColor(tint))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
        if not self.kind:
            draw_text(p, r, "✦", r.height() * 0.4, colour=theme.WHITE)
            return
        face = r.adjusted(8, 8, -8, -8)
        p.setBrush(QColor(theme.PAPER))
        p.setPen(QPen(QColor(theme.INK), 1.5))
        p.drawRoundedRect(face, 8, 8)
        name = card_name(self.kind)
        room = self.name_room()
        if self.wide():
            mark = QRectF(face.left(), face.top(), face.height(), face.height())
            draw_text(p, mark, CARD_MARKS.get(self.kind, "?"), face.height() * 0.6, colour=tint)
            draw_text(p, room, name, fit_px(name, room, min(22.0, face.height() * 0.45),
                                            theme.MIN_TABLE_PX, wrap=True),
                      colour=theme.INK, flags=LEFT | WRAP)
            return
        draw_text(p, room, name, fit_px(name, room, face.height() * 0.13, theme.MIN_TABLE_PX,
                                        wrap=True), colour=theme.INK, flags=CENTER | WRAP)
        mark = QRectF(face.left(), face.top() + face.height() * 0.3, face.width(),
                      face.height() * 0.3)
        draw_text(p, mark, CARD_MARKS.get(self.kind, "?"), face.height() * 0.22, colour=tint)
        if face.height() < 150:  # too small for the sentence: name and sign only
            return
        rest = QRectF(face.left() + 4, mark.bottom(), face.width() - 8,
                      face.bottom() - mark.bottom() - 2)
        effect = card_effect(self.kind)
        draw_text(p, rest, effect, fit_px(effect, rest, face.height() * 0.08, theme.MIN_TABLE_PX,
                                          wrap=True), bold=False, colour=theme.INK,
                  flags=CENTER | WRAP)

    def wide(self) -> bool:
        """A low, wide card (a narrow side column): the sign on the left and the name
        beside it across the whole width, so long names still fit."""
        return self.w > self.h * 1.2

    def name_room(self) -> QRectF:
        """Where the card's name is written."""
        face = self.rect().adjusted(8, 8, -8, -8)
        if self.wide():
            return QRectF(face.left() + face.height(), face.top() + 2,
                          face.width() - face.height() - 6, face.height() - 4)
        return QRectF(face.left() + 4, face.top() + 2, face.width() - 8, face.height() * 0.3 - 2)

    @staticmethod
    def tall_fits(kind: str, w: float) -> bool:
        """Whether every word of the card's name fits a standing card `w` wide."""
        metrics = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, True))
        room = w - 24  # the face's border and the name's margin (see name_room)
        return all(metrics.horizontalAdvance(word) <= room for word in card_name(kind).split())


class WindArrowItem(Clickable):
    """One of the winds Call the Wind may set: an arrow, longer for a stronger wind."""

    glow_radius = 30.0

    def __init__(self, wind: tuple[float, float]) -> None:
        super().__init__(56, 56)
        self.wind = wind
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def label(self) -> str:
        strong = abs(self.wind[0]) + abs(self.wind[1]) > 0.75
        return _("A strong wind") if strong else _("A gentle wind")

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"coconuts-wind:{self.wind}:{self.w}x{self.h}", self.rect(),
             lambda q, r: self._draw(q))

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(theme.qcolor(theme.WHITE, 220))
        p.drawEllipse(r.adjusted(2, 2, -2, -2))
        c = r.center()
        wx, wy = self.wind
        length = math.hypot(wx, wy) * r.width() * 0.4
        angle = math.atan2(-wy, wx)  # screen y runs down
        tip = QPointF(c.x() + math.cos(angle) * length, c.y() + math.sin(angle) * length)
        tail = QPointF(c.x() - math.cos(angle) * length, c.y() - math.sin(angle) * length)
        p.setPen(QPen(QColor(COLOURS["wind"]), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(tail, tip)
        head = QPainterPath(tip)
        for turn in (2.5, -2.5):
            head.lineTo(QPointF(tip.x() + math.cos(angle + turn) * 12,
                                tip.y() + math.sin(angle + turn) * 12))
            head.moveTo(tip)
        p.drawPath(head)


class PlayerPanelItem(QGraphicsObject):
    """A player's line in the side column: name, coconuts left to shoot, cards, cups won and
    the coconuts in them (the end's count)."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self.seat, self.name = seat, name
        self.w, self.h = 200.0, 48.0
        self.values: tuple = ()
        self._line: tuple[tuple, str] = ((), "")  # (values and language, numbers in words)
        self.setZValue(5)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self.update()

    def set_values(self, coconuts: int, cards: int, cups: int, score: int, current: bool,
                   winner: bool) -> None:
        values = (coconuts, cards, cups, score, current, winner)
        if values != self.values:
            self.values = values
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        if not self.values:
            return
        # the card and the name change rarely, the numbers on most moves: two pictures
        coconuts, cards, cups, score, current, winner = self.values
        made_for = (self.values, language())  # the words: once per change, not per paint
        if self._line[0] != made_for:
            self._line = (made_for, panel_line(coconuts, cards, cups, score))
        line = self._line[1]
        px, split = self._text_size(line)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        top = QRectF(r.left() + 8, r.top(), r.width() - 16, r.height() * split)
        low = QRectF(r.left() + 8, r.top() + r.height() * split, r.width() - 16,
                     r.height() * (1 - split))
        look = (self.name, current, winner, self.w, self.h, px, split)
        blit(p, f"coconuts-panel:{look}", self.boundingRect(),
             lambda q, _r: self._draw_card(q, r, top, px, current, winner))
        blit(p, f"coconuts-panel-line:{line}:{low.getRect()}:{px}:{split}", low,
             lambda q, _r: self._draw_line(q, low, line, px, split < 0.5))

    def _text_size(self, line: str) -> tuple[float, float]:
        """(text size, share of the height for the name) for the numbers `line`."""
        if panel_fits_one_row(line, self.w) or self.h < PANEL_TWO_ROWS_H - 0.5:
            return max(theme.MIN_TABLE_PX, min(20.0, self.h * 0.34)), 0.5
        # a narrow column (long words): the numbers wrap onto two rows under the name
        return max(theme.MIN_TABLE_PX, min(20.0, self.h * 0.26)), 0.34

    def _draw_card(self, p: QPainter, r: QRectF, top: QRectF, px: float, current: bool,
                   winner: bool) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = theme.GLOW_SOFT if winner else (theme.CARAMEL if current else theme.CREAM)
        p.setPen(QPen(QColor(theme.INK), 3 if current else 1.5))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(r, 10, 10)
        draw_text(p, top, self.name, px, colour=theme.INK, flags=LEFT, elide=True)

    @staticmethod
    def _draw_line(p: QPainter, low: QRectF, line: str, px: float, wrap: bool) -> None:
        draw_text(p, low, line, fit_px(line, low, px * (0.9 if wrap else 0.75),
                                       theme.MIN_TABLE_PX, bold=False, wrap=wrap),
                  bold=False, colour=theme.INK, flags=(LEFT | WRAP) if wrap else LEFT,
                  elide=not wrap)


#: panel height that holds the name and two rows of numbers at the smallest text size
PANEL_TWO_ROWS_H = 50.0


def panel_line(coconuts: int, cards: int, cups: int, score: int) -> str:
    """A player's numbers. Coconuts still to shoot and coconuts won (in the cups on the
    board) both matter: the end counts the second, so the two are never just "coconuts"."""
    return _("{left} · {cards} · {cups}, {inside}").format(
        left=ngettext("{n} to shoot", "{n} to shoot", coconuts).format(n=coconuts),
        cards=ngettext("{n} card", "{n} cards", cards).format(n=cards),
        cups=ngettext("{n} cup", "{n} cups", cups).format(n=cups),
        inside=ngettext("{n} inside", "{n} inside", score).format(n=score))


@functools.lru_cache(maxsize=512)  # asked for every panel on every redraw; lines recur
def panel_fits_one_row(line: str, panel_w: float) -> bool:
    """Whether `line` fits a panel `panel_w` wide in one row at the smallest text size."""
    metrics = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, False))
    return metrics.horizontalAdvance(line) <= panel_w - 18


class EndBoardItem(QGraphicsObject):
    """The end of the game over the table: why it ended (the tie-break if it decided), then
    every player's cups and coconuts, the winner first."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QRectF(0, 0, 400, 300)
        self.lines: list[tuple[str, str, bool]] = []
        self.title = ""
        self.why = ""
        self.setZValue(45)
        self.setVisible(False)

    def set_result(self, box: QRectF, title: str, lines: Sequence[tuple[str, str, bool]],
                   why: str = "") -> None:
        if (QRectF(box), title, list(lines), why) == (self.box, self.title, self.lines,
                                                        self.why):
            return  # the same board: nothing to repaint
        self.prepareGeometryChange()
        self.box, self.title, self.lines, self.why = QRectF(box), title, list(lines), why
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.box.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        b = self.box
        p.setPen(QPen(QColor(theme.INK), 4))
        p.setBrush(theme.qcolor(theme.PAPER, 240))
        p.drawRoundedRect(b, 20, 20)
        why_rows = 1.3 if self.why else 0.0
        row = b.height() / (len(self.lines) + 2 + why_rows)
        draw_text(p, QRectF(b.left(), b.top() + 6, b.width(), row), self.title,
                  max(theme.MIN_TABLE_PX, min(40.0, row * 0.55)), colour=theme.COCOA)
        if self.why:
            room = QRectF(b.left() + 24, b.top() + row, b.width() - 48, row * why_rows)
            px = fit_px(self.why, room, min(22.0, row * 0.36), theme.MIN_TABLE_PX, bold=False,
                        wrap=True)
            need = QFontMetricsF(theme.table_font(px, False)).boundingRect(
                room, int(CENTER | WRAP), self.why)
            if need.height() <= room.height() + 1:  # else left to the end screen, not spilt
                draw_text(p, room, self.why, px, bold=False, colour=theme.INK,
                          flags=CENTER | WRAP)
        for i, (name, detail, best) in enumerate(self.lines):
            y = b.top() + row * (i + 1.3 + why_rows)
            line = QRectF(b.left() + 24, y, b.width() - 48, row * 0.9)
            if best:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(theme.qcolor(theme.GLOW_SOFT, 160))
                p.drawRoundedRect(line, 10, 10)
            px = max(theme.MIN_TABLE_PX, min(26.0, row * 0.4))
            split = line.width() * 0.34
            room = QRectF(line.left() + split, line.top(), line.width() - split - 10,
                          line.height())
            small = max(theme.MIN_TABLE_PX, px * 0.85)
            wide = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, False)).horizontalAdvance
            if wide(detail) > room.width():
                # a narrow board: the name above its cups and coconuts, each on a full line
                half = line.height() / 2
                px = small = max(theme.MIN_TABLE_PX, min(px, half * 0.8))
                name_at = QRectF(line.left() + 10, line.top(), line.width() - 20, half)
                room = QRectF(line.left() + 10, line.top() + half, line.width() - 20, half)
            else:
                name_at = QRectF(line.left() + 10, line.top(), split - 14, line.height())
            draw_text(p, name_at, name, px, colour=theme.INK, flags=LEFT, elide=True)
            draw_text(p, room, detail, fit_px(detail, room, small, theme.MIN_TABLE_PX),
                      bold=False, colour=theme.INK, flags=LEFT, elide=True)
