"""Home-made levels: the guard refuses what the rulebook calls impossible, with a reason."""

from __future__ import annotations

import pytest

from cocoa_games.games.cocoons.levels import custom_problem, parse_custom
from cocoa_games.games.cocoons.rules import CocoonsGame, CocoonsOptions


def test_a_reasonable_mix_is_accepted_and_played():
    trapdoors = parse_custom("spring, spin, rune:sun, rune:moon, rune:star, padlock:1, num:1")
    assert custom_problem(trapdoors) is None
    st = CocoonsGame().new_state(["A", "B"], CocoonsOptions(custom_level="spring, num:1, num:2"), 3)
    assert st.observe(None)["level"] == 0
    assert st.observe(None)["level_kinds"] == {"num": 2, "spring": 1}


@pytest.mark.parametrize("spec, words", [
    ("num:2, num:3", "starting with number 1"),
    ("num:1, num:3", "starting with number 1"),
    ("padlock:1, rune:sun, rune:moon", "star"),
    ("padlock:2", "wave, leaf, flame"),
    ("spring, spring, spring, spring, spring", "four spring"),
    ("spin, spin, spin", "two spinning"),
    ("action, action", "only one"),
    ("rune:sun, rune:sun", "only one"),
    ("num:1, num:2, num:3, num:4, num:5, num:6, num:7, num:8, spring", "eight"),
    ("", "at least one"),
    ("trampoline", "not a trapdoor"),
])
def test_impossible_levels_are_refused_with_the_reason(spec, words):
    with pytest.raises(ValueError) as info:
        parse_custom(spec)
    assert words in str(info.value)


def test_a_new_game_with_an_impossible_level_is_refused_and_nothing_starts():
    with pytest.raises(ValueError, match="padlock"):
        CocoonsGame().new_state(["A"], CocoonsOptions(custom_level="padlock:1"), 1)


def test_fewer_than_eight_trapdoors_leave_some_animals_bare():
    st = CocoonsGame().new_state(["A", "B"], CocoonsOptions(custom_level="spring"), 5)
    assert sum(t is not None for t in st.trap) == 1


def test_the_new_game_dialog_shows_why_a_home_made_level_is_refused(qtbot):
    from cocoa_games.app.new_game_dialog import NewGameDialog
    from cocoa_games.app.settings import Settings

    dialog = NewGameDialog(CocoonsGame(), Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.options_form.editors["custom_level"]
    editor.setText("padlock:1, rune:sun")
    assert "padlock" in (dialog.problem() or "")
    editor.setText("spring, spring, rune:eye")
    assert dialog.problem() is None
