"""The main window: launcher and table pages, menus, shortcuts, saving and loading.

Dialogs are reached through the small module-level `ask_*` / `show_*` helpers below so tests
can replace them; they import their modules lazily to keep start-up fast.
"""

from __future__ import annotations

import contextlib
import os
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from cocoa_games import games
from cocoa_games.app import first_frame, language, paths, save_slots
from cocoa_games.app.launcher import LauncherPage
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.sound import SoundService
from cocoa_games.core import i18n
from cocoa_games.core.errors import SaveFormatError
from cocoa_games.core.i18n import N_, _, ngettext
from cocoa_games.ui import theme

if TYPE_CHECKING:  # the table and sessions load with the first game, for a quick start-up
    from cocoa_games.app.session import GameSession
    from cocoa_games.app.table_page import TablePage

APP_TITLE = N_("Cocoa Games")
MIN_WIDTH, MIN_HEIGHT = 800, 560


# -- dialog helpers (tests patch these) -------------------------------------------------
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


def autosave_summary() -> str | None:
    """"Kokonana — Alice, Ben" for the newest unfinished game (and how many more), or None
    when there is none to continue. Only envelopes are peeked, through the hardened reader."""
    from cocoa_games.app.save_slots import unfinished_games

    slots = unfinished_games()
    if not slots:
        return None
    summary = peek_summary(slots[0])
    if len(slots) > 1:
        summary = ngettext("{summary} (and {n} more unfinished game)",
                           "{summary} (and {n} more unfinished games)",
                           len(slots) - 1).format(summary=summary, n=len(slots) - 1)
    return summary


def peek_summary(path: Path) -> str:
    from cocoa_games.app.save_peek import peek

    info = peek(path)
    if info.problem:
        return _("A game whose file looks damaged — Continue explains why")
    return _("{game} — {players}").format(game=info.title, players=", ".join(info.players))


def set_aside_damaged_slot(path: Path) -> Path | None:
    """Move an unreadable autosave out of the unfinished list into the saves folder under
    a name that says what it is (a rename: not one byte changes, it stays private)."""
    import datetime as _dt

    try:
        stamp = _dt.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H-%M")
        from cocoa_games.app.save_dialogs import free_path

        target = free_path(paths.saves_dir(), _("Damaged autosave {date}").format(date=stamp))
        os.rename(path, target)
        os.chmod(target, 0o600)  # it holds a game: private, whoever made it
        return target
    except OSError:
        return None


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


def first_run_size(screen_width: int, screen_height: int) -> tuple[int, int]:
    """The window size before any is remembered: most of the screen (so the table is big),
    capped on huge screens, never below the minimum."""
    width = min(int(screen_width * 0.92), 1760)
    height = min(int(screen_height * 0.92), 1100)
    return max(MIN_WIDTH, width), max(MIN_HEIGHT, height)


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, sound: SoundService | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()
        self.sound = sound if sound is not None else SoundService(self.settings, self)
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
        self.sound.unavailable.connect(lambda text: self.statusBar().showMessage(text, 8000))

        self._build_menus()
        self._restore_geometry()
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
                                        QKeySequence("M"))
        self.mute_action.setCheckable(True)
        self.mute_action.setChecked(self.sound.muted)
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
                       self.review_action):
            action.setEnabled(playing)

    # -- pages ------------------------------------------------------------------------
    def refresh_continue(self) -> None:
        """Offer "Continue" when an autosave exists. Only its envelope is read here, so
        starting the app imports no game; a damaged one is explained when opened."""
        self.launcher.set_continue(autosave_summary())

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
        from cocoa_games.app.session import animation_speed

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
        scene.sound = self.sound
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
        from cocoa_games.app.session import GameSession
        from cocoa_games.core.saves import SeatInfo

        game = games.get(game_id)
        count = players or max(game.min_players, min(2, game.max_players))
        count = max(game.min_players, min(count, game.max_players))
        seats = [
            SeatInfo(self.settings.name_for(i), self.settings.kind_for(i), self.settings.bot_level)
            for i in range(count)
        ]
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
        from cocoa_games.app.session import GameSession
        from cocoa_games.core.saves import read_save

        path = Path(path)
        slot_uid = save_slots.uid_of_slot(path)
        try:
            data = read_save(path)
        except SaveFormatError as exc:
            if slot_uid is not None:
                copy = set_aside_damaged_slot(path)
                text = (_("{reason}\n\nNothing was deleted and not one byte of the file was"
                          " changed. It was moved to your saves folder as “{name}”, so it no"
                          " longer blocks Continue.").format(reason=exc, name=copy.name)
                        if copy is not None else
                        _("{reason}\n\nNothing was deleted and not one byte of the file was"
                          " changed.").format(reason=exc))
                show_message(self, _("The last game cannot be continued"), text)
            else:
                show_message(self, _("This save cannot be opened"),
                             _("{reason}\n\nThe file was left exactly as it was.").format(
                                 reason=exc))
            self.statusBar().showMessage(str(exc), 10000)
            self.refresh_continue()
            return False
        uid = slot_uid or self._uid_for(data, path)
        if self.session is not None and self.session.uid == uid:
            self.statusBar().showMessage(_("This game is already on the table."), 6000)
            return True
        session = GameSession.from_save(data, settings=self.settings, uid=uid)
        if not session.claim_slot():
            session.stop()
            session.deleteLater()
            text = _("This game is open in another Cocoa Games window. Play it there, or close"
                     " that window first.")
            show_message(self, _("This game is already open"), text)
            self.statusBar().showMessage(text, 10000)
            return False
        if slot_uid is None and save_slots.finished_dir() != path.parent:
            session.save_path = path
        session.slot_is_current = slot_uid is not None
        self.start_session(session)
        return True

    def _uid_for(self, data, path: Path) -> str:
        """A loaded file continues its game's own slot when that slot holds exactly the same
        moves (no duplicate); if the slot went on differently, or the game is on this
        table, it becomes a game of its own (nothing is overwritten). A file without a uid
        (older versions) gets one from where it lies, so opening it twice is one game."""
        uid = data.uid if save_slots.is_uid(data.uid) else save_slots.uid_for_file(path)
        if not save_slots.is_uid(uid) or (self.session is not None and self.session.uid == uid):
            return save_slots.new_uid()
        slot = save_slots.slot_path(uid)
        if not slot.exists():
            return save_slots.new_uid() if save_slots.finished_path(uid).exists() else uid
        from cocoa_games.app.save_peek import same_moves

        return uid if same_moves(slot, data) else save_slots.new_uid()

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
                from cocoa_games.app.session import animation_speed

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
        from cocoa_games.app.session import GameSession

        data = old.save_data()
        save_path, slot_is_current = old.save_path, old.slot_is_current
        self.table.detach()
        old.stop()  # frees its slot for the retold session
        self.session = None
        old.deleteLater()
        if self._table is not None:
            self.pages.removeWidget(self._table)
            self._table.deleteLater()
            self._table = None
        session = GameSession.from_save(data, settings=self.settings, uid=old.uid)
        session.claim_slot()
        session.save_path = save_path
        session.slot_is_current = slot_is_current
        self.start_session(session)

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.settings.fullscreen = self.isFullScreen()
        self.fullscreen_action.setChecked(self.settings.fullscreen)

    def toggle_mute(self) -> None:
        self.sound.set_muted(not self.sound.muted)
        self.settings.sound_enabled = not self.sound.muted
        self.mute_action.setChecked(self.sound.muted)
        try:  # remembered at once, so the Settings dialog and the next run agree
            save_settings(self.settings)
        except OSError:
            pass
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
    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        restored = False
        if geometry:
            try:
                restored = self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            except (UnicodeEncodeError, ValueError):
                restored = False
        if not restored:  # first run: most of the screen, centred
            screen = self.screen().availableGeometry()
            width, height = first_run_size(screen.width(), screen.height())
            self.resize(width, height)
            self.move(screen.x() + (screen.width() - width) // 2,
                      screen.y() + (screen.height() - height) // 2)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.settings.window_geometry = self.saveGeometry().toBase64().toStdString()
        self.settings.fullscreen = self.isFullScreen()
        try:
            save_settings(self.settings)
        except OSError:
            pass  # settings are a convenience; closing must still work
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)
