"""Aiming by pulling back: a press near the piece starts a drag that aims until let go,
a press elsewhere is the table's; the arrows turn and pull, a held Space pulls by the
clock and shoots when let go, Enter shoots, Esc lets go; nothing while nobody may pull."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsView

from cocoa_games.ui.pull_control import PullControl

ANCHOR = QPointF(100, 100)


@dataclass
class _Aim:
    pull: float = 0.5
    steps: list[tuple[int, int]] = field(default_factory=list)
    started: list[float] = field(default_factory=list)
    charged: list[float] = field(default_factory=list)
    held: list[tuple[float, float]] = field(default_factory=list)

    def step(self, turn: int, pull: int, held: float = 0.0, gap: float = 0.0) -> None:
        self.steps.append((turn, pull))
        self.held.append((held, gap))

    def start_charge(self, now: float) -> None:
        self.started.append(now)

    def charge(self, now: float) -> None:
        self.charged.append(now)


class _Table:
    def __init__(self, qtbot) -> None:
        self.scene = QGraphicsScene(0, 0, 400, 300)
        self.view = QGraphicsView(self.scene)
        self.view.setFixedSize(420, 320)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.aim, self.open = _Aim(), True
        self.drags: list[tuple[QPointF, QPointF]] = []
        self.shots, self.changes = 0, 0
        self.pull = PullControl(self.scene, self.aim, anchor=self.anchor, drag=self.drag,
                                shoot=self.shoot, changed=self.changed)

    def anchor(self):
        return (ANCHOR, 30.0) if self.open else None

    def drag(self, anchor: QPointF, pointer: QPointF) -> None:
        self.drags.append((anchor, pointer))

    def shoot(self) -> None:
        self.shots += 1

    def changed(self) -> None:
        self.changes += 1

    def at(self, point: QPointF):
        return self.view.mapFromScene(point)

    def key(self, key: Qt.Key, enter: bool = True, repeat: bool = False) -> bool:
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "",
                          repeat)
        return self.pull.key_pressed(event, enter)

    def release(self, key: Qt.Key) -> None:
        QApplication.sendEvent(self.scene, QKeyEvent(QEvent.Type.KeyRelease, key,
                                                     Qt.KeyboardModifier.NoModifier))


def test_a_drag_from_the_piece_aims_while_it_moves_and_shoots_when_let_go(qtbot):
    table = _Table(qtbot)
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.at(ANCHOR + QPointF(10, 5)))
    assert table.pull.dragging and table.aim.pull == 0.0  # a new drag starts unpulled
    QTest.mouseMove(port, table.at(ANCHOR + QPointF(0, 40)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.at(ANCHOR + QPointF(0, 60)))
    assert [(a, (p - ANCHOR).y()) for a, p in table.drags] == [(ANCHOR, 40.0),
                                                               (ANCHOR, 60.0)]
    assert table.shots == 1 and table.changes == 2 and not table.pull.dragging


def test_a_press_away_from_the_piece_is_the_tables(qtbot):
    table = _Table(qtbot)
    item = QGraphicsRectItem(250, 150, 40, 40)
    item.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
    pressed = []
    item.mousePressEvent = lambda event: pressed.append(1)  # type: ignore[method-assign]
    table.scene.addItem(item)
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.at(QPointF(270, 170)))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.at(QPointF(270, 200)))
    assert pressed == [1] and table.drags == [] and table.shots == 0


def test_nobody_may_pull_then_no_press_or_key_is_taken(qtbot):
    table = _Table(qtbot)
    table.open = False
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.at(ANCHOR))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=table.at(ANCHOR + QPointF(0, 50)))
    assert not table.key(Qt.Key.Key_Left) and not table.key(Qt.Key.Key_Space)
    assert table.drags == [] and table.shots == 0 and table.aim.steps == []


def test_the_table_moving_on_under_a_drag_ends_it_without_aiming(qtbot):
    table = _Table(qtbot)
    port = table.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=table.at(ANCHOR))
    table.open = False  # (a new observation: someone else's turn)
    QTest.mouseMove(port, table.at(ANCHOR + QPointF(0, 40)))
    assert not table.pull.dragging and table.drags == []


def test_arrows_turn_and_pull_enter_shoots_and_esc_lets_go(qtbot):
    table = _Table(qtbot)
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
        assert table.key(key)
    assert table.aim.steps == [(-1, 0), (1, 0), (0, 1), (0, -1)] and table.changes == 4
    assert not table.key(Qt.Key.Key_Return, enter=False)  # something else has the focus
    assert table.shots == 0
    assert table.key(Qt.Key.Key_Return) and table.shots == 1
    assert table.key(Qt.Key.Key_Escape) and table.aim.pull == 0.0
    assert not table.key(Qt.Key.Key_A)  # not the pull's


def test_space_held_pulls_by_the_clock_and_shoots_when_let_go(qtbot):
    table = _Table(qtbot)
    assert table.key(Qt.Key.Key_Space)
    assert table.key(Qt.Key.Key_Space, repeat=True)  # held: taken, not started again
    assert len(table.aim.started) == 1 and table.pull.charging
    qtbot.waitUntil(lambda: len(table.aim.charged) >= 3, timeout=2000)  # every frame
    assert table.shots == 0
    table.release(Qt.Key.Key_Space)
    assert table.shots == 1 and not table.pull.charging
    ticks = len(table.aim.charged)
    qtbot.wait(80)
    assert len(table.aim.charged) == ticks  # the clock stopped with the shot


def test_esc_while_space_is_held_drops_the_pull_and_shoots_nothing(qtbot):
    table = _Table(qtbot)
    table.key(Qt.Key.Key_Space)
    table.key(Qt.Key.Key_Escape)
    assert not table.pull.charging and table.aim.pull == 0.0
    table.release(Qt.Key.Key_Space)
    assert table.shots == 0


def test_an_arrow_held_down_tells_the_aim_how_long_it_is_held(qtbot):
    """A tap is a press (held 0); the key's repeats say how long it has been held and how
    long since the last repeat, by the clock: the aim moves faster the longer it is held."""
    table = _Table(qtbot)
    now = [100.0]
    table.pull.clock = lambda: now[0]
    assert table.key(Qt.Key.Key_Up)
    for _ in range(3):
        now[0] += 0.5
        assert table.key(Qt.Key.Key_Up, repeat=True)
    now[0] += 0.1
    assert table.key(Qt.Key.Key_Left, repeat=True)  # another key: a press of its own
    now[0] += 0.1
    assert table.key(Qt.Key.Key_Up)  # let go and pressed again: a tap
    assert table.aim.held == [(0.0, 0.0), (0.5, 0.5), (1.0, 0.5), (1.5, 0.5), (0.0, 0.0),
                              (0.0, 0.0)]
