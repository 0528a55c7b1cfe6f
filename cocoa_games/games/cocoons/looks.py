"""What the box shows a viewer, from an observation alone (no Qt): how far the box turns
so the viewer sits at the bottom left, whose corner it is, and each cocoon's look.

A seal is in a cocoon's look only when the observation holds it (the viewer's own
sightings, or every seal at the reveal): privacy is the observation's, never decided here.
"""

from __future__ import annotations

from . import box as B
from .captions import under
from .observation import CocoonsObservation

#: a cocoon's look, as CocoonItem.set_look takes it: (arrow side on screen, tokens paid,
#: animal inside, action trapdoor, seal seen, seal only remembered, note, selected,
#: what it stands on, the wrong animal at the reveal)
CocoonLook = tuple[int, int, str | None, bool, str | None, bool, str | None, bool,
                   tuple[str, str], bool]


def box_turn(obs: CocoonsObservation, viewer: int | None) -> int:
    """Quarter turns from the box's own frame to the screen: the viewer's (first) corner
    at the bottom left; the public table from the south-west."""
    corners = obs["corners"]
    corner = (B.CORNER_NAMES.index(corners[viewer][0])
              if viewer is not None and viewer < len(corners) else B.SW)
    return (obs["rotation"] - corner) % 4


def cocoon_looks(obs: CocoonsObservation, viewer: int | None, turn: int,
                 selected: int | None) -> list[CocoonLook]:
    seen_now = set(obs["sightlines"][viewer]) if viewer is not None else set()
    seals = {int(c): a for c, a in obs["seals"].items()}
    over = obs["result"] is not None
    looks: list[CocoonLook] = []
    for c, info in enumerate(obs["cocoons"]):
        note = obs["notes"][c]
        looks.append(((info["arrow"] + turn) % 4, info["tokens"], info["animal"],
                      info["action_trapdoor"], seals.get(c),
                      c in seals and c not in seen_now and not over,
                      note["animal"] if note else None, c == selected,
                      under(obs["spaces"][info["slot"]]),
                      over and seals.get(c) != info["animal"]))
    return looks


def spun(obs: CocoonsObservation, rotation: int, moving: tuple[int, ...]) -> CocoonsObservation:
    """The view part-way through a move, just after a spin: the box turned, the cocoons
    where the move has slid them so far (`moving`: their spaces, then the free one)."""
    return {**obs, "rotation": rotation, "free": moving[-1], "cocoons": [
        {**c, "slot": slot} for c, slot in zip(obs["cocoons"], moving[:-1], strict=True)]}
