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


@pytest.mark.parametrize(("code", "every", "ends"), [
    ("en", "before **every** person's", "**End the turn**"),
    ("de", "vor **jedem** Zug", "**Zug beenden**"),
    ("fr", "avant le tour de **chaque** personne", "**Finir le tour**"),
])
def test_the_rules_say_the_one_curtain_rule_and_that_a_turn_ends_with_end_the_turn(code, every,
                                                                                   ends):
    text = rules("cocoons", "" if code == "en" else code)
    assert every in text and ends in text
    assert "only when the corner" not in text and "nur dann hinter" not in text
