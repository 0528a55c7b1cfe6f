"""Arranged Coconuts positions and shots that are sure to land where a test needs them.

A shot's release wobble comes from the state's seeded RNG, so the helper tries a shot on a
copy of the state first: what happens to the copy is exactly what will happen."""

from __future__ import annotations

from cocoa_games.core.rng import GameRng
from cocoa_games.games.coconuts import layout
from cocoa_games.games.coconuts.aim import frame_of, solve
from cocoa_games.games.coconuts.cards import DECK_SIZE, FAR_SHOT, KINDS
from cocoa_games.games.coconuts.rules import CoconutsOptions, CoconutsState, NoMagic, Shot

NAMES = ["Ada", "Ben", "Cleo", "Dan"]


def make(players: int = 2, seed: int = 0, **options) -> CoconutsState:
    return CoconutsState(NAMES[:players], CoconutsOptions(**options), GameRng(seed))


def card(kind: str, copy: int = 0) -> int:
    return KINDS.index(kind) * 2 + copy


def set_hands(st: CoconutsState, *hands: list[int]) -> None:
    """Give each seat exactly these cards; the rest go back in the box."""
    st.hands = [sorted(h) for h in hands]
    held = {c for h in hands for c in h}
    st.box = [c for c in range(DECK_SIZE) if c not in held]
    st._cache = None


def put_on_board(st: CoconutsState, cup: int, seat: int) -> None:
    """Move a cup from the table onto `seat`'s pyramid (its next slot)."""
    for stack in st.table:
        if cup in stack:
            stack.remove(cup)
    board = st.boards[seat]
    board[layout.next_slot(board)] = cup
    st._cache = None


def clear_table(st: CoconutsState, keep: tuple[int, ...] = ()) -> None:
    """Hand every table cup but `keep` to the last seat's board (at most six fit)."""
    for stack in st.table:
        for cup in list(stack):
            if cup not in keep:
                put_on_board(st, cup, len(st.names) - 1)


def cup_at(st: CoconutsState, spot: int, level: int = -1) -> int:
    return st.table[spot][level]


def answer_no(st: CoconutsState) -> None:
    """Every other holder answers "No magic": the shot waits for them (the rulebook)."""
    for holder in st.to_move()[1:]:
        st.apply(holder, NoMagic())


def shot_into(st: CoconutsState, cup: int) -> Shot:
    """A shot for the turn seat whose coconut ends in `cup` (the others answer "No magic"
    first, so it may be shot)."""
    answer_no(st)
    obs = st.observe(None)
    info = next(c for c in obs["cups"] if c["id"] == cup)
    solved = solve(frame_of(obs, st.turn), info["x"], info["y"], info["base"],
                   FAR_SHOT in st.effects)
    assert solved is not None, "cup out of reach"
    aim, power = solved
    for dp in (0.0, 0.003, -0.003, 0.006, -0.006, 0.01, -0.01, 0.015, -0.015):
        for da in (0.0, 0.01, -0.01, 0.02, -0.02):
            shot = Shot(aim + da, power + dp)
            if landing(st, shot) == cup:
                return shot
    raise AssertionError(f"no shot found into cup {cup}")


def shot_missing(st: CoconutsState) -> Shot:
    """A shot that drops short on the table, touching no cup (after the others' "No
    magic")."""
    answer_no(st)
    shot = Shot(0.0, 0.0)
    assert landing(st, shot) == -1
    return shot


def landing(st: CoconutsState, shot: Shot) -> int:
    """The cup `shot` would end in (-1 for none), tried on a copy."""
    twin = st.copy()
    twin.apply(twin.turn, shot)
    assert twin.last_shot is not None
    return twin.last_shot["cup"]
