"""What the toolkit does for every game's table: a mode of several clicks entered and left
by the table (Esc, Back, the move it finishes, its moves gone), one checked way out for a
chosen action (`propose`), the build done by the base, events played by their handlers,
and input held while animations run — a click only hurries them, a key acts once they end."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import pytest
import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from cocoa_games.core.game import Action, Event
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.table_scene import TableScene


@dataclass(frozen=True)
class Take(Action):
    what: str


@dataclass(frozen=True)
class Jump(Action):
    to: str


class Board(TableScene):
    """A tiny game: apples to take, a Jump mode (J) that offers the places to jump to."""

    JUMP = Mode("jump", (Jump,))

    def __init__(self) -> None:
        super().__init__()
        self.builds = self.layouts = 0
        self.played_kinds: list[str] = []

    def _build(self) -> None:
        self.builds += 1
        self.add_focus_ring()
        self.items_by_name = {n: self.hook(Clickable(60, 60)) for n in ("apple", "pear", "hill")}
        for i, item in enumerate(self.items_by_name.values()):
            item.setPos(100 * i, 0)
        self.jump_button = self.hook(ButtonItem())
        self.jump_button.setPos(0, 200)

    def relayout(self, rect: QRectF) -> None:
        if self.built:
            self.layouts += 1
            self.offer()

    def offer(self) -> None:
        self.acting_seat = self.seat_on_offer()
        offers: dict[str, Action] = {**self.choices(Take, "what"), **self.choices(Jump, "to")}
        live = []
        for name, item in self.items_by_name.items():
            item.set_live(offers.get(name))
            if name in offers:
                live.append(item)
        jump = self.choices(Jump, "to") if self.active_mode is None else {}
        self.jump_button.configure("Jump", "#ffffff", "J")
        self.jump_button.set_live((lambda: self.enter_mode(self.JUMP)) if jump or
                                  self._can_jump() else None)
        self.offer_targets(live + ([self.jump_button] if self.jump_button.target else []))

    def _can_jump(self) -> bool:
        return self.active_mode is None and any(
            isinstance(a, Jump) for a in self.legal.get(self.acting_seat or 0, ()))

    def on_take(self, event: Event) -> None:
        self.played_kinds.append(event.kind)
        self.animations.hold(5000)

    def played(self, events: Sequence[Event]) -> None:
        self.played_kinds.append("all played")


def _key(key: Qt.Key) -> QKeyEvent:
    return QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


LEGAL = {0: [Take("apple"), Take("pear"), Jump("hill")]}


@pytest.fixture
def board(qapp) -> Iterator[Callable[[], Board]]:
    made: list[Board] = []

    def make() -> Board:
        scene = Board()
        made.append(scene)
        scene.show({"turn": 0}, 0, LEGAL)
        return scene

    yield make
    for scene in made:
        scene.finish_animations()
        shiboken6.delete(scene)


def test_the_base_builds_the_table_once_and_again_after_the_curtain(qtbot, board):
    scene = board()
    assert scene.built and scene.builds == 1 and scene.layouts == 1
    scene.show({"turn": 0}, 0, LEGAL)
    assert scene.builds == 1  # built already: only drawn again
    scene.clear_table()
    assert not scene.built and scene.items() == []
    scene.show({"turn": 0}, 0, LEGAL)
    assert scene.built and scene.builds == 2


def test_outside_a_mode_its_moves_wait_behind_its_button(qtbot, board):
    scene = board()
    names = {n for n, item in scene.items_by_name.items() if item in scene.target_items()}
    # (this tiny game offers the jump's place directly too; the mode narrows to it)
    assert names == {"apple", "pear", "hill"} and scene.jump_button in scene.target_items()
    scene.jump_button.activate()
    assert scene.active_mode == Board.JUMP
    live = [n for n, item in scene.items_by_name.items() if item in scene.target_items()]
    assert live == ["hill"]  # only the mode's kind of move
    assert scene.single(Take) is None and scene.choices(Take, "what") == {}
    assert [spec.text for spec in scene.back_button()] == ["Back"]


def test_esc_leaves_a_mode_and_the_table_offers_everything_again(qtbot, board):
    scene = board()
    scene.enter_mode(Board.JUMP)
    assert scene.handle_key(_key(Qt.Key.Key_Escape))
    assert scene.active_mode is None and scene.items_by_name["apple"] in scene.target_items()
    assert not scene.handle_key(_key(Qt.Key.Key_Escape))  # no mode: Esc is not the table's


def test_a_mode_can_say_what_esc_does(qtbot, board):
    scene = board()
    pressed = []
    scene.enter_mode(Mode("ask", (Jump,), escape=lambda: pressed.append("esc")))
    assert scene.handle_key(_key(Qt.Key.Key_Escape))
    assert pressed == ["esc"] and scene.active_mode is not None


def test_a_mode_ends_with_its_move_or_when_its_moves_are_gone(qtbot, board):
    scene = board()
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    scene.enter_mode(Board.JUMP)
    scene.items_by_name["hill"].activate()
    assert chosen == [(0, Jump("hill"))] and scene.active_mode is None
    scene.enter_mode(Board.JUMP)
    scene.show({"turn": 0}, 0, {0: [Take("apple")]})  # the jump is no longer on offer
    assert scene.active_mode is None


def test_propose_sends_only_what_the_rules_offer(qtbot, board):
    scene = board()
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    assert scene.propose(0, Take("apple"))
    assert not scene.propose(0, Take("plum"))  # built in the view, but not a legal move
    assert not scene.propose(1, Take("apple"))  # not that seat's
    scene.choose(0, Take("plum"))  # the old name goes the same way
    assert chosen == [(0, Take("apple"))]


def test_a_wider_allowed_lets_a_continuous_choice_through(qtbot, board):
    scene = board()
    scene.allowed = lambda seat, action: (  # type: ignore[method-assign]
        isinstance(action, Take) and action.what.startswith("apple"))
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append(action))
    assert scene.propose(0, Take("apple 0.37")) and not scene.propose(0, Take("pear"))
    assert chosen == [Take("apple 0.37")]


def test_each_event_goes_to_its_handler_and_the_batch_settles(qtbot, board):
    scene = board()
    scene.animation_speed = 0
    heard = []
    scene.animations_finished.connect(lambda: heard.append("finished"))
    scene.play([Event("take", {}, "x"), Event("nothing_to_show", {}, "y"),
                Event("take", {}, "z")])
    assert scene.played_kinds == ["take", "take", "all played"] and heard == ["finished"]


def test_a_click_while_animations_run_only_hurries_them(qtbot, board):
    scene = board()
    scene.animation_speed = 1.0
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append(action))
    scene.play([Event("take", {}, "x")])
    assert scene.animations.busy()
    scene.items_by_name["apple"].activate()
    assert chosen == [] and not scene.animations.busy()  # hurried, nothing chosen
    scene.items_by_name["apple"].activate()
    assert chosen == [Take("apple")]


def test_a_key_pressed_while_animations_run_acts_when_they_end(qtbot, board):
    scene = board()
    scene.animation_speed = 1.0
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append(action))
    shown = []

    def settle() -> None:  # as the session does: the table shows what came of the move
        shown.append("shown")
        scene.show({"turn": 0}, 0, LEGAL)

    scene.animations_finished.connect(settle)
    scene.play([Event("take", {}, "x")])
    assert scene.handle_key(_key(Qt.Key.Key_Tab))  # held, not lost
    assert shown == ["shown"]  # the key hurried the table, which settled first...
    assert scene.focused_item() is scene.items_by_name["apple"]  # ...then the key acted
    scene.play([Event("take", {}, "x")])
    assert scene.handle_key(_key(Qt.Key.Key_Return))
    assert chosen == [Take("apple")]


def test_keys_held_for_a_table_that_is_gone_are_dropped(qtbot, board):
    scene = board()
    scene.animation_speed = 1.0
    scene.play([Event("take", {}, "x")])
    scene.animations_finished.connect(scene.clear_table)  # a curtain comes up
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append(action))
    scene.handle_key(_key(Qt.Key.Key_Return))
    assert chosen == [] and scene.items() == []
