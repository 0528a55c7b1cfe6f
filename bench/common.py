"""What every benchmark returns, and the table `python -m bench` prints."""

from __future__ import annotations

import os
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Result:
    """One measured figure. `ok` is None when there is no target (information only)."""

    name: str
    value: float | None
    unit: str
    target: str = ""
    ok: bool | None = None
    note: str = ""

    @property
    def verdict(self) -> str:
        if self.value is None:
            return "SKIP"
        return {True: "PASS", False: "FAIL", None: "info"}[self.ok]


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if abs(value) >= 100:
        return f"{value:,.0f} {unit}".strip()
    if abs(value) >= 10:
        return f"{value:.1f} {unit}".strip()
    return f"{value:.2f} {unit}".strip()


def format_table(results: Sequence[Result]) -> str:
    rows = [("benchmark", "measured", "target", "result", "note")]
    rows += [(r.name, _fmt(r.value, r.unit), r.target, r.verdict, r.note) for r in results]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = []
    for n, row in enumerate(rows):
        cells = [row[i].ljust(widths[i]) for i in range(4)] + [row[4]]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def scratch_user_folders(folder: str | Path) -> None:
    """Point the app's saves, settings and logs into `folder` (never the real ones)."""
    for kind in ("data", "config", "log"):
        os.environ[f"COCOA_GAMES_{kind.upper()}_DIR"] = str(Path(folder) / kind)
