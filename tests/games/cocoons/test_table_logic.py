"""The table's decisions that need no screen: what a click on each cocoon does in each
step, what each cocoon shows a viewer, and how the side column is shared out."""

from __future__ import annotations

from cocoa_games.games.cocoons import looks, modes, side_column
from cocoa_games.games.cocoons.actions import Correct, PlaceAnimal, Slide

from .helpers import OWNERS, free_space, make


def test_outside_a_mode_a_cocoon_click_slides_and_a_correction_takes_two_clicks():
    st = make(2)
    st.holds[5] = "owl"  # one cocoon holds an animal: a correction is on offer
    acts = st.legal_actions(0)
    plain = modes.cocoon_targets(None, st.phase, acts)
    assert plain and all(isinstance(a, Slide) for a in plain.values())
    sources = modes.cocoon_targets(modes.CORRECTING, st.phase, acts)
    assert sources == {5: modes.CORRECTING.with_cocoon(5)}
    targets = modes.cocoon_targets(modes.CORRECTING.with_cocoon(5), st.phase, acts)
    assert set(targets) == set(range(8)) - {5}
    assert all(a == Correct(5, c) for c, a in targets.items())


def test_after_the_main_action_the_cocoons_take_the_animal_at_one_click():
    st = make(2)
    free_space(st, "N", end_turn=False)  # the iguana lies in the free space
    targets = modes.cocoon_targets(None, st.phase, st.legal_actions(st.turn))
    assert targets and all(isinstance(a, PlaceAnimal) for a in targets.values())


def test_a_cocoon_shows_only_the_seals_its_viewer_may_know():
    st = make(4)
    public = looks.cocoon_looks(st.observe(None), None, 0, None)
    assert all(look[4] is None for look in public)
    mine = looks.cocoon_looks(st.observe(0), 0, 0, None)
    assert {c: look[4] for c, look in enumerate(mine) if look[4]} == {1: OWNERS[1],
                                                                       4: OWNERS[4]}
    assert not any(look[5] for look in mine), "seen now: nothing is only remembered"


def test_the_look_buttons_stop_where_the_column_ends():
    rows = side_column.look_rows((0, 0, 300, 200), top=100, seats=3, margin=8)
    assert 1 <= len(rows) < 3
    assert all(y + h <= 200 for _x, y, _w, h in rows)
    assert len(side_column.animal_grid((0, 0, 300, 600), 8)) == 8
