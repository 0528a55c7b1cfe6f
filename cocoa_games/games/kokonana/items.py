"""Kokonana's scene items: river tiles, runners, keys, temple tiles, panels and buttons.

Items only draw what the scene tells them (set from observations) and report clicks to the
scene; they hold no rules. Each item repaints only when one of its own values changes, and
static pictures are cached per device transform, so showing a new observation is cheap.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import art
from . import layout as L

GLOW = QColor(255, 171, 0)
GLOW_SOFT = QColor(255, 214, 0, 150)
FOCUS = QColor("#0d47a1")
CREAM = QColor("#fff8e7")
SHALLOW_BACK = QColor("#6fd3c9")
DEEP_BACK = QColor("#1d4f91")


def font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def paint_glow(p: QPainter, rect: QRectF, radius: float = 14) -> None:
    """A warm halo: 'you may click here' (it pulses through the item's opacity).

    Stroking wide antialiased rounded rects costs ~0.3 ms each, and many halos appear at
    once, so the halo is drawn once per size into the shared pixmap cache."""
    outer = rect.adjusted(-GLOW_REACH, -GLOW_REACH, GLOW_REACH, GLOW_REACH)
    key = f"glow:{rect.width():.1f}x{rect.height():.1f}:{radius}"
    blit(p, key, outer, lambda q, r: _stroke_glow(q, r.adjusted(GLOW_REACH, GLOW_REACH,
                                                                -GLOW_REACH, -GLOW_REACH),
                                                  radius))


GLOW_REACH = 8  # how far the halo reaches outside the item (3 px offset + half a 10 px pen)


def _stroke_glow(p: QPainter, rect: QRectF, radius: float) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    # a soft halo around a strong amber ring: easy to spot for small children, and no
    # wider than the gap between two tiles (a neighbour's glow never covers a tile)
    p.setPen(QPen(GLOW_SOFT, 10))
    p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
    p.setPen(QPen(GLOW, 6))
    p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)


def blit(p: QPainter, key: str, rect: QRectF, draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draw a picture through a pixmap cached at the exact device size, so repainting a
    tile is one copy, and the copy is pixel-sharp at any zoom."""
    t = p.worldTransform()
    scale = abs(t.m22()) * p.device().devicePixelRatioF()
    if scale <= 0 or t.m12() or t.m21():
        draw(p, rect)
        return
    w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    cache_key = f"kokonana:{key}:{w}x{h}"
    pm = QPixmapCache.find(cache_key)  # type: ignore[call-overload]  # (stubs lack find(str))
    if pm is None or pm.isNull():
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        q = QPainter(pm)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        q.scale(scale, scale)
        q.translate(-rect.topLeft())
        draw(q, rect)
        q.end()
        QPixmapCache.insert(cache_key, pm)
    if abs(abs(t.m11()) - abs(t.m22())) < 1e-9:
        # same scale both ways: copy 1:1 onto whole device pixels
        top_left = t.map(rect.topLeft())
        p.save()
        p.resetTransform()
        dpr = p.device().devicePixelRatioF()
        pm.setDevicePixelRatio(dpr)
        p.drawPixmap(QPointF(round(top_left.x() * dpr) / dpr, round(top_left.y() * dpr) / dpr), pm)
        pm.setDevicePixelRatio(1.0)
        p.restore()
    else:  # squeezed while a tile turns over
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, pm, QRectF(0, 0, w, h))


def blit_runner(p: QPainter, seat: int, rect: QRectF) -> None:
    blit(p, f"pawn:{seat}", rect, lambda q, r: art.paint_runner(q, None, seat, r))


def blit_layers(p: QPainter, name: str, layers, rect: QRectF, outline: float) -> None:
    blit(p, f"layers:{name}:{outline}", rect, lambda q, r: art.paint_layers(q, layers, r, outline))


def blit_key(p: QPainter, colour: str, rect: QRectF) -> None:
    blit(p, f"keyart:{colour}", rect, lambda q, r: art.paint_key(q, colour, r))


def pulse_opacity(pulse: float) -> float:
    return 0.7 + 0.3 * pulse  # never fades so far that a child loses sight of it


class GlowItem(QGraphicsItem):
    """The halo behind a live target: its own cached item, so pulsing (a change of opacity)
    repaints nothing."""

    def __init__(self, parent: Clickable, radius: float) -> None:
        super().__init__(parent)
        self._owner = parent
        self.radius = radius
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # switched off by opacity 0 (not drawn), never hidden: hiding an item drops its
        # cache, and halos come and go on most moves
        self.setOpacity(0.0)
        self.resize()

    def resize(self) -> None:
        """Take the parent's new size (Qt asks for the bounds hundreds of times a frame,
        so they are kept, not recomputed)."""
        self.prepareGeometryChange()
        self._bounds = self._owner.glow_rect().adjusted(-14, -14, 14, 14)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_glow(p, self._owner.glow_rect(), self.radius)


class Clickable(QGraphicsObject):
    """Base of anything the player may click; `target` is set by the scene when it is live."""

    margin = 10.0
    glow_radius = 14.0

    def __init__(self, w: float, h: float) -> None:
        super().__init__()
        self.w, self.h = w, h
        m = self.margin
        self._bounds = QRectF(-m, -m, w + 2 * m, h + 2 * m)  # kept: Qt asks very often
        self.target: object | None = None  # what activating does (an Action or a callable)
        self.glow = False
        self.on_activate: Callable[[Clickable], None] | None = None
        self.glow_item = GlowItem(self, self.glow_radius)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def glow_rect(self) -> QRectF:
        return self.rect()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds

    def set_width(self, w: float) -> None:
        if w == self.w:
            return
        self.prepareGeometryChange()
        self.w = w
        m = self.margin
        self._bounds = QRectF(-m, -m, w + 2 * m, self.h + 2 * m)
        self.glow_item.resize()

    def set_live(self, target: object | None, glow: bool = True) -> None:
        live_glow = glow and target is not None
        if target is self.target and live_glow == self.glow:
            return
        self.target = target
        if live_glow != self.glow:
            self.glow = live_glow
            self.glow_item.setOpacity(1.0 if live_glow else 0.0)  # the pulse takes it on
        self.setCursor(Qt.CursorShape.PointingHandCursor if target is not None
                       else Qt.CursorShape.ArrowCursor)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt name
        if self.target is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt name
        if self.target is not None and self.rect().contains(event.pos()) and self.on_activate:
            self.on_activate(self)


class TileItem(Clickable):
    """A river tile: face down (shallow or deep back), face up (motif), or a stepping stone."""

    def __init__(self, name: str) -> None:
        super().__init__(L.TILE_W, L.TILE_H)
        self.name = name
        self.deep = name.startswith("D")
        self.motif: str | None = None
        self.stone = False
        self.fresh = False  # turned this turn and not (yet) a stone
        self.turn = 1.0  # horizontal scale during the flip animation
        self.setPos(L.tile_rect(name).topLeft())
        self.setZValue(1)

    def set_face(self, motif: str | None, stone: bool, fresh: bool) -> None:
        if (motif, stone, fresh) == (self.motif, self.stone, self.fresh):
            return
        self.motif, self.stone, self.fresh = motif, stone, fresh
        self.update()

    def set_turn(self, value: float) -> None:
        self.turn = value
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.rect()
        if self.turn != 1.0:
            p.save()
            p.translate(r.center())
            p.scale(max(self.turn, 0.02), 1)
            p.translate(-r.center())
        whole = r.adjusted(0, 0, 4, 5)  # with its shadow
        if self.motif is None:
            blit(p, f"back:{self.deep}", whole, self._paint_back)
        else:
            blit(p, f"face:{self.deep}:{self.motif}:{self.stone}:{self.fresh}", whole,
                 self._paint_face)
        if self.turn != 1.0:
            p.restore()

    def _paint_back(self, p: QPainter, whole: QRectF) -> None:
        r = _shadow(p, whole)
        back = DEEP_BACK if self.deep else SHALLOW_BACK
        p.setPen(QPen(QColor("#12355e") if self.deep else QColor("#2a8f86"), 3))
        p.setBrush(back)
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.deep:  # deep: bubbles
            p.setPen(QPen(QColor(255, 255, 255, 120), 3))
            for cx, cy, rad in ((30, 34, 10), (60, 56, 14), (36, 78, 7), (70, 26, 6)):
                p.drawEllipse(QPointF(cx, cy), rad, rad)
        else:  # shallow: ripples
            p.setPen(QPen(QColor(255, 255, 255, 170), 3.5))
            for y in (30, 53, 76):
                p.drawPath(_ripple(14, 82, y))

    def _paint_face(self, p: QPainter, whole: QRectF) -> None:
        r = _shadow(p, whole)
        edge = QColor("#1d4f91") if self.deep else QColor("#2a8f86")
        if self.stone:
            p.setPen(QPen(QColor("#8a7a66"), 5))
            p.setBrush(QColor("#f3ead8"))
        else:
            p.setPen(QPen(QColor("#ff7a00"), 6))  # a freshly turned tile, not a stone yet
            p.setBrush(CREAM)
        p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
        if self.stone:
            p.setPen(QPen(edge, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(8, 8, -8, -8), 8, 8)
        size = r.width() - 18
        art.paint_motif(p, self.motif or "", QRectF(9, (r.height() - size) / 2, size, size))


def _shadow(p: QPainter, whole: QRectF) -> QRectF:
    """Paint a tile's soft shadow into `whole`; returns the tile's own rect."""
    r = QRectF(whole.x(), whole.y(), whole.width() - 4, whole.height() - 5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 50))
    p.drawRoundedRect(r.translated(3, 4), 12, 12)
    return r


def _ripple(x0: float, x1: float, y: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y))
    step = (x1 - x0) / 4
    for i in range(4):
        path.quadTo(x0 + step * (i + 0.5), y + (-6 if i % 2 == 0 else 6), x0 + step * (i + 1), y)
    return path


class PlaceItem(Clickable):
    """A clickable bank (sandbank / temple bank) used as a hop target; draws only a glow."""

    def __init__(self, name: str, rect: QRectF) -> None:
        super().__init__(rect.width(), rect.height())
        self.name = name
        self.setPos(rect.topLeft())
        self.setZValue(0.5)

    glow_radius = 18.0

    def glow_rect(self) -> QRectF:
        return self.rect().adjusted(4, 4, -4, -4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pass  # the bank itself is part of the board picture; only its glow is drawn


_S = L.RUNNER / 2 + 12
RUNNER_BOUNDS = QRectF(-_S, -_S, 2 * _S, 2 * _S)  # runner and halo; kept: Qt asks very often


class HaloItem(QGraphicsItem):
    """The glowing disc behind the runner whose turn it is (pulses by opacity)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)  # shown/hidden every turn: drawn from the shared cache

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return RUNNER_BOUNDS

    def paint(self, p: QPainter, option, widget=None) -> None:
        blit(p, "halo", self.boundingRect(), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        s = L.RUNNER / 2
        c = QColor(GLOW)
        c.setAlphaF(0.85)
        p.setPen(QPen(QColor("#ffffff"), 3))
        p.setBrush(c)
        p.drawEllipse(QPointF(0, 2), s + 9, s + 9)


class RunnerItem(QGraphicsObject):
    """A runner; the one whose turn it is stands in a pulsing halo."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.colour = art.RUNNER_ORDER[seat % 4]
        self.current = False
        self.anim: QVariantAnimation | bool | None = None  # True: moving, no animation object
        self.home = QPointF()
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.halo = HaloItem(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return RUNNER_BOUNDS

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.setZValue(6 if current else 5)
            self.halo.setVisible(current)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = L.RUNNER / 2
        blit(p, f"runner:{self.seat}", QRectF(-s, -s, 2 * s, 2 * s), self._paint_art)

    def _paint_art(self, p: QPainter, r: QRectF) -> None:
        s = r.width() / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawEllipse(QPointF(r.center().x(), r.center().y() + s - 4), s * 0.6, 7)
        art.paint_runner(p, self.colour, self.seat, r)


class KeyItem(Clickable):
    """One of the five keys on the sandbank (clickable when a key may be taken)."""

    margin = 8.0
    glow_radius = 12.0

    def __init__(self, colour: str, index: int) -> None:
        rect = L.key_rect(index)
        super().__init__(rect.width(), rect.height())
        self.colour = colour
        self.setPos(rect.topLeft())
        self.setZValue(2)

    def paint(self, p: QPainter, option, widget=None) -> None:
        blit(p, f"key:{self.colour}", self.rect(),
             lambda q, r: art.paint_key(q, self.colour, r.adjusted(2, 0, -2, 0)))


class TempleTileItem(Clickable):
    """A temple tile: face down, or its face (for the peeker during a peek, or the winner's
    lock once revealed). Small eyes in the peekers' colours show *where* each seat peeked."""

    margin = 12.0

    def __init__(self, slot: int) -> None:
        super().__init__(84, 100)
        self.slot = slot
        self.face: str | None = None
        self.peekers: tuple[int, ...] = ()
        self.peeking: int | None = None  # seat peeking at this tile right now
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, face: str | None, peekers: tuple[int, ...], peeking: int | None) -> None:
        if (face, peekers, peeking) == (self.face, self.peekers, self.peeking):
            return
        self.face, self.peekers, self.peeking = face, peekers, peeking
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        lifted = self.peeking is not None
        if lifted:  # someone holds this tile up
            r = r.translated(0, -6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r.translated(3, 6 if lifted else 4), 10, 10)
        p.setPen(QPen(QColor("#6b5433"), 3))
        if self.face is None:
            grad = QLinearGradient(0, 0, 0, r.height())
            grad.setColorAt(0, QColor("#d9c08f"))
            grad.setColorAt(1, QColor("#b8975f"))
            p.setBrush(QBrush(grad))
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            art.paint_layers(p, art.temple_back_layers(), QRectF(r.x() + 12, r.y() + 14, 60, 60), 2)
        else:
            p.setBrush(CREAM)
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            face_rect = QRectF(r.x() + 10, r.y() + 12, 64, 64)
            if self.face == "wall":
                art.paint_layers(p, art.wall_layers(), face_rect, 2)
            else:
                art.paint_lock(p, self.face, face_rect)
        # its number, as the log and hints name it ("temple tile 6")
        p.setFont(font(20, True))
        p.setPen(QColor("#6b5433"))
        p.drawText(QRectF(r.right() - 30, r.y() + 4, 24, 24), Qt.AlignmentFlag.AlignCenter,
                   str(self.slot + 1))
        # where people peeked: one small eye per seat, in that seat's colour
        for i, seat in enumerate(self.peekers):
            fill, _ = art.runner_style(None, seat)
            x = r.x() + 4 + i * 20
            p.setPen(QPen(QColor(art.INK), 1.5))
            p.setBrush(QColor(fill))
            p.drawRoundedRect(QRectF(x, r.bottom() - 22, 19, 17), 5, 5)
            art.paint_layers(p, art.eye_layers(), QRectF(x + 2, r.bottom() - 19, 15, 11), 1.2)
        if self.peeking is not None:  # lifted
            fill, _ = art.runner_style(None, self.peeking)
            p.setPen(QPen(QColor(art.INK), 2))
            p.setBrush(QColor(fill))
            p.drawEllipse(QPointF(r.right() - 4, r.y() + 4), 15, 15)
            art.paint_layers(p, art.eye_layers(), QRectF(r.right() - 16, r.y() - 4, 24, 16), 1.5)


class ButtonItem(Clickable):
    """A big friendly button with a keyboard letter on it."""

    margin = 12.0
    glow_radius = 24.0

    def __init__(self, text: str = "", colour: str = "#ffb74d", icon: str | None = None) -> None:
        super().__init__(300, L.BUTTON_H)
        self.text = text
        self.colour = colour
        self.icon = icon
        self.shortcut = ""
        self.setZValue(20)
        # the five buttons are relabelled on most moves: each look is drawn once into the
        # shared pixmap cache and copied from there (an item cache would redraw it each time)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def configure(self, text: str, colour: str, icon: str | None, shortcut: str, width: float) -> None:
        if (text, colour, icon, shortcut, width) == (self.text, self.colour, self.icon,
                                                     self.shortcut, self.w):
            return
        self.set_width(width)
        self.text, self.colour, self.icon, self.shortcut = text, colour, icon, shortcut
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        key = f"button:{self.text}:{self.colour}:{self.icon}:{self.shortcut}:{self.w:.2f}"
        blit(p, key, self.rect().adjusted(0, 0, 0, 5), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        r = self.rect()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r.translated(0, 5), 22, 22)
        base = QColor(self.colour)
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, base.lighter(118))
        grad.setColorAt(1, base)
        p.setPen(QPen(QColor(art.INK), 3))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 22, 22)
        x = 22.0
        if self.icon == "talisman":
            blit_layers(p, "talisman", art.talisman_layers(), QRectF(x, r.height() / 2 - 27, 54, 54), 2)
            x += 64
        elif self.icon and self.icon.startswith("key:"):
            blit_key(p, self.icon[4:], QRectF(x - 4, r.height() / 2 - 22, 88, 44))
            x += 88
        elif self.icon == "eye":
            blit_layers(p, "eye", art.eye_layers(), QRectF(x, r.height() / 2 - 18, 56, 36), 2.5)
            x += 66
        text_rect = QRectF(x, 0, r.width() - x - (20 + 14 * max(len(self.shortcut), 3) if self.shortcut else 18), r.height())
        dark = QColor(self.colour).lightness() > 120
        p.setPen(QColor(art.INK) if dark else QColor("#ffffff"))
        size = 44 if self.text == "Kokonana!" else 34 if len(self.text) <= 14 else 28
        p.setFont(font(size, True))
        p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
        if self.shortcut:  # the keyboard letter in a little keycap
            p.setFont(font(20, True))
            cap_w = max(34.0, p.fontMetrics().horizontalAdvance(self.shortcut) + 14.0)
            cap = QRectF(r.width() - 12 - cap_w, r.height() / 2 - 17, cap_w, 34)
            p.setPen(QPen(QColor(art.INK), 2))
            p.setBrush(QColor(255, 255, 255, 200))
            p.drawRoundedRect(cap, 7, 7)
            p.setPen(QColor(art.INK))
            p.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.shortcut)


class PanelItem(QGraphicsObject):
    """One seat's corner: runner, name, key, talismans and how many temple tiles it peeked."""

    def __init__(self, seat: int, name: str, rect: QRectF) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.w, self.h = rect.width(), rect.height()
        self._bounds = QRectF(-8, -8, self.w + 16, self.h + 16)
        self.setPos(rect.topLeft())
        self.values: tuple = (None, 0, 0, False, False)  # key, talismans, peeks, turn, winner
        # the turn ring moves every turn: each look is drawn once into the shared pixmap
        # cache and copied from there (an item cache would redraw the panel each time)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._bounds

    def set_values(self, key: str | None, talismans: int, peeks: int, turn: bool,
                   winner: bool) -> None:
        values = (key, talismans, peeks, turn, winner)
        if values != self.values:
            self.values = values
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        key = f"panel:{self.seat}:{self.name}:{self.w:.2f}x{self.h:.2f}:{self.values}"
        blit(p, key, self.boundingRect(), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        key, talismans, peeks, turn, winner = self.values
        fill, _ = art.runner_style(None, self.seat)
        r = QRectF(0, 0, self.w, self.h)
        if turn or winner:
            p.setPen(QPen(GLOW, 10))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 20, 20)
        bg = QColor(fill).lighter(175)
        p.setPen(QPen(QColor(fill).darker(130), 4))
        p.setBrush(bg)
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 18, 18)
        blit_runner(p, self.seat, QRectF(10, 8, 64, 64))
        p.setPen(QColor(art.INK))
        p.setFont(font(34, True))
        name_rect = QRectF(82, 10, self.w - 92, 56)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                              int(name_rect.width())))
        # key (or an empty dashed outline: "no key yet")
        row = 78.0
        key_box = QRectF(14, row, 116, 54)
        if key:
            blit_key(p, key, key_box)
        else:
            p.setPen(QPen(QColor(0, 0, 0, 90), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(key_box, 12, 12)
            p.setPen(QColor(0, 0, 0, 150))
            p.setFont(font(22, True))
            p.drawText(key_box, Qt.AlignmentFlag.AlignCenter, "no key")
        # talismans: up to three tokens drawn, then the number
        x = 146.0
        shown = min(talismans, 3)
        size = 52.0
        for i in range(shown):
            blit_layers(p, "talisman", art.talisman_layers(), QRectF(x + i * 20, row + 1, size, size), 2)
        count_x = x + max(shown - 1, 0) * 20 + size + 6
        if talismans == 0:
            p.setPen(QPen(QColor(0, 0, 0, 90), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(x, row + 1, size, size))
        p.setPen(QColor(art.INK) if talismans else QColor(0, 0, 0, 150))
        p.setFont(font(32, True))
        p.drawText(QRectF(count_x, row, 70, size + 2), Qt.AlignmentFlag.AlignVCenter, f"×{talismans}")
        # peeks: where this seat looked is public, so the count is too
        eye_x = count_x + 76
        if self.w - eye_x < 120:  # a narrow panel (four players): peeks on their own row
            eye_x, eye_y = 14.0, row + 62
        else:
            eye_y = row + 8
        blit_layers(p, "eye", art.eye_layers(), QRectF(eye_x, eye_y + 4, 48, 30), 2)
        p.setPen(QColor(art.INK))
        p.setFont(font(30, True))
        label = "WINNER!" if winner else f"×{peeks}"
        p.drawText(QRectF(eye_x + 54, eye_y - 4, self.w - eye_x - 60, 44),
                   Qt.AlignmentFlag.AlignVCenter, label)


BANNER_BOUNDS = QRectF(0, 0, L.BANNER.width(), L.BANNER.height())


class BannerItem(QGraphicsObject):
    """The big line at the top: whose turn, and what to do now."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.seat: int | None = None
        self.supply = 13
        self.setPos(L.BANNER.topLeft())
        # the hint changes on nearly every move: each line is drawn once into the shared
        # pixmap cache and copied from there (an item cache would redraw it each time)
        self.setZValue(3)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return BANNER_BOUNDS

    SUPPLY_W = 240.0  # the talisman supply, right

    @staticmethod
    def text_left(seat: int | None) -> float:
        return 18.0 if seat is None else 100.0  # after the runner, when there is one

    def set_values(self, text: str, seat: int | None, supply: int) -> None:
        if (text, seat, supply) == (self.text, self.seat, self.supply):
            return
        if (seat, supply) == (self.seat, self.supply):
            # only the words changed (most moves): repaint just the span the old or the new
            # words cover, not the whole width of the table
            metrics = QFontMetricsF(font(36, True))
            x = self.text_left(seat)
            room = BANNER_BOUNDS.width() - 4 - x - self.SUPPLY_W
            wide = 1.05 * max(metrics.horizontalAdvance(text), metrics.horizontalAdvance(self.text))
            self.text = text
            self.update(QRectF(x - 8, 0, min(wide + 8, room) + 16, BANNER_BOUNDS.height()))
            return
        self.text, self.seat, self.supply = text, seat, supply
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        key = f"banner:{self.seat}:{self.supply}:{self.text}"
        blit(p, key, self.boundingRect(), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        fill = art.runner_style(None, self.seat)[0] if self.seat is not None else "#ffe0a3"
        p.setPen(QPen(QColor(art.INK), 3))
        p.setBrush(QColor(fill).lighter(170))
        p.drawRoundedRect(r, 22, 22)
        x = self.text_left(self.seat)
        if self.seat is not None:
            blit_runner(p, self.seat, QRectF(18, 8, 70, 70))
        supply_w = self.SUPPLY_W
        p.setPen(QColor(art.INK))
        p.setFont(font(36, True))
        text_rect = QRectF(x, 0, r.width() - x - supply_w, r.height())
        p.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   p.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight,
                                              int(text_rect.width())))
        # the talisman supply, top right
        sx = r.right() - supply_w + 10
        blit_layers(p, "talisman", art.talisman_layers(), QRectF(sx, 14, 60, 60), 2)
        p.setFont(font(28, True))
        p.drawText(QRectF(sx + 66, 0, supply_w - 70, r.height()), Qt.AlignmentFlag.AlignVCenter,
                   f"×{self.supply} left")


class FocusRing(QGraphicsObject):
    """The keyboard focus: a bold dashed frame around the focused target."""

    def __init__(self) -> None:
        super().__init__()
        self.r = QRectF()
        self.setZValue(50)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.r:
            self.prepareGeometryChange()
            self.r = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self.r.adjusted(-14, -14, 14, 14)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#ffffff"), 10))
        p.drawRoundedRect(self.r.adjusted(-9, -9, 9, 9), 16, 16)
        pen = QPen(FOCUS, 6, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(self.r.adjusted(-9, -9, 9, 9), 16, 16)


class CardItem(QGraphicsObject):
    """A large centred card: the private peek ("only you can see this") or the winner."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = ""  # "peek" | "winner"
        self.face: str | None = None
        self.seat: int | None = None
        self.title = ""
        self.caption = ""
        self.w, self.h = 640.0, 330.0
        self.setZValue(30)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-10, -10, self.w + 20, self.h + 20)

    def set_values(self, kind: str, face: str | None, seat: int | None, title: str,
                   caption: str) -> None:
        values = (kind, face, seat, title, caption)
        if values != (self.kind, self.face, self.seat, self.title, self.caption):
            self.kind, self.face, self.seat, self.title, self.caption = values
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(r.translated(6, 8), 28, 28)
        fill = art.runner_style(None, self.seat)[0] if self.seat is not None else "#ffe0a3"
        p.setPen(QPen(QColor(art.INK), 4))
        p.setBrush(QColor(fill).lighter(175))
        p.drawRoundedRect(r, 28, 28)
        p.setPen(QColor(art.INK))
        p.setFont(font(40, True))
        p.drawText(QRectF(20, 14, self.w - 40, 60), Qt.AlignmentFlag.AlignCenter, self.title)
        face_rect = QRectF(30, 92, 170, 170)
        p.setPen(QPen(QColor("#6b5433"), 3))
        p.setBrush(CREAM)
        p.drawRoundedRect(face_rect.adjusted(-10, -10, 10, 10), 16, 16)
        if self.face == "wall":
            art.paint_layers(p, art.wall_layers(), face_rect, 3)
        elif self.face:
            art.paint_lock(p, self.face, face_rect)
        elif self.seat is not None:
            art.paint_runner(p, None, self.seat, face_rect)
        text_right = self.w - 20
        if self.kind == "winner" and self.seat is not None and self.face:
            art.paint_runner(p, None, self.seat, QRectF(self.w - 150, 110, 120, 120))
            text_right = self.w - 160
        p.setPen(QColor(art.INK))
        p.setFont(font(28, True))
        p.drawText(QRectF(224, 92, text_right - 224, 190),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   self.caption)


class BoardBackground(QGraphicsItem):
    """The static board: village bank, the two river halves, sandbank, temple bank, temple."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, 1600, 1000)

    def paint(self, p: QPainter, option, widget=None) -> None:
        """Copy the exposed part from an opaque picture of the whole board at the exact
        device size: a plain pixel copy, the cheapest thing a repaint can do."""
        t = p.worldTransform()
        dpr = p.device().devicePixelRatioF()
        scale = abs(t.m22()) * dpr
        if scale <= 0 or t.m12() or t.m21() or abs(abs(t.m11()) - abs(t.m22())) > 1e-9:
            self._paint_board(p)
            return
        w, h = math.ceil(1600 * scale), math.ceil(1000 * scale)
        key = f"kokonana:board:{w}x{h}"
        pm = QPixmapCache.find(key)  # type: ignore[call-overload]  # (stubs lack find(str))
        if pm is None or pm.isNull():
            image = QImage(w, h, QImage.Format.Format_RGB32)
            q = QPainter(image)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            q.scale(scale, scale)
            self._paint_board(q)
            q.end()
            pm = QPixmap.fromImage(image)
            QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
            QPixmapCache.insert(key, pm)
        exposed = option.exposedRect if option is not None else self.boundingRect()
        exposed = exposed.intersected(self.boundingRect())
        origin = t.map(QPointF(0, 0))
        ox, oy = round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr
        target = t.mapRect(exposed).adjusted(-1, -1, 1, 1)
        source = QRectF((target.x() - ox) * dpr, (target.y() - oy) * dpr,
                        target.width() * dpr, target.height() * dpr)
        p.save()
        p.resetTransform()
        p.drawPixmap(target, pm, source)
        p.restore()

    def _paint_board(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.boundingRect(), QColor("#f7edd5"))
        board = QRectF(L.VILLAGE.x(), L.BOARD_TOP, L.TEMPLE_AREA.right() - L.VILLAGE.x(),
                       L.BOARD_BOTTOM - L.BOARD_TOP)
        p.setPen(QPen(QColor(art.INK), 3))
        p.setBrush(QColor("#7cb342"))
        p.drawRoundedRect(board.adjusted(-4, -4, 4, 4), 24, 24)
        self._water(p, L.SHALLOW, QColor("#9fe3dc"), QColor("#7fd3cb"))
        self._water(p, L.DEEP, QColor("#2f6db5"), QColor("#235a9c"))
        self._bank(p, L.VILLAGE, QColor("#9ccc65"), "Village")
        self._bank(p, L.SAND, QColor("#f3d58e"), "Sandbank")
        self._bank(p, L.TEMPLE_BANK, QColor("#8bc34a"), "Temple\nbank")
        # the temple platform
        p.setPen(QPen(QColor("#6b5433"), 3))
        p.setBrush(QColor("#cdb892"))
        p.drawRoundedRect(L.TEMPLE_AREA.adjusted(2, 6, -2, -6), 18, 18)
        # faint sockets where tiles lie, so an empty grid still reads as a grid
        p.setPen(Qt.PenStyle.NoPen)
        for half, shade in (("S", QColor(255, 255, 255, 40)), ("D", QColor(255, 255, 255, 25))):
            p.setBrush(shade)
            for name in L.tile_names(half):
                p.drawRoundedRect(L.tile_rect(name).adjusted(-3, -3, 3, 3), 14, 14)
        # little huts on the village bank, steps at the temple bank
        art.paint_layers(p, art.temple_back_layers(),
                         QRectF(L.TEMPLE_BANK.x() + 12, L.TEMPLE_BANK.bottom() - 140, 80, 80), 2)
        _hut(p, L.VILLAGE.x() + 30, L.VILLAGE.bottom() - 120)

    def _water(self, p: QPainter, r: QRectF, top: QColor, bottom: QColor) -> None:
        grad = QLinearGradient(0, r.y(), 0, r.bottom())
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawRect(r)
        p.setPen(QPen(QColor(255, 255, 255, 60), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(9):
            y = r.y() + 20 + i * 55
            p.drawPath(_ripple(r.x() + 10 + (i % 3) * 40, r.x() + 90 + (i % 3) * 40, y))

    def _bank(self, p: QPainter, r: QRectF, colour: QColor, label: str) -> None:
        p.setPen(QPen(colour.darker(130), 3))
        p.setBrush(colour)
        p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 18, 18)
        p.setPen(QColor(art.INK))
        p.setFont(font(18, True))
        p.drawText(QRectF(r.x(), r.bottom() - 56, r.width(), 50),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, label)


def _hut(p: QPainter, x: float, y: float) -> None:
    p.setPen(QPen(QColor(art.INK), 2))
    p.setBrush(QColor("#c8a165"))
    p.drawRect(QRectF(x + 6, y + 30, 48, 34))
    roof = QPainterPath(QPointF(x - 4, y + 32))
    roof.lineTo(x + 30, y)
    roof.lineTo(x + 64, y + 32)
    roof.closeSubpath()
    p.setBrush(QColor("#8d6e3f"))
    p.drawPath(roof)
    p.setBrush(QColor("#5d4037"))
    p.drawRect(QRectF(x + 24, y + 44, 12, 20))


class ShoutItem(QGraphicsObject):
    """A speech bubble: "Kokonana!" shouted by the runner whose tiles did not match."""

    def __init__(self) -> None:
        super().__init__()
        self.text = "Kokonana!"
        self.below = False  # the bubble hangs below its point (near the top of the table)
        self.setZValue(40)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_below(self, below: bool) -> None:
        if below != self.below:
            self.below = below
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-170, -120, 340, 240)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = 1 if self.below else -1  # which way the bubble goes from the runner
        box = QRectF(-160, 26 if self.below else -112, 320, 86)
        bubble = QPainterPath()
        bubble.addRoundedRect(box, 40, 40)
        tail = QPainterPath(QPointF(-20, 30 * d))
        tail.lineTo(0, 0)
        tail.lineTo(22, 30 * d)
        tail.closeSubpath()
        p.setPen(QPen(QColor(art.INK), 4))
        p.setBrush(QColor("#fff3e0"))
        p.drawPath(bubble.united(tail))
        p.setPen(QColor("#e64a19"))
        p.setFont(font(48, True))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)
