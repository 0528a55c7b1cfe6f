"""What a redraw does, counted rather than timed: the machine is shared, so wall times
wander with the load while these counts do not.

`PaintCounter` counts how many times a view's viewport is painted, how many device pixels
those paints cover, and how many times each item class's Python `paint()` runs. PySide
looks a Python override up once per item, so the classes are wrapped before the scene
makes its items: start counting after importing the game's scene module and before
creating the scene. Counting slows what it counts: time with it off.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView


def _item_classes(base: type = QGraphicsItem) -> Iterator[type]:
    for cls in base.__subclasses__():
        yield cls
        yield from _item_classes(cls)


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0  # viewport paint events
        self.pixels = 0  # device pixels those events asked for (a pixel twice counts twice)
        self.calls: Counter[str] = Counter()  # item class -> paint() calls
        self.seconds: Counter[str] = Counter()  # item class -> time inside paint()
        self._wrapped: dict[type, Callable] = {}
        self._views: list[QGraphicsView] = []
        for cls in set(_item_classes()):
            if "paint" in cls.__dict__ and cls.__module__.startswith("cocoa_games"):
                self._wrap(cls)

    def watch(self, view: QGraphicsView) -> None:
        view.viewport().installEventFilter(self)
        self._views.append(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
            self.pixels += sum(r.width() * r.height() for r in event.region())
        return False

    def _wrap(self, cls: type) -> None:
        original = cls.__dict__["paint"]
        calls, seconds = self.calls, self.seconds
        inside: set[int] = set()  # a subclass's paint calling its base's counts once

        def paint(item, *args, **kwargs):
            if id(item) in inside:
                return original(item, *args, **kwargs)
            name = type(item).__name__
            calls[name] += 1
            inside.add(id(item))
            start = time.perf_counter()
            try:
                return original(item, *args, **kwargs)
            finally:
                seconds[name] += time.perf_counter() - start
                inside.discard(id(item))

        self._wrapped[cls] = original
        cls.paint = paint  # type: ignore[attr-defined]

    def reset(self) -> None:
        self.paints = self.pixels = 0
        self.calls.clear()
        self.seconds.clear()

    def close(self) -> None:
        """Unwrap (items made while counting keep counting into this counter)."""
        for cls, original in self._wrapped.items():
            cls.paint = original  # type: ignore[attr-defined]
        self._wrapped.clear()
        for view in self._views:
            view.viewport().removeEventFilter(self)
        self._views.clear()
