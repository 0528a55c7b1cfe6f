"""Words on the table: one way to draw them, fit them and (in tests) check their size.

Every scene draws its words through `draw_text`, so the contract test can ask how big each
word came out on screen (`TextProbe`): nothing on the table may be smaller than
`theme.MIN_TABLE_PX` at 100 % scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from .theme import MIN_TABLE_PX, table_font

CENTER = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
WRAP = Qt.TextFlag.TextWordWrap


@dataclass(frozen=True)
class DrawnText:
    text: str
    screen_px: float  # the font's pixel size as it lands in device-independent pixels


class TextProbe:
    """Records every word drawn while it is active (tests: `with TextProbe() as probe`)."""

    active: TextProbe | None = None

    def __init__(self) -> None:
        self.drawn: list[DrawnText] = []

    def __enter__(self) -> TextProbe:
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
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    probe = TextProbe.active
    if probe is not None:
        t = p.worldTransform()
        ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        height = math.hypot(t.m21(), t.m22())  # how tall a letter lands, even turned
        probe.drawn.append(DrawnText(text, font.pixelSize() * height / ratio))
    p.drawText(rect, int(flags), text)


def fit_px(text: str, rect: QRectF, px: float, min_px: float, bold: bool = True,
           wrap: bool = False) -> float:
    """The largest size from `px` down to `min_px` at which `text` fits `rect`."""
    size = px
    while size > min_px:
        metrics = QFontMetricsF(table_font(size, bold))
        if wrap:
            need = metrics.boundingRect(rect, int(CENTER | WRAP), text)
            if need.width() <= rect.width() + 0.5 and need.height() <= rect.height() + 0.5:
                return size
        elif (metrics.horizontalAdvance(text) <= rect.width()
              and metrics.height() <= rect.height() + 2):
            return size
        size -= 1
    return min_px


def readable_px(px: float, scale: float) -> float:
    """`px` for an item drawn at `scale` (scene units per item unit), raised so that it
    lands on screen at no less than the table's minimum."""
    return max(px, MIN_TABLE_PX / scale) if scale > 0 else px
