"""The contract's value objects: actions, events and outcomes round-trip and read well."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from cocoa_games import games
from cocoa_games.core.game import Action, Event, Outcome, SaveFormatError, action_registry


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class PlayCards(Action):
    kind: ClassVar[str] = "play_cards"
    cards: tuple[int, ...]
    call: str = "silent"


@dataclass(frozen=True)
class PickColour(Action):
    kind: ClassVar[str] = "pick_colour"
    colour: str


@dataclass(frozen=True)
class Hop(Action):
    kind: ClassVar[str] = "hop"
    path: tuple[tuple[int, int], ...]


from_dict = action_registry(PlayCards, PickColour, Hop)


@pytest.mark.parametrize(
    "action",
    [PlayCards((3, 14), "moo"), PlayCards((5,)), PickColour("blue"), Hop(((0, 1), (1, 2)))],
)
def test_actions_round_trip_through_json(action):
    assert from_dict(json.loads(json.dumps(action.to_dict()))) == action


def test_enum_fields_are_saved_as_their_value():
    @dataclass(frozen=True)
    class Paint(Action):
        kind: ClassVar[str] = "paint"
        colour: Colour

    assert Paint(Colour.RED).to_dict() == {"kind": "paint", "colour": "red"}


def test_default_label_is_readable():
    assert PlayCards((1,)).label() == "Play cards"


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"kind": "teleport"}, "Unknown action"),
        ("hop", "Unknown action"),
        ({"kind": "pick_colour"}, "missing 'colour'"),
    ],
)
def test_bad_action_dicts_are_save_format_errors(data, words):
    with pytest.raises(SaveFormatError, match=words):
        from_dict(data)


def test_missing_field_with_default_takes_the_default():
    assert from_dict({"kind": "play_cards", "cards": [2]}) == PlayCards((2,), "silent")


def test_event_visibility():
    public = Event("draw", {"count": 2}, "Tim draws 2")
    private = Event("peek", {"tile": 4}, "You peek", frozenset({1}))
    assert public.visible_for(None) and public.visible_for(3)
    assert private.visible_for(1)
    assert not private.visible_for(0)
    assert not private.visible_for(None), "onlookers must not see a private event"
    assert json.loads(json.dumps(private.to_dict()))["visible_to"] == [1]


def test_outcome_to_dict_is_json_safe():
    out = Outcome((2,), (0.0, 1.0, 3.0), "Ann wins!")
    assert json.loads(json.dumps(out.to_dict()))["winners"] == [2]


def test_fixture_game_contract_helpers():
    game = games.get("secret_numbers")
    state = game.new_state(["Ann", "Tim"], None, 1)
    assert state.turn_seat() == 0 and not state.is_over()
    with pytest.raises(ValueError, match="2 to 2 players"):
        game.check_player_count(3)
