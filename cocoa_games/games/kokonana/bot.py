"""Kokonana computer players: a runner with a child-like memory for the river tiles.

The bot sees only its observations and the events of its seat. It remembers the tiles it
saw turned over (the "flip" events of every player) with a recall that depends on the
level, and forgets a little every turn; it never forgets its own temple peeks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cocoa_games.core.game import Action, Bot, Event, Seat

from . import board as B
from .kinds import EventKind, Phase
from .rules import (
    Acknowledge,
    Flip,
    FreeHop,
    Hide,
    Hop,
    Peek,
    SkipHop,
    SpendTalismanHop,
    SpendTalismanPeek,
    TakeKey,
    TakeTalisman,
)

#: level -> (chance to remember a tile it saw, chance per turn to forget a remembered tile)
LEVELS: dict[str, tuple[float, float]] = {
    "easy": (0.5, 0.12),
    "normal": (0.8, 0.04),
    "sharp": (0.97, 0.005),
}


class KokonanaBot(Bot):
    def __init__(self, seat: Seat, level: str = "normal", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.recall, self.forget = LEVELS.get(level, LEVELS["normal"])
        self.memory: dict[str, str] = {}  # face-down tile -> motif it believes is there
        self.temple_seen: dict[int, str] = {}  # slot -> face, from its own peeks
        self.spent_this_turn = False  # at most one talisman after a match, keep the rest

    # --- memory ----------------------------------------------------------------------------
    def notice(self, events: Iterable[Event]) -> None:
        rng = self.rng
        for e in events:
            kind = e.kind
            if kind == EventKind.FLIP:
                if rng.random() < self.recall:
                    self.memory[e.data["tile"]] = e.data["motif"]
            elif kind == EventKind.MATCH:
                for t in e.data["tiles"]:
                    self.memory.pop(t, None)
            elif kind == EventKind.TALISMAN_SPEND and e.data.get("seat") == self.seat:
                self.spent_this_turn = True
            elif kind == EventKind.TURN:
                self.spent_this_turn = False
                if not (self.forget and self.memory):
                    continue
                forget = self.forget
                for t in [t for t in self.memory if rng.random() < forget]:
                    del self.memory[t]

    # --- choosing --------------------------------------------------------------------------
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        if not legal:
            return None
        phase = observation["phase"]
        if phase == Phase.PEEK:
            peeking = observation["peeking"]
            if peeking and "peek_face" in observation:
                self.temple_seen[peeking["slot"]] = observation["peek_face"]
            return _first(legal, Hide) or legal[0]
        if phase == Phase.KOKONANA:
            return _first(legal, Acknowledge) or legal[0]
        if phase == Phase.KEY:
            keys = [a for a in legal if isinstance(a, TakeKey)]
            return self.rng.choice(keys) if keys else legal[0]
        if phase == Phase.TEMPLE:
            return self._temple(observation, legal)
        if phase == Phase.HOP:
            best = self._best_hop(observation, legal, Hop)
            return best or _first(legal, SkipHop) or legal[0]
        if phase == Phase.REWARD:
            spend = self._reward_talisman(observation, legal)
            if spend is not None:
                return spend
            best = self._best_hop(observation, legal, FreeHop)
            return best or _first(legal, TakeTalisman) or _first(legal, SkipHop) or legal[0]
        if phase == Phase.FLIP:
            if observation["flips_done"] == 0:
                spend = self._spend_talisman(observation, legal)
                if spend is not None:
                    return spend
            return self._flip(observation, legal)
        return legal[0]

    def _best_hop(self, obs: Mapping[str, Any], legal: Sequence[Action],
                  cls: type) -> Action | None:
        """The hop that gets furthest (and keeps ways forward open), if it beats staying."""
        stones = set(obs["stones"])
        here = _score(obs["runners"][self.seat], stones)
        best, best_score = None, here
        for a in legal:
            if type(a) is cls:
                s = _score(a.target, stones)  # type: ignore[attr-defined]
                if s > best_score:
                    best, best_score = a, s
        return best

    def _spend_talisman(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        hop = self._best_hop(obs, legal, SpendTalismanHop)
        if hop is not None:
            return hop
        peeks = [a for a in legal if isinstance(a, SpendTalismanPeek)]
        if peeks and self._lock_slot(obs) is None:
            slot = self._slot_to_try(obs)
            if slot is not None:
                return SpendTalismanPeek(slot)
        return None

    def _reward_talisman(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        """After a match: spend a talisman only when it clearly pays, once per turn — open
        the temple, look for its lock with a key in hand, or hop on to a bank the free hop
        cannot reach, else any hop forward (the free hop or a talisman still follows)."""
        if self.spent_this_turn:
            return None
        peeks = {a.slot for a in legal if isinstance(a, SpendTalismanPeek)}
        if peeks:
            lock = self._lock_slot(obs)
            if lock is not None:  # on the temple bank this opens the temple
                if obs["runners"][self.seat] == B.NAMES[B.TEMPLE_BANK] and lock in peeks:
                    return SpendTalismanPeek(lock)
            else:
                slot = self._slot_to_try(obs)
                if slot is not None and slot not in obs["temple"]["peeked"][self.seat]:
                    return SpendTalismanPeek(slot)
        banks = {B.NAMES[B.SAND], B.NAMES[B.TEMPLE_BANK]}
        if any(type(a) is FreeHop and a.target in banks for a in legal):
            return None  # the free hop gets there without a talisman
        for a in legal:
            if isinstance(a, SpendTalismanHop) and a.target in banks:
                return a
        # otherwise a hop forward now, as before a flip: the free hop then goes on from there
        return self._best_hop(obs, legal, SpendTalismanHop)

    def _temple(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        lock = self._lock_slot(obs)
        if lock is not None:
            return Peek(lock)
        slot = self._slot_to_try(obs)
        if slot is None:
            return legal[0]
        if any(isinstance(a, SpendTalismanPeek) for a in legal):
            return SpendTalismanPeek(slot)  # an extra look before the turn's own peek
        return Peek(slot)

    def _lock_slot(self, obs: Mapping[str, Any]) -> int | None:
        mine = obs["keys"]["held"][self.seat]
        for slot, face in self.temple_seen.items():
            if face == mine:
                return slot
        return None

    def _slot_to_try(self, obs: Mapping[str, Any]) -> int | None:
        slots = obs["temple"]["slots"]
        peeked = set(obs["temple"]["peeked"][self.seat])
        fresh = [i for i in range(slots) if i not in peeked and i not in self.temple_seen]
        if not fresh:  # it forgot what it saw (a loaded game): look again where it may be
            fresh = [i for i in range(slots) if i not in self.temple_seen]
        return self.rng.choice(fresh) if fresh else None

    def _flip(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        flips = [a for a in legal if isinstance(a, Flip)]
        if not flips:
            return legal[0]
        open_tiles = {a.tile for a in flips}
        memory = self.memory
        known = {t: m for t, m in memory.items() if t in open_tiles}
        if obs["flipped"]:
            first = obs["flipped"][0]
            motif = obs["tiles"][first]
            memory.pop(first, None)
            for t, m in known.items():
                if m == motif and t != first:
                    return Flip(t)
        else:
            by_motif: dict[str, str] = {}
            for t, m in known.items():
                if m in by_motif:
                    return Flip(by_motif[m])  # a pair it remembers
                by_motif[m] = t
        unknown = [a for a in flips if a.tile not in known]
        return self.rng.choice(unknown or flips)


def _first(legal: Sequence[Action], cls: type) -> Action | None:
    for a in legal:
        if type(a) is cls:
            return a
    return None


def _score(place: str, stones: set[str]) -> int:
    """Progress across the river, plus a little for each stone ahead to hop on to next."""
    pos = B.BY_NAME[place]
    here = B.PROGRESS[pos]
    ahead = 0
    for t in B.HOPS[pos]:
        if t >= B.TILES or (B.PROGRESS[t] > here and B.NAMES[t] in stones):
            ahead += 1
    return here * 10 + ahead
