"""The flight model: straight shots land, rims bounce, wind blows, replays are exact."""

from __future__ import annotations

from cocoa_games.games.coconuts import physics as P
from cocoa_games.games.coconuts.aim import solve

SEAT0 = P.seat_frames(2)[0]


def test_a_straight_shot_at_a_cup_lands_in_it():
    cup = P.Cup(7, 0.0, 0.0)
    aim, power = solve(SEAT0, 0.0, 0.0, 0.0)
    flight = P.fly(SEAT0, aim, power, (0.0, 0.0), (cup,))
    assert flight.cup == 7
    assert flight.contacts[-1].kind == "in"
    assert abs(flight.rest[0]) < P.CUP_R and abs(flight.rest[1]) < P.CUP_R


def test_too_little_pull_falls_short_on_the_table_and_rolls_to_rest():
    cup = P.Cup(7, 0.0, 0.0)
    aim, power = solve(SEAT0, 0.0, 0.0, 0.0)
    flight = P.fly(SEAT0, aim, power - 0.08, (0.0, 0.0), (cup,))
    assert flight.cup is None and not flight.off_table
    assert flight.contacts[0].kind == "table"
    assert flight.rest[2] == P.BALL_R  # lying on the table


def test_a_coconut_on_the_rim_bounces_off():
    cup = P.Cup(7, 0.0, 0.0)
    # aimed at the far edge of the rim instead of the middle of the cup
    aim, power = solve(SEAT0, 0.0, P.CUP_R + P.BALL_R * 0.8, 0.0)
    flight = P.fly(SEAT0, aim, power, (0.0, 0.0), (cup,))
    assert flight.contacts[0].kind == "rim"
    assert flight.cup is None
    assert abs(flight.rest[1]) > P.CUP_R  # it ended up beside the cup


def test_a_rim_can_bounce_a_coconut_into_a_neighbouring_cup():
    cups = tuple(P.Cup(i, (i % 3 - 1) * 0.11, (i // 3 - 1) * 0.11) for i in range(9))
    found = []
    for a in range(-40, 41):
        for p in range(0, 200):
            flight = P.fly(SEAT0, a / 200, 0.2 + p / 500, (0.0, 0.0), cups)
            kinds = [c.kind for c in flight.contacts]
            if kinds and kinds[0] == "rim" and flight.cup is not None \
                    and flight.cup != flight.contacts[0].cup:
                found.append(flight)
        if found:
            break
    assert found, "no rim ever bounced a coconut into the next cup"


def test_wind_shifts_where_the_coconut_lands():
    calm = P.fly(SEAT0, 0.0, 0.4, (0.0, 0.0), ())
    breeze = P.fly(SEAT0, 0.0, 0.4, (1.0, 0.0), ())
    against = P.fly(SEAT0, 0.0, 0.4, (-1.0, 0.0), ())
    assert breeze.rest[0] > calm.rest[0] + 0.05
    assert against.rest[0] < calm.rest[0] - 0.05


def test_a_stacked_cup_is_taller_and_the_lower_cup_is_closed():
    single = P.Cup(1, 0.0, 0.0)
    aim, power = solve(SEAT0, 0.0, 0.0, 0.0)
    assert P.fly(SEAT0, aim, power, (0.0, 0.0), (single,)).cup == 1
    stack = (P.Cup(1, 0.0, 0.0, 0.0, open=False), P.Cup(2, 0.0, 0.0, P.CUP_H))
    blocked = P.fly(SEAT0, aim, power, (0.0, 0.0), stack)
    assert blocked.cup is None  # the shot for a single cup meets the taller stack's side
    aim2, power2 = solve(SEAT0, 0.0, 0.0, P.CUP_H)
    assert P.fly(SEAT0, aim2, power2, (0.0, 0.0), stack).cup == 2


def test_far_shot_starts_further_back_and_needs_more_pull():
    near_start, _ = P.launch(SEAT0, 0.0, 0.5)
    far_start, _ = P.launch(SEAT0, 0.0, 0.5, far=True)
    assert far_start[1] < near_start[1] - 0.25
    near = solve(SEAT0, 0.0, 0.0, 0.0)
    far = solve(SEAT0, 0.0, 0.0, 0.0, far=True)
    assert far[1] > near[1]


def test_full_pull_flies_off_the_far_edge():
    flight = P.fly(SEAT0, 0.0, 1.0, (0.0, 0.0), ())
    assert flight.off_table and flight.cup is None


def test_identical_inputs_give_identical_flights_and_inputs_are_quantised():
    cups = tuple(P.Cup(i, (i % 3 - 1) * 0.11, (i // 3 - 1) * 0.11) for i in range(9))
    one = P.fly(SEAT0, 0.137, 0.41, (0.3, -0.2), cups, record=True)
    two = P.fly(SEAT0, 0.137, 0.41, (0.3, -0.2), cups, record=True)
    assert one == two
    # below the 1/4096 quantum nothing changes; one quantum further the path differs
    assert P.fly(SEAT0, 0.137 + 1e-6, 0.41, (0.3, -0.2), cups, record=True) == one
    assert P.fly(SEAT0, 0.137 + 2 / 4096, 0.41, (0.3, -0.2), cups, record=True).path != one.path


def test_the_recorded_path_is_one_point_per_fixed_step():
    flight = P.fly(SEAT0, 0.0, 0.4, (0.0, 0.0), (), record=True)
    assert len(flight.path) == flight.steps
    assert abs(flight.duration - flight.steps / 240) < 1e-12
    highest = max(p[2] for p in flight.path)
    assert highest > 0.15  # it really flies in an arc


def test_seat_directions_are_unit_length_and_face_the_centre():
    for players in (2, 3, 4):
        frames = P.seat_frames(players)
        assert len(frames) == players
        for frame in frames:
            assert abs(frame.fx * frame.fx + frame.fy * frame.fy - 1.0) < 1e-12
            start, _ = P.launch(frame, 0.0, 0.5)
            assert abs((start[0] ** 2 + start[1] ** 2) ** 0.5 - P.LAUNCH_DIST) < 1e-9
