"""The core knows no game by name: the registry names each game's catalogue (i18n part), and
a game's words (its title and pitch among them) come from its own catalogue."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.core import i18n

PITCH = "Find matching tiles, hop across the river, open the temple."
PITCH_DE = "Finde passende Plättchen, hüpf über den Fluss, öffne den Tempel."


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_the_registry_names_every_games_catalogue():
    assert i18n.PARTS == ["app", *games.BUILT_IN]


def test_a_games_title_and_pitch_are_its_own_words(german):
    kokonana = next(info for info in games.all_games() if info.id == "kokonana")
    assert kokonana.pitch == PITCH_DE
    assert i18n.translate("app", PITCH) == PITCH_DE  # the app finds them, through the chain


def test_a_part_named_after_the_language_was_chosen_speaks_it_at_once(monkeypatch):
    monkeypatch.setattr(i18n, "PARTS", ["app"])
    monkeypatch.setattr(i18n, "_module_parts", {})  # what part_of learns here stays here
    i18n.set_language("de")
    try:
        assert i18n.translate("kokonana", PITCH) == PITCH  # not named yet: English
        i18n.add_parts(["kokonana"])
        assert i18n.translate("kokonana", PITCH) == PITCH_DE
        assert i18n.part_of("cocoa_games.games.kokonana.scene") == "kokonana"
    finally:
        i18n.set_language("en")
