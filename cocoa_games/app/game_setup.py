"""A new game as the players set it up (the new-game dialog's answer, the session's start),
and what of it is remembered for next time. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo


@dataclass
class GameSetup:
    """Which game, who sits where (person or computer, and how well it plays), who starts
    and the game's options."""

    game_id: str
    seats: list[SeatInfo]  # in seating order
    start_seat: int | None  # None = random
    options: Any  # an instance of game.Options


def remember(settings: Settings, setup: GameSetup) -> None:
    """Keep names, seat kinds, computer level and player count for next time."""
    names = list(settings.player_names)
    kinds = list(settings.seat_kinds)
    for seat, info in enumerate(setup.seats):
        while len(names) <= seat:
            names.append(settings.name_for(len(names)))
        while len(kinds) <= seat:
            kinds.append(settings.kind_for(len(kinds)))
        names[seat] = info.name
        kinds[seat] = info.kind
    settings.player_names = names
    settings.seat_kinds = kinds
    computer = next((s for s in setup.seats if s.kind == "computer"), None)
    if computer is not None:
        settings.bot_level = computer.level
    settings.player_counts = {**settings.player_counts, setup.game_id: len(setup.seats)}
