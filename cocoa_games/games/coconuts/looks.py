"""What the Coconuts table shows of a moment, Qt-free: whether Guess Who? keeps the
shooter's eyes closed, and what part of the table the drawing takes in."""

from __future__ import annotations

from . import layout
from .cards import FAR_SHOT, GUESS_WHO
from .observation import Observation, Phase
from .physics import Frame


def eyes_closed(obs: Observation, landed: bool) -> bool:
    """Guess Who? ("shoot with eyes closed"): the cups, the boards and the aim line are
    hidden while the shooter aims and the coconut flies, until it has `landed`."""
    return (GUESS_WHO in obs["moment"]["effects"] and obs["phase"] == Phase.MAGIC
            and not landed)


def table_view(obs: Observation) -> tuple[float, float, float]:
    """What of the table the drawing shows (layout.view_around): with Far Shot, the
    shooter standing back from the table's edge too."""
    turn = obs["turn"]
    if FAR_SHOT not in obs["moment"]["effects"] or turn is None:
        return layout.view_around(None)
    fx, fy = obs["frames"][turn]
    return layout.view_around(layout.launcher_spot(Frame(fx, fy), True))
