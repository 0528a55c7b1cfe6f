"""A game at a glance (`GameMeta`) and its entry in the registry (`GameInfo`), in a module of
their own: the launcher lists the games from them at start-up without importing the game
contract or anything of a game but its package's metadata."""

from __future__ import annotations

from dataclasses import dataclass

from cocoa_games.core.i18n import translate


@dataclass(frozen=True)
class GameMeta:
    """A game at a glance, written once in its own package (cocoa_games/games/<id>/
    __init__.py): the launcher reads it without importing the game's rules, and the Game
    class takes it as `meta`."""

    id: str  # its folder's name under cocoa_games/games/ (and its catalogue's)
    title: str
    pitch: str  # one line for the launcher tile
    min_players: int
    max_players: int
    #: difficulty names for computer players, easiest first
    bot_levels: tuple[str, ...] = ("normal",)
    #: False for games with no private information: the app never needs a curtain
    has_private_info: bool = True


@dataclass(frozen=True)
class GameInfo:
    """A game's entry in the registry (core/registry.py): its metadata and where its rules
    and its table live, imported only when the game is played. Each game's package declares
    its own (cocoa_games/games/<id>/__init__.py)."""

    meta: GameMeta
    rules: str  # "module:Class" of the Game subclass
    scene: str  # "module:function" returning the game's GameScene

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def title(self) -> str:
        """The name in the active language (`meta.title` stays the English key)."""
        return translate(self.meta.id, self.meta.title)

    @property
    def pitch(self) -> str:
        return translate(self.meta.id, self.meta.pitch)

    @property
    def min_players(self) -> int:
        return self.meta.min_players

    @property
    def max_players(self) -> int:
        return self.meta.max_players
