"""`python -m bench [startup] [bots] [redraw] [idle] [saves] [manager] [hint] [coconuts]
[mistakes] [levels]`:
benchmarks.

Exit status 1 when a measured figure misses its target (skipped ones do not count).
"""

from __future__ import annotations

import argparse
import os
import sys

from .common import Result, format_table

NAMES = ("startup", "bots", "redraw", "idle", "saves", "manager", "hint", "coconuts", "mistakes",
         "levels")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("only", nargs="*", help=f"benchmarks to run: {', '.join(NAMES)}")
    parser.add_argument("--runs", type=int, default=7, help="start-up runs per program")
    parser.add_argument("--seconds", type=float, default=3.0, help="time budget per bot game")
    parser.add_argument("--memory", action="store_true",
                        help="saves: also trace peak memory (slow)")
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
    if "idle" in chosen:
        from . import idle

        results += _announce(idle.run())
    if "saves" in chosen:
        from . import big_save

        results += _announce(big_save.run(memory=args.memory))
    if "manager" in chosen:
        from . import save_manager

        results += _announce(save_manager.run())
    if "hint" in chosen:
        from . import hint

        results += _announce(hint.run())
    if "coconuts" in chosen:
        from . import coconuts

        results += _announce(coconuts.run())
    if "mistakes" in chosen:
        from . import cuckoo_mistakes

        results += _announce(cuckoo_mistakes.run())
    if "levels" in chosen:
        from . import coconut_levels

        results += _announce(coconut_levels.run())
    print()
    print(format_table(results))
    return 1 if any(r.value is not None and r.ok is False for r in results) else 0


def _announce(results: list[Result]) -> list[Result]:
    for r in results:
        print(f"  measured {r.name}", file=sys.stderr, flush=True)
    return results


if __name__ == "__main__":
    sys.exit(main())
