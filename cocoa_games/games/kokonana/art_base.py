"""What every Kokonana picture shares: its ink and the form of a layer."""

from __future__ import annotations

#: (path, fill colour or None) or (path, fill, pen colour, pen width) — a 100×100 box
Layer = tuple

INK = "#3a2816"
