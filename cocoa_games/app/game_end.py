"""A game's ending: its summary for the end screen, the game's own records, and the game
counted (once) in the people's statistics. No Qt."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from cocoa_games.app.stats import StatsBook, clean_name, game_key, record_line, result_of
from cocoa_games.core import end_summary
from cocoa_games.core.game import Event, Game, GameState, Seat

log = logging.getLogger(__name__)


@dataclass
class Ending:
    summary: end_summary.EndSummary | None = None
    records: dict[str, str] = field(default_factory=dict)  # person -> their statistics line
    problem: str = ""  # the statistics could not be kept: said calmly, the ending shown anyway


def sum_up(game: Game, state: GameState, names: Sequence[str], history: Sequence[Event],
           moves: int, seconds: float | None, people: Sequence[Seat], seed: int,
           count: bool) -> Ending:
    """The ending; when `count`, the game counted (once) in the people's statistics."""
    ending = Ending()
    try:
        summary = end_summary.build(game, state, names, history, moves, seconds)
        ending.summary = summary
        if summary is None or not count:
            return ending
        stats = StatsBook()
        # the game's own records (a level's best score), whoever played and however
        # the game got here: computer-only, loaded from a file or played to the end
        kept = tuple(game.keep_records(state))
        ending.summary = summary = dataclasses.replace(summary, game_records=kept)
        stats.record(result_of(summary, people, game_key(game.id, seed, names, moves)))
        ending.problem = stats.problem or ""
        records = stats.players()
        for name in (names[s] for s in people):
            record = records.get(clean_name(name), {}).get(game.id)
            if record is not None:
                ending.records[name] = record_line(record)
    except Exception:  # statistics must never stop the family's game from ending
        log.exception("could not sum up the finished game")
    return ending
