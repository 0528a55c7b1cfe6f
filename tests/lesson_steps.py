"""A game's "Learn to play" lesson on the rules alone, for its tests: started as the app
starts it, and played by its script up to a step."""

from __future__ import annotations

from typing import TypeVar

from cocoa_games import games
from cocoa_games.core.lesson import LessonGame, LessonState

T = TypeVar("T")


def start(game_id: str, learner: str = "Mia") -> LessonState:
    lesson = games.lesson(game_id, learner)
    assert lesson is not None, f"{game_id} has no lesson"
    game = LessonGame(games.get(game_id), lesson)
    return game.new_state(lesson.names, lesson.options, lesson.seed)


def play_to(state: LessonState, step: int) -> None:
    """Make the script's moves until `step` is the one to make next."""
    while state.step < step:
        wanted = state.wanted()
        assert wanted is not None, f"step {state.step} has no move"
        state.apply(*wanted)


def inner(state: LessonState, kind: type[T]) -> T:
    """The game the lesson wraps, as the game's own state class."""
    assert isinstance(state.inner, kind)
    return state.inner
