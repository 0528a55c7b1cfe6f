"""House style is part of the suite: ruff on everything, mypy on the whole package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_is_clean():
    result = _run(str(BIN / "ruff"), "check", "cocoa_games", "tests", "bench", "resources")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean_on_the_whole_package():
    result = _run(sys.executable, "-m", "mypy", "cocoa_games")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success" in result.stdout  # it really checked something
