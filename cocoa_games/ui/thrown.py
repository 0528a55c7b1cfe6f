"""A piece thrown across the table (a ball, a coconut, a die) with its shadow on the table.

Both are `LookItem`s drawn directly, never cached: they move and change size every frame.
The game says where they are from plain numbers (a centre and a radius each, the shadow
flattened as it lies on the table) and replays the throw with `fly`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QRectF
from PySide6.QtWidgets import QGraphicsScene

from .animation import AnimationRunner, Done
from .look_item import Art, LookItem

Point = tuple[float, float]
#: where a throw is: the piece's centre and radius, its shadow's centre and radius
Spot = tuple[Point, float, Point, float]


def _oval(centre: Point, rx: float, ry: float) -> QRectF:
    return QRectF(centre[0] - rx, centre[1] - ry, 2 * rx, 2 * ry)


class ThrownPiece:
    """`piece(painter, rect)` and `shadow(painter, rect)` draw them into their rects;
    `margin`: how far the piece's picture spills past its round (its outline)."""

    def __init__(self, scene: QGraphicsScene, piece: Art, shadow: Art, z: float,
                 shadow_z: float, margin: float = 2.0, flat: float = 0.7) -> None:
        self.piece = LookItem(piece, z, margin, cached=False)
        self.shadow = LookItem(shadow, shadow_z, cached=False)
        self.flat = flat  # the shadow's height for its width
        for item in (self.piece, self.shadow):
            item.setVisible(False)
            scene.addItem(item)

    def place(self, centre: Point, radius: float, shadow: Point, shadow_radius: float
              ) -> None:
        self.piece.set_rect(_oval(centre, radius, radius))
        self.shadow.set_rect(_oval(shadow, shadow_radius, shadow_radius * self.flat))

    def set_visible(self, shown: bool) -> None:
        self.piece.setVisible(shown)
        self.shadow.setVisible(shown)

    def fly(self, runner: AnimationRunner, ms: int, at: Callable[[float], Spot],
            done: Done, stays: bool = True, rest_ms: int = 0) -> None:
        """Throw it over `ms` at an even pace (the flight's own time): `at(t)` says where
        it is a share `t` into the throw. `stays`: it lies where it fell, else it goes;
        `rest_ms`: the table then holds still that long (all see where it stopped)."""
        self.set_visible(True)

        def ended() -> None:
            self.set_visible(stays)
            runner.hold(rest_ms, done)

        runner.run(ms, lambda t: self.place(*at(t)), ended, curve=QEasingCurve.Type.Linear)
