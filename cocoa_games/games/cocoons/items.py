"""Cocoons' table items: the box, a cocoon, the free space and the side panel.

Each item keeps a plain `look` tuple (everything it shows) and repaints only when that
changes, so showing another seat's view leaves nothing of the last one behind.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.pixmap_cache import blit

from . import table_art
from .captions import compass_letters


class _Square(QGraphicsObject):
    """A square item drawn from its `look`: one picture in the shared pixmap cache per
    look, copied on every repaint. No item cache: the look changes with most moves and
    with every turn of the box (an item cache would be made anew each time)."""

    key = ""  # names the item's pictures in the cache

    def __init__(self, z: float) -> None:
        super().__init__()
        self.size = 100.0
        self.look: tuple = ()
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.size, self.size)

    def _take(self, size: float, look: tuple) -> None:
        if look != self.look:
            self.prepareGeometryChange()
            self.look, self.size = look, size
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        if self.look:
            blit(p, f"{self.key}:{self.look}", self.boundingRect(), lambda q, _r: self.draw(q))

    def draw(self, p: QPainter) -> None:
        raise NotImplementedError


class BoxItem(_Square):
    """The box walls with the compass letters printed on them (box frame letters, drawn
    where they land after the box's spin and the view's turn)."""

    key = "cocoons-box"

    def __init__(self) -> None:
        super().__init__(0)

    def set_look(self, size: float, turn: int, corner_label: str) -> None:
        self._take(size, (size, turn, corner_label, compass_letters()))

    def wall(self) -> float:
        return table_art.box_wall(self.size)

    def draw(self, p: QPainter) -> None:
        table_art.paint_box(p, *self.look)


class CocoonItem(Clickable):
    """A cocoon seen from above: its pink arrow, the tokens paid into it, the animal placed
    in it, the action trapdoor, a table note as a tag, and its seal on the side where it is
    — drawn only when the scene says the viewer sees it."""

    margin = 8.0
    glow_radius = 12.0

    def __init__(self, cocoon: int) -> None:
        super().__init__(100, 100)
        self.cocoon = cocoon
        self.look: tuple = ()
        self.setZValue(5)
        # each look is drawn once into the shared pixmap cache (looks come back as the box
        # turns from seat to seat) and copied from there: no item cache, which every turn
        # of the box would make anew for all eight cocoons
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_look(self, arrow: int, tokens: int, animal: str | None, action: bool,
                 seal: str | None, remembered: bool, note: str | None, selected: bool,
                 under: tuple[str, str] = ("", ""), wrong: bool = False) -> None:
        """`under`: what it stands on, as a label and as a bare word for a narrow cocoon."""
        look = (arrow, tokens, animal, action, seal, remembered, note, selected, self.w, under,
                wrong)
        if look != self.look:
            self.look = look
            self.update()

    def label(self) -> str:
        return super().label() or _("Cocoon {n}").format(n=self.cocoon + 1)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        """The whole look, one cached picture, composed from the cached layers (the cache
        keys every picture by language too, so its words follow a switch)."""
        if self.look:
            blit(p, f"cocoon-look:{self.look}", self.rect(),
                 lambda q, _r: table_art.paint_cocoon(q, self.rect(), self.look))


class SpaceItem(_Square):
    """What lies in a space a person can see into: the free space (or a known space)."""

    key = "cocoons-space"

    def __init__(self) -> None:
        super().__init__(2)

    def set_look(self, size: float, trapdoor: str | None, token: str | None,
                 action_token: bool) -> None:
        self._take(size, (size, trapdoor, token, action_token))

    def draw(self, p: QPainter) -> None:
        table_art.paint_space(p, *self.look)


class PanelItem(QGraphicsObject):
    """Plain facts for everyone: level, hard mode, supply, lid, what the trapdoors need."""

    def __init__(self) -> None:
        super().__init__()
        self.w, self.h = 300.0, 200.0
        self.lines: tuple[str, ...] = ()
        self.px = theme.MIN_TABLE_PX  # one size for every line, so they read as a list
        self.rows: tuple[int, ...] = ()  # rows each line takes (a long one wraps)
        self.setZValue(3)  # no item cache: the card and each line are cached pictures

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return QRectF(0, 0, self.w, self.h)

    def set_look(self, w: float, max_h: float, lines: Sequence[str]) -> None:
        """Lay `lines` out in a card `w` wide and at most `max_h` tall; the card takes the
        height its lines need (`self.h`), so what comes below can follow it."""
        lines = tuple(lines)
        px, rows = table_art.panel_layout(lines, w, max_h)
        h = min(max_h, sum(rows) * px * 1.5 + 16)
        if (w, h, lines) != (self.w, self.h, self.lines):
            self.prepareGeometryChange()
            self.w, self.h, self.lines = w, h, lines
            self.px, self.rows = px, rows
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        """The card, then each line as its own cached picture: one count changing (the
        supply) redraws one line, not the panel."""
        size = f"{self.w:.1f}x{self.h:.1f}"
        blit(p, f"cocoons-panel:{size}", self.boundingRect(), table_art.paint_card)
        step = self.px * 1.5
        y = 8.0
        for line, rows in zip(self.lines, self.rows, strict=True):
            if y + step * rows > self.h + 1:
                break
            blit(p, f"cocoons-line:{self.w:.1f}:{self.px}:{rows}:{line}",
                 QRectF(12, y, self.w - 24, step * rows), table_art.panel_line(line, self.px, rows))
            y += step * rows

class PictureItem(_Square):
    """The picture the eight numbered trapdoors make once all are removed: a butterfly
    leaving its cocoon, cut into eight pieces around the middle."""

    key = "cocoons-picture"

    def __init__(self) -> None:
        super().__init__(4)

    def set_size(self, size: float) -> None:
        self._take(size, (size,))

    def draw(self, p: QPainter) -> None:
        table_art.paint_butterfly(p, self.size)
