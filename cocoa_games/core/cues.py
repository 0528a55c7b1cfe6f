"""Which sounds a game makes: the table presenter asks its game's `Cues` and plays them.

Scenes play no sound themselves. They only say when an animation reaches a moment that may
sound (`GameScene.moment_reached`: "contact:rim", "call:moo"); a game's cues name the
sound of each event (as it starts playing) and of each moment. The generic sounds — deal,
turn, curtain, refusal and the win — are the presenter's own, so no game's cues name "win".
No Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cocoa_games.core.game import Event


class Cues:
    """A game's sounds; this default is silent."""

    def for_event(self, event: Event) -> tuple[str, ...]:
        """The sounds (WAV stems in resources/sounds) that start with `event`."""
        return ()

    def for_moment(self, moment: str) -> str | None:
        """The sound of a moment an animation reached, or None for silence."""
        return None
