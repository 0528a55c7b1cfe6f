"""The main window end to end with the fixture game: play, save/load, errors, illegal moves."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer

from cocoa_games.app import error_handler, main_window, paths, window_geometry
from cocoa_games.app.launcher import GameTile
from cocoa_games.app.main_window import MainWindow
from cocoa_games.core.game import Event
from tests.app.helpers import FIXTURE, fixture_setup, item_texts, log_texts
from tests.fixtures.secret_numbers import Guess


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def click_item(qtbot, view, item) -> None:
    """A real mouse click on a scene item, through the view."""
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def start_fixture(window, monkeypatch, kinds=("human", "computer")) -> None:
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup(kinds=kinds))
    tile = next(t for t in window.launcher.findChildren(GameTile) if t.game_id == FIXTURE)
    tile.play.click()
    assert window.session is not None


def test_launcher_to_the_end_of_a_game_against_the_computer(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch)
    session, table = window.session, window.table
    assert window.pages.currentWidget() is table
    assert table.player_rows[0].marker.text() == "▶"  # Alice starts, and it shows
    while not session.state.is_over():
        qtbot.waitUntil(
            lambda: session.state.is_over()
            or (session.state.turn_seat() == 0 and not session.busy and bool(table.scene.buttons)),
            timeout=5000,
        )
        if session.state.is_over():
            break
        before = len(session.actions)
        click_item(qtbot, table.view, table.scene.buttons[0])
        assert len(session.actions) == before + 1
    qtbot.waitUntil(table.end_screen.isVisible, timeout=2000)
    winner = session.names[session.state.winner]
    assert winner in table.end_screen.text.text()
    assert not paths.autosave_path().exists()  # nothing left to "Continue"


def test_rematch_starts_a_fresh_game_with_the_same_people(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch, kinds=("human", "human"))
    session = window.session
    session.reveal()
    seat = session.state.turn_seat()
    session.act(seat, Guess(session.state.secrets[1 - seat]))
    assert window.table.end_screen.isVisible()
    window.table.end_screen.rematch_button.click()
    assert window.session is not session
    # the same people, and the next one round the table starts this time
    assert window.session.names == session.names[1:] + session.names[:1]
    assert window.session.actions == []
    assert not window.table.end_screen.isVisible()


def test_keys_reach_the_scene(qtbot, window, monkeypatch, turn_clock):
    start_fixture(window, monkeypatch)
    session = window.session
    turn_clock.wait_out()  # a fresh turn takes no key for its first half second
    number = session.state.legal_actions(0)[0].number
    qtbot.keyClick(window.table.view, Qt.Key(Qt.Key.Key_0 + number))
    assert session.actions[0] == (0, Guess(number))


def test_illegal_action_from_the_ui_is_a_message_and_changes_nothing(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch, kinds=("human", "human"))
    session = window.session
    session.reveal()
    session.act(0, next(a for a in session.state.legal_actions(0)
                        if a.number != session.state.secrets[1]))
    session.reveal()
    before = session.state.to_dict()
    window.table.scene.action_chosen.emit(0, Guess(1))  # seat 0 out of turn
    assert window.table.message.text()
    assert session.state.to_dict() == before


def test_save_then_load_restores_the_same_view(qtbot, window, monkeypatch, tmp_path):
    monkeypatch.setattr(main_window, "new_seed", lambda: 5)  # the computer misses first
    start_fixture(window, monkeypatch)
    session = window.session
    secret = session.state.secrets[1]
    miss = next(b for b in window.table.scene.buttons if b.action.number != secret)
    click_item(qtbot, window.table.view, miss)
    qtbot.waitUntil(lambda: len(session.actions) >= 2 or session.state.is_over(), timeout=3000)
    assert not session.state.is_over()
    qtbot.waitUntil(lambda: not session.busy)
    target = tmp_path / "family.cocoa.json"
    monkeypatch.setattr(main_window, "ask_save_path", lambda *a: target)
    window.save_as_action.trigger()
    assert target.exists()
    drawn = sorted(item_texts(window.table.scene))
    observation = window.table.scene.observation
    log = log_texts(window.table)

    window.back_action.trigger()
    assert window.pages.currentWidget() is window.launcher
    monkeypatch.setattr(main_window, "ask_save_manager", lambda *a: (target, False))
    window.load_action.trigger()
    assert window.pages.currentWidget() is window.table
    assert window.table.scene.observation == observation
    assert sorted(item_texts(window.table.scene)) == drawn
    assert log_texts(window.table) == log
    assert window.session.save_path == target


def test_broken_save_is_explained_and_left_untouched(qtbot, window, monkeypatch, tmp_path):
    broken = tmp_path / "broken.cocoa.json"
    broken.write_bytes(b'{"format": "cocoa-games-save", "version": 1, "ga')
    original = broken.read_bytes()
    shown = []
    monkeypatch.setattr(main_window, "show_message", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(main_window, "ask_save_manager", lambda *a: (broken, False))
    window.load_action.trigger()
    assert shown and "damaged" in shown[0]
    assert broken.read_bytes() == original
    assert window.session is None and window.pages.currentWidget() is window.launcher
    assert window.isVisible()


def test_continue_offers_the_autosaved_game(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch, kinds=("human", "human"))
    window.session.reveal()
    window.session.act(0, next(a for a in window.session.state.legal_actions(0)
                               if a.number != window.session.state.secrets[1]))
    state = window.session.state.to_dict()
    window.back_to_launcher()
    assert window.launcher.continue_button.isVisibleTo(window.launcher)
    window.launcher.continue_button.click()
    assert window.session.state.to_dict() == state


def test_an_exception_in_a_slot_is_caught_logged_and_explained(qtbot, window, monkeypatch):
    asked = []

    def fake_dialog(parent, text):
        asked.append(text)
        return True  # "Back to games"

    monkeypatch.setattr(error_handler, "ask_after_error", fake_dialog)
    start_fixture(window, monkeypatch, kinds=("human", "human"))
    handler = error_handler.install(window)
    try:
        def boom():
            raise RuntimeError("kaboom in a slot")

        QTimer.singleShot(0, boom)
        qtbot.waitUntil(lambda: bool(asked), timeout=2000)
    finally:
        handler.uninstall()
    assert "saved" in asked[0]
    log = (paths.log_dir() / error_handler.LOG_NAME).read_text()
    assert "kaboom in a slot" in log and "Traceback" in log
    assert window.pages.currentWidget() is window.launcher
    assert window.isVisible()


def test_window_stays_usable_at_its_minimum_size(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch)
    window.resize(window.minimumSize())
    qtbot.wait(50)
    view = window.table.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(window.table.scene.sceneRect().adjusted(2, 2, -2, -2))
    assert window.minimumWidth() <= 800 and window.minimumHeight() <= 560


def test_menus_carry_the_promised_shortcuts(window):
    shortcuts = {
        window.new_action: "Ctrl+N", window.save_action: "Ctrl+S", window.load_action: "Ctrl+O",
        window.fullscreen_action: "F11", window.mute_action: "M", window.rules_action: "F1",
    }
    for action, keys in shortcuts.items():
        assert action.shortcut().toString() == keys


def test_mute_key_and_rules_key(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(main_window, "show_help", lambda parent, game_id: asked.append(game_id))
    start_fixture(window, monkeypatch)
    muted = window.sound.muted
    window.mute_action.trigger()
    assert window.sound.muted is not muted
    window.rules_action.trigger()
    assert asked == [FIXTURE]


def test_load_dialog_lists_saves_and_spots_damaged_ones(qtbot, window, monkeypatch):
    from cocoa_games.app.save_manager import SaveManager

    start_fixture(window, monkeypatch, kinds=("human", "human"))
    good = paths.saves_dir() / "sunday.cocoa.json"
    window.session.save_to(good)
    # played on after saving: the unfinished game is a later position than the save (one
    # with no move, or the very position saved, is not listed a second time: #25)
    session = window.session
    session.reveal()
    seat = session.state.turn_seat()
    session.act(seat, next(a for a in session.state.legal_actions(seat)
                           if a.number != session.state.secrets[1 - seat]))
    (paths.saves_dir() / "torn.cocoa.json").write_text("{not json")
    dialog = SaveManager(window)
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert any(r.startswith("sunday: Secret Numbers — Alice, Ben") for r in rows)
    assert any(r.startswith("torn") and "damaged" in r for r in rows)
    assert any(r.startswith("Secret Numbers — Alice, Ben\nUnfinished") for r in rows)
    dialog.list.setCurrentRow(next(i for i, r in enumerate(rows) if r.startswith("sunday")))
    dialog.open_current()
    assert dialog.chosen == (good, False)


def test_a_repeating_error_is_logged_each_time_but_asked_about_once(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(error_handler, "ask_after_error", lambda parent, text: asked.append(text))
    handler = error_handler.ErrorHandler(window)
    for _ in range(3):
        try:
            raise ValueError("paint failed")
        except ValueError as exc:
            handler(type(exc), exc, exc.__traceback__)
    assert len(asked) == 1
    log = (paths.log_dir() / error_handler.LOG_NAME).read_text()
    assert log.count("ValueError: paint failed") == 3
    assert window.isVisible()


def test_save_as_never_overwrites_an_older_save(qtbot, window, monkeypatch, tmp_path):
    from cocoa_games.app import save_dialogs

    start_fixture(window, monkeypatch, kinds=("human", "human"))
    box = save_dialogs.QInputDialog  # the family types "Sunday!" and presses OK
    monkeypatch.setattr(box, "exec", lambda self: box.DialogCode.Accepted)
    monkeypatch.setattr(box, "textValue", lambda self: "Sunday!")
    first = save_dialogs.ask_save_path(window, "Secret Numbers")
    window.session.save_to(first)
    second = save_dialogs.ask_save_path(window, "Secret Numbers")
    assert first.name == "Sunday.cocoa.json" and second.name == "Sunday (2).cocoa.json"


def test_window_size_is_remembered(qtbot):
    from cocoa_games.app.settings import load_settings

    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    first.resize(800, 575)  # the offscreen screen is small; restoring clamps to it
    qtbot.wait(20)
    first.close()
    again = MainWindow(settings=load_settings())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (800, 575)


def test_tab_goes_to_the_scene_first(qtbot, window, monkeypatch, turn_clock):
    start_fixture(window, monkeypatch)
    turn_clock.wait_out()
    keys = []
    monkeypatch.setattr(window.table.scene, "handle_key", lambda e: keys.append(e.key()) or True)
    window.table.view.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Tab)
    assert keys == [Qt.Key.Key_Tab]
    assert window.table.view.hasFocus()


def test_input_waits_for_animations_and_a_click_hurries_them(qtbot, window, monkeypatch):
    start_fixture(window, monkeypatch, kinds=("human", "human"))
    session, table, scene = window.session, window.table, window.table.scene
    session.reveal()
    monkeypatch.setattr(scene, "play", lambda events: None)  # a long animation starts
    monkeypatch.setattr(scene, "skip_animations", lambda: scene.animations_finished.emit())

    table.presenter.on_events([Event("miss", text="Ben guessed 2 — wrong.")])
    table.presenter.on_changed()
    assert session.busy
    before = session.state.to_dict()
    scene.choose(0, session.state.legal_actions(0)[0])  # while moving: hurries, not plays
    assert session.state.to_dict() == before and not session.busy

    table.presenter.on_events([Event("miss", text="Ben guessed 3 — wrong.")])
    table.presenter.on_changed()
    assert session.busy
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton)
    assert not session.busy and not table.presenter.animating
    assert session.state.to_dict() == before


def test_a_game_without_a_scene_is_explained(qtbot, window, monkeypatch):
    from cocoa_games import games

    shown = []
    monkeypatch.setattr(main_window, "show_message", lambda parent, title, text: shown.append(text))
    monkeypatch.setitem(games._INFOS, FIXTURE, replace(games._INFOS[FIXTURE],
                                                        scene="tests.fixtures.no_such_scene:x"))
    start_fixture_setup = fixture_setup(kinds=("human", "computer"))
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: start_fixture_setup)
    window.new_game(FIXTURE)
    assert shown and window.session is None
    assert window.pages.currentWidget() is window.launcher


def test_about_names_the_app_and_its_version(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from cocoa_games import __version__

    shown = []
    monkeypatch.setattr(QMessageBox, "about",
                        lambda parent, title, text: shown.append((title, text)))
    window.about_action.trigger()
    assert shown and "About Cocoa Games" == shown[0][0] and __version__ in shown[0][1]


@pytest.mark.parametrize("screen", [(1280, 800), (1366, 768), (1920, 1080), (2560, 1440)])
def test_first_run_window_fills_most_of_the_screen_and_fits(screen):
    width, height = window_geometry.first_run_size(*screen)
    assert width <= screen[0] and height <= screen[1]
    assert width >= 0.68 * screen[0] and height >= 0.76 * screen[1]


def test_first_run_on_a_tiny_screen_keeps_the_minimum():
    smallest = (window_geometry.MIN_WIDTH, window_geometry.MIN_HEIGHT)
    assert window_geometry.first_run_size(700, 500) == smallest
