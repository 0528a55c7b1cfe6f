"""Command line entry point: `cocoa-games [--game ID] [--load FILE] [--seed N]
[--language CODE] [--version] [--quit-after-show]`.

The command line's own help stays English: it is printed before any language is chosen,
for the people who start the app from a terminal."""

from __future__ import annotations

import argparse
import gc
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
    parser.add_argument("--seed", type=_seed, metavar="N",
                        help="seed for --game (same seed, same deal): 0 to 2**63-1")
    parser.add_argument("--language", metavar="CODE",
                        choices=list(i18n.LANGUAGES),
                        help="speak this language (en, de, fr) instead of the chosen one")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--quit-after-show", action="store_true",
                        help="exit once the window has been painted (smoke tests, benchmarks)")
    return parser.parse_args(argv)


def _seed(text: str) -> int:
    """A --seed every save can hold (core/saves.py reads 0 <= seed < 2**63): a seed the
    reader would refuse is refused here, before a game is started with it."""
    from cocoa_games.core.save_files import SEED_LIMIT

    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {text[:40]!r}")
    return value


def _plain_start(argv: list[str]) -> argparse.Namespace | None:
    """The usual start (no options, as from the desktop menu, or just --quit-after-show)
    needs no parser: argparse builds a help formatter and regexes even for no arguments."""
    if any(a != "--quit-after-show" for a in argv):
        return None
    return argparse.Namespace(game=None, players=None, load=None, seed=None, version=False,
                              language=None, quit_after_show=bool(argv))


def main(argv: list[str] | None = None) -> int:
    # Start-up makes tens of thousands of objects that live as long as the app; collecting
    # garbage among them while they are made is wasted work. Collection resumes with the
    # first frame (or when main returns).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(argv, resume_gc=collecting)
    finally:
        if collecting:
            gc.enable()


def _run(argv: list[str] | None, resume_gc: bool) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--speech-worker"]:  # a frozen build's voice process (app/speech.py)
        from cocoa_games.app.speech_worker import main as speak

        return speak(argv[1] if len(argv) > 1 else "")
    args = _plain_start(argv) or parse_args(argv)
    if args.version:
        print(f"{APP_ID} {__version__}")
        return 0

    # Qt-free parts first: PySide6 (which choosing the language loads) reads the source of
    # every module imported after it, for its __feature__ check: each loads more slowly then
    from cocoa_games import games
    from cocoa_games.app import display_check, error_handler, language, save_slots  # noqa: F401
    from cocoa_games.app.settings import load_settings

    settings = load_settings()  # pure Python: the language is known before any word is said
    spoken = language.choose(args.language, settings.language)
    i18n.set_language(spoken)
    trouble = display_check.problem()  # before Qt, which would abort with a long message
    if trouble is not None:
        print(trouble, file=sys.stderr)
        return 1
    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:
        print(display_check.import_problem(exc), file=sys.stderr)
        return 1

    from cocoa_games.app import first_frame
    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.ui import theme

    # Qt 6 already keeps fractional scaling crisp (PassThrough rounding), so nothing to set
    QGuiApplication.setDesktopFileName(APP_ID)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName(APP_ID)
    app.setApplicationVersion(__version__)
    app.setStyleSheet(theme.app_style_sheet())
    language.apply(spoken)  # Qt's own buttons and dialogs, dates: before any widget is built

    window = MainWindow(settings=settings)
    if resume_gc:
        first_frame.after_first_paint(window, gc.enable)
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
        first_frame.after_first_paint(window, app.quit)
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
