"""The shell grows with the window (issue #25, 8): one scale factor from the window's size
for the side panel, the buttons, the dialogs and the launcher."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QLabel, QVBoxLayout

from cocoa_games.app.shell_scale import window_scale
from cocoa_games.ui import theme


def settle(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


def test_the_scale_is_one_up_to_the_reference_window_and_grows_beyond_it():
    assert theme.shell_scale(800, 600) == 1.0
    assert theme.shell_scale(1280, 800) == 1.0
    assert 1.25 <= theme.shell_scale(1920, 1080) <= 1.5
    assert theme.shell_scale(2560, 1440) >= 1.75
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
    assert window_scale(window) >= 1.75
    assert label_size() > small * 1.5
