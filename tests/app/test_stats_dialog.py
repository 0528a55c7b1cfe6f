"""The Statistics dialog, opened from the launcher: every player, rename and forget."""

from __future__ import annotations

from cocoa_games.app import stats_dialog
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.settings import Settings
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook
from cocoa_games.app.stats_dialog import StatsDialog


def _book() -> StatsBook:
    book = StatsBook()
    book.record(GameResult("g1", "kokonana", (PlayerResult("<i>Ann</i>", True, 12.0),
                                              PlayerResult("Ben", False)), True,
                           "fewest turns to open the temple"))
    book.record(GameResult("g2", "cuckoo_zoo", (PlayerResult("Ben", True, 9.0),)))
    return book


def _rows(dialog: StatsDialog) -> dict[str, list[str]]:
    out = {}
    for i in range(dialog.tree.topLevelItemCount()):
        top = dialog.tree.topLevelItem(i)
        out[top.text(0)] = [f"{top.child(k).text(0)}: {top.child(k).text(1)}"
                            for k in range(top.childCount())]
    return out


def test_every_player_is_listed_with_their_games(qtbot):
    dialog = StatsDialog(_book())
    qtbot.addWidget(dialog)
    rows = _rows(dialog)
    assert set(rows) == {"<i>Ann</i>", "Ben"}  # a name is shown as written
    assert rows["Ben"] == ["Cuckoo Zoo: won 1 of 1 game · best 9", "Kokonana: won 0 of 1 game"]
    assert "best 12 (fewest turns to open the temple)" in rows["<i>Ann</i>"][0]
    assert not dialog.empty.isVisible()


def test_rename_and_forget(qtbot, monkeypatch):
    dialog = StatsDialog(_book())
    qtbot.addWidget(dialog)
    exactly = stats_dialog.Qt.MatchFlag.MatchExactly
    dialog.tree.setCurrentItem(dialog.tree.findItems("Ben", exactly)[0])
    monkeypatch.setattr(stats_dialog, "ask_new_name", lambda parent, old: "Benjamin")
    dialog.rename_button.click()
    assert set(_rows(dialog)) == {"<i>Ann</i>", "Benjamin"}
    assert dialog.selected_name() == "Benjamin"
    monkeypatch.setattr(stats_dialog, "ask_forget", lambda parent, name: False)
    dialog.forget_button.click()  # changed their mind: nothing is lost
    assert "Benjamin" in _rows(dialog)
    monkeypatch.setattr(stats_dialog, "ask_forget", lambda parent, name: True)
    dialog.forget_button.click()
    assert set(_rows(dialog)) == {"<i>Ann</i>"}
    assert set(StatsBook().players()) == {"<i>Ann</i>"}


def test_a_rename_to_nothing_is_refused_with_a_sentence(qtbot, monkeypatch):
    dialog = StatsDialog(_book())
    qtbot.addWidget(dialog)
    monkeypatch.setattr(stats_dialog, "ask_new_name", lambda parent, old: "   ")
    dialog.rename_button.click()
    assert dialog.note.isVisibleTo(dialog) and "letter" in dialog.note.text()
    assert set(_rows(dialog)) == {"<i>Ann</i>", "Ben"}


def test_no_games_yet_says_so(qtbot):
    dialog = StatsDialog(StatsBook())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible() and not dialog.tree.isVisible()
    assert not dialog.rename_button.isEnabled()


def test_the_launcher_opens_it(qtbot):
    _book()
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    window.launcher.stats_button.click()
    # the window's own children only: a closed dialog of an earlier test may be mid-deletion
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(StatsDialog)),
                    timeout=3000)
    dialog = next(d for d in window.findChildren(StatsDialog) if d.isVisible())
    assert "Ben" in _rows(dialog)
    dialog.close()


def test_every_game_line_shows_that_game_s_picture(qtbot):
    """Statistics is styled like the launcher: each game's line has its tile's picture."""
    from PySide6.QtWidgets import QTreeWidget

    dialog = StatsDialog(_book())
    qtbot.addWidget(dialog)
    assert isinstance(dialog.tree, QTreeWidget) and dialog.styleSheet()
    size = dialog.tree.iconSize()
    assert size.width() >= 48 and size.height() >= 30
    pictures = {}
    for i in range(dialog.tree.topLevelItemCount()):
        top = dialog.tree.topLevelItem(i)
        for k in range(top.childCount()):
            child = top.child(k)
            icon = child.icon(0)
            assert not icon.isNull(), child.text(0)
            image = icon.pixmap(size).toImage()
            colours = {image.pixel(x, y) for x in range(0, image.width(), 3)
                       for y in range(0, image.height(), 3)}
            assert len(colours) > 12, f"{child.text(0)}: a picture, not a flat block"
            pictures.setdefault(child.text(0), image)
    assert set(pictures) == {"Kokonana", "Cuckoo Zoo"}
    assert pictures["Kokonana"] != pictures["Cuckoo Zoo"], "each game its own picture"
