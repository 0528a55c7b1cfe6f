"""Shared bits for the app tests: fixture-game set-ups and a window with patched dialogs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from cocoa_games.app.game_setup import GameSetup
from cocoa_games.core.game import Action
from cocoa_games.core.saves import SeatInfo

FIXTURE = "secret_numbers"


@dataclass(frozen=True)
class Shout(Action):
    """A public interjection, like Cuckoo Zoo's complaint (tests lend it to the fixture)."""

    kind: ClassVar[str] = "shout"

    def label(self) -> str:
        return "Shout!"


def recording_sound(monkeypatch):
    """A real SoundService on a machine without QtMultimedia: requests are still recorded."""
    from cocoa_games.app import sound as sound_mod
    from cocoa_games.app.settings import Settings

    def missing():
        raise ImportError("no QtMultimedia here")

    monkeypatch.setattr(sound_mod, "_import_multimedia", missing)
    return sound_mod.SoundService(Settings())


def fixture_setup(kinds=("human", "computer"), names=("Alice", "Ben"), start=0) -> GameSetup:
    from cocoa_games import games

    game = games.get(FIXTURE)
    seats = [SeatInfo(name, kind) for name, kind in zip(names, kinds, strict=True)]
    return GameSetup(FIXTURE, seats, start, game.Options())


def item_texts(scene) -> list[str]:
    """Every text drawn in a scene (simple and rich text items, the toolkit's words; a
    hidden item draws nothing, whatever words it keeps for its next showing)."""
    texts = []
    for item in scene.items():
        if not item.isVisible():
            continue
        for getter in ("text", "toPlainText"):
            if hasattr(item, getter):  # (a toolkit item keeps its words as `text`)
                value = getattr(item, getter)
                texts.append(value() if callable(value) else value)
                break
    return texts


def log_texts(table) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def ready_for_a_move(qtbot, session) -> str:
    """Wait until the table is still; then "over", "curtain" (revealed now) or "move"."""
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.state.is_over():
        return "over"
    if session.curtain_seat is not None:
        session.reveal()
        return "curtain"
    if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
        session.hide()
        return "curtain"
    return "move"


def language_fixture(*codes: str):
    """A `language` fixture speaking each of `codes` in turn, English again afterwards
    (a module takes it with `language = language_fixture("en", "de", "fr")`)."""
    import pytest

    from cocoa_games.core import i18n

    @pytest.fixture(params=codes, name="language")
    def language(request):
        i18n.set_language(request.param)
        yield request.param
        i18n.set_language("en")

    return language


def started_lesson(qtbot, game_id: str, size=(1280, 800), settings=None):
    """The main window at `size` with `game_id`'s lesson begun from its Learn button:
    (window, session)."""
    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.app.settings import Settings
    from cocoa_games.core.lesson import LessonState

    window = MainWindow(settings=settings if settings is not None else Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.launcher.tiles[game_id].learn.click()
    session = window.session
    assert session is not None and isinstance(session.state, LessonState)
    return window, session
