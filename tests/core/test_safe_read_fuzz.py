"""Issue 8: at least 100 kinds of damaged file thrown at the one way in (read_save).

Each is either loaded or refused with a SaveFormatError whose message is a sentence for
players; nothing else escapes and nothing hangs (FIFOs, devices, symlinks, directories,
depth, size, wrong types in every field, huge numbers, tampered states, HTML and control
characters in names). `damaged_files` is shared with the command-line fuzz in tests/app.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.saves import MAX_SAVE_BYTES, SaveData, SeatInfo, read_save, write_save
from cocoa_games.games import get

WRONG_VALUES = [None, True, 5, -1, 2**70, 1.5, "x", "", [], [1], {}, {"a": 1}, ["a", ["b"]]]
FIELDS = ["format", "version", "game", "seats", "seed", "options", "actions", "state",
          "saved_at", "uid"]


def good_envelope(game_id: str = "cuckoo_zoo", moves: int = 12) -> dict:
    game = get(game_id)
    seats = [SeatInfo("Alice"), SeatInfo("Ben", "computer")]
    state = game.new_state([s.name for s in seats], game.Options(), 3)
    actions = []
    while len(actions) < moves and not state.is_over():
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        actions.append((seat, action))
    return SaveData(game, seats, 3, game.Options(), actions, state).to_dict()


def _set(path: list, value) -> Callable[[dict], None]:
    def change(envelope: dict) -> None:
        target = envelope
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def envelope_mutations() -> Iterator[tuple[str, Callable[[dict], None]]]:
    for name in FIELDS:
        for value in WRONG_VALUES:
            yield f"{name}={value!r:.20}", _set([name], value)
    for value in WRONG_VALUES:
        yield f"seat.name={value!r:.20}", _set(["seats", 0, "name"], value)
        yield f"seat.kind={value!r:.20}", _set(["seats", 1, "kind"], value)
        yield f"move.seat={value!r:.20}", _set(["actions", 0, "seat"], value)
        yield f"move.kind={value!r:.20}", _set(["actions", 0, "action", "kind"], value)
    for cards in (5, True, "1", [True], [[1]], [2**80], list(range(300))):
        yield f"play.cards={cards!r:.20}", _set(["actions", 0, "action"],
                                                {"kind": "play", "cards": cards, "calls": [""]})
    for calls in (7, [7], [None], "moo", [["moo"]], ["x" * 500]):
        yield f"play.calls={calls!r:.20}", _set(["actions", 0, "action"],
                                                {"kind": "play", "cards": [0], "calls": calls})
    yield "seed 5000 digits", _set(["seed"], int("9" * 4000))
    yield "option hand_size huge", _set(["options", "hand_size"], 10**9)
    yield "option rule_level list", _set(["options", "rule_level"], ["beginner"])
    yield "tampered state", lambda e: e["state"].update({"turn": 1 - e["state"].get("turn", 0)})
    yield "state hands swapped", lambda e: e["state"].__setitem__(
        "hands", e["state"]["hands"][::-1])
    yield "one move dropped", lambda e: e["actions"].pop(3)
    yield "moves doubled", lambda e: e["actions"].extend(copy.deepcopy(e["actions"]))
    yield "no seats", _set(["seats"], [])
    yield "nine seats", lambda e: e["seats"].extend([{"name": f"P{i}"} for i in range(7)])
    yield "html name", _set(["seats", 0, "name"], '<img src="/dev/zero">')
    yield "control chars name", _set(["seats", 0, "name"], "A\x00\x1b[31mlice\u202e")
    yield "very long name", _set(["seats", 0, "name"], "A" * 5000)


def raw_files(base: bytes, tmp: Path) -> Iterator[tuple[str, Path]]:
    """Damage below the envelope: bytes, depth, size, and things that are not files."""
    def put(name: str, data: bytes) -> tuple[str, Path]:
        path = tmp / f"{name}.cocoa.json"
        path.write_bytes(data)
        return name, path

    yield put("empty", b"")
    yield put("cut in half", base[: len(base) // 2])
    yield put("not utf8", b"\xff\xfe" + base)
    yield put("nul bytes", base.replace(b",", b"\x00", 3))
    yield put("json array", b"[1,2,3]")
    yield put("json string", b'"cocoa"')
    yield put("nested 5000 lists", b"[" * 5000 + b"]" * 5000)
    yield put("nested 5000 objects", b'{"a":' * 5000 + b"1" + b"}" * 5000)
    yield put("deep inside state", base.replace(b'"state":{', b'"state":{"x":' + b"[" * 3000
                                                 + b"]" * 3000 + b",", 1))
    yield put("NaN seed", base.replace(b'"seed":3', b'"seed":NaN'))
    yield put("huge float", base.replace(b'"seed":3', b'"seed":1e999999'))
    yield put("5000-digit seed", base.replace(b'"seed":3', b'"seed":' + b"7" * 5000))
    yield put("too large", b" " * (MAX_SAVE_BYTES + 1))
    yield put("bom", b"\xef\xbb\xbf" + base)
    directory = tmp / "a folder.cocoa.json"
    directory.mkdir()
    yield "directory", directory
    fifo = tmp / "fifo.cocoa.json"
    os.mkfifo(fifo)
    yield "fifo", fifo
    for device in ("/dev/zero", "/dev/urandom", "/dev/null"):
        link = tmp / f"link to {device[5:]}.cocoa.json"
        link.symlink_to(device)
        yield f"symlink to {device}", link
    dangling = tmp / "dangling.cocoa.json"
    dangling.symlink_to(tmp / "nowhere")
    yield "dangling symlink", dangling
    loop = tmp / "loop.cocoa.json"
    loop.symlink_to(loop)
    yield "symlink loop", loop
    yield "missing", tmp / "missing.cocoa.json"


def damaged_files(tmp: Path) -> list[tuple[str, Path]]:
    envelope = good_envelope()
    base = json.dumps(envelope, separators=(",", ":")).encode()
    out = list(raw_files(base, tmp))
    for number, (name, change) in enumerate(envelope_mutations()):
        damaged = copy.deepcopy(envelope)
        try:
            change(damaged)
        except (KeyError, IndexError, TypeError, AttributeError):
            continue  # that part is absent in this save: nothing to damage
        path = tmp / f"m{number}.cocoa.json"
        path.write_text(json.dumps(damaged))
        out.append((name, path))
    return out


def test_at_least_a_hundred_kinds_each_loaded_or_refused_clearly(tmp_path):
    files = damaged_files(tmp_path)
    assert len(files) >= 100
    loaded = refused = 0
    for name, path in files:
        try:
            data = read_save(path)
        except SaveFormatError as exc:
            text = str(exc)
            assert text and text[0].isupper() and text.endswith((".", "!")), (name, text)
            assert "Traceback" not in text and len(text) < 300, (name, text)
            refused += 1
        else:
            assert data.state is not None, name
            loaded += 1
    assert refused >= 100 and loaded >= 2  # the HTML and control-character names do load


@pytest.mark.parametrize("value", [5, True, 7, "moo", None, [1, [2]]])
def test_cuckoo_zoo_play_with_wrong_types_is_a_damaged_file(value):
    game = get("cuckoo_zoo")
    for fields in ({"cards": value, "calls": ["moo"]}, {"cards": [1], "calls": value}):
        with pytest.raises(SaveFormatError):
            game.action_from_dict({"kind": "play", **fields})


@pytest.mark.parametrize("kind", [["play"], {"a": 1}, 5, None])
def test_an_unhashable_action_kind_or_game_is_a_damaged_file(tmp_path, kind):
    envelope = good_envelope()
    envelope["actions"][0]["action"]["kind"] = kind
    path = tmp_path / "k.cocoa.json"
    path.write_text(json.dumps(envelope))
    with pytest.raises(SaveFormatError, match="move 1"):
        read_save(path)
    envelope = good_envelope()
    envelope["game"] = kind
    path.write_text(json.dumps(envelope))
    with pytest.raises(SaveFormatError):
        read_save(path)


def test_a_legal_save_still_round_trips(tmp_path):
    game = get("kokonana")
    state = game.new_state(["A", "B"], game.Options(), 9)
    actions = []
    for _ in range(30):
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        actions.append((seat, action))
    data = SaveData(game, [SeatInfo("A"), SeatInfo("B")], 9, game.Options(), actions, state)
    path = write_save(tmp_path / "ok.cocoa.json", data)
    assert read_save(path).actions == actions
    assert path.stat().st_mode & 0o077 == 0
