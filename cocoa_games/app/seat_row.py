"""One seat of the new-game dialog: its number, name, person or computer, computer level.

A seat keeps two names: the person's who sat there and the computer's. Turning a seat into
a computer shows the computer's own name (a family name on a computer made "Ben" win games
Ben never played) and turning it back brings the person's name back.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QMenu, QToolButton, QWidget

from cocoa_games.app.avatars import avatar_icon
from cocoa_games.app.game_setup import seat_start
from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n, people
from cocoa_games.core.game import Game
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.people import Look
from cocoa_games.core.saves import SeatInfo

#: "child": a person who cannot read yet (SeatInfo.reads False: the voice comes on)
KINDS = (("human", N_("Human")), ("child", N_("Child, can't read yet")),
         ("computer", N_("Computer")))
PICTURE_SIDE = 34


def level_text(level: str, game_id: str | None = None) -> str:
    """A computer level's name ("easy", marked in the game's metadata) as a choice: "Easy",
    in the game's own words first."""
    text = i18n.translate(game_id, level).replace("_", " ")
    return text[:1].upper() + text[1:]


class SeatRow:
    """The widgets of one seat: number, name, human/computer choice, computer level."""

    def __init__(self, seat: int, game: Game, settings: Settings, parent: QWidget,
                 scale: float = 1.0) -> None:
        first = seat_start(settings, game, seat)
        kind = first.kind
        self._names = {"human": first.person, "computer": first.computer}
        self._shown = kind
        self.number = QLabel(f"{seat + 1}", parent)
        self.number.setObjectName("seatNumber")
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLineEdit(self._names[kind], parent)
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(round(170 * scale))
        self.name.setPlaceholderText(_("Name"))
        self.name.setAccessibleName(_("Name of player {number}").format(number=seat + 1))
        self.kind = QComboBox(parent)
        for key, text in KINDS:
            self.kind.addItem(_(text), key)
        self.kind.setCurrentIndex(2 if kind == "computer" else 0 if first.reads else 1)
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
        # the seat's own picture and colour: offered automatically, changed from its menu
        self.picked: Look | None = None
        self.shown_look: Look | None = None
        self.picture = QToolButton(parent)
        self.picture.setObjectName("seatPicture")
        self.side = round(PICTURE_SIDE * scale)  # the picture grows with the dialog's words
        self.picture.setIconSize(QSize(self.side, self.side))
        self.picture.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.picture.setAccessibleName(
            _("Picture and colour of player {number}").format(number=seat + 1))
        self.picture.setToolTip(_("Choose a picture and a colour"))
        self.picture.setMenu(QMenu(self.picture))
        self.picture.menu().aboutToShow.connect(self._fill_menu)
        self.on_pick = lambda: None  # the dialog offers the others' looks again

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
        kind = self.kind.currentData()
        return "human" if kind == "child" else kind

    def reads(self) -> bool:
        return self.kind.currentData() != "child"

    def show_look(self, look: Look) -> None:
        """The look this seat gets now (picked, or offered beside the other seats')."""
        if look != self.shown_look:
            self.shown_look = look
            self.picture.setIcon(avatar_icon(look, self.side))
            self.picture.setText(people.picture_name(look))

    def _fill_menu(self) -> None:
        menu = self.picture.menu()
        menu.clear()
        current = self.shown_look or Look(people.PICTURES[0], people.COLOUR_IDS[0])
        pictures = people.COMPUTER_PICTURES if self.is_computer() else people.PICTURES
        for picture in pictures:
            look = Look(picture, current.colour)
            action = menu.addAction(avatar_icon(look, PICTURE_SIDE), people.picture_name(look))
            action.triggered.connect(lambda _=False, chosen=look: self._pick(chosen))
        menu.addSeparator()
        for colour in people.COLOUR_IDS:
            look = Look(current.picture, colour)
            action = menu.addAction(avatar_icon(look, PICTURE_SIDE),
                                    _(people.COLOUR_NAMES[colour]))
            action.triggered.connect(lambda _=False, chosen=look: self._pick(chosen))

    def _pick(self, look: Look) -> None:
        self.picked = look
        self.show_look(look)
        self.on_pick()

    def is_computer(self) -> bool:
        return self.kind_key() == "computer"

    def widgets(self) -> list[QWidget]:
        return [self.number, self.picture, self.name, self.kind, self.level]

    def set_visible(self, visible: bool, show_level: bool) -> None:
        self._visible, self._show_level = visible, show_level
        for widget in (self.number, self.picture, self.name, self.kind):
            widget.setVisible(visible)
        self._update_level()

    def seat_info(self) -> SeatInfo:
        kind = self.kind_key()
        level = self.level.currentData() if kind == "computer" else "normal"  # humans have none
        look = self.picked
        return SeatInfo(self.name.text().strip(), kind, level,
                        look.picture if look else "", look.colour if look else "",
                        reads=self.reads())
