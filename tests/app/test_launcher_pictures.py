"""The launcher for a child who cannot read yet (#26): every button carries a picture beside
its words (a play triangle, a light bulb for Learn, a folder, a trophy, a gear, a question
mark), and everything clickable is at least 9 mm across at 1280×800 on a 13-inch screen;
Learn stays a whole button at 800×600 (not a small pill on the game's picture)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton

from cocoa_games.app.launcher_tiles import SvgArt
from tests.app.test_shell_fit import open_window, some_saves
from tests.app.test_shell_grows import four_games_only, speaking
from tests.app.test_small_hands import NINE_MM


def picture_colours(button: QAbstractButton) -> int:
    """How many colours the button's picture has (a blank or missing one has at most one)."""
    image = button.icon().pixmap(button.iconSize()).toImage()
    return len({image.pixel(x, y) for x in range(image.width()) for y in range(image.height())})


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_launcher_button_carries_a_picture(qtbot, monkeypatch, tmp_path, language):
    four_games_only(monkeypatch)
    with speaking(language):
        some_saves(tmp_path)
        window = open_window(qtbot, (1280, 800))
        page = window.launcher
        qtbot.waitUntil(lambda: not page.continue_button.icon().isNull(), timeout=3000)
        buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisibleTo(page)]
        # Continue, Load, Statistics, Settings, Help; Play and Learn on each game
        assert len(buttons) == 5 + 2 * 4
        for button in buttons:
            assert not button.icon().isNull(), f"{button.text()!r} has no picture"
            assert picture_colours(button) > 4, f"{button.text()!r}: its picture is blank"
            assert button.iconSize().width() >= 20
        drawn = [b.icon().pixmap(24).toImage() for b in page.icon_buttons()[:5]]
        assert all(drawn[i] != drawn[j] for i in range(5) for j in range(i)), \
            "two buttons share a picture"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_every_launcher_target_is_at_least_nine_millimetres(qtbot, monkeypatch, tmp_path,
                                                            size):
    four_games_only(monkeypatch)
    some_saves(tmp_path)
    window = open_window(qtbot, size)
    page = window.launcher
    targets = [w for w in page.findChildren(QAbstractButton) + page.findChildren(SvgArt)
               if w.isVisibleTo(page)]
    assert len(targets) == 5 + 3 * 4
    small = {f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}": (w.width(), w.height())
             for w in targets if min(w.width(), w.height()) < NINE_MM}
    assert not small, f"targets under 9 mm ({NINE_MM:.0f} px) at {size}: {small}"
    for tile in page.tiles.values():  # Learn is a button of the tile, not a pill on its picture
        assert tile.learn.parent() is tile
        assert not tile.art.geometry().intersects(tile.learn.geometry())
