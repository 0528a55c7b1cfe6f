"""The registry of games. The app reaches games only through here.

Each game's package declares its own entry (`GAME`, a `GameInfo`: its `GameMeta` — id,
title, pitch, player counts, bot levels — and where its rules and its scene factory live) in
its `__init__.py`, which imports nothing else of the game; the rules take that same `META`.
`BUILT_IN` below names the games, and their catalogues (i18n parts), in the launcher's
order: a new game is its folder plus its id there. `get(game_id)` imports a game's rules
the first time it is asked for (core/registry.py); `make_scene(game_id)` imports its view
(Qt) and builds a scene through the factory its entry names.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from cocoa_games.core import i18n, registry
from cocoa_games.core.meta import GameInfo, GameMeta
from cocoa_games.core.registry import _INFOS, _LOADED, all_games, get, register, unregister

if TYPE_CHECKING:  # the view (Qt) only for a table
    from cocoa_games.core.lesson import Lesson
    from cocoa_games.ui.scene_base import GameScene

__all__ = ["BUILT_IN", "GameInfo", "GameMeta", "_INFOS", "_LOADED", "all_games", "get",
           "lesson", "make_scene", "register", "scene_factory", "unregister"]

#: the games that come with the app, in the launcher's order (each a folder beside this file)
BUILT_IN = ("cuckoo_zoo", "kokonana", "cocoons", "coconuts")


def scene_factory(game_id: str) -> Callable[[], GameScene]:
    """The function that builds `game_id`'s scene; ImportError when it has no table (yet)."""
    target = registry.info(game_id).scene
    factory = registry.load(target)
    if not callable(factory):
        raise TypeError(f"{target} is not a scene factory")
    return cast("Callable[[], GameScene]", factory)


def make_scene(game_id: str) -> GameScene:
    """A new scene for `game_id` (needs a QApplication); ImportError when it has no table."""
    from cocoa_games.ui.scene_base import GameScene

    made = scene_factory(game_id)()
    if not isinstance(made, GameScene):
        raise TypeError(f"{registry.info(game_id).scene} did not make a GameScene")
    return made


def lesson(game_id: str, learner: str = "") -> Lesson | None:
    """`game_id`'s "Learn to play" lesson (its lesson.py), in the language spoken now; None
    when the game has none."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id}.lesson")
    except ModuleNotFoundError:
        return None
    return cast("Lesson", module.lesson(learner))


for _game_id in BUILT_IN:
    register(importlib.import_module(f"{__name__}.{_game_id}").GAME)
i18n.add_parts(BUILT_IN)
