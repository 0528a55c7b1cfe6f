"""What the voice says at a Kokonana table is said once, in words a child knows (issue 26):
a peek at the temple is heard once, not as the move and again as the table's line."""

from __future__ import annotations

from cocoa_games.app.narrator import Narrator, Person
from cocoa_games.games.kokonana import hints
from cocoa_games.games.kokonana.kinds import Phase
from tests.lesson_steps import play_to, start

PEEK_STEP = 15  # the lesson's peek at a temple tile


class Ears:
    def __init__(self) -> None:
        self.heard: list[str] = []

    def say(self, text: str, interrupt: bool = False) -> None:
        self.heard.append(text)


def test_a_peek_is_said_once_to_the_table():
    state = start("kokonana")
    play_to(state, PEEK_STEP)
    seat, action = state.wanted()
    events = state.apply(seat, action)
    public = state.observe(None)
    assert public["phase"] == Phase.PEEK
    names = state.inner.names
    line = hints.hint_text(public, None, None, None, lambda s: names[s], False)
    ears = Ears()
    narrator = Narrator(ears)
    narrator.seat([Person(names[0], "frog"), Person(names[1], "robot", False)])
    narrator.happened([e for e in events if e.visible_to is None])
    narrator.hint(line, public_view=True)  # the table's line, while everyone watches
    peeks = [said for said in ears.heard if "temple tile 1" in said]
    assert peeks == ["Mia peeks at temple tile 1."], ears.heard


def test_the_lesson_tells_a_talisman_in_words_a_child_knows():
    state = start("kokonana")
    said = " ".join(f"{s.say} {s.then}" for s in state.lesson.steps)
    assert "magic token" in said  # the printed game's "talisman", said plainly
    assert "face up" not in said and "face-down" not in said and "face down" not in said


def test_the_lessons_match_names_its_one_move_not_a_hop_it_refuses():
    state = start("kokonana")
    play_to(state, 10)  # after the match: the lesson takes a talisman (a hop it refuses)
    seat, action = state.wanted()
    assert action.kind == "take_talisman"
    names = state.inner.names
    line = hints.hint_text(state.observe(seat), seat, None, seat, lambda s: names[s],
                           may_take_talisman=True, can_hop=False)
    assert line == "A match! Mia: take a talisman"  # not "nowhere to hop": there is
