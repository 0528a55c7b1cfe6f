"""A row of big buttons under the table: as wide as their words need, centred, squeezed
together when the row is short. A fixed pool of `ButtonItem`s is relabelled on each move
(never rebuilt), so showing a new set of choices costs only the buttons that changed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from . import theme
from .clickable import ButtonItem, Clickable, IconPainter


@dataclass(frozen=True)
class ButtonSpec:
    text: str
    colour: str
    target: object  # an Action, or a callable for a step of the view's own
    key_hint: str = ""
    icon: IconPainter | None = None
    icon_key: str = ""  # names the icon's look for the cache
    icon_w: float = 0.0  # icon width as a share of its height
    big: bool = False  # the one button that matters now: larger words, wider, glowing


class ButtonRow:
    def __init__(self, scene: QGraphicsScene, count: int,
                 on_activate: Callable[[Clickable], None]) -> None:
        self.buttons = [ButtonItem() for _n in range(count)]
        for button in self.buttons:
            button.on_activate = on_activate
            button.setVisible(False)
            scene.addItem(button)

    def show(self, specs: Sequence[ButtonSpec], row: QRectF) -> list[ButtonItem]:
        """Show `specs` (at most the pool's size) centred in `row`; returns them in order."""
        specs = list(specs)[:len(self.buttons)]
        h = row.height()
        sizes = [h * (0.44 if s.big else 0.34) for s in specs]
        widths = []
        for spec, px in zip(specs, sizes, strict=True):
            words = QFontMetricsF(theme.table_font(px)).horizontalAdvance(spec.text) * 1.08
            extra = spec.icon_w * h * 0.56 + (h * 0.5 if spec.key_hint else 0) + h * 0.5
            widths.append(max(h * (4.6 if spec.big else 2.6), words + extra))
        gap = min(28.0, h * 0.28)
        gaps = gap * max(len(specs) - 1, 0)
        if sum(widths) > row.width() - gaps:  # many choices: squeeze (words shrink to fit)
            widths = [w * (row.width() - gaps) / sum(widths) for w in widths]
        x = row.center().x() - (sum(widths) + gaps) / 2
        shown: list[ButtonItem] = []
        for i, button in enumerate(self.buttons):
            if i >= len(specs):
                button.set_live(None)
                button.setVisible(False)
                continue
            spec = specs[i]
            button.set_size(widths[i], h)
            button.configure(spec.text, spec.colour, spec.key_hint, icon=spec.icon,
                             icon_key=spec.icon_key, icon_w=spec.icon_w, font_px=sizes[i])
            button.setPos(x, row.y())
            button.set_live(spec.target, glow=spec.big)
            button.setVisible(True)
            x += widths[i] + gap
            shown.append(button)
        return shown
