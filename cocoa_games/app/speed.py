"""How fast the table moves: the settings' animation speed, unless the environment says
otherwise (COCOA_GAMES_ANIMATION_SPEED; the tests set it to 0). No Qt."""

from __future__ import annotations

import os

from cocoa_games.core.services import TableSettings


def animation_speed(settings: TableSettings | None) -> float:
    """The speed factor: env COCOA_GAMES_ANIMATION_SPEED wins (tests set it to 0)."""
    env = env_speed()
    if env is not None:
        return env
    return 1.0 if settings is None else float(settings.animation_speed)


def env_speed() -> float | None:
    """COCOA_GAMES_ANIMATION_SPEED, when set to a number (tests set it to 0)."""
    env = os.environ.get("COCOA_GAMES_ANIMATION_SPEED")
    if env:
        try:
            return max(0.0, float(env))
        except ValueError:
            pass
    return None
