"""Kokonana's own table items: river tiles, banks, runners, keys, temple tiles, the seats'
panels and the peek/winner card. Each keeps its state and picks its picture (drawn in
`piece_art` and `panel_art`); clicking, glow and caching come from `cocoa_games.ui`. Board
items live in board units under one scaled parent; panels and the card in their own design
units, scaled by the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.layer import scene_scale
from cocoa_games.ui.pixmap_cache import blit
from cocoa_games.ui.shapes import squeezed
from cocoa_games.ui.still_picture import StillPicture

from . import art, panel_art, piece_art
from . import places as P
from .table_view import SeatLook, seat_looks
from .words import KEY_NAME, colour_text


class TileItem(Clickable):
    """A river tile: face down (shallow or deep back), face up (motif), or a stepping stone."""

    def __init__(self, name: str) -> None:
        super().__init__(P.TILE_W, P.TILE_H)
        self.name = name
        self.deep = name.startswith("D")
        self.motif: str | None = None
        self.stone = False
        self.turn = 1.0  # horizontal scale during the flip animation
        self.setPos(*P.tile_box(name)[:2])
        self.setZValue(1)

    def set_face(self, motif: str | None, stone: bool) -> None:
        if (motif, stone) != (self.motif, self.stone):
            self.motif, self.stone = motif, stone
            self.update()

    def set_turn(self, value: float) -> None:
        self.turn = value
        self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        r, motif = self.rect(), self.motif
        with squeezed(p, r, self.turn):
            if motif is None:
                blit(p, f"kokonana:back:{self.deep}", piece_art.with_shadow(r),
                     lambda q, w: piece_art.paint_tile_back(q, w, self.deep))
            else:  # (a face that is not yet a stone was turned this turn: ringed)
                blit(p, f"kokonana:face:{self.deep}:{motif}:{self.stone}",
                     piece_art.with_shadow(r),
                     lambda q, w: piece_art.paint_tile_face(q, w, self.deep, motif, self.stone))


class PlaceItem(Clickable):
    """A bank used as a hop target; the bank is part of the board picture, so only its
    glow is drawn."""

    glow_radius = 18.0

    def __init__(self, name: str, rect: QRectF) -> None:
        super().__init__(rect.width(), rect.height())
        self.name = name
        self.setPos(rect.topLeft())
        self.setZValue(0.5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def glow_rect(self) -> QRectF:
        return self.rect().adjusted(4, 4, -4, -4)


_S = P.RUNNER / 2 + 12
RUNNER_BOUNDS = QRectF(-_S, -_S, 2 * _S, 2 * _S)  # runner and halo; kept: Qt asks very often


class RunnerItem(QGraphicsObject):
    """A runner; the one whose turn it is stands in a halo. `look`: its colour, shape and
    picture (see `table_view.seat_looks`)."""

    def __init__(self, seat: int, look: SeatLook | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.look = look or seat_looks(seat + 1)[seat]
        self.current = False
        self.moving = False  # an animation is taking it somewhere: show() only sets `home`
        self.home = QPointF()
        self.home_scale = 1.0  # large alone on a tile, smaller when sharing a stone
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the glowing disc behind the runner whose turn it is (pulses by opacity)
        self.halo = StillPicture(self, "kokonana:halo", RUNNER_BOUNDS,
                                 lambda q, r: piece_art.paint_halo(q))
        self.halo.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return RUNNER_BOUNDS

    def stand(self, spot: tuple[float, float], scale: float) -> None:
        """Where it stands now; it goes there at once unless an animation is taking it."""
        self.home, self.home_scale = QPointF(*spot), scale
        if not self.moving:
            self.land()

    def land(self) -> None:
        self.moving = False
        self.setPos(self.home)
        self.setScale(self.home_scale)

    def body_rect(self) -> QRectF:
        """The runner's own picture (its ring, without the halo) in scene coordinates."""
        s = P.RUNNER / 2
        return self.mapRectToScene(QRectF(-s, -s, 2 * s, 2 * s))

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.setZValue(6 if current else 5)
            self.halo.setVisible(current)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        s = P.RUNNER / 2
        blit(p, f"kokonana:runner:{self.look}", QRectF(-s, -s, 2 * s, 2 * s),
             lambda q, r: piece_art.paint_standing_runner(q, self.look, r))


class KeyItem(Clickable):
    """One of the five keys on the sandbank (clickable when a key may be taken)."""

    margin = 8.0
    glow_radius = 12.0

    def __init__(self, colour: str, index: int) -> None:
        x, y, w, h = P.key_box(index)
        super().__init__(w, h)
        self.colour = colour
        self.setPos(x, y)
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
        super().__init__(P.TEMPLE_W, P.TEMPLE_H)
        self.slot = slot
        self.face: str | None = None
        self.peekers: tuple[int, ...] = ()
        self.peeking: int | None = None  # seat peeking at this tile right now
        self.looks: list[SeatLook] = []  # each seat's look (see `table_view.seat_looks`)
        self.turn = 1.0  # horizontal scale while the winner's lock is turned over
        self.setZValue(2)

    def set_turn(self, value: float) -> None:
        self.turn = value
        self.update()

    def set_state(self, face: str | None, peekers: tuple[int, ...], peeking: int | None) -> None:
        if (face, peekers, peeking) != (self.face, self.peekers, self.peeking):
            self.face, self.peekers, self.peeking = face, peekers, peeking
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        def look(seat: int) -> SeatLook:
            return self.looks[seat] if seat < len(self.looks) else seat_looks(seat + 1)[seat]

        with squeezed(p, self.rect(), self.turn):
            piece_art.paint_temple_tile(p, self.rect(), self.slot + 1, self.face,
                                        tuple(look(s) for s in self.peekers),
                                        None if self.peeking is None else look(self.peeking),
                                        scene_scale(self))


class PanelItem(QGraphicsObject):
    """One seat's corner: runner, name, key, talismans and how many temple tiles it peeked.
    Drawn 180 units high and scaled to the layout's panel."""

    def __init__(self, seat: int, name: str, look: SeatLook | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.look = look or seat_looks(seat + 1)[seat]  # its colour and picture
        self.w = 400.0  # in design units (the height is P.PANEL_H)
        self.values = panel_art.PanelValues()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-8, -8, self.w + 16, P.PANEL_H + 16)

    def place(self, rect: QRectF) -> None:
        """Fill `rect`, the turn ring included."""
        scale = rect.height() / (P.PANEL_H + 16)
        self.prepareGeometryChange()
        self.w = rect.width() / scale - 16
        self.setScale(scale)
        self.setPos(rect.x() + 8 * scale, rect.y() + 8 * scale)
        self.update()

    def set_values(self, key: str | None, talismans: int, peeks: int, turn: bool,
                   winner: bool) -> None:
        values = panel_art.PanelValues(key, talismans, peeks, turn, winner)
        if values != self.values:
            self.values = values
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        key = (f"kokonana:panel:{self.look}:{self.name}:{self.w:.2f}:{self.scale():.3f}:"
               f"{tuple(self.values)}")
        blit(p, key, self.boundingRect(), lambda q, r: panel_art.paint_panel(
            q, self.values, self.look, self.name, self.w, self.scale()))


class CardItem(QGraphicsObject):
    """A large card: the private peek ("only you can see this") or the winner. Drawn in
    design units (P.CARD_W × P.CARD_H) and scaled by the scene; `seat`: whose look."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = ""  # "peek" | "winner"
        self.face: str | None = None
        self.seat: SeatLook | None = None
        self.title = ""
        self.caption = ""
        self.setZValue(30)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(-10, -10, P.CARD_W + 20, P.CARD_H + 20)

    def set_values(self, kind: str, face: str | None, seat: SeatLook | None, title: str,
                   caption: str) -> None:
        values = (kind, face, seat, title, caption)
        if values != (self.kind, self.face, self.seat, self.title, self.caption):
            self.kind, self.face, self.seat, self.title, self.caption = values
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        panel_art.paint_card(p, self.scale(), self.kind, self.face, self.seat, self.title,
                             self.caption)
