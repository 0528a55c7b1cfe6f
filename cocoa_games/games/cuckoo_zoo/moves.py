"""Cuckoo Zoo's moves and options: the four actions a seat can take and the rule levels.

- ``Play(cards, calls, last_card=False, colour="")`` — place ``cards`` (card ids, in the order
  they go onto the pile; the first must match, extra ones need the More advanced level and the
  same animal), ``calls`` one per card from ``cards.CALLS`` ("" = stay silent),
  ``last_card`` = the "Last card!" button was pressed, ``colour`` = the colour chosen for a
  butterfly ("red"/"yellow"/"green"/"blue"; required when the last card is a butterfly).
- ``Draw()`` — draw one card instead of playing (a pass when nothing is left to draw).
- ``Complain()`` — "That was a mistake!" about the latest play (any seat but its player).
- ``Confirm()`` — "No complaint": after a player placed their last card, the next seat
  accepts the win (the table waits for this or a complaint).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, ClassVar

from cocoa_games.core.game import Action, action_registry
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.options import option

from .cards import COLOURS
from .words import colour_word, played_cards


@dataclass(frozen=True)
class Play(Action):
    """Place card(s) with one call each; see the module docstring."""

    kind: ClassVar[str] = "play"
    cards: tuple[int, ...]
    calls: tuple[str, ...]
    last_card: bool = False
    colour: str = ""
    #: set by `legal_actions`: even with the right calls this play is a mistake the others
    #: may complain about (a non-donkey in a donkey round) — a bluff, not a normal move.
    #: Not part of the move itself: never compared, never saved.
    risky: bool = field(default=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        del data["risky"]
        return data

    def label(self) -> str:
        text = _("Play {cards}").format(cards=played_cards(self.cards, self.calls))
        if self.colour in COLOURS:
            text = _("{play}, choose {colour}").format(play=text,
                                                       colour=colour_word(self.colour))
        if self.last_card:
            text = _("{play} — Last card!").format(play=text)
        return text


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def label(self) -> str:
        return _("Draw a card")


@dataclass(frozen=True)
class Complain(Action):
    kind: ClassVar[str] = "complain"
    #: public: the session may offer it on the hand-off curtain
    interjection: ClassVar[bool] = True

    def label(self) -> str:
        return _("Complain!")


@dataclass(frozen=True)
class Confirm(Action):
    kind: ClassVar[str] = "confirm"
    interjection: ClassVar[bool] = True

    def label(self) -> str:
        return _("No complaint")


action_from_dict = action_registry(Play, Draw, Complain, Confirm)


class RuleLevel(enum.Enum):
    """How many of the rulebook's rules are in play."""

    BEGINNER = "beginner"  # match colour or animal, calls, butterflies, last card
    ADVANCED = "advanced"  # + roosters skip the next player, + donkey rounds
    MORE_ADVANCED = "more_advanced"  # + 10-card hands, several cards of one animal, lions reverse

    def label(self) -> str:
        """The level's name, marked for the catalogue: the new-game dialog translates it."""
        return {"beginner": N_("Beginner"), "advanced": N_("Advanced"),
                "more_advanced": N_("More advanced")}[self.value]


@dataclass(frozen=True)
class CuckooZooOptions:
    rule_level: RuleLevel = option(
        RuleLevel.BEGINNER, N_("Rule level"),
        N_("Beginner: match and call. Advanced: roosters skip, donkey rounds. "
           "More advanced: 10 cards, several cards at once, lions turn the direction."))
    referee: bool = option(
        False, N_("Referee"),
        N_("The app catches every mistake itself right away (good for young children)."))
    hand_size: int = option(
        0, N_("Cards per hand"),
        N_("Usual: as many as the level deals (8, or 10 for More advanced)."), 0, 20,
        zero=N_("Usual"))
    words_only: bool = option(
        False, N_("Calls in words only"),
        N_("Beginner: the call buttons show words, no animal pictures (above Beginner they "
           "always do)."))
    call_seconds: int = option(
        0, N_("Seconds to call"),
        N_("Usual: no time limit at Beginner (for the youngest), 6 seconds above. A call "
           "not made in time counts as no call."), 0, 30, zero=N_("Usual"))


#: options a save and the table's rules leave out while they are at their default (so games
#: and saves without them read and write exactly as before)
QUIET_OPTIONS = {"words_only": False, "call_seconds": 0}
