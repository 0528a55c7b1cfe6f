"""A Cocoons turn ends with "End the turn": after the slide (and the animal put into its
cocoon) the mover still sees what the slide turned to their corner and may note it, as the
rulebook asks them to share it. Saves from before that step still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.core.saves import parse_envelope
from cocoa_games.games.cocoons.actions import EndTurn, Note, PlaceAnimal, Slide
from cocoa_games.games.cocoons.rules import CocoonsGame

from .helpers import SPACE, make, seals_seen, traps

OLD_SAVES = Path(__file__).with_name("data") / "saves_before_end_turn.json"


def test_after_a_slide_the_mover_notes_what_they_see_then_ends_the_turn():
    st = make(2)
    st.apply(0, Slide(st.cocoon_at(SPACE["N"])))  # the iguana lies face up: put it or not
    assert st.phase == "after"
    st.apply(0, EndTurn())
    assert st.turn == 1
    st.apply(1, Slide(st.cocoon_at(SPACE["C"])))  # back: the Start token, nothing to place
    assert st.phase == "done" and st.turn == 1 and st.to_move() == (1,)
    assert st.legal_actions(1) == [EndTurn()]
    seen = seals_seen(st, 1)
    cocoon, animal = next(iter(seen.items())) if seen else (0, "fox")
    st.apply(1, Note(cocoon, animal))  # the view is still Ben's: he writes what he sees
    assert st.observe(None)["notes"][cocoon]["animal"] == animal
    with pytest.raises(IllegalAction, match="end your turn"):
        st.apply(1, Slide(st.movable()[0]))
    st.apply(1, EndTurn())
    assert st.turn == 0 and st.phase == "turn"


def test_putting_the_animal_after_the_slide_leaves_the_turn_to_its_mover():
    st = make(2, traps(N=None))  # type: ignore[arg-type]
    st.apply(0, Slide(st.cocoon_at(SPACE["N"])))
    assert st.phase == "after" and st.animal_in_free() == "iguana"
    st.apply(0, PlaceAnimal(0))
    assert st.turn == 0 and st.phase == "done" and st.legal_actions(0) == [EndTurn()]
    st.apply(0, EndTurn())
    assert st.turn == 1


def test_the_lost_box_is_told_when_the_turn_is_ended():
    st = make(2)
    st.supply, st.lid = 1, 24  # set-up: only one token left
    st.apply(0, Slide(st.cocoon_at(SPACE["N"])))
    st.apply(0, PlaceAnimal(0))
    assert st.phase == "done" and not st.is_over()
    events = st.apply(0, EndTurn())
    assert st.is_over() and events[-1].kind == "lost"


@pytest.mark.parametrize("label", ["first_turn", "mid_game", "finished", "after_place"])
def test_saves_from_before_the_end_of_turn_step_still_load(label):
    envelope = json.loads(OLD_SAVES.read_text(encoding="utf-8"))[label]
    data = parse_envelope(envelope)
    assert json.dumps(data.state.to_dict(), sort_keys=True) == json.dumps(
        envelope["state"], sort_keys=True)
    ends = sum(a.kind == "end_turn" for _seat, a in data.actions)
    assert ends > sum(a["action"]["kind"] == "end_turn" for a in envelope["actions"])
    # and the game goes on under today's rules: saved again, it loads again
    again = parse_envelope(json.loads(json.dumps(data.to_dict())))
    assert again.state.to_dict() == data.state.to_dict()


def test_a_damaged_old_save_is_still_refused():
    envelope = json.loads(OLD_SAVES.read_text(encoding="utf-8"))["mid_game"]
    envelope["actions"][3]["action"] = {"kind": "slide", "cocoon": 7}
    with pytest.raises(Exception, match="damaged"):
        parse_envelope(envelope)


def test_a_game_is_told_its_old_saves_by_the_rules_alone():
    assert CocoonsGame().upgrade_moves(["A"], None, 0, [], make(1)) == []
