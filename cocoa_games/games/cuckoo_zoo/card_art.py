"""Card faces and the card back of Cuckoo Zoo, painted by code and cached as pixmaps.

A face is identified by `(colour, animal)`; a butterfly has colour None. Colours are
never the only cue: each colour has its own pattern symbol (red hearts, yellow suns,
green leaves, blue waves), scattered over the frame and in a badge top left; no letter
(an initial would name the colour in one language only).

`blit_card(painter, face, rect)` draws through the app's one pixmap cache: once per face
and device size, then a single copy at device resolution — crisp at any zoom, cheap.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)

from cocoa_games.core.i18n import _
from cocoa_games.ui.pixmap_cache import blit, device_scale, picture

from .animal_art import INK, draw_animal, rainbow_brush
from .words import BUTTERFLY_NAME, animal_name

#: logical card size (scene units); ratio 5:7 like real cards
CARD_W = 150.0
CARD_H = 210.0

COLOURS = ("red", "yellow", "green", "blue")
ANIMALS = ("cow", "sheep", "dog", "cat", "bee", "donkey", "lion", "rooster")

#: strong colour, light tint, ink for text on the tint. The strong colours also differ in
#: lightness (red darkest, then green, blue, yellow) so they stay apart in grey too.
PALETTE: dict[str, tuple[str, str, str]] = {
    "red": ("#b3162e", "#fde2e4", "#8c1023"),
    "yellow": ("#f2b705", "#fff4c2", "#7a5a00"),
    "green": ("#2e9e44", "#dcf5df", "#145a22"),
    "blue": ("#4496ea", "#dbe9fb", "#0d3f80"),
}
PATTERN_NAME = {"red": "hearts", "yellow": "suns", "green": "leaves", "blue": "waves"}

Face = tuple  # (colour | None, animal)


# -- pattern symbols ---------------------------------------------------------------------
def heart_path(cx: float, cy: float, s: float) -> QPainterPath:
    path = QPainterPath(QPointF(cx, cy + s * 0.55))
    path.cubicTo(QPointF(cx - s * 1.1, cy - s * 0.1), QPointF(cx - s * 0.5, cy - s * 0.9),
                 QPointF(cx, cy - s * 0.3))
    path.cubicTo(QPointF(cx + s * 0.5, cy - s * 0.9), QPointF(cx + s * 1.1, cy - s * 0.1),
                 QPointF(cx, cy + s * 0.55))
    return path


def sun_path(cx: float, cy: float, s: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), s * 0.42, s * 0.42)
    for i in range(8):
        a = i / 8 * 2 * math.pi
        tip = QPointF(cx + math.cos(a) * s * 0.95, cy + math.sin(a) * s * 0.95)
        l1 = QPointF(cx + math.cos(a - 0.22) * s * 0.55, cy + math.sin(a - 0.22) * s * 0.55)
        l2 = QPointF(cx + math.cos(a + 0.22) * s * 0.55, cy + math.sin(a + 0.22) * s * 0.55)
        ray = QPainterPath(l1)
        ray.lineTo(tip)
        ray.lineTo(l2)
        ray.closeSubpath()
        path.addPath(ray)
    return path


def leaf_path(cx: float, cy: float, s: float) -> QPainterPath:
    path = QPainterPath(QPointF(cx - s * 0.8, cy + s * 0.6))
    path.cubicTo(QPointF(cx - s * 0.8, cy - s * 0.4), QPointF(cx + s * 0.2, cy - s * 0.9),
                 QPointF(cx + s * 0.9, cy - s * 0.8))
    path.cubicTo(QPointF(cx + s * 0.9, cy + s * 0.1), QPointF(cx + s * 0.1, cy + s * 0.8),
                 QPointF(cx - s * 0.8, cy + s * 0.6))
    return path


def wave_path(cx: float, cy: float, s: float) -> QPainterPath:
    """Two stacked wave strokes, returned as a filled outline."""
    out = QPainterPath()
    for dy in (-0.3, 0.3):
        line = QPainterPath(QPointF(cx - s, cy + dy * s))
        line.cubicTo(QPointF(cx - s * 0.5, cy + (dy - 0.45) * s),
                     QPointF(cx - s * 0.5, cy + (dy + 0.45) * s), QPointF(cx, cy + dy * s))
        line.cubicTo(QPointF(cx + s * 0.5, cy + (dy - 0.45) * s),
                     QPointF(cx + s * 0.5, cy + (dy + 0.45) * s), QPointF(cx + s, cy + dy * s))
        stroker = QPainterPathStroker()
        stroker.setWidth(s * 0.22)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        out.addPath(stroker.createStroke(line))
    return out.simplified()


SYMBOLS = {"red": heart_path, "yellow": sun_path, "green": leaf_path, "blue": wave_path}


@functools.lru_cache(maxsize=64)  # built from strokes and simplified: slow, and few recur
def symbol_path(colour: str, cx: float, cy: float, size: float) -> QPainterPath:
    """The pattern symbol of a colour centred at (cx, cy), about `size` across."""
    return SYMBOLS[colour](cx, cy, size / 2)


# -- painting ------------------------------------------------------------------------------
def _card_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
    return path


def paint_face(p: QPainter, face: Face, rect: QRectF) -> None:
    colour, animal = face
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.topLeft())
    p.scale(rect.width() / CARD_W, rect.height() / CARD_H)
    r = QRectF(0, 0, CARD_W, CARD_H)
    outline = _card_outline(r.adjusted(1.5, 1.5, -1.5, -1.5))
    if colour is None:
        _paint_butterfly_face(p, outline)
    else:
        _paint_colour_face(p, colour, animal, outline)
    p.restore()


def _paint_colour_face(p: QPainter, colour: str, animal: str, outline: QPainterPath) -> None:
    ink = PALETTE[colour][2]
    # the frame is the same on every card of a colour: drawn once (its clipped pattern
    # costs more than all the rest of the card)
    blit(p, f"cuckoo-frame:{colour}", QRectF(0, 0, CARD_W, CARD_H),
         lambda q, r: _paint_frame(q, colour, outline))
    med = QRectF(14, 34, CARD_W - 28, CARD_H - 74)
    blit_animal(p, animal, med.adjusted(6, 10, -6, -10))
    # the animal's name on a light ribbon: big and dark enough to read on a small screen
    # (it stops short of the right edge: in a crowded hand the next card covers that part)
    ribbon = QRectF(8, CARD_H - 36, CARD_W - 36, 29)
    p.setPen(QPen(QColor(ink), 2))
    p.setBrush(QColor("#fffdf6"))
    p.drawRoundedRect(ribbon, 9, 9)
    p.setPen(QColor(ink))
    name = animal_name(animal).upper()
    p.setFont(_fitted_font(name, 22, ribbon.width() - 8))
    p.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, name)
    p.setPen(QPen(QColor(ink), 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)


def _paint_frame(p: QPainter, colour: str, outline: QPainterPath) -> None:
    """Everything on a card but its animal and name: the same on every card of a colour."""
    strong, tint, ink = PALETTE[colour]
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(strong))
    p.drawPath(outline)
    # the colour's pattern scattered over the frame
    p.save()
    p.setClipPath(outline)
    p.setBrush(QColor(255, 255, 255, 105))
    p.drawPath(_pattern(colour))
    p.restore()
    # the medallion the animal sits in
    med = QRectF(14, 34, CARD_W - 28, CARD_H - 74)
    grad = QRadialGradient(med.center(), med.width() * 0.7)
    grad.setColorAt(0, QColor("#fffdf6"))
    grad.setColorAt(1, QColor(tint))
    p.setPen(QPen(QColor(ink), 2.5))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(med, 26, 26)
    _paint_corners(p, colour, ink)


@functools.lru_cache(maxsize=8)
def _pattern(colour: str) -> QPainterPath:
    """The colour's symbols scattered over a whole card, as one path: built once, where
    48 symbols (each stroked and simplified) cost more than the rest of the card."""
    pattern = QPainterPath()
    for row in range(8):
        for col in range(6):
            x = 8 + col * 28 + (14 if row % 2 else 0)
            y = 10 + row * 28
            pattern.addPath(symbol_path(colour, x, y, 15))
    return pattern


def _fitted_font(text: str, px: int, width: float) -> QFont:
    """A bold font of at most `px` pixels in which `text` fits `width`."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    while True:
        font.setPixelSize(px)
        if px <= 12 or QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font
        px -= 1


def _paint_corners(p: QPainter, colour: str, ink: str) -> None:
    """The colour's symbol in a badge top left (the name ribbon fills the bottom): a shape,
    not a letter, so it says the colour in every language and to colour-blind eyes; the
    corner is what a fanned hand leaves in sight."""
    p.setPen(QPen(QColor(ink), 2))
    p.setBrush(QColor("#fffdf6"))
    p.drawEllipse(QRectF(3, 3, 36, 36))
    p.setPen(QPen(QColor(ink), 1.2))
    p.setBrush(QColor(ink))
    p.drawPath(symbol_path(colour, 21, 21, 27))


def _paint_butterfly_face(p: QPainter, outline: QPainterPath) -> None:
    r = outline.boundingRect()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(rainbow_brush(r))
    p.drawPath(outline)
    inner = QRectF(10, 10, CARD_W - 20, CARD_H - 20)
    grad = QLinearGradient(0, 0, 0, CARD_H)
    grad.setColorAt(0, QColor("#fffaf0"))
    grad.setColorAt(1, QColor("#f3e9ff"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#5b3f7a"), 2))
    p.drawRoundedRect(inner, 10, 10)
    # sparkles
    p.setPen(Qt.PenStyle.NoPen)
    for i, (x, y) in enumerate(((30, 40), (118, 52), (26, 160), (122, 168), (74, 26))):
        p.setBrush(QColor(("#ff4d6d", "#ffb703", "#4cd964", "#2ec4f0", "#b455f5")[i]))
        p.drawPath(_star(x, y, 7))
    draw_animal(p, "butterfly", QRectF(14, 40, CARD_W - 28, CARD_W - 28))
    name = _(BUTTERFLY_NAME).upper()
    p.setFont(_fitted_font(name, 20, CARD_W - 30))
    p.setPen(QColor("#5b3f7a"))
    p.drawText(QRectF(0, CARD_H - 46, CARD_W, 28), Qt.AlignmentFlag.AlignCenter, name)
    p.setPen(QPen(QColor("#5b3f7a"), 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)


def _star(cx: float, cy: float, s: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = s if i % 2 == 0 else s * 0.45
        pt = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


def paint_back(p: QPainter, rect: QRectF) -> None:
    """A deep-teal back with a gold frame, a diamond lattice and a cuckoo-clock emblem."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.topLeft())
    p.scale(rect.width() / CARD_W, rect.height() / CARD_H)
    outline = _card_outline(QRectF(1.5, 1.5, CARD_W - 3, CARD_H - 3))
    grad = QLinearGradient(0, 0, CARD_W, CARD_H)
    grad.setColorAt(0, QColor("#1d5c63"))
    grad.setColorAt(1, QColor("#12343b"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(outline)
    p.save()
    p.setClipPath(outline)
    p.setPen(QPen(QColor(255, 214, 120, 60), 1.5))
    for k in range(-12, 14):
        p.drawLine(QPointF(k * 18, 0), QPointF(k * 18 + CARD_H, CARD_H))
        p.drawLine(QPointF(k * 18, 0), QPointF(k * 18 - CARD_H, CARD_H))
    p.restore()
    gold = QColor("#f2c14e")
    p.setPen(QPen(gold, 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(9, 9, CARD_W - 18, CARD_H - 18), 9, 9)
    # emblem: a round clock face with a little bird popping out
    c = QPointF(CARD_W / 2, CARD_H / 2)
    p.setBrush(QColor("#fff4d6"))
    p.setPen(QPen(gold, 4))
    p.drawEllipse(c, 42, 42)
    p.setPen(QPen(QColor("#12343b"), 2))
    for i in range(12):
        a = i / 12 * 2 * math.pi
        p.drawLine(QPointF(c.x() + 34 * math.cos(a), c.y() + 34 * math.sin(a)),
                   QPointF(c.x() + 38 * math.cos(a), c.y() + 38 * math.sin(a)))
    bird = QPainterPath(QPointF(c.x() - 22, c.y() + 6))
    bird.cubicTo(QPointF(c.x() - 20, c.y() - 22), QPointF(c.x() + 14, c.y() - 26),
                 QPointF(c.x() + 14, c.y() - 6))
    bird.lineTo(QPointF(c.x() + 28, c.y() - 2))
    bird.lineTo(QPointF(c.x() + 12, c.y() + 4))
    bird.cubicTo(QPointF(c.x() + 8, c.y() + 22), QPointF(c.x() - 12, c.y() + 22),
                 QPointF(c.x() - 22, c.y() + 6))
    p.setPen(QPen(INK, 2))
    p.setBrush(QColor("#e86a33"))
    p.drawPath(bird)
    p.setBrush(INK)
    p.drawEllipse(QPointF(c.x() + 4, c.y() - 10), 3, 3)
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)
    font.setBold(True)
    p.setFont(font)
    p.setPen(gold)
    p.drawText(QRectF(0, 18, CARD_W, 22), Qt.AlignmentFlag.AlignCenter, "CUCKOO")
    p.drawText(QRectF(0, CARD_H - 40, CARD_W, 22), Qt.AlignmentFlag.AlignCenter, "ZOO")
    p.setPen(QPen(QColor("#0b2328"), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)
    p.restore()


# -- through the shared pixmap cache ------------------------------------------------------
BACK = ("back", "back")
#: tint over a card that cannot be played now
DIM = QColor(30, 30, 40, 120)


def _paint_card(p: QPainter, face: Face, rect: QRectF, dimmed: bool) -> None:
    scale = device_scale(p)
    if dimmed and scale > 0:  # the bright card's cached picture under the tint
        straight = QRectF(0, 0, rect.width(), rect.height())
        pm = picture(f"cuckoo-card:{face}:False", straight, scale,
                     lambda q, r: _paint_card(q, face, r, False))
        p.drawPixmap(rect, pm, QRectF(pm.rect()))
    elif face == BACK:
        paint_back(p, rect)
    else:
        paint_face(p, face, rect)
    if dimmed:  # only over the card itself: its transparent corners stay clear
        p.save()
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        p.fillRect(rect, DIM)
        p.restore()


def blit_card(p: QPainter, face: Face, rect: QRectF, dimmed: bool = False,
              angle: float = 0.0) -> None:
    """A card face (or BACK) in `rect`, drawn once per look and device size and copied
    from then on. `angle` turns it about its centre inside the cached picture (the discard
    pile): copying a turned picture is a plain blit, where a turned draw costs paths."""
    # faces carry the animal's name: the shared cache keeps one picture per language
    key = f"cuckoo-card:{face}:{dimmed}"
    if not angle:
        blit(p, key, rect,
             lambda q, r: _paint_card(q, face, r, dimmed))
        return
    a = math.radians(angle)
    w = abs(rect.width() * math.cos(a)) + abs(rect.height() * math.sin(a))
    h = abs(rect.width() * math.sin(a)) + abs(rect.height() * math.cos(a))
    c = rect.center()
    turned = QRectF(c.x() - w / 2 - 1, c.y() - h / 2 - 1, w + 2, h + 2)

    def draw(q: QPainter, r: QRectF) -> None:
        # the straight picture (mostly cached already: the card was just in a hand or on
        # top of the pile), copied turned: the card's paths are not drawn again
        straight = QRectF(0, 0, rect.width(), rect.height())
        scale = device_scale(q)
        q.translate(r.center())
        q.rotate(angle)
        centred = straight.translated(-rect.width() / 2, -rect.height() / 2)
        if scale <= 0:  # drawn under a turn already (no cache): paths
            _paint_card(q, face, centred, dimmed)
            return
        pm = picture(key, straight, scale,
                     lambda q2, r2: _paint_card(q2, face, r2, dimmed))
        q.drawPixmap(centred, pm, QRectF(pm.rect()))

    blit(p, f"{key}:{angle}", turned, draw)


def blit_fan(p: QPainter, count: int, rect: QRectF) -> None:
    """A little fan of `count` card backs (seat badges), laid out for a 130×72 `rect`."""
    def draw(q: QPainter, r: QRectF) -> None:
        for i in range(count):
            q.save()
            q.translate(r.left() + 26 + i * 12, r.top() + 36)
            q.rotate((i - (count - 1) / 2) * 6)
            blit_card(q, BACK, QRectF(-20, -28, 40, 56))
            q.restore()

    blit(p, f"cuckoo-fan:{count}", rect, draw)


#: size (in badge units) of the area a fan of up to 7 backs covers
FAN_SIZE = (130.0, 72.0)


def blit_animal(p: QPainter, animal: str, rect: QRectF) -> None:
    """An animal drawing alone (the "Play on" box, and inside each card face: drawn once
    per size for all the colours of that animal)."""
    blit(p, f"cuckoo-animal:{animal}", rect, lambda q, r: draw_animal(q, animal, r))
