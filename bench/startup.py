"""Start-up: process start to the launcher painted, against a bare PySide6 window.

Both are measured in the same run, interleaved, N times each; the figure is the median
wall time from spawning the process until it exits (each quits right after its first
paint) and the median peak resident memory reported by the kernel for that child.
The CPU time (user + system) of each child is reported too: on a busy machine it moves far
less than wall time, which mostly measures waiting for a core.
Targets: the app at most 1.3x the bare window in time (wall and CPU), 1.5x in memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .common import Result, median

HERE = Path(__file__).resolve().parent
RUNS = 7
TARGET_RATIO = 1.5  # memory
TIME_TARGET_RATIO = 1.3


def app_command() -> list[str]:
    """The installed launcher next to this interpreter, as a player would start it."""
    script = Path(sys.executable).parent / "cocoa-games"
    if script.exists():
        return [str(script), "--quit-after-show"]
    return [sys.executable, "-m", "cocoa_games", "--quit-after-show"]


def bare_command() -> list[str]:
    return [sys.executable, str(HERE / "bare_window.py")]


def child_env(home: Path) -> dict[str, str]:
    """Offscreen, and user folders in a temp dir so the benchmark never touches real saves."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COCOA_GAMES_ANIMATION_SPEED="0")
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache"),
                     ("COCOA_GAMES_DATA_DIR", "data/cocoa-games"),
                     ("COCOA_GAMES_CONFIG_DIR", "config/cocoa-games"),
                     ("COCOA_GAMES_LOG_DIR", "state/cocoa-games/log")):
        env[var] = str(home / sub)
    return env


def run_once(command: list[str], env: dict[str, str],
             timeout: float = 60) -> tuple[float, float, float]:
    """(seconds, peak MB, CPU seconds) of one child, from spawn to exit."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            proc.kill()
            proc.wait()
            raise RuntimeError(f"{command[0]} did not quit within {timeout:.0f} s")
        time.sleep(0.0005)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    errors = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited with {proc.returncode}:\n{errors[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime  # rss in kB


def compile_package() -> None:
    """Byte-compile the app first: an installed wheel ships .pyc files (pip compiles them),
    while a checkout run with PYTHONDONTWRITEBYTECODE=1 would recompile on every start —
    a cost no player pays."""
    import compileall

    import cocoa_games

    compileall.compile_dir(str(Path(cocoa_games.__file__).parent), quiet=1)


def measure(runs: int = RUNS) -> dict[str, dict[str, float]]:
    compile_package()
    with tempfile.TemporaryDirectory(prefix="cocoa-bench-") as tmp:
        env = child_env(Path(tmp))
        commands = {"bare": bare_command(), "app": app_command()}
        for command in commands.values():  # warm the disk cache; not counted
            run_once(command, env)
        samples: dict[str, list[tuple[float, float, float]]] = {k: [] for k in commands}
        for _ in range(runs):
            for name, command in commands.items():  # interleaved, so drift hits both alike
                samples[name].append(run_once(command, env))
    return {
        name: {"seconds": median([r[0] for r in rows]), "mb": median([r[1] for r in rows]),
               "cpu": median([r[2] for r in rows])}
        for name, rows in samples.items()
    }


def run(runs: int = RUNS) -> list[Result]:
    try:
        figures = measure(runs)
    except (RuntimeError, OSError) as exc:
        lines = str(exc).strip().splitlines()
        note = (lines[0].split("/")[-1] + " " + (lines[-1] if len(lines) > 1 else ""))[:100]
        return [Result("startup: app vs bare window", None, "", note=note)]
    app, bare = figures["app"], figures["bare"]
    time_ratio = app["seconds"] / bare["seconds"]
    cpu_ratio = app["cpu"] / bare["cpu"]
    mem_ratio = app["mb"] / bare["mb"]
    return [
        Result("startup: bare window time", bare["seconds"] * 1000, "ms", note=f"median of {runs}"),
        Result("startup: app launcher time", app["seconds"] * 1000, "ms", note=f"median of {runs}"),
        Result("startup: time ratio app/bare", time_ratio, "x", f"<= {TIME_TARGET_RATIO}",
               time_ratio <= TIME_TARGET_RATIO),
        Result("startup: CPU time ratio app/bare", cpu_ratio, "x", f"<= {TIME_TARGET_RATIO}",
               cpu_ratio <= TIME_TARGET_RATIO,
               note=f"{app['cpu'] * 1000:.0f} vs {bare['cpu'] * 1000:.0f} ms"),
        Result("startup: bare window peak memory", bare["mb"], "MB"),
        Result("startup: app launcher peak memory", app["mb"], "MB"),
        Result("startup: memory ratio app/bare", mem_ratio, "x", f"<= {TARGET_RATIO}",
               mem_ratio <= TARGET_RATIO),
    ]
