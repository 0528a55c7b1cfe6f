"""Kokonana's own table items: river tiles, banks, runners, keys, temple tiles, the seats'
panels, the peek/winner card and the board picture.

Everything generic (clicking, glow, buttons, banner, focus, cache) comes from
`cocoa_games.ui`. Board items live in board units under one scaled parent; panels and the
card are drawn in their own design units and scaled by the layout. Words are raised so that
they land on screen at the table's minimum size whatever the scale (`readable_px`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.layer import scene_scale
from cocoa_games.ui.pixmap_cache import blit
from cocoa_games.ui.shapes import ripple
from cocoa_games.ui.text import LEFT, WRAP, draw_text, readable_px, text_width

from . import art
from . import layout as L
from .words import KEY_NAME, colour_text

COLOURS = theme.register_palette("kokonana", {
    "shallow_back": "#6fd3c9", "shallow_edge": "#2a8f86", "shallow_water": "#9fe3dc",
    "shallow_water_low": "#7fd3cb", "deep_back": "#1d4f91", "deep_edge": "#12355e",
    "deep_water": "#2f6db5", "deep_water_low": "#235a9c", "fresh": "#ff7a00",
    "stone": "#f3ead8", "stone_edge": "#8a7a66", "wood": "#6b5433", "sand_paper": "#f7edd5",
    "grass": "#7cb342", "village": "#9ccc65", "sandbank": "#f3d58e", "temple_bank": "#8bc34a",
    "temple": "#cdb892", "temple_back_top": "#d9c08f", "temple_back_low": "#b8975f",
    "banner": "#ffe0a3",
})


def blit_runner(p: QPainter, seat: int, rect: QRectF) -> None:
    blit(p, f"kokonana:pawn:{seat}", rect, lambda q, r: art.paint_runner(q, None, seat, r))


def blit_layers(p: QPainter, name: str, layers: tuple, rect: QRectF, outline: float) -> None:
    blit(p, f"kokonana:layers:{name}:{outline}", rect,
         lambda q, r: art.paint_layers(q, layers, r, outline))


def blit_key(p: QPainter, colour: str, rect: QRectF) -> None:
    blit(p, f"kokonana:keyart:{colour}", rect, lambda q, r: art.paint_key(q, colour, r))


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
        if (motif, stone, fresh) != (self.motif, self.stone, self.fresh):
            self.motif, self.stone, self.fresh = motif, stone, fresh
            self.update()

    def set_turn(self, value: float) -> None:
        self.turn = value
        self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        r = self.rect()
        if self.turn != 1.0:
            p.save()
            p.translate(r.center())
            p.scale(max(self.turn, 0.02), 1)
            p.translate(-r.center())
        whole = r.adjusted(0, 0, 4, 5)  # with its shadow
        if self.motif is None:
            blit(p, f"kokonana:back:{self.deep}", whole, self._paint_back)
        else:
            blit(p, f"kokonana:face:{self.deep}:{self.motif}:{self.stone}:{self.fresh}", whole,
                 self._paint_face)
        if self.turn != 1.0:
            p.restore()

    def _paint_back(self, p: QPainter, whole: QRectF) -> None:
        r = _shadow(p, whole)
        half = "deep" if self.deep else "shallow"
        p.setPen(QPen(QColor(COLOURS[f"{half}_edge"]), 3))
        p.setBrush(QColor(COLOURS[f"{half}_back"]))
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.deep:  # deep: bubbles
            p.setPen(QPen(QColor(255, 255, 255, 120), 3))
            for cx, cy, rad in ((30, 34, 10), (60, 56, 14), (36, 78, 7), (70, 26, 6)):
                p.drawEllipse(QPointF(cx, cy), rad, rad)
        else:  # shallow: ripples
            p.setPen(QPen(QColor(255, 255, 255, 170), 3.5))
            for y in (30, 53, 76):
                p.drawPath(ripple(14, 82, y))

    def _paint_face(self, p: QPainter, whole: QRectF) -> None:
        r = _shadow(p, whole)
        if self.stone:
            p.setPen(QPen(QColor(COLOURS["stone_edge"]), 5))
            p.setBrush(QColor(COLOURS["stone"]))
        else:  # a freshly turned tile, not a stone yet
            p.setPen(QPen(QColor(COLOURS["fresh"]), 6))
            p.setBrush(QColor(theme.PAPER))
        p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
        if self.stone:
            p.setPen(QPen(QColor(COLOURS["deep_back" if self.deep else "shallow_edge"]), 2))
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


class PlaceItem(Clickable):
    """A bank used as a hop target; the bank is part of the board picture, so only its
    glow is drawn."""

    glow_radius = 18.0

    def __init__(self, name: str, rect: QRectF) -> None:
        super().__init__(rect.width(), rect.height())
        self.name = name
        self.setPos(rect.topLeft())
        self.setZValue(0.5)

    def glow_rect(self) -> QRectF:
        return self.rect().adjusted(4, 4, -4, -4)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        pass


_S = L.RUNNER / 2 + 12
RUNNER_BOUNDS = QRectF(-_S, -_S, 2 * _S, 2 * _S)  # runner and halo; kept: Qt asks very often


class HaloItem(QGraphicsItem):
    """The glowing disc behind the runner whose turn it is (pulses by opacity)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return RUNNER_BOUNDS

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, "kokonana:halo", RUNNER_BOUNDS, lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        s = L.RUNNER / 2
        p.setPen(QPen(QColor(theme.WHITE), 3))
        p.setBrush(theme.qcolor(theme.GLOW, 217))
        p.drawEllipse(QPointF(0, 2), s + 9, s + 9)


class RunnerItem(QGraphicsObject):
    """A runner; the one whose turn it is stands in a halo."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.colour = art.RUNNER_ORDER[seat % 4]
        self.current = False
        self.moving = False  # an animation is taking it somewhere: show() only sets `home`
        self.home = QPointF()
        self.home_scale = 1.0  # small when sharing a stone
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

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        s = L.RUNNER / 2
        blit(p, f"kokonana:runner:{self.seat}", QRectF(-s, -s, 2 * s, 2 * s), self._paint_art)

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

    def label(self) -> str:
        return super().label() or colour_text(KEY_NAME, self.colour)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        blit(p, f"kokonana:key:{self.colour}", self.rect(),
             lambda q, r: art.paint_key(q, self.colour, r.adjusted(2, 0, -2, 0)))


class TempleTileItem(Clickable):
    """A temple tile: face down, or its face (for the peeker during a peek, or the winner's
    lock once revealed). Small eyes in the peekers' colours show *where* each seat peeked."""

    margin = 12.0

    def __init__(self, slot: int) -> None:
        super().__init__(L.TEMPLE_W, L.TEMPLE_H)
        self.slot = slot
        self.face: str | None = None
        self.peekers: tuple[int, ...] = ()
        self.peeking: int | None = None  # seat peeking at this tile right now
        self.setZValue(2)

    def set_state(self, face: str | None, peekers: tuple[int, ...], peeking: int | None) -> None:
        if (face, peekers, peeking) != (self.face, self.peekers, self.peeking):
            self.face, self.peekers, self.peeking = face, peekers, peeking
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        lifted = self.peeking is not None
        if lifted:  # someone holds this tile up
            r = r.translated(0, -6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r.translated(3, 6 if lifted else 4), 10, 10)
        p.setPen(QPen(QColor(COLOURS["wood"]), 3))
        if self.face is None:
            grad = QLinearGradient(0, 0, 0, r.height())
            grad.setColorAt(0, QColor(COLOURS["temple_back_top"]))
            grad.setColorAt(1, QColor(COLOURS["temple_back_low"]))
            p.setBrush(QBrush(grad))
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            art.paint_layers(p, art.temple_back_layers(), QRectF(r.x() + 12, r.y() + 14, 60, 60), 2)
        else:
            p.setBrush(QColor(theme.PAPER))
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            face_rect = QRectF(r.x() + 10, r.y() + 12, 64, 64)
            if self.face == "wall":
                art.paint_layers(p, art.wall_layers(), face_rect, 2)
            else:
                art.paint_lock(p, self.face, face_rect)
        # its number, as the log and hints name it ("temple tile 6")
        px = readable_px(20, scene_scale(self))
        box = QRectF(r.right() - px * 1.3 - 4, r.y() + 2, px * 1.3, px * 1.3)
        draw_text(p, box, str(self.slot + 1), px, colour=COLOURS["wood"])
        # where people peeked: one small eye per seat, in that seat's colour
        for i, seat in enumerate(self.peekers):
            fill, _head = art.runner_style(None, seat)
            x = r.x() + 4 + i * 20
            p.setPen(QPen(QColor(art.INK), 1.5))
            p.setBrush(QColor(fill))
            p.drawRoundedRect(QRectF(x, r.bottom() - 22, 19, 17), 5, 5)
            art.paint_layers(p, art.eye_layers(), QRectF(x + 2, r.bottom() - 19, 15, 11), 1.2)
        if lifted and self.peeking is not None:
            fill, _head = art.runner_style(None, self.peeking)
            p.setPen(QPen(QColor(art.INK), 2))
            p.setBrush(QColor(fill))
            p.drawEllipse(QPointF(r.right() - 4, r.y() + 4), 15, 15)
            art.paint_layers(p, art.eye_layers(), QRectF(r.right() - 16, r.y() - 4, 24, 16), 1.5)


class PanelItem(QGraphicsObject):
    """One seat's corner: runner, name, key, talismans and how many temple tiles it peeked.
    Drawn 180 units high and scaled to the layout's panel."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.w = 400.0  # in design units (the height is L.PANEL_H)
        self.values: tuple = (None, 0, 0, False, False)  # key, talismans, peeks, turn, winner

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-8, -8, self.w + 16, L.PANEL_H + 16)

    def place(self, rect: QRectF) -> None:
        """Fill `rect`, the turn ring included."""
        scale = rect.height() / (L.PANEL_H + 16)
        self.prepareGeometryChange()
        self.w = rect.width() / scale - 16
        self.setScale(scale)
        self.setPos(rect.x() + 8 * scale, rect.y() + 8 * scale)
        self.update()

    def set_values(self, key: str | None, talismans: int, peeks: int, turn: bool,
                   winner: bool) -> None:
        values = (key, talismans, peeks, turn, winner)
        if values != self.values:
            self.values = values
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        key = (f"kokonana:panel:{self.seat}:{self.name}:{self.w:.2f}:{self.scale():.3f}:"
               f"{self.values}")
        blit(p, key, self.boundingRect(), lambda q, r: self._paint_art(q))

    def _paint_art(self, p: QPainter) -> None:
        key, talismans, peeks, turn, winner = self.values
        u = self.scale()
        fill, _head = art.runner_style(None, self.seat)
        r = QRectF(0, 0, self.w, L.PANEL_H)
        if turn or winner:
            p.setPen(QPen(QColor(theme.GLOW), 10))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 20, 20)
        p.setPen(QPen(QColor(fill).darker(130), 4))
        p.setBrush(QColor(fill).lighter(175))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 18, 18)
        blit_runner(p, self.seat, QRectF(10, 8, 64, 64))
        draw_text(p, QRectF(82, 10, self.w - 92, 56), self.name, readable_px(34, u),
                  colour=art.INK, flags=LEFT, elide=True)
        row = 78.0
        key_box = QRectF(14, row, 116, 54)
        if key:
            blit_key(p, key, key_box)
        else:  # an empty dashed outline: "no key yet"
            p.setPen(QPen(QColor(0, 0, 0, 90), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(key_box, 12, 12)
            # i18n: in the dashed box where a player's key will lie: at most about 6 letters
            draw_text(p, key_box, _("no key"), readable_px(22, u), colour=QColor(0, 0, 0, 150))
        # talismans (up to three tokens drawn, then the number) and peeks: beside the key
        # when the panel is wide, else on a third row
        wide = self.w >= 290
        size = 52.0 if wide else 40.0
        x, y = (146.0, row + 1) if wide else (14.0, row + 60)
        shown = min(talismans, 3)
        for i in range(shown):
            blit_layers(p, "talisman", art.talisman_layers(),
                        QRectF(x + i * size * 0.4, y, size, size), 2)
        if talismans == 0:
            p.setPen(QPen(QColor(0, 0, 0, 90), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(x, y, size, size))
        count_x = x + max(shown - 1, 0) * size * 0.4 + size + 6
        draw_text(p, QRectF(count_x, y - 1, 64, size + 2), f"×{talismans}", readable_px(30, u),
                  colour=QColor(art.INK) if talismans else QColor(0, 0, 0, 150), flags=LEFT)
        # peeks: where this seat looked is public, so the count is too
        eye_x, eye_y = count_x + 70, y
        if wide and self.w - eye_x < 120:
            eye_x, eye_y = 14.0, row + 60
        blit_layers(p, "eye", art.eye_layers(), QRectF(eye_x, eye_y + 6, 44, 28), 2)
        label = _("WINNER!") if winner else f"×{peeks}"
        draw_text(p, QRectF(eye_x + 50, eye_y - 2, self.w - eye_x - 56, 44), label,
                  readable_px(30, u), colour=art.INK, flags=LEFT, elide=True)


class CardItem(QGraphicsObject):
    """A large card: the private peek ("only you can see this") or the winner. Drawn in
    design units (L.CARD_W × L.CARD_H) and scaled by the scene."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = ""  # "peek" | "winner"
        self.face: str | None = None
        self.seat: int | None = None
        self.title = ""
        self.caption = ""
        self.setZValue(30)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-10, -10, L.CARD_W + 20, L.CARD_H + 20)

    def set_values(self, kind: str, face: str | None, seat: int | None, title: str,
                   caption: str) -> None:
        values = (kind, face, seat, title, caption)
        if values != (self.kind, self.face, self.seat, self.title, self.caption):
            self.kind, self.face, self.seat, self.title, self.caption = values
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.scale()
        w, h = L.CARD_W, L.CARD_H
        r = QRectF(0, 0, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(r.translated(6, 8), 28, 28)
        fill = art.runner_style(None, self.seat)[0] if self.seat is not None else COLOURS["banner"]
        p.setPen(QPen(QColor(art.INK), 4))
        p.setBrush(QColor(fill).lighter(175))
        p.drawRoundedRect(r, 28, 28)
        draw_text(p, QRectF(20, 14, w - 40, 60), self.title, readable_px(40, u), colour=art.INK,
                  elide=True)
        face_rect = QRectF(30, 92, 170, 170)
        p.setPen(QPen(QColor(COLOURS["wood"]), 3))
        p.setBrush(QColor(theme.PAPER))
        p.drawRoundedRect(face_rect.adjusted(-10, -10, 10, 10), 16, 16)
        if self.face == "wall":
            art.paint_layers(p, art.wall_layers(), face_rect, 3)
        elif self.face:
            art.paint_lock(p, self.face, face_rect)
        elif self.seat is not None:
            art.paint_runner(p, None, self.seat, face_rect)
        text_right = w - 20
        if self.kind == "winner" and self.seat is not None and self.face:
            art.paint_runner(p, None, self.seat, QRectF(w - 150, 110, 120, 120))
            text_right = w - 160
        draw_text(p, QRectF(224, 92, text_right - 224, 190), self.caption, readable_px(28, u),
                  colour=art.INK, flags=LEFT | WRAP)


def paint_board(p: QPainter, k: float) -> None:
    """The still board, in board units: banks, the two river halves, the temple platform;
    `k` (scene units per board unit) keeps the bank names readable."""
    p.fillRect(L.BOARD, QColor(COLOURS["sand_paper"]))
    frame = QRectF(L.VILLAGE.x(), L.BOARD_TOP, L.TEMPLE_AREA.right() - L.VILLAGE.x(),
                   L.BOARD_BOTTOM - L.BOARD_TOP)
    p.setPen(QPen(QColor(art.INK), 3))
    p.setBrush(QColor(COLOURS["grass"]))
    p.drawRoundedRect(frame.adjusted(-4, -4, 4, 4), 24, 24)
    for half, area in (("shallow", L.SHALLOW), ("deep", L.DEEP)):
        _water(p, area, QColor(COLOURS[f"{half}_water"]), QColor(COLOURS[f"{half}_water_low"]))
    px = readable_px(18, k)
    # i18n: the banks' names on the board; the sandbank and the temple bank are narrow
    # strips: break the words into short lines (about 6 letters each, three lines at most)
    for name, rect, label in (("village", L.VILLAGE, _("Village")),
                              ("sandbank", L.SAND, _("Sand-\nbank")),
                              ("temple_bank", L.TEMPLE_BANK, _("Temple\nbank"))):
        colour = QColor(COLOURS[name])
        p.setPen(QPen(colour.darker(130), 3))
        p.setBrush(colour)
        p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 18, 18)
        tall = (min(label.count("\n"), 2) + 1.6) * px
        # the label may reach over the strip's rim into the gap beside it: a word a little
        # wider than a narrow strip is whole rather than cut off
        label_rect = QRectF(rect.x() - 4, rect.bottom() - tall - 6, rect.width() + 8, tall)
        if max(text_width(line, px) for line in label.split("\n")) > label_rect.width():
            continue  # a very small window: the strip's picture (hut, keys, temple) says it
        draw_text(p, label_rect, label, px, colour=art.INK,
                  flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                  | Qt.TextFlag.TextDontClip)
    p.setPen(QPen(QColor(COLOURS["wood"]), 3))
    p.setBrush(QColor(COLOURS["temple"]))
    p.drawRoundedRect(L.TEMPLE_AREA.adjusted(2, 6, -2, -6), 18, 18)
    # faint sockets where tiles lie, so an empty grid still reads as a grid
    p.setPen(Qt.PenStyle.NoPen)
    for half, shade in (("S", QColor(255, 255, 255, 40)), ("D", QColor(255, 255, 255, 25))):
        p.setBrush(shade)
        for name in L.tile_names(half):
            p.drawRoundedRect(L.tile_rect(name).adjusted(-3, -3, 3, 3), 14, 14)
    temple_corner = QRectF(L.TEMPLE_BANK.x() + 12, L.TEMPLE_BANK.bottom() - 150 - 2.6 * px, 80, 80)
    art.paint_layers(p, art.temple_back_layers(), temple_corner, 2)
    _hut(p, L.VILLAGE.x() + 30, L.VILLAGE.bottom() - 80 - 2.6 * px)


def _water(p: QPainter, r: QRectF, top: QColor, bottom: QColor) -> None:
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
        p.drawPath(ripple(r.x() + 10 + (i % 3) * 40, r.x() + 90 + (i % 3) * 40, y))


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

