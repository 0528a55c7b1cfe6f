"""The main window: launcher and table pages, menus, shortcuts, saving and loading.

Dialogs are reached through the `ask_*` / `show_*` helpers of dialogs.py, imported by name
here so a test can replace one on this module. What opening a save means for the slots is
decided in slot_policy.py (no Qt); this window only shows it.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from cocoa_games import games
from cocoa_games.app import first_frame, language, save_slots, slot_policy, window_geometry
from cocoa_games.app.dialogs import (
    APP_TITLE,
    ask_new_game,
    ask_save_manager,
    ask_save_path,
    ask_settings,
    show_about,
    show_help,
    show_message,
    show_replay_data,
    show_replay_file,
    show_stats,
)
from cocoa_games.app.launcher import LauncherPage
from cocoa_games.app.lessons import start_lesson
from cocoa_games.app.retelling import retelling
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.sound import SoundService
from cocoa_games.app.voice_menu import VoiceControl
from cocoa_games.app.window_geometry import MIN_HEIGHT, MIN_WIDTH
from cocoa_games.core import i18n
from cocoa_games.core.i18n import _
from cocoa_games.core.key_letters import MUTE_KEY
from cocoa_games.ui import theme

if TYPE_CHECKING:  # the table and sessions load with the first game, for a quick start-up
    from cocoa_games.app.session import GameSession
    from cocoa_games.app.table_page import TablePage

def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, sound: SoundService | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()
        self.sound = sound if sound is not None else SoundService(self.settings, self)
        self.voice = VoiceControl(self, self.settings)
        self.session: GameSession | None = None
        app = QApplication.instance()
        if not isinstance(app, QApplication) or not app.styleSheet():  # main() styles it
            self.setStyleSheet(theme.app_style_sheet())
        self.setWindowTitle(_(APP_TITLE))
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)

        self.pages = QStackedWidget()
        self.launcher = self._make_launcher()
        self._table: TablePage | None = None
        self.pages.addWidget(self.launcher)
        self.setCentralWidget(self.pages)
        self.statusBar()  # its line is made now: a first message never shrinks the table
        self.sound.unavailable.connect(lambda text: self.statusBar().showMessage(text, 8000))

        self._build_menus()
        window_geometry.restore(self, self.settings)
        save_slots.migrate_legacy_autosave()  # before Continue looks for unfinished games
        self.refresh_continue()
        problem = self.settings.load_problem
        if problem:  # said calmly, once; the defaults already work
            self.statusBar().showMessage(problem, 15000)
        first_frame.after_first_paint(self, self._after_first_frame)

    def _after_first_frame(self) -> None:
        """What the first frame does not show, done right after it (start-up time)."""
        save_slots.clean_stale_temp_files()  # leftovers of crashed writers
        # PySide builds the Qt namespace's enums (see launcher) when the loop is next idle,
        # rather than at the first key or click
        QtCore.QTimer.singleShot(0, lambda: QtCore.Qt.Key)

    def _make_launcher(self) -> LauncherPage:
        launcher = LauncherPage()
        launcher.new_game_requested.connect(self.new_game)
        launcher.learn_requested.connect(lambda game_id: start_lesson(self, game_id))
        launcher.continue_requested.connect(self.continue_game)
        launcher.load_requested.connect(self.load_game)
        launcher.settings_requested.connect(self.open_settings)
        launcher.stats_requested.connect(lambda: show_stats(self))
        launcher.help_requested.connect(lambda: show_help(self, None))
        return launcher

    @property
    def table(self) -> TablePage:
        """The table page, built the first time a game needs it."""
        if self._table is None:
            from cocoa_games.app.table_page import TablePage

            self._table = TablePage()
            self._table.sound = self.sound
            self._table.set_voice(self.voice)
            self.pages.addWidget(self._table)
            self._table.back_requested.connect(self.back_to_launcher)
            self._table.rematch_requested.connect(self.rematch)
        return self._table

    # -- menus ------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:  # in Qt's default context, WindowShortcut
            # one binding, as setShortcut() would make; its overloads name Qt.Key, which
            # builds every enum of the Qt namespace before the first frame (see launcher)
            keys = shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)
            action.setShortcuts([keys])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(_("&Game"))
        self.new_action = self._action(game, _("&New game…"), lambda: self.new_game(None),
                                       QKeySequence.StandardKey.New)
        self.save_action = self._action(game, _("&Save"), self.save_game,
                                        QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(game, _("Save &as…"), self.save_game_as,
                                           QKeySequence("Ctrl+Shift+S"))
        self.load_action = self._action(game, _("&Load…"), self.load_game,
                                        QKeySequence.StandardKey.Open)
        self.review_action = self._action(game, _("&Review moves…"), self.review_moves,
                                          QKeySequence("Ctrl+R"))
        self.take_back_action = self._action(  # Ctrl+Z: the presenter asks the rules
            game, _("&Take back my move"), lambda: self.table.presenter.take_back(),
            QKeySequence.StandardKey.Undo)
        game.addSeparator()
        self.back_action = self._action(game, _("&Back to games"), self.back_to_launcher,
                                        QKeySequence("Ctrl+B"))
        self.settings_action = self._action(game, _("Se&ttings…"), self.open_settings)
        self.stats_action = self._action(game, _("Stat&istics…"), lambda: show_stats(self))
        game.addSeparator()
        self._action(game, _("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        view = bar.addMenu(_("&View"))
        self.fullscreen_action = self._action(view, _("&Fullscreen"), self.toggle_fullscreen,
                                              QKeySequence("F11"))
        self.fullscreen_action.setCheckable(True)
        self.mute_action = self._action(view, _("&Mute sounds"), self.toggle_mute,
                                        QKeySequence(MUTE_KEY))  # (no table button shows it)
        self.mute_action.setCheckable(True)
        self.mute_action.setChecked(self.sound.muted)
        self.voice.add_to(view)
        help_menu = bar.addMenu(_("&Help"))
        self.rules_action = self._action(help_menu, _("&Rules of this game"), self.show_rules,
                                         QKeySequence("F1"))
        self._action(help_menu, _("&Help for Cocoa Games"), lambda: show_help(self, None))
        self.about_action = self._action(help_menu, _("&About Cocoa Games"),
                                         lambda: show_about(self))
        self._update_actions()

    def _update_actions(self) -> None:
        playing = self.session is not None and self.pages.currentWidget() is self._table
        for action in (self.save_action, self.save_as_action, self.back_action,
                       self.review_action, self.take_back_action):
            action.setEnabled(playing)

    # -- pages ------------------------------------------------------------------------
    def refresh_continue(self) -> None:
        """Offer "Continue" when an autosave exists. Only its envelope is read here, so
        starting the app imports no game; a damaged one is explained when opened."""
        self.launcher.set_continue(slot_policy.continue_summary())

    def back_to_launcher(self) -> None:
        if self.session is not None:
            self.table.detach()
            self.session.deleteLater()
            self.session = None
        self.pages.setCurrentWidget(self.launcher)
        self.setWindowTitle(_(APP_TITLE))
        self.refresh_continue()
        self._update_actions()

    def start_session(self, session: GameSession) -> None:
        """Put a session on the table and let it run."""
        from cocoa_games.app.speed import animation_speed

        try:
            scene = games.make_scene(session.game.id)
        except ImportError as exc:  # a game whose table is not installed (yet)
            show_message(self, _("This game cannot be shown"),
                         _("{game} has no table to play on in this version ({missing}).").format(
                             game=_(session.game.title), missing=exc.name or exc))
            session.stop()  # frees its slot for another window
            session.deleteLater()
            return
        scene.animation_speed = animation_speed(self.settings)
        if self.session is not None:
            self.table.detach()
            self.session.deleteLater()
        self.session = session
        session.setParent(self)
        from cocoa_games.app import autosave_alarm

        autosave_alarm.watch(self, session)  # a move that cannot be saved stops the table
        self.table.attach(session, scene)
        self.pages.setCurrentWidget(self.table)
        self.setWindowTitle(_("{game} — {app}").format(game=_(session.game.title),
                                                       app=_(APP_TITLE)))
        self._update_actions()
        session.start()

    # -- game commands ----------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        if not game_id:
            if self.session is not None:
                game_id = self.session.game.id
            else:
                infos = games.all_games()
                if not infos:
                    return
                game_id = infos[0].id
        game = games.get(game_id)
        with self.bots_held():
            setup = ask_new_game(self, game, self.settings)
        if setup is None:
            return
        from cocoa_games.app.session import GameSession

        self.start_session(GameSession.new(setup, new_seed(), settings=self.settings))

    def quick_game(self, game_id: str, seed: int | None = None, players: int | None = None) -> None:
        """Start straight away with the remembered names and seat kinds (CLI --game)."""
        from cocoa_games.app.game_setup import remembered_seats
        from cocoa_games.app.session import GameSession

        game = games.get(game_id)
        count = players or max(game.min_players, min(2, game.max_players))
        count = max(game.min_players, min(count, game.max_players))
        seats = remembered_seats(self.settings, game, count)  # computers under their own names
        session = GameSession(game, seats, seed if seed is not None else new_seed(),
                              game.Options(), settings=self.settings)
        self.start_session(session)

    def continue_game(self) -> None:
        """The only unfinished game goes straight on; with several, the manager lists them
        all (newest first) to pick from."""
        slots = save_slots.unfinished_games()
        if len(slots) == 1:
            self.load_file(slots[0])
        elif slots:
            self.manage_saves(unfinished_only=True)

    def rematch(self) -> None:
        if self.session is not None:
            self.start_session(self.session.rematch(new_seed()))

    def load_game(self) -> None:
        self.manage_saves()

    def manage_saves(self, unfinished_only: bool = False) -> None:
        """The save manager (Load…): the game on the table keeps its own autosave, and its
        computer players wait while the dialog is open."""
        with self.bots_held():
            choice = ask_save_manager(self, unfinished_only)
        if choice is not None:
            path, replay = choice
            if replay:
                self.show_replay(path)
            else:
                self.load_file(path)
        self.refresh_continue()

    @contextlib.contextmanager
    def bots_held(self):
        session = self.session
        if session is not None:
            session.hold_bots(True)
        try:
            yield
        finally:
            if session is not None and session is self.session:
                session.hold_bots(False)

    def show_replay(self, path) -> None:
        with self.bots_held():
            show_replay_file(self, Path(path))

    def review_moves(self) -> None:
        """The game on the table, move by move up to now, from the public view only."""
        if self.session is None:
            return
        with self.bots_held():
            show_replay_data(self, self.session.save_data(), finished=False)

    def load_file(self, path) -> bool:
        """Open a save; a broken one is explained calmly and left untouched. The game on
        the table stays in its own autosave slot, so nothing is lost by loading."""
        on_table = self.session.uid if self.session is not None else None
        opened = slot_policy.open_save(Path(path), on_table)
        if isinstance(opened, slot_policy.Unopened):
            show_message(self, opened.title, opened.text)
            self.statusBar().showMessage(opened.reason, 10000)
            self.refresh_continue()
            return False
        if opened.uid == on_table:
            self.statusBar().showMessage(_("This game is already on the table."), 6000)
            return True
        return self._play_opened(opened)

    def _play_opened(self, opened: slot_policy.Opened) -> bool:
        """Put an opened save on the table, on its slot; False when another window has it."""
        from cocoa_games.app.session import GameSession

        session = GameSession.from_save(opened.data, settings=self.settings, uid=opened.uid)
        if not session.claim_slot():
            session.stop()
            session.deleteLater()
            text = _("This game is open in another Cocoa Games window. Play it there, or close"
                     " that window first.")
            show_message(self, _("This game is already open"), text)
            self.statusBar().showMessage(text, 10000)
            return False
        session.save_path = opened.save_path
        session.slot_is_current = opened.from_slot
        self.start_session(session)
        return True

    def save_game(self) -> bool:
        if self.session is None:
            return False
        if self.session.save_path is None:
            return self.save_game_as()
        return self._write(self.session.save_path)

    def save_game_as(self) -> bool:
        if self.session is None:
            return False
        path = ask_save_path(self, _(self.session.game.title))
        if path is None:
            return False
        if self._write(path):
            self.session.save_path = Path(path)
            return True
        return False

    def _write(self, path) -> bool:
        if self.session is None:
            return False
        try:
            self.session.save_to(path)
        except OSError as exc:
            show_message(self, _("Could not save"),
                         _("The game could not be saved: {reason}.").format(
                             reason=exc.strerror or exc))
            return False
        self.statusBar().showMessage(_("Saved as {name}").format(name=Path(path).name), 6000)
        return True

    # -- settings, view, help ---------------------------------------------------------
    def open_settings(self) -> None:
        note = None if self.sound.probe() else (
            _("No sound device was found on this computer, so the games stay silent for now."))
        spoken = i18n.language()
        with self.bots_held():
            accepted = ask_settings(self, self.settings, note)
        if accepted and language.choose(None, self.settings.language) != spoken:
            self.change_language(language.choose(None, self.settings.language))
        if accepted:
            if self._table is not None and self._table.scene is not None:
                from cocoa_games.app.speed import animation_speed

                self._table.scene.animation_speed = animation_speed(self.settings)
            self.sound.set_muted(not self.settings.sound_enabled)
            self.mute_action.setChecked(self.sound.muted)

    def change_language(self, code: str) -> None:
        """Speak `code` at once: the menus and the start page are built again, and a game on
        the table is told again from its moves (its log and banners come from replaying,
        in the new language). The curtain rises again if the view was private."""
        language.apply(code)
        on_launcher = self.pages.currentWidget() is self.launcher
        self.menuBar().clear()
        self._build_menus()
        self.fullscreen_action.setChecked(self.isFullScreen())
        old = self.launcher
        self.launcher = self._make_launcher()
        self.pages.insertWidget(0, self.launcher)
        self.pages.removeWidget(old)
        old.deleteLater()
        if self.session is not None and self._table is not None:
            self._retell(self.session)
        elif on_launcher:
            self.pages.setCurrentWidget(self.launcher)
        self.setWindowTitle(_(APP_TITLE) if self.session is None else self.windowTitle())
        self.refresh_continue()
        self._update_actions()

    def _retell(self, old: GameSession) -> None:
        told = retelling(old)
        self.table.detach()  # stops it: its slot is free for the retold game
        self.session = None
        old.deleteLater()
        if self._table is not None:  # built again, in the new language
            self.pages.removeWidget(self._table)
            self._table.deleteLater()
            self._table = None
        self._play_opened(told)

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()
        self.settings.fullscreen = self.isFullScreen()
        self.fullscreen_action.setChecked(self.settings.fullscreen)

    def toggle_mute(self) -> None:
        self.sound.set_muted(not self.sound.muted)
        self.settings.sound_enabled = not self.sound.muted
        self.mute_action.setChecked(self.sound.muted)
        with contextlib.suppress(OSError):  # remembered at once: Settings and the next run agree
            save_settings(self.settings)
        if self.sound.muted:
            text = _("Sounds off (M turns them back on)")
        elif not self.sound.available:
            text = _("Sounds on — but no sound device was found, so the game stays silent")
        else:
            text = _("Sounds on")
        self.statusBar().showMessage(text, 4000)

    def show_rules(self) -> None:
        show_help(self, self.session.game.id if self.session is not None else None)

    # -- geometry ---------------------------------------------------------------------
    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        window_geometry.remember(self, self.settings)
        try:
            save_settings(self.settings)
        except OSError:
            pass  # settings are a convenience; closing must still work
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)
