"""The key picker (issue 25, point 7): each button's letter from its own words, as the
player reads them; never a window's letter, never two alike, the same every time."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cocoa_games.core.key_letters import MUTE_KEY, WINDOW_LETTERS, candidates, key_letters

COLOURS = ("red", "yellow", "green", "blue")


def test_each_colour_takes_the_first_letter_of_its_name_in_its_language():
    english = key_letters(dict(zip(COLOURS, ("Red", "Yellow", "Green", "Blue"), strict=True)))
    german = key_letters(dict(zip(COLOURS, ("Rot", "Gelb", "Grün", "Blau"), strict=True)))
    french = key_letters(dict(zip(COLOURS, ("Rouge", "Jaune", "Vert", "Bleu"), strict=True)))
    assert english == {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
    # Gelb has G; Grün's G and R are taken (Rot), so the next letter of its word: Ü, typed U
    assert german == {"red": "R", "yellow": "G", "green": "U", "blue": "B"}
    assert french == {"red": "R", "yellow": "J", "green": "V", "blue": "B"}


def test_a_first_letter_goes_to_the_button_it_begins_before_any_other_takes_it():
    # "Grün" comes first but must not take Rot's R on its way to a free letter
    assert key_letters({"green": "Grün", "yellow": "Gelb", "red": "Rot"}) == {
        "green": "G", "yellow": "E", "red": "R"}


def test_the_window_letters_are_never_given():
    assert MUTE_KEY == "M" and MUTE_KEY in WINDOW_LETTERS
    assert key_letters({"magic": "Magic card…"}) == {"magic": "C"}  # M is Mute
    assert key_letters({"a": "Mm"}, reserved={"M"}) == {"a": "A"}  # none left: the alphabet


def test_after_a_colon_the_words_that_differ_count_first():
    keys = key_letters({"take": "Take a talisman", "hop": "Use a talisman: hop",
                        "peek": "Use a talisman: peek"})
    assert keys == {"take": "T", "hop": "U", "peek": "P"}
    assert candidates("Talisman\u00a0: sauter")[:2] == ["T", "S"]


def test_accents_are_typed_with_their_plain_key_and_signs_are_skipped():
    assert candidates("Écureuil") == ["E", "C", "U", "R", "I", "L"]
    assert candidates("«\u00a0Faute\u00a0!\u00a0»")[0] == "F"
    assert candidates("Straße") == ["S", "T", "R", "A", "E"]  # no key types ß alone


@given(st.lists(st.text(min_size=0, max_size=12), min_size=0, max_size=30),
       st.sets(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), max_size=5))
def test_letters_are_unique_free_of_the_reserved_and_the_same_every_time(words, reserved):
    labels = {i: w for i, w in enumerate(words)}
    keys = key_letters(labels, reserved)
    assert list(keys) == list(labels)
    given_out = [k for k in keys.values() if k]
    assert len(set(given_out)) == len(given_out)
    assert not set(given_out) & reserved
    assert all(len(k) == 1 and "A" <= k <= "Z" for k in given_out)
    # a letter is left out only when the alphabet is used up
    assert len(given_out) == min(len(labels), 26 - len(reserved))
    assert key_letters(dict(labels), set(reserved)) == keys
