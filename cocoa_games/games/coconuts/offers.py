"""What the Coconuts table offers its viewer now, as plain values (no Qt): who may call
Magic!, whether the viewer may play no card after all, who may aim and shoot here, what a
click on each card in the viewer's hand does, and, while a card waits for its cup or its
wind, the play that names each. The scene only puts them on buttons, cards, cups, arrows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from cocoa_games.core.game import Action, Seat

from .actions import ClaimMagic, NoMagic, PlayCard, Shot
from .cards import AIMED_SHOT, CALL_THE_WIND, kind_of
from .observation import Observation

#: the cards that need one more choice after the click: a cup, a wind
PICKING = (AIMED_SHOT, CALL_THE_WIND)


class Offers(NamedTuple):
    claims: tuple[Seat, ...] = ()  # the seats whose "Magic!" button shows
    no_card: bool = False          # the viewer may play nothing after all
    shooter: Seat | None = None    # the seat that may aim and shoot on this table
    #: each playable card in hand: its play, or its kind when a cup or a wind comes first
    cards: Mapping[int, PlayCard | str] = {}
    cups: Mapping[int, PlayCard] = {}                  # Aimed Shot's plays, by the cup named
    winds: Mapping[tuple[float, float], PlayCard] = {}  # Call the Wind's, by the wind


def offered(obs: Observation, legal: Mapping[Seat, Sequence[Action]], viewer: Seat | None,
           picking: str = "") -> Offers:
    """What `viewer` is offered; `picking`: the card kind waiting for its cup or wind."""
    mine = legal.get(viewer, ()) if viewer is not None else ()
    plays = [a for a in mine if isinstance(a, PlayCard)]
    turn = obs["turn"]
    shoots = turn is not None and any(isinstance(a, Shot) for a in legal.get(turn, ()))
    cards: dict[int, PlayCard | str] = {}
    for play in plays:
        kind = kind_of(play.card)
        cards.setdefault(play.card, kind if kind in PICKING else play)

    def naming(kind: str, field: str) -> dict:
        return ({getattr(a, field): a for a in plays if kind_of(a.card) == kind}
                if picking == kind else {})

    return Offers(tuple(s for s in sorted(legal)
                        if any(isinstance(a, ClaimMagic) for a in legal[s])),
                  any(isinstance(a, NoMagic) for a in mine), turn if shoots else None, cards,
                  naming(AIMED_SHOT, "cup"), naming(CALL_THE_WIND, "wind"))
