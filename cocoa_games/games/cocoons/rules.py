"""Cocoons: a cooperative puzzle in a box of sliding cocoons. The model (no Qt, no I/O).

The table
---------
A 3x3 box (box.py: spaces 0..8 in the box's own frame, directions 0 N 1 E 2 S 3 W as
printed on the box). Eight cocoons (numbered 0..7; the number follows the physical cocoon
as it slides) stand on eight spaces; the ninth is the free space. Each cocoon belongs to
one animal, whose seal is on one of its four sides; a pink arrow inside shows everyone
which side. At the bottom of every space lies a token (an animal face down, or the Start
token) and, on the animals, the level's trapdoors face down. Seats sit at the table's
corners (box.corners_for) and the box may spin under them (`rotation`).

Who knows what
--------------
Public: where every cocoon stands, its arrow, the tokens and the animal inside it, the
action trapdoor, every face-up trapdoor and animal, what lies in spaces that have been free
(`explored`), the supply, the lid, the discards, and the table notes (claims, never
checked). Private: a cocoon's animal, seen only by a seat whose corner faces the seal
while the seal looks into the free space (`sight`). With the option "remember what I saw"
a seat also keeps the seals it saw earlier. Hidden from all until uncovered: face-down
animals and trapdoors (and which spaces have none, in a home-made level with fewer than
eight).

Actions (actions.py): Slide, PlaceAnimal, EndTurn, Correct, PlaceActionTrapdoor,
ProposeEnd, Agree, Decline, Note.

Phases (kinds.Phase)
--------------------
TURN       the turn seat: a main action (Slide, paying a token unless the cocoon holds the
           action trapdoor) or a correcting action (Correct: 3 tokens to the lid); before
           that it may put the face-up animal lying in the free space into a cocoon, and
           while the Start token shows, propose to end.
SPRING     a spring was uncovered: the turn seat slides a cocoon into its space for free;
           the animal under the spring stays face down.
ACTION     the action trapdoor was uncovered: the turn seat puts it into a cocoon.
AFTER      the main action is resolved and a face-up animal lies in the free space: put it
           into a cocoon or end the turn (it can still be placed later while free).
DONE       the main action is over (and the animal placed, if it was): the mover may still
           note what the slide turned to their corner, then ends the turn (EndTurn). Saves
           from before this step replay with it added (saved.upgrade_moves).
AGREE      someone proposed to end: every other seat (`pending`) agrees or declines.
OVER       the cocoons are open: won or lost.

Observation: `observe(seat)` (None = the public table), typed and described in
observation.py.

Events are all public; none names a cocoon's animal before the reveal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
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
from cocoa_games.core.options import option, options_to_dict
from cocoa_games.core.rng import GameRng
from cocoa_games.games.cocoons import META as COCOONS_META  # this game's metadata, written once

from . import box as B
from . import levels as L
from . import moves, words
from .actions import (
    AGREE,
    CORRECT,
    DECLINE,
    END_TURN,
    PLACE,
    PLACE_ACTION_TRAPDOOR,
    PROPOSE_END,
    SLIDE,
    Agree,
    Correct,
    Decline,
    EndTurn,
    Note,
    PlaceActionTrapdoor,
    PlaceAnimal,
    ProposeEnd,
    Slide,
    action_from_dict,
    note_allowed,
)
from .kinds import EventKind, Phase, Reason, Result
from .observation import CocoonsObservation, public_notes, public_table, seat_view
from .takeback import may_take_back

__all__ = ["CocoonsGame", "CocoonsOptions", "CocoonsState", "action_from_dict"]

COCOONS = 8


@dataclass(frozen=True)
class CocoonsOptions:
    level: int = option(1, N_("Level"), N_(
        "1 simple lids, 2 sliding boxes, 3 magical locks, 4 spinning box, "
        "5 pieces of the puzzle."), 1, 5)
    hard_mode: bool = option(False, N_("Hard mode"), N_(
        "Uncovering an empty space costs an extra action token."))
    custom_level: str = option("", N_("Your own level"), N_(
        "Trapdoors separated by commas (rune:sun, spring, spin, action, padlock:1, num:1 "
        "...); when filled in it replaces the level."))
    remember_sightings: bool = option(False, N_("Remember what I saw"), N_(
        "A memory aid: your corner view keeps the seals you saw earlier, marked as "
        "remembered. Off: you see only what your corner shows now, as with the real box."))
    solo_two_corners: bool = option(True, N_("Alone: play two corners"), N_(
        "One person plays two opposite corners (a variant for one player); off: one corner."))


#: why the next level is still locked, per highest open level: whole sentences, marked
#: here and translated by the new-game dialog where it shows them (Game.option_locks)
_LEVEL_LOCKS = (
    N_("Level 2 opens when you win level 1 (or turn on “Unlock every level” in Settings)."),
    N_("Level 3 opens when you win level 2 (or turn on “Unlock every level” in Settings)."),
    N_("Level 4 opens when you win level 3 (or turn on “Unlock every level” in Settings)."),
    N_("Level 5 opens when you win level 4 (or turn on “Unlock every level” in Settings)."),
)


def trapdoors_for(options: CocoonsOptions, rng: random.Random) -> tuple[int, list[str]]:
    """(level number, 0 for a home-made one; its trapdoors). Raises ValueError for an
    impossible home-made level."""
    if options.custom_level.strip():
        return 0, L.parse_custom(options.custom_level)
    if options.level == 4:
        return 4, L.level_trapdoors(4, rng.sample(L.RUNES, 5))
    return options.level, L.level_trapdoors(options.level)


class CocoonsState(GameState):
    """The one mutable thing."""

    def __init__(self, names: Sequence[str], options: CocoonsOptions, rng: GameRng) -> None:
        self.names = list(names)
        self.options = options
        self.rng = rng
        self.level, self.trapdoors = trapdoors_for(options, rng)
        tokens: list[str] = [*L.ANIMALS, L.START]
        rng.shuffle(tokens)
        start = tokens.index(L.START)
        animal_slots = [s for s in range(B.SLOTS) if s != start]
        self.bottom: list[str | None] = list(tokens)
        self.bottom_up = [s == start for s in range(B.SLOTS)]
        traps: list[str | None] = [*self.trapdoors, *[None] * (COCOONS - len(self.trapdoors))]
        rng.shuffle(traps)
        self.trap: list[str | None] = [None] * B.SLOTS
        for s, t in zip(animal_slots, traps, strict=True):
            self.trap[s] = t
        self.trap_up = [False] * B.SLOTS
        self.explored = [s == start for s in range(B.SLOTS)]
        self.action_token = [False] * B.SLOTS
        owners = list(L.ANIMALS)
        rng.shuffle(owners)
        self.pos = list(animal_slots)
        self.owner = owners
        self.seal = [rng.randrange(4) for _ in range(COCOONS)]
        self._init_play()

    def _init_play(self) -> None:
        n = len(self.names)
        self.corners = B.corners_for(n, self.options.solo_two_corners)
        self.tokens = [0] * COCOONS
        self.holds: list[str | None] = [None] * COCOONS
        self.action_cocoon: int | None = None
        self.supply = L.SUPPLY
        self.lid = 0
        self.discarded: list[str] = []
        self.next_number = 1
        self.rotation = 0
        self.turn = 0
        self.phase = Phase.TURN
        self.pending: list[int] = []
        self.notes: list[tuple[str, int] | None] = [None] * COCOONS
        self.seen: list[set[int]] = [set() for _ in range(n)]
        self.result: Result | None = None
        self.reason = Reason.NOT_OVER
        self._version = 0
        self._cache: dict[str, Any] = {}  # legal actions and the public view: per move
        self._geo: dict[str, Any] = {}  # free space and sight lines: per slide or spin
        self.remember()

    # --- derived facts ---------------------------------------------------------------------
    @property
    def free(self) -> int:
        free = self._geo.get("free")
        if free is None:
            free = self._geo["free"] = B.SLOTS * (B.SLOTS - 1) // 2 - sum(self.pos)
        return free

    def cocoon_at(self, slot: int) -> int | None:
        return self.pos.index(slot) if slot in self.pos else None

    def movable(self) -> list[int]:
        """Cocoons next to the free space, in cocoon order."""
        near = set(B.ADJACENT[self.free])
        return [c for c in range(COCOONS) if self.pos[c] in near]

    def slide_cost(self, cocoon: int) -> int:
        return 0 if cocoon == self.action_cocoon else 1

    def start_visible(self) -> bool:
        return self.bottom[self.free] == L.START

    def animal_in_free(self) -> str | None:
        """The face-up animal lying in the free space, if any (placeable now)."""
        slot = self.free
        token = self.bottom[slot]
        if token in L.ANIMALS and self.bottom_up[slot] and self.trap[slot] is None:
            return token
        return None

    def sight(self, seat: Seat) -> list[int]:
        """Cocoons whose seal `seat` sees now (from any of its corners)."""
        key = f"sight{seat}"
        cached = self._geo.get(key)
        if cached is None:
            cached = self._geo[key] = self._sight(self.corners[seat])
        return cached

    def _sight(self, corners: Sequence[int]) -> list[int]:
        out = []
        for d, slot in enumerate(B.NEIGHBOUR[self.free]):
            if slot is None:
                continue
            c = self.pos.index(slot)
            seal = self.seal[c]
            # the seal must look back into the free space, and towards one of the corners
            if seal == (d + 2) % 4 and any(B.seen_by_corner(k, seal, self.rotation)
                                           for k in corners):
                out.append(c)
        return sorted(out)

    def known_to(self, seat: Seat) -> set[int]:
        """Cocoons whose animal `seat` may know: seen now (and earlier, with the memory aid)."""
        if self.result is not None:
            return set(range(COCOONS))
        known = set(self.sight(seat))
        if self.options.remember_sightings:
            known |= self.seen[seat]
        return known

    def padlock_open(self, trapdoor: str) -> bool:
        return all(L.rune(r) in self.discarded for r in L.padlock_runes(trapdoor))

    def _would_open(self, slot: int) -> bool:
        trap = self.trap[slot]
        assert trap is not None
        if L.kind_of(trap) == "padlock":
            return self.padlock_open(trap)
        return L.number_of(trap) == self.next_number

    # --- contract --------------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.phase == Phase.OVER:
            return ()
        if self.phase == Phase.AGREE:
            return tuple(self.pending)
        return (self.turn,)

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        n = len(self.names)
        if self.result == Result.WON:
            return Outcome(tuple(range(n)), (float(self.supply),) * n, self.reason_text(),
                           cooperative=True)
        return Outcome((), (0.0,) * n, self.reason_text(), cooperative=True)

    def legal_actions(self, seat: Seat) -> list[Action]:
        """The seat's moves. Table notes are not listed: any seat may write one at any
        time until the reveal (`apply` takes every well-formed `Note`), and listing 72 of
        them would drown the real choices."""
        return list(self._core(seat))

    def _core(self, seat: Seat) -> list[Action]:
        key = f"legal{seat}"
        cached = self._cache.get(key)
        if cached is None:
            cached = self._cache[key] = self._legal(seat)
        return cached

    def _legal(self, seat: Seat) -> list[Action]:
        phase = self.phase
        if phase == Phase.AGREE:
            return [AGREE, DECLINE] if seat in self.pending else []
        if seat != self.turn:
            return []
        acts: list[Action] = []
        if phase == Phase.SPRING:
            acts = [SLIDE[c] for c in self.movable()]
        elif phase == Phase.ACTION:
            acts = list(PLACE_ACTION_TRAPDOOR)
        elif phase == Phase.AFTER:
            acts = [*self.placements(), END_TURN]
        elif phase == Phase.DONE:
            acts = [END_TURN]
        elif phase == Phase.TURN:
            acts = [SLIDE[c] for c in self.movable() if self.slide_cost(c) <= self.supply]
            if self.start_visible():
                acts.append(PROPOSE_END)
            acts += self.placements()
            if self.supply >= L.CORRECTION_COST:
                full = [c for c in range(COCOONS) if self.holds[c] is not None]
                empty = [c for c in range(COCOONS) if self.holds[c] is None]
                acts += [CORRECT[a, b] for a in full for b in empty]
        return acts

    def placements(self) -> list[Action]:
        if self.animal_in_free() is None:
            return []
        return [PLACE[c] for c in range(COCOONS) if self.holds[c] is None]

    def payable(self) -> bool:
        """Whether the turn seat can still pay for a main or correcting action that may
        change something. With an empty supply only the action-trapdoor cocoon moves; once
        it could only swing back over a space with nothing left to uncover, place or show
        (no Start token), the table is stuck."""
        if self.supply and self.movable():
            return True
        held = sum(h is not None for h in self.holds)
        if self.supply >= L.CORRECTION_COST and 0 < held < COCOONS:
            return True
        c = self.action_cocoon
        if c is None or c not in self.movable():
            return False
        slot = self.pos[c]
        token = self.bottom[slot]
        return (not self.explored[slot] or token == L.START
                or (token in L.ANIMALS and (self.trap[slot] is None or self._would_open(slot))))

    def wrong_cocoons(self) -> list[int]:
        """Cocoons not holding their own animal (empty ones included)."""
        return [c for c in range(COCOONS) if self.holds[c] != self.owner[c]]

    def box_moved(self) -> None:
        """A slide or a spin: the free space and the sight lines are worked out anew."""
        self._geo = {}

    def remember(self) -> None:
        for seat in range(len(self.names)):
            self.seen[seat].update(self.sight(seat))

    # --- apply -----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.phase == Phase.OVER:
            raise IllegalAction(_("The game is over."))
        if not 0 <= seat < len(self.names):
            raise IllegalAction(_("There is no such seat."))
        if isinstance(action, Note):
            if not note_allowed(action, self.phase):
                raise IllegalAction(words.why_not(self, seat, action))
            return self._note(seat, action)
        if action not in self._core(seat):
            raise IllegalAction(words.why_not(self, seat, action))
        self._version += 1
        self._cache = {}
        ev: list[Event] = []
        if isinstance(action, Slide):
            moves.slide(self, seat, action.cocoon, ev)
        elif isinstance(action, PlaceAnimal):
            moves.place(self, seat, action.cocoon, ev)
        elif isinstance(action, EndTurn):
            moves.end_turn(self, ev)
        elif isinstance(action, Correct):
            moves.correct(self, seat, action, ev)
        elif isinstance(action, PlaceActionTrapdoor):
            moves.put_action_trapdoor(self, seat, action.cocoon, ev)
        elif isinstance(action, ProposeEnd | Agree | Decline):
            moves.decide_end(self, seat, action, ev)
        return ev

    def _note(self, seat: Seat, action: Note) -> list[Event]:
        """A note changes nothing but the notes: the rest of the cached view stays."""
        self._version += 1
        name = self.names[seat]
        space = words.space_word(self.pos[action.cocoon])
        if action.animal:
            self.notes[action.cocoon] = (action.animal, seat)
            text = _(
                "{name} notes: the cocoon on the {space} space belongs to the {animal}."
            ).format(name=name, space=space, animal=_(action.animal))
        else:
            self.notes[action.cocoon] = None
            text = _("{name} clears the note on the cocoon on the {space} space.").format(
                name=name, space=space)
        public = self._cache.get("public")
        if public is not None:
            self._cache["public"] = {**public, "notes": public_notes(self.notes)}
        return [Event(EventKind.NOTE,
                      {"seat": seat, "cocoon": action.cocoon, "animal": action.animal}, text)]

    def reason_text(self) -> str:
        return words.reason_text(self)

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        return words.end_report(self, history)

    # --- observe ---------------------------------------------------------------------------
    def observe(self, seat: Seat | None) -> CocoonsObservation:
        public = self._cache.get("public")
        if public is None:
            public = self._cache["public"] = public_table(self)
        seals: dict[str, str] = {}
        if self.result is not None:
            seals = {str(c): self.owner[c] for c in range(COCOONS)}
        elif seat is not None:
            seals = {str(c): self.owner[c] for c in sorted(self.known_to(seat))}
        return seat_view(public, seals)

    # --- determinize -----------------------------------------------------------------------
    def determinize(self, seat: Seat, rng: random.Random) -> CocoonsState:
        twin = self.copy()
        known = self.known_to(seat)
        unknown = [c for c in range(COCOONS) if c not in known]
        owners = [self.owner[c] for c in unknown]
        rng.shuffle(owners)
        for c, a in zip(unknown, owners, strict=True):
            twin.owner[c] = a
        down = [s for s in range(B.SLOTS) if self.bottom[s] in L.ANIMALS and not self.bottom_up[s]]
        animals = [self.bottom[s] for s in down]
        rng.shuffle(animals)
        for s, animal in zip(down, animals, strict=True):
            twin.bottom[s] = animal
        hidden = [s for s in range(B.SLOTS) if not self.explored[s]]
        traps = [self.trap[s] for s in hidden]
        rng.shuffle(traps)
        for s, t in zip(hidden, traps, strict=True):
            twin.trap[s] = t
        return twin

    def copy(self) -> CocoonsState:
        twin = CocoonsState.__new__(CocoonsState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        for attr in ("bottom", "bottom_up", "trap", "trap_up", "explored", "action_token", "pos",
                     "owner", "seal", "tokens", "holds", "discarded", "pending", "notes",
                     "trapdoors"):
            setattr(twin, attr, list(getattr(self, attr)))
        twin.seen = [set(s) for s in self.seen]
        twin._cache = {}
        twin._geo = {}
        return twin

    # --- save ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.names),
            "options": options_to_dict(self.options),
            "level": self.level,
            "trapdoors": list(self.trapdoors),
            "bottom": list(self.bottom), "bottom_up": list(self.bottom_up),
            "trap": list(self.trap), "trap_up": list(self.trap_up),
            "explored": list(self.explored), "action_token": list(self.action_token),
            "pos": list(self.pos), "owner": list(self.owner), "seal": list(self.seal),
            "tokens": list(self.tokens), "holds": list(self.holds),
            "action_cocoon": self.action_cocoon,
            "supply": self.supply, "lid": self.lid, "discarded": list(self.discarded),
            "next_number": self.next_number, "rotation": self.rotation,
            "turn": self.turn, "phase": self.phase, "pending": list(self.pending),
            "notes": [None if n is None else [n[0], n[1]] for n in self.notes],
            "seen": [sorted(s) for s in self.seen],
            "result": self.result, "reason": self.reason,
            "rng": self.rng.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CocoonsState:
        from .saved import state_from_dict

        return state_from_dict(cls, data)

    # --- for tests and tutorials -----------------------------------------------------------
    @classmethod
    def arranged(
        cls, names: Sequence[str], *, tokens: Sequence[str], traps: Sequence[str | None],
        owners: Sequence[str], seals: str, options: CocoonsOptions | None = None,
    ) -> CocoonsState:
        """A new game laid out explicitly. `tokens` and `traps` list the nine spaces (NW to
        SE); cocoons 0..7 stand on the spaces other than the Start token's, in that order,
        with `owners[i]` and the seal side `seals[i]` (a letter of "NESW")."""
        st = cls(names, options or CocoonsOptions(), GameRng(0))
        if sorted(tokens) != sorted([*L.ANIMALS, L.START]) or len(traps) != B.SLOTS:
            raise ValueError("tokens must be the eight animals and the Start token")
        start = list(tokens).index(L.START)
        st.bottom = list(tokens)
        st.bottom_up = [s == start for s in range(B.SLOTS)]
        st.trap = list(traps)
        st.trapdoors = [t for t in traps if t is not None]
        st.explored = [s == start for s in range(B.SLOTS)]
        st.pos = [s for s in range(B.SLOTS) if s != start]
        st.owner = list(owners)
        st.seal = ["NESW".index(ch) for ch in seals]
        st._init_play()
        return st


class CocoonsGame(Game):
    meta = COCOONS_META
    Options = CocoonsOptions
    may_take_back = may_take_back  # a slip taken back: takeback.py says which
    curtain_for_every_person = True  # whether a corner shows a seal changes at every slide

    def new_state(self, player_names, options=None, seed=0) -> CocoonsState:
        self.check_player_count(len(player_names))
        return CocoonsState(player_names, options or CocoonsOptions(), GameRng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> CocoonsState:
        if not isinstance(data, Mapping):
            raise SaveFormatError(_("The Cocoons game in this file is damaged."))
        return CocoonsState.from_dict(data)

    def action_from_dict(self, data) -> Action:
        return action_from_dict(data)

    def upgrade_moves(self, names, options, seed, moves, stored):
        from .saved import upgrade_moves  # saves of older versions: turns ended by themselves

        return upgrade_moves(self.new_state(names, options, seed), moves, stored)

    def option_locks(self, unlock_all: bool = False) -> dict[str, tuple[Any, str]]:
        """Levels open one by one as they are won; hard mode after level 5 (records.py)."""
        if unlock_all:
            return {}
        from . import records  # the user's data folder: only read when a dialog asks

        locks: dict[str, tuple[Any, str]] = {}
        level = records.highest_open_level()
        if level < 5:  # the dialog translates the reason where it shows it
            locks["level"] = (level, _LEVEL_LOCKS[level - 1])
        if not records.hard_mode_unlocked():
            locks["hard_mode"] = (False, N_(
                "Locked: win level 5 to unlock hard mode (or turn on “Unlock every level” "
                "in Settings)."))
        return locks

    def keep_records(self, state: GameState) -> tuple[str, ...]:
        if not isinstance(state, CocoonsState) or state.result is None:
            return ()
        from . import records

        return records.sum_up(state.level, state.options.hard_mode, state.result == "won",
                              state.supply)

    def make_bot(self, seat, level="normal", seed=0) -> Bot:
        from .bot import CocoonsBot

        return CocoonsBot(seat, level, seed)
