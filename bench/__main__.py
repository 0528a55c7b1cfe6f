"""`python -m bench [startup] [bots] [redraw]`: run the benchmarks and print one table.

Exit status 1 when a measured figure misses its target (skipped ones do not count).
"""

from __future__ import annotations

import argparse
import os
import sys

from .common import Result, format_table

NAMES = ("startup", "bots", "redraw", "coconuts")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("only", nargs="*", help=f"benchmarks to run: {', '.join(NAMES)}")
    parser.add_argument("--runs", type=int, default=7, help="start-up runs per program")
    parser.add_argument("--seconds", type=float, default=3.0, help="time budget per bot game")
    args = parser.parse_args(argv)
    chosen = args.only or list(NAMES)
    unknown = sorted(set(chosen) - set(NAMES))
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(NAMES)}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("COCOA_GAMES_ANIMATION_SPEED", "0")

    results: list[Result] = []
    # start-up first, before this process has loaded Qt or any game
    if "startup" in chosen:
        from . import startup

        results += _announce(startup.run(args.runs))
    if "bots" in chosen:
        from . import bot_games

        results += _announce(bot_games.run(args.seconds))
    if "redraw" in chosen:
        from . import redraw

        results += _announce(redraw.run())
    if "coconuts" in chosen:
        from . import coconuts

        results += _announce(coconuts.run())
    print()
    print(format_table(results))
    return 1 if any(r.value is not None and r.ok is False for r in results) else 0


def _announce(results: list[Result]) -> list[Result]:
    for r in results:
        print(f"  measured {r.name}", file=sys.stderr, flush=True)
    return results


if __name__ == "__main__":
    sys.exit(main())
