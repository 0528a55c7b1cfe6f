"""What Kokonana's table says in words: the banner (whose turn, what to do now), the big
card (a private peek, the winner) and the curtain's line. Pure text from the observation
(no Qt), so it can be read and tested on its own."""

from __future__ import annotations

from collections.abc import Callable

from cocoa_games.core.game import Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.lesson import LESSON_KEY

from .kinds import Phase
from .observation import KokonanaObservation
from .table_view import peek_in_view
from .words import (
    LOCK_FITS,
    LOCK_NOT_YOURS,
    OPENED_TEMPLE,
    PEEK_HINT,
    RUNNER,
    colour_text,
)

#: what the big card shows: (kind "peek" | "winner", face, seat, title, caption)
CardWords = tuple[str, str | None, Seat, str, str]


def hint_text(obs: KokonanaObservation, seat: Seat | None, mode: str | None, viewer: Seat | None,
              name: Callable[[Seat], str], may_take_talisman: bool, can_hop: bool = True) -> str:
    """`seat` is the seat whose actions are on offer (None: watching someone else);
    `mode` a talisman choice in progress ("talisman_hop" / "talisman_peek")."""
    phase, turn, winner = obs["phase"], obs["turn"], obs["winner"]
    if winner is not None:
        return _("{name} opened the temple and wins!").format(name=name(winner))
    if turn is None:
        return ""
    who = name(turn)
    if seat is None:
        return _onlooker_hint(obs, phase, who)
    if mode == "talisman_hop":
        return _("{name}: hop with your talisman to a glowing place").format(name=who)
    if mode == "talisman_peek":
        return _("{name}: pick a temple tile to peek at").format(name=who)
    return _actor_hint(obs, phase, who, seat == viewer, may_take_talisman, can_hop)


def _onlooker_hint(obs: KokonanaObservation, phase: object, who: str) -> str:
    """What someone watching another seat's turn is told."""
    if phase == Phase.PEEK:
        peeking = obs["peeking"]
        slot = peeking["slot"] if peeking is not None else 0
        # the move's own words (its event): the voice, which just said them, says them once
        return _("{name} peeks at temple tile {number}.").format(name=who, number=slot + 1)
    if phase == Phase.KOKONANA:
        return _("{name} found no match — remember those tiles!").format(name=who)
    return _("{name}'s turn").format(name=who)


def _actor_hint(obs: KokonanaObservation, phase: object, who: str, own_view: bool,
                may_take_talisman: bool, can_hop: bool) -> str:
    """What the seat whose actions are on offer is told to do."""
    if phase == Phase.HOP:
        return _("{name}: hop to a glowing stone, or stay here").format(name=who)
    if phase == Phase.FLIP:
        if obs["flips_done"] == 0:
            return _("{name}: pick two tiles").format(name=who)
        return _("{name}: pick one more tile").format(name=who)
    if phase == Phase.KOKONANA:
        return _("No match! Remember them, then press Kokonana!")
    if phase == Phase.REWARD:  # say only what the legal actions allow
        if LESSON_KEY in obs and may_take_talisman and not can_hop:  # (the lesson's one move)
            return _("A match! {name}: take a talisman").format(name=who)
        if can_hop:
            return (_("A match! {name}: hop for free, or take a talisman") if may_take_talisman
                    else _("A match! {name}: hop for free, or end your turn")).format(name=who)
        return (_("A match! {name}: nowhere to hop, take a talisman") if may_take_talisman
                else _("A match! {name}: nowhere to hop, end your turn")).format(name=who)
    if phase == Phase.KEY:
        return _("{name}: take a key from the sandbank").format(name=who)
    if phase == Phase.TEMPLE:
        return _("{name}: peek at a temple tile").format(name=who)
    if phase == Phase.PEEK:
        face = obs.get("peek_face") if own_view else None
        if face:  # said in words too, for screen readers (only the peeker's view)
            return colour_text(PEEK_HINT, face, name=who)
        return _("{name}: remember it, then press Hide").format(name=who)
    return _("{name}'s turn").format(name=who)


def card_words(obs: KokonanaObservation, viewer: Seat | None, name: Callable[[Seat], str]
               ) -> CardWords | None:
    """The big card's words: the winner's lock, or the peeker's own look at a temple tile
    (whether their key fits); None when there is no card to show."""
    winner = obs["winner"]
    if winner is not None:
        revealed = [f for f in obs["temple"]["revealed"] if f]
        face = revealed[0] if revealed else None
        caption = colour_text(OPENED_TEMPLE, face) if face else _("opened the temple!")
        return "winner", face, winner, _("{name} wins!").format(name=name(winner)), caption
    slot, seat, face = peek_in_view(obs, viewer)
    if face is None or seat is None or slot is None:
        return None
    held = obs["keys"]["held"]
    mine = held[seat] if seat < len(held) else None
    if face == "wall":
        caption = _("A wall — no lock here.")
    else:
        caption = colour_text(LOCK_FITS if face == mine else LOCK_NOT_YOURS, face)
    return "peek", face, seat, _("Only you can see this"), caption


def curtain_line(obs: KokonanaObservation, name: Callable[[Seat], str],
                 colour: Callable[[Seat], str]) -> str:
    """The hand-off curtain's line, from public facts only; `colour`: a seat's runner
    colour (the person's own, an id of `people.COLOUR_IDS`)."""
    turn, winner, peeking = obs["turn"], obs["winner"], obs["peeking"]
    if winner is not None:
        return _("{name} opened the temple!").format(name=name(winner))
    if turn is None:
        return ""
    if obs["phase"] == Phase.PEEK and peeking is not None:
        return _("{name} is peeking at temple tile {number}.").format(
            name=name(turn), number=peeking["slot"] + 1)
    place = obs["runners"][turn]
    where = {"village": _("in the village"), "sand": _("on the sandbank"),
             "temple_bank": _("at the temple")}.get(place, _("on a stepping stone"))
    return _("{name}'s turn — {runner}, {where}.").format(
        name=name(turn), runner=colour_text(RUNNER, colour(turn)), where=where)
