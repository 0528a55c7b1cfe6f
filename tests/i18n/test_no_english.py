"""No English left on screen: every game is played through the real window — launcher, new-game
dialog, curtains, table, side panel, log, announcements, end screen — and the app's dialogs are
opened, first in the test's pseudo-language (every translated text wrapped in ⟦ ⟧, so a word
outside ⟦ ⟧ never went through `_()`), then in German and French, where no text may be looked
up that their catalogues lack."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QDialog

from cocoa_games import games
from cocoa_games.app.help_viewer import HelpDialog
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.new_game_dialog import NewGameDialog
from cocoa_games.app.save_manager import SaveManager
from cocoa_games.app.seat_memory import COMPUTER_NAMES
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.app.settings_dialog import SettingsDialog
from cocoa_games.app.stats_dialog import StatsDialog
from cocoa_games.core import i18n
from cocoa_games.core.saves import SeatInfo
from tests.i18n.screen_words import MissRecorder, english_left, screen_texts

GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]
NAMES = ("Alice", "Ben", "Cleo", *COMPUTER_NAMES)  # computers have names of their own
LOOKED_STEPS = 40  # moves looked at word by word; then bots finish the game quickly
LANGUAGES = [i18n.PSEUDO, "de", "fr"]

Check = Callable[[list[str], str], None]


@pytest.fixture(autouse=True)
def shipped_games_only() -> Iterator[None]:
    """The launcher lists only the games we ship: the test fixture game's words are in no
    catalogue (on purpose: it is not part of the app)."""
    extra = [info for info in games.all_games() if info.rules.startswith("tests.")]
    for info in extra:
        games.unregister(info.id)
    try:
        yield
    finally:
        for info in extra:
            games.register(info)


@pytest.fixture(params=LANGUAGES)
def speaking(request) -> Iterator[tuple[Check, Callable[[], list[str]]]]:
    """(check, problems): `check(texts, where)` notes what is wrong in the language."""
    language = request.param
    assert i18n.set_language(language) == ("en" if language not in i18n.LANGUAGES
                                           and language != i18n.PSEUDO else language)
    found: list[str] = []
    recorder = None
    if language != i18n.PSEUDO:
        recorder = MissRecorder(i18n._active)
        i18n._active = recorder

    def check(texts: list[str], where: str) -> None:
        if language != i18n.PSEUDO:
            return
        for text in texts:
            words = english_left(text, NAMES)
            if words:
                found.append(f"{where}: {text!r} ({' '.join(words)})")

    def problems() -> list[str]:
        missed = [f"not in the {language} catalogues: {m!r}"
                  for m in sorted(recorder.missed)] if recorder else []
        return sorted(set(found)) + missed

    try:
        yield check, problems
    finally:
        i18n.set_language("en")


def report(problems: list[str]) -> str:
    return f"{len(problems)} untranslated:\n" + "\n".join(problems[:60])


def seats_for(game) -> list[SeatInfo]:
    count = max(game.min_players, min(3, game.max_players))
    kinds = ["human", "human", "computer"][:count]
    return [SeatInfo(n, k) for n, k in zip(NAMES, kinds, strict=False)]


def take_a_turn(qtbot, session: GameSession, window, choose) -> None:
    """The curtain's person looks, or someone acts, or a computer seat is waited for."""
    if session.curtain_seat is not None:
        session.reveal()
        return
    if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
        session.hide()
        return
    offered = session.legal_for_view()
    picked = choose(offered) if offered else None
    if picked is not None:  # else nobody here acts now (a computer's turn comes)
        window.table.scene.action_chosen.emit(*picked)
        return
    before = len(session.actions)
    qtbot.waitUntil(lambda: len(session.actions) > before or session.state.is_over()
                    or session.curtain_seat is not None, timeout=5000)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_speaks_the_language(qtbot, speaking, game_id):
    check, problems = speaking
    game = games.get(game_id)
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    check(screen_texts(window), "launcher")
    dialog = NewGameDialog(game, window.settings, window)
    check(screen_texts(dialog), "new-game dialog")
    dialog.reject()

    session = GameSession(game, seats_for(game), 5, game.Options(), settings=window.settings)
    window.start_session(session)
    rng = random.Random(5)

    def at_random(offered):
        seat = rng.choice(sorted(offered))
        return seat, rng.choice(offered[seat])

    bots = {s: game.make_bot(s, game.bot_levels[-1], s) for s in range(len(session.seats))}

    def by_bot(offered):
        # a bot may let an interjection pass (None: no complaint): ask the next seat, and
        # when no one here acts, the computer seat's turn comes
        for seat in sorted(offered):
            action = bots[seat].choose(session.state.observe(seat), offered[seat])
            if action is not None:
                return seat, action
        return None

    for step in range(3000):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        if step < LOOKED_STEPS:
            check(screen_texts(window), f"{game_id} move {step}")
        take_a_turn(qtbot, session, window, at_random if step < LOOKED_STEPS else by_bot)
    assert session.state.is_over(), "the bots did not finish the game"
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    check(screen_texts(window), f"{game_id} end of game")
    window.back_to_launcher()
    check(screen_texts(window), "launcher after a game")
    assert not problems(), report(problems())


def test_the_app_dialogs_speak_the_language(qtbot, speaking):
    check, problems = speaking
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    dialogs: list[QDialog] = [SettingsDialog(window.settings, window), SaveManager(window),
                              StatsDialog(parent=window), HelpDialog(None, window)]
    for dialog in dialogs:
        dialog.show()
        check(screen_texts(dialog), type(dialog).__name__)
        dialog.reject()
    assert not problems(), report(problems())
