"""Imports point one way: core <- ui <- games <- app, and a game's rules stay pure.

Read from the source (tests/import_graph.py: every import statement, lazy and TYPE_CHECKING
ones too), so a new module is checked the day it is written:

- core/ imports nothing of games/, ui/ or app/ (the registry's table is core/registry.py;
  a game's words are found through the parts the registry names);
- ui/ imports no game and no app code (the toolkit serves every game alike);
- nothing in games/ imports app/ (the app uses games, never the other way round), and a
  game imports neither the registry nor another game: it knows only itself;
- a game's rules (rules.py, bot.py) and everything they import, however indirectly, reach
  no ui/ and no app/ (no Qt either: tests/test_no_qt_in_rules.py imports them for real);
- a game's package (its __init__.py, the metadata the launcher lists) imports only the
  core's metadata and words, so listing the games loads nothing else of them.
"""

from __future__ import annotations

import pytest

from tests.import_graph import PACKAGE, all_modules, imports_of, is_under, path_to, reach

CORE, UI, APP, GAMES = ("cocoa_games.core", "cocoa_games.ui", "cocoa_games.app",
                        "cocoa_games.games")
GAME_IDS = sorted(p.name for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").exists())
#: what a game's package may import to declare its metadata
METADATA_IMPORTS = {"cocoa_games.core.i18n", "cocoa_games.core.meta"}


def _modules_under(root: str) -> list[str]:
    return [m for m in all_modules() if is_under(m, [root])]


def _offending(modules: list[str], forbidden: list[str]) -> list[str]:
    return sorted(f"{module} imports {name}" for module in modules
                  for name in imports_of(module) if is_under(name, forbidden))


def test_the_walk_sees_every_layer():
    """A guard for the walker itself: it finds the imports that must be there."""
    assert {"cocoa_games.core.game", "cocoa_games.core.i18n"} <= imports_of(
        "cocoa_games.core.saves")
    assert "cocoa_games.ui.scene_base" in imports_of("cocoa_games.app.game_view")
    assert len(GAME_IDS) >= 4 and all(f"{GAMES}.{g}.rules" in all_modules() for g in GAME_IDS)


def test_core_imports_nothing_above_it():
    assert _offending(_modules_under(CORE), [GAMES, UI, APP]) == []


def test_the_toolkit_imports_no_game_and_no_app():
    assert _offending(_modules_under(UI), [GAMES, APP]) == []


def test_the_registry_imports_no_app():
    assert _offending([GAMES], [APP]) == []


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_imports_no_app_no_registry_and_no_other_game(game):
    package = f"{GAMES}.{game}"
    others = [f"{GAMES}.{g}" for g in GAME_IDS if g != game]
    found = _offending(_modules_under(package), [APP, *others])
    found += sorted(f"{module} imports the registry" for module in _modules_under(package)
                    if GAMES in imports_of(module))
    assert found == []


@pytest.mark.parametrize(("game", "start"),
                         [(g, s) for g in GAME_IDS for s in ("rules", "bot")])
def test_a_games_rules_reach_no_view_and_no_app(game, start):
    module = f"{GAMES}.{game}.{start}"
    came_from = reach(module)
    found = [path_to(module, name, came_from) for name in sorted(came_from)
             if is_under(name, [UI, APP])]
    assert found == []


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_games_package_holds_only_its_metadata(game):
    assert imports_of(f"{GAMES}.{game}") <= METADATA_IMPORTS
