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
flag; ``Play.risky`` marks the plays that are a mistake all the same (a non-donkey in a
donkey round: allowed, but complainable). ``apply`` accepts any Play whose cards are in the
hand and form a valid play, in any order, with any calls from ``CALLS`` and either
``last_card`` — wrong calls are allowed on purpose (they are the mistakes others may
complain about). Scenes check a selection with ``cards.check_play(observation, card_ids,
colour)`` and then build the Play themselves.

Turn flow and complaints (see help.md)
--------------------------------------
After a play, a complaint window is open until the next card is placed (drawing or
passing places no card, so the window stays open through draws):
``to_move() == (turn seat, *other seats except the player who played)``; the turn seat may
also complain before moving. The first complaint closes the window: right → the offender
draws 2 cards (one complaint covers the whole play, however many mistakes it had), wrong →
nothing happens. A non-donkey in a donkey round goes back to the hand (+2) on a right
complaint and the donkey round goes on (if others drew meanwhile, play goes on from the seat
to play now, and the round is over once its starter has had a turn). After a player's last
card the game waits:
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
- ``turn``: int | None — seat whose turn it is (None when the game is over). While a win is
  pending it is the seat that plays next if the win is overturned; ``to_move[0]`` confirms.
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
  "mistakes": list[str] (``cards.MISTAKES``), "penalty": int (cards drawn),
  "returned": int (cards taken back to the hand)}.
- ``winner``: int | None.

Events (``apply`` returns them; kinds): "play" {seat, cards, calls, last_card, colour},
"draw" {seat, count} (also for penalty cards; the card ids only in the drawer's private
"draw_private" {seat, cards}), "pass" {seat}, "reshuffle" {count}, "skip" {seats},
"reverse" {direction}, "donkey_round" {starter}, "donkey_round_end" {}, "complaint" {by
(None = referee), offender, right, mistakes, penalty, returned}, "take_back" {seat, cards}
(a non-donkey goes back to the hand), "win" {seat}, "turn" {seat} (no log text).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from cocoa_games.core.end_summary import EndReport, ranked, turns_taken
from cocoa_games.core.game import (
    Action,
    Bot,
    Event,
    Game,
    GameState,
    IllegalAction,
    Outcome,
    SaveFormatError,
    Seat,
    action_registry,
)
from cocoa_games.core.i18n import N_, _, ngettext
from cocoa_games.core.options import option, options_from_dict, options_to_dict
from cocoa_games.core.rng import GameRng
from cocoa_games.games.cuckoo_zoo import (
    META as CUCKOO_ZOO_META,  # this game's metadata, written once
)

from .cards import (
    ANIMAL_OF,
    ANIMALS,
    BUTTERFLY,
    CALLS,
    CARD_DICTS,
    COLOUR_OF,
    COLOURS,
    CORRECT_CALL,
    DECK_SIZE,
    DONKEY,
    KIND_OF,
    LION,
    MISTAKES,
    NO_COLOUR,
    ROOSTER,
    matches,
    play_mistakes,
)
from .words import card_name, colour_word, held, played_cards, skipped, verdict


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
        N_("0 = the level's usual number (8, or 10 for More advanced)."), 0, 20)


PENALTY = 2
RECENT = 5
_DRAW = Draw()
_COMPLAIN = Complain()
_CONFIRM = Confirm()


class CuckooZooState(GameState):
    """One game in progress. Cards are ints (see cards.py); piles are lists, top = last."""

    # -- set-up ---------------------------------------------------------------------------
    def __init__(self, names: Sequence[str], options: CuckooZooOptions, rng: GameRng) -> None:
        self.names = list(names)
        self._set_options(options, len(self.names))
        self.rng = rng
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        size = self.hand_size
        n = len(self.names)
        self.hands: list[list[int]] = [deck[i * size:(i + 1) * size] for i in range(n)]
        self.draw = deck[n * size:]
        self.discard = [self.draw.pop()]
        #: cards everyone saw go back into a hand (a caught non-donkey), until played again
        self.shown: list[list[int]] = [[] for _ in range(n)]
        top = self.discard[-1]
        # the turned-up card has no effect; a butterfly there lets anything be played
        self.colour = COLOUR_OF[top]
        self.animal = ANIMAL_OF[top] if ANIMAL_OF[top] != BUTTERFLY else NO_COLOUR
        self.direction = 1
        self.turn = 0
        self.donkey_starter = -1
        self.serial = 0
        self.last_play: dict[str, Any] | None = None
        self.window = False  # complaints about last_play still count
        self.pending_win = -1
        self.skipped: list[int] = []
        self.last_result: dict[str, Any] | None = None
        self.winner = -1
        self._forget()

    def _forget(self) -> None:
        """Drop the cached views; every change to the state goes through here."""
        self._moves: tuple[Seat, ...] | None = None
        self._public: dict[str, Any] | None = None

    def _set_options(self, options: CuckooZooOptions, players: int) -> None:
        self.options = options
        level = options.rule_level
        self.roosters_skip = level is not RuleLevel.BEGINNER
        self.donkey_rounds = level is not RuleLevel.BEGINNER
        self.several_cards = level is RuleLevel.MORE_ADVANCED
        self.lions_reverse = level is RuleLevel.MORE_ADVANCED
        self.referee = options.referee
        default = 10 if level is RuleLevel.MORE_ADVANCED else 8
        # a chosen size is capped so that a draw pile of about 20 cards is left
        self.hand_size = min(options.hand_size or default, (DECK_SIZE - 20) // players)

    @classmethod
    def from_deal(
        cls, names: Sequence[str], hands: Sequence[Sequence[int]], draw: Sequence[int],
        discard: Sequence[int], options: CuckooZooOptions | None = None, *, turn: int = 0,
        seed: int = 0, colour: str | None = None,
    ) -> CuckooZooState:
        """A state with an explicit deal (for tests and tutorials). `draw` top = last,
        `discard` top = last; the rest of the deck is left out of the game. `colour`
        overrides the active colour (e.g. after a butterfly)."""
        every = [c for h in hands for c in h] + list(draw) + list(discard)
        if len(set(every)) != len(every) or not discard or len(hands) != len(names):
            raise ValueError("A deal needs a discard pile, a hand per player and no card twice.")
        st = cls(names, options or CuckooZooOptions(), GameRng(seed))
        st.hands = [list(h) for h in hands]
        st.draw = list(draw)
        st.discard = list(discard)
        top = st.discard[-1]
        st.colour = COLOUR_OF[top]
        st.animal = ANIMAL_OF[top] if ANIMAL_OF[top] != BUTTERFLY else NO_COLOUR
        if colour is not None:
            st.colour = COLOURS.index(colour) if colour else NO_COLOUR
        st.turn = turn
        st._forget()
        return st

    # -- contract ---------------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self._moves is None:
            self._moves = self._to_move()
        return self._moves

    def _to_move(self) -> tuple[Seat, ...]:
        if self.winner >= 0:
            return ()
        n = len(self.names)
        d = self.direction  # the others in playing order
        if self.pending_win >= 0:
            w = self.pending_win
            first = (w + d) % n
            return (first, *[(first + k * d) % n for k in range(1, n) if (first + k * d) % n != w])
        if not self.window:
            return (self.turn,)
        off = self.last_play["seat"]  # type: ignore[index]
        t = self.turn
        return (t, *[(t + k * d) % n for k in range(1, n) if (t + k * d) % n != off])

    def legal_actions(self, seat: Seat) -> list[Action]:
        movers = self.to_move()
        if seat not in movers:
            return []
        may_complain = self.window and seat != self.last_play["seat"]  # type: ignore[index]
        if self.pending_win >= 0:
            return [_CONFIRM, _COMPLAIN] if seat == movers[0] else [_COMPLAIN]
        if seat != self.turn:
            return [_COMPLAIN]
        actions = self._plays(seat)
        actions.append(_DRAW)
        if may_complain:
            actions.append(_COMPLAIN)
        return actions

    def _playable_first(self, card: int) -> bool:
        if self.donkey_starter >= 0 and ANIMAL_OF[card] == DONKEY:
            return True
        return matches(card, self.colour, self.animal)

    def _plays(self, seat: Seat) -> list[Action]:
        hand = self.hands[seat]
        if self.several_cards:
            return self._group_plays(hand)
        # one card per turn: one Play per kind of card that fits (hot path for the bots)
        last = len(hand) == 2
        colour, animal = self.colour, self.animal
        anything = colour == NO_COLOUR and animal == NO_COLOUR
        donkeys = self.donkey_starter >= 0
        seen: set[int] = set()
        out: list[Action] = []
        for c in sorted(hand):
            kind = KIND_OF[c]
            if kind in seen:
                continue
            seen.add(kind)
            a = ANIMAL_OF[c]
            if a == BUTTERFLY:
                calls = (CORRECT_CALL[c],)
                out += [Play((c,), calls, last, col, donkeys) for col in COLOURS]
            elif anything or COLOUR_OF[c] == colour or a == animal or (donkeys and a == DONKEY):
                out.append(Play((c,), (CORRECT_CALL[c],), last, "", donkeys and a != DONKEY))
        return out

    def _group_plays(self, hand: list[int]) -> list[Action]:
        by_kind: dict[int, list[int]] = {}
        for c in sorted(hand):
            by_kind.setdefault(KIND_OF[c], []).append(c)
        left = len(hand)
        in_round = self.donkey_starter >= 0
        out: list[Action] = []
        for ids in by_kind.values():
            first = ids[0]
            if not self._playable_first(first):
                continue
            risky = in_round and ANIMAL_OF[first] != DONKEY  # extras share its animal
            groups: list[tuple[int, ...]] = [(first,), *self._extras(first, by_kind)]
            for cards in groups:
                calls = tuple(CORRECT_CALL[c] for c in cards)
                last = left - len(cards) == 1
                if ANIMAL_OF[cards[-1]] == BUTTERFLY:
                    out += [Play(cards, calls, last, col, risky) for col in COLOURS]
                else:
                    out.append(Play(cards, calls, last, "", risky))
        return out

    @staticmethod
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

    # -- apply ------------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.winner >= 0:
            raise IllegalAction(_("The game is over."))
        movers = self.to_move()
        if seat not in movers:
            raise IllegalAction(_("It is not your turn."))
        self._forget()  # anything past the checks below may change the state
        if isinstance(action, Complain):
            return self._complain(seat)
        if isinstance(action, Confirm):
            if self.pending_win < 0 or seat != movers[0]:
                raise IllegalAction(_("There is no win to confirm."))
            return self._win(self.pending_win)
        if seat != self.turn or self.pending_win >= 0:
            raise IllegalAction(_("Only complaints are possible now."))
        if isinstance(action, Draw):
            return self._draw_turn(seat)
        if isinstance(action, Play):
            return self._play(seat, action)
        raise IllegalAction(_("That is not a Cuckoo Zoo move."))

    def _check_play(self, seat: Seat, a: Play) -> None:
        cards, calls = a.cards, a.calls
        hand = self.hands[seat]
        if not cards or not all(isinstance(c, int) and 0 <= c < DECK_SIZE for c in cards):
            raise IllegalAction(_("Pick at least one card."))
        if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            raise IllegalAction(_("You can only play cards from your hand."))
        if len(calls) != len(cards) or any(c not in CALLS for c in calls):
            raise IllegalAction(_("Choose one call (or silence) for every card."))
        if len(cards) > 1:
            if not self.several_cards:
                raise IllegalAction(_("At this level you play one card per turn."))
            if len({ANIMAL_OF[c] for c in cards}) != 1:
                raise IllegalAction(_("Extra cards must show the same animal as the first."))
        if not self._playable_first(cards[0]):
            raise IllegalAction(
                _("The first card must match the colour or the animal on the pile."))
        if ANIMAL_OF[cards[-1]] == BUTTERFLY:
            if a.colour not in COLOURS:
                raise IllegalAction(_("Choose a colour for your butterfly."))
        elif a.colour:
            raise IllegalAction(_("Only a butterfly lets you choose a colour."))
        if not isinstance(a.last_card, bool):
            raise IllegalAction(_("The last-card button is either pressed or not."))

    def _play(self, seat: Seat, a: Play) -> list[Event]:
        self._check_play(seat, a)
        n = len(self.names)
        cards = a.cards
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        shown = self.shown[seat]
        if shown:
            self.shown[seat] = [c for c in shown if c not in cards]
        in_round = self.donkey_starter >= 0
        self.serial += 1
        mistakes = play_mistakes(cards, a.calls, a.last_card, len(hand), in_round)
        undo = (self.colour, self.animal, self.direction, self.donkey_starter,
                (seat + self.direction) % n)
        self.discard.extend(cards)
        top = cards[-1]
        animal = ANIMAL_OF[top]
        if animal == BUTTERFLY:
            self.colour, self.animal = COLOURS.index(a.colour), NO_COLOUR
        else:
            self.colour, self.animal = COLOUR_OF[top], animal
        self.last_play = {
            "serial": self.serial, "seat": seat, "cards": list(cards), "calls": list(a.calls),
            "last_card": a.last_card, "colour": a.colour, "cards_left": len(hand),
            "in_donkey_round": in_round, "mistakes": mistakes, "undo": list(undo),
            "drawn_by": [],  # seats that drew while complaints about this play still count
        }
        events = [Event("play", {"seat": seat, "cards": list(cards), "calls": list(a.calls),
                                 "last_card": a.last_card, "colour": a.colour},
                        self._play_text(seat, a))]
        if in_round and animal != DONKEY:
            self.donkey_starter = -1  # stands unless someone complains
            if not self.referee:  # the referee sends the card back at once instead
                events.append(Event("donkey_round_end", {}, _("The donkey round is over.")))
        elif animal == DONKEY and self.donkey_rounds and not in_round:
            self.donkey_starter = seat
            events.append(Event("donkey_round", {"starter": seat},
                                _("Donkey round! Only donkeys until it comes back around.")))
        if animal == LION and self.lions_reverse and len(cards) % 2 == 1:
            self.direction = -self.direction
            events.append(Event("reverse", {"direction": self.direction},
                                _("The lion turns the direction of play around.")))
        skips = len(cards) if (animal == ROOSTER and self.roosters_skip) else 0
        self.skipped = [(seat + self.direction * k) % n for k in range(1, skips + 1)]
        if skips:
            events.append(Event("skip", {"seats": list(self.skipped)},
                                skipped([self.names[s] for s in self.skipped])))
        self.window = not self.referee
        if not hand:
            self.pending_win = seat
        events += self._set_turn((seat + self.direction * (skips + 1)) % n)
        if self.referee:
            if mistakes:
                events += self._judge(None, True)
            elif not hand:
                events += self._win(seat)
        return events

    def _play_text(self, seat: Seat, a: Play) -> str:
        name = self.names[seat]
        texts = [_("{name} plays {cards}.").format(name=name,
                                                   cards=played_cards(a.cards, a.calls))]
        if a.colour:
            texts.append(_("{name} chooses {colour}.").format(name=name,
                                                            colour=colour_word(a.colour)))
        if a.last_card:
            texts.append(_("{name} says “Last card!”").format(name=name))
        return " ".join(texts)

    def _set_turn(self, seat: Seat) -> list[Event]:
        self.turn = seat
        events = []
        if self.donkey_starter == seat:
            self.donkey_starter = -1
            events.append(Event("donkey_round_end", {},
                                _("The donkey round is over: {name} may play freely.").format(
                                    name=self.names[seat])))
        events.append(Event("turn", {"seat": seat}, ""))
        return events

    def _draw_turn(self, seat: Seat) -> list[Event]:
        self.skipped = []
        if self.window and self.last_play is not None:
            # drawing places no card: complaints about the last play still count
            self.last_play["drawn_by"].append(seat)
        events = self._draw_cards(seat, 1)
        if not events:
            events = [Event("pass", {"seat": seat},
                            _("{name} passes: there is nothing left to draw.").format(
                                name=self.names[seat]))]
        events += self._set_turn((seat + self.direction) % len(self.names))
        return events

    def _draw_cards(self, seat: Seat, count: int) -> list[Event]:
        """Move up to `count` cards to a hand, reshuffling the discard pile when needed."""
        events: list[Event] = []
        got: list[int] = []
        keep = self._kept_on_pile()
        for _n in range(count):
            if not self.draw and len(self.discard) > keep:
                self.draw, self.discard = self.discard[:-keep], self.discard[-keep:]
                self.rng.shuffle(self.draw)
                events.append(Event("reshuffle", {"count": len(self.draw)},
                                    _("The discard pile is shuffled into a new draw pile.")))
            if not self.draw:
                break
            got.append(self.draw.pop())
        if got:
            self.hands[seat].extend(got)
            count = len(got)
            events.append(Event("draw", {"seat": seat, "count": count}, ngettext(
                "{name} draws {n} card.", "{name} draws {n} cards.", count).format(
                    name=self.names[seat], n=count)))
            events.append(Event("draw_private", {"seat": seat, "cards": got},
                                _("You drew {cards}.").format(
                                    cards=", ".join(card_name(c) for c in got)),
                                frozenset((seat,))))
        return events

    def _kept_on_pile(self) -> int:
        """Cards a reshuffle leaves on the discard pile: its top card, or — while a
        non-donkey played in a donkey round may still be caught and go back to the hand —
        that play and the card under it (the take-back puts them back in place)."""
        lp = self.last_play
        if self.window and lp is not None and "not_a_donkey" in lp["mistakes"]:
            return len(lp["cards"]) + 1
        return 1

    def _complain(self, seat: Seat) -> list[Event]:
        lp = self.last_play
        if self.referee or not self.window or lp is None:
            raise IllegalAction(_("There is nothing to complain about now."))
        if seat == lp["seat"]:
            raise IllegalAction(_("You cannot complain about your own play."))
        return self._judge(seat, bool(lp["mistakes"]))

    def _judge(self, by: Seat | None, right: bool) -> list[Event]:
        """Settle the latest play: a complaint by `by` (None = the referee)."""
        lp = self.last_play
        assert lp is not None
        self.window = False
        off = lp["seat"]
        returned = 0
        events: list[Event] = []
        if right and "not_a_donkey" in lp["mistakes"]:
            events += self._take_back(lp)
            returned = len(lp["cards"])
        if right:
            events += self._draw_cards(off, PENALTY)
            # with not a single card left to draw, the empty hand wins after all
            self.pending_win = off if not self.hands[off] else -1
        penalty = PENALTY if right else 0
        self.last_result = {"serial": lp["serial"], "by": by, "offender": off, "right": right,
                            "mistakes": list(lp["mistakes"]) if right else [],
                            "penalty": penalty, "returned": returned}
        if right or by is None:
            text = verdict(self.last_result, self.names.__getitem__)
        else:
            text = _("{who} complained about {offender}'s play, but there was no mistake.").format(
                who=self.names[by], offender=self.names[off])
        events.insert(0, Event("complaint", {"by": by, "offender": off, "right": right,
                                             "mistakes": self.last_result["mistakes"],
                                             "penalty": penalty, "returned": returned}, text))
        if self.pending_win >= 0:
            events += self._win(self.pending_win)
        return events

    def _take_back(self, lp: dict[str, Any]) -> list[Event]:
        """A non-donkey in a donkey round: cards back to the hand, the round goes on."""
        cards = lp["cards"]
        del self.discard[-len(cards):]
        self.hands[lp["seat"]].extend(cards)
        self.shown[lp["seat"]].extend(cards)
        self.colour, self.animal, self.direction, starter, nxt = lp["undo"]
        drawn_by = lp.get("drawn_by") or []
        if drawn_by:
            # others have drawn since: play goes on from whoever is to play now, and the
            # round is over if its starter already had a turn
            nxt = self.turn
            starter = -1 if starter in drawn_by else starter
        self.donkey_starter = starter
        self.skipped = []
        n, name = len(cards), self.names[lp["seat"]]
        text = (ngettext("{name} takes the card back; the donkey round goes on.",
                         "{name} takes the cards back; the donkey round goes on.", n)
                if starter >= 0 else
                ngettext("{name} takes the card back; play goes on.",
                         "{name} takes the cards back; play goes on.", n))
        events = [Event("take_back", {"seat": lp["seat"], "cards": list(cards)},
                        text.format(name=name, n=n))]
        return events + self._set_turn(nxt)

    def _win(self, seat: Seat) -> list[Event]:
        self.winner = seat
        self.pending_win = -1
        self.window = False
        return [Event("win", {"seat": seat},
                      _("{name} has no cards left and wins!").format(name=self.names[seat]))]

    # -- views ------------------------------------------------------------------------------
    def observe(self, seat: Seat | None) -> dict[str, Any]:
        """See the module docstring. Treat the result as read-only: nested parts are shared
        between the observations of one moment (that keeps bots fast)."""
        if self._public is None:
            self._public = self._public_view()
        obs = dict(self._public)
        obs["seat"] = seat
        if seat is not None:
            obs["hand"] = [CARD_DICTS[c] for c in sorted(self.hands[seat])]
        return obs

    def _public_view(self) -> dict[str, Any]:
        lp = self.last_play
        over = self.winner >= 0
        window = None
        if self.window and lp is not None:
            window = {"serial": lp["serial"], "offender": lp["seat"],
                      "seats": [s for s in self.to_move() if s != lp["seat"]]}
        public_play = None
        if lp is not None:
            public_play = {"serial": lp["serial"], "seat": lp["seat"],
                           "cards": [CARD_DICTS[c] for c in lp["cards"]],
                           "calls": list(lp["calls"]), "last_card": lp["last_card"],
                           "colour": lp["colour"], "cards_left": lp["cards_left"],
                           "in_donkey_round": lp["in_donkey_round"]}
        return {
            "players": list(self.names),
            "seat": None,
            "hand": None,
            "hand_counts": [len(h) for h in self.hands],
            "draw_count": len(self.draw),
            "discard_count": len(self.discard),
            "discard_top": CARD_DICTS[self.discard[-1]],
            "discard_recent": [CARD_DICTS[c] for c in self.discard[-RECENT:]],
            "active_colour": COLOURS[self.colour] if self.colour >= 0 else "",
            "active_animal": ANIMALS[self.animal] if self.animal >= 0 else "",
            "direction": self.direction,
            "turn": None if over else self.turn,
            "to_move": list(self.to_move()),
            "donkey_round": {"starter": self.donkey_starter} if self.donkey_starter >= 0 else None,
            "skipped": list(self.skipped),
            "rules": self._rules_dict(),
            "last_play": public_play,
            "complaint_window": window,
            "pending_win": self.pending_win if self.pending_win >= 0 else None,
            "last_result": dict(self.last_result) if self.last_result else None,
            "winner": self.winner if over else None,
        }

    def _rules_dict(self) -> dict[str, Any]:
        return {"level": self.options.rule_level.value, "referee": self.referee,
                "hand_size": self.hand_size, "roosters_skip": self.roosters_skip,
                "donkey_rounds": self.donkey_rounds, "several_cards": self.several_cards,
                "lions_reverse": self.lions_reverse}

    def outcome(self) -> Outcome | None:
        if self.winner < 0:
            return None
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(len(self.names)))
        return Outcome((self.winner,), scores,
                       _("{name} wins!").format(name=self.names[self.winner]))

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        """Standings by cards left, mistakes caught and rounds played (public events), and
        every hand turned face up (see core/end_summary.py)."""
        if self.winner < 0:
            return None
        names = self.names
        left = [len(h) for h in self.hands]
        notes = [ngettext("{n} card left", "{n} cards left", n).format(n=n) for n in left]
        notes[self.winner] = _("no cards left")
        standings = ranked([(s, -float(n)) for s, n in enumerate(left)], names, notes)
        caught = [e.text for e in history if e.kind == "complaint" and e.data.get("right")]
        moments = caught[:6]
        if len(caught) > 6:
            more = len(caught) - 6
            moments.append(ngettext("… and {n} more mistake caught.",
                                    "… and {n} more mistakes caught.", more).format(n=more))
        rounds = sum(1 for e in history if e.kind == "donkey_round")
        if rounds:
            moments.append(ngettext("There was {n} donkey round.", "There were {n} donkey rounds.",
                                    rounds).format(n=rounds))
        shuffles = sum(1 for e in history if e.kind == "reshuffle")
        if shuffles:
            moments.append(ngettext("The discard pile was shuffled {n} time.",
                                    "The discard pile was shuffled {n} times.",
                                    shuffles).format(n=shuffles))
        secrets = tuple(_("{name} still held: {cards}.").format(name=names[s],
                                                               cards=held(sorted(h)))
                        for s, h in enumerate(self.hands) if h)
        results: list[float | None] = [None] * len(names)
        results[self.winner] = float(turns_taken(history, self.winner))
        return EndReport(tuple(standings), tuple(moments), secrets, tuple(results),
                         N_("fewest turns to win"), lower_is_better=True)

    def determinize(self, seat: Seat, rng: random.Random) -> CuckooZooState:
        twin = self._copy()
        pool = list(self.draw)
        for s, h in enumerate(self.hands):
            if s != seat:
                shown = self.shown[s]
                pool += [c for c in h if c not in shown]
        rng.shuffle(pool)
        start = 0
        for s, h in enumerate(self.hands):
            if s != seat:
                hidden = len(h) - len(self.shown[s])
                twin.hands[s] = list(self.shown[s]) + pool[start:start + hidden]
                start += hidden
        twin.draw = pool[start:]
        return twin

    def _copy(self) -> CuckooZooState:
        twin = CuckooZooState.__new__(CuckooZooState)
        twin.__dict__.update(self.__dict__)
        twin.hands = [list(h) for h in self.hands]
        twin.shown = [list(h) for h in self.shown]
        twin.draw = list(self.draw)
        twin.discard = list(self.discard)
        twin.skipped = list(self.skipped)
        twin.rng = self.rng.copy()
        twin._forget()
        if self.last_play is not None:
            twin.last_play = {k: (list(v) if isinstance(v, list) else v)
                              for k, v in self.last_play.items()}
        if self.last_result is not None:
            twin.last_result = dict(self.last_result)
        return twin

    # -- saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.names),
            "options": options_to_dict(self.options),
            "hands": [list(h) for h in self.hands],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "colour": self.colour, "animal": self.animal,
            "direction": self.direction, "turn": self.turn,
            "donkey_starter": self.donkey_starter, "serial": self.serial,
            "last_play": None if self.last_play is None else {
                k: (list(v) if isinstance(v, list) else v) for k, v in self.last_play.items()},
            "window": self.window, "pending_win": self.pending_win,
            "skipped": list(self.skipped),
            "last_result": None if self.last_result is None else dict(self.last_result),
            "winner": self.winner,
            "shown": [list(h) for h in self.shown],
            "rng": self.rng.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CuckooZooState:
        try:
            st = cls.__new__(cls)
            st.names = [str(x) for x in data["players"]]
            n = len(st.names)
            if not 2 <= n <= 6:
                raise ValueError("player count")
            st._set_options(options_from_dict(CuckooZooOptions, data["options"]), n)
            st.hands = [[_card(c) for c in h] for h in data["hands"]]
            st.draw = [_card(c) for c in data["draw"]]
            st.discard = [_card(c) for c in data["discard"]]
            every = [c for h in st.hands for c in h] + st.draw + st.discard
            if len(st.hands) != n or not st.discard or len(set(every)) != len(every):
                raise ValueError("cards")
            st.colour = _int(data["colour"], -1, 3)
            st.animal = _int(data["animal"], -1, 7)
            st.direction = int(data["direction"])
            if st.direction not in (1, -1):
                raise ValueError("direction")
            st.turn = _int(data["turn"], 0, n - 1)
            st.donkey_starter = _int(data["donkey_starter"], -1, n - 1)
            st.serial = _int(data["serial"], 0, 10**9)
            st.last_play = _last_play(data["last_play"], n)
            st.window = bool(data["window"]) and st.last_play is not None
            st.pending_win = _int(data["pending_win"], -1, n - 1)
            st.skipped = [_int(s, 0, n - 1) for s in data["skipped"]]
            lr = data["last_result"]
            st.last_result = None if lr is None else dict(lr)
            st.winner = _int(data["winner"], -1, n - 1)
            st.shown = [[_card(c) for c in h] for h in data.get("shown", [[]] * n)]
            if len(st.shown) != n or any(not set(k) <= set(h) for k, h in zip(
                    st.shown, st.hands, strict=True)):
                raise ValueError("shown cards")
            st.rng = GameRng.from_dict(data["rng"])
            st._forget()
        except SaveFormatError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveFormatError(_("The Cuckoo Zoo game in the save is damaged ({problem})."
                                    ).format(problem=exc)) from exc
        return st


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"bad number {value!r}")
    return value


def _card(value: Any) -> int:
    return _int(value, 0, DECK_SIZE - 1)


def _last_play(data: Any, n: int) -> dict[str, Any] | None:
    if data is None:
        return None
    lp = dict(data)
    lp["seat"] = _int(lp["seat"], 0, n - 1)
    lp["cards"] = [_card(c) for c in lp["cards"]]
    lp["calls"] = [str(c) for c in lp["calls"]]
    if len(lp["calls"]) != len(lp["cards"]):
        raise ValueError("calls")
    lp["mistakes"] = [m for m in lp["mistakes"] if m in MISTAKES]
    undo = [int(x) for x in lp["undo"]]
    if len(undo) != 5:
        raise ValueError("undo")
    lp["undo"] = undo
    lp["drawn_by"] = [_int(s, 0, n - 1) for s in lp.get("drawn_by", [])]
    return lp


class CuckooZooGame(Game):
    meta = CUCKOO_ZOO_META
    Options = CuckooZooOptions

    def new_state(self, player_names: Sequence[str], options: Any = None,
                  seed: int = 0) -> CuckooZooState:
        self.check_player_count(len(player_names))
        opts = options if options is not None else CuckooZooOptions()
        return CuckooZooState(player_names, opts, GameRng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> CuckooZooState:
        if not isinstance(data, Mapping):
            raise SaveFormatError(_("The Cuckoo Zoo game in the save is damaged."))
        return CuckooZooState.from_dict(data)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(data)

    def make_bot(self, seat: Seat, level: str = "normal", seed: int = 0) -> Bot:
        from .bot import CuckooZooBot

        return CuckooZooBot(seat, level, seed)
