"""The registry of games. The app reaches games only through here.

Metadata for the launcher lives in `GameInfo`, so listing the games imports none of them;
`get(game_id)` imports a game's `rules` module the first time it is asked for.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from cocoa_games.core.game import Game


@dataclass(frozen=True)
class GameInfo:
    """What the launcher shows before a game is imported."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    module: str  # dotted path of the module defining the Game subclass
    class_name: str


_INFOS: dict[str, GameInfo] = {}
_LOADED: dict[str, Game] = {}


def register(info: GameInfo) -> None:
    """Add a game (the four built-ins below; tests add their fixture game)."""
    _INFOS[info.id] = info
    _LOADED.pop(info.id, None)


def unregister(game_id: str) -> None:
    _INFOS.pop(game_id, None)
    _LOADED.pop(game_id, None)


def all_games() -> list[GameInfo]:
    return list(_INFOS.values())


def get(game_id: str) -> Game:
    """The Game instance for `game_id`; KeyError if unknown."""
    if game_id not in _LOADED:
        info = _INFOS[game_id]
        module = importlib.import_module(info.module)
        _LOADED[game_id] = getattr(module, info.class_name)()
    return _LOADED[game_id]


def scene_module(game_id: str) -> str:
    """Dotted path of the game's scene module (Qt), next to its rules."""
    return _INFOS[game_id].module.rsplit(".", 1)[0] + ".scene"


register(GameInfo(
    "cuckoo_zoo", "Cuckoo Zoo",
    "Shed your cards — but every animal needs its call!",
    2, 6, "cocoa_games.games.cuckoo_zoo.rules", "CuckooZooGame",
))
register(GameInfo(
    "kokonana", "Kokonana",
    "Find matching tiles, hop across the river, open the temple.",
    2, 4, "cocoa_games.games.kokonana.rules", "KokonanaGame",
))
register(GameInfo(
    "coconuts", "Coconuts",
    "Catapult coconuts into cups and build your pyramid first!",
    2, 4, "cocoa_games.games.coconuts.rules", "CoconutsGame",
))
