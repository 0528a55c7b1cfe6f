"""Statistics shows each person beside their own picture (issue #26): the one they play with,
kept with their name; a computer's name gets a robot, rocket or gear, never an animal."""

from __future__ import annotations

from PySide6.QtCore import QSize

from cocoa_games.app.avatars import avatar_icon
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook
from cocoa_games.app.stats_dialog import StatsDialog
from cocoa_games.core import people
from cocoa_games.core.people import Look


def book() -> StatsBook:
    stats = StatsBook()
    stats.record(GameResult("g1", "kokonana", (PlayerResult("Ann", True, 12.0),
                                               PlayerResult("Ben", False),
                                               PlayerResult("Cleo", False))))
    # a book from before computers kept no statistics still lists one
    stats.record(GameResult("g2", "cuckoo_zoo", (PlayerResult("Robo", True, 9.0),
                                                 PlayerResult("Pixel 2", False))))
    return stats


def top_items(dialog: StatsDialog) -> dict[str, object]:
    return {dialog.tree.topLevelItem(i).text(0): dialog.tree.topLevelItem(i)
            for i in range(dialog.tree.topLevelItemCount())}


def image(icon, side: int):
    return icon.pixmap(QSize(side, side)).toImage()


def test_each_person_is_shown_with_their_own_picture(qtbot):
    settings = Settings()
    settings.people = people.to_json({"Ann": Look("fox", "green"), "Ben": Look("owl", "pink")})
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    dialog = StatsDialog(book(), window)
    qtbot.addWidget(dialog)
    assert dialog.looks["Ann"] == Look("fox", "green")
    assert dialog.looks["Ben"] == Look("owl", "pink")
    side = dialog.tree.iconSize().height()
    items = top_items(dialog)
    for name in ("Ann", "Ben", "Cleo", "Robo"):
        icon = items[name].icon(0)
        assert not icon.isNull(), name
        assert image(icon, side) == image(avatar_icon(dialog.looks[name], side), side), name
    assert image(items["Ann"].icon(0), side) != image(items["Ben"].icon(0), side)


def test_someone_without_a_picture_yet_gets_an_animal_and_a_computer_a_machine(qtbot):
    dialog = StatsDialog(book(), settings=Settings())
    qtbot.addWidget(dialog)
    looks = dialog.looks
    assert looks["Cleo"].picture in people.PICTURES
    assert looks["Robo"].picture in people.COMPUTER_PICTURES
    assert looks["Pixel 2"].picture in people.COMPUTER_PICTURES
    assert len({looks[n].picture for n in ("Ann", "Ben", "Cleo")}) == 3  # told apart


def test_a_remembered_picture_is_shown_after_a_rename_too(qtbot, monkeypatch):
    from cocoa_games.app import stats_dialog

    settings = Settings()
    settings.people = people.to_json({"Benjamin": Look("panda", "teal")})
    dialog = StatsDialog(book(), settings=settings)
    qtbot.addWidget(dialog)
    exactly = stats_dialog.Qt.MatchFlag.MatchExactly
    dialog.tree.setCurrentItem(dialog.tree.findItems("Ben", exactly)[0])
    monkeypatch.setattr(stats_dialog, "ask_new_name", lambda parent, old: "Benjamin")
    dialog.rename_button.click()
    assert dialog.looks["Benjamin"] == Look("panda", "teal")
