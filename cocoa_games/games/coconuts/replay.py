"""A shot replayed for the screen, Qt-free: the flight the rules computed, rebuilt from its
"shot" event with the cups as they stood, then sampled by time — where the coconut is a
share `t` into the flight, and what it touched since the last sample (a busy machine drops
frames, never a touch)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .aim import frame_of, physics_cups
from .observation import Observation, stance
from .physics import Contact, Flight, fly


def flight_of(obs: Observation, data: Mapping[str, Any]) -> Flight:
    """The recorded flight of a "shot" event; `obs`: the table before the shot."""
    seat = data["seat"]
    slide, far_back = stance(data)
    return fly(frame_of(obs, seat), data["used_aim"], data["used_power"],
               tuple(data["wind"]), physics_cups(obs, seat), data["far"], record=True,
               slide=slide, far_back=far_back)


class Replay:
    def __init__(self, flight: Flight) -> None:
        self.flight = flight
        self._contacts = {c.step: c for c in flight.contacts}
        self._shown = 0  # steps already passed

    def at(self, t: float) -> tuple[tuple[float, float, float], list[Contact]]:
        """(x, y, z) a share `t` (0..1) into the flight, and the touches since last asked."""
        path = self.flight.path
        index = min(len(path) - 1, int(t * (len(path) - 1)))
        touched = [self._contacts[k] for k in range(self._shown + 1, index + 2)
                   if k in self._contacts]
        self._shown = max(self._shown, index + 1)
        return path[index], touched
