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
