"""One seat of the new-game dialog: its number, name, person or computer, computer level.

A seat keeps two names: the person's who sat there and the computer's. Turning a seat into
a computer shows the computer's own name (a family name on a computer made "Ben" win games
Ben never played) and turning it back brings the person's name back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QWidget

from cocoa_games.app.game_setup import seat_start
from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n
from cocoa_games.core.game import Game
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.saves import SeatInfo

KINDS = (("human", N_("Human")), ("computer", N_("Computer")))


def level_text(level: str, game_id: str | None = None) -> str:
    """A computer level's name ("easy", marked in the game's metadata) as a choice: "Easy",
    in the game's own words first."""
    text = i18n.translate(game_id, level).replace("_", " ")
    return text[:1].upper() + text[1:]


class SeatRow:
    """The widgets of one seat: number, name, human/computer choice, computer level."""

    def __init__(self, seat: int, game: Game, settings: Settings, parent: QWidget) -> None:
        first = seat_start(settings, game, seat)
        kind = first.kind
        self._names = {"human": first.person, "computer": first.computer}
        self._shown = kind
        self.number = QLabel(f"{seat + 1}", parent)
        self.number.setObjectName("seatNumber")
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLineEdit(self._names[kind], parent)
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(170)
        self.name.setPlaceholderText(_("Name"))
        self.name.setAccessibleName(_("Name of player {number}").format(number=seat + 1))
        self.kind = QComboBox(parent)
        for key, text in KINDS:
            self.kind.addItem(_(text), key)
        self.kind.setCurrentIndex(0 if kind == "human" else 1)
        self.kind.setAccessibleName(_("Player {number} is played by").format(number=seat + 1))
        self.level = QComboBox(parent)
        for level in game.bot_levels:
            self.level.addItem(level_text(level, game.id), level)
        self.level.setCurrentIndex(list(game.bot_levels).index(first.level))
        self.level.setAccessibleName(
            _("Computer level of player {number}").format(number=seat + 1))
        self.level.setToolTip(_("How well the computer plays"))
        self._visible = True
        self._show_level = True
        self.kind.currentIndexChanged.connect(self._kind_changed)

    def _kind_changed(self) -> None:
        kind, typed = self.kind_key(), self.name.text()
        if kind != self._shown:
            # a person's name never goes on to a computer; a name typed into a computer's
            # seat before it became a person's is that person's (only the computer's own
            # name gives way)
            keep = kind == "human" and typed.strip() and typed != self._names["computer"]
            if self._shown == "human":
                self._names["human"] = typed
            self._shown = kind
            if not keep:
                self.name.setText(self._names[kind])
        self._update_level()

    def _update_level(self) -> None:
        # only computer seats have a level; humans get an empty cell, not a greyed-out choice
        computer = self.is_computer()
        self.level.setEnabled(computer)
        self.level.setVisible(self._visible and self._show_level and computer)

    def kind_key(self) -> str:
        return self.kind.currentData()

    def is_computer(self) -> bool:
        return self.kind_key() == "computer"

    def widgets(self) -> list[QWidget]:
        return [self.number, self.name, self.kind, self.level]

    def set_visible(self, visible: bool, show_level: bool) -> None:
        self._visible, self._show_level = visible, show_level
        for widget in (self.number, self.name, self.kind):
            widget.setVisible(visible)
        self._update_level()

    def seat_info(self) -> SeatInfo:
        kind = self.kind_key()
        level = self.level.currentData() if kind == "computer" else "normal"  # humans have none
        return SeatInfo(self.name.text().strip(), kind, level)
