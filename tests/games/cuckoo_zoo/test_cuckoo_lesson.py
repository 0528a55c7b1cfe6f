"""Learn to play Cuckoo Zoo, on the rules alone: the script plays to the learner's win, each
step has exactly one move, Coco's one wrong call is caught by the learner's Complain!, the
learner plays a butterfly (with its colour) and says "Last card!" — and the table, guided by
the one Play, offers its presses one at a time."""

from __future__ import annotations

from cocoa_games import games
from cocoa_games.core.lesson import LESSON_EVENT, LessonGame, LessonState
from cocoa_games.games.cuckoo_zoo import lesson as cuckoo_lesson
from cocoa_games.games.cuckoo_zoo.cards import BUTTERFLY_IDS, CORRECT_CALL, Mistake
from cocoa_games.games.cuckoo_zoo.controls import guided_press
from cocoa_games.games.cuckoo_zoo.moves import Complain, Draw, Play, RuleLevel
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooState
from cocoa_games.games.cuckoo_zoo.selection import Selection

LEARNER, COCO = cuckoo_lesson.LEARNER, cuckoo_lesson.COCO


def _start() -> LessonState:
    lesson = cuckoo_lesson.lesson("Mia")
    game = LessonGame(games.get("cuckoo_zoo"), lesson)
    return game.new_state(lesson.names, lesson.options, lesson.seed)


def _inner(state: LessonState) -> CuckooZooState:
    assert isinstance(state.inner, CuckooZooState)
    return state.inner


def test_the_deal_is_short_and_at_the_beginner_level():
    state = _start()
    table = _inner(state)
    assert table.options.rule_level is RuleLevel.BEGINNER and not table.referee
    assert len(table.hands[LEARNER]) == 5 and table.turn == LEARNER
    assert state.lesson.names == ("Mia", "Coco")
    assert state.lesson.kinds == ("human", "computer")


def test_the_script_plays_to_the_learners_win_one_move_at_a_time():
    state = _start()
    assert 10 <= len(state.lesson.steps) <= 16
    made: list[tuple[int, object, list[str]]] = []
    while not state.finished:
        wanted = state.wanted()
        assert wanted is not None, f"step {state.step} has no move"
        seat, action = wanted
        assert state.legal_actions(seat) == [action]
        assert all(state.legal_actions(s) == [] for s in range(2) if s != seat)
        coco_cards = len(_inner(state).hands[COCO])
        events = state.apply(seat, action)
        made.append((seat, action, [e.kind for e in events]))
        if isinstance(action, Complain):
            assert len(_inner(state).hands[COCO]) == coco_cards + 2  # Coco pays
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (LEARNER,)
    assert _inner(state).hands[LEARNER] == []

    plays = [(seat, a) for seat, a, _ in made if isinstance(a, Play)]
    learner = [a for seat, a in plays if seat == LEARNER]
    assert all(a.calls == tuple(_right_calls(a)) for a in learner)  # the learner calls right
    butterfly = next(a for a in learner if a.cards[0] in BUTTERFLY_IDS)
    assert butterfly.colour in ("red", "yellow", "green", "blue")
    last = [a for a in learner if a.last_card]
    assert len(last) == 1 and learner.index(last[0]) == len(learner) - 2  # one card left
    complaints = [(seat, kinds) for seat, a, kinds in made if isinstance(a, Complain)]
    assert [seat for seat, _ in complaints] == [LEARNER] and Complain.interjection


def _right_calls(play: Play) -> list[str]:
    return [CORRECT_CALL[c] for c in play.cards]


def test_coco_makes_one_wrong_call_and_the_complaint_is_right():
    state = _start()
    while not isinstance((state.wanted() or (0, None))[1], Complain):
        state.apply(*state.wanted())  # type: ignore[misc]
    record = _inner(state).last_play
    assert record is not None and record["seat"] == COCO
    assert record["mistakes"] == [Mistake.WRONG_CALL]
    state.apply(LEARNER, Complain())
    verdict = _inner(state).last_result
    assert verdict is not None and verdict["right"] and verdict["by"] == LEARNER


def test_every_step_says_something_and_lessons_are_public_events():
    state = _start()
    assert all(step.say for step in state.lesson.steps if step.seat == LEARNER)
    lines = []
    while not state.finished:
        events = state.apply(*state.wanted())  # type: ignore[misc]
        lines += [e for e in events if e.kind == LESSON_EVENT]
    assert lines and all(e.visible_to is None for e in lines)
    assert lines[-1].text == state.lesson.goodbye


def test_the_table_offers_one_press_of_the_lessons_play_at_a_time():
    play = Play((BUTTERFLY_IDS[0],), ("",), True, "yellow")
    sel = Selection()
    presses = []
    for _ in range(6):
        press = guided_press([play], sel)
        presses.append(press)
        if press == "play":
            break
        if isinstance(press, int):
            sel.cards.append(press)
        elif press == "last":
            sel.last_card = True
        elif press in ("red", "yellow", "green", "blue"):
            sel.colour = press
        else:
            sel.add_call(press)
    assert presses == [BUTTERFLY_IDS[0], "", "yellow", "last", "play"]
    wrong = Selection(cards=[5])
    assert guided_press([play], wrong) == 5  # a card picked by mistake: take it back first
    assert guided_press([play, Draw()], Selection()) is None  # a real turn: all on offer


def test_the_complain_step_does_not_tell_the_learner_to_draw():
    from cocoa_games.games.cuckoo_zoo import prompts

    state = _start()
    while not isinstance((state.wanted() or (0, None))[1], Complain):
        state.apply(*state.wanted())  # type: ignore[misc]
    obs = _inner(state).observe(LEARNER)
    names = state.lesson.names.__getitem__
    assert "draw" in prompts.message(obs, LEARNER, False, "", names, Draw())  # a real turn
    assert prompts.message(obs, LEARNER, False, "", names, None) == "Your turn, Mia!"
