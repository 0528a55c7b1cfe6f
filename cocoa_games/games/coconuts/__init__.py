"""Coconuts: catapult coconuts into cups and build your pyramid. Its metadata, written once (see
cocoa_games/games/__init__.py): nothing else of the game is imported with it."""

from __future__ import annotations

from cocoa_games.core.i18n import N_
from cocoa_games.core.meta import GameInfo, GameMeta

META = GameMeta(
    "coconuts", N_("Coconuts"), N_("Catapult coconuts into cups and build your pyramid first!"),
    min_players=2, max_players=4, bot_levels=(N_("beginner"), N_("good"), N_("ace")),
)
#: the registry's entry (cocoa_games/games/__init__.py lists it)
GAME = GameInfo(META, rules="cocoa_games.games.coconuts.rules:CoconutsGame",
                scene="cocoa_games.games.coconuts.scene:create_scene")
