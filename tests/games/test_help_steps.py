"""The help's picture steps (games/<id>/help_steps.py): every game has a few, each table is
the moment its words speak of, made with the game's own rules, and the words are ours in
every language."""

from __future__ import annotations

import importlib

import pytest

from cocoa_games import games
from cocoa_games.core import i18n
from cocoa_games.core.picture_steps import PictureStep
from cocoa_games.games.kokonana import board as B


def _steps(game_id: str) -> list[PictureStep]:
    return importlib.import_module(f"cocoa_games.games.{game_id}.help_steps").steps()


@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_each_game_has_four_to_seven_steps_each_a_table_of_its_own(game_id):
    steps = _steps(game_id)
    assert 4 <= len(steps) <= 7
    game = games.get(game_id)
    tables = []
    for step in steps:
        state = step.state()
        assert 1 <= len(step.words.split(". ")) <= 3 and len(step.words) < 160, step.words
        assert len(step.names) >= game.min_players
        tables.append(repr(state.observe(step.viewer)))
    assert len(set(tables)) == len(tables), "two steps show the same table"


def test_kokonana_steps_flip_match_hop_key_temple():
    flip, match, hop, key, temple = (s.state() for s in _steps("kokonana"))
    assert len(flip.flipped) == 2 and not any(flip.stone)          # two tiles up, no pair
    assert sum(match.stone) == 2 and not match.flipped              # the pair: a stone
    assert hop.phase == "hop" and hop.hop_targets(0)                # Mia may hop on
    assert key.key[0] is not None and key.runner[0] == B.SAND          # a key on the sandbank
    assert temple.phase == "temple" and temple.key[0] is not None   # at the temple, a key


def test_cuckoo_zoo_steps_match_call_red_rooster_complain_last_card():
    match, called, rooster, complained, last = (s.state() for s in _steps("cuckoo_zoo"))
    assert match.last_play is None and match.legal_actions(0)
    assert called.last_play["calls"] == ["moo"] and not called.last_play["mistakes"]
    assert rooster.last_play["calls"] == ["COCOTAKI!"] and not rooster.last_play["mistakes"]
    assert complained.last_result["right"] and complained.last_result["penalty"] == 2
    assert last.last_play["last_card"] and last.last_play["cards_left"] == 1


def test_cocoons_steps_slide_corners_place_agree():
    slid, mia, leo, placed, agree = _steps("cocoons")
    assert slid.state().supply < 25
    mia_state, leo_state = mia.state(), leo.state()
    assert (mia.viewer, leo.viewer) == (0, 1)
    assert mia_state.sight(0) and mia_state.sight(1)
    assert set(mia_state.sight(0)) != set(leo_state.sight(1))  # each corner its own seals
    assert any(h is not None for h in placed.state().holds)
    assert agree.state().phase == "agree"


def test_coconuts_steps_aim_cup_red_cup_magic_pyramid():
    aim, cup, red, magic, won = _steps("coconuts")
    assert aim.offer and aim.state().legal_actions(0)
    assert any(c >= 0 for c in cup.state().boards[0] + cup.state().boards[1]
               + cup.state().boards[2])
    red_state = red.state()
    assert red_state.extra == 0 or red_state.turn == red_state.last_shot["seat"]
    assert red_state.last_shot["taken"]
    assert set(magic.state().effects) & {"far_shot", "guess_who"}
    assert won.state().end_reason == "pyramid"


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_every_step_speaks_german_and_french(game_id, language):
    english = [s.words for s in _steps(game_id)]
    try:
        i18n.set_language(language)
        spoken = [s.words for s in _steps(game_id)]
    finally:
        i18n.set_language("en")
    assert all(a != b for a, b in zip(english, spoken, strict=True)), spoken
