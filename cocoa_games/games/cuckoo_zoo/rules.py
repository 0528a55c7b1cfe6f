"""Cuckoo Zoo (Cocotaki): the model. Pure Python, no Qt, no I/O.

Actions
-------
- ``Play(cards, calls, last_card=False, colour="")`` — place ``cards`` (card ids, in the
  order they go onto the pile; the first must match, extra ones need the More advanced level
  and the same animal), ``calls`` one per card from ``cards.CALLS`` ("" = stay silent),
  ``last_card`` = the "Last card!" button was pressed, ``colour`` = the colour chosen for a
  butterfly ("red"/"yellow"/"green"/"blue"; required when the last card is a butterfly).
- ``Draw()`` — draw one card instead of playing (a pass when nothing is left to draw).
- ``Complain()`` — "That was a mistake!" about the latest play (any seat but its player).
- ``Confirm()`` — "No complaint": after a player placed their last card, the next seat
  accepts the win (the table waits for this or a complaint).

``legal_actions(seat)`` lists one representative per distinct play: identical copies of a
card are listed once (lowest id), calls are the *correct* calls and ``last_card`` the correct
flag. ``apply`` accepts any Play whose cards are in the hand and form a valid play, in any
order, with any calls from ``CALLS`` and either ``last_card`` — wrong calls are allowed on
purpose (they are the mistakes others may complain about). Scenes check a selection with
``cards.check_play(observation, card_ids, colour)`` and then build the Play themselves.

Turn flow and complaints (see help.md)
--------------------------------------
After a play, a complaint window is open until the next player moves (plays *or* draws):
``to_move() == (turn seat, *other seats except the player who played)``; the turn seat may
also complain before moving. The first complaint closes the window: right → the offender
draws 2 cards (one complaint covers the whole play, however many mistakes it had), wrong →
nothing happens. A non-donkey in a donkey round goes back to the hand (+2) on a right
complaint and the donkey round goes on. After a player's last card the game waits:
``to_move() == (next seat, other seats...)``, the next seat may ``Confirm`` (the player wins)
or anyone may complain (a right complaint: +2 cards, play goes on; a wrong one: the win
stands). In referee mode nobody complains: mistakes are penalised right after the play.

Observation schema (``observe(seat)``; ``seat=None`` = the public table)
--------------------------------------------------------------------------
Card dicts are ``{"id": int 0..111, "animal": str, "colour": str}`` — animal in
``cards.ANIMALS`` or "butterfly"; colour in ``cards.COLOURS`` or "none" (butterflies).

- ``players``: list[str] — names, seat order.
- ``seat``: int | None — the viewer.
- ``hand``: list[card dict] | None — the viewer's own hand (sorted by animal, colour); None
  for the public view. Other hands are never shown, only counted.
- ``hand_counts``: list[int] — cards in each seat's hand.
- ``draw_count``: int — cards in the draw pile. ``discard_count``: int.
- ``discard_top``: card dict — the top of the discard pile.
- ``discard_recent``: list[card dict] — up to 5 top cards, oldest first, top last.
- ``active_colour``: str — colour the next card must match ("" = any, e.g. a butterfly turned
  up at the start; after a butterfly: the chosen colour).
- ``active_animal``: str — animal the next card may match instead ("" = none: after a
  butterfly only the colour counts).
- ``direction``: 1 (seat order) or -1 (reversed by lions).
- ``turn``: int | None — seat whose turn it is (None when the game is over).
- ``to_move``: list[int] — same as ``to_move()``.
- ``donkey_round``: {"starter": int} | None — a donkey round is on; only donkeys may be played
  (others are complainable mistakes) until the turn comes back to ``starter``.
- ``skipped``: list[int] — seats skipped (by roosters) after the latest play.
- ``rules``: {"level": "beginner"|"advanced"|"more_advanced", "referee": bool,
  "hand_size": int, "roosters_skip": bool, "donkey_rounds": bool, "several_cards": bool,
  "lions_reverse": bool}.
- ``last_play``: dict | None — the latest play, public: {"serial": int (counts plays),
  "seat": int, "cards": list[card dict], "calls": list[str], "last_card": bool,
  "colour": str ("" unless a butterfly), "cards_left": int (hand size right after the play),
  "in_donkey_round": bool (it was placed during a donkey round)}.
- ``complaint_window``: {"serial": int, "offender": int, "seats": list[int]} | None — open
  while complaints about ``last_play`` count; ``seats`` may press Complain.
- ``pending_win``: int | None — seat that placed its last card; the table may still complain.
- ``last_result``: dict | None — latest complaint/referee verdict: {"serial": int (of the play
  judged), "by": int | None (complainer; None = referee), "offender": int, "right": bool,
  "mistakes": list[str] (keys of ``cards.MISTAKE_TEXT``), "penalty": int (cards drawn),
  "returned": int (cards taken back to the hand)}.
- ``winner``: int | None.

Events (``apply`` returns them; kinds): "play" {seat, cards, calls, last_card, colour},
"draw" {seat, count} (card ids only in the drawer's private "draw_private" event),
"pass" {seat}, "reshuffle" {count}, "skip" {seats}, "reverse" {direction},
"donkey_round" {starter}, "donkey_round_end" {}, "complaint" {by, offender, right,
mistakes, penalty, returned}, "penalty" {seat, count}, "win" {seat}, "turn" {seat}.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from cocoa_games.core.game import Action, action_registry
from cocoa_games.core.options import option

from .cards import COLOURS, card_name


@dataclass(frozen=True)
class Play(Action):
    """Place card(s) with one call each; see the module docstring."""

    kind: ClassVar[str] = "play"
    cards: tuple[int, ...]
    calls: tuple[str, ...]
    last_card: bool = False
    colour: str = ""

    def label(self) -> str:
        names = ", ".join(card_name(c) for c in self.cards)
        said = ", ".join(f"“{c}”" if c else "silent" for c in self.calls)
        text = f"Play {names} ({said})"
        if self.colour in COLOURS:
            text += f", choose {self.colour}"
        if self.last_card:
            text += " — Last card!"
        return text


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def label(self) -> str:
        return "Draw a card"


@dataclass(frozen=True)
class Complain(Action):
    kind: ClassVar[str] = "complain"

    def label(self) -> str:
        return "Complain!"


@dataclass(frozen=True)
class Confirm(Action):
    kind: ClassVar[str] = "confirm"

    def label(self) -> str:
        return "No complaint"


action_from_dict = action_registry(Play, Draw, Complain, Confirm)


class RuleLevel(enum.Enum):
    """How many of the rulebook's rules are in play."""

    BEGINNER = "beginner"  # match colour or animal, calls, butterflies, last card
    ADVANCED = "advanced"  # + roosters skip the next player, + donkey rounds
    MORE_ADVANCED = "more_advanced"  # + 10-card hands, several cards of one animal, lions reverse

    def label(self) -> str:
        return {"beginner": "Beginner", "advanced": "Advanced",
                "more_advanced": "More advanced"}[self.value]


@dataclass(frozen=True)
class CuckooZooOptions:
    rule_level: RuleLevel = option(
        RuleLevel.BEGINNER, "Rule level",
        "Beginner: match and call. Advanced: roosters skip, donkey rounds. "
        "More advanced: 10 cards, several cards at once, lions turn the direction.")
    referee: bool = option(
        False, "Referee",
        "The app catches every mistake itself right away (good for young children).")
    hand_size: int = option(
        0, "Cards per hand",
        "0 = the level's usual number (8, or 10 for More advanced).", 0, 20)
