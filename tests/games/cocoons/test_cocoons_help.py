"""Cocoons' rules in German and French: the English outline, and the table's own words."""

from __future__ import annotations

import pytest

from cocoa_games.core import i18n
from cocoa_games.games.cocoons import levels
from tests.help_outline import outline, rules


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_rules_keep_the_english_outline_and_the_tables_words(code):
    text = rules("cocoons", code)
    assert outline(text) == outline(rules("cocoons"))
    assert "25" in text and "`padlock:1`" in text  # the supply; the home-made level's words
    try:
        assert i18n.set_language(code) == code
        for word in ("Hint", "Not yet", "Hard mode", "Remember what I saw",
                     *levels.LEVEL_NAMES):
            assert i18n._(word) in text, word
        assert f"({i18n._('N E S W').replace(' ', ', ')})" in text  # the compass letters
    finally:
        i18n.set_language("en")
