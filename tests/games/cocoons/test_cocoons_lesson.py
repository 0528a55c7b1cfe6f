"""Learn to play Cocoons, on the rules alone: the script plays to a won game, each step has
exactly one move, and what the words say is what the table shows at that moment — a seal
"you see" is in the learner's own corner view, a seal Coco sees is in hers and not in the
learner's, the animal goes into the cocoon whose seal shows it."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.core.i18n import set_language
from cocoa_games.core.lesson import LESSON_EVENT, LESSON_KEY, LessonState
from cocoa_games.games.cocoons import box as B
from cocoa_games.games.cocoons import lesson as cocoons_lesson
from cocoa_games.games.cocoons.actions import Correct, PlaceAnimal, ProposeEnd, Slide
from cocoa_games.games.cocoons.rules import CocoonsState
from tests.lesson_steps import play_to as _play_to
from tests.lesson_steps import start

LEARNER, COCO = cocoons_lesson.LEARNER, cocoons_lesson.COCO


def _start(learner: str = "Mia") -> LessonState:
    return start("cocoons", learner)


def _inner(state: LessonState) -> CocoonsState:
    assert isinstance(state.inner, CocoonsState)
    return state.inner


def _seals(state: LessonState, seat: int) -> dict[int, str]:
    return {int(c): a for c, a in _inner(state).observe(seat)["seals"].items()}


def test_the_box_is_a_level_one_box_near_its_end():
    state = _start()
    box = _inner(state)
    assert box.level == 1 and all(t.startswith("rune:") for t in box.trapdoors)
    assert box.start_visible() and box.supply == 19 and box.turn == LEARNER
    home = [c for c in range(8) if box.holds[c] == box.owner[c]]
    assert len(home) == 4 and box.holds[cocoons_lesson.FROG] == "owl"  # the mistake
    assert _seals(state, LEARNER) == {} and _seals(state, COCO) == {}  # nothing shows yet


def test_every_step_offers_one_move_and_the_script_ends_in_a_win():
    state = _start()
    steps = len(state.lesson.steps)
    assert 10 <= steps <= 20
    while not state.finished:
        seat, action = state.wanted() or (None, None)
        assert seat is not None and action is not None, f"step {state.step} has no move"
        assert state.to_move() == (seat,) or seat in state.to_move()
        assert state.legal_actions(seat) == [action]
        other = 1 - seat
        assert state.legal_actions(other) == []
        state.apply(seat, action)
    box = _inner(state)
    assert state.is_over() and box.result == "won" and box.wrong_cocoons() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.cooperative and outcome.winners == (0, 1)


def test_a_move_off_the_script_is_refused_with_the_steps_words():
    state = _start()
    seat, wanted = state.wanted() or (None, None)
    assert seat == LEARNER and isinstance(wanted, Slide)
    other = next(a for a in state.inner.legal_actions(LEARNER)
                 if isinstance(a, Slide) and a != wanted)
    with pytest.raises(IllegalAction, match="shining cocoon"):
        state.apply(LEARNER, other)
    assert state.step == 0


def test_the_steps_teach_what_they_say():
    state = _start()
    steps = state.lesson.steps
    # 1: the learner slides; the fish turns up, and the learner's corner shows its seal
    assert isinstance(state.wanted()[1], Slide) and "free space" in steps[0].say
    _play_to(state, 1)
    box = _inner(state)
    assert box.animal_in_free() == "fish"
    assert _seals(state, LEARNER).get(cocoons_lesson.FISH) == "fish"
    # (said as the fish turns up, the step's own words kept short for the hint line)
    assert "fish's seal" in steps[1].say and "facing the free space" in steps[0].then
    fish = cocoons_lesson.FISH
    assert B.facing_free(box.pos[fish], box.seal[fish], box.free)
    # 2: the fish goes into the cocoon whose seal the learner sees
    seat, place = state.wanted()
    assert seat == LEARNER and place == PlaceAnimal(cocoons_lesson.FISH)
    _play_to(state, 2)
    assert box.holds[cocoons_lesson.FISH] == "fish" == box.owner[cocoons_lesson.FISH]
    # 3: an explicit end of the turn, then Coco: she sees the owl's seal, the learner not
    assert "End the turn" in steps[2].say
    _play_to(state, 3)
    assert box.turn == COCO and "owl's seal" in steps[3].say
    assert _seals(state, COCO).get(cocoons_lesson.OWL) == "owl"
    assert cocoons_lesson.OWL not in _seals(state, LEARNER)
    # 4: the correction: three tokens to the lid, the owl into its own cocoon
    supply = box.supply
    assert state.wanted() == (COCO, Correct(cocoons_lesson.FROG, cocoons_lesson.OWL))
    _play_to(state, 4)
    assert box.supply == supply - 3 and box.lid == 3
    assert box.holds[cocoons_lesson.OWL] == "owl" and box.holds[cocoons_lesson.FROG] is None
    assert box.turn == LEARNER  # a correction is the whole turn
    # 5-6: the frog, whose seal the learner sees on the cocoon Coco just emptied
    _play_to(state, 5)
    assert box.animal_in_free() == "frog"
    assert _seals(state, LEARNER).get(cocoons_lesson.FROG) == "frog"
    assert "frog's seal" in steps[5].say
    assert state.wanted() == (LEARNER, PlaceAnimal(cocoons_lesson.FROG))
    _play_to(state, 6)
    assert box.holds[cocoons_lesson.FROG] == "frog" == box.owner[cocoons_lesson.FROG]
    # 8-9: Coco uncovers the fox and sees its seal; the learner's corner shows no seal
    _play_to(state, 8)
    assert box.animal_in_free() == "fox" and "cannot see it" in steps[8].say
    assert _seals(state, COCO).get(cocoons_lesson.FOX) == "fox"
    assert _seals(state, LEARNER) == {}
    _play_to(state, 9)
    assert box.holds[cocoons_lesson.FOX] == "fox" and None not in box.holds
    # 11: the learner's slide uncovers the Start token
    _play_to(state, 10)
    assert not box.start_visible() and "Start token" in steps[10].say
    _play_to(state, 11)
    assert box.start_visible()
    # 13-14: Coco proposes, the learner agrees: the cocoons open, every animal at home
    _play_to(state, 12)
    assert state.wanted() == (COCO, ProposeEnd())
    _play_to(state, 13)
    assert box.phase == "agree" and box.pending == [LEARNER]
    assert "Agree: open them" in steps[13].say
    _play_to(state, 14)
    assert box.result == "won"


def test_the_words_are_public_events_and_the_table_knows_it_is_a_lesson():
    state = _start()
    said = []
    while not state.finished:
        wanted = state.wanted()
        assert wanted is not None
        said += [e for e in state.apply(*wanted) if e.kind == LESSON_EVENT]
    assert said and all(e.visible_to is None for e in said)
    assert said[-1].text == state.lesson.goodbye
    assert state.observe(LEARNER)[LESSON_KEY] == ""  # (the script is over)


def test_every_view_carries_the_steps_words_for_the_banner():
    state = _start()
    while not state.finished:
        say = state.lesson.steps[state.step].say
        assert state.observe(LEARNER)[LESSON_KEY] == say == state.observe(None)[LESSON_KEY]
        state.apply(*(state.wanted() or ()))


def test_the_lesson_speaks_german_and_french():
    def words(lesson) -> set[str]:
        return ({s.say for s in lesson.steps} | {s.then for s in lesson.steps}
                | {lesson.goodbye, lesson.title}) - {""}

    english = words(cocoons_lesson.lesson())
    try:
        for language, word in (("de", "Kokon"), ("fr", "cocon")):
            set_language(language)
            translated = words(cocoons_lesson.lesson())
            assert len(translated) == len(english)
            assert not translated & english, language  # every sentence translated
            assert any(word in text for text in translated), language
    finally:
        set_language("en")
