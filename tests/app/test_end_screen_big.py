"""On a big screen the whole ending shows at once (#25.8): at 1920×1080 and 2560×1440 a real
game's standings, moments, secrets and statistics are all in sight, without scrolling and
with no row cut off at the window's edge, and the finished table stays beside them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel

from tests.app.test_end_screen_sizes import _play_to_the_end


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("game_id", ["kokonana", "cuckoo_zoo"])
def test_the_whole_ending_shows_on_a_big_screen(qtbot, game_id, size):
    window = _play_to_the_end(qtbot, game_id, size)
    end = window.table.end_screen
    assert window.table.view.isVisible()  # the finished table beside the ending
    assert end.details.verticalScrollBar().maximum() == 0, "the ending's details scroll"
    viewport = end.details.viewport()
    shown = [label for label in end.details.widget().findChildren(QLabel)
             if label.isVisibleTo(end) and label.text()]
    assert len(shown) >= 4
    for label in shown:
        place = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
        assert window.rect().contains(place), f"{label.text()[:30]!r} is cut at {place}"
        inside = QRect(label.mapTo(viewport, QPoint(0, 0)), label.size())
        assert viewport.rect().contains(inside), f"{label.text()[:30]!r} hides at {inside}"
