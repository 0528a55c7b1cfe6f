"""Issue 24 point 8a: one press of D draws and ends the turn, but the drawer sees the card
they drew, in their own view, before "Hide" hands over — the next curtain does not rise
first (the curtain policy: a private moment ends with Hide)."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.items import CardItem
from tests.app.test_hand_privacy import cuckoo_table


def test_the_drawer_sees_the_drawn_card_then_hide_hands_over(qtbot):
    window, session = cuckoo_table(qtbot)
    table = window.table
    session.reveal()
    before = set(session.state.hands[0])
    draw = next(a for a in session.state.legal_actions(0) if a.kind == "draw")
    assert session.act(0, draw)
    qtbot.waitUntil(lambda: not session.busy, timeout=3000)
    (drawn,) = set(session.state.hands[0]) - before
    assert session.state.turn_seat() == 1  # the turn is over...
    # ...and Alice still looks at her own hand, the new card face up in it
    assert session.curtain_seat is None and session.viewer == 0
    assert table.view.isVisibleTo(window) and table.hide_button.isVisibleTo(window)
    faces = {item.card_id for item in table.scene.items()
             if isinstance(item, CardItem) and item.isVisible() and item.face is not None}
    assert drawn in faces
    session.hide()  # Hide: the curtain for Ben, nothing of Alice's left on screen
    assert session.curtain_seat == 1 and table.curtain.isVisibleTo(window)
    assert table.scene.items() == []
    session.reveal()
    assert session.viewer == 1
