"""Cuckoo Zoo (Cocotaki): the model. Pure Python, no Qt, no I/O.

Its parts: the moves and options (moves.py), the deck and the call checks (cards.py), which
plays a hand holds (plays.py), what a seat is told (observation.py, views.py) and the save
(saving.py). This module is the state and its turn logic; it names every public piece, so
``from .rules import Play, CuckooZooState`` keeps working.

Scenes check a selection with ``cards.check_play(observation, card_ids, colour)`` and then
build the Play themselves (any call is allowed: a wrong one is a mistake others may catch).

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
The observation (``observe(seat)``) is ``observation.CuckooZooObservation``; the events are
``observation.EventKind``; where the game stands, ``observation.Phase``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from cocoa_games.core.end_summary import EndReport
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
)
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.rng import GameRng
from cocoa_games.games.cuckoo_zoo import (
    META as CUCKOO_ZOO_META,  # this game's metadata, written once
)

from . import saving, texts, views
from .cards import (
    ANIMAL_OF,
    BUTTERFLY,
    CARD_DICTS,
    COLOUR_OF,
    COLOURS,
    DECK_SIZE,
    DONKEY,
    LION,
    NO_COLOUR,
    ROOSTER,
    Mistake,
    play_mistakes,
)
from .cues import CuckooZooCues
from .moves import Complain, Confirm, CuckooZooOptions, Draw, Play, RuleLevel, action_from_dict
from .observation import CuckooZooObservation, EventKind, Phase, Verdict
from .plays import PlayRecord, copied, legal_plays, refuse_play
from .takeback import retakes
from .words import card_name, colour_word, played_cards, skipped, verdict

__all__ = ["Complain", "Confirm", "CuckooZooGame", "CuckooZooOptions", "CuckooZooState", "Draw",
           "Play", "RuleLevel", "action_from_dict"]

PENALTY = 2
_DRAW = Draw()
_COMPLAIN = Complain()
_CONFIRM = Confirm()


class CuckooZooState(GameState):
    """One game in progress. Cards are ints (see cards.py); piles are lists, top = last."""

    # -- set-up ---------------------------------------------------------------------------
    def __init__(self, names: Sequence[str], options: CuckooZooOptions, rng: GameRng) -> None:
        self.names = list(names)
        self.set_options(options, len(self.names))
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
        self._turn_up()
        self.direction = 1
        self.turn = 0
        self.donkey_starter = -1
        self.serial = 0
        self.last_play: PlayRecord | None = None
        self.window = False  # complaints about last_play still count
        self.pending_win = -1
        self.skipped: list[int] = []
        self.last_result: Verdict | None = None
        self.winner = -1
        self._forget()

    def _turn_up(self) -> None:
        """What the pile asks for at the start: the turned-up card has no effect, and a
        butterfly there lets anything be played."""
        top = self.discard[-1]
        self.colour = COLOUR_OF[top]
        self.animal = ANIMAL_OF[top] if ANIMAL_OF[top] != BUTTERFLY else NO_COLOUR

    def _forget(self) -> None:
        """Drop the cached views; every change to the state goes through here."""
        self._moves: tuple[Seat, ...] | None = None
        self._public: CuckooZooObservation | None = None

    def set_options(self, options: CuckooZooOptions, players: int) -> None:
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
        st._turn_up()
        if colour is not None:
            st.colour = COLOURS.index(colour) if colour else NO_COLOUR
        st.turn = turn
        st._forget()
        return st

    # -- contract ---------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        if self.winner >= 0:
            return Phase.OVER
        if self.pending_win >= 0:
            return Phase.WIN_PENDING
        return Phase.COMPLAINTS if self.window else Phase.TURN

    def to_move(self) -> tuple[Seat, ...]:
        if self._moves is None:
            self._moves = self._to_move()
        return self._moves

    def _to_move(self) -> tuple[Seat, ...]:
        phase = self.phase
        if phase is Phase.OVER:
            return ()
        n = len(self.names)
        d = self.direction  # the others in playing order
        if phase is Phase.WIN_PENDING:
            w = self.pending_win
            first = (w + d) % n
            return (first, *[(first + k * d) % n for k in range(1, n) if (first + k * d) % n != w])
        if phase is Phase.TURN:
            return (self.turn,)
        off = self._offender()
        t = self.turn
        return (t, *[(t + k * d) % n for k in range(1, n) if (t + k * d) % n != off])

    def legal_actions(self, seat: Seat) -> list[Action]:
        movers = self.to_move()
        if seat not in movers:
            return []
        phase = self.phase
        if phase is Phase.WIN_PENDING:
            return [_CONFIRM, _COMPLAIN] if seat == movers[0] else [_COMPLAIN]
        if seat != self.turn:
            return [_COMPLAIN]
        plays = legal_plays(self.hands[seat], self.colour, self.animal,
                            self.donkey_starter >= 0, self.several_cards)
        # the turn seat may complain too, about anyone's play but its own
        if phase is Phase.COMPLAINTS and seat != self._offender():
            return [*plays, _DRAW, _COMPLAIN]
        return [*plays, _DRAW]

    def _offender(self) -> Seat:
        """Whose play the complaints are about (asked only while they count)."""
        assert self.last_play is not None, "complaints count only about a play"
        return self.last_play["seat"]

    # -- apply ------------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalAction(_("The game is over."))
        movers = self.to_move()
        if seat not in movers:
            raise IllegalAction(_("It is not your turn."))
        self._forget()  # anything past the checks below may change the state
        if isinstance(action, Complain):
            return self._complain(seat)
        if isinstance(action, Confirm):
            if self.phase is not Phase.WIN_PENDING or seat != movers[0]:
                raise IllegalAction(_("There is no win to confirm."))
            return self._win(self.pending_win)
        if seat != self.turn or self.phase is Phase.WIN_PENDING:
            raise IllegalAction(_("Only complaints are possible now."))
        if isinstance(action, Draw):
            return self._draw_turn(seat)
        if isinstance(action, Play):
            return self._play(seat, action)
        raise IllegalAction(_("That is not a Cuckoo Zoo move."))

    def _play(self, seat: Seat, a: Play) -> list[Event]:
        in_round = self.donkey_starter >= 0
        hand = self.hands[seat]
        refuse_play(a, hand, self.colour, self.animal, in_round, self.several_cards)
        n = len(self.names)
        cards = a.cards
        for c in cards:
            hand.remove(c)
        shown = self.shown[seat]
        if shown:
            self.shown[seat] = [c for c in shown if c not in cards]
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
            "drawn_by": [],
        }
        events = [Event(EventKind.PLAY, {"seat": seat, "cards": list(cards),
                                         "calls": list(a.calls), "last_card": a.last_card,
                                         "colour": a.colour},
                        self._play_text(seat, a))]
        if in_round and animal != DONKEY:
            self.donkey_starter = -1  # stands unless someone complains
            if not self.referee:  # the referee sends the card back at once instead
                events.append(Event(EventKind.DONKEY_ROUND_END, {},
                                    _("The donkey round is over.")))
        elif animal == DONKEY and self.donkey_rounds and not in_round:
            self.donkey_starter = seat
            events.append(Event(EventKind.DONKEY_ROUND, {"starter": seat},
                                _("Donkey round! Only donkeys until it comes back around.")))
        if animal == LION and self.lions_reverse and len(cards) % 2 == 1:
            self.direction = -self.direction
            events.append(Event(EventKind.REVERSE, {"direction": self.direction},
                                _("The lion turns the direction of play around.")))
        skips = len(cards) if (animal == ROOSTER and self.roosters_skip) else 0
        self.skipped = [(seat + self.direction * k) % n for k in range(1, skips + 1)]
        if skips:
            events.append(Event(EventKind.SKIP, {"seats": list(self.skipped)},
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
            events.append(Event(EventKind.DONKEY_ROUND_END, {},
                                _("The donkey round is over: {name} may play freely.").format(
                                    name=self.names[seat])))
        events.append(Event(EventKind.TURN, {"seat": seat}, ""))
        return events

    def _draw_turn(self, seat: Seat) -> list[Event]:
        self.skipped = []
        if self.window and self.last_play is not None:
            # drawing places no card: complaints about the last play still count
            self.last_play["drawn_by"].append(seat)
        events = self._draw_cards(seat, 1)
        if not events:
            events = [Event(EventKind.PASS, {"seat": seat},
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
                events.append(Event(EventKind.RESHUFFLE, {"count": len(self.draw)},
                                    _("The discard pile is shuffled into a new draw pile.")))
            if not self.draw:
                break
            got.append(self.draw.pop())
        if got:
            self.hands[seat].extend(got)
            count = len(got)
            events.append(Event(EventKind.DRAW, {"seat": seat, "count": count}, ngettext(
                "{name} draws {n} card.", "{name} draws {n} cards.", count).format(
                    name=self.names[seat], n=count)))
            events.append(Event(EventKind.DRAW_PRIVATE, {"seat": seat, "cards": got},
                                _("You drew {cards}.").format(
                                    cards=", ".join(card_name(c) for c in got)),
                                frozenset((seat,))))
        return events

    def _kept_on_pile(self) -> int:
        """Cards a reshuffle leaves on the discard pile: its top card, or — while a
        non-donkey played in a donkey round may still be caught and go back to the hand —
        that play and the card under it (the take-back puts them back in place)."""
        lp = self.last_play
        if self.window and lp is not None and Mistake.NOT_A_DONKEY in lp["mistakes"]:
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
        if right and Mistake.NOT_A_DONKEY in lp["mistakes"]:
            events += self._take_back(lp)
            returned = len(lp["cards"])
        if right:
            # the verdict says "Tim draws 2 cards.": its draw event says it again only when
            # the pile had fewer to give (the log would read the sentence twice in a row)
            events += [replace(e, text="") if e.kind == EventKind.DRAW
                       and e.data["count"] == PENALTY else e
                       for e in self._draw_cards(off, PENALTY)]
            # with not a single card left to draw, the empty hand wins after all
            self.pending_win = off if not self.hands[off] else -1
        penalty = PENALTY if right else 0
        result: Verdict = {"serial": lp["serial"], "by": by, "offender": off, "right": right,
                           "mistakes": list(lp["mistakes"]) if right else [],
                           "penalty": penalty, "returned": returned}
        self.last_result = result
        if right or by is None:
            text = verdict(result, self.names.__getitem__)
        else:
            text = _("{who} complained about {offender}'s play, but there was no mistake.").format(
                who=self.names[by], offender=self.names[off])
        events.insert(0, Event(EventKind.COMPLAINT, {
            "by": by, "offender": off, "right": right, "mistakes": result["mistakes"],
            "penalty": penalty, "returned": returned}, text))
        if self.pending_win >= 0:
            events += self._win(self.pending_win)
        return events

    def _take_back(self, lp: PlayRecord) -> list[Event]:
        """A non-donkey in a donkey round: cards back to the hand, the round goes on."""
        cards = lp["cards"]
        del self.discard[-len(cards):]
        self.hands[lp["seat"]].extend(cards)
        self.shown[lp["seat"]].extend(cards)
        self.colour, self.animal, self.direction, starter, nxt = lp["undo"]
        drawn_by = lp["drawn_by"]
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
        events = [Event(EventKind.TAKE_BACK, {"seat": lp["seat"], "cards": list(cards)},
                        text.format(name=name, n=n))]
        return events + self._set_turn(nxt)

    def _win(self, seat: Seat) -> list[Event]:
        self.winner = seat
        self.pending_win = -1
        self.window = False
        return [Event(EventKind.WIN, {"seat": seat},
                      _("{name} has no cards left and wins!").format(name=self.names[seat]))]

    # -- views ------------------------------------------------------------------------------
    def observe(self, seat: Seat | None) -> CuckooZooObservation:
        """See observation.py. Treat the result as read-only: nested parts are shared
        between the observations of one moment (that keeps bots fast)."""
        if self._public is None:
            self._public = views.public_view(self)
        obs = self._public.copy()
        obs["seat"] = seat
        if seat is not None:
            obs["hand"] = [CARD_DICTS[c] for c in sorted(self.hands[seat])]
        return obs

    def outcome(self) -> Outcome | None:
        if self.winner < 0:
            return None
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(len(self.names)))
        return Outcome((self.winner,), scores,
                       _("{name} wins!").format(name=self.names[self.winner]))

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        return views.end_report(self, history)

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
            twin.last_play = copied(self.last_play)
        if self.last_result is not None:
            twin.last_result = self.last_result.copy()
        return twin

    # -- saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return saving.state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CuckooZooState:
        st = cls.__new__(cls)
        saving.fill_from_dict(st, data)
        st._forget()
        return st


class CuckooZooGame(Game):
    meta = CUCKOO_ZOO_META
    cues = CuckooZooCues()
    Options = CuckooZooOptions
    mover_sees_news = True  # the card D drew: shown to its drawer before Hide
    #: after every play the computers wait for each person's "No complaint" (or a countdown)
    no_complaint = _CONFIRM
    retakes = retakes  # a butterfly's colour chosen again: takeback.py says when

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

    def curtain_alert(self, public_observation: Mapping[str, Any]) -> str:
        obs = cast(CuckooZooObservation, public_observation)
        return texts.last_card_alert(obs, obs["players"])

    def make_bot(self, seat: Seat, level: str = "normal", seed: int = 0) -> Bot:
        from .bot import CuckooZooBot

        return CuckooZooBot(seat, level, seed)
