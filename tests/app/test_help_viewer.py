"""Help: the app's own guide, each game's rules, and a kind note when rules are missing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from cocoa_games.app import help_viewer
from cocoa_games.app.help_viewer import HelpDialog, help_text, show_help


def test_app_help_explains_the_essentials():
    text = help_text(None)
    assert text.startswith("# ")
    for topic in ("Continue", "Pass to", "saved automatically", "Ctrl+N", "F1", "F11"):
        assert topic in text


def test_game_help_is_read_from_the_game_folder(tmp_path, monkeypatch):
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "help.md").write_text("# Demo\n\nRoll and smile.\n", encoding="utf-8")
    monkeypatch.setattr(help_viewer, "GAMES_DIR", tmp_path)
    assert help_text("demo") == "# Demo\n\nRoll and smile.\n"


def test_missing_rules_give_a_friendly_note_with_the_game_title(tmp_path, monkeypatch):
    monkeypatch.setattr(help_viewer, "GAMES_DIR", tmp_path)
    text = help_text("secret_numbers")
    assert "Secret Numbers" in text and "not written down" in text


@pytest.mark.parametrize("bad", ["../app", "cuckoo_zoo/../../etc", "", "Kokonana!"])
def test_odd_ids_never_read_outside_the_games(bad):
    text = help_text(bad)
    assert "not written down" in text


def test_dialog_shows_the_markdown_and_is_reused(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_help(parent, None)
    assert isinstance(dialog, HelpDialog) and dialog.isVisible()
    shown = dialog.browser.toPlainText()
    assert "Keyboard shortcuts" in shown and "# " not in shown  # rendered, not raw markdown
    assert show_help(parent, None) is dialog
    other = show_help(parent, "secret_numbers")
    assert other is not dialog
    assert "Secret Numbers" in other.windowTitle()
    dialog.close()
    other.close()
