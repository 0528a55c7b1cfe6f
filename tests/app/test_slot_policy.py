"""Opening a save onto its slot, decided without Qt (app/slot_policy.py): which game's slot
it continues, where Save writes, and what becomes of a file that does not read."""

from __future__ import annotations

import subprocess
import sys

from cocoa_games import games
from cocoa_games.app import paths, save_slots, slot_policy
from cocoa_games.core.saves import SaveData, SeatInfo, write_save
from tests.app.helpers import FIXTURE
from tests.import_graph import REPO


def _save(path, uid: str = "") -> SaveData:
    game = games.get(FIXTURE)
    data = SaveData(game, [SeatInfo("Ann", "human"), SeatInfo("Ben", "human")], 7,
                    game.Options(), uid=uid)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, data)
    return data


def test_a_file_of_ones_own_continues_its_game_and_save_writes_back_to_it():
    uid = save_slots.new_uid()
    path = paths.saves_dir() / "ours.cocoa.json"
    _save(path, uid)
    opened = slot_policy.open_save(path)
    assert isinstance(opened, slot_policy.Opened)
    assert (opened.uid, opened.from_slot, opened.save_path) == (uid, False, path)


def test_the_game_already_on_the_table_opened_from_a_file_becomes_a_game_of_its_own():
    uid = save_slots.new_uid()
    path = paths.saves_dir() / "copy.cocoa.json"
    _save(path, uid)
    opened = slot_policy.open_save(path, on_table=uid)
    assert isinstance(opened, slot_policy.Opened)
    assert save_slots.is_uid(opened.uid) and opened.uid != uid  # nothing is overwritten


def test_an_autosave_slot_continues_itself_and_a_finished_record_is_never_written_again():
    uid = save_slots.new_uid()
    _save(save_slots.slot_path(uid), uid)
    opened = slot_policy.open_save(save_slots.slot_path(uid))
    assert isinstance(opened, slot_policy.Opened)
    assert (opened.uid, opened.from_slot, opened.save_path) == (uid, True, None)
    record = save_slots.finished_path(save_slots.new_uid())
    _save(record, record.name.split(".")[0])
    opened = slot_policy.open_save(record)
    assert isinstance(opened, slot_policy.Opened) and opened.save_path is None


def test_a_damaged_autosave_is_set_aside_byte_for_byte_and_no_longer_blocks_continue():
    slot = save_slots.slot_path(save_slots.new_uid())
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_bytes(b'{"format": "cocoa-games-save", "vers')
    assert slot_policy.continue_summary() is not None
    refused = slot_policy.open_save(slot)
    assert isinstance(refused, slot_policy.Unopened)
    assert refused.title == "The last game cannot be continued"
    copies = list(paths.saves_dir().glob("Damaged autosave *.cocoa.json"))
    assert len(copies) == 1 and copies[0].name in refused.text
    assert copies[0].read_bytes() == b'{"format": "cocoa-games-save", "vers'
    assert not slot.exists() and slot_policy.continue_summary() is None


def test_a_damaged_file_of_ones_own_is_left_exactly_where_it_was():
    path = paths.saves_dir() / "torn.cocoa.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a save")
    refused = slot_policy.open_save(path)
    assert isinstance(refused, slot_policy.Unopened)
    assert refused.title == "This save cannot be opened"
    assert path.read_bytes() == b"not a save"


def test_the_slot_policy_game_setup_and_retelling_load_no_qt():
    code = ("import sys; import cocoa_games.app.slot_policy, cocoa_games.app.game_setup, "
            "cocoa_games.app.retelling; print([m for m in sys.modules if m.startswith('PySide6')])")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, timeout=60, check=True).stdout.strip()
    assert out == "[]"
