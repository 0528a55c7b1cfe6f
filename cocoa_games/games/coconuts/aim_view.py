"""What the aim looks like on the table, Qt-free: each seat's launcher (where it stands,
turned and pulled how far, the shooter's aglow), the power gauge beside the shooter's and
the dotted line of the way a shot sets off, for a person's aim as it is now. The scene
hangs these looks on its items (piece_art.py draws them)."""

from __future__ import annotations

from collections.abc import Sequence

from .aim import Aim
from .cards import FAR_SHOT
from .looks import SeatLook
from .observation import Observation, Phase
from .physics import Frame
from .places import Box, Places
from .words import gauge_reading

#: a launcher's look: its box, its turn on screen (degrees), its pull, aglow (the shooter's),
#: its owner's look (colour and picture)
Launcher = tuple[Box, float, float, bool, SeatLook | None]
#: a dot of the aim line: x, y and radius in the scene
Dot = tuple[float, float, float]


def launcher_box(places: Places, obs: Observation, frames: Sequence[Frame], seat: int,
                 aim: Aim) -> Box:
    """Where `seat`'s launcher stands: the shooter's further back for Far Shot and slid
    along its red line as the aim has it."""
    far, mine = FAR_SHOT in obs["moment"]["effects"], seat == obs["turn"]
    return places.launcher_box(frames[seat], far and mine, aim.slide if mine else 0.0)


def launchers(places: Places, obs: Observation, frames: Sequence[Frame], aim: Aim,
              aiming: bool, looks: Sequence[SeatLook] = ()) -> list[Launcher]:
    """Every seat's launcher in its owner's look; the shooter's turned and pulled as `aim`
    is while `aiming`."""
    out = []
    for seat, frame in enumerate(frames):
        active = seat == obs["turn"] and obs["phase"] != Phase.OVER
        angle = places.launcher_angle(frame, aim.angle if active and aiming else 0.0)
        out.append((launcher_box(places, obs, frames, seat, aim), round(angle, 1),
                    round(aim.pull if active else 0.0, 3), active,
                    looks[seat] if seat < len(looks) else None))
    return out


def gauge(places: Places, obs: Observation, frames: Sequence[Frame], aim: Aim,
          shooter: int | None) -> tuple[Box, float, str] | None:
    """The power gauge while `shooter` aims (None: nobody does): its box, pull, reading."""
    if shooter is None:
        return None
    box = places.gauge(frames[shooter], FAR_SHOT in obs["moment"]["effects"], aim.slide)
    return box, round(aim.pull, 3), gauge_reading(aim.pull)


def dots(places: Places, obs: Observation, frames: Sequence[Frame], aim: Aim,
         shooter: int | None, eyes_closed: bool) -> list[Dot]:
    """The dotted line of the way the shot sets off, bigger where higher (none before a
    pull, or with eyes closed)."""
    if shooter is None or not aim.ready() or eyes_closed:
        return []
    far = FAR_SHOT in obs["moment"]["effects"]
    return [(*places.point(x, y), 2.0 + z * 28.0) for x, y, z in aim.hint(frames[shooter], far)]
