"""Command line entry point: `cocoa-games [--game ID] [--load FILE] [--seed N] [--version]
[--quit-after-show]`."""

from __future__ import annotations

import argparse
import sys

from cocoa_games import __version__

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
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--quit-after-show", action="store_true",
                        help="exit once the window has been painted (smoke tests, benchmarks)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.version:
        print(f"{APP_ID} {__version__}")
        return 0

    from PySide6.QtCore import QEvent, QObject, Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

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

    window = MainWindow()
    handler = error_handler.install(window)
    if args.game:
        try:
            games.get(args.game)
        except KeyError:
            known = ", ".join(info.id for info in games.all_games())
            print(f"Unknown game {args.game!r}. Known games: {known}.", file=sys.stderr)
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
