"""The shell's fit scan itself (tests/widget_fit.py) finds what a player would see cut, and
passes what reads whole: the scans over every view rely on it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.core import i18n
from tests.widget_fit import cut_words


def _window(qtbot, *children, width=300, height=200):
    window = QWidget()
    layout = QVBoxLayout(window)
    for child in children:
        layout.addWidget(child)
    window.resize(width, height)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_words_that_fit_pass(qtbot):
    window = _window(qtbot, QLabel("Play"), QPushButton("New game"), QCheckBox("Sound"))
    assert cut_words(window) == []


def test_a_label_narrower_than_its_words_is_cut(qtbot):
    label = QLabel("Gesellschaftsspielesammlung für die ganze Familie")
    label.setFixedWidth(80)
    window = _window(qtbot, label)
    assert [c.text for c in cut_words(window)] == [label.text()]


def test_a_wrapped_label_without_room_for_its_lines_is_cut(qtbot):
    label = QLabel("one two three four five six seven eight nine ten eleven twelve")
    label.setWordWrap(True)
    label.setFixedSize(60, 20)
    window = _window(qtbot, label)
    assert cut_words(window) and "high" in cut_words(window)[0].why


def test_a_squashed_button_is_cut(qtbot):
    button = QPushButton("Spielen mit allen Kindern!")
    button.setFixedWidth(50)
    window = _window(qtbot, button)
    assert [c.text for c in cut_words(window)] == [button.text()]


def test_a_widget_past_the_windows_edge_is_cut(qtbot):
    window = _window(qtbot, QLabel("fine"))
    outside = QLabel("Weg", window)
    outside.move(290, 10)
    outside.show()
    assert any(c.text == "Weg" and "outside" in c.why for c in cut_words(window))


def test_words_a_scroll_area_can_scroll_to_are_whole(qtbot):
    inner = QWidget()
    column = QVBoxLayout(inner)
    for n in range(30):
        column.addWidget(QLabel(f"line {n}"))
    area = QScrollArea()
    area.setWidget(inner)
    window = _window(qtbot, area, height=120)
    assert cut_words(window) == []


def test_an_elided_label_with_the_whole_text_in_its_tooltip_is_deliberate(qtbot):
    label = QLabel("Grandma Ros…")
    label.setToolTip("Grandma Rosemary")
    window = _window(qtbot, label)
    assert cut_words(window) == []


def test_a_label_is_measured_by_the_lines_it_draws_not_the_text_it_keeps(qtbot):
    from cocoa_games.app.plain_text import LinesLabel

    label = LinesLabel(2)  # (its text() is the whole text; it draws it on two lines)
    label.setFixedSize(160, 2 * label.fontMetrics().lineSpacing() + 6)
    window = _window(qtbot, label)
    label.setText("Grandma Rosemary: slide one cocoon")
    assert "\n" in QLabel.text(label)
    assert cut_words(window) == []
    label.setFixedWidth(40)  # a word wider than the label is still a cut
    label.setText("Gesellschaftsspielesammlung Familie")
    assert cut_words(window)


def test_a_button_that_shortens_a_name_with_the_whole_in_its_tooltip_is_deliberate(qtbot):
    from cocoa_games.app.name_button import NameButton

    button = NameButton()  # (its size hint is its whole text's; it draws a shorter one)
    button.set_text("Rematch — Maximilian-Alexander starts", "Maximilian-Alexander")
    button.setFixedWidth(button.minimumSizeHint().width() + 4)
    window = _window(qtbot, button, width=500)
    assert "…" in button.text() and "Maximilian-Alexander" in button.toolTip()
    assert cut_words(window) == []
    button.setFixedWidth(60)  # narrower than its shortest form: cut
    assert cut_words(window)


def test_the_long_pseudo_language_lengthens_words_and_keeps_placeholders():
    assert i18n.lengthen("Pass to {name}") == "Passpa tot {name}"
    before = i18n.language()
    try:
        i18n.set_language(i18n.PSEUDO_LONG)
        shown = i18n._("Play {game} now").format(game="Kokonana")
        assert shown.startswith(i18n.PSEUDO_OPEN) and "Kokonana" in shown
        assert len(shown) > len("Play Kokonana now") * 1.2
    finally:
        i18n.set_language(before)


def test_a_box_showing_a_short_item_is_measured_against_its_longest(qtbot):
    """The box's hint is sized for its longest item: showing "Computer" with "Child, can't
    read yet" in the list is no cut (a false alarm in every new-game seat)."""
    from PySide6.QtWidgets import QComboBox

    box = QComboBox()
    box.addItems(["Human", "Child, can't read yet", "Computer"])
    box.setCurrentIndex(2)
    row = QWidget()
    line = QHBoxLayout(row)
    line.addWidget(box)
    line.addStretch(1)
    window = _window(qtbot, row)
    assert cut_words(window) == []
    box.setFixedWidth(box.fontMetrics().horizontalAdvance("Computer") - 10)
    assert [c.text for c in cut_words(window)] == ["Computer"]
