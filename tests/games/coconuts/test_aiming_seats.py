"""Aiming a child can learn, the same at every seat (issue 23, Coconuts 4): the table turns
so the shooter sits at the bottom, Left aims to the shooter's left, a power gauge reads the
pull, a held arrow speeds up, the middle of the table is about half a pull and a full pull
stays on the table, the dots show the way and never the landing; the wind picker's arrows
lie clear of the cups."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest

from cocoa_games.core import i18n
from cocoa_games.games.coconuts.actions import WIND_GRID
from cocoa_games.games.coconuts.aim import HINT_REACH, Aim, full_power
from cocoa_games.games.coconuts.cards import FAR_SHOT
from cocoa_games.games.coconuts.physics import (
    BALL_R,
    FAR_SHOT_BACK,
    LAUNCH_DIST,
    SLIDE_REACH,
    TABLE_R,
    Frame,
    fly,
    reach,
    seat_frames,
)

from .helpers import make, set_hands
from .scene_helpers import Table

SEATS = [(players, seat) for players in (2, 3, 4) for seat in range(players)]


def table_for(qtbot, players: int, seat: int, size=(1280, 800)) -> Table:
    """A table where `seat` shoots next and nobody holds a card (no Magic? moment)."""
    st = make(players)
    set_hands(st, *([] for _ in range(players)))
    st.turn = seat
    st._cache = None
    return Table(qtbot, st, viewer=seat, size=size)


def launcher_centre(table: Table, seat: int) -> QPointF:
    return table.scene.launch_point(table.scene.obs, seat)


@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_the_table_turns_so_the_shooter_sits_at_the_bottom(qtbot, players, seat):
    table = table_for(qtbot, players, seat)
    square = table.scene.map.table
    mine = launcher_centre(table, seat)
    assert abs(mine.x() - square.center().x()) < 2
    assert mine.y() > square.center().y() + 0.25 * square.height()
    for other in range(players):  # everyone else sits further up the screen
        if other != seat:
            assert launcher_centre(table, other).y() < mine.y() - 0.1 * square.height()


@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_left_aims_to_the_shooters_left_at_every_seat(qtbot, players, seat):
    table = table_for(qtbot, players, seat)
    scene, view = table.scene, table.view
    view.setFocus()
    for _ in range(8):
        QTest.keyClick(view, Qt.Key.Key_Left)
    start = launcher_centre(table, seat)
    launcher = scene.launchers[seat]
    assert launcher.look[0] < -5  # the launcher turned up-left on the screen
    dots = scene.hint.look
    assert dots and sum(x for x, _y, _r in dots) / len(dots) < start.x() - 3
    QTest.keyClick(view, Qt.Key.Key_Return)
    (_shooter, shot), = table.chosen
    assert shot.aim < 0  # the rules' "to the shooter's left"
    frame = seat_frames(players)[seat]
    rest = fly(frame, shot.aim, shot.power, (0.0, 0.0), ()).rest
    landed = scene.map.point(rest[0], rest[1])
    assert landed.x() < start.x() - 10 and landed.y() < start.y()  # left and ahead, on screen


@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_a_drag_straight_down_the_screen_shoots_straight_at_every_seat(qtbot, players, seat):
    table = table_for(qtbot, players, seat)
    start = launcher_centre(table, seat)
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.point(start))
    QTest.mouseMove(port, table.point(start + QPointF(0, 30)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.point(start + QPointF(0, 60)))
    (_shooter, shot), = table.chosen
    assert abs(shot.aim) < 0.03 and shot.power > 0.1


def repeat(key: Qt.Key) -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True)


def test_holding_up_pulls_faster_the_longer_it_is_held(qtbot):
    table = table_for(qtbot, 2, 0)
    scene = table.scene
    now = [50.0]
    scene.puller.clock = lambda: now[0]
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Up)  # a tap: one fine step
    pulls = [scene.aim.pull]
    now[0] += 0.5  # the key starts repeating after half a second...
    while now[0] < 50.0 + 1.6:  # ...about 30 times a second
        scene.handle_key(repeat(Qt.Key.Key_Up))
        pulls.append(scene.aim.pull)
        now[0] += 1 / 30
    steps = [b - a for a, b in zip(pulls[1:], pulls[2:], strict=False)]
    assert pulls[0] == pytest.approx(0.02)
    assert steps[-1] > 1.5 * steps[0] > 0  # faster the longer it is held
    assert 0.45 < scene.aim.pull < 0.8  # about 1.5 s held: the middle of the table
    # a held Down likewise: back to nothing within about a second and a half
    QTest.keyClick(table.view, Qt.Key.Key_Down)
    for _ in range(45):
        now[0] += 1 / 30
        scene.handle_key(repeat(Qt.Key.Key_Down))
    assert scene.aim.pull == 0.0


def test_the_power_gauge_shows_the_pull_while_aiming(qtbot):
    table = table_for(qtbot, 2, 0)
    scene = table.scene
    gauge = scene.gauge
    assert gauge.isVisible() and gauge.look[0] == 0.0 and gauge.look[1] == "0%"
    table.view.setFocus()
    for _ in range(24):
        QTest.keyClick(table.view, Qt.Key.Key_Up)
    assert gauge.look[0] == pytest.approx(scene.aim.pull) == pytest.approx(0.48)
    assert gauge.look[1] == "48%"
    box, square = gauge.sceneBoundingRect(), scene.map.table
    assert square.contains(box) and not box.intersects(scene.launchers[0].sceneBoundingRect())
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    table.apply_chosen()  # Ben's turn: Ada's gauge is gone, Ben's shows, empty
    assert gauge.isVisible() is (table.viewer == 1)


def test_the_gauge_reads_in_the_players_language(qtbot):
    i18n.set_language("de")
    try:
        table = table_for(qtbot, 2, 0)
        table.view.setFocus()
        for _ in range(10):
            QTest.keyClick(table.view, Qt.Key.Key_Up)
        assert table.scene.gauge.look[1] == "20\u00a0%"  # (a space that never breaks)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("far", [False, True])
def test_the_middle_is_about_half_a_pull_and_a_full_pull_stays_on_the_table(far):
    frame = Frame(0.0, 1.0)
    aim = Aim(far=far)

    def first_touch(pull: float) -> float:
        aim.pull = pull
        point = reach(frame, 0.0, aim.power(), BALL_R, far)
        assert point is not None
        return point[1]

    middle = next(p / 100 for p in range(101) if first_touch(p / 100) >= 0.0)
    if far:  # an arm's length further back: harder, and the gauge still reaches the middle
        assert middle < 0.9
    else:  # not 0.4 of the rules' pull with 0.65 rolling off the table
        assert 0.45 <= middle <= 0.65
    assert first_touch(1.0) < TABLE_R - 0.1  # a full pull lands on the table, far side
    assert full_power(far) <= 1.0


def test_the_dots_show_the_way_it_sets_off_never_where_it_lands():
    frame = Frame(0.0, 1.0)
    lengths = []
    for pull in (0.2, 0.5, 1.0):
        dots = Aim(pull=pull).hint(frame, False)
        x0, y0 = 0.0, -LAUNCH_DIST
        lengths.append(max(math.hypot(x - x0, y - y0) for x, y, _z in dots))
    assert all(length <= HINT_REACH + 0.02 for length in lengths)
    assert max(lengths) - min(lengths) < 0.03  # the same length, however hard the pull


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_the_wind_pickers_arrows_lie_clear_of_every_cup(qtbot, players, seat, size):
    table = table_for(qtbot, players, seat, size)
    scene = table.scene
    arrows = [QRectF(*scene.map.places.wind_arrow(w)) for w in WIND_GRID]
    for arrow in arrows:
        centre, radius = arrow.center(), arrow.width() / 2 - 2  # (its disc)
        for item in scene.cups.values():
            if not item.isVisible():
                continue
            cup = item.sceneBoundingRect().center()
            gap = math.hypot(cup.x() - centre.x(), cup.y() - centre.y())
            assert gap > radius + item.w / 2, (arrow, item.cup_id)
        assert sum(arrow.intersects(other) for other in arrows) == 1  # only itself


@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_shift_and_the_arrows_slide_the_launcher_along_its_red_line(qtbot, players, seat):
    table = table_for(qtbot, players, seat)
    scene, view = table.scene, table.view
    start = launcher_centre(table, seat)
    view.setFocus()
    for _ in range(4):
        QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    moved = launcher_centre(table, seat)
    along = scene.map.length(0.5 * SLIDE_REACH)  # half way to the line's right end
    assert moved.x() - start.x() == pytest.approx(along, abs=1) and moved.y() == start.y()
    assert scene.aim.angle == 0.0  # it slid, it did not turn
    for _ in range(20):  # never past the end of the line
        QTest.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert launcher_centre(table, seat).x() == pytest.approx(start.x() - 2 * along, abs=1)
    for _ in range(10):
        QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Return)
    (_shooter, shot), = table.chosen
    assert shot.slide == -1.0
    table.apply_chosen()  # the rules take it: it flies from the end of the line
    assert table.state.last_shot["slide"] == -1.0


def test_dragging_the_launcher_sideways_slides_it_then_a_pull_shoots_from_there(qtbot):
    table = table_for(qtbot, 3, 1)
    start = launcher_centre(table, 1)
    port = table.view.viewport()
    side = table.scene.map.length(SLIDE_REACH / 2)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.point(start))
    for k in range(1, 5):  # along the line, to the right: the launcher follows
        QTest.mouseMove(port, table.point(start + QPointF(side * k / 4, 0)))
    slid = launcher_centre(table, 1)
    assert slid.x() == pytest.approx(start.x() + side, abs=2) and not table.chosen
    for k in range(1, 5):  # then straight back: a pull from where it stands now
        QTest.mouseMove(port, table.point(slid + QPointF(0, 15 * k)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.point(slid + QPointF(0, 60)))
    (_shooter, shot), = table.chosen
    assert shot.slide == pytest.approx(0.5, abs=0.05) and abs(shot.aim) < 0.03
    assert shot.power > 0.1


def test_a_sideways_drag_let_go_before_any_pull_only_slides(qtbot):
    table = table_for(qtbot, 2, 0)
    start = launcher_centre(table, 0)
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.point(start))
    QTest.mouseMove(port, table.point(start + QPointF(-12, 0)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.point(start + QPointF(-12, 0)))
    assert table.chosen == [] and table.scene.aim.slide < 0


@pytest.mark.parametrize(("players", "seat"), SEATS)
def test_far_shot_stands_the_shooter_back_below_the_turned_table_at_every_seat(
        qtbot, players, seat):
    table = table_for(qtbot, players, seat, (800, 600))
    near = launcher_centre(table, seat)
    table.state.effects[FAR_SHOT] = {"by": (seat + 1) % players}
    table.state._cache = None
    table.refresh()
    scene = table.scene
    far = launcher_centre(table, seat)
    square = scene.map.table
    assert square.contains(scene.launchers[seat].sceneBoundingRect())  # drawn in full
    assert abs(far.x() - square.center().x()) < 2 and far.y() > near.y()
    x, y = scene.map.metres(far)  # where the rules launch it from
    fx, fy = table.state.observe(None)["frames"][seat]
    assert (x + fx * (LAUNCH_DIST + FAR_SHOT_BACK)) ** 2 + (y + fy * (
        LAUNCH_DIST + FAR_SHOT_BACK)) ** 2 < 0.01 ** 2
