"""The shell grows with the window (issue #25, 8): one scale factor from the window's size
for the side panel, the buttons, the dialogs and the launcher."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QScrollArea, QVBoxLayout

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n, registry
from cocoa_games.ui import theme
from tests.app.helpers import fixture_setup


@contextlib.contextmanager
def speaking(language: str):
    before = i18n.language()
    i18n.set_language(language)
    try:
        yield
    finally:
        i18n.set_language(before)


def settle(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


def test_the_scale_is_one_up_to_the_reference_window_and_grows_beyond_it():
    assert theme.shell_scale(800, 600) == 1.0
    assert theme.shell_scale(1280, 800) == 1.0
    assert 1.1 <= theme.shell_scale(1920, 1080) <= 1.5
    assert theme.shell_scale(2560, 1440) >= 1.5
    assert theme.shell_scale(8000, 8000) == theme.SHELL_SCALE_MAX
    # the lesser side decides: a wide, low window does not blow its words up
    assert theme.shell_scale(2560, 800) == 1.0


def test_a_dialog_opened_on_a_large_window_has_larger_words(qtbot, window):
    def label_size() -> float:
        dialog = QDialog(window)
        qtbot.addWidget(dialog)
        label = QLabel("Name", dialog)
        QVBoxLayout(dialog).addWidget(label)
        label.ensurePolished()
        return label.font().pointSizeF()

    settle(qtbot, window, 1280, 800)
    small = label_size()
    settle(qtbot, window, 2560, 1440)
    from cocoa_games.app.shell_scale import window_scale

    assert window_scale(window) >= 1.5
    assert label_size() > small * 1.3


def four_games_only(monkeypatch) -> None:
    """The shipped games (the test fixture's fifth tile would need a second row)."""
    monkeypatch.setattr(registry, "_INFOS", {k: v for k, v in games._INFOS.items()
                                          if k in ("cocoons", "kokonana", "cuckoo_zoo",
                                                   "coconuts")})


def shown_rect(widget, ancestor) -> QRect:
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_launcher_shows_every_play_button_without_scrolling(qtbot, monkeypatch, size,
                                                                 language):
    four_games_only(monkeypatch)
    with speaking(language):
        window = MainWindow(settings=Settings())
        qtbot.addWidget(window)
        window.show()
        window.launcher.set_continue("Cuckoo Zoo — Alice, Ben, Cleo (and 3 more unfinished games)")
        settle(qtbot, window, *size)
        launcher = window.launcher
        assert launcher.continue_summary.text().startswith("Cuckoo Zoo"), "the game is named"
        scroll = launcher.findChild(QScrollArea)
        viewport = scroll.viewport()
        assert scroll.verticalScrollBar().maximum() == 0, "the launcher scrolls"
        assert len(launcher.tiles) >= 4
        for game_id, tile in launcher.tiles.items():
            play = shown_rect(tile.play, viewport)
            assert viewport.rect().contains(play), (game_id, play, viewport.rect())
            for label in (tile.title, tile.players):
                assert label.width() >= label.sizeHint().width(), (game_id, label.text())
            for button in (tile.play, tile.learn):  # "piele" and "ernei" side by side
                if button.isVisible():
                    words = button.fontMetrics().horizontalAdvance(button.text())
                    assert button.width() >= words + 12, (game_id, button.text())
                    assert viewport.rect().contains(shown_rect(button, viewport)), button.text()


def test_no_wide_empty_band_above_continue_on_a_big_window(qtbot, monkeypatch):
    four_games_only(monkeypatch)
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    window.launcher.set_continue("Cocoons — Alice, Ben")
    settle(qtbot, window, 1920, 1080)
    launcher = window.launcher
    banner_bottom = shown_rect(launcher.banner, launcher).bottom()
    box_top = shown_rect(launcher.continue_box, launcher).top()
    assert box_top - banner_bottom < launcher.height() // 12, (banner_bottom, box_top)
    lowest = max(shown_rect(t.play, launcher).bottom() for t in launcher.tiles.values())
    assert lowest < launcher.height()


def panel_and_button_fonts(window) -> list[float]:
    table = window.table
    for widget in (table.side.heading, table.log, table.back_button, table.status,
                   table.recap, table.player_rows[0].detail, table.panel_fold.button):
        widget.ensurePolished()
    return [table.side.heading.font().pointSizeF(), table.side.log_heading.font().pointSizeF(),
            table.log.font().pointSizeF(), table.back_button.font().pointSizeF(),
            table.hide_button.font().pointSizeF(), table.panel_fold.button.font().pointSizeF(),
            table.player_rows[0].detail.font().pointSizeF()]


def test_side_panel_and_button_fonts_grow_on_a_big_window(qtbot, window):
    launcher_button = window.launcher.load_button.font().pointSizeF()
    window.start_session(GameSession.new(fixture_setup(), 4, settings=window.settings))
    settle(qtbot, window, 1280, 800)
    small = panel_and_button_fonts(window)
    settle(qtbot, window, 2560, 1440)
    large = panel_and_button_fonts(window)
    assert all(b > a * 1.3 for a, b in zip(small, large, strict=True)), f"{small} {large}"
    assert window.table.side.width() > 300, "the panel grows with its words"
    window.back_to_launcher()
    settle(qtbot, window, 2560, 1440)
    assert window.launcher.load_button.font().pointSizeF() > launcher_button * 1.3
    window.start_session(GameSession.new(fixture_setup(), 4, settings=window.settings))
    settle(qtbot, window, 1280, 800)
    assert panel_and_button_fonts(window) == small, "and shrinks back"
