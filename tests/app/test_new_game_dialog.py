"""The new-game dialog: seats, names remembered, start player, and a form built from Options."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QSpinBox

from cocoa_games import games
from cocoa_games.app import options_form, paths
from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.new_game_dialog import NewGameDialog, ask_new_game
from cocoa_games.app.seat_memory import GameMemory, SeatChoice, computer_name
from cocoa_games.app.settings import Settings, load_settings
from cocoa_games.core.game import Game
from cocoa_games.core.options import option
from cocoa_games.core.saves import SeatInfo


class Pace(enum.Enum):
    GENTLE = "gentle"
    BRISK_AND_BUSY = "brisk"

    def label(self) -> str:
        return {"gentle": "Nice and gentle", "brisk": "Brisk"}[self.value]


class Board(enum.Enum):
    SMALL_BOARD = 1
    BIG_BOARD = 2


@dataclass(frozen=True)
class PicnicOptions:
    pace: Pace = option(Pace.GENTLE, "Pace", "How quickly the ants arrive.")
    board: Board = option(Board.SMALL_BOARD, "Board", "Which blanket to spread.")
    sandwiches: int = option(5, "Sandwiches each", "More sandwiches, longer picnic.", 1, 8)
    wasps: bool = option(False, "Wasps", "A wasp may steal your jam.")


class PicnicGame(Game):
    """A stand-in game: 2–4 players, three computer levels, an option the game may refuse."""

    id = "picnic"
    title = "Picnic"
    min_players = 2
    max_players = 4
    Options = PicnicOptions
    bot_levels = ("easy", "normal", "sharp")

    def new_state(self, player_names, options=None, seed=0):
        self.check_player_count(len(player_names))
        opts = options or PicnicOptions()
        if opts.sandwiches * len(player_names) > 20:
            raise ValueError("There are not enough sandwiches for so many players.")
        return object()

    def state_from_dict(self, data):
        raise NotImplementedError

    def action_from_dict(self, data):
        raise NotImplementedError

    def make_bot(self, seat, level="normal", seed=0):
        raise NotImplementedError


@pytest.fixture
def dialog(qtbot):
    settings = Settings()
    dlg = NewGameDialog(PicnicGame(), settings)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def visible_rows(dlg):
    return [row for row in dlg.rows if row.name.isVisibleTo(dlg)]


def test_player_count_follows_the_game_and_shows_that_many_seats(dialog):
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    for n in (2, 3, 4):
        dialog.count.setValue(n)
        assert len(visible_rows(dialog)) == n
        assert len(dialog.setup().seats) == n


def test_seats_start_with_remembered_names_and_kinds(qtbot):
    settings = Settings(player_names=["Mum", "Pip", "Gran"],
                        seat_kinds=["human", "human", "computer"])
    dlg = NewGameDialog(PicnicGame(), settings)
    qtbot.addWidget(dlg)
    dlg.count.setValue(3)
    # a computer seat has a computer's name, never a family member's (Gran sat there as a
    # person once; she comes back when the seat is a person's again)
    assert dlg.setup().seats == [SeatInfo("Mum", "human", "normal"),
                                 SeatInfo("Pip", "human", "normal"),
                                 SeatInfo(computer_name(2), "computer", "normal")]
    dlg.rows[2].kind.setCurrentIndex(dlg.rows[2].kind.findData("human"))
    assert dlg.setup().seats[2] == SeatInfo("Gran", "human", "normal")
    # the game's own memory names the computer as it was called last time
    settings.games = {"picnic": GameMemory(3, (SeatChoice("Mum"), SeatChoice("Pip"),
                                               SeatChoice("Gran", "computer"))).to_dict()}
    dlg = NewGameDialog(PicnicGame(), settings)
    qtbot.addWidget(dlg)
    assert dlg.setup().seats == [SeatInfo("Mum", "human", "normal"),
                                 SeatInfo("Pip", "human", "normal"),
                                 SeatInfo("Gran", "computer", "normal")]


def test_computer_level_only_for_computer_seats(dialog):
    row = dialog.rows[1]
    row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert row.level.isVisibleTo(dialog)
    assert [row.level.itemText(i) for i in range(row.level.count())] == ["Easy", "Normal", "Sharp"]
    row.level.setCurrentIndex(row.level.findData("sharp"))
    assert dialog.setup().seats[1].level == "sharp"
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert not row.level.isVisibleTo(dialog)
    assert dialog.setup().seats[1].kind == "human"


def test_start_player_is_random_by_default_or_a_named_seat(dialog):
    assert dialog.start.currentText() == "Random"
    assert dialog.setup().start_seat is None
    dialog.rows[1].name.setText("Zed")
    names = [dialog.start.itemText(i) for i in range(dialog.start.count())]
    assert names == ["Random", dialog.rows[0].name.text(), "Zed"]
    dialog.start.setCurrentIndex(2)
    assert dialog.setup().start_seat == 1
    dialog.rows[0].name.setText("Ada")  # renaming keeps the choice
    assert dialog.setup().start_seat == 1


def test_options_form_is_generated_from_the_dataclass(dialog):
    editors = dialog.options_form.editors
    assert isinstance(editors["pace"], QComboBox)
    assert isinstance(editors["board"], QComboBox)
    assert isinstance(editors["sandwiches"], QSpinBox)
    assert isinstance(editors["wasps"], QCheckBox)
    pace = editors["pace"]
    assert [pace.itemText(i) for i in range(pace.count())] == ["Nice and gentle", "Brisk"]
    board = editors["board"]
    assert [board.itemText(i) for i in range(board.count())] == ["Small board", "Big board"]
    assert (editors["sandwiches"].minimum(), editors["sandwiches"].maximum()) == (1, 8)
    # every field's help is visible as a line of text, not only a tooltip
    for name, text in [("pace", "How quickly the ants arrive."),
                       ("wasps", "A wasp may steal your jam.")]:
        label = dialog.options_form.help_labels[name]
        assert label.text() == text and label.isVisibleTo(dialog)


def test_chosen_options_come_back_as_an_options_instance(dialog):
    editors = dialog.options_form.editors
    editors["pace"].setCurrentIndex(1)
    editors["board"].setCurrentIndex(1)
    editors["sandwiches"].setValue(3)
    editors["wasps"].setChecked(True)
    assert dialog.setup().options == PicnicOptions(Pace.BRISK_AND_BUSY, Board.BIG_BOARD, 3, True)


@pytest.mark.parametrize("names, reason", [
    (["Ada", ""], "needs a name"),
    (["Ada", "   "], "needs a name"),
    (["Ada", "ada"], "different"),
])
def test_start_is_disabled_with_a_reason_for_bad_names(dialog, names, reason):
    dialog.count.setValue(2)
    for row, name in zip(dialog.rows, names, strict=False):
        row.name.setText(name)
    assert not dialog.ok_button.isEnabled()
    assert reason in dialog.reason.text() and dialog.reason.isVisibleTo(dialog)
    dialog.rows[1].name.setText("Bo")
    assert dialog.ok_button.isEnabled()
    assert dialog.reason.text() == ""


def test_the_games_own_objection_is_shown(dialog):
    dialog.count.setValue(4)
    dialog.options_form.editors["sandwiches"].setValue(8)
    assert not dialog.ok_button.isEnabled()
    assert "not enough sandwiches" in dialog.reason.text()
    dialog.count.setValue(2)
    assert dialog.ok_button.isEnabled()


def test_enter_starts_the_game_when_ready(dialog, qtbot):
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.rows[0].name, Qt.Key.Key_Return)


def test_ask_new_game_remembers_names_and_kinds(qtbot, monkeypatch):
    settings = Settings()

    def fake_exec(self):
        self.count.setValue(3)
        self.rows[0].name.setText("Mum")
        self.rows[1].name.setText("Kit")
        self.rows[1].kind.setCurrentIndex(self.rows[1].kind.findData("human"))
        self.rows[2].level.setCurrentIndex(self.rows[2].level.findData("easy"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    setup = ask_new_game(None, PicnicGame(), settings)
    assert isinstance(setup, GameSetup) and setup.game_id == "picnic"
    # the third seat is a computer: it plays under a computer's name, and the person's
    # name remembered for that seat (Cleo) is kept for when a person sits there again
    assert [s.name for s in setup.seats] == ["Mum", "Kit", computer_name(2)]
    stored = json.loads(paths.settings_path().read_text())
    assert stored["player_names"][:3] == ["Mum", "Kit", "Cleo"]
    again = load_settings()
    assert again.seat_kinds[:3] == ["human", "human", "computer"]
    assert again.bot_level == "easy"
    # next time the dialog opens with those choices
    dlg = NewGameDialog(PicnicGame(), again)
    qtbot.addWidget(dlg)
    assert dlg.count.value() == 3
    assert dlg.setup().seats == setup.seats


def test_cancel_returns_none_and_remembers_nothing(monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert ask_new_game(None, PicnicGame(), Settings()) is None
    assert not paths.settings_path().exists()


@pytest.mark.parametrize("info", games.all_games(), ids=lambda i: i.id)
def test_every_registered_game_gets_a_startable_dialog(qtbot, info):
    game = games.get(info.id)
    dlg = NewGameDialog(game, Settings())
    qtbot.addWidget(dlg)
    assert dlg.ok_button.isEnabled(), dlg.reason.text()
    setup = dlg.setup()
    assert isinstance(setup.options, game.Options)
    assert game.min_players <= len(setup.seats) <= game.max_players


def test_readable_enum_names():
    assert options_form.readable(Board.BIG_BOARD) == "Big board"
    assert options_form.readable(Pace.GENTLE) == "Nice and gentle"


def test_six_seats_and_options_fit_a_1280_by_800_screen(qtbot):
    dlg = NewGameDialog(games.get("cuckoo_zoo"), Settings())
    qtbot.addWidget(dlg)
    dlg.count.setValue(6)
    hint = dlg.sizeHint()
    assert hint.width() <= 1200 and hint.height() <= 720
    assert all(row.name.isVisibleTo(dlg) for row in dlg.rows)


def test_on_a_small_screen_the_dialog_fits_and_scrolls_instead_of_clipping(qtbot):
    dlg = NewGameDialog(games.get("cuckoo_zoo"), Settings())
    qtbot.addWidget(dlg)
    dlg.count.setValue(6)
    dlg.show()
    qtbot.waitExposed(dlg)
    screen = dlg.screen().availableGeometry()
    assert dlg.width() <= screen.width() and dlg.height() <= screen.height()
    content = dlg.scroll_area.widget()
    needs_scroll = (content.minimumSizeHint().width() > dlg.scroll_area.viewport().width()
                    or content.minimumSizeHint().height() > dlg.scroll_area.viewport().height())
    assert needs_scroll == (dlg.scroll_area.horizontalScrollBar().maximum() > 0
                            or dlg.scroll_area.verticalScrollBar().maximum() > 0)
    assert dlg.ok_button.isVisibleTo(dlg)  # Start stays on screen, outside the scrolling part
    for note in dlg.options_form.help_labels.values():  # help lines are never squeezed shut
        assert note.height() >= note.heightForWidth(note.width()) - 1


def test_a_games_computer_levels_are_named_in_its_own_words(qtbot):
    from cocoa_games import games
    from cocoa_games.app.settings import Settings
    from cocoa_games.core import i18n

    i18n.set_language("de")
    try:
        dlg = NewGameDialog(games.get("coconuts"), Settings())
        qtbot.addWidget(dlg)
        level = dlg.rows[1].level
        assert [level.itemText(i) for i in range(level.count())] == ["Anfänger", "Gut", "Ass"]
    finally:
        i18n.set_language("en")
