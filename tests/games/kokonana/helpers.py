"""A fixed river for scenario tests: lanes 0 and 2 hold the same motifs, as do lanes 1 and 3.

So "S:0:s" matches "S:2:s" and "S:1:s" matches "S:3:s" (same for the deep half), and
"S:0:0" never matches "S:1:0".
"""

from __future__ import annotations

from cocoa_games.games.kokonana.board import DEEP_MOTIFS, SHALLOW_MOTIFS
from cocoa_games.games.kokonana.rules import KokonanaOptions, KokonanaState

SHALLOW = [*SHALLOW_MOTIFS[:5], *SHALLOW_MOTIFS[5:], *SHALLOW_MOTIFS[:5], *SHALLOW_MOTIFS[5:]]
DEEP = [*DEEP_MOTIFS[:5], *DEEP_MOTIFS[5:], *DEEP_MOTIFS[:5], *DEEP_MOTIFS[5:]]
TEMPLE = ["wall", "orange", "purple", "wall", "black", "green", "wall", "blue"]
EASY_TEMPLE = ["orange", "purple", "black", "green", "blue"]
NAMES = ["Yellow", "Red", "Blue", "Green"]


def motif_at(tile: str) -> str:
    half, lane, step = tile.split(":")
    table = SHALLOW if half == "S" else DEEP
    return table[int(lane) * 5 + int(step)]


def make(players: int = 3, easier: bool = False, **set_up) -> KokonanaState:
    st = KokonanaState.arranged(
        NAMES[:players], shallow=SHALLOW, deep=DEEP,
        temple=EASY_TEMPLE if easier else TEMPLE,
        options=KokonanaOptions(easier_game=easier),
    )
    if set_up:
        st.set_up(**set_up)
    return st


def targets(state: KokonanaState, kind: str = "hop") -> set[str]:
    """Hop targets offered to the turn seat by actions of the given kind."""
    return {a.target for a in state.legal_actions(state.turn) if a.kind == kind}


def flippable(state: KokonanaState) -> set[str]:
    return {a.tile for a in state.legal_actions(state.turn) if a.kind == "flip"}


def motif_words(text: str) -> set[str]:
    """Motif names (as written for players) that a log text mentions."""
    words = {m.replace('_', ' ') for m in (*SHALLOW_MOTIFS, *DEEP_MOTIFS)}
    return {w for w in words if w in text.lower()}
