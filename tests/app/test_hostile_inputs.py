"""Hostile input found by attacking the app: what a child types or a broken file holds gets
a sentence for players (never Python's words) and never starts a game that cannot be kept."""

from __future__ import annotations

import pytest

from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save
from cocoa_games.games.cocoons.levels import parse_custom
from cocoa_games.games.cocoons.rules import CocoonsGame


@pytest.mark.parametrize("word", ["num:²", "num:" + "1" * 5000, "num:٣", "num:1" + "0" * 4400])
def test_odd_digits_in_a_home_made_level_get_the_players_sentence(word):
    with pytest.raises(ValueError) as info:
        parse_custom(f"spring, {word}")
    assert "is not a trapdoor of this box" in str(info.value)


def test_a_home_made_level_typed_in_the_dialog_can_always_be_saved_and_resumed(qtbot, tmp_path):
    # commas and spaces are skipped, so a very long text can still be a valid level; the
    # save then refused it ("bad value") and the game in progress was lost at resume
    from cocoa_games.app.new_game_dialog import NewGameDialog
    from cocoa_games.app.settings import Settings

    dialog = NewGameDialog(CocoonsGame(), Settings())
    qtbot.addWidget(dialog)
    editor = dialog.options_form.editors["custom_level"]
    editor.setText("spring" + "," * 300 + " spin")
    options = dialog.options_form.value()
    game = CocoonsGame()
    names = ["Ann", "Bo"]
    assert dialog.problem() is None  # still a level of one spring and one spin
    state = game.new_state(names, options, 7)
    data = SaveData(game, [SeatInfo(n) for n in names], 7, options, [], state)
    back = read_save(write_save(tmp_path / "game.json", data))
    assert back.state is not None and back.state.to_dict() == state.to_dict()
