"""Saving a Kokonana game mid-turn and refusing damaged saves."""

from __future__ import annotations

import json

import pytest

from cocoa_games.core.game import SaveFormatError
from cocoa_games.games.kokonana.rules import Flip, KokonanaGame, Peek

from .helpers import make


def _reload(state):
    return KokonanaGame().state_from_dict(json.loads(json.dumps(state.to_dict())))


def test_a_game_saved_during_a_private_peek_resumes_there():
    st = make(runners={0: "temple_bank"}, keys={0: "green"})
    st.apply(0, Peek(0))
    back = _reload(st)
    assert back.observe(0) == st.observe(0) and "peek_face" in back.observe(0)
    assert "peek_face" not in back.observe(1)
    assert back.legal_actions(0) == st.legal_actions(0)


def test_a_game_saved_with_a_pair_face_up_resumes_there():
    st = make()
    st.apply(0, Flip("S:0:0"))
    st.apply(0, Flip("S:1:1"))
    back = _reload(st)
    assert back.observe(None) == st.observe(None)
    assert back.observe(None)["phase"] == "kokonana"


@pytest.mark.parametrize("damage", [
    lambda d: d["motif"].__setitem__(0, 5) if d["motif"][0] != 5 else d["motif"].__setitem__(0, 4),
    lambda d: d["temple"].__setitem__(0, 9),
    lambda d: d.__setitem__("supply", 3),
    lambda d: d.__setitem__("phase", "dance"),
    lambda d: d["key"].__setitem__(0, 1),
    lambda d: d.pop("runner"),
])
def test_damaged_saves_are_refused(damage):
    data = make(keys={1: "black"}).to_dict()
    damage(data)
    with pytest.raises(SaveFormatError):
        KokonanaGame().state_from_dict(data)
