"""Words on the table: one way to draw them, fit them and (in tests) check their size.

Every scene draws its words through `draw_text`, so the contract test can ask how big each
word came out on screen (`TextProbe`): nothing on the table may be smaller than
`theme.MIN_TABLE_PX` at 100 % scale.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication, QPainter
from PySide6.QtWidgets import QGraphicsItem

from . import pixmap_cache
from .layer import scene_scale
from .theme import MIN_TABLE_PX, table_font

CENTER = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
WRAP = Qt.TextFlag.TextWordWrap


@dataclass(frozen=True)
class DrawnText:
    text: str
    screen_px: float  # the font's pixel size as it lands in device-independent pixels
    #: False when words run past the box they were drawn in (cut off on screen)
    fits: bool = True


class TextProbe:
    """Records every word drawn while it is active (tests: `with TextProbe() as probe`);
    entering it forgets every cached picture, so all the words on screen are drawn."""

    active: TextProbe | None = None

    def __init__(self) -> None:
        self.drawn: list[DrawnText] = []

    def __enter__(self) -> TextProbe:
        # a cached picture's words are not drawn again: every look is drawn afresh
        pixmap_cache.forget()
        TextProbe.active = self
        return self

    def __exit__(self, *exc: object) -> None:
        TextProbe.active = None


#: a name on a button beside an action ("Maximilian-Alex…: Magic!") keeps this many characters;
#: the whole name goes to the tooltip and the screen reader
BUTTON_NAME_CHARS = 12


def short_name(name: str, chars: int = BUTTON_NAME_CHARS) -> str:
    """`name` cut to `chars` characters with "…", so the action beside it is never cut."""
    return name if len(name) <= chars else name[:chars - 1] + "…"


def draw_text(p: QPainter, rect: QRectF, text: str, px: float, *, bold: bool = True,
              colour: QColor | str | None = None,
              flags: Qt.AlignmentFlag | Qt.TextFlag | int = CENTER, elide: bool = False) -> None:
    """Draw `text` at `px` (scene units) in `rect`; `elide` cuts a long single line with …"""
    if not text:
        return
    font = table_font(px, bold)
    p.setFont(font)
    if colour is not None:
        p.setPen(QColor(colour))
    if elide:
        text = elided(text, px, rect.width(), bold)
    probe = TextProbe.active
    if probe is not None:
        t = p.worldTransform()
        ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        height = math.hypot(t.m21(), t.m22())  # how tall a letter lands, even turned
        probe.drawn.append(DrawnText(text, font.pixelSize() * height / ratio,
                                     _fits(text, px, bold, rect, flags)))
    p.drawText(rect, int(flags), text)


def _fits(text: str, px: float, bold: bool, rect: QRectF, flags: object) -> bool:
    """Does every line of `text` stay within the sides of `rect` (each word, when it may
    wrap), and wrapped words within its top and bottom?"""
    if int(flags) & int(WRAP):  # type: ignore[call-overload]
        return words_fit(text, px, rect.adjusted(-0.25, 0, 0.25, 0), bold)
    return all(text_width(line, px, bold) <= rect.width() + 0.5
               for line in text.splitlines() if line)


def words_fit(text: str, px: float, rect: QRectF, bold: bool = True) -> bool:
    """Do wrapped words fit `rect` at `px`: each word across it, the lines within it?"""
    return longest_word_width(text, px, bold) <= rect.width() and \
        wraps_within(text, px, rect, bold)


def wraps_within(text: str, px: float, rect: QRectF, bold: bool = True) -> bool:
    """Do the words, wrapped across `rect`, stay within its height? (Half a line's leading
    may reach past it: the letters themselves do not.)"""
    tall = wrapped_size(text, px, rect.width(), rect.height(), bold)[1]
    return tall <= rect.height() + line_height(px, bold) * 0.5


def longest_word_width(text: str, px: float, bold: bool = True) -> float:
    """The width of the widest piece wrapped words can break into (Qt breaks lines at
    spaces and after hyphens): what a box must give them at the least."""
    return max((text_width(word, px, bold) for word in re.split(r"\s+|(?<=-)", text) if word),
               default=0.0)


#: whether a change of the application's font already makes us forget every measure
_watching_font = False


def _watch_font() -> None:
    global _watching_font
    app = QGuiApplication.instance()
    if not _watching_font and isinstance(app, QGuiApplication):
        app.fontChanged.connect(lambda _font: forget_measures())
        _watching_font = True


def text_width(text: str, px: float, bold: bool = True) -> float:
    """How wide `text` runs at table size `px`. Measuring shapes the text, which costs
    more than copying a picture, and the same words are measured on every move."""
    return _width(text, max(1, math.ceil(px - 0.01)), bold)


def line_height(px: float, bold: bool = True) -> float:
    return _metrics(max(1, math.ceil(px - 0.01)), bold).height()


@functools.lru_cache(maxsize=64)
def _metrics(size: int, bold: bool) -> QFontMetricsF:
    _watch_font()
    return QFontMetricsF(table_font(size, bold))


@functools.lru_cache(maxsize=4096)
def _width(text: str, size: int, bold: bool) -> float:
    return _metrics(size, bold).horizontalAdvance(text)


def wrapped_size(text: str, px: float, w: float, h: float,
                 bold: bool = True) -> tuple[float, float]:
    """(width, height) `text` takes wrapped into a `w` x `h` box at table size `px`."""
    return _wrapped(text, max(1, math.ceil(px - 0.01)), bold, round(w, 2), round(h, 2))


@functools.lru_cache(maxsize=1024)
def _wrapped(text: str, size: int, bold: bool, w: float, h: float) -> tuple[float, float]:
    need = _metrics(size, bold).boundingRect(QRectF(0, 0, w, h), int(CENTER | WRAP), text)
    return need.width(), need.height()


def elided(text: str, px: float, width: float, bold: bool = True) -> str:
    """`text` cut with "…" to fit `width` at table size `px`."""
    return _elided(text, max(1, math.ceil(px - 0.01)), bold, round(width, 2))


@functools.lru_cache(maxsize=1024)
def _elided(text: str, size: int, bold: bool, width: float) -> str:
    return _metrics(size, bold).elidedText(text, Qt.TextElideMode.ElideRight, width)


#: counts the times every measure was forgotten: a layout built from measures keeps the
#: generation it was measured in, and is measured again when it is no longer current
_generation = 0


def measures_generation() -> int:
    return _generation


def forget_measures() -> None:
    """Drop every remembered measure (the application font changed; benchmarks start each
    pass from nothing)."""
    global _generation
    _generation += 1
    for cached in (_metrics, _width, _wrapped, _elided):
        cached.cache_clear()


def fit_px(text: str, rect: QRectF, px: float, min_px: float, bold: bool = True,
           wrap: bool = False) -> float:
    """The largest size from `px` down to `min_px`, in steps of 1, at which `text` fits
    `rect` (`min_px` when none does). Halving the steps: each size tried measures the
    text again and may load a font size never used before."""
    def fits(size: float) -> bool:
        if wrap:
            need_w, need_h = wrapped_size(text, size, rect.width(), rect.height(), bold)
            return need_w <= rect.width() + 0.5 and need_h <= rect.height() + 0.5
        return (text_width(text, size, bold) <= rect.width()
                and line_height(size, bold) <= rect.height() + 2)

    steps = math.ceil(px - min_px - 1e-9)  # the sizes px, px - 1, ... above min_px
    if steps <= 0:
        return min_px
    if fits(px):
        return px
    if not fits(px - (steps - 1)):
        return min_px
    low, high = 0, steps - 1  # px - low does not fit, px - high does
    while high - low > 1:
        middle = (low + high) // 2
        if fits(px - middle):
            high = middle
        else:
            low = middle
    return px - high


def readable_px(px: float, scale: float) -> float:
    """`px` for an item drawn at `scale` (scene units per item unit), raised so that it
    lands on screen at no less than the table's minimum."""
    return max(px, MIN_TABLE_PX / scale) if scale > 0 else px


def text_floor(item: QGraphicsItem) -> float:
    """The smallest font size in `item`'s own units that reads at least MIN_TABLE_PX on
    screen: `readable_px` of nothing, rounded up to a whole size (as the font is), so one
    readable size names one cached look."""
    scale = max(0.05, scene_scale(item))  # (the board's own measure: turned boards too)
    return float(math.ceil(readable_px(0.0, scale) - 1e-6))


def first_fitting(texts: tuple[str, ...], rect: QRectF, floor: float,
                  bold: bool = True) -> str:
    """The first of `texts` (longest first) whose every word fits across `rect` at size
    `floor`; the last when none does (no words at all, when it is "")."""
    return next((t for t in texts if words_fit(t, floor, rect, bold)), texts[-1])


def draw_fitted(p: QPainter, rect: QRectF, text: str, px: float, floor: float,
                colour: QColor | str, bold: bool = True) -> None:
    """Words wrapped into `rect`, centred, as big as fits up to `px`, never under `floor`."""
    draw_text(p, rect, text, fit_px(text, rect, px, floor, bold=bold, wrap=True), bold=bold,
              colour=colour, flags=CENTER | WRAP)
