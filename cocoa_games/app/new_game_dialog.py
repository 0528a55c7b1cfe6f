"""The new-game dialog: how many play, who sits where, who starts, and the game's options.

The options form (options_form.py) is generated from the game's `Options` dataclass; the
answer is a `GameSetup` (game_setup.py, no Qt), which the session starts from. "Start game"
stays disabled, with the reason beside it, until the set-up is one the game accepts.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.dialog_size import FullScroll, control_style, dialog_scale, px, room
from cocoa_games.app.game_setup import GameSetup, offered_options_for, remember
from cocoa_games.app.lessons import first_time
from cocoa_games.app.options_form import OptionsForm
from cocoa_games.app.plain_text import plain_label, plain_tooltip
from cocoa_games.app.seat_row import SeatRow, level_text  # noqa: F401 - level_text: API
from cocoa_games.app.settings import Settings, save_settings
from cocoa_games.core import people
from cocoa_games.core.game import Game
from cocoa_games.core.i18n import N_, _, ngettext
from cocoa_games.core.text import name_problem
from cocoa_games.ui import theme

RANDOM_START = N_("Random")


class NewGameDialog(QDialog):
    def __init__(self, game: Game, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.settings = settings
        self.setWindowTitle(_("New game — {game}").format(game=_(game.title)))
        self.setObjectName("newGameDialog")
        scale = self.scale = dialog_scale(parent)  # grows with the window it opens on
        self.setStyleSheet(new_game_style(scale))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(24, scale), px(20, scale), px(24, scale), px(18, scale))
        layout.setSpacing(px(14, scale))

        heading = QLabel(_("New game of {game}").format(game=_(game.title)), self)
        heading.setObjectName("dialogHeading")
        layout.addWidget(heading)
        # a family new to the game is offered its lesson first (Learn to play, #26)
        self.learn_requested = False
        self.learn_button: QPushButton | None = None
        if first_time(game.id, settings):
            offer = QHBoxLayout()
            words = QLabel(_("New to {game}? A short lesson shows how to play, step by "
                             "step.").format(game=_(game.title)), self)
            words.setWordWrap(True)
            self.learn_button = QPushButton(_("Learn to play first"), self)
            self.learn_button.clicked.connect(self._learn)
            offer.addWidget(words, 1)
            offer.addWidget(self.learn_button)
            layout.addLayout(offer)

        # -- players ------------------------------------------------------------------
        players = QGroupBox(_("Players"), self)
        pbox = QVBoxLayout(players)
        pbox.setSpacing(px(10, scale))
        count_row = QHBoxLayout()
        count_label = QLabel(_("How many players?"), players)
        self.count = QSpinBox(players)
        self.count.setRange(game.min_players, game.max_players)
        memory = settings.memory_of(game.id)  # the last game of this kind, as it was set up
        remembered = memory.count or settings.player_counts.get(game.id, 2)
        self.count.setValue(max(game.min_players, min(game.max_players, remembered)))
        self.count.setAccessibleName(_("Number of players"))
        self.count.setEnabled(game.min_players != game.max_players)
        self.count.setMinimumWidth(px(80, scale))
        count_label.setBuddy(self.count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.count)
        hint = QLabel(_("({low}–{high} can play)").format(low=game.min_players,
                                                           high=game.max_players)
                      if game.min_players != game.max_players
                      else ngettext("({n} player)", "({n} players)", game.min_players).format(
                          n=game.min_players), players)
        hint.setObjectName("optionHelp")
        count_row.addWidget(hint)
        count_row.addStretch(1)
        pbox.addLayout(count_row)

        grid = QGridLayout()
        grid.setHorizontalSpacing(px(10, scale))
        grid.setVerticalSpacing(px(6, scale))
        self._show_levels = len(game.bot_levels) > 1
        headers = ["", "", _("Name"), _("Played by"),
                   _("Computer level") if self._show_levels else ""]
        for col, text in enumerate(headers):
            head = QLabel(text, players)
            head.setObjectName("columnHead")
            grid.addWidget(head, 0, col)
        self.level_head = head  # shown only while some seat is a computer
        self.rows: list[SeatRow] = []
        for seat in range(game.max_players):
            row = SeatRow(seat, game, settings, players, scale)
            for col, widget in enumerate(row.widgets()):
                grid.addWidget(widget, seat + 1, col)
            self.rows.append(row)
        grid.setColumnStretch(2, 1)
        grid.setColumnMinimumWidth(0, px(28, scale))
        pbox.addLayout(grid)

        start_row = QHBoxLayout()
        start_label = QLabel(_("Who starts?"), players)
        self.start = QComboBox(players)
        self.start.setAccessibleName(_("Who starts"))
        self.start.setMinimumWidth(px(180, scale))
        start_label.setBuddy(self.start)
        start_row.addWidget(start_label)
        start_row.addWidget(self.start)
        start_row.addStretch(1)
        pbox.addLayout(start_row)
        pbox.addStretch(1)
        # players on the left, options on the right: fits a 1280×800 screen even with 6 seats;
        # on a smaller screen the two scroll instead of being cut off or squeezed
        body = QWidget(self)
        body.setObjectName("dialogBody")
        columns = self._columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(px(16, scale))
        columns.addWidget(players, 5)
        self.scroll_area = FullScroll(self)
        self.scroll_area.setWidget(body)
        layout.addWidget(self.scroll_area, 1)

        # -- options ------------------------------------------------------------------
        self.options_form = OptionsForm(game.Options, self, scale)
        self.options_form.set_values(offered_options_for(settings, game))
        self.options_form.lock(game.option_locks(settings.unlock_everything))
        if self.options_form.editors:
            box = QGroupBox(_("Game options"), self)
            obox = QVBoxLayout(box)
            obox.addWidget(self.options_form)
            obox.addStretch(1)
            columns.addWidget(box, 4)
        else:
            self.options_form.hide()

        # -- reason and buttons -------------------------------------------------------
        bottom = QHBoxLayout()
        self.reason = plain_label("", self)
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        bottom.addWidget(self.reason, 1)
        self.buttons = QDialogButtonBox(self)
        self.ok_button = QPushButton(_("Start game"), self)
        self.ok_button.setProperty("primary", True)
        self.ok_button.setDefault(True)
        self.buttons.addButton(self.ok_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept_if_ready)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        # -- wiring -------------------------------------------------------------------
        self.count.valueChanged.connect(self._refresh)
        self.count.valueChanged.connect(lambda _v: self.fit_to_screen())
        for row in self.rows:
            row.name.textChanged.connect(self._refresh)
            row.kind.currentIndexChanged.connect(self._refresh)
            row.on_pick = self._refresh
        for signal in self.options_form.changed_signals():
            signal.connect(self._refresh)
        self._refresh()
        self.fit_to_screen()
        self.rows[0].name.setFocus()
        self.rows[0].name.selectAll()

    def fit_to_screen(self) -> None:
        """As big as the content wants, but never beyond the window it opens on (or the
        screen, with none): it scrolls instead."""
        space = room(self.parentWidget(), self)
        self.ensurePolished()  # measured in the fonts the dialog's scale gives
        # side by side when that fits the screen, else players above options (one scroll bar)
        layout, scroll = self.layout(), self.scroll_area
        self._columns.setDirection(QBoxLayout.Direction.LeftToRight)
        if layout is not None:
            layout.activate()
        if self.sizeHint().width() > space.width():
            self._columns.setDirection(QBoxLayout.Direction.TopToBottom)
            if layout is not None:
                layout.activate()
        self.resize(self.sizeHint().boundedTo(space))
        # wrapped help lines ask for height at a narrower width than they get: give it back
        body = self._columns
        needed = body.totalHeightForWidth(scroll.viewport().width())
        spare = scroll.viewport().height() - max(needed, body.totalMinimumSize().height())
        if spare > 0:
            self.resize(self.width(), self.height() - spare)

    # -- state ----------------------------------------------------------------------------
    def active_rows(self) -> list[SeatRow]:
        return self.rows[: self.count.value()]

    def _refresh(self) -> None:
        count = self.count.value()
        for index, row in enumerate(self.rows):
            row.set_visible(index < count, self._show_levels)
        self.level_head.setVisible(any(row.is_computer() for row in self.active_rows()))
        rows = self.active_rows()  # each seat's look, offered beside the others'
        for row, look in zip(rows, people.seat_looks([r.seat_info() for r in rows],
                                                     self.settings), strict=True):
            row.show_look(look)
        self._refresh_start_choices()
        problem = self.problem()
        self.reason.setText(f"⚠ {problem}" if problem else "")
        self.ok_button.setEnabled(problem is None)
        self.ok_button.setToolTip(plain_tooltip(problem) if problem else _("Start playing"))

    def _refresh_start_choices(self) -> None:
        chosen = self.start.currentData()
        names = [row.name.text().strip() or _("Player {number}").format(number=i + 1)
                 for i, row in enumerate(self.active_rows())]
        self.start.blockSignals(True)
        self.start.clear()
        self.start.addItem(_(RANDOM_START), None)
        for seat, name in enumerate(names):
            self.start.addItem(name, seat)
        keep = chosen if isinstance(chosen, int) and chosen < len(names) else None
        self.start.setCurrentIndex(0 if keep is None else keep + 1)
        self.start.blockSignals(False)

    def problem(self) -> str | None:
        """Why the game cannot start yet, in words a child understands; None if it can."""
        names = [row.name.text().strip() for row in self.active_rows()]
        for seat, name in enumerate(names):
            if not name:
                return _("Player {number} needs a name.").format(number=seat + 1)
            trouble = name_problem(name)  # what every save and statistics reader accepts
            if trouble is not None:
                return trouble
        seen: dict[str, int] = {}
        for name in names:
            key = name.casefold()
            if key in seen:
                return _("Two players are called “{name}” — please make the names "
                         "different.").format(name=name)
            seen[key] = 1
        try:
            options = self.options_form.value()
            self.game.new_state(names, options, seed=0)  # the game's own checks (e.g. deck size)
        except ValueError as exc:  # IllegalAction and friends: the game explains itself
            return str(exc) or _("These options do not fit together.")
        except Exception:
            return None
        return None

    def setup(self) -> GameSetup:
        seats = [row.seat_info() for row in self.active_rows()]
        start = self.start.currentData()
        return GameSetup(self.game.id, seats, start if isinstance(start, int) else None,
                         self.options_form.value())

    def _learn(self) -> None:
        self.learn_requested = True
        self.reject()

    def _accept_if_ready(self) -> None:
        if self.problem() is None:
            self.accept()


def ask_new_game(parent: QWidget | None, game: Game, settings: Settings) -> GameSetup | None:
    """Show the dialog; on Start, remember the choices (saved at once) and return the set-up."""
    dialog = NewGameDialog(game, settings, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            if dialog.learn_requested and parent is not None:  # once this dialog has gone
                from cocoa_games.app.lessons import start_lesson

                QTimer.singleShot(0, lambda: start_lesson(parent, game.id))  # type: ignore[arg-type]
            return None
        setup = dialog.setup()
    finally:
        dialog.deleteLater()
    remember(settings, setup, game)
    try:
        save_settings(settings)
    except OSError:
        pass  # not being able to remember names must not stop the game
    return setup


def new_game_style(scale: float) -> str:
    """The dialog's own dress, its words and controls at the shell's `scale`."""
    def pt(size: float) -> int:
        return px(size, scale)

    return f"""
    #dialogHeading {{ color: {theme.COCOA}; font-size: {pt(18)}pt; font-weight: bold; }}
    QScrollArea, #dialogBody {{ background: transparent; }}
    QGroupBox {{
        font-weight: bold; color: {theme.COCOA}; border: 2px solid {theme.SAND};
        border-radius: {pt(12)}px; margin-top: {pt(12)}px;
        padding: {pt(14)}px {pt(12)}px {pt(10)}px {pt(12)}px; background: {theme.WHITE};
    }}
    QGroupBox::title {{ subcontrol-origin: margin; left: {pt(14)}px; padding: 0 {pt(6)}px; }}
    #seatNumber {{
        background: {theme.CARAMEL}; color: {theme.WHITE}; border-radius: {pt(12)}px;
        font-weight: bold; min-width: {pt(24)}px; max-width: {pt(24)}px;
        min-height: {pt(24)}px; max-height: {pt(24)}px;
    }}
    #columnHead {{ color: {theme.TEXT_SOFT}; font-size: {pt(10)}pt; }}
    #optionHelp {{ color: {theme.TEXT_SOFT}; font-size: {pt(10)}pt; }}
    #optionLabel {{ padding-top: {pt(4)}px; }}
    #reason {{ color: {theme.BERRY}; font-weight: bold; }}
    QPushButton[primary="true"]:disabled {{
        background: {theme.SAND}; color: {theme.WHITE}; border-color: {theme.SAND};
    }}
    QLineEdit, QComboBox, QSpinBox {{ min-height: {pt(28)}px; font-size: {pt(11)}pt; }}
    {control_style(scale)}
    """
