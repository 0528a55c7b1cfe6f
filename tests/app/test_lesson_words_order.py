"""A lesson tells what the learner's move meant before the next player's turn begins (and the
voice says it then), never after the teacher has started."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.app.lessons import has_lesson
from cocoa_games.core.lesson import LESSON_EVENT, LessonGame, LessonState


@pytest.mark.parametrize("game_id", [g for g in games.BUILT_IN if has_lesson(g)])
def test_what_a_move_meant_comes_before_the_next_turn(game_id):
    lesson = games.lesson(game_id, "Mia")
    assert lesson is not None
    game = LessonGame(games.get(game_id), lesson)
    state = game.new_state(lesson.names, lesson.options or game.Options(), lesson.seed)
    assert isinstance(state, LessonState)
    told = 0
    while not state.finished:
        wanted = state.wanted()
        assert wanted is not None
        step = state.current
        events = state.apply(*wanted)
        kinds = [e.kind for e in events]
        if step is not None and step.then and "turn" in kinds:
            told += 1
            assert kinds.index(LESSON_EVENT) < kinds.index("turn"), kinds
    assert told, "no step ended a turn"
