"""Coconuts: the model. Pure Python, no Qt, no I/O.

Actions (defined in actions.py, re-exported here)
-----------------------------------------------
- ``Shot(aim, power, slide=0)`` — the turn seat launches a coconut: ``aim`` −3..3 (sideways
  slope, 0 = straight ahead of the seat, ±1 = 45° to the side), ``power`` 0..1 (the pull),
  ``slide`` −1..1 where along its red line the launcher was held (a share of
  physics.SLIDE_REACH, + to the shooter's right). Any in-range number is accepted;
  ``legal_actions`` lists a coarse grid. A small seeded wobble is added on release.
- ``PassShot()`` — "No thanks": right after taking a red cup the shooter may decline the
  extra shot it gives; the turn passes.
- ``PlayCard(card, cup=-1, wind=(0, 0))`` — play a magic card from the hand (chosen in
  private): the turn seat its Reduplicate before the shot; another holder any other card on
  the shooter, as its answer in the Magic? moment. ``cup`` names the cup for Aimed Shot,
  ``wind`` (each part −1..1, length ≤ 1) the wind for Call the Wind.
- ``NoMagic()`` — "No magic": a holder's public answer that it plays nothing on this shot.
- ``ClaimMagic()`` — "Magic!" (saves from before the answers): the claimer alone then
  chooses its card, or NoMagic.

Turn flow
---------
Before each shot the Magic? moment is open: ``to_move() == (shooter, *holders)`` where
holders are the other seats with cards that have not yet answered this moment. The rulebook
makes the shooter wait for them: the shot is legal only once every holder has answered (a
card or No magic; the app answers "no" for a person whose countdown ran out). The shot
closes the moment. Freeze! ends the turn at once. A red cup and Reduplicate each give one
more shot, each with its own Magic? moment.

Observation (``observe(seat)``; None = the public table)
---------------------------------------------------------
An `observation.Observation` (a TypedDict): the cups, boards, coconuts and cards in
hand of everyone, the Magic? moment, the last flight, the scores; a seat's own view adds
its cards and the wind it set. Phases and event kinds are `observation.Phase` and
`observation.EventKind`. Saving lives in saving.py, the end in words in ending.py.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

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
from cocoa_games.core.old_saves import fill_in
from cocoa_games.core.rng import GameRng
from cocoa_games.games.coconuts import META as COCONUTS_META  # this game's metadata, written once

from . import ending, layout, saving
from .actions import (
    WIND_GRID,
    ClaimMagic,
    NoMagic,
    PassShot,
    PlayCard,
    Shot,
    action_from_dict,
    check_cup,
    check_shot,
    check_slide,
    check_wind,
)
from .cards import (
    AIMED_SHOT,
    CALL_THE_WIND,
    DECK_SIZE,
    FAR_SHOT,
    FREEZE,
    GUESS_WHO,
    HAND_SIZE,
    ON_OTHERS,
    REDUPLICATE,
    card_name,
    kind_of,
)
from .cues import CoconutsCues
from .ending import board_note
from .observation import (
    CupView,
    Effect,
    EndBoard,
    EndReason,
    EventKind,
    LastShot,
    Observation,
    Phase,
    Place,
)
from .options import COCONUTS_EACH, CoconutsOptions
from .physics import (
    AIM_MAX,
    FAR_SHOT_BACK,
    OLD_FAR_SHOT_BACK,
    Cup,
    Flight,
    Touch,
    fly,
    quantise,
    seat_frames,
)

__all__ = ["COCONUTS_EACH", "WIND_GRID", "ClaimMagic", "CoconutsGame", "CoconutsOptions",
           "CoconutsState", "NoMagic", "PassShot", "PlayCard", "Shot", "action_from_dict",
           "board_note"]

WOBBLE_AIM = 0.008    # largest release wobble of the aim (a real hand is never exact)
WOBBLE_POWER = 0.003  # largest release wobble of the pull
GRID_AIMS = (-2.5, -1.5, -1.0, -0.6, -0.3, -0.1, 0.0, 0.1, 0.3, 0.6, 1.0, 1.5, 2.5)
GRID_POWERS = tuple(round(0.05 * i, 2) for i in range(1, 21))


_CLAIM = ClaimMagic()
_NO_MAGIC = NoMagic()
_PASS = PassShot()


class CoconutsState(GameState):
    """One game in progress. Cups are ints 0..13; cards ints 0..11 (see cards.py)."""

    def __init__(self, names: Sequence[str], options: CoconutsOptions, rng: GameRng) -> None:
        n = len(names)
        self.names = list(names)
        self.options = options
        self.rng = rng
        self.colours: list[str] = []
        self.table: list[list[int]] = []  # per spot, cup ids bottom→top
        for _x, _y, colours in layout.table_spots(n):
            stack = []
            for colour in colours:
                stack.append(len(self.colours))
                self.colours.append(colour)
            self.table.append(stack)
        self.boards = [[-1] * layout.PYRAMID for _ in range(n)]
        self.contents = [0] * len(self.colours)
        self.supply = [COCONUTS_EACH] * n
        self.loose = 0
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        hand = HAND_SIZE if options.magic_cards else 0
        self.hands = [sorted(deck[i * hand:(i + 1) * hand]) for i in range(n)]
        self.box = sorted(deck[n * hand:])
        self.played: list[list[int]] = []  # [card, by, on] in the order played
        self.turn = 0
        self.chooser = -1
        self.used: list[int] = []          # seats that had their say this moment
        self.effects: dict[str, Effect] = {}  # card kind -> its effect on this shot
        self.wind = [0.0, 0.0]             # Call the Wind: secret until the shot
        self.extra = 0                     # shots the turn seat has after this one
        self.serial = 0                    # shots so far
        self.last_shot_by = [-1] * n       # serial of each seat's latest shot (tie-break)
        self.last_shot: LastShot | None = None
        self.outcomes: list[int] = []      # every shot's cup (-1 = none): replay check
        self.winner = -1
        self.over = False
        self.end_reason = ""               # an EndReason ("" before the end)
        self.tie_break = False             # the winner won a tie by shooting last
        self._cache: Observation | None = None  # the public view, until the next change
        self._start_turn_checks()

    # -- contract -------------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.over:
            return ()
        if self.chooser >= 0:
            return (self.chooser,)
        return (self.turn, *self._holders())

    def _holders(self) -> list[Seat]:
        n = len(self.names)
        order = [(self.turn + k) % n for k in range(1, n)]
        return [s for s in order if self.hands[s] and s not in self.used]

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.chooser >= 0:
            return self._card_choices(seat) + [_NO_MAGIC]
        if seat != self.turn:
            return self._card_choices(seat) + [_NO_MAGIC]  # its answer: a card, or none
        # the shooter waits for every holder's answer (the rulebook's "must wait")
        out: list[Action] = ([] if self._holders() else
                             [Shot(a, p) for a in GRID_AIMS for p in GRID_POWERS])
        redup = [c for c in self.hands[seat] if kind_of(c) == REDUPLICATE]
        if redup and REDUPLICATE not in self.effects:
            out.append(PlayCard(redup[0]))
        if self.red_cup_again():
            out.append(_PASS)
        return out

    def _card_choices(self, seat: Seat) -> list[Action]:
        out: list[Action] = []
        seen: set[str] = set()
        for card in self.hands[seat]:
            kind = kind_of(card)
            if kind in seen or kind not in ON_OTHERS or kind in self.effects:
                continue
            seen.add(kind)
            if kind == AIMED_SHOT:
                out += [PlayCard(card, cup=c) for c in self.open_cups(self.turn)]
            elif kind == CALL_THE_WIND:
                out += [PlayCard(card, wind=w) for w in WIND_GRID]
            else:
                out.append(PlayCard(card))
        return out

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction(_("The game is over."))
        if not isinstance(seat, int) or seat not in self.to_move():
            raise IllegalAction(_("It is not your moment to act."))
        self._cache = None
        if isinstance(action, Shot):
            return self._shoot(seat, action)
        if isinstance(action, ClaimMagic):
            return self._claim(seat)
        if isinstance(action, PlayCard):
            return self._play_card(seat, action)
        if isinstance(action, NoMagic):
            return self._no_magic(seat)
        if isinstance(action, PassShot):
            return self._pass_shot(seat)
        raise IllegalAction(_("That is not a move in Coconuts."))

    # -- the Magic? moment ------------------------------------------------------------------
    def _claim(self, seat: Seat) -> list[Event]:
        if self.chooser >= 0 or seat == self.turn:
            raise IllegalAction(_("Only the other players may call Magic! before a shot."))
        self.chooser = seat
        self.used.append(seat)
        return [Event(EventKind.CLAIM, {"seat": seat},
                      _("{name}: Magic!").format(name=self.names[seat]))]

    def _no_magic(self, seat: Seat) -> list[Event]:
        if seat == self.chooser:  # (a claim from a save before the answers)
            self.chooser = -1
            return [Event(EventKind.NO_MAGIC, {"seat": seat},
                          _("{name} plays no card after all.").format(name=self.names[seat]))]
        if self.chooser >= 0 or seat not in self._holders():
            raise IllegalAction(_("Only a player with magic cards answers before the shot."))
        self.used.append(seat)
        return [Event(EventKind.NO_MAGIC, {"seat": seat},
                      _("{name}: no magic.").format(name=self.names[seat]))]

    def _play_card(self, seat: Seat, action: PlayCard) -> list[Event]:
        card = action.card
        if isinstance(card, bool) or not isinstance(card, int) or card not in self.hands[seat]:
            raise IllegalAction(_("That card is not in your hand."))
        kind = kind_of(card)
        if kind in self.effects:
            raise IllegalAction(_("{card} is already in play for this shot.").format(
                card=card_name(kind)))
        if kind == REDUPLICATE:
            if seat != self.turn or self.chooser >= 0:
                raise IllegalAction(_("Reduplicate is played by the shooter, before the shot."))
        elif seat != self.chooser and (self.chooser >= 0 or seat not in self._holders()):
            raise IllegalAction(_("Magic cards are played before the shot, one each."))
        cup = check_cup(action.cup)
        wind = check_wind(action.wind)
        if kind == AIMED_SHOT and cup not in self.open_cups(self.turn):
            raise IllegalAction(_("Name a cup the shooter could take."))
        self.hands[seat].remove(card)
        self.played.append([card, seat, self.turn])
        if seat != self.turn and seat not in self.used:
            self.used.append(seat)  # its answer to this moment
        self.chooser = -1
        name, shooter = self.names[seat], self.names[self.turn]
        data = {"seat": seat, "kind": kind, "on": self.turn, "cup": -1}
        events: list[Event] = []
        if kind == FREEZE:
            events.append(Event(EventKind.CARD, data, _("{name} plays Freeze! on {shooter}: "
                                                "no shot this turn.").format(
                name=name, shooter=shooter)))
            return events + self._end_turn()
        self.effects[kind] = {"by": seat}
        if kind == AIMED_SHOT:
            self.effects[kind]["cup"] = cup
            data["cup"] = cup
            text = _("{name} plays Aimed Shot: only the named cup counts for {shooter}.")
        elif kind == CALL_THE_WIND:
            self.wind = list(wind)
            text = _("{name} calls the wind on {shooter}'s shot.")
            events.append(Event(EventKind.WIND_SET, {"seat": seat, "wind": list(wind)},
                                _("You set the wind; {shooter} will feel it in flight.").format(
                                    shooter=shooter), frozenset((seat,))))
        elif kind == REDUPLICATE:
            self.extra += 1
            text = _("{name} plays Reduplicate and will shoot twice.")
        elif kind == GUESS_WHO:
            text = _("{name} plays Guess Who?: {shooter} shoots with eyes closed.")
        else:
            text = _("{name} plays Far Shot: {shooter}'s launcher moves back.")
        events.insert(0, Event(EventKind.CARD, data, text.format(name=name, shooter=shooter)))
        return events

    # -- shooting ---------------------------------------------------------------------------
    def open_cups(self, shooter: Seat) -> list[int]:
        """Cups a coconut from `shooter` could rest in and take, by id."""
        return [c.key for c in self.targets(shooter) if c.open]

    def targets(self, shooter: Seat) -> tuple[Cup, ...]:
        """Every cup as the physics meets it for a shot by `shooter`."""
        frames = seat_frames(len(self.names))
        out: list[Cup] = []
        for (x, y, _colours), stack in zip(layout.table_spots(len(self.names)), self.table,
                                           strict=True):
            for level, cup in enumerate(stack):
                out.append(Cup(cup, x, y, level * layout.CUP_H, level == len(stack) - 1))
        for seat, board in enumerate(self.boards):
            # your own pyramid, and others' when stealing is off, only bounce coconuts away
            may_take = seat != shooter and self.options.stealing
            for slot, cup in enumerate(board):
                if cup >= 0:
                    x, y, base = layout.slot_place(frames[seat], slot)
                    out.append(Cup(cup, x, y, base, may_take and not layout.covered(board, slot)))
        return tuple(out)

    def _shoot(self, seat: Seat, action: Shot) -> list[Event]:
        if seat != self.turn or self.chooser >= 0:
            raise IllegalAction(_("Wait: someone is choosing a magic card."))
        aim, power = check_shot(action)
        slide = check_slide(action)
        if self._holders():
            raise IllegalAction(_("Wait: the others may still play a magic card on you."))
        events: list[Event] = []
        name = self.names[seat]
        if self.supply[seat] > 0:
            self.supply[seat] -= 1
        else:
            self.loose -= 1  # _start_turn_checks made sure one lies about
            events.append(Event(EventKind.REUSE, {"seat": seat}, _(
                "{name} has no coconuts left and picks up one that missed.").format(name=name)))
        wobble_aim = (self.rng.random() + self.rng.random() - 1.0) * WOBBLE_AIM
        wobble_power = (self.rng.random() + self.rng.random() - 1.0) * WOBBLE_POWER
        used_aim = quantise(min(AIM_MAX, max(-AIM_MAX, aim + wobble_aim)))
        used_power = quantise(min(1.0, max(0.0, power + wobble_power)))
        far = FAR_SHOT in self.effects
        wind = (self.wind[0], self.wind[1]) if CALL_THE_WIND in self.effects else (0.0, 0.0)
        frame = seat_frames(len(self.names))[seat]
        cups = self.targets(seat)
        # a shot from a save made before the launcher could slide flies as it was played
        far_back = OLD_FAR_SHOT_BACK if slide is None else FAR_SHOT_BACK
        flight = fly(frame, used_aim, used_power, wind, cups, far=far, slide=slide or 0.0,
                     far_back=far_back)
        self.serial += 1
        self.last_shot_by[seat] = self.serial
        self.outcomes.append(-1 if flight.cup is None else flight.cup)
        aimed = self._named_cup()
        taken = flight.cup is not None and (aimed < 0 or aimed == flight.cup)
        self.last_shot = {
            "serial": self.serial, "seat": seat, "aim": quantise(aim), "power": quantise(power),
            "used_aim": used_aim, "used_power": used_power, "wind": list(wind), "far": far,
            "blind": GUESS_WHO in self.effects, "aimed": aimed,
            "cup": -1 if flight.cup is None else flight.cup, "taken": taken,
            "rest": [round(v, 4) for v in flight.rest], "off_table": flight.off_table,
            "steps": flight.steps, "contacts": [[c.step, c.kind, c.cup] for c in flight.contacts],
        }
        if slide is not None:  # (an old save's shots have none: their records stay as saved)
            self.last_shot["slide"] = quantise(slide)
        events.append(Event(EventKind.SHOT, dict(self.last_shot),
                            _shot_text(name, flight, taken, aimed)))
        if flight.cup is None:
            self.loose += 1
        else:
            self.contents[flight.cup] += 1
            if taken:
                events += self._take(seat, flight.cup)
        if not self.over and sum(self.contents) == COCONUTS_EACH * len(self.names):
            return events + self._finish(EndReason.ALL_IN_CUPS)
        if self.over:
            return events
        self._clear_moment()
        if self.extra > 0:
            self.extra -= 1
            events.append(Event(EventKind.AGAIN, {"seat": seat},
                                _("{name} shoots again.").format(name=name)))
            return events + self._start_turn_checks(again=True)
        return events + self._next_turn()

    def _take(self, seat: Seat, cup: int) -> list[Event]:
        """Move `cup` from wherever it stands onto `seat`'s pyramid."""
        source = -1  # the table, else the seat whose board it stood on
        for stack in self.table:
            if stack and stack[-1] == cup:
                stack.pop()
                break
        else:
            for owner, board in enumerate(self.boards):
                if cup in board:
                    board[board.index(cup)] = -1
                    source = owner
        board = self.boards[seat]
        board[layout.next_slot(board)] = cup
        name = self.names[seat]
        red = self.colours[cup] == layout.RED
        # one whole sentence per colour: the colour word bends with the cup in German
        if source < 0:
            text = _("{name} takes a red cup.") if red else _("{name} takes a yellow cup.")
        else:
            text = (_("{name} takes a red cup from {owner}'s board.") if red
                    else _("{name} takes a yellow cup from {owner}'s board."))
        events = [Event(EventKind.TAKE, {"seat": seat, "cup": cup, "from": source, "colour":
                                 self.colours[cup]},
                        text.format(name=name, owner=self.names[source] if source >= 0 else ""))]
        if all(c >= 0 for c in board):
            self.winner = seat
            self.over = True
            self.end_reason = EndReason.PYRAMID
            events.append(Event(EventKind.END, {"winner": seat, "reason": EndReason.PYRAMID}, _(
                "{name} completes a pyramid and wins!").format(name=name)))
        elif self.colours[cup] == layout.RED:
            self.extra += 1
        return events

    def red_cup_again(self) -> bool:
        """Is the shot about to be taken the extra one a red cup just gave? (The rulebook's
        "may shoot one more time": it may be declined.) Read from the last shot, so saves
        need nothing new."""
        shot = self.last_shot
        return (not self.over and self.chooser < 0 and shot is not None
                and shot["seat"] == self.turn and shot["taken"]
                and self.colours[shot["cup"]] == layout.RED)

    def _pass_shot(self, seat: Seat) -> list[Event]:
        if seat != self.turn or not self.red_cup_again():
            raise IllegalAction(_("Only a red cup's extra shot may be passed."))
        events = [Event(EventKind.PASS, {"seat": seat}, _(
            "{name} passes the extra shot.").format(name=self.names[seat]))]
        return events + self._end_turn()

    # -- turns ------------------------------------------------------------------------------
    def _clear_moment(self) -> None:
        self.used = []
        self.effects = {}
        self.wind = [0.0, 0.0]
        self.chooser = -1

    def _end_turn(self) -> list[Event]:
        self._clear_moment()
        self.extra = 0
        return self._next_turn()

    def _next_turn(self) -> list[Event]:
        self.turn = (self.turn + 1) % len(self.names)
        return self._start_turn_checks()

    def _start_turn_checks(self, again: bool = False) -> list[Event]:
        """Skip seats that have nothing to shoot; end the game when nobody can win a cup."""
        events: list[Event] = []
        if not self.open_anywhere():
            return self._finish(EndReason.NO_CUP_LEFT)
        for _step in range(len(self.names)):
            if self.supply[self.turn] > 0 or self.loose > 0:
                if not again:
                    events.append(Event(EventKind.TURN, {"seat": self.turn}))
                return events
            events.append(Event(EventKind.SKIP, {"seat": self.turn}, _(
                "{name} has no coconut to shoot.").format(name=self.names[self.turn])))
            self.extra = 0
            again = False
            self.turn = (self.turn + 1) % len(self.names)
        return events + self._finish(EndReason.ALL_IN_CUPS)

    def open_anywhere(self) -> bool:
        """Can anybody still win a cup? (Not when the table is bare and stealing is off.)"""
        return any(self.table) or (self.options.stealing and len(self.names) > 1
                                   and any(c >= 0 for b in self.boards for c in b))

    def scores(self) -> list[int]:
        return [sum(self.contents[c] for c in board if c >= 0) for board in self.boards]

    def _finish(self, reason: EndReason) -> list[Event]:
        """The end by count: every coconut in a cup, or no cup left to win."""
        scores = self.scores()
        best = max(scores)
        tied = [s for s, v in enumerate(scores) if v == best]
        # a tie goes to the tied player who shot last
        self.winner = max(tied, key=lambda s: self.last_shot_by[s])
        self.over = True
        self.end_reason = reason
        self.tie_break = len(tied) > 1
        self.chooser = -1
        if reason == EndReason.ALL_IN_CUPS:
            text = ngettext("Every coconut is in a cup: {name} wins with {n} coconut.",
                            "Every coconut is in a cup: {name} wins with {n} coconuts.", best)
        else:
            text = ngettext("No cup is left to win: {name} wins with {n} coconut.",
                            "No cup is left to win: {name} wins with {n} coconuts.", best)
        return [Event(EventKind.END, {"winner": self.winner, "reason": reason, "scores": scores},
                      text.format(name=self.names[self.winner], n=best))]

    # -- views ------------------------------------------------------------------------------
    def _by(self, kind: str) -> Seat:
        """Who played the card `kind` on this shot (-1: nobody)."""
        effect = self.effects.get(kind)  # (a card not in play has no effect)
        return -1 if effect is None else effect["by"]

    def _named_cup(self) -> int:
        """The cup Aimed Shot named for this shot (-1: none was)."""
        effect = self.effects.get(AIMED_SHOT)
        return -1 if effect is None else effect["cup"]

    def observe(self, seat: Seat | None) -> Observation:
        """See observation.py. Treat it as read-only: nested parts are shared between the
        observations of one moment (that keeps bots and the checks fast)."""
        if self._cache is None:
            self._cache = self._public()
        obs = self._cache.copy()
        if seat is None:
            return obs
        wind_by = self._by(CALL_THE_WIND)
        if self.hands[seat] or wind_by == seat:
            obs["hand"] = [{"id": c, "kind": kind_of(c)} for c in self.hands[seat]]
            obs["secret_wind"] = list(self.wind) if wind_by == seat else None
        return obs

    def _public(self) -> Observation:
        n = len(self.names)
        frames = seat_frames(n)
        cups: list[CupView] = []
        for spot, ((x, y, _c), stack) in enumerate(zip(layout.table_spots(n), self.table,
                                                       strict=True)):
            for level, cup in enumerate(stack):
                cups.append(self._cup_view(cup, Place.TABLE, x, y, level * layout.CUP_H,
                                           level == len(stack) - 1, spot=spot, level=level))
        for owner, board in enumerate(self.boards):
            for slot, cup in enumerate(board):
                if cup >= 0:
                    x, y, base = layout.slot_place(frames[owner], slot)
                    cups.append(self._cup_view(cup, Place.BOARD, x, y, base,
                                               not layout.covered(board, slot),
                                               seat=owner, slot=slot))
        phase = Phase.OVER if self.over else (Phase.CHOOSE if self.chooser >= 0
                                              else Phase.MAGIC)
        return {
            "players": list(self.names),
            "frames": [[f.fx, f.fy] for f in frames],
            "turn": None if self.over else self.turn,
            "phase": phase,
            "chooser": self.chooser if self.chooser >= 0 else None,
            "to_move": list(self.to_move()),
            "cups": cups,
            "boards": [list(b) for b in self.boards],
            "supply": list(self.supply),
            "loose": self.loose,
            "hand_counts": [len(h) for h in self.hands],
            "played": [{"kind": kind_of(c), "by": by, "on": on} for c, by, on in self.played],
            "moment": {"used": list(self.used),
                       "effects": {k: v.copy() for k, v in self.effects.items()},
                       "extra_shots": self.extra},
            "last_shot": None if self.last_shot is None else self.last_shot.copy(),
            "shots": self.serial,
            "stealing": self.options.stealing,
            "answer_seconds": self.options.magic_seconds,
            "winner": self.winner if self.over else None,
            "scores": self.scores(),
            "end": self.end_lines() if self.over else None,
        }

    def _cup_view(self, cup: int, place: Place, x: float, y: float, base: float, top: bool,
                  spot: int = -1, level: int = 0, seat: int = -1, slot: int = -1) -> CupView:
        return {"id": cup, "colour": self.colours[cup], "coconuts": self.contents[cup],
                "place": place, "spot": spot, "level": level, "seat": seat, "slot": slot,
                "x": x, "y": y, "base": base, "open": top}

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        scores = tuple(float(s) for s in self.scores())
        return Outcome((self.winner,), scores,
                       _("{name} wins!").format(name=self.names[self.winner]))

    # -- the end (in words: ending.py) ------------------------------------------------------
    def end_lines(self) -> EndBoard:
        return ending.end_lines(self)

    def why_text(self) -> str:
        return ending.why_text(self)

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        return ending.end_report(self, history)

    def determinize(self, seat: Seat, rng: random.Random) -> CoconutsState:
        twin = self.copy()
        others = [s for s in range(len(self.names)) if s != seat]
        pool = list(self.box) + [c for s in others for c in self.hands[s]]
        rng.shuffle(pool)
        start = 0
        for s in others:
            size = len(self.hands[s])
            twin.hands[s] = sorted(pool[start:start + size])
            start += size
        twin.box = sorted(pool[start:])
        wind_by = self._by(CALL_THE_WIND)
        if wind_by >= 0 and wind_by != seat:
            twin.wind = list(rng.choice(WIND_GRID))
        return twin

    def copy(self) -> CoconutsState:
        twin = CoconutsState.__new__(CoconutsState)
        twin.__dict__.update(self.__dict__)
        for name in ("table", "boards", "hands", "played"):
            setattr(twin, name, [list(x) for x in getattr(self, name)])
        for name in ("contents", "supply", "box", "used", "wind", "last_shot_by", "outcomes"):
            setattr(twin, name, list(getattr(self, name)))
        twin.effects = {k: v.copy() for k, v in self.effects.items()}
        twin.last_shot = None if self.last_shot is None else self.last_shot.copy()
        twin.rng = self.rng.copy()
        twin._cache = None
        return twin

    # -- saving (saving.py) ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return saving.state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CoconutsState:
        return saving.read_state(cls.__new__(cls), data)


def _shot_text(name: str, flight: Flight, taken: bool, aimed: int) -> str:
    if flight.cup is None:
        if flight.off_table:
            return _("{name}'s coconut flies off the table.").format(name=name)
        if any(c.kind == Touch.RIM for c in flight.contacts):
            return _("{name}'s coconut bounces off a rim.").format(name=name)
        return _("{name}'s coconut misses.").format(name=name)
    if taken:
        return _("{name}'s coconut lands in a cup!").format(name=name)
    if aimed >= 0:
        return _("{name}'s coconut lands in a cup, but not the named one.").format(name=name)
    return _("{name}'s coconut lands in a cup.").format(name=name)


class CoconutsGame(Game):
    meta = COCONUTS_META
    cues = CoconutsCues()
    Options = CoconutsOptions
    #: one table everyone watches: no curtain between turns, a person's cards are looked at
    #: when they ask (a private moment), and played cards are shown to all
    shared_table = True

    def new_state(self, player_names: Sequence[str], options: Any = None,
                  seed: int = 0) -> CoconutsState:
        self.check_player_count(len(player_names))
        opts = options if options is not None else CoconutsOptions()
        return CoconutsState(player_names, opts, GameRng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> CoconutsState:
        if not isinstance(data, Mapping):
            raise SaveFormatError(_("The Coconuts game in the save is damaged."))
        return CoconutsState.from_dict(data)

    def action_from_dict(self, data: Mapping[str, Any]) -> Action:
        return action_from_dict(data)

    def upgrade_moves(self, names, options, seed, moves, stored):
        """A save from before the shot waited for the answers: the holders who had not
        called Magic! said "no magic" without a word."""
        def missing(state: Any, seat: Seat, action: Action) -> list[tuple[Seat, Action]]:
            if (isinstance(action, Shot) and seat == state.turn and state.chooser < 0
                    and not state.over):
                return [(holder, _NO_MAGIC) for holder in state._holders()]
            return []

        upgraded = fill_in(self.new_state(names, options, seed), moves, missing)
        return list(moves) if upgraded is None else upgraded  # (damaged: the replay says)

    def make_bot(self, seat: Seat, level: str = "good", seed: int = 0) -> Bot:
        from .bot import CoconutsBot

        return CoconutsBot(seat, level, seed)
