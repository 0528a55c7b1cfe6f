"""What Kokonana's table shows, worked out from an observation as plain values (no Qt):
how each seat looks, where each runner stands, how each temple tile looks, what each seat's
panel holds. The scene only puts these on its items."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from cocoa_games.core.game import Seat
from cocoa_games.core.people import COLOUR_IDS, Look

from .observation import KokonanaObservation

#: a temple tile: (face drawn or None, seats that peeked there, seat peeking now or None)
TempleLook = tuple[str | None, tuple[int, ...], Seat | None]
#: a seat's panel: (key held, talismans, temple tiles peeked, its turn, the winner)
PanelLook = tuple[str | None, int, int, bool, bool]


def peek_in_view(obs: KokonanaObservation, viewer: Seat | None
                 ) -> tuple[int | None, Seat | None, str | None]:
    """(slot, seat, face) of a peek in progress; the face only in the peeker's own view
    (privacy: nobody else's view ever draws it)."""
    peeking = obs["peeking"]
    if peeking is None:
        return None, None, None
    seat = peeking["seat"]
    face = obs.get("peek_face") if viewer is not None and viewer == seat else None  # (NotRequired)
    return peeking["slot"], seat, face


class SeatLook(NamedTuple):
    """How a seat's runner, panel and eyes look: its colour (an id of `people.COLOUR_IDS`,
    the one its words name), that colour's fill, the pawn's head shape (never two alike at
    a table, so colour is never the only cue) and the person's picture ("": none given)."""

    colour: str
    fill: str
    head: str
    picture: str = ""


#: the runners' colours when the table is given no looks (seat order), and the head shapes
SEAT_COLOURS = (("yellow", "#f4c20d"), ("red", "#e0453a"), ("blue", "#3b7be0"),
                ("green", "#35a853"))
HEADS = ("circle", "square", "triangle", "star")


def seat_looks(seats: int, looks: Sequence[Look] | None = None) -> list[SeatLook]:
    """Each seat's look: the person's own colour and picture (`looks`, from core/people.py),
    else the seat order's colours. A head shape follows the colour's place among the
    table's colours, so the same people keep their shapes in a rematch though the seats
    turn round the table."""
    if not looks or len(looks) < seats:
        return [SeatLook(*SEAT_COLOURS[s % 4], HEADS[s % 4]) for s in range(seats)]
    rank = {c: i for i, c in enumerate(COLOUR_IDS)}
    order = sorted(range(seats), key=lambda s: (rank.get(looks[s].colour, len(rank)), s))
    heads = {seat: HEADS[i % len(HEADS)] for i, seat in enumerate(order)}
    return [SeatLook(looks[s].colour, looks[s].hex, heads[s], looks[s].picture)
            for s in range(seats)]


def runner_spots(obs: KokonanaObservation) -> list[tuple[Seat, str, int, int]]:
    """(seat, place, index among those there, how many are there) for every runner."""
    by_place: dict[str, list[int]] = {}
    for seat, place in enumerate(obs["runners"]):
        by_place.setdefault(place, []).append(seat)
    return [(seat, place, i, len(seats)) for place, seats in by_place.items()
            for i, seat in enumerate(seats)]


def temple_looks(obs: KokonanaObservation, viewer: Seat | None, slots: int) -> list[TempleLook]:
    temple = obs["temple"]
    peekers: dict[int, list[int]] = {}
    for seat, seen in enumerate(temple["peeked"]):
        for slot in seen:
            peekers.setdefault(slot, []).append(seat)
    revealed = temple["revealed"]
    peek_slot, peek_seat, private_face = peek_in_view(obs, viewer)
    looks: list[TempleLook] = []
    for i in range(slots):
        face = revealed[i] if i < len(revealed) else None
        if face is None and i == peek_slot:
            face = private_face
        looks.append((face, tuple(peekers.get(i, ())), peek_seat if i == peek_slot else None))
    return looks


def panel_looks(obs: KokonanaObservation, seats: int) -> list[PanelLook]:
    held_keys, held_t = obs["keys"]["held"], obs["talismans"]["held"]
    peeked = obs["temple"]["peeked"]
    turn, winner = obs["turn"], obs["winner"]
    return [(held_keys[seat] if seat < len(held_keys) else None,
             held_t[seat] if seat < len(held_t) else 0,
             len(peeked[seat]) if seat < len(peeked) else 0,
             seat == turn and winner is None, seat == winner) for seat in range(seats)]
