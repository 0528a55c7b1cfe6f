"""Curtains between people follow one rule per game, and each game's rules say which (issue
23): in every language, the help tells when its curtain comes."""

from __future__ import annotations

import pytest

from cocoa_games.games import BUILT_IN
from tests.help_outline import rules

SAYS_WHEN = {"": "**When a curtain comes:**", "de": "**Wann ein Vorhang kommt:**",
             "fr": "**Quand vient le rideau\u00a0:**"}


@pytest.mark.parametrize("code", sorted(SAYS_WHEN))
@pytest.mark.parametrize("game_id", BUILT_IN)
def test_each_games_rules_say_when_its_curtain_comes(game_id, code):
    text = rules(game_id, code)
    assert text.count(SAYS_WHEN[code]) == 1, f"{game_id} help.{code or 'en'}: no curtain rule"
