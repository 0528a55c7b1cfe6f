"""What a game's rules must keep in every language: for comparing help.<lang>.md with help.md."""

from __future__ import annotations

import re
from pathlib import Path

GAMES = Path(__file__).resolve().parents[1] / "cocoa_games" / "games"


def outline(text: str) -> tuple[int, int, list[str]]:
    """Sections, list points and the keys named in bold."""
    return (len(re.findall(r"^## ", text, re.M)), len(re.findall(r"^- ", text, re.M)),
            re.findall(r"\*\*([A-Z])\*\*", text))


def rules(game_id: str, code: str = "") -> str:
    """The game's help text in `code` ("" for English)."""
    name = f"help.{code}.md" if code else "help.md"
    return (GAMES / game_id / name).read_text(encoding="utf-8")
