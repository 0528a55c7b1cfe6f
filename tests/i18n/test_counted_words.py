"""Counted words read right in each language (issue 25, point 6): a French total agrees
with its number ("1 partie gagnée", never "1 parties gagnées"), German counts turns as Züge."""

from __future__ import annotations

import pytest

from cocoa_games.app.stats import GameRecord, record_line
from cocoa_games.core import i18n


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("played, won, expected", [
    (1, 1, "1 partie gagnée sur 1"),
    (1, 0, "0 partie gagnée sur 1"),
    (2, 1, "parties gagnées : 1 sur 2"),
    (3, 0, "parties gagnées : 0 sur 3"),
])
def test_french_statistics_agree_with_their_number(played, won, expected):
    assert i18n.set_language("fr") == "fr"
    line = record_line(GameRecord(played=played, won=won))
    assert line == expected
    assert "1 parties" not in line and "1 gagnées" not in line


def test_german_counts_turns_not_rounds():
    assert i18n.set_language("de") == "de"
    assert i18n.ngettext("{n} turn", "{n} turns", 35).format(n=35) == "35 Züge"
    assert "leise" not in i18n._("No sound device found — playing silently.")
