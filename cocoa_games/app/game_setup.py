"""A new game as the players set it up (the new-game dialog's answer, the session's start),
and what of it is remembered for next time. No Qt."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from cocoa_games.app.seat_memory import GameMemory, SeatChoice, computer_name, offered_options
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


@dataclass(frozen=True)
class SeatStart:
    """What a seat offers first: played by whom, the person's and the computer's names
    (each kind keeps its own: a family name never goes on a computer), the level."""

    kind: str
    person: str
    computer: str
    level: str
    reads: bool = True  # the person can read (False: the voice comes on for them)

    def info(self) -> SeatInfo:
        human = self.kind == "human"
        return SeatInfo(self.person if human else self.computer, self.kind, self.level,
                        reads=self.reads or not human)


def preferred_level(game: Game, wanted: str) -> str:
    """`wanted` when the game has that level, else its "normal", else its first."""
    if wanted in game.bot_levels:
        return wanted
    return "normal" if "normal" in game.bot_levels else game.bot_levels[0]


def seat_start(settings: Settings, game: Game, seat: int) -> SeatStart:
    """Seat `seat` as this game was last set up, else from the names used in any game."""
    last = settings.memory_of(game.id).seat(seat)
    kind = last.kind if last is not None else settings.kind_for(seat)
    person = (last.name if last is not None and last.kind == "human"
              else settings.name_for(seat))
    computer = (last.name if last is not None and last.kind == "computer"
                else computer_name(seat))
    wanted = last.level if last is not None and last.level else settings.bot_level
    reads = last is None or last.reads
    return SeatStart(kind, person, computer, preferred_level(game, wanted), reads)


def remembered_seats(settings: Settings, game: Game, count: int) -> list[SeatInfo]:
    """The seats a game starts with when nobody asks (the command line's --game)."""
    return [seat_start(settings, game, seat).info() for seat in range(count)]


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


def offered_options_for(settings: Settings, game: Game) -> dict[str, Any]:
    """The options the dialog opens with: last time's (a level won since moved up); the
    first time, a level that opens by winning starts at the highest one opened so far."""
    memory = settings.memory_of(game.id)
    if memory.count:
        return offered_options(memory, reached_levels(game))
    try:
        locks = game.option_locks(False)
    except Exception:  # records that cannot be read: the game's own defaults
        return {}
    return {name: highest for name, (highest, _why) in locks.items()
            if isinstance(highest, int) and not isinstance(highest, bool) and highest > 1}


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
    seats = [SeatChoice(s.name, s.kind, s.level if s.kind == "computer" else "", s.reads)
             for s in setup.seats]
    seats += list(old.seats[len(seats):])  # seats not played this time keep their last choice
    options = options_to_dict(setup.options) if dataclasses.is_dataclass(setup.options) else {}
    memory = GameMemory(len(setup.seats), tuple(seats), options,
                        reached_levels(game) if game is not None else {})
    settings.games = {**settings.games, setup.game_id: memory.to_dict()}
