"""The table every game builds on: a click chooses for the seat on offer, the keyboard walks
what may be clicked, something new pulses and then rests, the hint line speaks only when
its words change, and flying items vanish when their animation ends."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from cocoa_games.core.game import Action
from cocoa_games.ui.clickable import Clickable
from cocoa_games.ui.table_scene import TableScene


@dataclass(frozen=True)
class Take(Action):
    what: str

    def label(self) -> str:
        return f"take {self.what}"


@pytest.fixture
def table(qapp) -> Iterator[Callable[..., TableScene]]:
    """Makes tables; each is deleted when the test ends (as the app deletes a table it
    leaves), never left for the garbage collector to destroy in the middle of a later
    test's signal."""
    made: list[TableScene] = []

    def make(speed: float = 1.0) -> TableScene:
        scene = TableScene()
        made.append(scene)
        scene.animation_speed = speed
        scene.add_focus_ring()
        scene.show({"turn": 1}, 1, {1: [Take("apple"), Take("pear")], 0: [Take("plum")]})
        return scene

    yield make
    for scene in made:
        scene.finish_animations()
        shiboken6.delete(scene)


def _target(scene: TableScene, target: object, x: float = 0.0) -> Clickable:
    item = scene.hook(Clickable(80, 60))
    item.setPos(x, 0)
    item.set_live(target)
    return item


def _key(key: Qt.Key) -> QKeyEvent:
    return QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def test_a_click_chooses_for_the_seat_whose_turn_it_is(qtbot, table):
    scene = table()
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    scene.acting_seat = scene.seat_on_offer()
    apple = _target(scene, Take("apple"))
    scene.offer_targets([apple])
    apple.activate()
    assert chosen == [(1, Take("apple"))]
    # an action the seat was not offered is refused, whatever the item says
    _target(scene, Take("plum")).activate()
    assert chosen == [(1, Take("apple"))]


def test_the_seat_on_offer_is_whoever_may_act_when_the_turn_seat_may_not(qtbot, table):
    scene = table()
    scene.show({"turn": 1}, None, {0: [Take("plum")]})
    assert scene.seat_on_offer() == 0
    scene.show({"turn": 1}, None, {})
    assert scene.seat_on_offer() is None


def test_a_mode_button_runs_its_callable_and_keys_walk_the_targets(qtbot, table):
    scene = table()
    pressed = []
    left = _target(scene, lambda: pressed.append("left"))
    right = _target(scene, lambda: pressed.append("right"), x=200)
    scene.offer_targets([left, right])
    assert scene.actionable_items() == [left, right] and scene.focused_item() is None
    assert scene.handle_key(_key(Qt.Key.Key_Tab))
    assert scene.focused_item() is left and scene.ring.isVisible()
    assert scene.handle_key(_key(Qt.Key.Key_Right))
    assert scene.handle_key(_key(Qt.Key.Key_Return))
    assert pressed == ["right"]
    assert scene.focused_item() is right


def test_new_targets_pulse_then_rest_and_the_same_targets_do_not_restart_it(qtbot, table):
    scene = table()
    scene.pulse.cycles, scene.pulse.period_ms = 1, 60
    apple = _target(scene, Take("apple"))
    scene.offer_targets([apple])
    assert scene.pulse.is_running()
    qtbot.waitUntil(lambda: not scene.pulse.is_running(), timeout=2000)
    assert apple.glow_item.opacity() == 1.0  # resting at full glow, no timer
    scene.offer_targets([apple])
    assert not scene.pulse.is_running()
    still = table(speed=0.0)  # no animations: nothing moves at all
    still.offer_targets([_target(still, Take("pear"))])
    assert not still.pulse.is_running()


def test_the_hint_is_sent_only_when_its_words_change(qtbot, table):
    scene = table()
    heard = []
    scene.hint_changed.connect(heard.append)
    for text in ("Pick a fruit", "Pick a fruit", "Well done"):
        scene.set_hint(text)
    assert heard == ["Pick a fruit", "Well done"] and scene.current_hint == "Well done"


def test_a_flying_item_goes_when_its_animation_ends(qtbot, table):
    scene = table()
    scene.animations.speed = 1.0
    card = scene.temporary(Clickable(40, 60))
    scene.animations.move(card, QPointF(300, 0), 40)
    with qtbot.waitSignal(scene.animations_finished, timeout=2000):
        pass
    assert card.scene() is None


def test_a_new_show_ends_the_flight_quietly_and_the_curtain_clears_all(qtbot, table):
    scene = table()
    scene.animations.speed = 1.0
    card = scene.temporary(Clickable(40, 60))
    scene.animations.move(card, QPointF(300, 0), 5000)
    heard = []
    scene.animations_finished.connect(lambda: heard.append("finished"))
    scene.finish_animations()
    assert card.scene() is None and heard == []  # the next show() follows: nobody waits
    apple = _target(scene, Take("apple"))
    scene.offer_targets([apple])
    scene.clear_table()
    assert scene.items() == [] and scene.actionable_items() == []
    assert scene.focused_item() is None and not scene.pulse.is_running()


def test_the_letter_on_an_offered_button_presses_it(qtbot, table):
    from cocoa_games.ui.clickable import ButtonItem

    scene = table()
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append(action))
    scene.acting_seat = 1
    pear, apple = scene.hook(ButtonItem()), scene.hook(ButtonItem())
    pear.configure("Pear", "#ffffff", "P")
    apple.configure("Apple", "#ffffff", "A")
    pear.set_live(Take("pear"))
    scene.offer_targets([pear])  # the apple button is not on offer: its letter does nothing
    assert not scene.handle_key(_key(Qt.Key.Key_A))
    assert scene.handle_key(_key(Qt.Key.Key_P))
    assert chosen == [Take("pear")]
    pear.setVisible(False)  # hidden: its letter goes with it
    assert not scene.handle_key(_key(Qt.Key.Key_P))


def test_a_letter_presses_its_button_but_the_focus_stays_where_the_player_left_it(qtbot, table):
    """Keyboard play: Space on a card, then a button's letter, then Enter on the card
    again; the letter must not carry the focus off to its button."""
    from cocoa_games.ui.clickable import ButtonItem

    scene = table()
    pressed = []
    card = _target(scene, lambda: pressed.append("card"))
    call = scene.hook(ButtonItem())
    call.setPos(300, 0)
    call.configure("Moo", "#ffffff", "4")
    call.set_live(lambda: pressed.append("moo"))
    scene.offer_targets([card, call])
    assert scene.handle_key(_key(Qt.Key.Key_Tab)) and scene.focused_item() is card
    assert scene.handle_key(_key(Qt.Key.Key_4))
    assert pressed == ["moo"] and scene.focused_item() is card
    assert scene.handle_key(_key(Qt.Key.Key_Return))
    assert pressed == ["moo", "card"]


def test_a_seat_and_action_target_chooses_for_that_seat(qtbot, table):
    """Another player's own button ("Ben: Complain!") chooses for them, whoever's view."""
    scene = table()
    chosen = []
    scene.action_chosen.connect(lambda seat, action: chosen.append((seat, action)))
    scene.acting_seat = 1
    plum = _target(scene, (0, Take("plum")))
    scene.offer_targets([plum])
    plum.activate()
    assert chosen == [(0, Take("plum"))]


def test_every_way_the_focus_moves_tells_the_game(qtbot, table):
    """Tab reaches the scene through the view's focus chain, the arrows through handle_key:
    a game that shows the focus (a card coming forward, the hint) hears of both."""
    scene = table()
    heard = []
    scene.refocused = lambda: heard.append(scene.focused_item())  # type: ignore[method-assign]
    left, right = _target(scene, Take("apple")), _target(scene, Take("pear"), x=200)
    scene.offer_targets([left, right])
    assert scene.focusNextPrevChild(True)
    assert scene.handle_key(_key(Qt.Key.Key_Right))
    scene.focus_on(left)
    assert heard == [left, right, left]


def test_the_route_to_an_action_is_the_offered_item_that_chooses_it(qtbot, table):
    scene = table()
    scene.acting_seat = 1
    apple, plum = _target(scene, Take("apple")), _target(scene, (0, Take("plum")), x=200)
    pear = _target(scene, Take("pear"), x=400)
    scene.offer_targets([apple, plum])
    assert scene.route(1, Take("apple")) == [apple]
    assert scene.route(0, Take("plum")) == [plum]
    assert scene.route(0, Take("apple")) is None  # the apple is the acting seat's
    assert scene.route(1, Take("pear")) is None  # there, but not on offer: no route
    assert pear.isVisible()


def test_moments_follow_one_another_and_stop_when_the_table_is_gone(qtbot, qapp):
    heard: list[str] = []  # (the presenter gives each moment its sound)
    kept, gone = TableScene(), TableScene()
    for scene in (kept, gone):
        scene.moment_reached.connect(heard.append)
        scene.reach_moments(["moo", "baa"], 30)
    assert heard == ["moo", "moo"]  # the first at once, the second waits its turn
    shiboken6.delete(gone)  # back to the games: this table is deleted
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=2000)
    qtbot.wait(100)
    assert heard == ["moo", "moo", "baa"]  # only the table still there went on
    shiboken6.delete(kept)
