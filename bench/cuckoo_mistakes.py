"""How often Cuckoo Zoo's computers slip, per level: faulty plays per 100 plays (3 computers,
Advanced rules, seeded games), and the kinds. Information for the family's "something to
catch" (issue 24): easy ~25, normal ~12, sharp ~3; the test keeps them in bands."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.bot import TEMPERS
from cocoa_games.games.cuckoo_zoo.bot_mistakes import mistake_rate

from .common import Result

GAMES = 60


def run() -> list[Result]:
    results = []
    for level in TEMPERS:
        rate = mistake_rate(level, games=GAMES, seed=1000)
        kinds = ", ".join(f"{kind.value} {rate.per_100(kind):.1f}"
                          for kind, _n in rate.kinds.most_common(4))
        results.append(Result(f"bots: cuckoo_zoo {level} mistakes per 100 plays",
                              rate.per_100(), "", note=f"{rate.plays} plays; {kinds}"))
    return results
