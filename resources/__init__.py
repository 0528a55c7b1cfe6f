"""Original art and sounds shipped inside the package (see README.md in this folder)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """Path of a shipped resource, e.g. resource_path("art", "cuckoo_zoo", "cow.svg")."""
    return ROOT.joinpath(*parts)
