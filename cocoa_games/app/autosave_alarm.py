"""When a move cannot be autosaved (disk full, a folder turned read-only, a USB stick
pulled out), the family is told at once and the table stops: it is never left running
with moves that are not being saved. The box offers to try again (a freed disk saves the
game and play goes on) or to go back to the game list (the game waits in its slot as of
its last saved move)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from cocoa_games.core.i18n import _

if TYPE_CHECKING:
    from cocoa_games.app.session import GameSession


def ask_retry(parent, text: str) -> bool:
    """The box; True to try saving again, False to go back to the games."""
    from cocoa_games.app.error_handler import ask_warning

    return ask_warning(
        parent, _("The game is not being saved"),
        _("{reason}\n\nThe table waits until the game can be saved again, so no move is "
          "lost. Free some space or put the drive back, then try again — or go back to the "
          "games: the game is kept as of its last saved move.").format(reason=text),
        _("Try again"), _("Back to games"))


class AutosaveAlarm:
    """Watches one session on one window's table."""

    def __init__(self, window, session: GameSession) -> None:
        self.window = window
        self.session = session
        self._pending = False
        self._text = ""
        session.autosave_failed.connect(self._failed)

    def _failed(self, text: str) -> None:
        self._text = text  # the latest reason, for the box
        if self._pending:
            return
        self._pending = True
        self.session.hold_bots(True)  # at once: no computer moves on an unsaved game
        # after the move that failed has finished its signals, never inside them
        QTimer.singleShot(0, self.session, self._ask)

    def _ask(self) -> None:
        session = self.session
        try:
            while session is self.window.session and session.unsaved:
                if not ask_retry(self.window, self._text):
                    self.window.back_to_launcher()
                    return
                session.autosave()
        finally:
            self._pending = False
            session.hold_bots(False)


def watch(window, session: GameSession) -> AutosaveAlarm:
    """Stop `window`'s table whenever `session` cannot autosave a move."""
    alarm = AutosaveAlarm(window, session)
    session._autosave_alarm = alarm  # type: ignore[attr-defined]  # lives as the session does
    return alarm
