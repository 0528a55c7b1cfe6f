"""Who sees which seal: only sides facing into the free space, and only towards one's corner."""

from __future__ import annotations

import random

from cocoa_games.games.cocoons.levels import SPIN

from .helpers import OWNERS, free_space, make, seals_seen, traps


def test_each_corner_sees_only_sides_turned_towards_it_at_the_start():
    st = make(4)  # seats: 0 south-west, 1 north-west, 2 north-east, 3 south-east
    # the centre is free: cocoon 1 shows south, 4 west, 6 north, 3 east into it
    assert seals_seen(st, 0) == {1: OWNERS[1], 4: OWNERS[4]}   # S and W sides
    assert seals_seen(st, 1) == {4: OWNERS[4], 6: OWNERS[6]}   # N and W sides
    assert seals_seen(st, 2) == {3: OWNERS[3], 6: OWNERS[6]}   # N and E sides
    assert seals_seen(st, 3) == {1: OWNERS[1], 3: OWNERS[3]}   # S and E sides
    assert st.observe(None)["seals"] == {}


def test_a_slide_changes_what_each_corner_sees():
    st = make(4)
    free_space(st, "N")  # cocoon 1 slides south into the centre; the north space is free
    # cocoon 2 (north-east space) has its seal on the west side: it now faces the free space
    assert seals_seen(st, 0) == {2: OWNERS[2]}
    assert seals_seen(st, 1) == {2: OWNERS[2]}
    assert seals_seen(st, 2) == {}
    assert seals_seen(st, 3) == {}
    # cocoon 1 now stands in the centre with its seal facing south, away from the free space
    assert 1 not in seals_seen(st, 0)


def test_two_players_sit_at_opposite_corners_and_see_all_four_directions_between_them():
    st = make(2)
    assert seals_seen(st, 0) == {1: OWNERS[1], 4: OWNERS[4]}
    assert seals_seen(st, 1) == {3: OWNERS[3], 6: OWNERS[6]}


def test_playing_alone_with_two_corners_sees_from_both_and_with_one_corner_from_one():
    assert set(seals_seen(make(1), 0)) == {1, 3, 4, 6}
    assert set(seals_seen(make(1, solo_two_corners=False), 0)) == {1, 4}


def test_after_a_spin_the_corners_face_other_sides():
    st = make(4, traps(N=SPIN), level=4)
    events = free_space(st, "N")
    assert any(e.kind == "spin" for e in events)
    assert st.observe(None)["rotation"] == 1
    # cocoon 2's seal is on its box-west side, which now points north at the table
    assert seals_seen(st, 0) == {}
    assert seals_seen(st, 1) == {2: OWNERS[2]}
    assert seals_seen(st, 2) == {2: OWNERS[2]}
    assert seals_seen(st, 3) == {}


def test_earlier_sightings_are_kept_only_with_the_memory_aid():
    plain = make(4)
    memory = make(4, remember_sightings=True)
    for st in (plain, memory):
        free_space(st, "N")
    assert set(seals_seen(plain, 0)) == {2}
    assert set(seals_seen(memory, 0)) == {1, 2, 4}


def test_arrows_are_public_but_animals_are_not():
    st = make(4)
    public = st.observe(None)
    assert [c["arrow"] for c in public["cocoons"]] == ["NESW".index(s) for s in "NSWEWSNW"]
    assert all(c["animal"] is None for c in public["cocoons"])
    assert all(sp["token"] == "hidden" for i, sp in enumerate(public["spaces"]) if i != 4)


def test_determinize_keeps_what_the_seat_sees_and_redeals_the_rest():
    st = make(4)
    for seed in range(5):
        twin = st.determinize(0, random.Random(seed))
        assert twin.observe(0) == st.observe(0)
        assert twin.owner[1] == OWNERS[1] and twin.owner[4] == OWNERS[4]
    changed = {tuple(st.determinize(0, random.Random(s)).owner) for s in range(10)}
    assert len(changed) > 1
