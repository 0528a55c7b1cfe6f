"""Kokonana: a memory race across a river to open the temple. Its metadata, written once (see
cocoa_games/games/__init__.py): nothing else of the game is imported with it."""

from __future__ import annotations

from cocoa_games.core.i18n import N_
from cocoa_games.core.meta import GameInfo, GameMeta

META = GameMeta(
    "kokonana", N_("Kokonana"), N_("Find matching tiles, hop across the river, open the temple."),
    min_players=2, max_players=4, bot_levels=(N_("easy"), N_("normal"), N_("sharp")),
)
#: the registry's entry (cocoa_games/games/__init__.py lists it)
GAME = GameInfo(META, rules="cocoa_games.games.kokonana.rules:KokonanaGame",
                scene="cocoa_games.games.kokonana.scene:create_scene")
