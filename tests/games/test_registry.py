"""The registry: each game's metadata written once, listed without importing the game, and an
explicit scene factory per game."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cocoa_games import games
from cocoa_games.core.game import Game, GameMeta
from cocoa_games.ui.scene_base import GameScene

BUILT_IN = ["cuckoo_zoo", "kokonana"]


def test_listing_the_games_imports_none_of_them():
    code = ("import sys; from cocoa_games import games; "
            "print([i.title for i in games.all_games()]); "
            "print(sorted(m for m in sys.modules if m.startswith('cocoa_games.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.splitlines()
    packages = sorted(f"cocoa_games.games.{g}" for g in games.BUILT_IN)  # their metadata only
    assert out == ["['Cuckoo Zoo', 'Kokonana', 'Cocoons', 'Coconuts']", str(packages)]


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_the_game_class_takes_its_metadata_from_its_package(game_id):
    info = next(i for i in games.all_games() if i.id == game_id)
    game = games.get(game_id)
    assert isinstance(game, Game) and game.meta is info.meta
    assert (game.id, game.title, game.pitch, game.min_players, game.max_players,
            game.bot_levels) == (info.id, info.title, info.pitch, info.min_players,
                                 info.max_players, info.meta.bot_levels)


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_every_game_has_a_scene_factory(qapp, game_id):
    scene = games.make_scene(game_id)
    assert isinstance(scene, GameScene)
    assert scene is not games.make_scene(game_id)  # a fresh table each time
    scene.deleteLater()


def test_a_game_without_a_table_says_so_with_import_error():
    games.register(games.GameInfo(
        GameMeta("ghost", "Ghost", "Not built yet.", 2, 2),
        "tests.fixtures.secret_numbers.rules:SecretNumbersGame", "tests.fixtures.nowhere:make"))
    try:
        with pytest.raises(ImportError):
            games.make_scene("ghost")
    finally:
        games.unregister("ghost")


def test_every_game_folder_declares_its_own_entry_and_is_listed_once():
    """A new game is its folder plus its id in BUILT_IN: the folder's package holds its
    metadata and entry, the registry lists it, its catalogue is a part of its own."""
    import importlib
    from pathlib import Path

    from cocoa_games.core import i18n

    folder = Path(games.__file__).parent
    found = sorted(p.name for p in folder.iterdir() if (p / "__init__.py").exists())
    assert sorted(games.BUILT_IN) == found and len(set(games.BUILT_IN)) == len(found)
    for game_id in found:
        package = importlib.import_module(f"cocoa_games.games.{game_id}")
        assert package.META.id == game_id and package.GAME.meta is package.META
        assert games.get(game_id).meta is package.META  # the rules take the same object
        assert game_id in i18n.PARTS
