"""Coconuts computer players: pick a cup, find a shot to it in the physics, miss a little.

The bot sees only its observation. It picks the target worth most for the least
difficulty (red cups give another shot, a cup from the leader's board hurts them), solves
for aim and pull with the same flight model the rules use, checks the shot against the
real cups and nudges it if a rim is in the way, then adds aim noise by level. Magic cards:
Reduplicate when cups are there to win, Freeze! on a player close to a full pyramid,
otherwise a card that makes the shot harder when the shooter is doing well.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from cocoa_games.core.game import Action, Bot, Seat

from .aim import frame_of, physics_cups, solve
from .cards import AIMED_SHOT, CALL_THE_WIND, FAR_SHOT, FREEZE, GUESS_WHO, kind_of
from .layout import RED
from .observation import Observation, Place, named_cup
from .physics import AIM_MAX, LAUNCH_DIST, fly
from .rules import NoMagic, PlayCard, Shot

#: level -> (aim noise, pull noise, chance to call Magic! when it would help)
LEVELS: dict[str, tuple[float, float, float]] = {
    "beginner": (0.07, 0.035, 0.25),
    "good": (0.025, 0.012, 0.5),
    "ace": (0.004, 0.0015, 0.8),
}
BLIND = 4.0  # Guess Who?: the noise grows this much without seeing the cups
_NUDGES = (0.0, 0.004, -0.004, 0.008, -0.008, 0.012, -0.012)


class CoconutsBot(Bot):
    def __init__(self, seat: Seat, level: str = "good", seed: int = 0) -> None:
        super().__init__(seat, level, seed)
        self.aim_noise, self.power_noise, self.meddle = LEVELS.get(level, LEVELS["good"])

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        obs = cast(Observation, observation)  # what CoconutsState.observe gives
        shooter = obs["turn"]
        if shooter is None:
            return None  # the game is over
        if obs["chooser"] == self.seat:
            return self._pick_card(obs, shooter, legal)
        if shooter != self.seat:  # the Magic? moment: every holder answers, card or none
            if NoMagic() not in legal:
                return None
            return self._pick_card(obs, shooter, legal) if self._wants_magic(obs, shooter) \
                else NoMagic()
        if not any(isinstance(a, Shot) for a in legal):
            return None  # the others have not all answered yet
        for action in legal:
            if isinstance(action, PlayCard) and len(obs["cups"]) > 1:
                return action  # Reduplicate: two shots while there are cups to win
        target = self.pick_target(obs)
        if target is None:
            return Shot(0.0, 0.5)
        return self.shot_at(obs, target)

    # -- shooting --------------------------------------------------------------------------
    def pick_target(self, obs: Observation) -> int | None:
        """The cup id most worth shooting at: near, red, or on the leader's board, and
        with a clear path (a taller stack in the way makes a cup a poor choice)."""
        named = named_cup(obs["moment"])
        frame = frame_of(obs, self.seat)
        counts = [sum(1 for c in b if c >= 0) for b in obs["boards"]]
        info = {c["id"]: c for c in obs["cups"]}
        best, best_cost = None, 0.0
        for cup in physics_cups(obs, self.seat):
            if not cup.open or (named >= 0 and cup.key != named):
                continue
            plan = self.plan(obs, cup.key)
            if plan is None:
                continue  # out of reach
            rx, ry = frame.right
            side = cup.x * rx + cup.y * ry
            ahead = cup.x * frame.fx + cup.y * frame.fy + LAUNCH_DIST
            cost = (side * side + ahead * ahead) ** 0.5 + cup.base
            if not plan[2]:
                cost += 0.5
            if info[cup.key]["colour"] == RED:
                cost -= 0.15
            if info[cup.key]["place"] == Place.BOARD:
                cost -= 0.05 * counts[info[cup.key]["seat"]]  # slow down whoever is ahead
            if best is None or cost < best_cost:
                best, best_cost = cup.key, cost
        return best

    def plan(self, obs: Observation, cup_id: int) -> tuple[float, float, bool] | None:
        """(aim, pull, clear) for a shot at `cup_id` by a perfect hand: solved from the
        flight, then checked against the real cups and nudged if a rim is in the way;
        `clear` is False when no nudge helped. None when the cup is out of reach."""
        far = FAR_SHOT in obs["moment"]["effects"]
        info = next(c for c in obs["cups"] if c["id"] == cup_id)
        frame = frame_of(obs, self.seat)
        solved = solve(frame, info["x"], info["y"], info["base"], far)
        if solved is None:
            return None
        aim, power = solved
        cups = physics_cups(obs, self.seat)
        for nudge in _NUDGES:
            if fly(frame, aim, power + nudge, (0.0, 0.0), cups, far).cup == cup_id:
                return aim, power + nudge, True
        return aim, power, False

    def shot_at(self, obs: Observation, cup_id: int) -> Shot:
        """A shot at `cup_id` with this level's unsteady hand."""
        plan = self.plan(obs, cup_id)
        if plan is None:
            return Shot(0.0, 0.5)
        aim, power, _clear = plan
        scale = BLIND if GUESS_WHO in obs["moment"]["effects"] else 1.0
        aim += self.rng.gauss(0.0, self.aim_noise * scale)
        power += self.rng.gauss(0.0, self.power_noise * scale)
        return Shot(min(AIM_MAX, max(-AIM_MAX, aim)), min(1.0, max(0.0, power)))

    # -- magic -----------------------------------------------------------------------------
    def _wants_magic(self, obs: Observation, shooter: Seat) -> bool:
        counts = [sum(1 for c in b if c >= 0) for b in obs["boards"]]
        if counts[shooter] >= 4:
            return True  # about to finish: stop them
        return counts[shooter] >= counts[self.seat] and self.rng.random() < self.meddle * 0.5

    def _pick_card(self, obs: Observation, shooter: Seat, legal: Sequence[Action]) -> Action:
        by_kind: dict[str, list[PlayCard]] = {}
        for action in legal:
            if isinstance(action, PlayCard):
                by_kind.setdefault(kind_of(action.card), []).append(action)
        close = sum(1 for c in obs["boards"][shooter] if c >= 0) >= 4
        order = [FREEZE, AIMED_SHOT, CALL_THE_WIND, GUESS_WHO, FAR_SHOT]
        if not close:
            order = [AIMED_SHOT, CALL_THE_WIND, GUESS_WHO, FAR_SHOT, FREEZE]
        for kind in order:
            if kind not in by_kind:
                continue
            options = by_kind[kind]
            if kind == AIMED_SHOT:
                return self._hardest_cup(obs, shooter, options)
            if kind == CALL_THE_WIND:
                return self._cross_wind(obs, shooter, options)
            return options[0]
        return NoMagic()

    def _hardest_cup(self, obs: Observation, shooter: Seat, options: list[PlayCard]
                     ) -> PlayCard:
        """Name the cup farthest from the shooter (never one on this bot's own board)."""
        frame = frame_of(obs, shooter)
        where = {c["id"]: c for c in obs["cups"]}

        def far_away(action: PlayCard) -> float:
            cup = where[action.cup]
            if cup["place"] == Place.BOARD and cup["seat"] == self.seat:
                return -1.0
            return cup["x"] * frame.fx + cup["y"] * frame.fy + cup["base"]

        return max(options, key=far_away)

    def _cross_wind(self, obs: Observation, shooter: Seat, options: list[PlayCard]
                    ) -> PlayCard:
        """A wind across the shooter's line of fire blows it wide the most."""
        frame = frame_of(obs, shooter)
        rx, ry = frame.right
        return max(options, key=lambda a: abs(a.wind[0] * rx + a.wind[1] * ry))

