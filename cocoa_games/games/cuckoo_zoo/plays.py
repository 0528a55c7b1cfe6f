"""Which plays a hand holds now (the Plays `legal_actions` lists) and whether `apply` takes a
given Play. Plain values in (the hand, what the pile asks for), so the rules stay fast.

`legal_plays` lists one representative per distinct play: identical copies of a card once
(lowest id), the *correct* calls and the correct "last card" flag; `Play.risky` marks a play
that is a mistake all the same (a non-donkey in a donkey round: allowed, but complainable).
`refuse_play` takes any Play whose cards are in the hand and form a valid play, in any order,
with any calls from `CALLS` and either flag — wrong calls are allowed on purpose (they are
the mistakes others may complain about).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict, cast

from cocoa_games.core.game import IllegalAction
from cocoa_games.core.i18n import _

from .cards import (
    ANIMAL_OF,
    ANIMALS,
    BUTTERFLY,
    CALLS,
    COLOUR_OF,
    COLOURS,
    CORRECT_CALL,
    DECK_SIZE,
    DONKEY,
    KIND_OF,
    NO_COLOUR,
    Mistake,
    matches,
)
from .moves import Play
from .observation import CuckooZooObservation


def playable_first(card: int, colour: int, animal: int, donkey_round: bool) -> bool:
    """May `card` go first onto the pile? Any donkey may in a donkey round."""
    return (donkey_round and ANIMAL_OF[card] == DONKEY) or matches(card, colour, animal)


def legal_plays(hand: Sequence[int], colour: int, animal: int, donkey_round: bool,
                several: bool) -> list[Play]:
    if several:
        return _group_plays(hand, colour, animal, donkey_round)
    # one card per turn: one Play per kind of card that fits (hot path for the bots)
    last = len(hand) == 2
    anything = colour == NO_COLOUR and animal == NO_COLOUR
    seen: set[int] = set()
    out: list[Play] = []
    for c in sorted(hand):
        kind = KIND_OF[c]
        if kind in seen:
            continue
        seen.add(kind)
        a = ANIMAL_OF[c]
        if a == BUTTERFLY:
            calls = (CORRECT_CALL[c],)
            out += [Play((c,), calls, last, col, donkey_round) for col in COLOURS]
        elif (anything or COLOUR_OF[c] == colour or a == animal
              or (donkey_round and a == DONKEY)):
            out.append(Play((c,), (CORRECT_CALL[c],), last, "", donkey_round and a != DONKEY))
    return out


def _group_plays(hand: Sequence[int], colour: int, animal: int,
                 donkey_round: bool) -> list[Play]:
    by_kind: dict[int, list[int]] = {}
    for c in sorted(hand):
        by_kind.setdefault(KIND_OF[c], []).append(c)
    left = len(hand)
    out: list[Play] = []
    for ids in by_kind.values():
        first = ids[0]
        if not playable_first(first, colour, animal, donkey_round):
            continue
        risky = donkey_round and ANIMAL_OF[first] != DONKEY  # extras share its animal
        groups: list[tuple[int, ...]] = [(first,), *_extras(first, by_kind)]
        for cards in groups:
            calls = tuple(CORRECT_CALL[c] for c in cards)
            last = left - len(cards) == 1
            if ANIMAL_OF[cards[-1]] == BUTTERFLY:
                out += [Play(cards, calls, last, col, risky) for col in COLOURS]
            else:
                out.append(Play(cards, calls, last, "", risky))
    return out


def _extras(first: int, by_kind: dict[int, list[int]]) -> list[tuple[int, ...]]:
    """Groups starting with `first` plus more cards of its animal: one per multiset of
    extra kinds and per kind that could go last (the last card sets the colour)."""
    animal = ANIMAL_OF[first]
    pools = [(k, [c for c in ids if c != first]) for k, ids in by_kind.items()
             if ANIMAL_OF[ids[0]] == animal]
    pools = [(k, ids) for k, ids in pools if ids]
    counts: list[list[int]] = [[]]
    for _k, ids in pools:
        counts = [pre + [m] for pre in counts for m in range(len(ids) + 1)]
    out: list[tuple[int, ...]] = []
    for combo in counts:
        chosen = [ids[:m] for (_k, ids), m in zip(pools, combo, strict=True) if m]
        if not chosen:
            continue
        for last_i in range(len(chosen)):
            rest = [c for i, part in enumerate(chosen) for c in
                    (part if i != last_i else part[:-1])]
            out.append((first, *rest, chosen[last_i][-1]))
    return out


def refuse_play(a: Play, hand: Sequence[int], colour: int, animal: int, donkey_round: bool,
                several: bool) -> None:
    """Raise IllegalAction, in words a player understands, unless `apply` takes `a`."""
    cards, calls = a.cards, a.calls
    if not cards or not all(isinstance(c, int) and 0 <= c < DECK_SIZE for c in cards):
        raise IllegalAction(_("Pick at least one card."))
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise IllegalAction(_("You can only play cards from your hand."))
    if len(calls) != len(cards) or any(c not in CALLS for c in calls):
        raise IllegalAction(_("Choose one call (or silence) for every card."))
    if len(cards) > 1:
        if not several:
            raise IllegalAction(_("At this level you play one card per turn."))
        if len({ANIMAL_OF[c] for c in cards}) != 1:
            raise IllegalAction(_("Extra cards must show the same animal as the first."))
    if not playable_first(cards[0], colour, animal, donkey_round):
        raise IllegalAction(
            _("The first card must match the colour or the animal on the pile."))
    if ANIMAL_OF[cards[-1]] == BUTTERFLY:
        if a.colour not in COLOURS:
            raise IllegalAction(_("Choose a colour for your butterfly."))
    elif a.colour:
        raise IllegalAction(_("Only a butterfly lets you choose a colour."))
    if not isinstance(a.last_card, bool):
        raise IllegalAction(_("The last-card button is either pressed or not."))


class PlayRecord(TypedDict):
    """The latest play as the rules keep it (and save it): the public part (`observation.
    LastPlay`, with card ids) and what judging or taking it back needs."""

    serial: int
    seat: int
    cards: list[int]
    calls: list[str]
    last_card: bool
    colour: str
    cards_left: int
    in_donkey_round: bool
    mistakes: list[Mistake]
    undo: list[int]  # colour, animal, direction, donkey starter, next seat before the play
    drawn_by: list[int]  # seats that drew while complaints about this play still count


def copied(record: PlayRecord) -> PlayRecord:
    """A copy with lists of its own (a twin state, a save, must not share them)."""
    return cast(PlayRecord, {k: (list(v) if isinstance(v, list) else v)
                             for k, v in record.items()})


def play_refusal(obs: CuckooZooObservation, a: Play) -> str | None:
    """Why `apply` would refuse `a` from the observing seat, from what that seat sees (the
    same check: the table proposes a Play it built itself, any calls included); None when
    it would take it."""
    if obs["seat"] is None or obs["turn"] != obs["seat"] or obs["pending_win"] is not None:
        return _("It is not your turn.")
    colour, animal = obs["active_colour"], obs["active_animal"]
    try:
        refuse_play(a, [c["id"] for c in obs["hand"] or ()],
                    COLOURS.index(colour) if colour else NO_COLOUR,
                    ANIMALS.index(animal) if animal else NO_COLOUR,
                    obs["donkey_round"] is not None, obs["rules"]["several_cards"])
    except IllegalAction as refused:
        return str(refused)
    return None
