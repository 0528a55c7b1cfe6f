"""The Continue line and the save-name box never cut what they are for (#25 point 4): the
game to continue shows at 800×600, "2 more unfinished games" is never cut into "2 mor…"
(read as two more players), the tooltip has it all, and the save-name box is wide enough
for its own suggestion."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from cocoa_games.app import save_slots
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.save_dialogs import default_save_name, save_name_box
from cocoa_games.app.session import GameSession
from tests.app.test_saves_issue8 import cuckoo_save


def _unfinished(tmp_path, count: int) -> None:
    for seed in range(count):
        data = cuckoo_save(tmp_path / f"g{seed}.cocoa.json", ("Leo", "Mia"), seed=seed + 1)
        GameSession.from_save(data).autosave()
    assert len(save_slots.unfinished_games()) == count


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_continue_line_names_its_game_and_never_cuts_the_more_part(qtbot, tmp_path, size):
    _unfinished(tmp_path, 3)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    line = window.launcher.continue_summary
    full = line.full_text
    assert full == "Cuckoo Zoo — Leo, Mia · 2 more unfinished games"
    qtbot.waitUntil(lambda: line.text() != "", timeout=2000)
    shown = line.text()
    assert shown.startswith("Cuckoo Zoo")  # the game is said, whatever the room
    assert shown in (full, "Cuckoo Zoo — Leo, Mia", "Cuckoo Zoo")  # whole parts only
    assert line.fontMetrics().horizontalAdvance(shown) <= line.width()
    for tip in (line.toolTip(), window.launcher.continue_button.toolTip()):
        assert "2 more unfinished games" in tip and "Leo, Mia" in tip
    if size[0] >= 1280:
        assert shown == full


def test_the_save_name_box_is_wide_enough_for_its_suggestion(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(800, 600)
    suggestion = default_save_name("Cuckoo Zoo")
    box = save_name_box(window, suggestion)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    line = box.findChild(QLineEdit)
    assert line.text() == suggestion
    line.setCursorPosition(0)
    assert line.width() >= line.fontMetrics().horizontalAdvance(suggestion) + 8
    assert box.width() <= window.screen().availableGeometry().width()


def test_one_unfinished_game_is_said_without_a_more_part(tmp_path):
    from cocoa_games.app import slot_policy

    data = cuckoo_save(tmp_path / "one.cocoa.json", ("Leo", "Mia"))
    GameSession.from_save(data).autosave()
    summary = slot_policy.continue_summary()
    assert summary == "Cuckoo Zoo — Leo, Mia" and summary.shorter == ("Cuckoo Zoo",)
