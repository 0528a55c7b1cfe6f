"""A shot replayed for the screen, Qt-free: the flight the rules computed, rebuilt from its
"shot" event with the cups as they stood, then sampled by time — where the coconut is a
share `t` into the flight, and what it touched since the last sample (a busy machine drops
frames, never a touch)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cocoa_games.core.game import Event

from .aim import frame_of, physics_cups
from .observation import Observation, stance
from .physics import DT, Contact, Flight, fly

#: how a shot plays out on the table, before anything else happens (at the speed
#: setting's pace): the flight slowed down so its height can be followed by eye...
FLIGHT_PACE = 1.8
#: ...then the coconut lies where it stopped, the cup taken travels to the shooter's
#: board, and the table says who is next (ms)
REST_MS, TAKE_MS, NEXT_MS = 700, 800, 1000


def flight_of(obs: Observation, data: Mapping[str, Any]) -> Flight:
    """The recorded flight of a "shot" event; `obs`: the table before the shot."""
    seat = data["seat"]
    slide, far_back = stance(data)
    return fly(frame_of(obs, seat), data["used_aim"], data["used_power"],
               tuple(data["wind"]), physics_cups(obs, seat), data["far"], record=True,
               slide=slide, far_back=far_back)


def public_table(obs: Mapping[str, Any]) -> Mapping[str, Any]:
    """`obs` without what only its viewer may see (the cards, the wind they set): the table
    a shot flew over, safe to show anyone again."""
    return {k: v for k, v in obs.items() if k not in ("hand", "secret_wind")}


def still_last_shot(obs: Mapping[str, Any], events: Sequence[Event]) -> bool:
    """Whether the batch of `events` holds the table's last shot (none came since, none
    was taken back)."""
    last = obs.get("last_shot")
    return last is not None and any(e.kind == "shot" and e.data["serial"] == last["serial"]
                                    for e in events)


class Replay:
    def __init__(self, flight: Flight) -> None:
        self.flight = flight
        self._contacts = {c.step: c for c in flight.contacts}
        self._shown = 0  # steps already passed

    @property
    def ms(self) -> int:
        """How long the flight plays on the table, before the speed setting."""
        return int(self.flight.steps * DT * 1000 * FLIGHT_PACE)

    def index(self, t: float) -> int:
        """The step of the recorded path a share `t` (0..1) into the flight."""
        return min(len(self.flight.path) - 1, int(t * (len(self.flight.path) - 1)))

    def at(self, t: float) -> tuple[tuple[float, float, float], list[Contact]]:
        """(x, y, z) a share `t` (0..1) into the flight, and the touches since last asked."""
        path = self.flight.path
        index = self.index(t)
        touched = [self._contacts[k] for k in range(self._shown + 1, index + 2)
                   if k in self._contacts]
        self._shown = max(self._shown, index + 1)
        return path[index], touched
