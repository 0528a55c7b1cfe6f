"""How the column beside the box is shared out (no Qt): the panel on top, then either the
"Look from a corner" buttons or, while a note is written, the eight animals in a grid.
Rectangles are (x, y, width, height) in scene units."""

from __future__ import annotations

Rect = tuple[float, float, float, float]

#: between the panel and what follows it, and between two animals of the grid
GAP = 8.0
#: the panel takes at most this share of the column
PANEL_SHARE = 0.62


def animal_grid(side: Rect, count: int) -> list[Rect]:
    """`count` animals, two a row, from the column's top (the panel makes way)."""
    x, y, w, h = side
    cell_w = (w - GAP) / 2
    cell_h = min(120.0, (h - 3 * GAP) / 4)
    return [(x + col * (cell_w + GAP), y + row * (cell_h + GAP), cell_w, cell_h)
            for row, col in (divmod(i, 2) for i in range(count))]


def look_rows(side: Rect, top: float, seats: int, margin: float) -> list[Rect]:
    """One "Look from …'s corner" button per seat under the panel (from `top`), as many as
    there is room for; `margin`: a button's glow room around it."""
    x, y, w, h = side
    row_h = max(34.0, min(52.0, (y + h - top) / max(seats, 1) - 2 * margin))
    rows = []
    for i in range(seats):
        row_top = top + i * (row_h + 2 * margin)
        if row_top + row_h > y + h:
            break  # (no room for more)
        rows.append((x + margin, row_top, w - 2 * margin, row_h))
    return rows
