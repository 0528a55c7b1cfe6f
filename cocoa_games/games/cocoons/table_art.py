"""The pictures of the table's items, drawn in code: the box walls with their compass
letters, a cocoon layer by layer, what lies in a space, the panel's card and the butterfly
the numbered trapdoors make. The items (items.py) keep what they show; these draw it."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.pixmap_cache import Draw, stacked
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
from . import tile_layout as T
from .observation import FACE_DOWN

#: pixels a note keeps clear of a seal badge or the action dot (their rings included)
TOKEN_BROWN = "#c8a27a"  # an animal token put into a cocoon


def px_for(h: float, share: float) -> float:
    return max(theme.MIN_TABLE_PX, h * share)


def box_wall(size: float) -> float:
    return max(22.0, size * 0.07)


def paint_box(p: QPainter, size: float, turn: int, corner_label: str,
              letters: tuple[str, ...]) -> None:
    """The walls, the floor, the compass letters where they land after the box's spin and
    the view's turn, and whose corner this is."""
    r = QRectF(0, 0, size, size)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 3))
    p.setBrush(QColor("#c98f5a"))
    p.drawRoundedRect(r, 14, 14)
    w = box_wall(size)
    p.setBrush(QColor("#f3dfc1"))
    p.drawRect(r.adjusted(w, w, -w, -w))
    px = px_for(w, 0.62)
    for box_dir, letter in enumerate(letters):
        screen = (box_dir + turn) % 4
        c = r.center()
        half = size / 2 - w / 2
        at = {0: QPointF(c.x(), c.y() - half), 1: QPointF(c.x() + half, c.y()),
              2: QPointF(c.x(), c.y() + half), 3: QPointF(c.x() - half, c.y())}[screen]
        draw_text(p, QRectF(at.x() - w, at.y() - w / 2, 2 * w, w), letter, px,
                  colour=theme.WHITE)
    if corner_label:
        room = QRectF(w * 0.3, size - w, size * 0.4, w)
        draw_text(p, room, corner_label, fit_px(corner_label, room, px_for(w, 0.5),
                                                theme.MIN_TABLE_PX),
                  colour=theme.WHITE, flags=LEFT, elide=True)


# --- a cocoon ------------------------------------------------------------------------------
def paint_cocoon(p: QPainter, r: QRectF, look: tuple) -> None:
    """Layer by layer, each layer its own cached picture: a cocoon's looks multiply
    (arrow x tokens x animal x seal x note ...), its layers hardly do, so a new look
    is a few pixel copies instead of a drawing. Each part has its own place
    (tile_layout.py): none covers another."""
    (arrow, tokens, animal, action, seal, remembered, note, selected, w, under,
     wrong) = look
    seal_side = arrow if seal else None
    layers: list[tuple[str, Draw]] = [
        (f"body:{selected}", lambda q, _r: _paint_body(q, r, selected)),
        (f"arrow:{arrow}", lambda q, _r: art.paint_arrow(q, r.center(), w * T.ARROW, arrow))]
    if animal:
        layers.append((f"animal:{animal}", lambda q, _r: _paint_own_animal(q, r, animal)))
    if tokens:
        layers.append((f"tokens:{tokens}", lambda q, _r: _paint_tokens(q, r, tokens)))
    if action:
        layers.append(("action", lambda q, _r: _paint_action(q, r)))
    if under[0]:
        layers.append((f"under:{under}:{seal_side}:{bool(note)}:{action}",
                       lambda q, _r: _paint_under(q, r, under, seal_side, bool(note), action)))
    if seal:
        layers.append((f"seal:{arrow}:{seal}:{remembered}",
                       lambda q, _r: _paint_seal(q, r, arrow, seal, remembered)))
    if wrong:
        layers.append(("wrong", lambda q, _r: _paint_wrong(q, r)))
    if note:
        layers.append((f"note:{note}", lambda q, _r: _paint_note(q, r, note)))
    stacked([(f"cocoon-{name}:{w}", draw) for name, draw in layers])(p, r)


def place(r: QRectF, box: T.Box) -> QRectF:
    """A part's share of the tile, on the tile."""
    s = r.width()
    x, y, w, h = box
    return QRectF(r.left() + x * s, r.top() + y * s, w * s, h * s)


def _inner(r: QRectF) -> QRectF:
    s = r.width()
    return r.adjusted(s * 0.16, s * 0.16, -s * 0.16, -s * 0.16)


def _paint_body(p: QPainter, r: QRectF, selected: bool) -> None:
    s = r.width()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 4 if selected else 2.5))
    p.setBrush(QColor("#fffaf0" if not selected else "#ffe9a8"))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), s * 0.12, s * 0.12)
    p.setPen(QPen(QColor("#d7c4a8"), 1.5))
    p.setBrush(QColor("#f4ead8"))
    p.drawRoundedRect(_inner(r), s * 0.08, s * 0.08)


def _paint_own_animal(p: QPainter, r: QRectF, animal: str) -> None:
    """The animal put into the cocoon: a square brown token in the top-left corner — not
    the white, pink-ringed round badge of a seal on the cocoon's side."""
    room = place(r, T.ANIMAL)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), max(1.5, r.width() * 0.02)))
    p.setBrush(QColor(TOKEN_BROWN))
    p.drawRoundedRect(room, room.width() * 0.18, room.width() * 0.18)
    pad = room.width() * 0.1
    art.paint_animal(p, room.adjusted(pad, pad, -pad, -pad), animal)


def _paint_tokens(p: QPainter, r: QRectF, tokens: int) -> None:
    room = place(r, T.TOKENS)
    # (the bare number where "×3" has no room: the smallest tables)
    text, px = _fitting((f"×{tokens}", f"{tokens}"), room,
                        min(px_for(r.width(), 0.15), room.height() / 1.3))
    draw_text(p, room, text, px, colour=theme.INK,
              flags=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def action_dot(r: QRectF) -> QRectF:
    """The action trapdoor's dot, in the bottom-right corner."""
    room, s = place(r, T.ACTION), r.width()
    c = room.center()
    return QRectF(c.x() - s * 0.08, c.y() - s * 0.08, s * 0.16, s * 0.16)


def _paint_action(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(QColor("#f8bbd0"))
    p.drawEllipse(action_dot(r))


def _paint_under(p: QPainter, r: QRectF, under: tuple[str, str], seal_side: int | None,
                 note: bool, action: bool) -> None:
    """Known to all: what this cocoon stands on, in the bottom band beside the corners."""
    room = place(r, T.under(seal_side, note, action))
    px = min(px_for(r.width(), 0.13), room.height() / 1.3)
    text, px = _fitting(under, room, px)
    draw_text(p, room, text, px, colour=theme.TEXT_SOFT, elide=True)


def _paint_wrong(p: QPainter, r: QRectF) -> None:
    """The reveal: not its own animal (a cross, not colour alone)."""
    s = r.width()
    p.setPen(QPen(QColor(theme.BERRY), max(4.0, s * 0.06)))
    p.drawLine(QPointF(s * 0.2, s * 0.2), QPointF(s * 0.8, s * 0.8))
    p.drawLine(QPointF(s * 0.8, s * 0.2), QPointF(s * 0.2, s * 0.8))


def _paint_note(p: QPainter, r: QRectF, note: str) -> None:
    """A table note: a paper tag with the noted animal in the bottom-left corner, always
    there, so it never covers the seal it may be checked against."""
    room = place(r, T.NOTE)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 1.5, Qt.PenStyle.DashLine))
    p.setBrush(QColor(255, 255, 255, 235))
    p.drawRoundedRect(room, 4, 4)
    pad = room.width() * 0.12
    art.paint_animal(p, room.adjusted(pad, pad, -pad, -pad), note)


def seal_badge(r: QRectF, side: int) -> QRectF:
    """The seal's badge on the edge it is on (screen sides: 0 top, 1 right, 2 bottom)."""
    return place(r, T.badge(side))


def _paint_seal(p: QPainter, r: QRectF, side: int, seal: str, remembered: bool) -> None:
    """The seal on the side it is on: a white badge with a pink ring on that edge (the
    ring drawn inside the badge's place)."""
    badge = seal_badge(r, side)
    width = max(2.0, r.width() * 0.035)
    line = Qt.PenStyle.DashLine if remembered else Qt.PenStyle.SolidLine
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(art.PINK), width, line))
    p.setBrush(QColor(theme.WHITE))
    ring = badge.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    p.drawEllipse(ring)
    d = ring.width()
    art.paint_animal(p, ring.adjusted(d * 0.14, d * 0.14, -d * 0.14, -d * 0.14), seal)


def _fitting(texts: tuple[str, str], room: QRectF, px: float) -> tuple[str, float]:
    """The label (shrunk down to the smallest size if need be) when it fits `room`, else
    the bare word: "note: Schildkröte" is too long for a small cocoon, "Schildkröte" is not
    (the tag's shape and place still say what it is)."""
    for text in texts:
        size = fit_px(text, room, px, theme.MIN_TABLE_PX)
        if text_width(text, size) <= room.width():
            return text, size
    return texts[-1], theme.MIN_TABLE_PX


# --- a space, the panel's card, the picture ------------------------------------------------
def paint_space(p: QPainter, s: float, trapdoor: str | None, token: str | None,
                action_token: bool) -> None:
    r = QRectF(0, 0, s, s).adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12)
    if token == L.START:
        art.paint_start(p, r)
    elif token == FACE_DOWN:
        art.paint_token_back(p, r)
    elif token:
        art.paint_animal(p, r, token)
    if trapdoor:
        art.paint_trapdoor(p, r.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), trapdoor,
                           px_for(s, 0.16))
    if action_token:
        p.setPen(QPen(QColor(theme.INK), 2))
        p.setBrush(QColor("#ffcc80"))
        p.drawEllipse(QPointF(r.right(), r.bottom()), s * 0.1, s * 0.1)


def paint_card(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(theme.INK), 2))
    p.setBrush(QColor(theme.CREAM))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 12, 12)


def _rows(line: str, w: float, px: float) -> int:
    """Rows `line` takes when wrapped at `px` in a panel `w` wide."""
    height = wrapped_size(line, px, w - 24, 10_000)[1]
    return max(1, round(height / line_height(px)))


@functools.lru_cache(maxsize=256)
def panel_layout(lines: tuple[str, ...], w: float, max_h: float) -> tuple[float, tuple[int, ...]]:
    """The largest size (20 px down to the minimum) at which every line fits the card,
    a long line (German, French, the seal legend) taking two rows rather than being cut."""
    px = 20.0
    while True:
        rows = tuple(_rows(line, w, px) for line in lines)
        fits = sum(rows) * px * 1.5 + 16 <= max_h and max(rows, default=1) <= 2
        if fits or px <= theme.MIN_TABLE_PX:
            return px, rows
        px = max(theme.MIN_TABLE_PX, px - 1)


def note_pick_px(w: float, h: float) -> float:
    """One size for all eight animals' names on the note buttons (the longest decides),
    so they read as one set; the room is what a button with its picture above leaves."""
    pad = min(18.0, h / 5)
    room = QRectF(0, 0, w - 2 * pad, h - pad / 2 - min(h * 0.48, w * 0.6) - 8)
    start = max(theme.MIN_TABLE_PX, h * 0.2)
    return min(fit_px(_(a), room, start, theme.MIN_TABLE_PX, wrap=True) for a in L.ANIMALS)


def panel_line(line: str, px: float, rows: int = 1) -> Draw:
    """One line of the side panel (a long one wraps onto a second row)."""
    if rows == 1:
        return lambda q, r: draw_text(q, r, line, px, colour=theme.INK, flags=LEFT, elide=True)
    return lambda q, r: draw_text(q, r, line, px, colour=theme.INK, flags=LEFT | WRAP)


def paint_butterfly(p: QPainter, s: float) -> None:
    """The picture the eight numbered trapdoors make once all are removed: a butterfly
    leaving its cocoon, cut into eight pieces around the middle."""
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
    px = px_for(s, 0.07)
    draw_text(p, QRectF(0, s - px * 1.6, s, px * 1.5), _("The picture is whole!"), px,
              colour=theme.INK)
