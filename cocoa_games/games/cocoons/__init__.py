"""Cocoons: the cooperative sliding-box puzzle. Its metadata, written once (see
cocoa_games/games/__init__.py): nothing else of the game is imported with it."""

from __future__ import annotations

from cocoa_games.core.i18n import N_
from cocoa_games.core.meta import GameInfo, GameMeta

META = GameMeta(
    "cocoons", N_("Cocoons"),
    N_("Slide the cocoons, read the seals together, bring every animal home."),
    min_players=1, max_players=4,
)
#: the registry's entry (cocoa_games/games/__init__.py lists it)
GAME = GameInfo(META, rules="cocoa_games.games.cocoons.rules:CocoonsGame",
                scene="cocoa_games.games.cocoons.scene:create_scene")
