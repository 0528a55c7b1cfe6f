"""What Kokonana's table shows, worked out from an observation as plain values (no Qt):
where each runner stands, how each temple tile looks, what each seat's panel holds. The
scene only puts these on its items."""

from __future__ import annotations

from cocoa_games.core.game import Seat

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


def colour_looks(names: list[str]) -> list[int]:
    """Each seat's runner colour (an index into the runners' colours), following the person
    rather than the seat: by the name's place among the names, so Alice keeps her colour in
    a rematch that starts with someone else (seats turn round the table, names do not)."""
    order = sorted(range(len(names)), key=lambda seat: (names[seat].casefold(), seat))
    looks = [0] * len(names)
    for look, seat in enumerate(order):
        looks[seat] = look
    return looks


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
