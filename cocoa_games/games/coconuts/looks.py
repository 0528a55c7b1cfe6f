"""What the Coconuts table shows of a moment, Qt-free: each seat's colour and picture on its
board, launcher and panel, whether Guess Who? keeps the shooter's eyes closed, and what part
of the table the drawing takes in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from cocoa_games.core import people

from . import layout
from .cards import FAR_SHOT, GUESS_WHO
from .observation import Observation, Phase, named_cup
from .physics import Frame
from .places import Box, Places, Point

#: each seat's colour when the table is given no people's looks: the app's person colours
#: in the order it first offers them, blue, orange, green, purple (none a cup's yellow/red)
SEAT_COLOURS = tuple(hex_ for _id, _name, hex_ in people.COLOURS[:4])


class SeatLook(NamedTuple):
    """How a seat's board frame, name tag, launcher and panel look: the person's colour (a
    fill) and picture (core/people.py; "": none given, the monkey launcher as it was)."""

    fill: str
    picture: str = ""
    colour: str = ""  # the colour's id (people.COLOUR_IDS), for the picture's badge

    def person(self) -> people.Look:
        return people.Look(self.picture, self.colour)


def seat_looks(seats: int, looks: Sequence[people.Look] = ()) -> list[SeatLook]:
    """Each seat's look: the person's own colour and picture, kept with their name from game
    to game and through rematches (the app gives them, `GameScene.set_looks`); a table
    given none (a test, a replay) colours the seats in order."""
    if len(looks) < seats:
        return [SeatLook(SEAT_COLOURS[s % len(SEAT_COLOURS)]) for s in range(seats)]
    return [SeatLook(look.hex, look.picture, look.colour) for look in looks[:seats]]


def eyes_closed(obs: Observation, landed: bool) -> bool:
    """Guess Who? ("shoot with eyes closed"): the cups, the boards and the aim line are
    hidden while the shooter aims and the coconut flies, until it has `landed`."""
    return (GUESS_WHO in obs["moment"]["effects"] and obs["phase"] == Phase.MAGIC
            and not landed)


def facing(obs: Observation) -> Frame | None:
    """The seat the table turns to: the shooter's (after the end: the last one's); None
    before anyone shoots."""
    turn = obs["turn"]
    return None if turn is None else Frame(*obs["frames"][turn])


def table_view(obs: Observation) -> tuple[float, float, float]:
    """What of the table the drawing shows (layout.view_around): with Far Shot, the
    shooter standing back from the table's edge too."""
    turn = obs["turn"]
    if FAR_SHOT not in obs["moment"]["effects"] or turn is None:
        return layout.view_around(None)
    # (the drawing is turned to the shooter: they stand below the table, as seat 0 does)
    return layout.view_around(layout.launcher_spot(Frame(0.0, 1.0), True))


#: the end: the winner's pyramid lit for all to see before the results come up (ms)
CHEER_MS = 1800
#: a cup as drawn: its centre, its rim's radius, its top (m) and its look (colour,
#: coconuts in it, marked: the cup Aimed Shot named)
CupDrawn = tuple[Point, float, float, tuple[str, int, bool]]


def cups_drawn(obs: Observation, places: Places, frames: Sequence[Frame]) -> dict[int, CupDrawn]:
    """Every cup of the observation by its id, where and how the table draws it."""
    named = named_cup(obs["moment"])
    return {cup["id"]: (*places.cup(cup, frames), (cup["colour"], cup["coconuts"],
                                                   cup["id"] == named))
            for cup in obs["cups"]}


def lit_pyramid(places: Places, frames: Sequence[Frame], seat: int | None,
                strength: float) -> tuple[Box, float] | None:
    """The light on `seat`'s pyramid at the end (None: nobody's): where, and how bright
    as the end cheers it (0 → 1)."""
    if seat is None or not 0 <= seat < len(frames):
        return None
    return places.pyramid(frames[seat]), round(strength, 3)
