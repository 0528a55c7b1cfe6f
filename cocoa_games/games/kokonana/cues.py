"""Kokonana's sounds, for the table presenter (core/cues.py). No Qt.

The shout is heard as its turn_back event plays (the click on "Kokonana!" plays that event
at once); the win fanfare is the presenter's own."""

from __future__ import annotations

from cocoa_games.core.cues import Cues
from cocoa_games.core.game import Event

from .kinds import EventKind

EVENT_SOUNDS: dict[str, str] = {EventKind.HOP: "hop", EventKind.FLIP: "flip",
                                EventKind.MATCH: "splash", EventKind.TURN_BACK: "kokonana"}


class KokonanaCues(Cues):
    def for_event(self, event: Event) -> tuple[str, ...]:
        sound = EVENT_SOUNDS.get(event.kind)
        return (sound,) if sound else ()
