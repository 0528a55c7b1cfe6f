"""The pictures that carry words, each drawn in its own design units and scaled by the
scene: a seat's panel and the large card (a private peek, or the winner). `u` is the
scale each lands at (scene units per design unit), so words stay readable (`readable_px`)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.text import (
    CENTER,
    LEFT,
    WRAP,
    draw_fitted,
    draw_text,
    fit_px,
    readable_px,
    text_width,
    words_fit,
    wrapped_size,
)

from . import art
from . import places as P
from .palette import COLOURS
from .table_view import SeatLook

SOFT = QColor(0, 0, 0, 90)  # the outline of something not held yet
FAINT_WORDS = QColor(0, 0, 0, 150)


class PanelValues(NamedTuple):
    """What a seat's panel shows."""

    key: str | None = None  # the colour of the key it holds
    talismans: int = 0
    peeks: int = 0  # how many temple tiles it looked at: public, as where it looked
    turn: bool = False
    winner: bool = False


def paint_panel(p: QPainter, values: PanelValues, look: SeatLook, name: str, w: float,
                u: float) -> None:
    """A seat's corner, `w` × P.PANEL_H, in the seat's colour (`look`): runner (the
    person's picture), name, key, talismans and peeks; ringed when it is the seat's turn or
    it won."""
    fill = look.fill
    r = QRectF(0, 0, w, P.PANEL_H)
    if values.turn or values.winner:
        p.setPen(QPen(QColor(theme.GLOW), 10))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 20, 20)
    p.setPen(QPen(QColor(fill).darker(130), 4))
    p.setBrush(QColor(fill).lighter(175))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 18, 18)
    art.blit_runner(p, look, QRectF(10, 8, 64, 64))
    floor = readable_px(0, u)
    _name(p, QRectF(82, 8, w - 92, 60), name, readable_px(34, u), floor)
    row = 78.0
    # i18n: in the dashed box where a player's key will lie: at most about 6 letters
    no_key, key_px = _("no key"), readable_px(22, u)
    # (a small panel's least size may need a wider box than the key's: "sans clé")
    key_box = QRectF(14, row, 116, 54)
    if values.key:
        art.blit_key(p, values.key, key_box)
    else:  # an empty dashed outline: "no key yet"
        key_box.setWidth(min(max(116.0, text_width(no_key, key_px) + 14), w - 28))
        p.setPen(QPen(SOFT, 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(key_box, 12, 12)
        draw_text(p, key_box, no_key, key_px, colour=FAINT_WORDS)
    # talismans (up to three tokens drawn, then the number) and peeks: beside the key
    # when the panel is wide, else on a third row (one token, the number, the eye)
    wide = w >= 290
    size = 52.0 if wide else 40.0
    x, y = (key_box.right() + 16, row + 1) if wide else (14.0, row + 60)
    if values.winner and not wide:  # a narrow panel's third row says it all
        draw_fitted(p, QRectF(8, y - 4, w - 16, size + 8), _("WINNER!"), readable_px(30, u),
                    floor, art.INK)
        return
    talismans = values.talismans
    shown = min(talismans, 3 if wide else 1)
    for i in range(shown):
        art.blit_layers(p, "talisman", art.talisman_layers(),
                        QRectF(x + i * size * 0.4, y, size, size), 2)
    if talismans == 0:
        p.setPen(QPen(SOFT, 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(x, y, size, size))
    count_x = x + max(shown - 1, 0) * size * 0.4 + size + 6
    count_px = readable_px(30, u)
    count_w = text_width(f"×{talismans}", count_px) + 4
    draw_text(p, QRectF(count_x, y - 1, count_w, size + 2), f"×{talismans}", count_px,
              colour=QColor(art.INK) if talismans else FAINT_WORDS, flags=LEFT)
    eye_x, eye_y = count_x + max(count_w, 64 if wide else 0) + 6, y
    if values.winner:  # the word, whole, where the peeks were or on a row of its own
        _winner_word(p, QRectF(eye_x, eye_y - 2, w - eye_x - 8, 44),
                     QRectF(14, row + 58, w - 28, 44), readable_px(30, u), floor)
        return
    if wide and w - eye_x < 120:
        eye_x, eye_y = 14.0, row + 60
    eye_w = 44.0 if wide else 34.0
    art.blit_layers(p, "eye", art.eye_layers(), QRectF(eye_x, eye_y + 6, eye_w, eye_w * 0.64), 2)
    label = f"×{values.peeks}"
    box = QRectF(eye_x + eye_w + 4, eye_y - 2, w - eye_x - eye_w - 8, 44)
    draw_text(p, box, label, fit_px(label, box, readable_px(30, u), floor), colour=art.INK,
              flags=LEFT, elide=True)


def _winner_word(p: QPainter, beside: QRectF, below: QRectF, px: float, floor: float) -> None:
    """"WINNER!" beside the talismans when it fits there whole, else on the row below
    (a German "GEWONNEN!" beside three talismans was cut to "GEWONN…", French to "G…")."""
    word = _("WINNER!")
    box = beside if text_width(word, floor) <= beside.width() else below
    draw_text(p, box, word, fit_px(word, box, px, floor), colour=art.INK, flags=LEFT,
              elide=True)


def _name(p: QPainter, box: QRectF, name: str, px: float, floor: float,
          align: Qt.AlignmentFlag | int = LEFT) -> None:
    """A seat's name beside its runner (or the winner's title on the card): one line as
    large as the box holds down to the table's least size, else in two lines at that size
    ("Grandma / Rosemary" in a narrow panel), shortened with … only when even two lines
    cannot hold it."""
    one = fit_px(name, box, px, floor)
    two = wrapped_size(name, floor, box.width(), box.height())
    if text_width(name, one) <= box.width() or not (
            words_fit(name, floor, box) and two[1] <= box.height()):
        draw_text(p, box, name, one, colour=art.INK, flags=align, elide=True)
    else:
        draw_text(p, box, name, floor, colour=art.INK, flags=align | WRAP)


def paint_card(p: QPainter, u: float, kind: str, face: str | None, seat: SeatLook | None,
               title: str, caption: str) -> None:
    """The large card, P.CARD_W × P.CARD_H, in the colour of the seat's runner (`seat`:
    its look): `title` on top, then `face` (a lock's colour or "wall"; else the seat's
    runner) beside the `caption`. A "winner" card with a face shows the winner's runner
    too."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = P.CARD_W, P.CARD_H
    r = QRectF(0, 0, w, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(r.translated(6, 8), 28, 28)
    fill = seat.fill if seat is not None else COLOURS["banner"]
    p.setPen(QPen(QColor(art.INK), 4))
    p.setBrush(QColor(fill).lighter(175))
    p.drawRoundedRect(r, 28, 28)
    # "Maximilian-Alexander gagne !" smaller, or in two lines, never "…ga…"
    _name(p, QRectF(20, 8, w - 40, 74), title, readable_px(40, u), readable_px(0, u), CENTER)
    face_rect = QRectF(30, 92, 170, 170)
    p.setPen(QPen(QColor(COLOURS["wood"]), 3))
    p.setBrush(QColor(theme.PAPER))
    p.drawRoundedRect(face_rect.adjusted(-10, -10, 10, 10), 16, 16)
    if face == "wall":
        art.paint_layers(p, art.wall_layers(), face_rect, 3)
    elif face:
        art.paint_lock(p, face, face_rect)
    elif seat is not None:
        art.paint_runner(p, seat, face_rect)
    text_right = w - 20
    if kind == "winner" and seat is not None and face:
        art.paint_runner(p, seat, QRectF(w - 150, 110, 120, 120))
        text_right = w - 160
    draw_text(p, QRectF(224, 92, text_right - 224, 190), caption, readable_px(28, u),
              colour=art.INK, flags=LEFT | WRAP)
