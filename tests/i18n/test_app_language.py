"""The app shell in the family's language: chosen from the system, the environment, the
command line or Settings; applied at once (menus, start page, a game on the table); Qt's
own buttons, dates in the save list and the help pages follow."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from cocoa_games.app import help_viewer, language, main_window, paths
from cocoa_games.app.help_viewer import help_text
from cocoa_games.app.launcher import LauncherPage
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.save_manager import local_date
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.settings_dialog import SettingsDialog, ask_settings
from cocoa_games.core import i18n
from tests.app.helpers import fixture_setup


@pytest.fixture
def speak(qapp):
    """Switch the whole app (catalogues, Qt, locale) to a language; English again after."""
    try:
        yield language.apply
    finally:
        language.apply("en")


# -- choosing ----------------------------------------------------------------------------
@pytest.mark.parametrize(("cli", "env", "setting", "expected"), [
    (None, {"LANG": "fr_FR.UTF-8"}, "", "fr"),  # nothing chosen: the system's language
    (None, {"LANG": "fr_FR.UTF-8"}, "de", "de"),  # Settings beats the system
    (None, {"LANG": "fr_FR.UTF-8", "COCOA_GAMES_LANGUAGE": "en"}, "de", "en"),  # env beats it
    ("fr", {"COCOA_GAMES_LANGUAGE": "de"}, "en", "fr"),  # the command line beats everything
    (None, {"LANG": "de_AT.UTF-8"}, "klingon", "de"),  # an unknown choice is passed over
    (None, {"LANG": "es_ES.UTF-8", "COCOA_GAMES_LANGUAGE": "??"}, "", "en"),
])
def test_the_strongest_known_choice_wins(cli, env, setting, expected):
    assert language.choose(cli, setting, env) == expected


def test_the_settings_offer_the_system_then_each_language_in_its_own_name(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    labels = [label for label, _code in language.choices()]
    assert labels == ["System (German)", "English", "Deutsch", "Français"]


@pytest.mark.parametrize(("speaking", "system", "entry"), [
    ("fr", "en", "Système (anglais)"),
    ("de", "en", "System (Englisch)"),
    ("fr", "de", "Système (allemand)"),
    ("de", "fr", "System (Französisch)"),
    ("en", "fr", "System (French)"),
])
def test_the_system_entry_speaks_the_current_language_wholly(monkeypatch, speaking, system,
                                                              entry):
    """The system's language named in the language spoken now (#25.6: "Système (English)"
    was half English); the languages themselves keep their own names."""
    monkeypatch.setenv("LANGUAGE", system)
    before = i18n.language()
    i18n.set_language(speaking)
    try:
        labels = [label for label, _code in language.choices()]
    finally:
        i18n.set_language(before)
    assert labels == [entry, "English", "Deutsch", "Français"]


@pytest.mark.parametrize("junk", [42, ["de"], None, "x" * 5000, {"de": 1}])
def test_a_junk_language_in_the_settings_file_means_the_system_language(junk):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": junk, "player_names": ["Mo"]}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.language == ""  # "" = follow the system
    assert loaded.player_names == ["Mo"]  # the rest of the file is kept
    assert language.choose(None, loaded.language, {"LANG": "fr_FR.UTF-8"}) == "fr"


def test_the_choice_is_saved_and_read_back(qapp, monkeypatch):
    def pick_french(self):
        self.language.setCurrentIndex(self.language.findData("fr"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", pick_french)
    settings = Settings()
    assert ask_settings(None, settings) is True
    assert load_settings().language == "fr"

    def back_to_system(self):
        self.language.setCurrentIndex(self.language.findData(language.SYSTEM))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", back_to_system)
    assert ask_settings(None, settings) is True
    assert load_settings().language == ""


# -- applying ----------------------------------------------------------------------------
def test_a_german_start_page_speaks_german(qtbot, speak):
    speak("de")
    page = LauncherPage()
    qtbot.addWidget(page)
    assert page.settings_button.text() == "Einstellungen"
    assert page.continue_button.text() == "Weiterspielen"
    assert {tile.play.text() for tile in page.tiles.values()} == {"Spielen"}
    kokonana = page.tiles["kokonana"]
    assert kokonana.players.text() == "2–4 Spieler"
    assert "Fluss" in kokonana.pitch.text()


def test_qt_standard_buttons_follow_the_language(qtbot, speak):
    speak("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel
                           | QDialogButtonBox.StandardButton.Save)
    qtbot.addWidget(box)
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert texts == {"Abbrechen", "Speichern"}
    speak("en")
    again = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(again)
    assert again.buttons()[0].text().replace("&", "") == "Cancel"


def test_changing_the_language_in_settings_applies_at_once(qtbot, monkeypatch, speak):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup(("human", "human")))
    monkeypatch.setattr(main_window, "new_seed", lambda: 5)  # the first guess misses
    window.new_game("secret_numbers")
    session = window.session
    assert session is not None
    session.reveal()
    seat = session.state.turn_seat()
    session.act(seat, session.state.legal_actions(seat)[0])
    moves = list(session.actions)
    assert not session.state.is_over()

    def choose_german(parent, settings, note=None):
        settings.language = "de"
        save_settings(settings)
        return True

    monkeypatch.setattr(main_window, "ask_settings", choose_german)
    window.open_settings()
    assert i18n.language() == "de"
    assert [menu.title() for menu in (a.menu() for a in window.menuBar().actions())] == [
        "&Spiel", "&Ansicht", "&Hilfe"]
    assert window.launcher.settings_button.text() == "Einstellungen"
    # the game goes on where it was, told again in German
    retold = window.session
    assert retold is not None and retold is not session
    assert retold.actions == moves and retold.uid == session.uid
    assert window.pages.currentWidget() is window.table
    assert window.table.hide_button.text() == "Verdecken"
    assert retold.curtain_seat is not None  # the private view is hidden again first
    assert load_settings().language == "de"


# -- dates and help ------------------------------------------------------------------------
def test_dates_in_the_save_list_follow_the_language(qapp, speak):
    stamp = "2026-03-07T12:00:00+00:00"  # midday: the same date in every time zone
    speak("de")
    german = local_date(stamp)
    speak("fr")
    french = local_date(stamp)
    speak("en")
    english = local_date(stamp)
    assert "07.03.26" in german
    assert "07/03/2026" in french
    assert "3/7/26" in english


def test_the_app_help_comes_in_the_active_language(speak):
    speak("de")
    assert help_text(None).startswith("# Willkommen bei Cocoa Games")
    speak("fr")
    assert help_text(None).startswith("# Bienvenue dans Cocoa Games")
    speak("en")
    assert help_text(None).startswith("# Welcome to Cocoa Games")


def test_game_help_falls_back_to_english_when_not_written_in_the_language(
        tmp_path, monkeypatch, speak):
    monkeypatch.setattr(help_viewer, "GAMES_DIR", tmp_path)
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "help.md").write_text("# Demo\n\nRoll.\n", encoding="utf-8")
    speak("de")
    assert help_text("demo") == "# Demo\n\nRoll.\n"
    (tmp_path / "demo" / "help.de.md").write_text("# Demo\n\nWürfeln.\n", encoding="utf-8")
    assert help_text("demo") == "# Demo\n\nWürfeln.\n"
    speak("fr")
    assert help_text("demo") == "# Demo\n\nRoll.\n"


def test_every_app_help_translation_has_the_same_sections():
    folder = help_viewer.APP_HELP.parent
    english = [line for line in help_viewer.APP_HELP.read_text().splitlines()
               if line.startswith("#")]
    for code in ("de", "fr"):
        translated = [line for line in (folder / f"help.{code}.md").read_text().splitlines()
                      if line.startswith("#")]
        assert len(translated) == len(english), code


def test_a_finished_game_is_retold_without_counting_it_twice(qtbot, monkeypatch, speak):
    from cocoa_games.app.stats import StatsBook
    from tests.fixtures.secret_numbers import Guess

    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: fixture_setup(("human", "human")))
    window.new_game("secret_numbers")
    session = window.session
    assert session is not None
    session.reveal()
    seat = session.state.turn_seat()
    session.act(seat, Guess(session.state.secrets[1 - seat]))  # a right guess ends it
    assert session.state.is_over() and window.table.end_screen.isVisible()
    played = StatsBook().players()["Alice"]["secret_numbers"].played

    monkeypatch.setattr(main_window, "ask_settings",
                        lambda parent, settings, note=None: setattr(settings, "language", "fr")
                        or True)
    window.open_settings()
    assert window.table.end_screen.isVisible()  # the ending is shown again, now in French
    assert window.table.end_screen.back_button.text() == "Retour aux jeux"
    assert StatsBook().players()["Alice"]["secret_numbers"].played == played


@pytest.mark.parametrize(("env", "argv", "expected"), [
    ({"LANGUAGE": "fr"}, [], "fr"),  # a French system, nothing chosen: French
    ({"LANGUAGE": "fr", "COCOA_GAMES_LANGUAGE": "de"}, [], "de"),
    ({"LANGUAGE": "fr"}, ["--language", "en"], "en"),
])
def test_main_speaks_the_chosen_language_from_the_first_window(qtbot, monkeypatch, speak,
                                                               env, argv, expected):
    from PySide6.QtWidgets import QApplication

    from cocoa_games.app import main as main_module

    for name, value in env.items():
        monkeypatch.setenv(name, value)
    titles: list[str] = []
    original = main_window.MainWindow.__init__

    def record(self, *args, **kwargs):
        original(self, *args, **kwargs)
        titles.append(self.menuBar().actions()[0].text())

    monkeypatch.setattr(main_window.MainWindow, "__init__", record)
    monkeypatch.setattr(QApplication.instance(), "exec", lambda: 0)
    assert main_module.main([*argv, "--quit-after-show"]) == 0
    assert i18n.language() == expected
    assert titles == [{"en": "&Game", "de": "&Spiel", "fr": "&Partie"}[expected]]
