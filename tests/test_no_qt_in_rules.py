"""Rules, bots and the core never load Qt, and listing the games imports none of them.

Each check runs in a fresh interpreter, since this test process has PySide6 loaded already.
A game's folder is split by what its modules import: scene.py, items.py and anything that
imports them (or Qt) is view code; everything else — rules.py and bot.py always included —
must be importable without Qt, so the model can be tested, benchmarked and bot-played headless.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.import_graph import PACKAGE, REPO, imported_names, is_under

VIEW_NAMES = {"scene", "items"}
QT_ROOTS = ("PySide6", "shiboken6", "cocoa_games.ui", "cocoa_games.app")
ALWAYS_PURE = {"rules", "bot"}


def _game_modules() -> list[str]:
    """Every module of every game folder that is not view code."""
    modules: list[str] = []
    for folder in sorted(p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").exists()):
        package = f"cocoa_games.games.{folder.name}"
        imports = {p.stem: imported_names(p, package) for p in folder.glob("*.py")}
        view = set(VIEW_NAMES)
        changed = True
        while changed:  # a module importing view code is view code too
            changed = False
            for stem, names in imports.items():
                if stem in view or stem in ALWAYS_PURE:
                    continue
                if any(is_under(n, QT_ROOTS) or is_under(n, [f"{package}.{v}" for v in view])
                       for n in names):
                    view.add(stem)
                    changed = True
        for stem in sorted(imports):
            if stem not in view or stem in ALWAYS_PURE:
                modules.append(package if stem == "__init__" else f"{package}.{stem}")
    return modules


def _core_modules() -> list[str]:
    return ["cocoa_games", "cocoa_games.core"] + [
        f"cocoa_games.core.{p.stem}" for p in sorted((PACKAGE / "core").glob("*.py"))
        if p.stem != "__init__"
    ]


PURE_MODULES = _core_modules() + ["cocoa_games.games"] + _game_modules()

_PROBE = """
import importlib, json, sys
importlib.import_module(sys.argv[1])
print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))
"""


def _qt_modules_after_importing(module: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, module], cwd=REPO, capture_output=True, text=True,
        timeout=60,
    )
    assert result.returncode == 0, f"importing {module} failed:\n{result.stderr}"
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_every_registered_game_has_rules_and_bot_checked():
    from cocoa_games import games

    for info in games.all_games():
        module = info.rules.partition(":")[0]
        if module.startswith("cocoa_games."):
            package = module.rsplit(".", 1)[0]
            assert f"{package}.rules" in PURE_MODULES
            assert f"{package}.bot" in PURE_MODULES, f"{info.id} has no bot.py"


@pytest.mark.parametrize("module", PURE_MODULES)
def test_module_imports_no_qt(module):
    loaded = _qt_modules_after_importing(module)
    assert loaded == [], f"importing {module} loaded Qt: {loaded[:3]}"


_REGISTRY_PROBE = """
import json, sys
from cocoa_games import games
infos = games.all_games()
print(json.dumps({
    "ids": [i.id for i in infos],
    "titles": [i.title for i in infos],
    "loaded": sorted(m for m in sys.modules
                     if m.startswith("cocoa_games.games.") or m.split(".")[0] == "PySide6"),
}))
"""


def test_listing_games_imports_no_game():
    result = subprocess.run(
        [sys.executable, "-c", _REGISTRY_PROBE], cwd=REPO, capture_output=True, text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert {"cuckoo_zoo", "kokonana"} <= set(report["ids"])
    assert all(report["titles"])
    # each game's package is its metadata, and imports nothing else of the game
    metadata = sorted(f"cocoa_games.games.{game_id}" for game_id in report["ids"])
    assert report["loaded"] == metadata, f"the launcher's game list imported {report['loaded']}"
