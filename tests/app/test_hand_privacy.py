"""No hand of cards leaks around the table: not in the Load dialog's list of saves, and not
in the window's title, status bar, curtain or accessible names while a curtain is up."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.cards import card_name
from cocoa_games.games.cuckoo_zoo.items import CardItem


def cuckoo_table(qtbot):
    game = games.get("cuckoo_zoo")
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    seats = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    window.start_session(session)
    return window, session


def secret_names(state) -> set[str]:
    """Names of cards held in hands that no public card shares."""
    public = {card_name(c) for c in state.discard}
    return {card_name(c) for hand in state.hands for c in hand} - public


def page_texts(window) -> list[str]:
    """Everything a person (or a screen reader) could read in the window."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisibleTo(window):
            texts += [widget.text(), widget.toolTip(), widget.accessibleName(),
                      widget.accessibleDescription()]
    texts += [window.table.view.accessibleName(), window.table.view.accessibleDescription()]
    return texts + window.table.announcements


def test_the_load_list_names_game_and_players_but_no_cards(qtbot):
    window, session = cuckoo_table(qtbot)
    session.save_to(paths.saves_dir() / "evening.cocoa.json")
    hidden = secret_names(session.state)
    assert hidden  # the hands hold cards nobody else has seen
    dialog = SaveManager(window)
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i) for i in range(dialog.list.count())]
    row = next(r for r in rows if r.text().startswith("evening"))
    assert "Cuckoo Zoo — Alice, Ben" in row.text()
    dialog.list.setCurrentItem(row)  # its preview and details are drawn now
    shown = " ".join(f"{r.text()} {r.toolTip()} {r.statusTip()} {r.whatsThis()}" for r in rows)
    shown += " " + dialog.detail.text() + " " + dialog.preview.text()
    assert not [name for name in hidden if name in shown]


def test_behind_the_curtain_no_card_of_any_hand_can_be_read(qtbot, turn_clock):
    window, session = cuckoo_table(qtbot)
    table = window.table
    assert session.curtain_seat == 0
    session.reveal()
    assert session.viewer == 0
    turn_clock.wait_out()  # the table after a curtain takes no key for half a second
    # keyboard focus on a card only Alice knows: the hint line names it
    hand = sorted(session.state.hands[0])
    hidden = secret_names(session.state)
    index = next(i for i, c in enumerate(hand) if card_name(c) in hidden)
    for _ in range(index + 1):
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
    focused = card_name(hand[index])
    assert focused.capitalize() in table.status.text()
    assert focused.capitalize() in table.view.accessibleDescription()
    # Alice hides: a curtain, and her card is nowhere to be read
    session.hide()
    assert session.curtain_seat == 0 and table.curtain.isVisibleTo(window)
    readable = " ".join(page_texts(window)).lower()
    assert not [name for name in hidden if name in readable]

    # Alice draws (a private line), then the curtain rises for Ben
    session.reveal()
    draw = next(a for a in session.state.legal_actions(0) if a.kind == "draw")
    assert session.act(0, draw)
    qtbot.waitUntil(lambda: not session.busy, timeout=3000)
    session.hide()  # (she saw the card she drew: see test_drawn_card_moment.py)
    assert session.curtain_seat == 1 and table.curtain.isVisibleTo(window)
    hidden = secret_names(session.state)
    drawn = [e.text for e in session.history if e.visible_to is not None]
    assert drawn and hidden
    readable = " ".join(page_texts(window))
    assert not [name for name in hidden if name in readable.lower()]
    assert not [text for text in drawn if text in readable]


def test_through_a_whole_game_only_the_trusted_hand_can_be_seen_or_read(qtbot):
    """Two people and a computer, random moves, complaints from the curtain and keyboard
    focus on cards: at every step the cards on screen and every readable text hold no card
    of a hand other than the one of whoever passed the curtain."""
    game = games.get("cuckoo_zoo")
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    seats = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human"), SeatInfo("Cleo", "computer")]
    session = GameSession(game, seats, 2, game.Options(), settings=window.settings)
    window.start_session(session)
    table, rng = window.table, random.Random(2)
    checked = from_curtain = 0
    for _ in range(150):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        state, trusted = session.state, session.trusted_viewer
        own = set(state.hands[trusted]) if trusted is not None else set()
        faces = {i.card_id for i in table.scene.items()
                 if isinstance(i, CardItem) and i.face is not None and i.isVisible()}
        assert faces <= set(state.discard) | own
        secret = secret_names(state) - {card_name(c) for c in own}
        readable = " ".join(page_texts(window)).lower()
        assert not [name for name in secret if name in readable]
        checked += 1
        if session.curtain_seat is not None:
            if session.view.curtain_actions() and rng.random() < 0.5:
                from_curtain += 1
                session.act(*rng.choice(session.view.curtain_actions()))
            else:
                session.reveal()
            continue
        for _ in range(rng.randrange(3)):  # the hint line names a focused card
            qtbot.keyClick(table.view, Qt.Key.Key_Right)
        offered = session.legal_for_view()
        if offered:
            seat = rng.choice(sorted(offered))
            table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
        elif session.view.held:
            session.hide()  # a drawer saw the drawn card: Hide hands over
        else:  # a computer's turn
            before = len(session.actions)
            qtbot.waitUntil(lambda n=before: len(session.actions) > n or session.state.is_over()
                            or session.curtain_seat is not None, timeout=5000)
    assert checked > 50 and from_curtain > 0
