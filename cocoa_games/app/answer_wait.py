"""The moment a turn waits for every other seat's answer, on one clock for people and
computers (Coconuts' Magic?: "Before shooting, a player must wait to see if any other player
wants to play a magic card"). No Qt: computer_seats.py runs it on its timer.

A seat is awaited while it may still make an `Action.answer` (its "No magic"). The wait has
a visible countdown of `answer_seconds` (the public observation says how long); it starts
again after every move and after a person's look. A computer answers once its thinking time
(a share of the countdown) is up, as a person would; when the countdown runs out, every
person still awaited answers "no". (The test environment hurries the computers' thinking,
never a person's time: a person's "no" is a move, made only by the clock or by them.)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from cocoa_games.app.speed import env_speed
from cocoa_games.core.game import Action, GameState, Seat

ANSWER_SECONDS = 5.0  # a game that names none
THINK_SHARE = (0.3, 0.7)  # when in the countdown a computer answers (the same clock)
TICK_MS = 250  # how often the clock is looked at while a wait is on


def awaited(state: GameState) -> dict[Seat, Action]:
    """The seats the turn waits for, each with its "no" answer."""
    out: dict[Seat, Action] = {}
    for seat in state.to_move()[1:]:
        no = next((a for a in state.legal_actions(seat) if a.answer), None)
        if no is not None:
            out[seat] = no
    return out


def answer_seconds(state: GameState) -> float:
    """The countdown the game sets."""
    return float(state.observe(None).get("answer_seconds", ANSWER_SECONDS))


class AnswerWait:
    def __init__(self, seed: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.seed = seed
        self.clock = clock  # tests drive a fake one
        self.seconds: float | None = None  # None: the game's; tests may set their own
        self._started: float | None = None  # when the countdown last started
        self._key: tuple[int, bool] = (-1, False)  # ... at which move, paused or not

    def seconds_left(self, state: GameState, moves: int, paused: bool) -> float | None:
        """What is left of the countdown (None: no wait). `paused` (a person's look, an
        animation): the countdown starts again once it ends."""
        if not awaited(state):
            self._started = None
            return None
        if (moves, paused) != self._key or self._started is None:
            self._key, self._started = (moves, paused), self.clock()
        return max(0.0, self._length(state) - (self.clock() - self._started))

    def not_yet(self, state: GameState, moves: int, computers: set[Seat],
                paused: bool) -> set[Seat]:
        """The computers that may not move now: the turn seat while anyone is awaited,
        and each awaited computer until its thinking time is up."""
        wait = awaited(state)
        left = self.seconds_left(state, moves, paused)
        if left is None:
            return set()
        seats = state.to_move()
        held = {seats[0]}
        if paused:
            return held | set(wait)
        gone = self._length(state) - left
        for seat in wait:
            if seat in computers and gone < self._think(state, moves, seat):
                held.add(seat)
        return held

    def timed_out(self, state: GameState, moves: int, paused: bool) -> list[tuple[Seat, Action]]:
        """When the countdown ran out: each awaited seat's "no" (a computer's own answer
        comes first, see not_yet)."""
        left = self.seconds_left(state, moves, paused)
        if left is None or left > 0 or paused:
            return []
        return list(awaited(state).items())

    def next_ms(self, state: GameState, moves: int, computers: set[Seat],
                paused: bool) -> int | None:
        """When to look at the clock again (None: no wait on)."""
        left = self.seconds_left(state, moves, paused)
        if left is None:
            return None
        if paused:
            return TICK_MS
        gone = self._length(state) - left
        times = [left] + [self._think(state, moves, s) - gone for s in awaited(state)
                          if s in computers and self._think(state, moves, s) > gone]
        return max(1, min(TICK_MS, int(min(times) * 1000) + 1))

    def _length(self, state: GameState) -> float:
        return answer_seconds(state) if self.seconds is None else self.seconds

    def _think(self, state: GameState, moves: int, seat: Seat) -> float:
        low, high = THINK_SHARE
        share = random.Random(self.seed * 7919 + moves * 31 + seat).uniform(low, high)
        env = env_speed()  # the test environment hurries the computers
        return self._length(state) * share * (1.0 if env is None else env)
