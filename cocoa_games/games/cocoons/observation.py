"""What a seat sees of the box: the observation's types, and building it from the state.

`observe(seat)` (None = the public table) returns a `CocoonsObservation`:

- the table: "game", "players", "corners" (corner names per seat), "level" (1..5, 0 for a
  home-made one), "level_kinds" ({trapdoor kind: count}, only the kinds the level has),
  "hard_mode", "memory", "padlock_runes", "rotation", "free" (the free space);
- "cocoons": per cocoon its "slot", "arrow", "tokens", "animal" and "action_trapdoor";
- "spaces": per space "explored", "trapdoor" (face up only), "token" (START, an animal,
  FACE_DOWN, None; HIDDEN while unexplored) and "action_token";
- "sightlines": per seat the cocoons whose seal it could see now (geometry: public);
- "notes": per cocoon None or {"animal", "by"} (claims, never checked);
- "supply", "lid", "discarded", "next_number", "start_visible", "turn", "phase",
  "pending", "result", "score", "reason" (in words);
- "seals": {str(cocoon): animal}, ONLY the viewer's own sightings (every one at the reveal).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypedDict, cast

from . import box as B
from . import levels as L
from .kinds import Phase, Result

if TYPE_CHECKING:
    from .rules import CocoonsState

#: a space's token while nobody has seen it, and an animal lying face down
HIDDEN, FACE_DOWN = "hidden", "face_down"


class CocoonView(TypedDict):
    slot: int
    arrow: int
    tokens: int
    animal: str | None
    action_trapdoor: bool


class SpaceView(TypedDict):
    explored: bool
    trapdoor: str | None
    token: str | None
    action_token: bool


class NoteView(TypedDict):
    animal: str
    by: int


class PublicTable(TypedDict):
    """What the whole table sees (the keys in the order their JSON has them)."""

    game: str
    players: list[str]
    corners: list[list[str]]
    level: int
    level_kinds: dict[str, int]
    hard_mode: bool
    memory: bool
    padlock_runes: dict[str, list[str]]
    rotation: int
    free: int
    cocoons: list[CocoonView]
    spaces: list[SpaceView]
    sightlines: list[list[int]]
    notes: list[NoteView | None]
    supply: int
    lid: int
    discarded: list[str]
    next_number: int
    start_visible: bool
    turn: int | None
    phase: Phase
    pending: list[int]
    result: Result | None
    score: int
    reason: str


class CocoonsObservation(PublicTable):
    seals: dict[str, str]


def as_observation(observation: Mapping[str, Any]) -> CocoonsObservation:
    """The contract hands bots and scenes a plain mapping; in Cocoons it is always the
    view `CocoonsState.observe` built (or its JSON read back, which has the same keys)."""
    return cast(CocoonsObservation, observation)


@functools.lru_cache(maxsize=64)
def _level_facts(trapdoors: tuple[str, ...]) -> tuple[tuple[tuple[str, int], ...],
                                                      tuple[tuple[str, tuple[str, ...]], ...]]:
    """(how many trapdoors of each kind, the runes of each padlock): fixed for a game, so
    worked out once rather than at every move (the bots' benchmark showed it)."""
    kinds = Counter(L.kind_of(t) for t in trapdoors)
    padlocks = tuple((f"padlock:{i + 1}", tuple(r)) for i, r in enumerate(L.PADLOCK_RUNES)
                     if f"padlock:{i + 1}" in trapdoors)
    return tuple(sorted(kinds.items())), padlocks


def public_table(st: CocoonsState) -> PublicTable:
    spaces: list[SpaceView] = []
    for s in range(B.SLOTS):
        if not st.explored[s]:
            spaces.append({"explored": False, "trapdoor": None, "token": HIDDEN,
                           "action_token": False})
            continue
        token = st.bottom[s]
        if token is not None and not st.bottom_up[s]:
            token = FACE_DOWN
        trap = st.trap[s] if st.trap_up[s] else None
        spaces.append({"explored": True, "trapdoor": trap, "token": token,
                       "action_token": st.action_token[s]})
    kinds, padlocks = _level_facts(tuple(st.trapdoors))
    over = st.phase == Phase.OVER
    return {
        "game": "cocoons",
        "players": list(st.names),
        "corners": [[B.CORNER_NAMES[k] for k in cs] for cs in st.corners],
        "level": st.level,
        "level_kinds": dict(kinds),
        "hard_mode": st.options.hard_mode,
        "memory": st.options.remember_sightings,
        "padlock_runes": {name: list(r) for name, r in padlocks},
        "rotation": st.rotation,
        "free": st.free,
        "cocoons": [{"slot": st.pos[c], "arrow": st.seal[c], "tokens": st.tokens[c],
                     "animal": st.holds[c], "action_trapdoor": c == st.action_cocoon}
                    for c in range(len(st.pos))],
        "spaces": spaces,
        "sightlines": [list(st.sight(s)) for s in range(len(st.names))],
        "notes": public_notes(st.notes),
        "supply": st.supply,
        "lid": st.lid,
        "discarded": list(st.discarded),
        "next_number": st.next_number,
        "start_visible": st.start_visible(),
        "turn": None if over else st.turn,
        "phase": st.phase,
        "pending": list(st.pending),
        "result": st.result,
        "score": st.supply if st.result == Result.WON else 0,
        "reason": st.reason_text(),
    }


def public_notes(notes: list[tuple[str, int] | None]) -> list[NoteView | None]:
    return [None if note is None else {"animal": note[0], "by": note[1]} for note in notes]


def seat_view(public: PublicTable, seals: dict[str, str]) -> CocoonsObservation:
    """The public table and the seals one seat may know, `seals` last as in the JSON."""
    return {**public, "seals": seals}
