"""The new-game dialog remembers each game's last set-up (#25 point 9): rule level, referee,
options, the Cocoons level reached, the seats with a level per computer; computers have
names of their own and their wins are nobody's statistics."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from cocoa_games import games
from cocoa_games.app.game_setup import remember
from cocoa_games.app.new_game_dialog import NewGameDialog, ask_new_game
from cocoa_games.app.seat_memory import COMPUTER_NAMES
from cocoa_games.app.settings import DEFAULT_NAMES, Settings, load_settings


def _open(qtbot, game_id: str, settings: Settings) -> NewGameDialog:
    dlg = NewGameDialog(games.get(game_id), settings)
    qtbot.addWidget(dlg)
    return dlg


def test_cards_per_hand_reads_usual_instead_of_zero(qtbot):
    dlg = _open(qtbot, "cuckoo_zoo", Settings())
    hand = dlg.options_form.editors["hand_size"]
    assert hand.value() == 0 and hand.text() == "Usual"
    assert "0 =" not in dlg.options_form.help_labels["hand_size"].text()
    hand.setValue(6)
    assert hand.text() == "6" and dlg.setup().options.hand_size == 6


def test_reopening_shows_last_games_rule_level_options_and_seats(qtbot, monkeypatch):
    cuckoo = games.get("cuckoo_zoo")
    settings = Settings()

    def choose(self):
        form = self.options_form.editors
        form["rule_level"].setCurrentIndex(2)  # More advanced
        form["referee"].setChecked(True)
        form["hand_size"].setValue(7)
        self.count.setValue(4)
        self.rows[0].name.setText("Mum")
        self.rows[1].kind.setCurrentIndex(self.rows[1].kind.findData("human"))
        self.rows[1].name.setText("Leo")
        self.rows[2].level.setCurrentIndex(self.rows[2].level.findData("easy"))
        self.rows[3].level.setCurrentIndex(self.rows[3].level.count() - 1)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    first = ask_new_game(None, cuckoo, settings)
    assert first is not None
    again = _open(qtbot, "cuckoo_zoo", load_settings())  # read back from the file
    assert again.setup().options == first.options
    assert again.setup().options.rule_level.value == "more_advanced"
    assert again.setup().options.referee is True
    assert again.setup().seats == first.seats
    levels = [s.level for s in again.setup().seats if s.kind == "computer"]
    assert levels[0] == "easy" and levels[1] == cuckoo.bot_levels[-1]  # one level per seat
    # another game keeps its own memory: Kokonana still opens as it always did
    other = _open(qtbot, "kokonana", load_settings())
    assert other.setup().options == games.get("kokonana").Options()


def test_after_a_cocoons_win_the_dialog_offers_the_level_reached(qtbot):
    from cocoa_games.games.cocoons import records

    cocoons = games.get("cocoons")
    settings = Settings()
    dlg = _open(qtbot, "cocoons", settings)
    assert dlg.setup().options.level == 1
    remember(settings, dlg.setup(), cocoons)
    records.record_win(1, False, 3)  # the family wins level 1: level 2 opens
    dlg = _open(qtbot, "cocoons", settings)
    assert dlg.setup().options.level == 2
    # a family who won before this dialog remembered anything starts at its level too
    assert _open(qtbot, "cocoons", Settings()).setup().options.level == 2
    # a level chosen below the top one stays chosen
    records.record_win(2, False, 3)
    dlg.options_form.editors["level"].setValue(1)
    remember(settings, dlg.setup(), cocoons)
    assert _open(qtbot, "cocoons", settings).setup().options.level == 1


def test_computer_level_column_only_while_a_seat_is_a_computer(qtbot):
    dlg = _open(qtbot, "kokonana", Settings(seat_kinds=["human"] * 6))
    dlg.show()
    assert not dlg.level_head.isVisibleTo(dlg)
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("computer"))
    assert dlg.level_head.isVisibleTo(dlg) and dlg.rows[1].level.isVisibleTo(dlg)
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("human"))
    assert not dlg.level_head.isVisibleTo(dlg)


def test_computer_seats_have_their_own_names_not_the_familys(qtbot):
    dlg = _open(qtbot, "cuckoo_zoo", Settings())
    dlg.count.setValue(4)
    for seat in dlg.setup().seats:
        if seat.kind == "computer":
            assert seat.name in COMPUTER_NAMES and seat.name not in DEFAULT_NAMES
    row = dlg.rows[0]  # a person made a computer gets a computer's name, and back again
    person = row.name.text()
    row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert row.name.text() in COMPUTER_NAMES
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert row.name.text() == person
    assert len({s.name for s in dlg.setup().seats}) == 4  # never two alike
    assert dlg.ok_button.isEnabled()


def test_a_computer_seats_win_is_not_the_persons_statistic():
    from cocoa_games.app.game_end import sum_up
    from cocoa_games.app.stats import StatsBook

    game = games.get("secret_numbers")
    # Ben played once as a person; now a computer seat is (wrongly) called Ben as well
    names = ["Ann", "Ben"]
    for seed in range(40):
        state = game.new_state(names, game.Options(), seed=seed)
        moves = 0
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, state.legal_actions(seat)[0])
            moves += 1
        if 1 in state.outcome().winners:  # the computer seat won this one
            break
    else:
        raise AssertionError("no deal where the second seat wins")
    ending = sum_up(game, state, names, [], moves, None, people=[0], seed=seed, count=True)
    book = StatsBook()
    assert "Ben" not in book.players()  # the computer's win is nobody's statistic
    ann = book.records_of("Ann")[game.id]
    assert (ann.played, ann.won) == (1, 0)
    assert list(ending.records) == ["Ann"]


def test_a_damaged_memory_in_the_settings_file_is_said_and_loses_nothing_else():
    import json

    from cocoa_games.app import paths

    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text(json.dumps({
        "player_names": ["Mum", "Leo"], "volume": 0.3, "games": "not a memory",
    }))
    settings = load_settings()
    assert settings.load_problem is not None and "could not be read" in settings.load_problem
    assert settings.player_names == ["Mum", "Leo"] and settings.volume == 0.3
    assert (paths.config_dir() / "settings.damaged.json").exists()  # the old file kept aside
    # a seat of the wrong shape inside a game's memory is dropped, the rest still offered
    paths.settings_path().write_text(json.dumps({"games": {"kokonana": {
        "count": 2, "seats": [{"name": "Mum", "kind": "human"}, {"name": 7}]}}}))
    memory = load_settings().memory_of("kokonana")
    assert memory.count == 2 and [s.name for s in memory.seats] == ["Mum"]
