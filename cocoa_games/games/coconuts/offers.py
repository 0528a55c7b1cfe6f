"""What the Coconuts table offers its viewer now, as plain values (no Qt): who answers the
Magic? moment on this table (a look at their cards, or "No magic"), who may look at their
cards, whether the viewer may say no magic, who may aim and shoot here, what a click on each
card in the viewer's hand does, and, while a card waits for its cup or its wind, the play
that names each. The scene only puts them on buttons, cards, cups, arrows.

The table is shared (Game.shared_table): a seat's cards lie face down for all until that
person looks, so the buttons never tell what anyone holds — every holder gets the same
"Magic card…" look, whatever its cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from cocoa_games.core.game import Action, Seat

from .actions import NoMagic, PlayCard, Shot
from .cards import AIMED_SHOT, CALL_THE_WIND, kind_of
from .observation import Observation

#: the cards that need one more choice after the click: a cup, a wind
PICKING = (AIMED_SHOT, CALL_THE_WIND)


class Offers(NamedTuple):
    answers: tuple[Seat, ...] = ()  # others who answer here: "Magic card…", "No magic"
    looks: tuple[Seat, ...] = ()    # who may open a look at their cards ("Magic card…")
    own_look: Seat | None = None    # ... of them, the shooter (its Reduplicate)
    no_card: bool = False           # the viewer may say no magic (in their look)
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

    answers = tuple(s for s in sorted(legal) if s != viewer and NoMagic() in legal[s])
    # the shooter's own look (for Reduplicate) once it may shoot, whatever its cards are
    looker = [turn] if (turn is not None and turn in legal and turn != viewer
                        and obs["hand_counts"][turn]) else []
    looks = tuple(sorted({*answers, *looker}))
    return Offers(answers, looks, looker[0] if looker else None, NoMagic() in mine,
                  turn if shoots else None, cards,
                  naming(AIMED_SHOT, "cup"), naming(CALL_THE_WIND, "wind"))


def magic_moment(obs: Observation, viewer: Seat | None) -> tuple | None:
    """What the Magic? countdown counts for: it starts again when anyone answers or the
    view changes; None while nobody is awaited."""
    if len(obs["to_move"]) < 2 or obs["chooser"] is not None:
        return None
    moment = obs["moment"]
    return obs["shots"], obs["turn"], tuple(moment["used"]), tuple(moment["effects"]), viewer
