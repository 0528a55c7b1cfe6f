"""The dialogs the main window opens, one small helper each.

Each imports its dialog's module only when it is opened, so start-up stays quick. The main
window imports these by name and looks them up in its own module, so a test replaces one
with `monkeypatch.setattr(main_window, "ask_new_game", ...)`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore
from PySide6.QtWidgets import QMessageBox

from cocoa_games.core.i18n import N_, _

APP_TITLE = N_("Cocoa Games")


def ask_new_game(parent, game, settings):
    from cocoa_games.app.new_game_dialog import ask_new_game as ask
    return ask(parent, game, settings)


def ask_settings(parent, settings, sound_note: str | None = None) -> bool:
    from cocoa_games.app.settings_dialog import ask_settings as ask
    return ask(parent, settings, sound_note)


def show_help(parent, game_id: str | None) -> None:
    from cocoa_games.app.help_viewer import show_help as show
    show(parent, game_id)


def show_stats(parent) -> None:
    from cocoa_games.app.stats_dialog import show_stats as show
    show(parent)


def ask_save_manager(parent, unfinished_only: bool = False) -> tuple[Path, bool] | None:
    """The save manager; (path, replay?) for the game to open, or None."""
    from cocoa_games.app.save_manager import ask_save_manager as ask
    return ask(parent, unfinished_only)


def show_replay_file(parent, path: Path) -> None:
    from cocoa_games.app.replay import show_replay_file as show
    show(parent, path)


def show_replay_data(parent, data, finished: bool) -> None:
    from cocoa_games.app.replay import show_replay as show
    show(parent, data, finished)


def ask_save_path(parent, title: str) -> Path | None:
    from cocoa_games.app.save_dialogs import ask_save_path as ask
    return ask(parent, title)


def show_message(parent, title: str, text: str) -> None:
    """A calm, non-blocking note (the app keeps running underneath). Plain text: the
    sentence may quote a name or a file's contents, and rich text would fetch `<img>`s."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    box.setWindowTitle(title)
    box.setText(text)
    box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def show_about(parent) -> None:
    from cocoa_games import __version__

    QMessageBox.about(
        parent, _("About {app}").format(app=_(APP_TITLE)),
        f"<h2>{_(APP_TITLE)} {__version__}</h2><p>"
        + _("Family tabletop games for one shared screen: take turns, pass the computer on, "
            "and let the curtain keep everyone's secrets.")
        + "</p><p>"
        + _("Free software written in Python with Qt. Every picture and sound was made for it."
            " Press F1 for help.")
        + "</p>",
    )
