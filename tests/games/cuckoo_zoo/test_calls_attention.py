"""Calls are a test of attention (issue 24, point 4): above the beginner level (and as an
option at it) the call bar shows words only; with "Seconds to call" a picked card not
called in time counts as no call, the countdown shown on the hint line."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cocoa_games.games.cuckoo_zoo.cards import CALLS, CORRECT_CALL, SILENT
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooOptions, CuckooZooState, Play, RuleLevel
from tests.games.cuckoo_zoo.helpers import card, filler, fly
from tests.games.cuckoo_zoo.scene_helpers import Table, call_buttons

GREEN_CAT = card("green", "cat")


def _table(qtbot, **options) -> Table:
    hands = [[GREEN_CAT, card("blue", "dog"), card("red", "cow"), fly(0)], filler(4),
             filler(4, 4)]
    st = CuckooZooState.from_deal(["Ann", "Ben", "Cat"], hands, filler(1, 8),
                                  [card("green", "cow")], CuckooZooOptions(**options))
    return Table(qtbot, st, viewer=0)


def _pick_cat(table: Table) -> None:
    table.click_card(GREEN_CAT)
    assert table.scene.sel.cards == [GREEN_CAT]


def test_the_beginner_call_bar_shows_each_animal_beside_its_call(qtbot):
    table = _table(qtbot)
    _pick_cat(table)
    assert all(b.icon_key for b in call_buttons(table.scene)[:8])


def test_above_beginner_the_calls_are_words_only_in_a_fixed_order(qtbot):
    table = _table(qtbot, rule_level=RuleLevel.ADVANCED)
    _pick_cat(table)
    buttons = call_buttons(table.scene)
    assert [b.icon_key for b in buttons] == [""] * len(CALLS)  # no picture gives it away
    assert all(b.isVisible() and b.text for b in buttons[:-1])
    lefts = [(round(b.scenePos().y()), b.scenePos().x()) for b in buttons]
    assert lefts == sorted(lefts)  # CALLS order, whatever card was picked


def test_words_only_is_an_option_at_the_beginner_level(qtbot):
    table = _table(qtbot, words_only=True)
    _pick_cat(table)
    assert not any(b.icon_key for b in call_buttons(table.scene))


def test_a_call_not_made_in_time_counts_as_no_call(qtbot):
    table = _table(qtbot, call_seconds=3)
    scene = table.scene
    assert scene.call_timer.left == 0  # nothing picked: nothing to call yet
    _pick_cat(table)
    assert scene.call_timer.left == 3 and scene.call_timer.timer.isActive()
    assert "3 seconds" in scene.current_hint  # the countdown is visible
    scene.call_timer.tick()  # the tests drive the clock: no sleeping
    assert "2 seconds" in scene.current_hint
    scene.call_timer.tick()
    scene.call_timer.tick()
    assert scene.sel.calls == [SILENT]  # too slow: no call
    assert scene.call_timer.left == 0
    assert table.key(Qt.Key.Key_Return)  # played as it stands: silent, a mistake to catch
    assert table.chosen[-1] == (0, Play((GREEN_CAT,), (SILENT,), False, ""))


def test_a_call_in_time_stops_the_countdown(qtbot):
    table = _table(qtbot, call_seconds=3)
    _pick_cat(table)
    table.scene.call_timer.tick()
    table.click_button(table.scene.buttons[CORRECT_CALL[GREEN_CAT]])
    assert table.scene.sel.calls == [CORRECT_CALL[GREEN_CAT]]
    assert table.scene.call_timer.left == 0 and not table.scene.call_timer.timer.isActive()


def test_no_countdown_runs_without_the_option_or_on_another_seats_turn(qtbot):
    table = _table(qtbot)
    _pick_cat(table)
    assert table.scene.call_timer.left == 0
    hands = [filler(4), [GREEN_CAT, card("blue", "dog"), card("red", "cow")], filler(4, 4)]
    st = CuckooZooState.from_deal(["Ann", "Ben", "Cat"], hands, filler(1, 8),
                                  [card("green", "cow")], CuckooZooOptions(call_seconds=3),
                                  turn=1)
    other = Table(qtbot, st, viewer=0)  # Ben's (a computer's, say) turn on Ann's screen
    assert other.scene.call_timer.left == 0 and not other.scene.call_timer.timer.isActive()


def test_the_call_options_are_saved_only_when_chosen():
    from cocoa_games.games.cuckoo_zoo.rules import CuckooZooGame

    game = CuckooZooGame()
    plain = game.new_state(["Ann", "Ben"], CuckooZooOptions(), 1)
    assert {"words_only", "call_seconds"}.isdisjoint(plain.to_dict()["options"])
    timed = game.new_state(["Ann", "Ben"], CuckooZooOptions(words_only=True, call_seconds=4), 1)
    back = game.state_from_dict(timed.to_dict())
    assert back.options.words_only and back.options.call_seconds == 4
    assert back.observe(0)["rules"]["call_seconds"] == 4


def test_above_beginner_calls_are_timed_by_default(qtbot):
    table = _table(qtbot, rule_level=RuleLevel.ADVANCED)
    _pick_cat(table)
    assert table.scene.call_timer.left == 6
    assert "6 seconds" in table.scene.current_hint
