"""Every word of the shell fits (issue #25 points 1–5, 8): the launcher (with its Continue
line), each game's table with the side panel open and closed, the curtain, the end screen
with long names and the help viewer, in en/de/fr and the long pseudo-language, at 800×600
and 2560×1440. The fit scan (tests/widget_fit.py) names every cut word; none may be left."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.app.help_viewer import HelpDialog
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.table_screen import PlayerLine
from cocoa_games.core import i18n
from cocoa_games.core.saves import SaveData, SeatInfo
from tests.app.hostile_files import played_save
from tests.app.test_shell_grows import four_games_only, speaking
from tests.widget_fit import cut_words

LANGUAGES = ["en", "de", "fr", i18n.PSEUDO_LONG]
SIZES = [(800, 600), (2560, 1440)]
GAME_IDS = ["cocoons", "kokonana", "cuckoo_zoo", "coconuts"]
LONG_NAMES = ("Grandma Rosemary", "Maximilian-Alexander", "Leo")


def settle(qtbot, widget, size) -> None:
    widget.resize(*size)
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def open_window(qtbot, size) -> MainWindow:
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window, size)
    return window


def no_cuts(widget, where: str) -> None:
    cuts = cut_words(widget)
    assert cuts == [], f"{where}:\n" + "\n".join(str(c) for c in cuts)


def some_saves(tmp_path) -> None:
    """Three unfinished games (the Continue line says one and "2 more") and a kept save."""
    for seed in range(3):
        data = played_save("cuckoo_zoo", tmp_path / f"g{seed}.cocoa.json", LONG_NAMES[:2],
                           seed=seed + 1)
        GameSession.from_save(data).autosave()
    played_save("kokonana", paths.saves_dir() / "kept.cocoa.json", ("Leo", "Mia"))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_launcher_fits(qtbot, monkeypatch, tmp_path, size, language):
    four_games_only(monkeypatch)
    with speaking(language):
        some_saves(tmp_path)
        window = open_window(qtbot, size)
        assert window.launcher.continue_box.isVisible()
        no_cuts(window, f"launcher {language} {size}")


def start(window, game_id: str, kinds, names=LONG_NAMES) -> GameSession:
    game = games.get(game_id)
    count = max(game.min_players, min(len(kinds), game.max_players))
    seats = [SeatInfo(n, k) for n, k in zip(names[:count], kinds[:count], strict=True)]
    session = GameSession(game, seats, 3, game.Options(), settings=window.settings)
    window.start_session(session)
    return session


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [*SIZES, (1280, 800)])  # (the panel beside the table)
def test_every_table_fits_with_the_panel_open_and_closed(qtbot, size, language):
    with speaking(language):
        window = open_window(qtbot, size)
        for game_id in GAME_IDS:
            session = start(window, game_id, ("human", "computer", "computer"))
            qtbot.waitUntil(lambda s=session: not s.busy, timeout=5000)
            settle(qtbot, window, size)
            fold = window.table.panel_fold
            table = window.table
            table.show_take_back(True)  # (offered after a move: its words fit too)
            # each of a row's longest states ("Computer · darf dazwischenrufen"), and a log
            looks = table.presenter.looks
            table.show_players([
                PlayerLine(seat.name, seat.kind, *state, look=looks[n])
                for n, (seat, state) in enumerate(zip(session.seats, (
                    (True, False, False, False), (False, True, False, False),
                    (False, False, False, True)), strict=False))])
            said = i18n._("{name}, {role}").format(name=LONG_NAMES[1], role=i18n._("computer"))
            table.show_log([(said, True)] * 4)
            for _ in range(2):
                no_cuts(window, f"{game_id} {language} {size}, panel open: {fold.is_open()}")
                fold.toggle()
                settle(qtbot, window, size)
            window.back_to_launcher()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_curtain_fits(qtbot, size, language):
    with speaking(language):
        window = open_window(qtbot, size)
        start(window, "cuckoo_zoo", ("human", "human", "human"))
        curtain = window.table.curtain
        qtbot.waitUntil(curtain.isVisible, timeout=5000)
        settle(qtbot, window, size)
        no_cuts(window, f"curtain {language} {size}")
        if language != i18n.PSEUDO_LONG:  # a smaller title before a shortened name
            assert LONG_NAMES[0] in curtain.title.text(), curtain.title.text()


def finished(game_id: str, names) -> GameSession:
    """A game its computers played to the end, for the people named (a real ending)."""
    game = games.get(game_id)
    state = game.new_state(list(names), game.Options(), 5)
    bots = {s: game.make_bot(s, game.bot_levels[0], 5 + s) for s in range(len(names))}
    actions = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    return GameSession.from_save(SaveData(game, [SeatInfo(n) for n in names], 5, game.Options(),
                                          actions, state))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_end_screen_fits_with_long_names(qtbot, size, language):
    with speaking(language):
        window = open_window(qtbot, size)
        window.start_session(finished("kokonana", LONG_NAMES))
        end = window.table.end_screen
        qtbot.waitUntil(end.isVisible, timeout=5000)
        settle(qtbot, window, size)
        no_cuts(window, f"end screen {language} {size}")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", [None, "cocoons"])
def test_the_help_viewer_fits(qtbot, size, language, game_id):
    with speaking(language):
        dialog = HelpDialog(game_id)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qtbot, dialog, size)
        no_cuts(dialog, f"help {game_id} {language} {size}")


def test_a_note_that_wraps_never_sets_the_players_scrolling_in_a_loop(qtbot):
    """A row's note that wraps under a scroll bar and not without one: left to Qt the bar
    came and went until the stack ran out (a crash, French at 800×600)."""
    with speaking("fr"):
        window = open_window(qtbot, (800, 600))
        for game_id in GAME_IDS:
            session = start(window, game_id, ("human", "computer", "computer"))
            qtbot.waitUntil(lambda s=session: not s.busy, timeout=5000)
            settle(qtbot, window, (800, 600))
            table = window.table
            for row, state in zip(table.player_rows, ((True, False, False, False),
                                                      (False, True, False, False),
                                                      (False, False, False, True)),
                                  strict=False):
                row.set_state(*state)  # (not through show_players: the rows' height is old)
            for _ in range(2):
                table.panel_fold.toggle()
                settle(qtbot, window, (800, 600))
            window.back_to_launcher()
