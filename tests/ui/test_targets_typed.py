"""A click target is one of three kinds, and mypy says so: an Action, a (seat, Action) pair
or a callable type-check; a bare string ("shoot"), a card number or True is flagged wherever
an item is made live or a button is described."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

GOOD = '''
from dataclasses import dataclass
from cocoa_games.core.game import Action
from cocoa_games.ui.button_row import ButtonSpec
from cocoa_games.ui.clickable import Clickable

@dataclass(frozen=True)
class Take(Action):
    what: str

item = Clickable(10, 10)
item.set_live(Take("pear"))
item.set_live((1, Take("pear")))
item.set_live(lambda: None)
item.set_live(None)
ButtonSpec("Back", "#fff", lambda: None)
'''
BAD = {"shoot": 'item.set_live("shoot")', "card id": "item.set_live(3)",
       "True": "item.set_live(True)", "button": 'ButtonSpec("Shoot", "#fff", "shoot")'}


def mypy(tmp_path: Path, code: str) -> subprocess.CompletedProcess:
    path = tmp_path / "snippet.py"
    path.write_text(code)
    return subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", str(path)],
                          capture_output=True, text=True, cwd=Path(__file__).parents[2],
                          check=False)


def test_the_three_kinds_type_check(tmp_path):
    result = mypy(tmp_path, GOOD)
    assert result.returncode == 0, result.stdout + result.stderr


def test_any_other_target_is_flagged(tmp_path):
    for name, line in BAD.items():
        result = mypy(tmp_path, GOOD + line + "\n")
        assert result.returncode == 1 and "[arg-type]" in result.stdout, (name, result.stdout)
