"""The shell's dialogs grow with the window and every word in them fits (issue #25, 4, 5, 8):
new game (each game with all its seats, a computer among them, and its options), Settings,
the saved games, Statistics and the name boxes, in en/de/fr and the long pseudo-language,
over a small and a large window, pass the fit scan (tests/widget_fit.py) and stay inside
the window they open on."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QToolButton,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.name_box import name_box
from cocoa_games.app.new_game_dialog import NewGameDialog
from cocoa_games.app.save_dialogs import confirm_box, default_save_name, save_name_box
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.settings import Settings
from cocoa_games.app.settings_dialog import SettingsDialog
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook
from cocoa_games.app.stats_dialog import StatsDialog, forget_box, rename_box
from cocoa_games.core import i18n
from tests.app.test_saves_issue8 import cuckoo_save
from tests.app.test_shell_grows import speaking
from tests.widget_fit import cut_words

LANGUAGES = ["en", "de", "fr", i18n.PSEUDO_LONG]
SMALL, LARGE = (800, 600), (2560, 1440)
GAMES = ("cuckoo_zoo", "kokonana", "cocoons", "coconuts")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def a_few_saves() -> None:
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    cuckoo_save(folder / "sunday.cocoa.json", ("Alice", "Ben"), moves=4)
    cuckoo_save(folder / "Großmutters langer Sonntagnachmittag.cocoa.json",
                ("Grandma Rosemary", "Ben", "Cleo"), moves=2)


def a_few_records() -> StatsBook:
    book = StatsBook()
    book.record(GameResult("g1", "kokonana", (PlayerResult("Alice", True, 12.0),
                                              PlayerResult("Ben", False)), True,
                           "fewest turns to open the temple"))
    book.record(GameResult("g2", "cuckoo_zoo", (PlayerResult("Ben", True, 9.0),
                                                PlayerResult("Grandma Rosemary", False))))
    book.record(GameResult("g3", "cocoons", (PlayerResult("Grandma Rosemary", True, 3.0),)))
    return book


def new_game(game_id: str) -> Callable[[QWidget], QDialog]:
    def make(window: QWidget) -> QDialog:
        game = games.get(game_id)
        dialog = NewGameDialog(game, Settings(), window)
        dialog.count.setValue(game.max_players)  # every seat shown...
        dialog.rows[-1].kind.setCurrentIndex(2)  # ...one a computer, so levels show too
        return dialog
    return make


def saved_games(window: QWidget) -> QDialog:
    dialog = SaveManager(window)
    dialog.fit_to(window)
    return dialog


DIALOGS: dict[str, Callable[[QWidget], QDialog]] = {
    **{f"new game of {game_id}": new_game(game_id) for game_id in GAMES},
    "settings": lambda window: SettingsDialog(Settings(), window, "No sound device was found"),
    "saved games": saved_games,
    "statistics": lambda window: StatsDialog(a_few_records(), window),
    "save name": lambda window: save_name_box(window, default_save_name(
        i18n._("Cuckoo Zoo"))),
    "rename": lambda window: name_box(window, i18n._("Rename a save"), i18n._("New name:"),
                                      "Großmutters langer Sonntagnachmittag"),
    "delete question": lambda window: confirm_box(
        window, i18n._("Delete this game?"),
        i18n._("Delete “{what}”? You can undo this until you close this list.").format(
            what="Großmutters langer Sonntagnachmittag: Cuckoo Zoo — Grandma Rosemary, Ben")),
    "forget question": lambda window: forget_box(window, "Grandma Rosemary"),
    "rename player": lambda window: rename_box(window, "Grandma Rosemary"),
}


def opened(qtbot, window: QWidget, make: Callable[[QWidget], QDialog]) -> QDialog:
    dialog = make(window)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    return dialog


def main_window(qtbot, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    settle()
    return window


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["800x600", "2560x1440"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_of_every_dialog_fits(qtbot, language, size):
    a_few_saves()
    with speaking(language):
        window = main_window(qtbot, size)
        found = {}
        for name, make in DIALOGS.items():
            dialog = opened(qtbot, window, make)
            cuts = [str(cut) for cut in cut_words(dialog)]
            if dialog.width() > size[0] or dialog.height() > size[1]:
                cuts.append(f"the dialog is {dialog.width()}×{dialog.height()}, larger than"
                            f" its window")
            if cuts:
                found[name] = cuts
            dialog.close()
    assert found == {}


def text_widgets(dialog: QDialog) -> list[QWidget]:
    """What shows words (a seat's picture button shows only its picture)."""
    return [w for w in dialog.findChildren(QWidget)
            if isinstance(w, (QLabel, QAbstractButton, QComboBox, QLineEdit))
            and w.isVisibleTo(dialog)
            and not (isinstance(w, QToolButton)
                     and w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly)]


@pytest.mark.parametrize("name", list(DIALOGS))
def test_a_dialog_over_a_large_window_has_larger_words_and_still_fits(qtbot, name):
    a_few_saves()
    sizes = {}
    for size in ((1280, 800), LARGE):
        window = main_window(qtbot, size)
        dialog = opened(qtbot, window, DIALOGS[name])
        widgets = text_widgets(dialog)
        sizes[size] = [w.font().pointSizeF() for w in widgets]
        assert dialog.width() <= size[0] and dialog.height() <= size[1]
        assert cut_words(dialog) == []
        dialog.close()
        window.close()
    small, large = sizes[(1280, 800)], sizes[LARGE]
    assert small and len(small) == len(large)
    smaller = [(type(w).__name__, w.objectName(), a, b) for w, a, b in zip(
        widgets, small, large, strict=True) if b < a * 1.4]
    assert smaller == []


def pictures(dialog: QDialog) -> list[int]:
    """The sides of the pictures a dialog shows: seats, people and games, the table."""
    if isinstance(dialog, NewGameDialog):
        return [row.picture.iconSize().height() for row in dialog.active_rows()]
    if isinstance(dialog, StatsDialog):
        return [dialog.tree.iconSize().height()]
    if isinstance(dialog, SaveManager):
        return [dialog.preview.height()]
    return []


@pytest.mark.parametrize("name", ["new game of kokonana", "statistics", "saved games"])
def test_the_pictures_in_a_dialog_grow_with_the_window(qtbot, name):
    a_few_saves()
    sides = []
    for size in ((1280, 800), LARGE):
        window = main_window(qtbot, size)
        dialog = opened(qtbot, window, DIALOGS[name])
        sides.append(pictures(dialog))
        dialog.close()
        window.close()
    assert sides[0] and all(b >= a * 1.4 for a, b in zip(*sides, strict=True)), sides
