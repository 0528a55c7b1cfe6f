"""The launcher: a tile per registered game, Play/Continue/Load/Settings/Help, all by keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QPushButton

from cocoa_games import games
from cocoa_games.app import launcher_tiles
from cocoa_games.app.launcher import LauncherPage
from cocoa_games.core import registry
from cocoa_games.core.game import GameMeta
from cocoa_games.resources import resource_path

FOUR_GAMES = ("cocoons", "kokonana", "cuckoo_zoo", "coconuts")


@pytest.fixture
def page(qtbot, monkeypatch):
    def no_import(game_id):
        raise AssertionError(f"the launcher imported {game_id}")

    monkeypatch.setattr(games, "get", no_import)  # listing games must not import any
    widget = LauncherPage()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_one_tile_per_registered_game_with_its_facts(page):
    infos = games.all_games()
    assert list(page.tiles) == [i.id for i in infos]
    for info in infos:
        tile = page.tiles[info.id]
        assert tile.title.text() == info.title
        assert tile.pitch.text() == info.pitch
        assert tile.players.text() == f"{info.min_players}–{info.max_players} players" or (
            info.min_players == info.max_players
            and tile.players.text() == f"{info.min_players} players")
    assert page.tiles["cuckoo_zoo"].players.text() == "2–6 players"


def test_unregistered_games_get_no_tile(qtbot, monkeypatch):
    kept = dict(games._INFOS)
    monkeypatch.setattr(registry, "_INFOS", {k: v for k, v in kept.items() if k != "kokonana"})
    widget = LauncherPage()
    qtbot.addWidget(widget)
    assert "kokonana" not in widget.tiles and "cuckoo_zoo" in widget.tiles


def test_play_asks_for_a_new_game_of_that_game(page, qtbot):
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.mouseClick(page.tiles["kokonana"].play, Qt.MouseButton.LeftButton)
    assert blocker.args == ["kokonana"]


@pytest.mark.parametrize("button, signal", [
    ("load_button", "load_requested"), ("settings_button", "settings_requested"),
    ("help_button", "help_requested"), ("continue_button", "continue_requested"),
])
def test_action_buttons_work_with_enter(page, qtbot, button, signal):
    page.set_continue("Cuckoo Zoo — Alice, Ben")
    widget = getattr(page, button)
    widget.setFocus()
    with qtbot.waitSignal(getattr(page, signal), timeout=1000):
        qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_clicking_the_picture_also_plays(page, qtbot):
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.mouseClick(page.tiles["cuckoo_zoo"].art, Qt.MouseButton.LeftButton)
    assert blocker.args == ["cuckoo_zoo"]


def test_play_works_with_enter(page, qtbot):
    button = page.tiles["cuckoo_zoo"].play
    button.setFocus()
    with qtbot.waitSignal(page.new_game_requested, timeout=1000) as blocker:
        qtbot.keyClick(button, Qt.Key.Key_Enter)
    assert blocker.args == ["cuckoo_zoo"]


def test_continue_appears_only_with_a_summary(page):
    page.set_continue(None)
    assert not page.continue_button.isVisible()
    page.set_continue("Kokonana — Alice, Ben, Cleo")
    assert page.continue_button.isVisible()
    assert page.continue_summary.full_text == "Kokonana — Alice, Ben, Cleo"
    assert page.first_focus() is page.continue_button
    page.set_continue(None)
    assert not page.continue_button.isVisible()
    assert page.first_focus() is page.tiles[games.all_games()[0].id].play


def test_keyboard_focus_starts_on_a_button(page, qtbot):
    page.hide()
    page.set_continue("Kokonana — Alice, Ben")
    page.show()
    assert page.focusWidget() is page.continue_button


def test_tab_reaches_every_button(page, qtbot):
    page.set_continue("Cuckoo Zoo — Alice, Ben")
    page.activateWindow()
    page.continue_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.continue_button)
    wanted = {page.continue_button, page.load_button, page.settings_button, page.help_button}
    wanted |= {tile.play for tile in page.tiles.values()}
    reached = set()
    for _ in range(3 * len(wanted)):
        focused = QApplication.focusWidget()
        if isinstance(focused, QPushButton):
            reached.add(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert wanted <= reached


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_tiles_fit_the_window_unclipped(qtbot, monkeypatch, size):
    # the shipped four games only: the test fixture's fifth tile would need a second row
    monkeypatch.setattr(registry, "_INFOS", {k: v for k, v in games._INFOS.items()
                                          if k in FOUR_GAMES})
    page = LauncherPage()
    qtbot.addWidget(page)
    page.show()
    page.resize(*size)
    qtbot.wait(20)
    bottom = page.height()
    for tile in page.tiles.values():
        play = tile.play
        corner = play.mapTo(page, play.rect().bottomRight())
        assert 0 < corner.x() <= page.width() and corner.y() <= bottom, tile.game_id
        for label in (tile.title, tile.players):
            assert label.width() >= label.sizeHint().width(), (tile.game_id, label.text())
        assert tile.art.height() >= 120


def test_shipped_art_is_valid_svg_for_all_four_games():
    for game_id in FOUR_GAMES:
        path = resource_path("art", "tiles", f"{game_id}.svg")
        assert path.is_file(), game_id
        assert QSvgRenderer(str(path)).isValid(), game_id
    assert QSvgRenderer(str(resource_path("art", "icon.svg"))).isValid()


def test_tiles_draw_their_art_or_a_placeholder(page, qtbot):
    assert page.tiles["cuckoo_zoo"].art.has_art
    assert not page.tiles["secret_numbers"].art.has_art  # fixture game: no art shipped
    art = page.tiles["secret_numbers"].art
    image = art.grab().toImage()
    centre = QColor(image.pixel(image.width() // 4, image.height() // 2))
    assert centre.saturation() > 60  # the warm placeholder, not a blank tile
    real = page.tiles["cuckoo_zoo"].art.grab().toImage()
    colours = {real.pixel(x, y) for x in range(0, real.width(), 17)
               for y in range(0, real.height(), 17)}
    assert len(colours) > 20  # a picture, not a flat fill


def test_placeholder_used_when_svg_missing(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(launcher_tiles, "tile_art_path", lambda game_id: tmp_path / "none.svg")
    widget = LauncherPage()
    qtbot.addWidget(widget)
    assert not any(tile.art.has_art for tile in widget.tiles.values())


def test_all_four_games_fit_side_by_side_at_1280_by_800(qtbot, monkeypatch):
    infos = dict(games._INFOS)
    for game_id, title, low, high in (("cocoons", "Cocoons", 1, 4), ("coconuts", "Coconuts", 2, 4)):
        meta = GameMeta(game_id, title, "A pitch that is long enough to wrap onto a second line.",
                        low, high)
        infos.setdefault(game_id, games.GameInfo(meta, "x:X", "x:make"))
    monkeypatch.setattr(registry, "_INFOS", {k: infos[k] for k in FOUR_GAMES})
    page = LauncherPage()
    qtbot.addWidget(page)
    page.set_continue("Cocoons — Alice, Ben")
    page.resize(1280, 770)  # 800 minus the menu bar
    page.show()
    qtbot.waitExposed(page)
    tops = {page.tiles[g].mapTo(page, page.tiles[g].rect().topLeft()).y() for g in FOUR_GAMES}
    assert len(tops) == 1  # one row
    for game_id in FOUR_GAMES:
        play = page.tiles[game_id].play
        corner = play.mapTo(page, play.rect().bottomRight())
        assert corner.y() < page.height() and corner.x() < page.width(), game_id
        assert page.tiles[game_id].art.has_art


def test_a_long_continue_summary_stays_one_line_beside_its_button(page, qtbot):
    """At 800×600 a long summary used to wrap into a column of words under the button."""
    page.resize(800, 600)
    summary = "Cuckoo Zoo — Alice, Ben, Cleo (and 20 more unfinished games)"
    page.set_continue(summary)
    qtbot.wait(20)
    label, button = page.continue_summary, page.continue_button
    assert label.full_text == summary and summary in label.toolTip()
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    assert label.height() < 2 * label.fontMetrics().lineSpacing() + 12
    assert not label.geometry().intersects(button.geometry())


def test_a_summary_with_no_room_shows_nothing_rather_than_a_lone_ellipsis(page, qtbot):
    """In German at 800×600 the wide buttons left room for "…" alone beside Continue."""
    summary = "Cuckoo Zoo — Alice, Ben, Cleo"
    page.set_continue(summary)
    label = page.continue_summary
    for width in (30, 60, 90, 400):
        label.resize(width, label.height())
        shown = label.text()
        assert shown in ("", summary) or (shown.endswith("…") and len(shown) > 8), shown
        assert summary in label.toolTip()
    label.resize(20, label.height())
    assert label.text() == ""
