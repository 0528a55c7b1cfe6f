"""The readings settled after play-testing (RULES-NOTES, Coconuts), rules side: Far Shot an
arm's length back, a launcher that slides along its red line, a red cup's extra shot that
may be declined, and saves from before all that still replaying as they were played."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from cocoa_games import games
from cocoa_games.core.game import IllegalAction, SaveFormatError
from cocoa_games.core.saves import parse_envelope, read_save
from cocoa_games.games.coconuts.cards import FAR_SHOT
from cocoa_games.games.coconuts.physics import (
    SLIDE_REACH,
    launch,
    launcher_point,
    seat_frames,
)
from cocoa_games.games.coconuts.rules import ClaimMagic, NoMagic, PassShot, PlayCard, Shot
from tests.conformance.playthrough import canonical

from .helpers import card, cup_at, landing, make, set_hands, shot_into, shot_missing

DATA = Path(__file__).parent / "data"


# -- Far Shot: "at least a complete arm's length from the red line" ---------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_far_shot_puts_the_launcher_an_arms_length_further_back(players):
    for frame in seat_frames(players):
        (x0, y0, _z), _v = launch(frame, 0.0, 0.5)
        (x1, y1, _z), _v = launch(frame, 0.0, 0.5, far=True)
        assert math.hypot(x1 - x0, y1 - y0) == pytest.approx(0.6, abs=0.02)
        assert math.hypot(x1, y1) > 0.66 + 0.3  # off the table's edge: the shooter steps back


def test_a_far_shot_flies_from_the_far_launcher():
    st = make(2)
    set_hands(st, [], [card(FAR_SHOT)])
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(FAR_SHOT)))
    target = cup_at(st, 7)
    far_shot = shot_into(st, target)  # solved for a launcher 0.6 m further back
    near = make(2)
    set_hands(near, [], [])
    assert landing(near, far_shot) != target  # the same shot from the red line overshoots
    st.apply(0, far_shot)
    assert st.last_shot["far"] and st.last_shot["cup"] == target


# -- the launcher slides along its red line --------------------------------------------------
def test_a_slid_launchers_shot_starts_from_the_slid_point():
    frame = seat_frames(4)[1]  # the seat on the right: its line runs up and down the screen
    for slide in (-1.0, -0.5, 0.25, 1.0):
        (x, y, _z), velocity = launch(frame, 0.2, 0.5, slide=slide)
        (mx, my, _z), middle = launch(frame, 0.2, 0.5)
        rx, ry = frame.right
        assert (x - mx, y - my) == pytest.approx((slide * SLIDE_REACH * rx,
                                                  slide * SLIDE_REACH * ry))
        assert velocity == middle  # slid, not turned: it throws the same way
        assert launcher_point(frame, False, slide) == pytest.approx((x, y))


def test_the_rules_fly_a_slid_shot_from_where_the_launcher_was_slid():
    st = make(2)
    set_hands(st, [], [])
    middle, slid = st.copy(), st.copy()
    middle.apply(0, Shot(2.5, 0.1))  # wide to the side, short: it touches no cup
    slid.apply(0, Shot(2.5, 0.1, slide=1.0))
    assert middle.last_shot["cup"] == slid.last_shot["cup"] == -1
    (x0, y0, _), (x1, y1, _) = middle.last_shot["rest"], slid.last_shot["rest"]
    # seat 0's right is +x: the whole flight moved along the red line by the slide
    assert x1 - x0 == pytest.approx(SLIDE_REACH, abs=0.01)
    assert y1 == pytest.approx(y0, abs=0.01)
    assert slid.last_shot["slide"] == 1.0


@pytest.mark.parametrize("slide", [1.01, -1.5, 3.0, math.nan, math.inf, True, "left"])
def test_a_slide_off_the_red_line_is_refused(slide):
    st = make(2)
    set_hands(st, [], [])
    before = canonical(st.to_dict())
    with pytest.raises(IllegalAction):
        st.apply(0, Shot(0.0, 0.4, slide=slide))
    assert canonical(st.to_dict()) == before  # nothing happened, not even a coconut spent


def test_a_slid_shot_saves_and_reads_back():
    game = games.get("coconuts")
    shot = Shot(0.1, 0.45, slide=-0.75)
    assert game.action_from_dict(json.loads(json.dumps(shot.to_dict()))) == shot
    old = {"kind": "shot", "aim": 0.1, "power": 0.45}  # a shot from before the slide
    assert game.action_from_dict(old) == Shot(0.1, 0.45, slide=None)


# -- saves from before: Far Shot 0.30 m back, the launcher fixed mid-line --------------------
def test_a_save_from_before_the_launcher_slid_still_loads_and_replays_its_far_shot():
    path = DATA / "before_sliding_far_shot.cocoa.json"
    data = read_save(path)  # refused if any of its shots flew differently now
    assert any(shot["far"] for shot in _shots(data.history))
    assert all("slide" not in shot for shot in _shots(data.history))
    assert data.state.serial == 8
    # the same moves read as today's shots (slid 0, Far Shot 0.6 m) no longer match
    envelope = json.loads(path.read_text(encoding="utf-8"))
    for move in envelope["actions"]:
        if move["action"]["kind"] == "shot":
            move["action"]["slide"] = 0.0
    with pytest.raises(SaveFormatError):
        parse_envelope(envelope)


def test_an_old_saves_game_goes_on_with_todays_shots():
    data = read_save(DATA / "before_sliding_far_shot.cocoa.json")
    st = data.state
    for holder in st.to_move()[1:]:  # the others answer first: no magic
        st.apply(holder, NoMagic())
    st.apply(st.turn, Shot(0.0, 0.3, slide=0.5))
    assert st.last_shot["slide"] == 0.5


def _shots(history):
    return [e.data for e in history if e.kind == "shot"]


# -- a red cup's extra shot may be declined --------------------------------------------------
def _red_cup_taken():
    st = make(3)
    set_hands(st, [], [], [])
    red = cup_at(st, 6)  # the left corner of the row facing Ada
    assert st.colours[red] == "red"
    events = st.apply(0, shot_into(st, red))
    assert "again" in [e.kind for e in events]
    return st


def test_after_a_red_cup_the_shooter_may_pass_the_extra_shot():
    st = _red_cup_taken()
    assert st.turn == 0 and PassShot() in st.legal_actions(0)
    supply = list(st.supply)
    events = st.apply(0, PassShot())
    assert [e.kind for e in events][:2] == ["pass_shot", "turn"]
    assert "Ada passes the extra shot." in events[0].text
    assert st.turn == 1 and st.supply == supply  # no coconut spent
    assert PassShot() not in st.legal_actions(1)  # Ben's own turn is not an extra shot


def test_the_extra_shot_may_still_be_taken():
    st = _red_cup_taken()
    st.apply(0, shot_missing(st))
    assert st.turn == 1


def test_an_ordinary_turn_cannot_be_passed():
    st = make(3)
    set_hands(st, [], [], [])
    assert PassShot() not in st.legal_actions(0)
    with pytest.raises(IllegalAction):
        st.apply(0, PassShot())
    yellow = cup_at(st, 1)
    assert st.colours[yellow] == "yellow"
    st.apply(0, shot_into(st, yellow))  # a yellow cup gives no extra shot to pass
    assert st.turn == 1 and PassShot() not in st.legal_actions(1)
    st.apply(1, shot_missing(st))
    with pytest.raises(IllegalAction):
        st.apply(2, PassShot())


def test_only_the_shooter_passes_and_only_then():
    st = _red_cup_taken()
    with pytest.raises(IllegalAction):
        st.apply(1, PassShot())
    assert PassShot() not in st.legal_actions(1)
    game = games.get("coconuts")
    assert game.action_from_dict(PassShot().to_dict()) == PassShot()
