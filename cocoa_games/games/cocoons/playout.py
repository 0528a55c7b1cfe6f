"""Sampled play-outs for boxes whose trapdoors must be met in order (level 5's numbers).

A few slides ahead says little when number 1 must come before number 2: the real question
is which first move leaves the shortest way through every number, every animal and back
to the Start token. So the planner deals out worlds that fit what the seat may know (the
unseen numbers on the unexplored spaces, the unseen animals under them, the owners of the
cocoons nobody has read), plays each to the end with a plain team plan, and keeps the move
that finishes in the most worlds (then: with the most tokens left).

Only the observation is read; a sampled world is the planner's own guess, never the real
box. The team plan in a play-out: go to the next number if its space is known, else to
the nearest unexplored space; put each animal into its cocoon as soon as the table knows
it; once every number is gone, fetch the animals left lying (guessing the cocoon only when
nobody can read it), then go back to the Start token. A seal is learnt when it looks into
the free space on a side the seat about to move can read (computer seats write down what
they see on their turn).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cocoa_games.core.game import Action

from . import box as B
from . import levels as L
from .actions import EndTurn, PlaceAnimal, Slide
from .kinds import Phase
from .observation import FACE_DOWN, HIDDEN, CocoonsObservation

COCOONS = 8
SAMPLES = 40
STEP_LIMIT = 80
#: trapdoor kinds the play-out knows how to play (the rest: the short look-ahead)
KINDS = frozenset({"num", "rune"})
RUNE = 0  # a rune in a sampled world: gone as soon as its space is free
#: whether the mover always has a move after the slide (the turn ends with "End the turn",
#: so computer seats note what the slide showed them) or only when an animal turned up
MOVER_LOOKS = any(p.value == "done" for p in Phase)


def fits(obs: CocoonsObservation) -> bool:
    """Whether play-outs plan this box: numbered trapdoors, nothing that moves the box."""
    kinds = set(obs["level_kinds"])
    return "num" in kinds and kinds <= KINDS and not any(
        c["action_trapdoor"] for c in obs["cocoons"])


@dataclass
class World:
    """One dealt box, mutable: a play-out walks it to the end."""

    occ: list[int]  # space -> cocoon (-1: the free space)
    free: int
    trap: list[int | None]  # a number, RUNE, or None
    animal: list[str | None]
    up: list[bool]  # the animal lies face up
    explored: list[bool]
    paid_empty: list[bool]  # hard mode: the empty space holds its token
    holds: list[str | None]
    owner: list[str]
    known: set[int]  # cocoons whose animal the table knows
    next_number: int
    turn: int
    spent: int = 0

    def copy(self) -> World:
        return World(list(self.occ), self.free, list(self.trap), list(self.animal),
                     list(self.up), list(self.explored), list(self.paid_empty),
                     list(self.holds), self.owner, set(self.known), self.next_number,
                     self.turn, self.spent)


@dataclass(frozen=True)
class Table:
    """What stays fixed during a play-out."""

    arrows: tuple[int, ...]
    faces: tuple[frozenset[int], ...]  # per seat: box-frame sides its corners read
    start: int
    numbers: int
    supply: int
    hard: bool


def seat_faces(obs: CocoonsObservation) -> tuple[frozenset[int], ...]:
    rot = obs["rotation"]
    return tuple(frozenset((d - rot) % 4 for name in corners
                           for d in B.CORNER_FACES[B.CORNER_NAMES.index(name)])
                 for corners in obs["corners"])


def table_of(obs: CocoonsObservation) -> Table:
    start = next(s for s, sp in enumerate(obs["spaces"]) if sp["token"] == L.START)
    return Table(tuple(c["arrow"] for c in obs["cocoons"]), seat_faces(obs), start,
                 obs["level_kinds"].get("num", 0), obs["supply"], obs["hard_mode"])


def deal(obs: CocoonsObservation, known: Mapping[int, str], rng: random.Random) -> World:
    """A box that fits the observation and `known` (cocoon -> animal), the rest at random."""
    spaces = obs["spaces"]
    cocoons = obs["cocoons"]
    occ = [-1] * B.SLOTS
    for c, coc in enumerate(cocoons):
        occ[coc["slot"]] = c
    trap: list[int | None] = [None] * B.SLOTS
    animal: list[str | None] = [None] * B.SLOTS
    up = [False] * B.SLOTS
    seen_numbers = {L.number_of(t) for t in obs["discarded"] if L.kind_of(t) == "num"}
    runes_left = obs["level_kinds"].get("rune", 0) - sum(
        1 for t in obs["discarded"] if L.kind_of(t) == "rune")
    hidden, face_down = [], []
    placed = {coc["animal"] for coc in cocoons if coc["animal"] is not None}
    lying = set()
    for s, sp in enumerate(spaces):
        face_up = sp["trapdoor"]
        if face_up is not None and L.kind_of(face_up) == "num":
            trap[s] = L.number_of(face_up)
            seen_numbers.add(trap[s])  # type: ignore[arg-type]
        token = sp["token"]
        if token == HIDDEN:
            hidden.append(s)
        elif token == FACE_DOWN:
            face_down.append(s)
        elif token in L.ANIMALS:
            animal[s], up[s] = token, True
            lying.add(token)
    pool: list[int | None] = [n for n in range(1, table_numbers(obs) + 1)
                              if n not in seen_numbers]
    pool += [RUNE] * max(0, runes_left)
    pool += [None] * max(0, len(hidden) - len(pool))
    rng.shuffle(pool)
    for s, t in zip(hidden, pool, strict=False):
        trap[s] = t
    unseen = [a for a in L.ANIMALS if a not in placed and a not in lying]
    rng.shuffle(unseen)
    for s, a in zip(hidden + face_down, unseen, strict=False):
        animal[s] = a
    owner = [known.get(c, "") for c in range(COCOONS)]
    rest = [a for a in L.ANIMALS if a not in known.values()]
    rng.shuffle(rest)
    for c, a in zip((c for c in range(COCOONS) if c not in known), rest, strict=False):
        owner[c] = a
    return World(occ, obs["free"], trap, animal, up,
                 [sp["explored"] for sp in spaces],
                 [sp["action_token"] for sp in spaces],
                 [coc["animal"] for coc in cocoons], owner, set(known),
                 obs["next_number"], obs["turn"] or 0)


def table_numbers(obs: CocoonsObservation) -> int:
    return obs["level_kinds"].get("num", 0)


# --- playing a world out -----------------------------------------------------------------------
def look(w: World, t: Table, seat: int) -> None:
    """What `seat` reads in the free space's walls goes on the table (as bots note it)."""
    faces = t.faces[seat % len(t.faces)]
    for d, slot in enumerate(B.NEIGHBOUR[w.free]):
        if slot is None:
            continue
        c = w.occ[slot]
        arrow = t.arrows[c]
        if arrow == (d + 2) % 4 and arrow in faces:
            w.known.add(c)
    if len(w.known) == COCOONS - 1:
        w.known.update(range(COCOONS))


def placeable(w: World) -> str | None:
    s = w.free
    a = w.animal[s]
    return a if a is not None and w.up[s] and w.trap[s] is None else None


def put(w: World, cocoon: int) -> None:
    s = w.free
    a = w.animal[s]
    w.holds[cocoon] = a
    w.animal[s], w.up[s] = None, False


def place_known(w: World) -> None:
    a = placeable(w)
    if a is None:
        return
    home = w.owner.index(a)
    if home in w.known and w.holds[home] is None:
        put(w, home)


def slide(w: World, t: Table, src: int) -> None:
    """The cocoon on `src` slides into the free space; the freed space resolves; the next
    seat's turn begins (it reads its corner and may place the animal lying there)."""
    w.occ[w.free], w.occ[src] = w.occ[src], -1
    w.free = src
    w.spent += 1
    if t.hard and w.trap[src] is None and w.animal[src] is None and src != t.start \
            and not w.paid_empty[src]:
        w.spent += 1
        w.paid_empty[src] = True
    w.explored[src] = True
    trap = w.trap[src]
    if trap is not None and (trap == RUNE or trap == w.next_number):
        w.trap[src] = None
        if trap != RUNE:
            w.next_number += 1
    if w.trap[src] is None and w.animal[src] is not None:
        w.up[src] = True
    if MOVER_LOOKS or (placeable(w) is not None and None in w.holds):
        look(w, t, w.turn)  # the sliding seat sees the box again before its turn ends
        place_known(w)
    w.turn += 1
    look(w, t, w.turn)
    place_known(w)


def _target(w: World, t: Table) -> tuple[int | None, bool]:
    """(the space the team plan heads for, whether it guesses there); None: lost."""
    free = w.free
    dist = B.DIST
    lying = [s for s in range(B.SLOTS) if w.animal[s] is not None and w.up[s]
             and w.trap[s] is None]
    sure = [s for s in lying if w.owner.index(w.animal[s]) in w.known]  # type: ignore[arg-type]
    goal = None
    if w.next_number <= t.numbers:
        goal = next((s for s in range(B.SLOTS) if w.trap[s] == w.next_number
                     and w.explored[s]), None)
    if goal is None:
        hidden = [s for s in range(B.SLOTS) if not w.explored[s]]
        if hidden:
            goal = min(hidden, key=lambda s: (dist[free][s], s))
    if goal is not None:  # an animal to fetch on the way costs nothing more
        way = dist[free][goal]
        on_way = [s for s in sure if s != free and dist[free][s] + dist[s][goal] == way]
        return min(on_way, key=lambda s: (dist[free][s], s)) if on_way else goal, False
    if lying:
        pick = sure or lying
        return min(pick, key=lambda s: (dist[free][s], s)), not sure
    if None in w.holds:
        return None, False  # an animal the plan cannot reach: the game is lost
    return t.start, False


def play_out(w: World, t: Table) -> tuple[bool, int]:
    """(won, tokens left over) when the team plan plays `w` to its end. The plan goes on
    past an empty supply, so a lost world still tells how far short it fell (negative)."""
    for _ in range(STEP_LIMIT):
        if not _correct_known(w, t):
            return False, -STEP_LIMIT
        place_known(w)
        target, guess = _target(w, t)
        if target is None:
            return False, -STEP_LIMIT
        if target == w.free:
            if guess:
                empty = [c for c in range(COCOONS) if w.holds[c] is None and c not in w.known]
                if not empty:
                    return False, -STEP_LIMIT
                put(w, empty[0])
                continue
            if target == t.start and None not in w.holds:
                left = t.supply - w.spent
                if w.holds != w.owner:  # a wrong guess nobody found out: the reveal loses
                    return False, -STEP_LIMIT
                return left >= 0, left
        slide(w, t, _step(w, t, target))
    return False, -STEP_LIMIT


def _correct_known(w: World, t: Table) -> bool:
    """A correcting action for each animal the table now knows is in a wrong cocoon (its
    own cocoon still empty); False when one cannot be mended that way."""
    for c, held in enumerate(w.holds):
        if held is None or held == w.owner[c]:
            continue
        home = w.owner.index(held)
        if c not in w.known and home not in w.known:
            continue  # nobody can tell yet
        if w.holds[home] is not None:
            return False
        w.holds[home], w.holds[c] = held, None
        w.spent += L.CORRECTION_COST
        w.turn += 1
        look(w, t, w.turn)
    return True


def _step(w: World, t: Table, target: int) -> int:
    """The neighbour of the free space to free next on a shortest way to `target`,
    preferring one that lets the next seat read a new seal, then one not explored yet."""
    free = w.free
    if target == free:  # at the target but not done: step out and back
        return B.ADJACENT[free][0]
    near = B.DIST[target]
    way = near[free] - 1
    steps = [s for s in B.ADJACENT[free] if near[s] == way]
    if len(steps) == 1:
        return steps[0]
    faces = t.faces[(w.turn + 1) % len(t.faces)]
    return min(steps, key=lambda s: (-_news(w, t, free, s, faces), w.explored[s], s))


def _news(w: World, t: Table, free: int, src: int, faces: frozenset[int]) -> int:
    """Seals nobody knows yet that face `src` once its cocoon slides to `free`, on a side
    `faces` reads."""
    n = 0
    for d, slot in enumerate(B.NEIGHBOUR[src]):
        if slot is None:
            continue
        c = w.occ[src] if slot == free else w.occ[slot]
        arrow = t.arrows[c]
        if c not in w.known and arrow == (d + 2) % 4 and arrow in faces:
            n += 1
    return n


# --- choosing ----------------------------------------------------------------------------------
def _apply(w: World, t: Table, action: Action) -> None:
    """The seat's real option, in the dealt world (placing or not ends the turn)."""
    if isinstance(action, Slide):
        slide(w, t, w.occ.index(action.cocoon))
        return
    if isinstance(action, PlaceAnimal):
        put(w, action.cocoon)
    elif not isinstance(action, EndTurn):
        raise ValueError(f"play-outs do not plan {action!r}")
    w.turn += 1
    look(w, t, w.turn)
    place_known(w)


def best(obs: CocoonsObservation, known: Mapping[int, str], options: Sequence[Action],
         samples: int = SAMPLES) -> tuple[Action, float] | None:
    """The option that wins the most dealt worlds (ties: most tokens left), with the share
    of worlds it wins. The worlds are dealt from the observation itself, so the same
    position always gets the same advice."""
    if not options:
        return None
    rng = random.Random(_seed(obs))
    t = table_of(obs)
    worlds = [deal(obs, known, rng) for _ in range(samples)]
    scored = []
    for i, action in enumerate(options):
        won = spare = 0
        for world in worlds:
            w = world.copy()
            _apply(w, t, action)
            ok, left = play_out(w, t)
            won += ok
            spare += left
        scored.append((won, spare, -i, action))
    won, spare, _i, action = max(scored, key=lambda s: s[:3])
    if not won and all(s[1] == spare for s in scored):
        return None  # every option as hopeless as the others: nothing to tell them apart
    return action, won / samples


def _seed(obs: CocoonsObservation) -> int:
    """The same number for the same position in every run (str hashes are salted)."""
    key = repr(([c["slot"] for c in obs["cocoons"]], obs["supply"], obs["next_number"],
                obs["turn"], [sp["token"] for sp in obs["spaces"]]))
    return zlib.crc32(key.encode())
