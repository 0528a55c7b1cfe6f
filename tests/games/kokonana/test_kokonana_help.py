"""The rules in German and French say what the English ones say: the same sections and
points, the same keyboard letters, and the words the buttons really show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cocoa_games.core import i18n

HELP = Path(__file__).resolve().parents[3] / "cocoa_games" / "games" / "kokonana"


def outline(text: str) -> tuple[int, int, list[str]]:
    """Sections, list points and the keys named in bold."""
    return (len(re.findall(r"^## ", text, re.M)), len(re.findall(r"^- ", text, re.M)),
            re.findall(r"\*\*([A-Z])\*\*", text))


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_rules_in_the_language_match_the_english_ones(code):
    english = (HELP / "help.md").read_text(encoding="utf-8")
    text = (HELP / f"help.{code}.md").read_text(encoding="utf-8")
    assert outline(text) == outline(english)
    assert "13" in text  # the number of talismans


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_rules_name_the_buttons_as_the_table_shows_them(code):
    text = (HELP / f"help.{code}.md").read_text(encoding="utf-8")
    try:
        assert i18n.set_language(code) == code
        for button in ("Stay here", "Kokonana!", "Hide"):
            assert i18n.translate("kokonana", button) in text, button
    finally:
        i18n.set_language("en")
