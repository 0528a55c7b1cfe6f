"""How the launcher lays its game tiles out (no Qt): as many columns as keep every tile and
its Play button on screen without scrolling, the tiles as large as that allows.

A tile's height depends on its width (the picture keeps its shape, the pitch wraps), so the
page passes `height_for(width)` measured on the real tiles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Grid:
    columns: int
    width: int  # of each tile
    fits: bool  # every row on screen without scrolling


def column_choices(count: int) -> list[int]:
    """Column counts worth trying, most first: 4 games go 4, 2 or 1 wide (3 + 1 looks
    untidy), other counts anything up to 4."""
    if count == 4:
        return [4, 2, 1]
    return list(range(min(max(count, 1), 4), 0, -1))


def choose_grid(count: int, room_width: int, room_height: int, spacing: int,
                min_width: int, max_width: int, height_for: Callable[[int], int]) -> Grid:
    """The layout with the largest tiles whose rows all fit in `room_height`; with none
    (a tiny window), the most columns at the smallest width, to scroll."""
    best: Grid | None = None
    for columns in column_choices(count):
        rows = -(-count // columns)
        widest = min(max_width, (room_width - spacing * (columns - 1)) // columns)
        if widest < min_width:
            continue

        def fits(width: int, rows: int = rows) -> bool:
            return rows * height_for(width) + spacing * (rows - 1) <= room_height

        if not fits(min_width):
            continue
        low, high = min_width, widest  # the widest tile that still fits: a tile grows taller
        while low < high:                # as it widens, so halve the range
            middle = (low + high + 1) // 2
            if fits(middle):
                low = middle
            else:
                high = middle - 1
        if best is None or low > best.width:
            best = Grid(columns, low, True)
    if best is not None:
        return best
    columns = next((c for c in column_choices(count)
                    if (room_width - spacing * (c - 1)) // c >= min_width), 1)
    return Grid(columns, max(min_width, min(max_width, (room_width - spacing * (columns - 1))
                                             // columns)), False)
