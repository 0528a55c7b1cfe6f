"""Kokonana in pictures, for the help (core/picture_steps.py): flip, match, hop, key,
temple. Each table is made with the game's own rules; no Qt here."""

from __future__ import annotations

from cocoa_games.core.i18n import _
from cocoa_games.core.picture_steps import PictureStep

from . import board as B
from .actions import Flip
from .kinds import KokonanaOptions
from .rules import KokonanaState

NAMES = ("Mia", "Leo")
#: stepping stones in the shallow water, and the same across the whole river
SHALLOW = ("S:0:0", "S:0:1", "S:1:0", "S:1:1", "S:2:1", "S:2:2", "S:1:3", "S:1:4")
ACROSS = (*SHALLOW, "D:1:0", "D:2:0", "D:2:1", "D:1:2", "D:2:3", "D:1:4")


def _fresh() -> KokonanaState:
    return KokonanaState.arranged(NAMES, options=KokonanaOptions(), seed=5)


def _flip_two(pair: bool) -> KokonanaState:
    """Mia's first turn: she turns over a tile and then its twin (a pair) or another."""
    state = _fresh()
    first = 6  # S:1:1, a tile in the middle of the shallow water
    twin = next(t for t in range(B.HALF) if t != first and state.motif[t] == state.motif[first])
    other = next(t for t in range(B.HALF) if t not in (first, twin)
                 and state.motif[t] != state.motif[first])
    for tile in (first, twin if pair else other):
        state.apply(0, Flip(B.NAMES[tile]))
    return state


def _hop() -> KokonanaState:
    state = _fresh()
    state.set_up(runners={0: "S:1:1", 1: "S:0:1"}, stones=SHALLOW, turn=0)
    return state


def _key() -> KokonanaState:
    state = _fresh()
    state.set_up(runners={0: "sand", 1: "S:1:3"}, stones=SHALLOW, keys={0: "orange"}, turn=1)
    return state


def _temple() -> KokonanaState:
    state = _fresh()
    state.set_up(runners={0: "temple_bank", 1: "D:1:2"}, stones=ACROSS,
                 keys={0: "orange", 1: "green"}, turn=0)
    return state


def steps() -> list[PictureStep]:
    return [
        PictureStep(_("Turn over two river tiles, one after the other. Everyone watches "
                      "closely!"), lambda: _flip_two(pair=False), NAMES),
        PictureStep(_("Two different pictures? Say \"Kokonana!\" and both turn back. "
                      "Two the same stay up: a new stepping stone."),
                    lambda: _flip_two(pair=True), NAMES),
        PictureStep(_("Start your turn with a hop onto a stepping stone: ahead, "
                      "diagonally or sideways."), _hop, NAMES),
        PictureStep(_("On the sandbank, take a key. Its colour is the lock you need at "
                      "the temple."), _key, NAMES),
        PictureStep(_("Across the deep water, peek at one temple tile each turn. Find "
                      "your key's lock to open the temple and win!"), _temple, NAMES),
    ]
