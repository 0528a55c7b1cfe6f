"""How often the computers land a coconut in a cup, per level, on the real physics: every
seat a computer of one level, seeded whole games at 2, 3 and 4 players with the usual
options (magic cards, stealing), every shot counted. The bench reports the rates against
the family's targets (issue 23: a Beginner about as often as a first-time person,
10–25 %; an Ace most but not all shots, 60–85 %); a test keeps the levels in order. No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from cocoa_games.core.bot_step import bot_game

from .observation import EventKind
from .rules import CoconutsGame

#: the share of shots ending in a cup each level should reach, (low, high)
TARGETS: dict[str, tuple[float, float]] = {
    "beginner": (0.10, 0.25),
    "good": (0.25, 0.60),
    "ace": (0.60, 0.85),
}
MAX_MOVES = 3000  # a bot game ends long before this


@dataclass(frozen=True)
class HitRate:
    """Shots taken and how many came to rest in a cup (taken or not: Aimed Shot's other
    cup counts, it is a hit of the hand)."""

    shots: int
    in_cup: int
    games: int

    @property
    def rate(self) -> float:
        return self.in_cup / self.shots if self.shots else 0.0


def hit_rate(level: str, games: int = 30, seed: int = 0) -> HitRate:
    """Seeded all-computer games at `level`, the players going 2, 3, 4, 2, …"""
    game = CoconutsGame()
    shots = in_cup = 0
    for g in range(games):
        for _seat, _action, events in bot_game(game, 2 + g % 3, level, seed + g,
                                               max_moves=MAX_MOVES):
            for event in events:
                if event.kind == EventKind.SHOT:
                    shots += 1
                    in_cup += event.data["cup"] >= 0
    return HitRate(shots, in_cup, games)
