"""Taking a talisman and spending one on a hop mean the opposite: they look different and
each shows its own key, and that key presses it (issue 24, Kokonana point 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cocoa_games.games.kokonana.rules import Flip, TakeTalisman

from .helpers import make
from .scene_helpers import Table


def _after_a_match(qtbot) -> Table:
    st = make(3, runners={0: "sand"}, keys={0: "black"}, talismans={0: 2})
    st.apply(0, Flip("D:1:0"))
    st.apply(0, Flip("D:3:0"))
    return Table(qtbot, st)


def _buttons(t: Table) -> dict:
    return {b.text: b for b in t.scene.buttons if b.isVisible()}


def test_take_and_spend_look_different_and_both_show_their_key(qtbot):
    shown = _buttons(_after_a_match(qtbot))
    take, hop = shown["Take a talisman"], shown["Use a talisman: hop"]
    assert take.colour != hop.colour
    assert take.icon_key != hop.icon_key
    keys = [b.key_hint for b in shown.values()]
    assert all(keys) and len(set(keys)) == len(keys), keys


def test_each_talisman_key_presses_its_own_button(qtbot):
    t = _after_a_match(qtbot)
    hop_key = _buttons(t)["Use a talisman: hop"].key_hint
    assert t.key(getattr(Qt.Key, f"Key_{hop_key}"))
    assert t.scene.active_mode is not None and t.scene.active_mode.name == "talisman_hop"
    assert not t.chosen
    assert t.key(Qt.Key.Key_Escape)
    assert t.scene.active_mode is None
    assert t.key(Qt.Key.Key_T)
    assert isinstance(t.take(), TakeTalisman)
