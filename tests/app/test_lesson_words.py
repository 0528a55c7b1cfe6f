"""Learn to play, read by a child at the table (issue 26): each step's words stand once on
screen — in the hint line under the table, whole (never cut with "…"), in English, German
and French, at 800×600 and at 1280×800 — while the banner on the table says the game's own
short prompt for the one move the lesson offers, not the step's words a second time."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from cocoa_games import games
from cocoa_games.app.lessons import has_lesson
from cocoa_games.app.settings import Settings
from cocoa_games.ui.text import TextProbe
from tests.app.helpers import language_fixture, started_lesson

LESSON_GAMES = [g for g in games.BUILT_IN if has_lesson(g)]
SIZES = ((800, 600), (1280, 800))


language = language_fixture("en", "de", "fr")


def drawn_words(window) -> list[str]:
    """Every word the table draws now (the banner is drawn in the scene)."""
    with TextProbe() as probe:
        window.table.view.grab()
    return [d.text for d in probe.drawn]


def step_problems(window, words: str, where: str) -> list[str]:
    """What is wrong with how the table shows a step's `words`, at each size."""
    hint = window.table.status
    if hint.text() != words:
        return [f"{where}: the hint says {hint.text()!r}"]
    problems = []
    for size in SIZES:
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        shown = QLabel.text(hint)  # (what the label shows; text() is the whole)
        if "…" in shown or shown.replace("\n", " ") != re.sub(r"[ \t\r\n]+", " ", words):
            problems.append(f"{where} {size}: the hint line shows {shown!r}")
        drawn = drawn_words(window)
        # (the step's words, or a cut piece of them; a button they name is no repeat)
        twice = [t for t in drawn if words in t or (
            t.endswith("…") and len(t) > 20 and t[:-1] in words)]
        if not drawn or twice:
            problems.append(f"{where} {size}: the table says the step's words too: {twice}")
    return problems


def one_teacher_move_at_a_time(session) -> Callable[[], None]:
    """Hold the teacher; the function returned lets it make one move (then it waits again:
    without animations its moves come one right after the other)."""
    released: list[bool] = []

    def moved(_events: object) -> None:
        if released:
            released.clear()
            session.hold_bots(True)

    def release() -> None:
        released.append(True)
        session.hold_bots(False)

    session.events.connect(moved)
    session.hold_bots(True)
    return release


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_each_steps_words_are_shown_once_and_whole(qtbot, language, game_id):
    window, session = started_lesson(qtbot, game_id, SIZES[0],
                                     Settings(player_names=["Mia"]))
    checked, problems = 0, []
    teacher_moves = one_teacher_move_at_a_time(session)  # (while the table is looked at)
    for _ in range(300):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if session.curtain_seat is not None:
            session.reveal()
            continue
        wanted = session.state.wanted()
        assert wanted is not None
        step = session.state.current
        assert step is not None
        if step.say:
            problems += step_problems(window, step.say,
                                      f"{game_id} {language} step {session.state.step}")
            checked += 1
        if session.is_human(wanted[0]):
            at = session.state.step
            window.table.presenter.act(*wanted)
            assert session.state.step > at
        else:  # the teacher makes one move by itself, then waits again
            teacher_moves()
            qtbot.waitUntil(lambda s=session.state.step: session.state.step > s
                            or session.state.is_over(), timeout=8000)
    assert session.state.finished
    assert not problems, "\n".join(problems)
    assert checked == sum(1 for s in session.state.lesson.steps if s.say)
