"""Game options survive a save, and a damaged option is refused with a clear message."""

from __future__ import annotations

import dataclasses
import enum
import json

import pytest

from cocoa_games import games
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.options import option, options_from_dict, options_to_dict


class Level(enum.Enum):
    BEGINNER = "beginner"
    ADVANCED = "advanced"


@dataclasses.dataclass(frozen=True)
class SampleOptions:
    level: Level = option(Level.BEGINNER, "Rules", "Which rules to play with.")
    referee: bool = option(False, "Referee", "The computer checks every call.")
    hand_size: int = option(7, "Hand size", "Cards dealt to each player.", 3, 12)


def test_round_trip_through_json_keeps_enums_bools_and_ints():
    chosen = SampleOptions(Level.ADVANCED, True, 10)
    data = json.loads(json.dumps(options_to_dict(chosen)))
    assert data == {"level": "advanced", "referee": True, "hand_size": 10}
    restored = options_from_dict(SampleOptions, data)
    assert restored == chosen
    assert restored.level is Level.ADVANCED


def test_missing_keys_take_defaults_and_unknown_keys_are_ignored():
    restored = options_from_dict(SampleOptions, {"referee": True, "from_the_future": 1})
    assert restored == SampleOptions(referee=True)
    assert options_from_dict(SampleOptions, None) == SampleOptions()


@pytest.mark.parametrize(
    "data",
    [
        {"level": "expert"},
        {"referee": "yes"},
        {"referee": 1},
        {"hand_size": "7"},
        {"hand_size": True},
        {"hand_size": 7.5},
    ],
)
def test_bad_values_are_save_format_errors_naming_the_option(data):
    name = next(iter(data))
    with pytest.raises(SaveFormatError, match=name):
        options_from_dict(SampleOptions, data)


def test_options_that_are_not_a_mapping_are_refused():
    with pytest.raises(SaveFormatError, match="options"):
        options_from_dict(SampleOptions, ["referee"])


def test_option_carries_label_help_and_range_for_the_form():
    fields = {f.name: f for f in dataclasses.fields(SampleOptions)}
    meta = fields["hand_size"].metadata
    assert (meta["label"], meta["min"], meta["max"]) == ("Hand size", 3, 12)
    assert meta["help"]


@pytest.mark.parametrize("game_id", [info.id for info in games.all_games()])
def test_every_game_options_round_trip_through_json(game_id):
    options_cls = games.get(game_id).Options
    defaults = options_cls()
    data = json.loads(json.dumps(options_to_dict(defaults)))
    assert options_from_dict(options_cls, data) == defaults
    for f in dataclasses.fields(options_cls):
        assert f.metadata.get("label"), f"{game_id} option {f.name} has no label for the form"
