"""A new game as the players set it up (the new-game dialog's answer, the session's start),
and what of it is remembered for next time. No Qt."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from cocoa_games.app.seat_memory import GameMemory, SeatChoice
from cocoa_games.app.settings import Settings
from cocoa_games.core.game import Game
from cocoa_games.core.options import options_to_dict
from cocoa_games.core.saves import SeatInfo


@dataclass
class GameSetup:
    """Which game, who sits where (person or computer, and how well it plays), who starts
    and the game's options."""

    game_id: str
    seats: list[SeatInfo]  # in seating order
    start_seat: int | None  # None = random
    options: Any  # an instance of game.Options


def reached_levels(game: Game) -> dict[str, int]:
    """The highest value each number option may take now, earned by winning (not the
    Settings' "unlock everything"): a game's locks, else the option's own maximum."""
    options_cls = getattr(game, "Options", None)
    if not dataclasses.is_dataclass(options_cls):
        return {}
    try:
        locks = game.option_locks(False)
    except Exception:  # a records file that cannot be read: no level is known to be won
        locks = {}
    reached: dict[str, int] = {}
    for f in dataclasses.fields(options_cls):
        if isinstance(f.default, int) and not isinstance(f.default, bool):
            highest = locks[f.name][0] if f.name in locks else f.metadata.get("max", 99)
            reached[f.name] = int(highest)
    return reached


def remember(settings: Settings, setup: GameSetup, game: Game | None = None) -> None:
    """Keep this game's set-up for next time (seats, levels, options, levels reached); the
    people's names and the player count also serve as the first guess for other games."""
    names = list(settings.player_names)
    kinds = list(settings.seat_kinds)
    for seat, info in enumerate(setup.seats):
        while len(names) <= seat:
            names.append(settings.name_for(len(names)))
        while len(kinds) <= seat:
            kinds.append(settings.kind_for(len(kinds)))
        if info.kind == "human":  # a computer's name is never a person's name to offer
            names[seat] = info.name
        kinds[seat] = info.kind
    settings.player_names = names
    settings.seat_kinds = kinds
    computer = next((s for s in setup.seats if s.kind == "computer"), None)
    if computer is not None:
        settings.bot_level = computer.level
    settings.player_counts = {**settings.player_counts, setup.game_id: len(setup.seats)}
    old = settings.memory_of(setup.game_id)
    seats = [SeatChoice(s.name, s.kind, s.level if s.kind == "computer" else "")
             for s in setup.seats]
    seats += list(old.seats[len(seats):])  # seats not played this time keep their last choice
    options = options_to_dict(setup.options) if dataclasses.is_dataclass(setup.options) else {}
    memory = GameMemory(len(setup.seats), tuple(seats), options,
                        reached_levels(game) if game is not None else {})
    settings.games = {**settings.games, setup.game_id: memory.to_dict()}
