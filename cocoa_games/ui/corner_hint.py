"""A button whose key hint sits small in its top-left corner instead of in a keycap: for
narrow buttons side by side (a bar of calls, a colour choice), where a keycap would take
the room the words need."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from . import theme
from .clickable import SHADOW, ButtonItem
from .pixmap_cache import blit
from .text import draw_text, text_width


class CornerHintButton(ButtonItem):
    def keycap_width(self) -> float:
        return 0.0  # no keycap: the hint goes in the corner

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        key = f"corner-button:{self._look()}:{self.w:.2f}x{self.h:.2f}"
        blit(p, key, self.rect().adjusted(0, 0, 0, SHADOW), lambda q, r: self._paint_art(q))

    def _hint_px(self) -> float:
        return max(theme.MIN_TABLE_PX, self.h * 0.16)

    def corner_hint_rect(self) -> QRectF | None:
        if not self.key_hint:
            return None
        px = self._hint_px()
        return QRectF(7, 3, text_width(self.key_hint, px) + 4, px * 1.3)

    def _paint_art(self, p: QPainter) -> None:
        super()._paint_art(p)  # faded along with the rest when disabled
        if self.key_hint and not self.hint_yields:  # (the key works all the same)
            px = self._hint_px()
            draw_text(p, QRectF(7, 3, self.w - 14, px * 1.3), self.key_hint, px,
                      colour=theme.qcolor(theme.INK, 170),
                      flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
