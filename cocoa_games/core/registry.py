"""The table of games the app can play (no Qt, and nothing of the games themselves).

Each game's package declares its `GameInfo` (cocoa_games/games/<id>/__init__.py) and the
registry package (cocoa_games/games/__init__.py) lists the built-in ones here; tests add their
fixture game the same way. `get(game_id)` imports a game's rules the first time it is asked
for, by the "module:Class" its entry names, so the core reads saves of any registered game
without importing the games package — imports point one way (tests/test_import_direction.py).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from cocoa_games.core.meta import GameInfo

if TYPE_CHECKING:  # the contract only when a game is first asked for (start-up stays light)
    from cocoa_games.core.game import Game

_INFOS: dict[str, GameInfo] = {}
_LOADED: dict[str, Game] = {}


def register(info: GameInfo) -> None:
    """Add a game (the built-ins, from cocoa_games/games/__init__.py; tests add theirs)."""
    _INFOS[info.id] = info
    _LOADED.pop(info.id, None)


def unregister(game_id: str) -> None:
    _INFOS.pop(game_id, None)
    _LOADED.pop(game_id, None)


def all_games() -> list[GameInfo]:
    return list(_INFOS.values())


def info(game_id: str) -> GameInfo:
    """The entry of `game_id`; KeyError if unknown."""
    return _INFOS[game_id]


def load(target: str) -> object:
    """What a "module:name" of an entry names (the module is imported now)."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def get(game_id: str) -> Game:
    """The Game instance for `game_id`; KeyError if unknown."""
    if game_id not in _LOADED:
        from cocoa_games.core.game import Game

        game_class = load(_INFOS[game_id].rules)
        if not (isinstance(game_class, type) and issubclass(game_class, Game)):
            raise TypeError(f"{_INFOS[game_id].rules} is not a Game")
        _LOADED[game_id] = game_class()
    return _LOADED[game_id]
