"""The registry of games. The app reaches games only through here.

Each game's metadata (`GameMeta`: id, title, pitch, player counts, bot levels) is written
once, below; the launcher lists games from it without importing any of them, and each
game's `Game` class takes the same object as its `meta`. `get(game_id)` imports a game's
rules the first time it is asked for; `make_scene(game_id)` imports its view (Qt) and builds
a scene through the factory named here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from cocoa_games.core.i18n import N_, _
from cocoa_games.core.meta import GameMeta

if TYPE_CHECKING:  # the contract when a game is first asked for; the view (Qt) for a table
    from cocoa_games.core.game import Game
    from cocoa_games.ui.scene_base import GameScene


@dataclass(frozen=True)
class GameInfo:
    """What the launcher shows before a game is imported, and where the game lives."""

    meta: GameMeta
    rules: str  # "module:Class" of the Game subclass
    scene: str  # "module:function" returning the game's GameScene

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def title(self) -> str:
        """The name in the active language (`meta.title` stays the English key)."""
        return _(self.meta.title)

    @property
    def pitch(self) -> str:
        return _(self.meta.pitch)

    @property
    def min_players(self) -> int:
        return self.meta.min_players

    @property
    def max_players(self) -> int:
        return self.meta.max_players


_INFOS: dict[str, GameInfo] = {}
_LOADED: dict[str, Game] = {}


def register(info: GameInfo) -> None:
    """Add a game (the built-ins below; tests add their fixture game)."""
    _INFOS[info.id] = info
    _LOADED.pop(info.id, None)


def unregister(game_id: str) -> None:
    _INFOS.pop(game_id, None)
    _LOADED.pop(game_id, None)


def all_games() -> list[GameInfo]:
    return list(_INFOS.values())


def _load(target: str) -> object:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def get(game_id: str) -> Game:
    """The Game instance for `game_id`; KeyError if unknown."""
    if game_id not in _LOADED:
        from cocoa_games.core.game import Game

        game_class = _load(_INFOS[game_id].rules)
        if not (isinstance(game_class, type) and issubclass(game_class, Game)):
            raise TypeError(f"{_INFOS[game_id].rules} is not a Game")
        _LOADED[game_id] = game_class()
    return _LOADED[game_id]


def scene_factory(game_id: str) -> Callable[[], GameScene]:
    """The function that builds `game_id`'s scene; ImportError when it has no table (yet)."""
    factory = _load(_INFOS[game_id].scene)
    if not callable(factory):
        raise TypeError(f"{_INFOS[game_id].scene} is not a scene factory")
    return cast("Callable[[], GameScene]", factory)


def make_scene(game_id: str) -> GameScene:
    """A new scene for `game_id` (needs a QApplication); ImportError when it has no table."""
    from cocoa_games.ui.scene_base import GameScene

    made = scene_factory(game_id)()
    if not isinstance(made, GameScene):
        raise TypeError(f"{_INFOS[game_id].scene} did not make a GameScene")
    return made


# -- the games ---------------------------------------------------------------------------------
CUCKOO_ZOO_META = GameMeta(
    "cuckoo_zoo", N_("Cuckoo Zoo"), N_("Shed your cards — but every animal needs its call!"),
    min_players=2, max_players=6, bot_levels=(N_("easy"), N_("normal"), N_("sharp")),
)
KOKONANA_META = GameMeta(
    "kokonana", N_("Kokonana"), N_("Find matching tiles, hop across the river, open the temple."),
    min_players=2, max_players=4, bot_levels=(N_("easy"), N_("normal"), N_("sharp")),
)
COCOONS_META = GameMeta(
    "cocoons", N_("Cocoons"),
    N_("Slide the cocoons, read the seals together, bring every animal home."),
    min_players=1, max_players=4,
)
COCONUTS_META = GameMeta(
    "coconuts", N_("Coconuts"), N_("Catapult coconuts into cups and build your pyramid first!"),
    min_players=2, max_players=4, bot_levels=(N_("beginner"), N_("good"), N_("ace")),
)

register(GameInfo(CUCKOO_ZOO_META, "cocoa_games.games.cuckoo_zoo.rules:CuckooZooGame",
                  "cocoa_games.games.cuckoo_zoo.scene:create_scene"))
register(GameInfo(KOKONANA_META, "cocoa_games.games.kokonana.rules:KokonanaGame",
                  "cocoa_games.games.kokonana.scene:create_scene"))
register(GameInfo(COCOONS_META, "cocoa_games.games.cocoons.rules:CocoonsGame",
                  "cocoa_games.games.cocoons.scene:create_scene"))
register(GameInfo(COCONUTS_META, "cocoa_games.games.coconuts.rules:CoconutsGame",
                  "cocoa_games.games.coconuts.scene:create_scene"))
