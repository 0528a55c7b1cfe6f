"""Save files: a faithful round trip, and every kind of bad file refused with a clear
message while the file itself stays exactly as it was."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from cocoa_games import games
from cocoa_games.core import saves
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.options import options_to_dict
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save

GAME_ID = "secret_numbers"  # the fixture game registered in tests/conftest.py
SEED = 11


def _game_in_progress() -> SaveData:
    """Three wrong guesses into a game of the fixture game."""
    game = games.get(GAME_ID)
    state = game.new_state(["Ann", "Tim"], None, SEED)
    actions = []
    for _ in range(3):
        seat = state.turn_seat()
        secret = state.secrets[1 - seat]
        action = next(a for a in state.legal_actions(seat) if a.number != secret)
        state.apply(seat, action)
        actions.append((seat, action))
    assert not state.is_over()
    seats = [SeatInfo("Ann"), SeatInfo("Tim", "computer", "easy")]
    return SaveData(game, seats, SEED, game.Options(hints=True), actions, state)


@pytest.fixture
def save_file(tmp_path) -> Path:
    return write_save(tmp_path / "family.cocoa.json", _game_in_progress())


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _assert_refused(path: Path, *words: str) -> str:
    """Reading fails with a SaveFormatError a parent can read; the file is not touched."""
    before, mtime = _digest(path), path.stat().st_mtime_ns
    with pytest.raises(SaveFormatError) as info:
        read_save(path)
    message = str(info.value)
    for word in words:
        assert word.lower() in message.lower(), message
    # written for people: a sentence, not a traceback or a Python exception name
    assert message[:1].isupper() and message.rstrip().endswith("."), message
    for jargon in ("Traceback", "KeyError", "TypeError", "JSONDecodeError", "Expecting"):
        assert jargon not in message, message
    assert _digest(path) == before and path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name], "stray files appeared"
    return message


def _rewrite(path: Path, change) -> None:
    envelope = json.loads(path.read_text(encoding="utf-8"))
    change(envelope)
    path.write_text(json.dumps(envelope), encoding="utf-8")


# -- the round trip ------------------------------------------------------------------
def test_round_trip_gives_the_same_game_back(save_file):
    original = _game_in_progress()
    loaded = read_save(save_file)
    assert loaded.game is original.game
    assert loaded.seats == original.seats
    assert loaded.seed == SEED
    assert loaded.options == original.options
    assert loaded.actions == original.actions
    assert loaded.state.to_dict() == original.state.to_dict()
    assert loaded.saved_at  # when it was saved, for the load dialog


def test_resumed_game_plays_on_exactly_like_the_original(save_file):
    original = _game_in_progress().state
    loaded = read_save(save_file).state
    for state in (original, loaded):
        seat = state.turn_seat()
        state.apply(seat, state.legal_actions(seat)[0])
    assert loaded.to_dict() == original.to_dict()
    assert loaded.observe(0) == original.observe(0)


def test_envelope_has_the_documented_fields(save_file):
    envelope = json.loads(save_file.read_text(encoding="utf-8"))
    assert envelope["format"] == "cocoa-games-save"
    assert envelope["version"] == saves.VERSION
    assert envelope["game"] == GAME_ID
    assert envelope["options"] == options_to_dict(_game_in_progress().options)
    assert [s["name"] for s in envelope["seats"]] == ["Ann", "Tim"]


# -- bad files --------------------------------------------------------------------------
def test_truncated_file(save_file):
    data = save_file.read_bytes()
    save_file.write_bytes(data[: len(data) // 2])
    _assert_refused(save_file, "damaged")


def test_not_json_at_all(save_file):
    save_file.write_bytes(b"\x89PNG\r\n\x1a\n a holiday photo, not a save")
    _assert_refused(save_file, "damaged")


def test_empty_file(save_file):
    save_file.write_bytes(b"")
    _assert_refused(save_file, "damaged")


def test_wrong_format(save_file):
    _rewrite(save_file, lambda e: e.__setitem__("format", "some-other-app"))
    _assert_refused(save_file, "not a Cocoa Games save")


def test_json_that_is_not_an_envelope(save_file):
    save_file.write_text("[1, 2, 3]", encoding="utf-8")
    _assert_refused(save_file, "not a Cocoa Games save")


def test_future_version(save_file):
    _rewrite(save_file, lambda e: e.__setitem__("version", saves.VERSION + 1))
    _assert_refused(save_file, "newer version")


@pytest.mark.parametrize("field", ["actions", "state", "seats", "seed", "game"])
def test_missing_fields(save_file, field):
    _rewrite(save_file, lambda e: e.pop(field))
    _assert_refused(save_file, "damaged", field)


def test_tampered_state_that_replay_contradicts(save_file):
    def cheat(envelope):
        # give Tim a different secret number: a valid state, but not what the moves produced
        envelope["state"]["secrets"][1] = envelope["state"]["secrets"][1] % 6 + 1

    _rewrite(save_file, cheat)
    _assert_refused(save_file, "does not match")


def test_unknown_game(save_file):
    _rewrite(save_file, lambda e: e.__setitem__("game", "chess"))
    _assert_refused(save_file, "does not know", "chess")


def test_illegal_action_in_the_list(save_file):
    def repeat_a_guess(envelope):
        # the same player guessing the same crossed-off number again cannot be replayed
        envelope["actions"].append(envelope["actions"][-2])

    _rewrite(save_file, repeat_a_guess)
    _assert_refused(save_file, "damaged", "move 4")


def test_unknown_action_kind(save_file):
    _rewrite(save_file, lambda e: e["actions"][0]["action"].__setitem__("kind", "cheat"))
    with pytest.raises(SaveFormatError, match="move 1 is not a move of this game"):
        read_save(save_file)


def test_huge_file_is_refused_without_reading_it(save_file):
    with open(save_file, "r+b") as handle:  # sparse: instant and takes no disk space
        handle.truncate(100 * 1024 * 1024)
    _assert_refused(save_file, "too large")


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(SaveFormatError, match="cannot be opened"):
        read_save(tmp_path / "nowhere.cocoa.json")


# -- atomic writing ---------------------------------------------------------------------
def test_write_leaves_no_temp_files_and_replaces_the_old_save(tmp_path):
    target = tmp_path / "saves" / "autosave.cocoa.json"  # folder created on demand
    data = _game_in_progress()
    write_save(target, data)
    data.actions = data.actions[:1]
    data.state = None  # to_dict replays when no state is given
    write_save(target, data)
    assert [p.name for p in target.parent.iterdir()] == [target.name]
    assert len(read_save(target).actions) == 1


def test_interrupted_write_keeps_the_old_file(save_file, monkeypatch):
    before = _digest(save_file)

    def power_cut(src, dst):
        raise OSError("disk unplugged")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        write_save(save_file, SaveData(games.get(GAME_ID), [SeatInfo("X"), SeatInfo("Y")], 99,
                                       games.get(GAME_ID).Options()))
    monkeypatch.undo()
    assert _digest(save_file) == before
    assert [p.name for p in save_file.parent.iterdir()] == [save_file.name], "temp file left behind"
    assert read_save(save_file).seed == SEED
