"""Every game's win is heard once: the presenter alone decides the sounds, so a scene that
also played a fanfare (Kokonana's did) would make the ending sound twice.

Played through the window: the app's MainWindow, its table page and a sound service that
records every request, with computers playing a whole game to its end."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from tests.app.helpers import recording_sound

BUILT_IN = ("cocoons", "kokonana", "cuckoo_zoo", "coconuts")


@pytest.fixture
def sound(qapp, monkeypatch):
    return recording_sound(monkeypatch)


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_a_finished_game_sounds_its_win_once(qtbot, sound, game_id):
    game = games.get(game_id)
    settings = Settings(seat_kinds=["computer", "computer"], bot_level=game.bot_levels[0])
    window = MainWindow(settings=settings, sound=sound)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.quick_game(game_id, seed=1, players=2)
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.state.is_over() and not session.busy, timeout=60000)
    qtbot.wait(50)  # anything still to come (a sound after the animations) comes now
    assert session.state.outcome().winners, "this seed's game should be won"
    assert window.table.end_screen.isVisible()  # the ending was shown on the table ...
    assert sound.requested.count("win") == 1, sound.requested  # ... and heard once
    window.table.detach()


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_scenes_have_no_sound_of_their_own_to_play(qapp, game_id):
    """Only the presenter decides sounds: a scene reports moments, it holds no player."""
    scene = games.make_scene(game_id)
    assert not hasattr(scene, "sound") and not hasattr(scene, "play_sound")
    assert not hasattr(scene, "event_cues")
    scene.deleteLater()
