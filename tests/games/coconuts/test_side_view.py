"""The side view of a flight (side_view.py): the way unrolled as it went, its height as
height, the cups it passes standing in it, a stack as one cup on another."""

from __future__ import annotations

from cocoa_games.games.coconuts.aim import physics_cups
from cocoa_games.games.coconuts.physics import CUP_H, fly, seat_frames
from cocoa_games.games.coconuts.side_view import SideView

from .helpers import make


def test_a_flight_that_glances_off_a_rim_shows_that_cup_and_the_stack_it_passed():
    before = make(3).observe(None)
    frame, cups = seat_frames(3)[0], physics_cups(before, 0)
    for power in [p / 400 for p in range(160, 320)]:  # straight over the middle stack...
        flight = fly(frame, 0.0, power, (0.0, 0.0), cups, record=True)
        rims = [c.cup for c in flight.contacts if c.kind == "rim"]
        if rims:  # ...until one glances off a rim
            break
    views = {c["id"]: c for c in before["cups"]}
    view = SideView.of((0.0, 0.0, 360.0, 200.0), flight.path,
                       [(c["x"], c["y"], c["base"], c["colour"]) for c in views.values()], "")
    drawn = {(round(c.box[0]), c.colour) for c in view.cups}
    assert rims and views[rims[0]]["colour"] in {colour for _left, colour in drawn}
    piles: dict[int, list] = {}
    for cup in view.cups:
        piles.setdefault(round(cup.box[0]), []).append(cup)
    tall = [pile for pile in piles.values() if len(pile) == 2]
    assert tall, f"the middle stack is not drawn as two cups: {drawn}"
    low, high = sorted(tall[0], key=lambda c: -c.box[1])
    assert abs(low.box[1] - high.box[1] - CUP_H * view.scale) < 0.5  # one on the other
    apex = min(y for _x, y in view.points)
    assert view.ground - apex > 0.15 * view.scale  # the height reads as height
    assert view.at(10**6).coconut == view.points[-1]  # (a late frame: where it lies)
