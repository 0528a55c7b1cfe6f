"""What the seat badges and the "Play on" box show, as plain values read from the
observation; the items draw them (items.SeatBadge, items.Indicator) and cache a picture per
look."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from cocoa_games.core.game import Seat
from cocoa_games.core.people import Look, offer

from . import layout as L
from .moves import Complain, Confirm
from .observation import CardView, CuckooZooObservation


class BadgeLook(NamedTuple):
    name: str
    cards: int = 0  # how many cards the seat holds
    is_turn: bool = False
    skipped: bool = False  # the rooster skipped this seat
    winner: bool = False
    is_viewer: bool = False
    asking: bool = False  # Complain!/No complaint sit on the badge: the count moves up
    person: Look | None = None  # the person's own picture and colour (core/people.py)


def badge_look(obs: CuckooZooObservation, seat: Seat, name: str, viewer: Seat | None,
               asking: bool = False, person: Look | None = None) -> BadgeLook:
    return BadgeLook(name, obs["hand_counts"][seat], obs["turn"] == seat, seat in obs["skipped"],
                     obs["winner"] == seat, seat == viewer, asking, person)


def people_looks(people: Sequence[Look], names: Sequence[str]) -> list[Look]:
    """Each seat's picture and colour: the people's own (`GameScene.set_looks`), else — a
    table never told them (a test, a replay of an old file) — the first free ones."""
    return list(people) if len(people) >= len(names) else offer([(n, False) for n in names], {})


def badge_offers(legal: Mapping[Seat, Sequence[object]],
                 viewer: Seat | None) -> dict[Seat, tuple[bool, bool]]:
    """Whether each other seat may say Complain! and No complaint on its badge."""
    return {seat: (Complain() in acts, Confirm() in acts)
            for seat, acts in legal.items() if seat != viewer}


def seat_badges(obs: CuckooZooObservation, viewer: Seat | None,
                offers: Mapping[Seat, tuple[bool, bool]], shown: Sequence[Seat],
                people: Sequence[Look]) -> list[BadgeLook]:
    """Every seat's badge (`shown`: the seats with a badge on the table): an asking seat's
    (its buttons on it) moves its count up."""
    names = obs["players"]
    own = people_looks(people, names)
    return [badge_look(obs, seat, name, viewer, any(offers.get(seat, ())) and seat in shown,
                       own[seat]) for seat, name in enumerate(names)]


class IndicatorLook(NamedTuple):
    colour: str = ""  # what the next card must match ("": any)
    animal: str = ""
    direction: int = 1
    donkey: bool = False  # a donkey round: a loud strip
    show_direction: bool = False  # only when lions turn the play round


def indicator_look(obs: CuckooZooObservation) -> IndicatorLook:
    return IndicatorLook(obs["active_colour"], obs["active_animal"], obs["direction"],
                         obs["donkey_round"] is not None, obs["rules"]["lions_reverse"])


def face(card: CardView) -> tuple[str | None, str]:
    """The picture a card shows: (its colour, None for a butterfly; its animal)."""
    return (None if card["colour"] == "none" else card["colour"], card["animal"])


def discard_faces(obs: CuckooZooObservation) -> list[tuple[int, tuple[str | None, str], float]]:
    """The top cards of the discard pile, bottom first (id, face, tilt): the top card lies
    straight, the ones under it tossed."""
    recent = obs["discard_recent"][-L.RECENT_SHOWN:]
    return [(card["id"], face(card), 0.0 if k == len(recent) - 1 else L.tilt(card["id"]))
            for k, card in enumerate(recent)]
