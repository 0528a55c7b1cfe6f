"""A pure-Python helper that plans from what one seat may know: the Hint button and the bots.

It reads only an observation (the public table plus that seat's seals) and the table
notes, which it believes unless the seat's own eyes say otherwise. It never sees a hidden
fact: what lies under unexplored spaces is treated as unknown.

- `knowledge(obs)`: cocoon -> animal the seat may rely on (seen, noted, or the last one
  left by elimination).
- `suggest(obs, seat, legal)`: the move it would make, with a reason for people. On
  numbered levels (the trapdoors must go in order, so a few slides ahead say little) the
  slides and guesses are weighed by play-outs on boxes dealt from the observation
  (playout.py); elsewhere a short look-ahead scores what each path uncovers.
- `verdict(obs)`: how many tokens the rest needs at the very least, and whether the supply
  can still pay for that.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from cocoa_games.core.game import Action
from cocoa_games.core.i18n import N_, _, ngettext

from . import box as B
from . import levels as L
from . import playout
from .actions import (
    AGREE,
    CORRECT,
    DECLINE,
    END_TURN,
    PLACE,
    PLACE_ACTION_TRAPDOOR,
    PROPOSE_END,
    SLIDE,
    PlaceAnimal,
    Slide,
    without_notes,
)
from .kinds import Phase
from .looks import box_turn
from .observation import FACE_DOWN, HIDDEN, CocoonsObservation, CocoonView

COCOONS = 8
UNEXPLORED_GAIN = 10.0
FACE_DOWN_GAIN = 6.0
PLACE_GAIN = 12.0
SEAL_GAIN = 5.0
TOKEN_COST = 1.5
DISCOUNT = 0.8
REVISIT_COST = 2.0


@dataclass(frozen=True)
class Verdict:
    min_tokens: int
    winnable: bool

    def text(self, supply: int) -> str:
        """Empty when the bound says nothing (no token is sure to be needed)."""
        if self.winnable and self.min_tokens == 0:
            return ""
        if not self.winnable:
            return ngettext(
                "Out of reach: even the shortest way needs at least {n} token, and the supply "
                "has {s}.",
                "Out of reach: even the shortest way needs at least {n} tokens, and the supply "
                "has {s}.", self.min_tokens).format(n=self.min_tokens, s=supply)
        return ngettext("Still possible: at least {n} more token is needed.",
                        "Still possible: at least {n} more tokens are needed.",
                        self.min_tokens).format(n=self.min_tokens)


@dataclass(frozen=True)
class Advice:
    action: Action
    reason: str
    verdict: Verdict | None = None
    cocoon: int | None = None  # the cocoon the reason speaks of: the table highlights it


#: where a cocoon stands on the seat's own screen (the box turned so the seat sits at the
#: bottom left): the box spins and turns per seat, so compass points mean nothing to people
SCREEN_WORDS = (
    (N_("top left"), N_("top middle"), N_("top right")),
    (N_("middle left"), N_("middle"), N_("middle right")),
    (N_("bottom left"), N_("bottom middle"), N_("bottom right")),
)


def screen_place(obs: CocoonsObservation, seat: int, cocoon: int) -> str:
    """Where `seat` sees `cocoon` on its screen, in words ("top left")."""
    row, col = B.table_slot(obs["cocoons"][cocoon]["slot"], box_turn(obs, seat))
    return _(SCREEN_WORDS[row][col])


def knowledge(obs: CocoonsObservation) -> dict[int, str]:
    """Cocoon -> animal: the seat's own sightings, then notes that do not contradict them,
    then the last cocoon and animal left over by elimination."""
    known = {int(c): a for c, a in obs["seals"].items()}
    taken = set(known.values())
    for c, note in enumerate(obs["notes"]):
        if note is not None and c not in known and note["animal"] not in taken:
            known[c] = note["animal"]
            taken.add(note["animal"])
    if len(known) == COCOONS - 1:
        last = next(c for c in range(COCOONS) if c not in known)
        known[last] = next(a for a in L.ANIMALS if a not in taken)
    return known


def _table_faces(obs: CocoonsObservation) -> set[int]:
    """Box-frame directions some seat at the table can read (people share what they see)."""
    corners = {B.CORNER_NAMES.index(k) for cs in obs["corners"] for k in cs}
    rot = obs["rotation"]
    return {(d - rot) % 4 for k in corners for d in B.CORNER_FACES[k]}


def _waiting(obs: CocoonsObservation) -> set[int]:
    """Spaces the free space still has to visit: something hidden or an animal to place."""
    out = set()
    for s, space in enumerate(obs["spaces"]):
        token = space["token"]
        if token == HIDDEN or token == FACE_DOWN or token in L.ANIMALS:
            out.add(s)
    return out


def verdict(obs: CocoonsObservation) -> Verdict:
    """A lower bound on the tokens still needed: the free space must reach every space
    still holding an animal, then the Start token; each known wrong placement costs a
    correction. Springs not yet found may pay one slide each (and a spring now, the next).
    With the action trapdoor in play the slides give no bound: its cocoon may go to a space
    and back for free as often as that helps, so only the corrections count."""
    targets = sorted(_waiting(obs) - {obs["free"]})
    start = next(s for s, sp in enumerate(obs["spaces"]) if sp["token"] == L.START)
    slides = _shortest_tour(obs["free"], targets, start)
    springs_left = obs["level_kinds"].get(L.SPRING, 0) - sum(
        1 for t in obs["discarded"] if t == L.SPRING) + (obs["phase"] == Phase.SPRING)
    slides = max(0, slides - springs_left)
    if obs["level_kinds"].get(L.ACTION, 0) or any(c["action_trapdoor"] for c in obs["cocoons"]):
        slides = 0
    known = knowledge(obs)
    need = slides + len(_wrong(known, obs["cocoons"])) * L.CORRECTION_COST
    return Verdict(need, need <= obs["supply"])


def _shortest_tour(free: int, targets: Sequence[int], end: int) -> int:
    """Fewest slides for the free space to visit every target and finish on `end`."""
    if not targets:
        return B.distance(free, end)
    n = len(targets)
    full = (1 << n) - 1
    inf = 1 << 30
    best = [[inf] * n for _ in range(1 << n)]
    for i, t in enumerate(targets):
        best[1 << i][i] = B.distance(free, t)
    for mask in range(1, 1 << n):
        row = best[mask]
        for i in range(n):
            d = row[i]
            if d >= inf:
                continue
            ti = targets[i]
            for j in range(n):
                bit = 1 << j
                if mask & bit:
                    continue
                nd = d + B.distance(ti, targets[j])
                if nd < best[mask | bit][j]:
                    best[mask | bit][j] = nd
    return min(best[full][i] + B.distance(targets[i], end) for i in range(n))


# --- choosing a move ---------------------------------------------------------------------------
def suggest(obs: CocoonsObservation, seat: int, legal: Sequence[Action], depth: int = 3,
            with_verdict: bool = False, visited: Mapping[tuple[int, ...], int] | None = None,
            viewer: int | None = None) -> Advice | None:
    """The move this planner would make for `seat` now (None: nothing to do for it).
    `visited` counts arrangements of the cocoons met before: going back to one costs, so
    free slides (the action trapdoor) cannot swing back and forth for ever. The reason
    says where a cocoon stands on `viewer`'s screen (default: the seat's own)."""
    looker = seat if viewer is None else viewer
    allowed = set(without_notes(legal))  # notes are the bot's own business
    known = knowledge(obs)
    cocoons = obs["cocoons"]
    advice = _choose(obs, seat, allowed, known, cocoons, depth, visited or {},
                     lambda c: screen_place(obs, looker, c))
    if advice is None:
        return None
    if with_verdict:
        return Advice(advice.action, advice.reason, verdict(obs), advice.cocoon)
    return advice


def _choose(obs: CocoonsObservation, seat: int, allowed: set[Action], known: dict[int, str],
            cocoons: list[CocoonView], depth: int, visited: Mapping[tuple[int, ...], int],
            where: Callable[[int], str]) -> Advice | None:
    phase = obs["phase"]
    if phase == Phase.AGREE:
        if AGREE not in allowed:
            return None
        if all(c["animal"] is not None for c in cocoons) and not _wrong(known, cocoons):
            return Advice(AGREE, _("Every cocoon holds an animal and none is known to be wrong."))
        return Advice(DECLINE, _("Some animal is not home yet."))
    if phase == Phase.ACTION:
        movable = _movable(obs)
        pick = next((c for c in movable if cocoons[c]["slot"] == 4), movable[0])
        return Advice(PLACE_ACTION_TRAPDOOR[pick],
                      _("Put it into the highlighted cocoon ({where}), next to the free space: "
                        "it will move often.").format(where=where(pick)), cocoon=pick)
    placement = _placement(obs, known, cocoons, allowed, where)
    if placement is not None:
        return placement
    if phase == Phase.AFTER:
        return _not_placing(obs, known, cocoons, where)
    if phase not in (Phase.TURN, Phase.SPRING):
        return None
    if PROPOSE_END in allowed and all(c["animal"] is not None for c in cocoons) \
            and not _wrong(known, cocoons):
        return Advice(PROPOSE_END, _("Every animal is in a cocoon and the Start token shows."))
    fix = _correction(known, cocoons, allowed, where)
    if fix is not None:
        return fix
    slides = [a for a in allowed if isinstance(a, Slide)]
    if not slides:
        if PROPOSE_END in allowed:
            return Advice(PROPOSE_END, _("Nothing else can be paid for."))
        return None
    if phase == Phase.TURN and playout.fits(obs):
        in_order = [SLIDE[c] for c in range(COCOONS) if SLIDE[c] in allowed]
        picked = playout.best(obs, known, in_order)
        if picked is not None and isinstance(picked[0], Slide):
            return _slide_advice(picked[0], where)
    return _best_slide(obs, known, slides, depth, visited, where)


def _slide_advice(action: Slide, where: Callable[[int], str]) -> Advice:
    return Advice(action, _("Slide the highlighted cocoon ({where}): it opens the most in the "
                            "next moves.").format(where=where(action.cocoon)),
                  cocoon=action.cocoon)


def _wrong(known: Mapping[int, str], cocoons: Sequence[CocoonView]) -> list[int]:
    """Cocoons known to hold a wrong animal: their seal says another, or the animal's own
    cocoon is known to be another one (a guess that turned out wrong)."""
    homes = {a: c for c, a in known.items()}
    return [c for c, coc in enumerate(cocoons)
            if coc["animal"] is not None and (known.get(c, coc["animal"]) != coc["animal"]
                                              or homes.get(coc["animal"], c) != c)]


def _movable(obs: CocoonsObservation) -> list[int]:
    near = set(B.ADJACENT[obs["free"]])
    return [c for c, coc in enumerate(obs["cocoons"]) if coc["slot"] in near]


def _not_placing(obs: CocoonsObservation, known: dict[int, str], cocoons: list[CocoonView],
                 where: Callable[[int], str]) -> Advice:
    """Ending the turn with the animal left lying: its cocoon is unknown, or taken."""
    animal = obs["spaces"][obs["free"]]["token"]
    owner = next((c for c, a in known.items() if a == animal), None)
    held = cocoons[owner]["animal"] if owner is not None else None
    if owner is None or held is None or animal is None:
        return Advice(END_TURN, _("Nobody knows yet which cocoon this animal belongs to."))
    return Advice(END_TURN, _(
        "The highlighted cocoon ({where}) belongs to the {animal} but holds the {other}: "
        "end the turn, and correct that later.").format(
            where=where(owner), animal=_(animal), other=_(held)), cocoon=owner)


def _placement(obs: CocoonsObservation, known: dict[int, str], cocoons: list[CocoonView],
               allowed: set[Action], where: Callable[[int], str]) -> Advice | None:
    places = [a for a in allowed if isinstance(a, PlaceAnimal)]
    if not places:
        return None
    animal = obs["spaces"][obs["free"]]["token"]
    owner = next((c for c, a in known.items() if a == animal), None)
    if owner is not None:
        if PLACE[owner] in allowed:
            return Advice(PLACE[owner], _(
                "The seal of the highlighted cocoon ({where}) shows the {animal}: put it "
                "there.").format(where=where(owner), animal=_(known[owner])), cocoon=owner)
        return None
    # unknown: a guess only when the tokens will not last to find out
    candidates = [c for c in range(COCOONS) if c not in known and PLACE[c] in allowed]
    if playout.fits(obs):
        return _guess_or_wait(obs, known, candidates, allowed)
    left = len(_waiting(obs))
    if candidates and (len(candidates) == 1 or obs["supply"] <= left + 1):
        return Advice(PLACE[candidates[0]],
                      _("A guess: the tokens will not last to find its seal."),
                      cocoon=candidates[0])
    return None


def _guess_or_wait(obs: CocoonsObservation, known: dict[int, str], candidates: list[int],
                   allowed: set[Action]) -> Advice | None:
    """Play-outs weigh a guess now against fetching the animal once its seal is read. On
    the turn itself the slide comes first: the guess waits for the end of the turn."""
    if not candidates or obs["phase"] != Phase.AFTER or END_TURN not in allowed:
        return None
    # every cocoon nobody has read is as likely as the others: one guess stands for all
    picked = playout.best(obs, known, [END_TURN, PLACE[candidates[0]]])
    if picked is None or not isinstance(picked[0], PlaceAnimal):
        return None
    return Advice(picked[0], _("A guess: the tokens will not last to find its seal."),
                  cocoon=picked[0].cocoon)


def _correction(known: dict[int, str], cocoons: list[CocoonView],
                allowed: set[Action], where: Callable[[int], str]) -> Advice | None:
    for c in _wrong(known, cocoons):
        animal = cocoons[c]["animal"]
        home = next((k for k, a in known.items() if a == animal), None)
        if home is not None and CORRECT.get((c, home)) in allowed:
            return Advice(CORRECT[c, home], _(
                "The {animal} in the highlighted cocoon ({a}) belongs in the one at the {b}."
            ).format(animal=_(known[home]), a=where(c), b=where(home)), cocoon=c)
    return None


#: per space, its neighbours and the side a cocoon there turns towards the space
_LOOKING_INTO = tuple(tuple((slot, (d + 2) % 4) for d, slot in enumerate(B.NEIGHBOUR[s])
                            if slot is not None) for s in range(B.SLOTS))


def _best_slide(obs: CocoonsObservation, known: dict[int, str], slides: list[Slide],
                depth: int, visited: Mapping[tuple[int, ...], int],
                where: Callable[[int], str]) -> Advice:
    """Look a few slides ahead over what the table knows; score what each path uncovers."""
    faces = _table_faces(obs)
    unknown_seals = {c for c in range(COCOONS) if c not in known}
    arrows = [coc["arrow"] for coc in obs["cocoons"]]
    slots = [coc["slot"] for coc in obs["cocoons"]]
    action_cocoon = next((c for c, coc in enumerate(obs["cocoons"]) if coc["action_trapdoor"]),
                         None)
    spring = obs["phase"] == Phase.SPRING
    all_home = all(coc["animal"] is not None for coc in obs["cocoons"])
    value_at = _space_values(obs, known, all_home)

    work = [s for s in range(B.SLOTS) if value_at[s] > 1.0]
    dist = B.DIST
    adjacent = B.ADJACENT
    # a cocoon worth looking at: its seal unknown and on a side some seat can read
    readable = [c in unknown_seals and arrows[c] in faces for c in range(COCOONS)]

    def gain(slot_from: int, paid: bool, seen: frozenset[int], taken: frozenset[int],
             occ: list[int]) -> tuple[float, frozenset[int]]:
        """What freeing `slot_from` brings; `occ` says which cocoon stands where now."""
        g = 0.0 if slot_from in taken else value_at[slot_from]
        if paid:
            g -= TOKEN_COST
        new_seen = seen
        for slot, facing in _LOOKING_INTO[slot_from]:
            c = occ[slot]
            if readable[c] and arrows[c] == facing and c not in seen:
                g += SEAL_GAIN
                new_seen = new_seen | {c}
        return g, new_seen

    def search(occ: list[int], free: int, d: int, last: int, seen, taken) -> float:
        if d == 0:  # beyond the horizon: how far the nearest unfinished space is
            near = [dist[free][s] for s in work if s not in taken and s != free]
            return -0.3 * min(near) if near else 0.0
        best = -1e9
        for src in adjacent[free]:
            c = occ[src]
            if c == last:
                continue
            occ[free], occ[src] = c, -1
            g, new_seen = gain(src, c != action_cocoon, seen, taken, occ)
            v = g + DISCOUNT * search(occ, src, d - 1, c, new_seen, taken | {src})
            occ[src], occ[free] = c, -1
            best = max(best, v)
        return best if best > -1e9 else 0.0

    scored = []
    free = obs["free"]
    for action in slides:
        c = action.cocoon
        src = slots[c]
        occ = [-1] * B.SLOTS
        for k, slot in enumerate(slots):
            occ[slot] = k
        occ[free], occ[src] = c, -1
        paid = not spring and c != action_cocoon
        g, seen = gain(src, paid, frozenset(), frozenset(), occ)
        v = g + DISCOUNT * search(occ, src, depth - 1, c, seen, frozenset({src}))
        pos = list(slots)
        pos[c] = free
        v -= REVISIT_COST * visited.get(tuple(pos), 0)
        scored.append((v, -c, action))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return _slide_advice(scored[0][2], where)


def _space_values(obs: CocoonsObservation, known: dict[int, str], all_home: bool,
                  ) -> list[float]:
    """What freeing each space is worth now."""
    out = []
    homes = {a for a in known.values()}
    free_cocoons = {c for c, coc in enumerate(obs["cocoons"]) if coc["animal"] is None}
    owner_of = {a: c for c, a in known.items()}
    next_number = obs["next_number"]
    discarded = set(obs["discarded"])
    for sp in obs["spaces"]:
        token, trap = sp["token"], sp["trapdoor"]
        v = 0.0
        if token == HIDDEN:
            v = UNEXPLORED_GAIN
        elif trap is not None and L.kind_of(trap) == "num":
            v = FACE_DOWN_GAIN if L.number_of(trap) == next_number else 0.0
        elif trap is not None and L.kind_of(trap) == "padlock":
            opened = all(L.rune(r) in discarded for r in L.padlock_runes(trap))
            v = FACE_DOWN_GAIN if opened else 0.0
        elif token == FACE_DOWN:
            v = FACE_DOWN_GAIN
        elif token in L.ANIMALS:
            v = PLACE_GAIN if token in homes and owner_of[token] in free_cocoons else 1.0
        elif token == L.START and all_home:
            v = 50.0
        out.append(v)
    return out
