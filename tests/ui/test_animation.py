"""The animation runner: speed scales durations, 0 jumps to the end, skip ends everything
(sequences included), and `finished` comes once per batch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from cocoa_games.ui.animation import AnimationRunner


@pytest.fixture
def table(qapp):
    """As in the app, a runner belongs to its table (and ends with it)."""
    return QGraphicsScene()


def _runner(table, speed: float) -> tuple[AnimationRunner, list[int]]:
    runner = AnimationRunner(table)
    runner.speed = speed
    ends: list[int] = []
    runner.finished.connect(lambda: ends.append(1))
    return runner, ends


def test_at_speed_zero_everything_lands_at_once_and_finishes_once(qtbot, table):
    runner, ends = _runner(table, 0.0)
    item = QGraphicsRectItem(0, 0, 10, 10)
    runner.move(item, QPointF(100, 50), lift=40)
    runner.fade(item, 0.25)
    runner.settle()
    assert item.pos() == QPointF(100, 50)
    assert item.opacity() == 0.25
    assert ends == [1]


def test_durations_follow_the_speed_setting(qtbot, table):
    runner, _ = _runner(table, 0.5)
    assert runner.duration(300) == 150
    runner.speed = 2.0
    assert runner.duration(300) == 600


def test_a_running_move_ends_by_itself_with_one_finished(qtbot, table):
    runner, ends = _runner(table, 0.1)
    item = QGraphicsRectItem(0, 0, 10, 10)
    runner.move(item, QPointF(30, 0))
    runner.settle()
    assert runner.busy() and ends == []
    qtbot.waitUntil(lambda: ends == [1], timeout=2000)
    assert item.pos() == QPointF(30, 0)


def test_skip_ends_a_whole_sequence_in_order(qtbot, table):
    runner, ends = _runner(table, 1.0)
    item = QGraphicsRectItem(0, 0, 10, 10)
    order: list[str] = []
    flipped: list[float] = []
    runner.sequence([
        lambda nxt: runner.move(item, QPointF(50, 0), 1000,
                                done=lambda: (order.append("move"), nxt())),
        lambda nxt: runner.hold(1000, lambda: (order.append("hold"), nxt())),
        lambda nxt: runner.flip(flipped.append, lambda: order.append("swap"), 1000, nxt),
    ], done=lambda: order.append("done"))
    runner.settle()
    assert runner.skip()
    assert order == ["move", "hold", "swap", "done"]
    assert item.pos() == QPointF(50, 0) and flipped[-1] == 1.0
    assert ends == [1] and not runner.busy()
    assert not runner.skip()  # nothing left to hurry


def test_the_runner_knows_how_long_until_it_is_done(qtbot, table):
    runner, _ = _runner(table, 1.0)
    assert runner.remaining_ms() == 0
    runner.hold(3500)
    runner.hold(200)
    assert 3000 < runner.remaining_ms() <= 3500
    runner.skip()
    assert runner.remaining_ms() == 0
