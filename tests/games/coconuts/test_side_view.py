"""The side view of a flight (side_view.py): the way unrolled as it went, its height as
height, the cups it passes standing in it, a stack as one cup on another."""

from __future__ import annotations

from cocoa_games.games.coconuts.physics import CUP_H, fly, seat_frames
from cocoa_games.games.coconuts.rules import Shot
from cocoa_games.games.coconuts.side_view import SideView

from .helpers import make


def test_a_flight_that_glances_off_a_rim_shows_that_cup_and_the_stack_it_passed():
    st = make(3, seed=3)
    before = st.observe(None)
    st.apply(0, Shot(0.06, 0.568))  # over the middle stack, off the far red cup's rim
    shot = st.last_shot
    rim = next(cup for _step, kind, cup in shot["contacts"] if kind == "rim")
    flight = fly(seat_frames(3)[0], shot["used_aim"], shot["used_power"], (0.0, 0.0), (),
                 record=True)
    cups = {c["id"]: c for c in before["cups"]}
    view = SideView.of((0.0, 0.0, 360.0, 200.0), flight.path,
                       [(c["x"], c["y"], c["base"], c["colour"]) for c in cups.values()], "")
    drawn = [(round(c.box[0]), round(c.box[1]), c.colour) for c in view.cups]
    assert cups[rim]["colour"] == "red" and "red" in {colour for *_box, colour in drawn}
    lefts = {}
    for cup in view.cups:
        lefts.setdefault(round(cup.box[0]), []).append(cup)
    tall = [pile for pile in lefts.values() if len(pile) == 2]
    assert tall, f"the middle stack is not drawn as two cups: {drawn}"
    low, high = sorted(tall[0], key=lambda c: -c.box[1])
    assert abs(low.box[1] - high.box[1] - CUP_H * view.scale) < 0.5  # one on the other
    apex = min(y for _x, y in view.points)
    assert view.ground - apex > 0.15 * view.scale  # the height reads as height
    assert view.at(10**6).coconut == view.points[-1]  # (a late frame: where it lies)
