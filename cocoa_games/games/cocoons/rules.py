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

Phases
------
"turn"     the turn seat: a main action (Slide, paying a token unless the cocoon holds the
           action trapdoor) or a correcting action (Correct: 3 tokens to the lid); before
           that it may put the face-up animal lying in the free space into a cocoon, and
           while the Start token shows, propose to end.
"spring"   a spring was uncovered: the turn seat slides a cocoon into its space for free;
           the animal under the spring stays face down.
"action"   the action trapdoor was uncovered: the turn seat puts it into a cocoon.
"after"    the main action is resolved and a face-up animal lies in the free space: put it
           into a cocoon or end the turn (it can still be placed later while free).
"agree"    someone proposed to end: every other seat (`pending`) agrees or declines.
"over"     the cocoons are open: won or lost.

Observation (`observe(seat)`; None = the public table)
-----------------------------------------------------
{"game": "cocoons", "players", "corners": [[corner name, ...] per seat],
 "level": 1..5 | 0 (home-made), "level_kinds": {kind: count}, "hard_mode", "memory",
 "padlock_runes": {"padlock:1": [3 runes], ...}, "rotation", "free": space,
 "cocoons": [{"slot", "arrow", "tokens", "animal", "action_trapdoor"} per cocoon],
 "spaces": [{"explored", "trapdoor" (face up only), "token" ("start" | animal |
            "face_down" | None; "hidden" while unexplored), "action_token"} per space],
 "sightlines": [[cocoons whose seal that seat could see now] per seat],   # geometry: public
 "seals": {str(cocoon): animal}      # ONLY the viewer's own sightings (all at the reveal)
 "notes": [None | {"animal", "by"} per cocoon],
 "supply", "lid", "discarded": [trapdoors], "next_number", "start_visible",
 "turn", "phase", "pending": [seats], "result": None | "won" | "lost", "score", "reason"}

Events are all public; none names a cocoon's animal before the reveal.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cocoa_games.core.end_summary import EndReport, Standing
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
from cocoa_games.core.i18n import N_, _, ngettext
from cocoa_games.core.options import option, options_to_dict
from cocoa_games.core.rng import GameRng
from cocoa_games.games.cocoons import META as COCOONS_META  # this game's metadata, written once

from . import box as B
from . import levels as L
from .actions import (
    AGREE,
    CORRECT,
    DECLINE,
    END_TURN,
    NOTE_SET,
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
)

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


@functools.lru_cache(maxsize=64)
def _level_facts(trapdoors: tuple[str, ...]) -> tuple[tuple[tuple[str, int], ...],
                                                      tuple[tuple[str, tuple[str, ...]], ...]]:
    """(how many trapdoors of each kind, the runes of each padlock): fixed for a game, so
    worked out once rather than at every move (the bots' benchmark showed it)."""
    kinds = Counter(L.kind_of(t) for t in trapdoors)
    padlocks = tuple((f"padlock:{i + 1}", tuple(r)) for i, r in enumerate(L.PADLOCK_RUNES)
                     if f"padlock:{i + 1}" in trapdoors)
    return tuple(sorted(kinds.items())), padlocks


#: public events worth a line at the end: (event kind, its line for a count); functions so
#: each count is put into words (with its plural) when the end is shown
_MOMENT_WORDS: tuple[tuple[str, Callable[[int], str]], ...] = (
    ("spring", lambda n: ngettext("{n} spring sent a cocoon sliding.",
                                  "{n} springs sent cocoons sliding.", n)),
    ("spin", lambda n: ngettext("The box spun {n} time.", "The box spun {n} times.", n)),
    ("correct", lambda n: ngettext("{n} animal was moved to another cocoon.",
                                   "{n} animals were moved to other cocoons.", n)),
    ("empty_space", lambda n: ngettext("{n} empty space cost a token.",
                                       "{n} empty spaces cost a token each.", n)),
)

#: why the next level is still locked, per highest open level: whole sentences, marked
#: here and translated by the new-game dialog where it shows them (Game.option_locks)
_LEVEL_LOCKS = (
    N_("Level 2 opens when you win level 1 (or turn on “Unlock every level” in Settings)."),
    N_("Level 3 opens when you win level 2 (or turn on “Unlock every level” in Settings)."),
    N_("Level 4 opens when you win level 3 (or turn on “Unlock every level” in Settings)."),
    N_("Level 5 opens when you win level 4 (or turn on “Unlock every level” in Settings)."),
)

TURN, SPRING, ACTION, AFTER = "turn", "spring", "action", "after"
#: why a game ended, as the state keeps it (words only when shown: `reason_text`)
NO_TOKENS, HARD_EMPTY, WRONG, WON = "no_tokens", "hard_empty", "wrong", "won"
REASONS = ("", NO_TOKENS, HARD_EMPTY, WRONG, WON)
AGREE_PHASE, OVER = "agree", "over"
PHASES = (TURN, SPRING, ACTION, AFTER, AGREE_PHASE, OVER)


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
        self.phase = TURN
        self.pending: list[int] = []
        self.notes: list[tuple[str, int] | None] = [None] * COCOONS
        self.seen: list[set[int]] = [set() for _ in range(n)]
        self.result: str | None = None
        self.reason = ""
        self._version = 0
        self._cache: dict[str, Any] = {}  # legal actions and the public view: per move
        self._geo: dict[str, Any] = {}  # free space and sight lines: per slide or spin
        self._remember()

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

    def _payable(self) -> bool:
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

    def _would_open(self, slot: int) -> bool:
        trap = self.trap[slot]
        assert trap is not None
        if L.kind_of(trap) == "padlock":
            return self.padlock_open(trap)
        return L.number_of(trap) == self.next_number

    # --- contract --------------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == AGREE_PHASE:
            return tuple(self.pending)
        return (self.turn,)

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        n = len(self.names)
        if self.result == "won":
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
        if phase == AGREE_PHASE:
            return [AGREE, DECLINE] if seat in self.pending else []
        if seat != self.turn:
            return []
        acts: list[Action] = []
        if phase == SPRING:
            acts = [SLIDE[c] for c in self.movable()]
        elif phase == ACTION:
            acts = list(PLACE_ACTION_TRAPDOOR)
        elif phase == AFTER:
            acts = [*self._placements(), END_TURN]
        elif phase == TURN:
            acts = [SLIDE[c] for c in self.movable() if self.slide_cost(c) <= self.supply]
            if self.start_visible():
                acts.append(PROPOSE_END)
            acts += self._placements()
            if self.supply >= L.CORRECTION_COST:
                full = [c for c in range(COCOONS) if self.holds[c] is not None]
                empty = [c for c in range(COCOONS) if self.holds[c] is None]
                acts += [CORRECT[a, b] for a in full for b in empty]
        return acts

    def _placements(self) -> list[Action]:
        if self.animal_in_free() is None:
            return []
        return [PLACE[c] for c in range(COCOONS) if self.holds[c] is None]

    # --- apply -----------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction(_("The game is over."))
        if not 0 <= seat < len(self.names):
            raise IllegalAction(_("There is no such seat."))
        if isinstance(action, Note):
            if action not in NOTE_SET or self.phase == OVER:
                raise IllegalAction(self._why_not(seat, action))
            return self._note(seat, action)
        if action not in self._core(seat):
            raise IllegalAction(self._why_not(seat, action))
        self._version += 1
        self._cache = {}
        ev: list[Event] = []
        if isinstance(action, Slide):
            self._slide(seat, action.cocoon, ev)
        elif isinstance(action, PlaceAnimal):
            self._place(seat, action.cocoon, ev)
        elif isinstance(action, EndTurn):
            self._end_turn(ev)
        elif isinstance(action, Correct):
            self._correct(seat, action, ev)
        elif isinstance(action, PlaceActionTrapdoor):
            self._put_action_trapdoor(seat, action.cocoon, ev)
        elif isinstance(action, ProposeEnd | Agree | Decline):
            self._decide_end(seat, action, ev)
        return ev

    def _put_action_trapdoor(self, seat: Seat, cocoon: int, ev: list[Event]) -> None:
        self.action_cocoon = cocoon
        ev.append(Event("action_trapdoor", {"seat": seat, "cocoon": cocoon},
                        _("{name} puts the action trapdoor into the cocoon on the {space} "
                          "space: moving it is free from now on.").format(
                              name=self.names[seat], space=self._space_word(self.pos[cocoon]))))
        self.phase = TURN
        self._flip_animal(self.free, ev)
        self._settle(ev)

    def _decide_end(self, seat: Seat, action: Action, ev: list[Event]) -> None:
        """Asking to open the cocoons, and each other seat's yes or no."""
        name = self.names[seat]
        if isinstance(action, ProposeEnd):
            ev.append(Event("propose_end", {"seat": seat},
                            _("{name} thinks every animal is home and asks to open the "
                              "cocoons.").format(name=name)))
            self.pending = [(seat + i) % len(self.names) for i in range(1, len(self.names))]
            self.phase = AGREE_PHASE
            if not self.pending:
                self._reveal(ev)
        elif isinstance(action, Agree):
            self.pending.remove(seat)
            ev.append(Event("agree", {"seat": seat},
                            _("{name} agrees to open the cocoons.").format(name=name)))
            if not self.pending:
                self._reveal(ev)
        else:
            self.pending = []
            self.phase = TURN
            ev.append(Event("decline", {"seat": seat},
                            _("{name} wants to play on.").format(name=name)))
            if not self._payable():
                self._lose(NO_TOKENS, ev)

    def _why_not(self, seat: Seat, action: Action) -> str:
        if isinstance(action, Note):
            return _("A note needs a cocoon and one of the eight animals.")
        return self._why_not_now(seat) or self._why_not_this(action)

    def _why_not_now(self, seat: Seat) -> str | None:
        """Why this seat cannot move at all at this moment, if that is the reason."""
        if self.phase == AGREE_PHASE:
            if seat in self.pending:
                return _("First say whether you agree to open the cocoons.")
            return _("The table is deciding whether to open the cocoons.")
        if seat != self.turn:
            return _("It is {name}'s turn.").format(name=self.names[self.turn])
        if self.phase == SPRING:
            return _("The spring pushes a cocoon: slide one next to the free space, for free.")
        if self.phase == ACTION:
            return _("Put the action trapdoor into one of the cocoons.")
        return None

    def _why_not_this(self, action: Action) -> str:
        """Why this move is refused on the seat's own turn."""
        if isinstance(action, Slide):
            if self.phase == AFTER:
                return _("Your main action is done: place the animal or end your turn.")
            if action.cocoon in self.movable():
                return _("The supply has no action token left for that.")
            return _("Only a cocoon next to the free space can slide.")
        if isinstance(action, PlaceAnimal):
            if self.animal_in_free() is None:
                return _("There is no face-up animal in the free space.")
            return _("That cocoon already holds an animal.")
        if isinstance(action, Correct):
            if self.supply < L.CORRECTION_COST:
                return _("A correcting action needs three action tokens.")
            return _("Move an animal from a cocoon that holds one into an empty cocoon.")
        if isinstance(action, ProposeEnd):
            return _("The game can only end while the Start token is visible.")
        if isinstance(action, EndTurn):
            return _("Make your main action or correcting action first.")
        return _("That is not possible now.")

    # --- steps -----------------------------------------------------------------------------
    def _space_word(self, slot: int) -> str:
        return _(B.SLOT_WORDS[slot])

    def _note(self, seat: Seat, action: Note) -> list[Event]:
        """A note changes nothing but the notes: the rest of the cached view stays."""
        self._version += 1
        name = self.names[seat]
        space = self._space_word(self.pos[action.cocoon])
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
            self._cache["public"] = {**public, "notes": self._public_notes()}
        return [Event("note", {"seat": seat, "cocoon": action.cocoon, "animal": action.animal},
                      text)]

    def _slide(self, seat: Seat, cocoon: int, ev: list[Event]) -> None:
        free_slide = self.phase == SPRING
        cost = 0 if free_slide else self.slide_cost(cocoon)
        self.supply -= cost
        self.tokens[cocoon] += cost
        src, dst = self.pos[cocoon], self.free
        self.pos[cocoon] = dst
        self._geo = {}
        self.phase = TURN
        name = self.names[seat]
        if free_slide:
            text = _("The spring pushes the cocoon from the {a} space to the {b} space.")
        elif cost:
            text = _(
                "{name} pays a token and slides the cocoon from the {a} space to the {b} space.")
        else:
            text = _("{name} slides the cocoon from the {a} space to the {b} space for free.")
        ev.append(Event("slide", {"seat": seat, "cocoon": cocoon, "from": src, "to": dst,
                                  "paid": cost, "spring": free_slide},
                        text.format(name=name, a=self._space_word(src), b=self._space_word(dst))))
        self._remember()
        self._resolve(src, ev)

    def _resolve(self, slot: int, ev: list[Event]) -> None:
        """The freed space: hard mode's price, the trapdoor, then the animal."""
        if (self.options.hard_mode and self.trap[slot] is None and self.bottom[slot] is None
                and not self.action_token[slot]):
            if not self.supply:
                self._lose(HARD_EMPTY, ev)
                return
            self.supply -= 1
            self.action_token[slot] = True
            ev.append(Event("empty_space", {"slot": slot},
                            _("Hard mode: the empty {space} space takes an action token.").format(
                                space=self._space_word(slot))))
        self.explored[slot] = True
        trap = self.trap[slot]
        if trap is not None and not self.trap_up[slot]:
            self.trap_up[slot] = True
            ev.append(Event("trapdoor", {"slot": slot, "trapdoor": trap},
                            _("A trapdoor turns up on the {space} space: {what}.").format(
                                space=self._space_word(slot), what=trapdoor_words(trap))))
            kind = L.kind_of(trap)
            if kind == "rune":
                self._discard(slot, ev)
            elif kind == L.SPRING:
                self._discard(slot, ev)
                self.phase = SPRING
                ev.append(Event("spring", {"slot": slot},
                                _("A spring! Slide a cocoon into the {space} space for free."
                                  ).format(space=self._space_word(slot))))
                return  # the animal under a spring stays face down
            elif kind == L.SPIN:
                self._discard(slot, ev)
                self.rotation = (self.rotation + 1) % 4
                ev.append(Event("spin", {"rotation": self.rotation},
                                _("The box spins a quarter turn clockwise.")))
                self._geo = {}
                self._remember()
            elif kind == L.ACTION:
                self.trap[slot] = None
                self.phase = ACTION
                return  # the animal turns over once the trapdoor is in a cocoon
            elif not self._opens(slot, ev):
                self._settle(ev)  # it stays on its animal: nothing more to uncover here
                return
        elif trap is not None and not self._opens(slot, ev):
            self._settle(ev)
            return
        self._flip_animal(slot, ev)
        self._settle(ev)

    def _opens(self, slot: int, ev: list[Event]) -> bool:
        """A face-up padlock or numbered trapdoor: removed if it may go now, else it stays."""
        trap = self.trap[slot]
        assert trap is not None
        if L.kind_of(trap) == "padlock":
            if self.padlock_open(trap):
                self._discard(slot, ev)
                return True
            ev.append(Event("locked", {"slot": slot, "trapdoor": trap},
                            _("The padlock stays: its three runes are not all gone yet.")))
            return False
        number = L.number_of(trap)
        if number == self.next_number:
            self.next_number += 1
            self._discard(slot, ev)
            return True
        ev.append(Event("locked", {"slot": slot, "trapdoor": trap},
                        _("Number {n} must wait for number {next}: it stays, number side up."
                          ).format(n=number, next=self.next_number)))
        return False

    def _discard(self, slot: int, ev: list[Event]) -> None:
        trap = self.trap[slot]
        assert trap is not None
        self.trap[slot] = None
        self.discarded.append(trap)
        ev.append(Event("discard", {"slot": slot, "trapdoor": trap},
                        _("The trapdoor ({what}) goes into the lid.").format(
                            what=trapdoor_words(trap))))

    def _flip_animal(self, slot: int, ev: list[Event]) -> None:
        token = self.bottom[slot]
        if token in L.ANIMALS and not self.bottom_up[slot]:
            self.bottom_up[slot] = True
            ev.append(Event("animal", {"slot": slot, "animal": token},
                            _("Under it lies the {animal}.").format(animal=_(token))))

    def _settle(self, ev: list[Event]) -> None:
        """After the main action: a choice to place the animal, or the next turn."""
        if self.phase == OVER:
            return
        if self._placements():
            self.phase = AFTER
        else:
            self._end_turn(ev)

    def _place(self, seat: Seat, cocoon: int, ev: list[Event]) -> None:
        slot = self.free
        animal = self.bottom[slot]
        assert animal is not None
        self.bottom[slot] = None
        self.bottom_up[slot] = False
        self.holds[cocoon] = animal
        ev.append(Event("place", {"seat": seat, "cocoon": cocoon, "animal": animal, "slot": slot},
                        _("{name} puts the {animal} into the cocoon on the {space} space.").format(
                            name=self.names[seat], animal=_(animal),
                            space=self._space_word(self.pos[cocoon]))))
        if self.phase == AFTER:
            self._end_turn(ev)

    def _correct(self, seat: Seat, action: Correct, ev: list[Event]) -> None:
        self.supply -= L.CORRECTION_COST
        self.lid += L.CORRECTION_COST
        animal = self.holds[action.source]
        self.holds[action.source], self.holds[action.target] = None, animal
        ev.append(Event("correct", {"seat": seat, "source": action.source,
                                    "target": action.target, "animal": animal},
                        _("{name} puts three tokens in the lid and moves the {animal} from the "
                          "{a} cocoon to the {b} cocoon.").format(
                              name=self.names[seat], animal=_(str(animal)),
                              a=self._space_word(self.pos[action.source]),
                              b=self._space_word(self.pos[action.target]))))
        self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        self.turn = (self.turn + 1) % len(self.names)
        self.phase = TURN
        self._cache = {}
        ev.append(Event("turn", {"seat": self.turn},
                        _("{name}'s turn.").format(name=self.names[self.turn])))
        if not self._payable() and not self.start_visible():
            self._lose(NO_TOKENS, ev)

    def _lose(self, reason: str, ev: list[Event]) -> None:
        self.result = "lost"
        self.reason = reason
        self.phase = OVER
        ev.append(Event("lost", {"reason": reason}, self.reason_text()))

    def reason_text(self) -> str:
        """Why the game ended, in the language active now (the state keeps only a key, so a
        finished game saved in one language loads in another)."""
        if self.reason == NO_TOKENS:
            return _("No action token is left to pay for another move.")
        if self.reason == HARD_EMPTY:
            return _("An empty space needs an action token and the supply is empty.")
        if self.reason == WRONG:
            wrong = sum(1 for c in range(COCOONS) if self.holds[c] != self.owner[c])
            return ngettext(
                "{n} cocoon does not hold its own animal: the game is lost.",
                "{n} cocoons do not hold their own animals: the game is lost.",
                wrong).format(n=wrong)
        if self.reason == WON:
            return ngettext(
                "Every animal is home! You won with {n} action token left.",
                "Every animal is home! You won with {n} action tokens left.",
                self.supply).format(n=self.supply)
        return ""

    def _reveal(self, ev: list[Event]) -> None:
        wrong = [c for c in range(COCOONS) if self.holds[c] != self.owner[c]]
        self.phase = OVER
        self.pending = []
        ev.append(Event("reveal", {"owners": list(self.owner), "holds": list(self.holds)},
                        _("The cocoons are opened and every seal is shown.")))
        if wrong:
            self.result, self.reason = "lost", WRONG
            ev.append(Event("lost", {"reason": WRONG, "wrong": wrong}, self.reason_text()))
        else:
            self.result, self.reason = "won", WON
            ev.append(Event("won", {"score": self.supply}, self.reason_text()))

    def end_report(self, history: Sequence[Event]) -> EndReport | None:
        """The reveal of every cocoon, the score and the table's main moments, from public
        events only (see core/end_summary.py)."""
        if self.result is None:
            return None
        won = self.result == "won"
        note = (ngettext("won together with {n} token left",
                         "won together with {n} tokens left", self.supply).format(n=self.supply)
                if won else _("lost together"))
        standings = tuple(Standing(s, name, 1, note) for s, name in enumerate(self.names))
        slides = [0] * len(self.names)
        counts: Counter[str] = Counter()
        for e in history:
            if e.kind == "slide" and 0 <= int(e.data.get("seat", -1)) < len(slides):
                slides[int(e.data["seat"])] += 1
            counts[e.kind] += 1
        moments = [ngettext("{name} slid {n} cocoon.", "{name} slid {n} cocoons.", n).format(
            name=name, n=n) for name, n in zip(self.names, slides, strict=True) if n]
        for kind, words in _MOMENT_WORDS:
            if counts[kind]:
                moments.append(words(counts[kind]).format(n=counts[kind]))
        if self.lid:
            moments.append(ngettext("{n} token went to the lid.", "{n} tokens went to the lid.",
                                    self.lid).format(n=self.lid))
        secrets = tuple(self._reveal_line(c) for c in sorted(
            range(COCOONS), key=lambda c: self.pos[c]))
        results: tuple[float | None, ...] = tuple(
            float(self.supply) if won else None for _s in self.names)
        return EndReport(standings, tuple(moments), secrets, results,
                         N_("action tokens left"), lower_is_better=False)

    def _reveal_line(self, cocoon: int) -> str:
        """One cocoon at the reveal: where it stands, whose it is, what it holds."""
        space = _(B.SLOT_WORDS[self.pos[cocoon]])
        owner, held = _(self.owner[cocoon]), self.holds[cocoon]
        if held is None:
            return _("The {space} cocoon: the {owner}'s, left empty ✘").format(
                space=space, owner=owner)
        if held == self.owner[cocoon]:
            return _("The {space} cocoon: the {owner}'s, home ✔").format(
                space=space, owner=owner)
        return _("The {space} cocoon: the {owner}'s, but holds the {animal} ✘").format(
            space=space, owner=owner, animal=_(held))

    def _remember(self) -> None:
        for seat in range(len(self.names)):
            self.seen[seat].update(self.sight(seat))

    # --- observe ---------------------------------------------------------------------------
    def observe(self, seat: Seat | None) -> dict[str, Any]:
        public = self._cache.get("public")
        if public is None:
            public = self._cache["public"] = self._public()
        obs = dict(public)
        seals: dict[str, str] = {}
        if self.result is not None:
            seals = {str(c): self.owner[c] for c in range(COCOONS)}
        elif seat is not None:
            seals = {str(c): self.owner[c] for c in sorted(self.known_to(seat))}
        obs["seals"] = seals
        return obs

    def _public(self) -> dict[str, Any]:
        n = len(self.names)
        spaces = []
        for s in range(B.SLOTS):
            if not self.explored[s]:
                spaces.append({"explored": False, "trapdoor": None, "token": "hidden",
                               "action_token": False})
                continue
            token = self.bottom[s]
            if token is not None and not self.bottom_up[s]:
                token = "face_down"
            trap = self.trap[s] if self.trap_up[s] else None
            spaces.append({"explored": True, "trapdoor": trap, "token": token,
                           "action_token": self.action_token[s]})
        kinds, padlocks = _level_facts(tuple(self.trapdoors))
        return {
            "game": "cocoons",
            "players": list(self.names),
            "corners": [[B.CORNER_NAMES[k] for k in cs] for cs in self.corners],
            "level": self.level,
            "level_kinds": dict(kinds),
            "hard_mode": self.options.hard_mode,
            "memory": self.options.remember_sightings,
            "padlock_runes": {name: list(r) for name, r in padlocks},
            "rotation": self.rotation,
            "free": self.free,
            "cocoons": [{"slot": self.pos[c], "arrow": self.seal[c], "tokens": self.tokens[c],
                         "animal": self.holds[c], "action_trapdoor": c == self.action_cocoon}
                        for c in range(COCOONS)],
            "spaces": spaces,
            "sightlines": [list(self.sight(s)) for s in range(n)],
            "notes": self._public_notes(),
            "supply": self.supply,
            "lid": self.lid,
            "discarded": list(self.discarded),
            "next_number": self.next_number,
            "start_visible": self.start_visible(),
            "turn": None if self.phase == OVER else self.turn,
            "phase": self.phase,
            "pending": list(self.pending),
            "result": self.result,
            "score": self.supply if self.result == "won" else 0,
            "reason": self.reason_text(),
        }

    def _public_notes(self) -> list[dict[str, Any] | None]:
        return [None if note is None else {"animal": note[0], "by": note[1]}
                for note in self.notes]

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


def trapdoor_words(trap: str) -> str:
    """A trapdoor as players name it."""
    kind = L.kind_of(trap)
    if kind == "rune":
        return _("the {rune} rune").format(rune=_(trap.split(":", 1)[1]))
    if kind == "padlock":
        return _("padlock {n}").format(n=L.number_of(trap))
    if kind == "num":
        return _("number {n}").format(n=L.number_of(trap))
    return {L.SPRING: _("a spring"), L.SPIN: _("a spinning trapdoor"),
            L.ACTION: _("the action trapdoor")}[kind]


class CocoonsGame(Game):
    meta = COCOONS_META
    Options = CocoonsOptions

    def new_state(self, player_names, options=None, seed=0) -> CocoonsState:
        self.check_player_count(len(player_names))
        return CocoonsState(player_names, options or CocoonsOptions(), GameRng(seed))

    def state_from_dict(self, data: Mapping[str, Any]) -> CocoonsState:
        if not isinstance(data, Mapping):
            raise SaveFormatError(_("The Cocoons game in this file is damaged."))
        return CocoonsState.from_dict(data)

    def action_from_dict(self, data) -> Action:
        return action_from_dict(data)

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
