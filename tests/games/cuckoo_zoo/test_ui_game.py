"""Cuckoo Zoo through the real app: MainWindow, GameSession, table page, real mouse clicks.

The people click cards, calls and Play; computers play on their timers. Every redraw is
checked: only the viewer's own hand (and the public discard pile) shows card faces, and
behind a curtain nothing of the game is drawn.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.items import CardItem
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, CuckooZooOptions, Play, RuleLevel


def start(window, kinds, seed, level=RuleLevel.ADVANCED):
    game = games.get("cuckoo_zoo")
    seats = [SeatInfo(f"P{i}", kind, "normal") for i, kind in enumerate(kinds)]
    session = GameSession(game, seats, seed, CuckooZooOptions(rule_level=level),
                          settings=window.settings)
    window.start_session(session)
    return session, window.table


def watch_privacy(session, table) -> list[int]:
    scene = table.scene
    original = scene.show
    checked: list[int] = []

    def show(observation, viewer, legal):
        original(observation, viewer, legal)
        assert viewer in (session.viewer, None)
        # judged by the session's truth, not by the observation the scene was handed:
        # public cards, and the hand of whoever passed the curtain (or sits alone)
        allowed = {c["id"] for c in observation["discard_recent"]}
        if session.trusted_viewer is not None:
            allowed |= set(session.state.hands[session.trusted_viewer])
        faces = {i.card_id for i in scene.items()
                 if isinstance(i, CardItem) and i.face is not None and i.isVisible()}
        assert faces <= allowed, "a card of someone else's hand is on screen"
        if viewer is None:
            assert scene.hand_items == {}
        checked.append(1)

    scene.show = show
    return checked


def click_at(qtbot, table, scene_point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.mapFromScene(scene_point))


def click_button(qtbot, table, button) -> None:
    assert button.isVisible()
    click_at(qtbot, table, button.mapToScene(QPointF(button.w / 2, button.h / 2)))


def human_move(qtbot, session, table, complained: list[int]) -> None:
    """What a careful child does: complain once when allowed, else play the first matching
    card with the right call, else draw."""
    scene = table.scene
    seat = session.viewer
    legal = session.state.legal_actions(seat)
    if Complain() in legal and not complained:
        complained.append(seat)
        click_button(qtbot, table, scene.buttons["complain"])
        return
    if Confirm() in legal:
        click_button(qtbot, table, scene.buttons["confirm"])
        return
    play = next((a for a in legal if isinstance(a, Play)), None)
    if play is None:
        click_button(qtbot, table, scene.buttons["draw"])
        return
    for card_id in play.cards:
        item = scene.hand_items[card_id]
        click_at(qtbot, table, item.mapToScene(QPointF(14, 100)))
    for call in play.calls:
        click_button(qtbot, table, scene.buttons[call])
    if play.last_card:
        click_button(qtbot, table, scene.buttons["last"])
    if play.colour:
        click_button(qtbot, table, scene.buttons[play.colour])
    click_button(qtbot, table, scene.buttons["play"])


def play_through(qtbot, session, table, max_moves=1500) -> list[int]:
    complained: list[int] = []
    moves = 0
    while not session.state.is_over():
        qtbot.waitUntil(
            lambda: session.state.is_over() or session.curtain_seat is not None
            or (not session.busy and session.view.held)
            or (not session.busy and session.viewer is not None
                and session.viewer in session.state.to_move()
                and bool(session.state.legal_actions(session.viewer))
                and (session.viewer == session.state.turn_seat()
                     or (Complain() in session.state.legal_actions(session.viewer)
                         and not complained))),
            timeout=10000,
        )
        if session.state.is_over():
            break
        if session.curtain_seat is not None:
            assert table.scene.items() == []  # nothing of the game behind the curtain
            public = session.state.observe(None)
            if public["last_play"] is not None:  # the curtain tells what was played and said
                who = session.names[public["last_play"]["seat"]]
                assert table.scene.curtain_summary(public).startswith(f"{who} played ")
            session.reveal()
            continue
        if session.view.held:  # the drawer saw the card drawn: Hide hands over
            assert table.hide_button.isVisible()
            qtbot.mouseClick(table.hide_button, Qt.MouseButton.LeftButton)
            continue
        moves += 1
        assert moves < max_moves, "the game did not end"
        before = len(session.actions)
        human_move(qtbot, session, table, complained)
        qtbot.waitUntil(lambda b=before: len(session.actions) > b or session.state.is_over(),
                        timeout=5000)
    return complained


@pytest.mark.parametrize("seed", [2, 9])
def test_one_person_and_two_computers_play_to_the_end(qtbot, window, seed):
    session, table = start(window, ["human", "computer", "computer"], seed)
    checked = watch_privacy(session, table)
    complained = play_through(qtbot, session, table)
    assert checked and session.state.is_over()
    assert complained == [0]
    winner = session.state.outcome().winners[0]
    qtbot.waitUntil(lambda: session.names[winner] in table.scene.winner_banner.text,
                    timeout=3000)


def test_two_people_hand_over_with_curtains(qtbot, window):
    session, table = start(window, ["human", "human", "computer"], 5, RuleLevel.MORE_ADVANCED)
    checked = watch_privacy(session, table)
    play_through(qtbot, session, table)
    assert checked and session.state.is_over()
