"""Computer players for Cuckoo Zoo. Pure Python, no Qt.

A bot sees only its observation. It plays a matching card with simple preferences (keep
butterflies for emergencies, steer towards the colour it holds most, shed several cards when
it can), makes the right call except for an occasional slip, and complains when it notices
a mistake. Levels differ in how often they slip and how closely they watch.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from cocoa_games.core.game import Action, Bot, Seat

from .cards import (
    ANIMAL_CALLS,
    ANIMAL_OF,
    BUTTERFLY,
    COCOTAKI,
    COLOUR_OF,
    COLOURS,
    CORRECT_CALL,
    DONKEY,
    LION,
    RED,
    ROOSTER,
    SILENT,
    play_mistakes,
)
from .moves import Complain, Confirm, Draw, Play
from .observation import CuckooZooObservation, Phase, phase


@dataclass(frozen=True)
class Temper:
    """How a level plays: chances per card / per play / per mistake seen."""

    call_slip: float  # a wrong call on a card
    forget_last: float  # not pressing "Last card!" when due
    attention: float  # noticing someone else's mistake
    donkey_slip: float  # playing a non-donkey in a donkey round when it could draw


#: the slips a real family makes (forgotten "Last card!", a wrong call, a sound on a red
#: card), so people have something to catch: bot_mistakes.py measures the rates per 100
#: plays (the bench reports them; easy ~25, normal ~12, sharp ~3)
TEMPERS: dict[str, Temper] = {
    "easy": Temper(call_slip=0.20, forget_last=0.55, attention=0.45, donkey_slip=0.15),
    "normal": Temper(call_slip=0.10, forget_last=0.30, attention=0.75, donkey_slip=0.05),
    "sharp": Temper(call_slip=0.025, forget_last=0.05, attention=0.97, donkey_slip=0.0),
}


class CuckooZooBot(Bot):
    def __init__(self, seat: Seat, level: str = "normal", seed: int = 0) -> None:
        super().__init__(seat, level if level in TEMPERS else "normal", seed)
        self.temper = TEMPERS[self.level]
        self._judged = -1  # serial of the last play already looked at
        self._complain = False

    # -- complaints -------------------------------------------------------------------------
    def _wants_complaint(self, obs: CuckooZooObservation) -> bool:
        lp = obs["last_play"]
        if lp is None or lp["seat"] == self.seat:
            return False
        if lp["serial"] != self._judged:  # decide once per play, like a person would
            self._judged = lp["serial"]
            cards = [c["id"] for c in lp["cards"]]
            wrong = play_mistakes(cards, lp["calls"], lp["last_card"], lp["cards_left"],
                                  lp["in_donkey_round"])
            self._complain = bool(wrong) and self.rng.random() < self.temper.attention
        return self._complain

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        if not legal:
            return None
        obs = cast(CuckooZooObservation, observation)
        kinds = {type(a) for a in legal}
        if Complain in kinds and self._wants_complaint(obs):
            self._complain = False  # one complaint per play
            return Complain()
        if phase(obs) is Phase.WIN_PENDING:  # the next seat confirms; the others wait
            return Confirm() if Confirm in kinds else None
        if Draw not in kinds:  # not its turn: nothing but complaints
            return None
        plays = [a for a in legal if isinstance(a, Play)]
        pick = self._pick(obs, plays)
        if pick is None:
            return Draw()
        return self._say(pick)

    def _pick(self, obs: CuckooZooObservation, plays: list[Play]) -> Play | None:
        if not plays:
            return None
        hand = [c["id"] for c in obs["hand"] or ()]
        in_round = obs["donkey_round"] is not None
        if in_round:  # a risky play (not a donkey) is a bluff others may catch
            safe = [p for p in plays if not p.risky]
            if safe:
                plays = safe
            elif self.rng.random() >= self.temper.donkey_slip:
                return None
        colour_count = [0, 0, 0, 0]
        for c in hand:
            if COLOUR_OF[c] >= 0:
                colour_count[COLOUR_OF[c]] += 1
        others = [n for s, n in enumerate(obs["hand_counts"]) if s != self.seat]
        danger = min(others) <= 2  # someone is about to win: attack
        best: Play | None = None
        best_score = -1e9
        for p in plays:
            score = self._score(p, colour_count, len(hand), danger)
            if score > best_score:
                best, best_score = p, score
        assert best is not None
        if ANIMAL_OF[best.cards[-1]] == BUTTERFLY:
            left = list(colour_count)
            strongest = max(range(4), key=lambda i: (left[i], -i))
            best = replace(best, colour=COLOURS[strongest])
        return best

    @staticmethod
    def _score(p: Play, colour_count: list[int], hand_size: int, danger: bool) -> float:
        cards = p.cards
        animal = ANIMAL_OF[cards[0]]
        if len(cards) == hand_size:
            return 1000.0  # going out
        if animal == BUTTERFLY:
            # a joker is worth keeping; only good with few other choices or to finish
            return -5.0 + len(cards) + (3.0 if hand_size <= 2 else 0.0)
        score = 2.0 * len(cards)
        last_colour = COLOUR_OF[cards[-1]]
        # after playing, how many cards of the new colour do we still hold
        remaining = colour_count[last_colour] - sum(1 for c in cards if COLOUR_OF[c] == last_colour)
        score += 0.8 * remaining
        if animal in (ROOSTER, DONKEY, LION):
            score += 1.5 if danger else 0.3
        return score

    def _say(self, p: Play) -> Play:
        """Make the calls, now and then slipping like a person."""
        t = self.temper
        rng = self.rng
        calls = list(p.calls)
        for i, c in enumerate(p.cards):
            if rng.random() < t.call_slip:
                calls[i] = _slip(c, rng.random())
        last = p.last_card
        if last and rng.random() < t.forget_last:
            last = False
        if last == p.last_card and calls == list(p.calls):
            return p
        return replace(p, calls=tuple(calls), last_card=last)


def _slip(card: int, roll: float) -> str:
    """A believable wrong call for a card."""
    animal = ANIMAL_OF[card]
    if animal == BUTTERFLY:
        return ANIMAL_CALLS[int(roll * 8)]
    if COLOUR_OF[card] == RED:
        if animal == ROOSTER:
            return ANIMAL_CALLS[ROOSTER] if roll < 0.5 else SILENT
        return ANIMAL_CALLS[animal]
    if roll < 0.5:
        return SILENT
    if animal == ROOSTER and roll < 0.7:
        return COCOTAKI
    wrong = ANIMAL_CALLS[(animal + 1 + int(roll * 7)) % 8]
    return wrong if wrong != CORRECT_CALL[card] else SILENT
