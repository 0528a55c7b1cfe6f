"""What a seat sees of a Kokonana table: the observation as a TypedDict, and `observe`,
which builds it from a state (rules.py's docstring says what each field holds).

Public facts only, plus `peek_face` for the peeker alone while a peek lasts."""

# (no `from __future__ import annotations`: the TypedDicts' annotations are read when the
# classes are made, so `__required_keys__` knows that `peek_face` is NotRequired)
from typing import TYPE_CHECKING, NotRequired, TypedDict

from cocoa_games.core.game import Seat

from . import board as B
from .kinds import Phase

if TYPE_CHECKING:
    from .rules import KokonanaState


class Motifs(TypedDict):
    shallow: list[str]
    deep: list[str]


class FaceDown(TypedDict):
    shallow: int
    deep: int


class Keys(TypedDict):
    sand: list[str]  # colours still on the sandbank
    held: list[str | None]  # per seat


class Talismans(TypedDict):
    supply: int
    held: list[int]  # per seat


class Temple(TypedDict):
    slots: int
    peeked: list[list[int]]  # per seat, where (not what)
    revealed: list[str | None]  # only the winner's lock is ever revealed


class Peeking(TypedDict):
    seat: Seat
    slot: int


class KokonanaObservation(TypedDict):
    game: str
    players: list[str]
    easier_game: bool
    stone_capacity: int
    lanes: int
    steps: int
    motifs: Motifs
    key_colours: list[str]
    tiles: dict[str, str]  # face-up tiles only: stones and the flipped pair
    stones: list[str]
    flipped: list[str]
    face_down: FaceDown
    runners: list[str]
    keys: Keys
    talismans: Talismans
    temple: Temple
    turn: Seat | None
    phase: Phase
    flips_done: int
    flip_half: str | None
    peeking: Peeking | None
    winner: Seat | None
    peek_face: NotRequired[str]  # only in the peeker's own view, while the peek lasts


def observe(st: "KokonanaState", seat: Seat | None) -> KokonanaObservation:
    motif, names = st.motif, B.NAMES
    # stones change only on a match: reuse what was worked out for them (bots observe
    # after every move), handing out copies
    cache = st._stone_view
    if cache is None or cache[0] != st.stone:
        stones = [t for t, up in enumerate(st.stone) if up]
        cache = (list(st.stone), [names[t] for t in stones],
                 {names[t]: B.MOTIFS[motif[t]] for t in stones},
                 B.HALF - sum(st.stone[:B.HALF]), B.HALF - sum(st.stone[B.HALF:]))
        st._stone_view = cache
    _, stone_names, stone_tiles, down_shallow, down_deep = cache
    tiles = dict(stone_tiles)
    for t in st.flipped:
        tiles[names[t]] = B.MOTIFS[motif[t]]
    for t in st.flipped:
        if t < B.HALF:
            down_shallow -= 1
        else:
            down_deep -= 1
    revealed: list[str | None] = [None] * len(st.temple)
    if st.win_slot is not None:
        revealed[st.win_slot] = B.TEMPLE_FACES[st.temple[st.win_slot]]
    over = st.phase == Phase.OVER
    half = st.flip_half() if st.phase in (Phase.HOP, Phase.FLIP, Phase.KOKONANA) else None
    obs: KokonanaObservation = {
        "game": "kokonana",
        "players": list(st.names),
        "easier_game": st.options.easier_game,
        "stone_capacity": st.capacity,
        "lanes": B.LANES,
        "steps": B.STEPS,
        "motifs": {"shallow": list(B.SHALLOW_MOTIFS), "deep": list(B.DEEP_MOTIFS)},
        "key_colours": list(B.KEY_COLOURS),
        "tiles": tiles,
        "stones": list(stone_names),
        "flipped": [names[t] for t in st.flipped],
        "face_down": {"shallow": down_shallow, "deep": down_deep},
        "runners": [names[p] for p in st.runner],
        "keys": {
            "sand": [B.KEY_COLOURS[c] for c in st.sand_keys],
            "held": [None if k is None else B.KEY_COLOURS[k] for k in st.key],
        },
        "talismans": {"supply": st.supply, "held": list(st.talismans)},
        "temple": {
            "slots": len(st.temple),
            "peeked": [list(p) for p in st.peeked],
            "revealed": revealed,
        },
        "turn": None if over else st.turn,
        "phase": st.phase,
        "flips_done": st.flips,
        "flip_half": None if half is None else ("shallow", "deep")[half],
        "peeking": None if st.peek_slot is None else {"seat": st.turn, "slot": st.peek_slot},
        "winner": st.winner,
    }
    if st.peek_slot is not None and seat == st.turn:
        obs["peek_face"] = B.TEMPLE_FACES[st.temple[st.peek_slot]]
    return obs
