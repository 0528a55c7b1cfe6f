"""Learn to play Coconuts, on the rules alone: the scripted shots land where the lesson says
(whatever the release wobble), the red cup gives its extra shot, Freeze! takes Coco's turn,
and a learner's own shot is taken when it goes the way the words say and refused, with
the words of how to mend it, when it does not."""

from __future__ import annotations

import math

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.core.i18n import set_language
from cocoa_games.core.lesson import LESSON_EVENT, LESSON_KEY
from cocoa_games.games.coconuts import layout
from cocoa_games.games.coconuts import lesson as coconuts_lesson
from cocoa_games.games.coconuts.aim import frame_of, solve
from cocoa_games.games.coconuts.cards import FREEZE, kind_of
from cocoa_games.games.coconuts.physics import fly
from cocoa_games.games.coconuts.rules import WOBBLE_AIM, WOBBLE_POWER, CoconutsState, Shot
from tests.lesson_steps import inner, play_to, start

L = coconuts_lesson
#: the script's shots: (step, shooter, the cup it lands in)
SCRIPTED = [(0, L.LEARNER, L.FAR_RED), (1, L.LEARNER, L.NEAR_YELLOW),
            (3, L.KIKI, L.KIKIS_YELLOW)]


def test_three_at_the_table_and_only_the_learner_holds_a_card():
    state = start("coconuts")
    game = inner(state, CoconutsState)
    assert game.names == ["Mia", "Coco", "Kiki"] and game.turn == L.LEARNER
    assert game.hands == [[L.FREEZE_CARD], [], []] and kind_of(L.FREEZE_CARD) == FREEZE
    assert sorted(game.box + [L.FREEZE_CARD]) == list(range(12))
    # a table of three has red cups: the far corner straight ahead is one
    assert game.colours[L.FAR_RED] == layout.RED
    assert game.colours[L.NEAR_YELLOW] == game.colours[L.KIKIS_YELLOW] == layout.YELLOW
    assert game.to_move() == (L.LEARNER,)  # nobody else has a card: no Magic? wait


def test_the_script_plays_every_step_with_one_move_and_lands_where_it_says():
    state = start("coconuts")
    boards = []
    while not state.finished:
        seat, action = state.wanted() or (None, None)
        assert seat is not None and action is not None, f"step {state.step} has no move"
        assert state.legal_actions(seat) == [action]
        assert state.current is not None and state.current.say  # every step says what
        events = state.apply(seat, action)
        assert all(e.visible_to is None for e in events if e.kind == LESSON_EVENT)
        boards.append([list(b) for b in inner(state, CoconutsState).boards])
    game = inner(state, CoconutsState)
    # 1: the far red cup is the learner's, and it is still her turn (its extra shot)
    assert boards[0][L.LEARNER][0] == L.FAR_RED and game.outcomes[0] == L.FAR_RED
    # 2: the extra shot takes the front yellow cup; then Coco's turn came
    assert boards[1][L.LEARNER][:2] == [L.FAR_RED, L.NEAR_YELLOW]
    # 3: Freeze!: Coco shot nothing, Kiki's turn
    assert boards[2] == boards[1] and game.hands[L.LEARNER] == []
    assert game.last_shot_by[L.COCO] == -1
    # 4: Kiki takes her yellow cup
    assert boards[3][L.KIKI][0] == L.KIKIS_YELLOW and game.outcomes == [
        L.FAR_RED, L.NEAR_YELLOW, L.KIKIS_YELLOW]
    assert state.is_over() and state.outcome() is not None
    assert state.observe(None)[LESSON_KEY] == ""


@pytest.mark.parametrize(("step", "seat", "cup"), SCRIPTED)
def test_each_scripted_shot_lands_in_its_cup_whatever_the_release_wobble(step, seat, cup):
    state = start("coconuts")
    play_to(state, step)
    game = inner(state, CoconutsState)
    assert game.turn == seat and state.wanted() == (seat, L.SHOTS[cup])
    shot, frame = L.SHOTS[cup], frame_of(game.observe(None), seat)
    targets = game.targets(seat)
    for k in range(-4, 5):
        for j in (-1.0, -0.5, 0.0, 0.5, 1.0):
            flight = fly(frame, shot.aim + k / 4 * WOBBLE_AIM, shot.power + j * WOBBLE_POWER,
                         (0.0, 0.0), targets)
            assert flight.cup == cup, (k, j)
    # the lesson's shot is the one that solves for that cup's rim (aim.solve)
    target = next(c for c in targets if c.key == cup)
    aim, power = solve(frame, target.x, target.y, target.base) or (math.inf, math.inf)
    assert abs(aim - shot.aim) < 1e-3 and abs(power - shot.power) < 1e-3


def _by_hand(shot: Shot, turn: float = 0.0, pull: float = 1.0) -> Shot:
    """A person's shot beside the lesson's: turned by `turn` radians, `pull` times as hard."""
    angle = math.atan(shot.aim) + turn
    return Shot(round(math.tan(angle), 4), round(shot.power * pull, 4), 0.0)


def test_a_shot_made_by_hand_roughly_the_way_the_words_say_flies_as_the_lessons():
    state = start("coconuts")
    made = _by_hand(L.SHOTS[L.FAR_RED], turn=0.03, pull=1.04)  # a key press off, a bit hard
    assert made != L.SHOTS[L.FAR_RED]
    events = state.apply(L.LEARNER, made)
    last = inner(state, CoconutsState).last_shot
    assert last is not None and last["cup"] == L.FAR_RED and last["taken"]
    assert (last["aim"], last["power"]) == (L.SHOTS[L.FAR_RED].aim,
                                            pytest.approx(L.SHOTS[L.FAR_RED].power, abs=1e-3))
    assert state.step == 1 and any(e.kind == LESSON_EVENT for e in events)


@pytest.mark.parametrize(("turn", "pull", "words"), [
    (-0.25, 1.0, "to the right"),  # turned well to the left: turn right
    (0.25, 1.0, "to the left"),
    (0.0, 0.8, "a little more"),  # too short
    (0.0, 0.3, "a little more"),  # never rises to a rim
    (0.0, 1.25, "a little less"),  # too far
])
def test_a_shot_far_off_is_refused_with_how_to_mend_it(turn, pull, words):
    set_language("en")
    state = start("coconuts")
    before = inner(state, CoconutsState).to_dict()
    with pytest.raises(IllegalAction, match=words):
        state.apply(L.LEARNER, _by_hand(L.SHOTS[L.FAR_RED], turn, pull))
    assert inner(state, CoconutsState).to_dict() == before and state.step == 0  # nothing happened


def test_only_the_scripted_card_may_be_played_and_coco_s_turn_is_lost():
    state = start("coconuts")
    play_to(state, 2)
    game = inner(state, CoconutsState)
    assert game.turn == L.COCO and L.LEARNER in game.to_move()
    assert state.legal_actions(L.COCO) == []  # Coco waits for the learner's answer
    seat, card = state.wanted() or (None, None)
    assert seat == L.LEARNER and card is not None
    state.apply(L.LEARNER, card)
    assert game.turn == L.KIKI and game.played == [[L.FREEZE_CARD, L.LEARNER, L.COCO]]


def test_the_lessons_words_are_in_german_too():
    set_language("en")
    english = L.lesson("")
    far_left = _by_hand(L.SHOTS[L.FAR_RED], -0.3)
    mend = L.near(L.LEARNER)(L.SHOTS[L.FAR_RED], far_left)
    set_language("de")
    try:
        german = L.lesson("")
        assert german.names[0] != english.names[0] and german.title != english.title
        for de, en in zip(german.steps, english.steps, strict=True):
            assert de.say and de.say != en.say and de.then != en.then
        assert german.goodbye != english.goodbye
        assert L.near(L.LEARNER)(L.SHOTS[L.FAR_RED], far_left) not in ("", mend)
    finally:
        set_language("en")
