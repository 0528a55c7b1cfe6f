"""Kokonana: a memory race across a river to open the temple. The model (no Qt, no I/O).

This module holds the moves (who may do what, and what it does); the rest of the model sits
beside it, one job each: `kinds` (phases and event kinds as StrEnums, the options),
`observation` (what a seat sees, as a TypedDict), `save_form` (the state in its save form
and back, checked), `end_report` (the standings at the end), `actions` (the actions).

Positions and tiles (text form, used in actions, observations and events)
-------------------------------------------------------------------------
- "village"      the start bank (any number of runners)
- "S:lane:step"  a shallow-water tile, lane 0..3, step 0..4 (step 0 next to the village)
- "sand"         the sandbank between the halves (the five keys lie here)
- "D:lane:step"  a deep-water tile, lane 0..3, step 0..4 (step 0 next to the sandbank)
- "temple_bank"  the far bank; beside it lie the face-down temple tiles, slots 0..n-1
                 (n = 8: five locks + three walls; n = 5 in the easier game: locks only)
A tile is identified by its position: a matched tile is a stepping stone at that spot.
Hops: forward (same lane, step + 1), diagonal (lane +-1, step + 1), sideways (lane +-1,
same step), from step 4 onto the bank ahead; from a bank onto any step-0 stone of the next
half. Only onto face-up stones, never back, at most `stone_capacity` runners per stone.

Actions (actions.py, re-exported here; `action_from_dict` rebuilds them)
------------------------------------------------------------------
Hop(target)            the turn's hop (phase "hop")
SkipHop()              do not hop (phase "hop"); after a match with an empty talisman
                       supply it also means "no free hop, end my turn" (phase "reward")
Flip(tile)             turn one face-down tile of the allowed half (phase "flip"), twice
Acknowledge()          "Kokonana!": the shown non-matching pair turns back, turn ends
FreeHop(target)        the reward hop after a match (phase "reward")
TakeTalisman()         the reward instead of a hop (phase "reward", supply not empty)
SpendTalismanHop(t)    an extra hop (phases "hop", "flip" (also between the two flips),
                       "kokonana", "reward")
SpendTalismanPeek(s)   a private peek at temple slot s; needs a key; not in the easier
                       game (phases "hop", "flip", "kokonana", "reward", "temple")
                       Not while a key must be taken or a peek hidden: those come first.
TakeKey(colour)        on arriving at the sandbank (phase "key"; taking one is required)
Peek(slot)             the temple-bank turn (phase "temple")
Hide()                 ends a private peek (phase "peek"; only the peeker may act)

Observation schema (`observe(seat)`; seat None = the public table)
------------------------------------------------------------------
{
  "game": "kokonana",
  "players": [name, ...],
  "easier_game": bool,
  "stone_capacity": 1 | 2,          # runners per stone (1 in a 2-player game)
  "lanes": 4, "steps": 5,
  "motifs": {"shallow": [10 names], "deep": [10 names]},   # every motif in play
  "key_colours": ["purple", "black", "orange", "green", "blue"],
  "tiles": {tile: motif, ...},      # FACE-UP tiles only: stones + the flipped pair
  "stones": [tile, ...],            # matched tiles (stay face up for good)
  "flipped": [tile, ...],           # tiles turned this turn and still face up (0..2),
                                    # in flip order; a non-matching pair stays here until
                                    # Acknowledge, then vanishes from every observation
  "face_down": {"shallow": int, "deep": int},  # face-down tiles left per half
  "runners": [position per seat],
  "keys": {"sand": [colours still on the sandbank], "held": [colour | None per seat]},
  "talismans": {"supply": int, "held": [int per seat]},
  "temple": {
     "slots": 8 | 5,
     "peeked": [[slots seat 0 has peeked at, sorted], ...],   # public: where, not what
     "revealed": [None | face per slot],   # face = key colour of a lock or "wall";
                                           # only the winner's lock is ever revealed
  },
  "turn": seat | None,              # None once the game is over
  "phase": "hop" | "flip" | "reward" | "kokonana" | "key" | "temple" | "peek" | "over",
  "flips_done": 0 | 1 | 2,          # flips made this turn
  "flip_half": "shallow" | "deep" | None,   # where the turn seat would flip now
                                    # (phases hop/flip/kokonana; None: nothing to flip)
  "peeking": None | {"seat": s, "slot": i}, # public: someone is peeking there now
  "peek_face": face,                # ONLY in observe(peeker) while phase == "peek"
  "winner": seat | None,
}
Events (all public, visible_to None; `data` fields; texts never name a motif, nor a temple
face other than the winner's lock)
-----------------------------------------------------------------------------------------
"turn" {seat}                   a new turn begins (seat = whose turn)
"no_hop" {seat}                 nowhere to hop: the hop step was skipped by itself
"skip_hop" {seat}               the player chose not to hop
"hop" {seat, from, to, how}     how = "hop" | "free" | "talisman"
"flip" {seat, tile, motif}      motif is public at this moment (the tile is face up)
                                (Why that is safe: only the flip event's data names a
                                motif. The scene uses it to animate the turn and bots may
                                remember it, as people at the table may. The app keeps
                                event data in memory only and its log shows texts, which
                                never name motifs; saves hold actions (tile positions) and
                                the state, which holds the whole deal as any save must.)
"match" {seat, tiles}           the two tiles are stones now
"no_match" {seat, tiles}        waiting for "Kokonana!"
"turn_back" {seat, tiles}       the pair turned face down again
"no_reward" {seat}              a match with neither a free hop nor a talisman available
"no_flip" {seat}                no face-down tile left in the allowed half: turn ends
"talisman_gain" {seat}, "talisman_spend" {seat}
"take_key" {seat, colour}
"peek" {seat, slot}             someone looks at a temple tile (what they see is private)
"hide" {seat, slot}
"win" {seat, slot, colour}      the lock is revealed to everyone; the game is over
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
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.rng import GameRng
from cocoa_games.games.kokonana import META as KOKONANA_META  # this game's metadata, written once

from . import board as B
from .actions import (
    ACKNOWLEDGE,
    FLIP_AT,
    FREE_HOP_TO,
    HIDE,
    HOP_TO,
    PEEK_AT,
    SKIP_HOP,
    TAKE_KEY_OF,
    TAKE_TALISMAN,
    TALISMAN_HOP_TO,
    TALISMAN_PEEK_AT,
    Acknowledge,
    Flip,
    FreeHop,
    Hide,
    Hop,
    Peek,
    SkipHop,
    SpendTalismanHop,
    SpendTalismanPeek,
    TakeKey,
    TakeTalisman,
    action_from_dict,
)
from .cues import KokonanaCues
from .end_report import end_report
from .kinds import (
    RESUME_END,
    RESUME_FLIP,
    RESUME_HOP,
    RESUME_KOKONANA,
    RESUME_REWARD,
    RESUME_TEMPLE,
    TALISMANS,
    EventKind,
    KokonanaOptions,
    Phase,
)
from .kinds import RESUMES as RESUMES  # (importable from here, as before the split)
from .memory import KokonanaMemory
from .observation import KokonanaObservation, observe
from .save_form import state_from_dict, state_to_dict
from .takeback import may_take_back
from .words import OPENS_TEMPLE, TAKES_KEY, colour_text

# the phases by their short names, for the model's own comparisons
HOP, FLIP, REWARD, KOKONANA, KEY, TEMPLE, PEEK, OVER = (
    Phase.HOP, Phase.FLIP, Phase.REWARD, Phase.KOKONANA, Phase.KEY, Phase.TEMPLE, Phase.PEEK,
    Phase.OVER,
)
PHASES = tuple(Phase)
# phases in which a talisman may be spent -> where the turn resumes after its key or peek
TALISMAN_RESUME = {HOP: RESUME_HOP, FLIP: RESUME_FLIP, KOKONANA: RESUME_KOKONANA,
                   REWARD: RESUME_REWARD, TEMPLE: RESUME_TEMPLE}
# what the turn seat must do now, said when it tries something else
WHY_NOT = {
    HOP: N_("First hop (or skip the hop)."),
    FLIP: N_("Turn over a tile."),
    REWARD: N_("Take your free hop or a talisman."),
    KOKONANA: N_("Say \"Kokonana!\" to turn the tiles back."),
    KEY: N_("Take a key from the sandbank."),
    TEMPLE: N_("Peek at a temple tile."),
    PEEK: N_("Hide the temple tile first."),
}


class KokonanaState(GameState):
    """The one mutable thing. Ints everywhere; text names only at the edges."""

    def __init__(self, names: Sequence[str], options: KokonanaOptions, rng: GameRng) -> None:
        self.names = list(names)
        self.options = options
        self.rng = rng
        self.capacity = 1 if len(names) == 2 else 2
        motifs = [m for m in range(10) for _ in range(2)]
        rng.shuffle(motifs)
        deep = [m for m in range(10, 20) for _ in range(2)]
        rng.shuffle(deep)
        self.motif: list[int] = motifs + deep  # motif id per tile
        faces = list(range(len(B.KEY_COLOURS)))
        if not options.easier_game:
            faces += [B.WALL] * 3
        rng.shuffle(faces)
        self.temple: list[int] = faces
        self.stone = [False] * B.TILES
        self.runner = [B.VILLAGE] * len(names)
        self.key: list[int | None] = [None] * len(names)
        self.sand_keys = list(range(len(B.KEY_COLOURS)))
        self.talismans = [0] * len(names)
        self.supply = TALISMANS
        self.peeked: list[list[int]] = [[] for _ in names]
        self.ruled_out: list[list[int]] = []  # public [slot, colour]: a lock it is not
        self.turn = 0
        self.phase: Phase = HOP
        self.flipped: list[int] = []
        self.flips = 0  # tiles turned this turn
        self.resume: str | None = None
        self.peek_slot: int | None = None
        self.winner: int | None = None
        self.win_slot: int | None = None
        self._version = 0
        self._legal_cache: tuple[int, int, list[Action]] | None = None
        self._stone_view: tuple | None = None  # observe()'s stone parts, see there
        self._start_turn([])

    # --- contract --------------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        return () if self.phase == OVER else (self.turn,)

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(len(self.names)))
        return Outcome((self.winner,), scores, _("{name} opened the temple!").format(
            name=self.names[self.winner]))

    def legal_actions(self, seat: Seat) -> list[Action]:
        cache = self._legal_cache
        if cache is not None and cache[0] == self._version and cache[1] == seat:
            return list(cache[2])
        acts = self._legal(seat)
        self._legal_cache = (self._version, seat, acts)
        return list(acts)

    def _legal(self, seat: Seat) -> list[Action]:
        if seat != self.turn or self.phase == OVER:
            return []
        phase = self.phase
        if phase == HOP:
            acts: list[Action] = [HOP_TO[t] for t in self.hop_targets(seat)]
            acts.append(SKIP_HOP)
            acts += self._talisman_actions(seat)
            return acts
        if phase == FLIP:  # a talisman also fits between the two flips (rulebook: any time)
            return [FLIP_AT[t] for t in self.flippable()] + self._talisman_actions(seat)
        if phase == KOKONANA:  # still this seat's turn until it says "Kokonana!"
            return [ACKNOWLEDGE, *self._talisman_actions(seat)]
        if phase == REWARD:
            acts = [FREE_HOP_TO[t] for t in self.hop_targets(seat)]
            acts.append(TAKE_TALISMAN if self.supply else SKIP_HOP)
            return acts + self._talisman_actions(seat)
        if phase == KEY:
            return [TAKE_KEY_OF[c] for c in self.sand_keys]
        if phase == TEMPLE:
            acts = [PEEK_AT[i] for i in range(len(self.temple))]
            return acts + self._talisman_actions(seat)
        if phase == PEEK:
            return [HIDE]
        return []

    def _talisman_actions(self, seat: Seat) -> list[Action]:
        if not self.talismans[seat]:
            return []
        acts: list[Action] = []
        if self.phase != TEMPLE:
            acts = [TALISMAN_HOP_TO[t] for t in self.hop_targets(seat)]
        if self.key[seat] is not None and not self.options.easier_game:
            acts += [TALISMAN_PEEK_AT[i] for i in range(len(self.temple))]
        return acts

    # --- rule helpers ----------------------------------------------------------------------
    def hop_targets(self, seat: Seat) -> list[int]:
        """Places the runner of seat could hop to now (face-up, with room)."""
        stone, runner, cap = self.stone, self.runner, self.capacity
        out = []
        for t in B.HOPS[runner[seat]]:
            if t >= B.TILES:
                out.append(t)
            elif stone[t] and runner.count(t) < cap:
                out.append(t)
        return out

    def flip_half(self) -> int | None:
        """The half the turn seat may flip in: 0 shallow, 1 deep, None if nothing is left."""
        if self.flipped:
            return B.half_of(self.flipped[0])
        before_sand = B.PROGRESS[self.runner[self.turn]] < B.PROGRESS[B.SAND]
        stone = self.stone
        if before_sand and not all(stone[:B.HALF]):
            return 0
        return None if all(stone[B.HALF:]) else 1

    def flippable(self) -> list[int]:
        half = self.flip_half()
        if half is None:
            return []
        lo = half * B.HALF
        stone, flipped = self.stone, self.flipped
        return [t for t in range(lo, lo + B.HALF) if not stone[t] and t not in flipped]

    # --- apply -----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(_("The game is over."))
        if seat != self.turn:
            raise IllegalAction(_("It is {name}'s turn.").format(name=self.names[self.turn]))
        if action not in self.legal_actions(seat):
            raise IllegalAction(self._why_not(seat, action))
        self._version += 1
        self._legal_cache = None
        ev: list[Event] = []
        if isinstance(action, SpendTalismanHop | SpendTalismanPeek | TakeKey | Peek | Hide):
            self._apply_temple_way(seat, action, ev)
        else:
            self._apply_river_way(seat, action, ev)
        return ev

    def _apply_river_way(self, seat: Seat, action: Action, ev: list[Event]) -> None:
        """Hops, flips and their rewards: the race across the river."""
        name = self.names[seat]
        if isinstance(action, Hop):
            self._move(seat, B.BY_NAME[action.target], "hop", ev)
            if self.phase == HOP:  # not diverted to the sandbank keys or the temple
                self._enter_flip(ev)
        elif isinstance(action, SkipHop):
            if self.phase == REWARD:
                ev.append(Event(EventKind.NO_REWARD, {"seat": seat},
                                _("{name} ends the turn.").format(name=name)))
                self._end_turn(ev)
            else:
                ev.append(Event(EventKind.SKIP_HOP, {"seat": seat},
                                _("{name} stays put.").format(name=name)))
                self._enter_flip(ev)
        elif isinstance(action, Flip):
            self._flip(seat, B.BY_NAME[action.tile], ev)
        elif isinstance(action, Acknowledge):
            tiles = [B.NAMES[t] for t in self.flipped]
            self.flipped = []
            ev.append(Event(EventKind.TURN_BACK, {"seat": seat, "tiles": tiles},
                            _("Kokonana! The tiles turn back over.")))
            self._end_turn(ev)
        elif isinstance(action, FreeHop):
            self._move(seat, B.BY_NAME[action.target], "free", ev)
            if self.phase == REWARD:
                self._end_turn(ev)
        elif isinstance(action, TakeTalisman):
            self.supply -= 1
            self.talismans[seat] += 1
            ev.append(Event(EventKind.TALISMAN_GAIN, {"seat": seat},
                            _("{name} takes a talisman.").format(name=name)))
            self._end_turn(ev)

    def _apply_temple_way(self, seat: Seat, action: Action, ev: list[Event]) -> None:
        """Talismans spent, keys taken and temple peeks."""
        name = self.names[seat]
        if isinstance(action, SpendTalismanHop):
            self._spend_talisman(seat, ev)
            came_from = self.phase
            self._move(seat, B.BY_NAME[action.target], "talisman", ev)
            if self.phase == came_from == HOP and not self.hop_targets(seat):
                self._enter_flip(ev)
            elif self.phase == came_from == REWARD:
                self._offer_reward(ev)
        elif isinstance(action, SpendTalismanPeek):
            self._spend_talisman(seat, ev)
            self._peek(seat, action.slot, TALISMAN_RESUME[self.phase], ev)
        elif isinstance(action, TakeKey):
            colour = B.KEY_COLOURS.index(action.colour)
            self.sand_keys.remove(colour)
            self.key[seat] = colour
            ev.append(Event(EventKind.TAKE_KEY, {"seat": seat, "colour": action.colour},
                            colour_text(TAKES_KEY, action.colour, name=name)))
            self._resume(ev)
        elif isinstance(action, Peek):
            self._peek(seat, action.slot, RESUME_END, ev)
        elif isinstance(action, Hide):
            slot = self.peek_slot
            self.peek_slot = None
            ev.append(Event(EventKind.HIDE, {"seat": seat, "slot": slot},
                            _("{name} puts the temple tile back.").format(name=name)))
            self._resume(ev)

    def _why_not(self, seat: Seat, action: Action) -> str:
        phase = self.phase
        if isinstance(action, SpendTalismanPeek):
            if self.options.easier_game:
                return _("In the easier game talismans are only for hops.")
            if self.key[seat] is None:
                return _("You need a key before you can peek at the temple.")
        if isinstance(action, SpendTalismanHop | SpendTalismanPeek):
            if not self.talismans[seat]:
                return _("You have no talisman.")
            if phase in (KEY, PEEK):
                return _("Take your key or hide the temple tile first, then use the talisman.")
            if phase not in TALISMAN_RESUME:
                return _("Your turn is over.")
        if isinstance(action, Hop | FreeHop | SpendTalismanHop):
            return _("You can't hop there: only forward, diagonally forward or sideways onto "
                     "a face-up stone with room.")
        if isinstance(action, Flip):
            if phase != FLIP:
                return _("It's not time to turn tiles over.")
            return _("Pick a hidden tile, in the part of the river you may turn over now.")
        return _(WHY_NOT.get(phase, N_("That is not possible now.")))

    # --- steps -----------------------------------------------------------------------------
    def _start_turn(self, ev: list[Event]) -> None:
        seat = self.turn
        self.flipped = []
        self.flips = 0
        self.resume = None
        if self.runner[seat] == B.TEMPLE_BANK:
            self.phase = TEMPLE
            return
        self.phase = HOP
        if not self.hop_targets(seat):
            ev.append(Event(EventKind.NO_HOP, {"seat": seat},
                            _("{name} has nowhere to hop.").format(name=self.names[seat])))
            self._enter_flip(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        self.turn = (self.turn + 1) % len(self.names)
        ev.append(Event(EventKind.TURN, {"seat": self.turn},
                        _("{name}'s turn.").format(name=self.names[self.turn])))
        self._start_turn(ev)

    def _enter_flip(self, ev: list[Event]) -> None:
        if self.flip_half() is None:
            ev.append(Event(EventKind.NO_FLIP, {"seat": self.turn},
                            _("No face-down tiles are left to turn over.")))
            self._end_turn(ev)
        else:
            self.phase = FLIP

    def _move(self, seat: Seat, dest: int, how: str, ev: list[Event]) -> None:
        src = self.runner[seat]
        self.runner[seat] = dest
        name = self.names[seat]
        if dest == B.SAND:
            text = _("{name} reaches the sandbank!").format(name=name)
        elif dest == B.TEMPLE_BANK:
            text = _("{name} reaches the temple bank!").format(name=name)
        else:
            text = _("{name} hops.").format(name=name)
        ev.append(Event(EventKind.HOP, {"seat": seat, "from": B.NAMES[src], "to": B.NAMES[dest],
                                "how": how}, text))
        # where the turn continues after taking a key: after the turn's own hop comes the
        # flip, after the free hop nothing; a talisman hop returns to the step it was used in
        if how == "talisman":
            after = TALISMAN_RESUME[self.phase]
        else:
            after = RESUME_FLIP if how == "hop" else RESUME_END
        if dest == B.SAND and self.key[seat] is None and self.sand_keys:
            self.resume = after
            self.phase = KEY
        elif dest == B.TEMPLE_BANK:
            if self.phase in (HOP, FLIP) and not self.flips:
                self.phase = TEMPLE  # arrived before flipping: this turn's step is a peek
            elif how == "talisman" and self.phase in (FLIP, KOKONANA, REWARD):
                pass  # already flipped: no peek this turn, but the turn goes on
            else:
                self._end_turn(ev)  # already flipped this turn: no peek now

    def _spend_talisman(self, seat: Seat, ev: list[Event]) -> None:
        self.talismans[seat] -= 1
        self.supply += 1
        ev.append(Event(EventKind.TALISMAN_SPEND, {"seat": seat},
                        _("{name} uses a talisman.").format(name=self.names[seat])))

    def _resume(self, ev: list[Event]) -> None:
        resume, self.resume = self.resume, None
        if resume == RESUME_HOP:
            self.phase = HOP
            if not self.hop_targets(self.turn):
                self._enter_flip(ev)
        elif resume == RESUME_FLIP:
            self._enter_flip(ev)
        elif resume == RESUME_TEMPLE:
            self.phase = TEMPLE
        elif resume == RESUME_REWARD:
            self.phase = REWARD
            self._offer_reward(ev)
        elif resume == RESUME_KOKONANA:
            self.phase = KOKONANA  # the missed pair is still face up, waiting for "Kokonana!"
        else:
            self._end_turn(ev)

    def _flip(self, seat: Seat, t: int, ev: list[Event]) -> None:
        self.flipped.append(t)
        self.flips += 1
        name = self.names[seat]
        ev.append(Event(EventKind.FLIP, {"seat": seat, "tile": B.NAMES[t],
                                 "motif": B.MOTIFS[self.motif[t]]},
                        _("{name} turns over a tile.").format(name=name)))
        if len(self.flipped) < 2:
            return
        a, b = self.flipped
        tiles = [B.NAMES[a], B.NAMES[b]]
        if self.motif[a] == self.motif[b]:
            self.stone[a] = self.stone[b] = True
            self.flipped = []
            ev.append(Event(EventKind.MATCH, {"seat": seat, "tiles": tiles},
                            _("{name} found a match — a new stepping stone!").format(name=name)))
            self.phase = REWARD
            self._offer_reward(ev)
        else:
            self.phase = KOKONANA
            ev.append(Event(EventKind.NO_MATCH, {"seat": seat, "tiles": tiles},
                            _("{name} found no match.").format(name=name)))

    def _offer_reward(self, ev: list[Event]) -> None:
        """In the reward step: end the turn if neither a free hop nor a talisman is left."""
        if not self.hop_targets(self.turn) and not self.supply:
            ev.append(Event(EventKind.NO_REWARD, {"seat": self.turn},
                            _("No free hop possible and no talismans left.")))
            self._end_turn(ev)

    def _peek(self, seat: Seat, slot: int, resume: str, ev: list[Event]) -> None:
        name = self.names[seat]
        if slot not in self.peeked[seat]:
            self.peeked[seat].append(slot)
            self.peeked[seat].sort()
        ev.append(Event(EventKind.PEEK, {"seat": seat, "slot": slot},
                        _("{name} peeks at temple tile {number}.").format(
                            name=name, number=slot + 1)))
        key = self.key[seat]
        on_bank = self.runner[seat] == B.TEMPLE_BANK
        if on_bank and key is not None and self.temple[slot] == key:
            self.winner = seat
            self.win_slot = slot
            self.phase = OVER
            colour = B.KEY_COLOURS[key]
            ev.append(Event(EventKind.WIN, {"seat": seat, "slot": slot, "colour": colour},
                            colour_text(OPENS_TEMPLE, colour, name=name)))
            return
        if on_bank and key is not None and [slot, key] not in self.ruled_out:
            self.ruled_out.append([slot, key])  # everyone sees it was not the lock
        self.peek_slot = slot
        self.resume = resume
        self.phase = PEEK

    # --- what a seat sees, the end, the save (each in a module of its own) ----------------
    def observe(self, seat: Seat | None) -> KokonanaObservation:
        return observe(self, seat)

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        """Standings by how far each runner got, the main moments from public events, and
        the temple tiles turned over for everyone (see core/end_summary.py)."""
        return end_report(self, history)

    def to_dict(self) -> dict[str, Any]:
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KokonanaState:
        return state_from_dict(cls, data)

    # --- determinize -----------------------------------------------------------------------
    def determinize(self, seat: Seat, rng: random.Random) -> KokonanaState:
        twin = self.copy()
        for lo in (0, B.HALF):
            hidden = [t for t in range(lo, lo + B.HALF)
                      if not self.stone[t] and t not in self.flipped]
            faces = [self.motif[t] for t in hidden]
            rng.shuffle(faces)
            for t, m in zip(hidden, faces, strict=True):
                twin.motif[t] = m
        known = set(self.peeked[seat])
        if self.peek_slot is not None and self.turn == seat:
            known.add(self.peek_slot)
        if self.win_slot is not None:
            known.add(self.win_slot)
        free = [i for i in range(len(self.temple)) if i not in known]
        faces = [self.temple[i] for i in free]
        banned = {(s, c) for s, c in self.ruled_out}
        for _try in range(60):  # rejection sampling; the original deal always fits
            rng.shuffle(faces)
            if not any((i, f) in banned for i, f in zip(free, faces, strict=True)):
                for i, f in zip(free, faces, strict=True):
                    twin.temple[i] = f
                break
        return twin

    def copy(self) -> KokonanaState:
        twin = KokonanaState.__new__(KokonanaState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        for attr in ("motif", "temple", "stone", "runner", "key", "sand_keys", "talismans",
                     "flipped"):
            setattr(twin, attr, list(getattr(self, attr)))
        twin.peeked = [list(p) for p in self.peeked]
        twin.ruled_out = [list(p) for p in self.ruled_out]
        twin._legal_cache = None
        return twin

    # --- for tests and tutorials -----------------------------------------------------------
    @classmethod
    def arranged(
        cls, names: Sequence[str], *, shallow: Sequence[str] | None = None,
        deep: Sequence[str] | None = None, temple: Sequence[str] | None = None,
        options: KokonanaOptions | None = None, seed: int = 0,
    ) -> KokonanaState:
        """A new game with the tiles laid out explicitly (lists indexed lane * 5 + step).

        `shallow`/`deep` hold 20 motif names each (two of every motif of that half);
        `temple` holds key colours and "wall"s.
        """
        st = cls(names, options or KokonanaOptions(), GameRng(seed))
        if shallow is not None:
            st.motif[:B.HALF] = _layout(shallow, B.SHALLOW_MOTIFS, 0)
        if deep is not None:
            st.motif[B.HALF:] = _layout(deep, B.DEEP_MOTIFS, 10)
        if temple is not None:
            faces = [B.TEMPLE_FACES.index(f) for f in temple]
            if sorted(faces) != sorted(st.temple):
                raise ValueError("temple must hold the same locks and walls as the game")
            st.temple = faces
        st._version += 1
        st._legal_cache = None
        st._stone_view = None
        return st

    def set_up(
        self, *, runners: Mapping[int, str] | None = None, stones: Sequence[str] = (),
        talismans: Mapping[int, int] | None = None, keys: Mapping[int, str] | None = None,
        turn: int | None = None,
    ) -> list[Event]:
        """Put the table into a given situation (tests, tutorials), then start `turn`'s turn."""
        for seat, place in (runners or {}).items():
            self.runner[seat] = B.BY_NAME[place]
        for name in stones:
            self.stone[B.BY_NAME[name]] = True
        for seat, count in (talismans or {}).items():
            self.supply -= count - self.talismans[seat]
            self.talismans[seat] = count
        for seat, colour in (keys or {}).items():
            c = B.KEY_COLOURS.index(colour)
            self.sand_keys.remove(c)
            self.key[seat] = c
        if turn is not None:
            self.turn = turn
        self._version += 1
        self._legal_cache = None
        ev: list[Event] = []
        self._start_turn(ev)
        return ev


def _layout(names: Sequence[str], motifs: Sequence[str], base: int) -> list[int]:
    ids = [motifs.index(n) + base for n in names]
    if sorted(ids) != [base + m for m in range(10) for _ in range(2)]:
        raise ValueError("a half needs two tiles of each of its ten motifs")
    return ids


class KokonanaGame(Game):
    meta = KOKONANA_META
    cues = KokonanaCues()
    memory = KokonanaMemory()  # a pair turned back is forgotten by a review, too
    may_take_back = may_take_back  # a slip taken back: takeback.py says which
    Options = KokonanaOptions

    def new_state(self, player_names, options=None, seed=0) -> KokonanaState:
        self.check_player_count(len(player_names))
        return KokonanaState(player_names, options or KokonanaOptions(), GameRng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> KokonanaState:
        if not isinstance(data, Mapping):
            raise SaveFormatError(_("The Kokonana game in this file is damaged."))
        return KokonanaState.from_dict(data)

    def action_from_dict(self, data) -> Action:
        return action_from_dict(data)

    def make_bot(self, seat, level="normal", seed=0) -> Bot:
        from .bot import KokonanaBot

        return KokonanaBot(seat, level, seed)
