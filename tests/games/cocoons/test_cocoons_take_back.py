"""Taking back a slip in Cocoons: an animal put into a cocoon before the turn's slide."""

from __future__ import annotations

from cocoa_games.core import takeback
from cocoa_games.games.cocoons.actions import EndTurn, PlaceAnimal, Slide
from cocoa_games.games.cocoons.rules import CocoonsGame

from .helpers import SPACE, free_space, make, traps

GAME = CocoonsGame()


def _allowed(state, seat, action) -> bool:
    events = state.apply(seat, action)
    return takeback.allowed(GAME, seat, action, events, state)


def _animal_lying_free():
    """Ann's slide uncovered the iguana on the N space and ended her turn: Ben's turn."""
    st = make(trapdoors=traps(N=None))  # type: ignore[arg-type]
    free_space(st, "N")
    assert st.turn == 1 and st.phase == "turn" and st.animal_in_free() == "iguana"
    return st


def test_an_animal_placed_before_the_slide_may_be_taken_back_and_uses_no_chance():
    st = _animal_lying_free()
    rng_before = st.to_dict()["rng"]
    empty = next(c for c in range(8) if st.holds[c] is None)
    assert _allowed(st, 1, PlaceAnimal(empty))
    assert st.to_dict()["rng"] == rng_before


def test_a_slide_is_never_taken_back():
    st = make()
    cocoon = st.cocoon_at(SPACE["N"])
    assert not _allowed(st, 0, Slide(cocoon))


def test_an_animal_placed_after_the_slide_is_not_taken_back():
    st = make(trapdoors=traps(N=None))  # type: ignore[arg-type]
    free_space(st, "N", end_turn=False)
    assert st.phase == "after"
    empty = next(c for c in range(8) if st.holds[c] is None)
    assert not _allowed(st, 0, PlaceAnimal(empty))
    assert st.turn == 0 and st.phase == "done"  # Ann may still note, then ends the turn


def test_ending_the_turn_is_not_taken_back():
    st = make(trapdoors=traps(N=None))  # type: ignore[arg-type]
    free_space(st, "N", end_turn=False)
    assert not _allowed(st, 0, EndTurn())
