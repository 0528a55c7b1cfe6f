"""The curtain and the end screen grow with the window like the rest of the shell (issue #25
point 8): on a 2560×1440 window their words and pictures are larger than at 1280×800, and
shrink back."""

from __future__ import annotations

from tests.app.test_shell_fit import LONG_NAMES, finished, open_window, settle, speaking, start
from tests.widget_fit import cut_words


def sizes(*widgets) -> list[float]:
    for widget in widgets:
        widget.ensurePolished()
    return [w.font().pointSizeF() for w in widgets]


def test_the_curtain_grows_with_the_window(qtbot):
    window = open_window(qtbot, (1280, 800))
    start(window, "cuckoo_zoo", ("human", "human", "human"))
    curtain = window.table.curtain
    qtbot.waitUntil(curtain.isVisible, timeout=5000)
    settle(qtbot, window, (1280, 800))

    def measure():
        return [*sizes(curtain.title, curtain.subtitle, curtain.show_button),
                curtain.picture.width(), curtain.show_button.height()]

    small = measure()
    settle(qtbot, window, (2560, 1440))
    large = measure()
    assert all(b > a * 1.3 for a, b in zip(small, large, strict=True)), (small, large)
    assert cut_words(window) == []
    settle(qtbot, window, (1280, 800))
    assert measure() == small, "and shrinks back"


def test_the_end_screen_grows_with_the_window_and_the_french_winner_stays_whole(qtbot):
    with speaking("fr"):
        window = open_window(qtbot, (1920, 1080))  # (not compact: the table stays beside)
        window.start_session(finished("kokonana", LONG_NAMES))
        end = window.table.end_screen
        qtbot.waitUntil(end.isVisible, timeout=5000)
        settle(qtbot, window, (1280, 900))

        def measure():
            words = sizes(end.text, end.time_text, end.standings, *end._headings[:1])
            return [*words, *(p.width() for p in end.winner_pictures)]

        small = measure()
        assert end.winner_pictures, "the winner is shown"
        settle(qtbot, window, (2560, 1440))
        large = measure()
        assert all(b > a * 1.3 for a, b in zip(small, large, strict=True)), (small, large)
        assert end.text.text().startswith("Partie terminée"), end.text.text()
        assert cut_words(window) == []


def test_the_help_grows_with_its_window_and_says_close_in_french(qtbot):
    from PySide6.QtWidgets import QPushButton

    from cocoa_games.app.help_viewer import HelpDialog

    with speaking("fr"):
        dialog = HelpDialog("cocoons")
        qtbot.addWidget(dialog)
        dialog.show()
        settle(qtbot, dialog, (1280, 800))
        small = sizes(dialog.browser)[0]
        settle(qtbot, dialog, (2560, 1440))
        assert sizes(dialog.browser)[0] > small * 1.3
        words = [b.text() for b in dialog.findChildren(QPushButton)]
        assert "Fermer" in words and "Close" not in words, words
