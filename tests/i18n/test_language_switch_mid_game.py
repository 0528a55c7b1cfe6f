"""Switching the language in the middle of a game, as a curious child would — again and
again, while a computer is thinking and while a curtain is up — loses no move, keeps the
game going, and leaves the table and the log in the new language."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n
from cocoa_games.core.saves import SeatInfo, replay
from tests.app.helpers import log_texts

GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_switching_again_and_again_loses_nothing(qtbot, game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    kinds = ["human", "human", "computer"][:count]
    seats = [SeatInfo(n, k) for n, k in zip(("Alice", "Ben", "Cleo"), kinds, strict=False)]
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    session = GameSession(game, seats, 3, game.Options(), settings=window.settings)
    window.start_session(session)
    rng = random.Random(3)
    languages = ["de", "fr", "en", "de", "de", "fr"]
    try:
        for step in range(36):
            if step % 6 == 3:  # mid-game, whatever is happening right now
                window.change_language(languages[step // 6])
                session = window.session
                assert session is not None and window.table.session is session
            qtbot.waitUntil(lambda: not window.session.busy, timeout=5000)
            session = window.session
            if session.state.is_over():
                break
            if session.curtain_seat is not None:
                session.reveal()
                continue
            if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
                session.hide()
                continue
            offered = session.legal_for_view()
            if offered:
                seat = rng.choice(sorted(offered))
                before = len(session.actions)
                window.table.scene.action_chosen.emit(seat, rng.choice(offered[seat]))
                assert len(session.actions) == before + 1
        moves = list(window.session.actions)
        window.change_language("fr")
        assert list(window.session.actions) == moves  # not one move lost
        qtbot.waitUntil(lambda: not window.session.busy, timeout=5000)
        french = [e.text for e in window.session.history if e.text]
        i18n.set_language("en")
        history: list = []
        replay(window.session.save_data(), history)
        english = [e.text for e in history if e.text]
        i18n.set_language("fr")
        assert french and french != english
        shown = log_texts(window.table)
        assert shown and not set(shown) & (set(english) - set(french))
    finally:
        i18n.set_language("en")
