"""Cuckoo Zoo: shed your cards, but every animal needs its call. Its metadata, written once (see
cocoa_games/games/__init__.py): nothing else of the game is imported with it."""

from __future__ import annotations

from cocoa_games.core.i18n import N_
from cocoa_games.core.meta import GameInfo, GameMeta

META = GameMeta(
    "cuckoo_zoo", N_("Cuckoo Zoo"), N_("Shed your cards — but every animal needs its call!"),
    min_players=2, max_players=6, bot_levels=(N_("easy"), N_("normal"), N_("sharp")),
)
#: the registry's entry (cocoa_games/games/__init__.py lists it)
GAME = GameInfo(META, rules="cocoa_games.games.cuckoo_zoo.rules:CuckooZooGame",
                scene="cocoa_games.games.cuckoo_zoo.scene:create_scene")
