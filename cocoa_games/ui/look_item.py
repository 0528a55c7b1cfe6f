"""Table pieces drawn from a plain look by an art function, so a game writes pictures, not
item classes.

`draw(painter, rect, *look)` paints the look into `rect`; it depends on nothing else (the
rect's place is only where the picture is copied to), so each look and size is drawn once
into the shared pixmap cache and copied on every repaint.

- `LookItem`: a piece that takes no clicks (a launcher, a panel, an end board, a ball and
  its shadow). It lies over `rect` in its parent's units; `margin` is how far its picture
  spills past the rect (a shadow, a pen). `cached=False` draws it directly: a piece whose
  look or size changes every frame would only fill the cache.
- `ClickableLook`: the same for a piece that may be clicked (a cup, a card): a `Clickable`
  whose class names its art (`draw`); `spills`: the picture reaches into the glow's margin.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .clickable import Clickable
from .pixmap_cache import blit

#: an art function: paints a look into a rect
Art = Callable[..., None]


def art_name(draw: Art) -> str:
    """The cache's name for an art function's pictures: its module and name."""
    return f"{draw.__module__}.{getattr(draw, '__qualname__', repr(draw))}"


class LookItem(QGraphicsObject):
    def __init__(self, draw: Art, z: float = 0.0, margin: float = 0.0,
                 cached: bool = True) -> None:
        super().__init__()
        self.draw, self.margin, self.cached = draw, margin, cached
        self.name = art_name(draw)
        self.look: tuple = ()
        self.rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, *look: object) -> None:
        """A new look repaints; the same look again costs nothing (most moves)."""
        if look != self.look:
            self.look = look
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def show_look(self, rect: QRectF, *look: object) -> None:
        """Lie over `rect` showing `look`, and be seen."""
        self.set_rect(rect)
        self.set_look(*look)
        self.setVisible(True)

    def show_spec(self, spec: Sequence | None) -> None:
        """`spec`: ((left, top, width, height), *look) as a Qt-free module plans it, shown
        as `show_look` shows it; None: hidden (nothing of that kind now)."""
        if spec is None:
            self.setVisible(False)
        else:
            self.show_look(QRectF(*spec[0]), *spec[1:])

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        m = self.margin
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        if self.rect.isEmpty():
            return
        rect, look = self.rect, self.look
        if not self.cached:
            self.draw(p, rect, *look)
            return
        key = f"{self.name}:{look}:{rect.width()}x{rect.height()}"
        blit(p, key, self.boundingRect(), lambda q, _area: self.draw(q, rect, *look))


class ClickableLook(Clickable):
    """`draw(painter, rect, *look)`: the class's art; `look`: its first look."""

    draw: ClassVar[Art]
    spills = False

    def __init__(self, w: float, h: float, look: tuple) -> None:
        super().__init__(w, h)
        self.look = look
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # one cached copy per look

    def set_look(self, *look: object) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        area = self.boundingRect() if self.spills else self.rect()
        draw = type(self).draw  # (a plain function kept on the class: not a method)
        blit(p, f"{art_name(draw)}:{self.look}:{self.w}x{self.h}", area,
             lambda q, _r: draw(q, self.rect(), *self.look))
