"""A game at a glance (`GameMeta`), in a module of its own: the launcher lists the games from
it at start-up without importing the game contract or any game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameMeta:
    """A game at a glance, written once (the registry, cocoa_games/games/__init__.py): the
    launcher reads it without importing the game, and the Game class takes it as `meta`."""

    id: str  # "cocoons" | "kokonana" | "cuckoo_zoo" | "coconuts"
    title: str
    pitch: str  # one line for the launcher tile
    min_players: int
    max_players: int
    #: difficulty names for computer players, easiest first
    bot_levels: tuple[str, ...] = ("normal",)
    #: False for games with no private information: the app never needs a curtain
    has_private_info: bool = True
