"""Learn to play, from the launcher: a game's lesson (core/lesson.py) on the real table.

A lesson runs as a session without an autosave slot: nothing is saved, nothing counts in the
statistics. Playing it to its end is remembered (`Settings.lessons_done`), so the new-game
dialog stops offering it to that family.
"""

from __future__ import annotations

import contextlib
import importlib.util
from typing import TYPE_CHECKING

from cocoa_games import games
from cocoa_games.app.settings import Settings, save_settings
from cocoa_games.core.i18n import _

if TYPE_CHECKING:  # (the launcher imports this module: no game contract before the first frame)
    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.app.session import GameSession


def has_lesson(game_id: str) -> bool:
    """Whether `game_id` has a lesson — found without importing it (the launcher asks before
    the first frame, when no game's rules are loaded yet)."""
    try:
        return importlib.util.find_spec(f"cocoa_games.games.{game_id}.lesson") is not None
    except (ImportError, ValueError):
        return False


def first_time(game_id: str, settings: Settings) -> bool:
    """A family that never set up this game here nor finished its lesson: offer the lesson."""
    return (has_lesson(game_id) and game_id not in settings.lessons_done
            and settings.memory_of(game_id).count == 0)


def lesson_session(game_id: str, settings: Settings) -> GameSession | None:
    from cocoa_games.app.session import GameSession
    from cocoa_games.core.lesson import LessonGame
    from cocoa_games.core.saves import SeatInfo

    lesson = games.lesson(game_id, settings.name_for(0))
    if lesson is None:
        return None
    game = LessonGame(games.get(game_id), lesson)
    seats = [SeatInfo(name, kind) for name, kind in zip(lesson.names, lesson.kinds, strict=True)]
    options = lesson.options if lesson.options is not None else game.Options()
    session = GameSession(game, seats, lesson.seed, options, settings=settings, autosave=False)
    session.over.connect(lambda _outcome: remember_done(settings, session))
    return session


def remember_done(settings: Settings, session: GameSession) -> None:
    from cocoa_games.core.lesson import LessonState

    state = session.state
    if isinstance(state, LessonState) and state.finished:
        game_id = session.game.id
        if game_id not in settings.lessons_done:
            settings.lessons_done.append(game_id)
            with contextlib.suppress(OSError):  # a convenience: the lesson was played anyway
                save_settings(settings)


def start_lesson(window: MainWindow, game_id: str) -> None:
    session = lesson_session(game_id, window.settings)
    if session is None:
        window.statusBar().showMessage(_("This game has no lesson yet."), 6000)
        return
    window.start_session(session)
