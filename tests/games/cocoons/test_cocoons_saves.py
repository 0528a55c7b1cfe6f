"""Saves: a game in progress comes back exactly; a damaged one is refused with a message."""

from __future__ import annotations

import json

import pytest

from cocoa_games.app.records_store import FileRecords
from cocoa_games.core.game import SaveFormatError
from cocoa_games.games.cocoons import records
from cocoa_games.games.cocoons.levels import SPRING
from cocoa_games.games.cocoons.rules import CocoonsGame

from .helpers import free_space, make, traps


def test_a_spring_in_progress_survives_a_save():
    st = make(2, traps(N=SPRING), level=2)
    free_space(st, "N")
    assert st.phase == "spring"
    back = CocoonsGame().state_from_dict(json.loads(json.dumps(st.to_dict())))
    assert back.to_dict() == st.to_dict()
    assert back.observe(0) == st.observe(0) and back.legal_actions(0) == st.legal_actions(0)


@pytest.mark.parametrize("damage", [
    lambda d: d.update(supply=40),
    lambda d: d.update(pos=[0, 0, 1, 2, 3, 5, 6, 7]),
    lambda d: d.update(owner=["fish"] * 8),
    lambda d: d.update(trap=["rune:sun"] * 9),
    lambda d: d.update(phase="dancing"),
    lambda d: d.pop("holds"),
])
def test_damaged_saves_are_refused_with_a_message(damage):
    data = make(2).to_dict()
    damage(data)
    with pytest.raises(SaveFormatError, match="damaged"):
        CocoonsGame().state_from_dict(data)


def test_best_scores_are_kept_per_level_and_a_worse_score_does_not_replace_them(tmp_path):
    path = FileRecords(tmp_path)  # a book of its own (the rules ask a RecordBook)
    assert records.best(1, False, path) is None
    assert records.record_win(1, False, 9, path)
    assert not records.record_win(1, False, 4, path)
    assert records.record_win(1, True, 2, path)
    assert records.best(1, False, path) == 9 and records.best(1, True, path) == 2
    assert not records.hard_mode_unlocked(path)
    records.record_win(5, False, 1, path)
    assert records.hard_mode_unlocked(path)


def test_a_damaged_records_file_means_no_records_yet(tmp_path):
    path = FileRecords(tmp_path)
    path.path("cocoons").write_text("{not json", encoding="utf-8")
    assert records.load(path) == {}
    assert records.record_win(2, False, 3, path) and records.best(2, False, path) == 3


@pytest.mark.parametrize(("old_sentence", "key"), [
    ("No action token is left to pay for another move.", "no_tokens"),
    ("An empty space needs an action token and the supply is empty.", "hard_empty"),
    ("2 cocoons do not hold their own animals: the game is lost.", "wrong"),
])
def test_a_finished_game_saved_before_reasons_were_keys_still_loads(old_sentence, key):
    """Older files kept the English sentence for the end; it reads back as its key."""
    data = make(2).to_dict()
    data.update(result="lost", phase="over", reason=old_sentence)
    back = CocoonsGame().state_from_dict(data)
    assert back.reason == key and back.reason_text()
