"""House style is part of the suite: ruff on everything, mypy on the pure-Python core and rules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_is_clean():
    result = _run(str(BIN / "ruff"), "check", "cocoa_games", "tests", "bench")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean_on_core_and_rules():
    rules = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("cocoa_games/games/*/rules.py"))
    assert rules, "no rules modules found"
    result = _run(sys.executable, "-m", "mypy", "cocoa_games/core", *rules)
    assert result.returncode == 0, result.stdout + result.stderr
