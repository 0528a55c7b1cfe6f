"""The app's services as games and the shell see them: small protocols, no Qt.

Scenes, the session and the table presenter depend on these shapes, not on the app's
classes, so each side can be tested with something simpler and mypy checks every use.
"""

from __future__ import annotations

from typing import Protocol


class SoundPlayer(Protocol):
    """Plays short effects by name (a WAV stem in resources/sounds); silent when muted."""

    def play(self, name: str) -> None: ...


class Speaker(Protocol):
    """Says a sentence aloud to the whole table (the system's voice); silent when off.

    `interrupt` drops what is still queued (a new turn makes older news stale)."""

    def say(self, text: str, interrupt: bool = False) -> None: ...


class TableSettings(Protocol):
    """The preferences a game in progress reads (app/settings.py `Settings` has them)."""

    @property
    def animation_speed(self) -> float:
        """1.0 = normal, 0 = no animations."""
        ...

    @property
    def always_handoff(self) -> bool:
        """A curtain before every person's turn, even with only one person playing."""
        ...
