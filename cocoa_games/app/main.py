"""Command line entry point: `cocoa-games [--game ID] [--load FILE] [--seed N]
[--language CODE] [--version] [--quit-after-show]`.

The command line's own help stays English: it is printed before any language is chosen,
for the people who start the app from a terminal."""

from __future__ import annotations

import argparse
import sys

from cocoa_games import __version__
from cocoa_games.core import i18n

APP_ID = "cocoa-games"

#: --quit-after-show gives up (exit status 1) when nothing was painted by then
SMOKE_TEST_LIMIT_MS = 60000


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=APP_ID, description="Family tabletop games for one shared screen.")
    parser.add_argument("--game", metavar="ID", help="start a game right away (e.g. kokonana)")
    parser.add_argument("--players", type=int, metavar="N", help="number of seats for --game")
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="seed for --game (same seed, same deal)")
    parser.add_argument("--language", metavar="CODE",
                        choices=[*i18n.LANGUAGES, i18n.PSEUDO],
                        help="speak this language (en, de, fr) instead of the chosen one")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--quit-after-show", action="store_true",
                        help="exit once the window has been painted (smoke tests, benchmarks)")
    return parser.parse_args(argv)


def _plain_start(argv: list[str]) -> argparse.Namespace | None:
    """The usual start (no options, as from the desktop menu, or just --quit-after-show)
    needs no parser: argparse builds a help formatter and regexes even for no arguments."""
    if any(a != "--quit-after-show" for a in argv):
        return None
    return argparse.Namespace(game=None, players=None, load=None, seed=None, version=False,
                              language=None, quit_after_show=bool(argv))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = _plain_start(argv) or parse_args(argv)
    if args.version:
        print(f"{APP_ID} {__version__}")
        return 0

    from cocoa_games.app import display_check, language
    from cocoa_games.app.settings import load_settings

    settings = load_settings()  # pure Python: the language is known before any word is said
    spoken = language.choose(args.language, settings.language)
    i18n.set_language(spoken)
    trouble = display_check.problem()  # before Qt, which would abort with a long message
    if trouble is not None:
        print(trouble, file=sys.stderr)
        return 1
    try:
        from PySide6.QtCore import QEvent, QObject, Qt, QTimer
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:
        print(display_check.import_problem(exc), file=sys.stderr)
        return 1

    from cocoa_games import games
    from cocoa_games.app import error_handler
    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.ui import theme

    QGuiApplication.setDesktopFileName(APP_ID)
    if QApplication.instance() is None:  # fractional scaling stays crisp (only before the app)
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_ID)
    app.setApplicationVersion(__version__)
    app.setStyleSheet(theme.app_style_sheet())
    language.apply(spoken)  # Qt's own buttons and dialogs, dates: before any widget is built

    window = MainWindow(settings=settings)
    handler = error_handler.install(window)
    if args.game:
        try:
            games.get(args.game)
        except KeyError:
            known = ", ".join(info.id for info in games.all_games())
            print(i18n._("Unknown game “{game}”. Known games: {known}.").format(
                game=args.game, known=known), file=sys.stderr)
            return 2
        window.quick_game(args.game, args.seed, args.players)
    if args.load:
        if not window.load_file(args.load):
            print(window.statusBar().currentMessage(), file=sys.stderr)
    if window.settings.fullscreen:
        window.showFullScreen()
    else:
        window.show()

    guard = QTimer()
    guard.setSingleShot(True)
    if args.quit_after_show:
        class FirstPaint(QObject):
            """Quits the event loop right after the first paint of the window."""

            def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
                if event.type() == QEvent.Type.Paint:
                    obj.removeEventFilter(self)
                    QTimer.singleShot(0, app.quit)
                return False

        # watch the window only: an app-wide filter would drag every event of every widget
        # through Python (and wrap each widget), which alone costs ~100 ms at start-up
        watcher = FirstPaint()
        window.installEventFilter(watcher)
        guard.timeout.connect(lambda: app.exit(1))
        guard.start(SMOKE_TEST_LIMIT_MS)  # never hang a smoke test
    try:
        return app.exec()
    finally:
        # stopped, not left pending: in a process that goes on (the test suite) a late
        # app.exit() would leave every later event loop unable to run timers
        guard.stop()
        handler.uninstall()
        window.close()


if __name__ == "__main__":
    raise SystemExit(main())
