"""How often the computers slip, per level: the mistakes a family could catch, counted over
seeded all-computer games (the bench reports it, a test keeps it in its bands). No Qt."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from cocoa_games.core.bot_step import play_step, seat_bots

from .cards import Mistake
from .moves import CuckooZooOptions, Play, RuleLevel
from .rules import CuckooZooGame

MAX_MOVES = 5000  # a bot game ends long before this


@dataclass(frozen=True)
class MistakeRate:
    """Plays made and the mistakes in them, by kind (a play may hold several)."""

    plays: int
    faulty: int  # plays with at least one mistake
    kinds: Counter[Mistake]

    def per_100(self, kind: Mistake | None = None) -> float:
        """Faulty plays (or plays with `kind`) per 100 plays."""
        count = self.faulty if kind is None else self.kinds[kind]
        return 100.0 * count / self.plays if self.plays else 0.0


def mistake_rate(level: str, games: int = 40, players: int = 3, seed: int = 0,
                 rule_level: RuleLevel = RuleLevel.ADVANCED) -> MistakeRate:
    """Every seat a computer at `level`; the plays they make and what was wrong in them."""
    game = CuckooZooGame()
    options = CuckooZooOptions(rule_level=rule_level)
    plays = faulty = 0
    kinds: Counter[Mistake] = Counter()
    for g in range(games):
        state = game.new_state([f"Bot {i + 1}" for i in range(players)], options, seed + g)
        bots = seat_bots(game, dict.fromkeys(range(players), level), seed + g)
        for _move in range(MAX_MOVES):
            if state.is_over():
                break
            step = play_step(state, bots)
            if step is None:
                break
            if isinstance(step[1], Play):
                lp = state.last_play
                assert lp is not None
                plays += 1
                faulty += bool(lp["mistakes"])
                kinds.update(lp["mistakes"])
    return MistakeRate(plays, faulty, kinds)
