"""The voice's own words, for a child who cannot read yet: each person named with their
picture, the computer passed to a new person at the controls, the turn said once, a game's
"Leo's turn." not said beside it, a hint that repeats what was just said left out, the
winner cheered — in English, German and French (no Qt: app/narrator.py)."""

from __future__ import annotations

import pytest

from cocoa_games.app.narrator import SPOKEN_PICTURES, Narrator, Person
from cocoa_games.core.game import Event
from cocoa_games.core.i18n import set_language
from cocoa_games.core.people import COMPUTER_PICTURES, PICTURES


class Ears:
    def __init__(self) -> None:
        self.heard: list[str] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.heard.append(text)


def table() -> tuple[Narrator, Ears]:
    ears = Ears()
    narrator = Narrator(ears)
    narrator.seat([Person("Mia", "frog"), Person("Leo", "fox"), Person("Coco", "robot", False)])
    return narrator, ears


def test_every_picture_has_words_to_be_said():
    assert set(SPOKEN_PICTURES) == set(PICTURES) | set(COMPUTER_PICTURES)


def test_a_new_person_at_the_controls_hears_the_computer_is_theirs_once_per_turn():
    narrator, ears = table()
    narrator.turn(0)
    narrator.turn(0)  # (the table drawn again: not said again)
    narrator.hint("Mia: pick two tiles", public_view=True)
    narrator.happened([Event("turn", {"seat": 1}, "Leo's turn."),
                       Event("no_hop", {"seat": 1}, "Leo has nowhere to hop.")])
    narrator.turn(2)
    assert ears.heard == ["Pass the computer to Mia, the frog.", "Mia, your turn.",
                          "Mia: pick two tiles",
                          "Pass the computer to Leo, the fox.", "Leo, your turn.",
                          "Leo has nowhere to hop.",
                          "Now watch Coco, the robot."]


def test_a_hint_that_repeats_what_was_just_said_is_left_out_and_the_winner_is_cheered():
    narrator, ears = table()
    narrator.happened([Event("win", {}, "Mia found the blue lock and opens the temple!")])
    narrator.hint("Mia found the blue lock and opens the temple", public_view=True)
    narrator.over("Game over — Mia opened the temple!", winners=(0,))
    assert ears.heard == ["Mia found the blue lock and opens the temple!",
                          "Hooray for Mia, the frog!", "Game over — Mia opened the temple!"]


def test_one_person_with_computers_is_not_told_to_pass_the_computer():
    ears = Ears()
    narrator = Narrator(ears)
    narrator.seat([Person("Mia", "frog"), Person("Coco", "robot", False)])
    narrator.turn(0)
    assert ears.heard == ["Mia, your turn."]


@pytest.mark.parametrize(("language", "passing", "cheer"), [
    ("de", "Gib den Computer weiter: Mia, der Frosch.", "Hurra, Mia, der Frosch!"),
    ("fr", "Passe l’ordinateur à Mia, la grenouille.", "Hourra pour Mia, la grenouille !"),
])
def test_the_voice_speaks_german_and_french(language, passing, cheer):
    set_language(language)
    try:
        narrator, ears = table()
        narrator.turn(0)
        narrator.over("…", winners=(0,))
        assert ears.heard[0] == passing and ears.heard[2] == cheer
        assert ears.heard[1] != "Mia, your turn."
        english = {words.format(name="") for words in SPOKEN_PICTURES.values()}
        assert not {Person("", p).spoken() for p in SPOKEN_PICTURES} & english
    finally:
        set_language("en")


def test_a_secret_look_just_said_is_not_told_again_by_the_curtain():
    narrator, ears = table()
    narrator.happened([Event("peek", {"seat": 1}, "Leo peeks at temple tile 1.")])
    narrator.curtain(1, "Leo is peeking at temple tile 1.", secret=True)
    assert ears.heard[-1] == "Leo, the fox, a secret look just for you: everyone else looks away."
    narrator.curtain(0, "Mia is peeking at temple tile 2.", secret=True)  # (a loaded game)
    assert ears.heard[-1].endswith("Mia is peeking at temple tile 2.")
