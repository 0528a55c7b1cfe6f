"""The art and sounds live in the top-level resources/ folder but ship as the package
`cocoa_games.resources` (setup.py finds the packages; pyproject.toml: package-dir +
package-data). These checks catch the ways that silently breaks: a folder of code the finder
skips (no __init__.py), a new kind of resource file no package-data pattern ships, a stale
folder shadowing the mapping."""

from __future__ import annotations

import ast
import inspect
import runpy
import tomllib
from pathlib import Path
from unittest import mock

import cocoa_games.resources
from cocoa_games.resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def _shipped_packages() -> set[str]:
    """The packages setup.py hands to setuptools (its setup() call caught, nothing built)."""
    with mock.patch("setuptools.setup") as setup:
        runpy.run_path(str(ROOT / "setup.py"), run_name="__main__")
    return set(setup.call_args.kwargs["packages"])


def test_every_folder_of_code_ships_in_the_wheel():
    """A new game's folder ships without being listed anywhere: every folder under
    cocoa_games/ that holds Python code is a package the finder picks up."""
    with_code = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "cocoa_games").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    assert _shipped_packages() == with_code | {"cocoa_games.resources"}
    assert "packages" not in SETUPTOOLS  # found, never a hand-written list to forget


def test_resources_ship_as_cocoa_games_resources():
    assert SETUPTOOLS["package-dir"] == {"cocoa_games.resources": "resources"}
    # the installed package (editable here) is the top-level folder, not a stale leftover
    assert Path(cocoa_games.resources.__file__).parent == ROOT / "resources"
    assert resource_path("sounds", "win.wav").is_file()
    assert resource_path("art", "icon.svg").is_file()


def test_every_art_and_sound_file_matches_a_package_data_pattern():
    patterns = SETUPTOOLS["package-data"]["cocoa_games.resources"]
    shipped_kinds = {".svg", ".png", ".wav"}
    files = [p for p in (ROOT / "resources").rglob("*") if p.suffix in shipped_kinds]
    assert len(files) >= 20
    for path in files:
        relative = path.relative_to(ROOT / "resources")
        assert any(relative.match(pattern.replace("**/", "")) or relative.match(pattern)
                   for pattern in patterns), f"{relative} would be left out of the wheel"


def test_the_type_stub_matches_resource_path():
    stub = ast.parse((ROOT / "cocoa_games" / "resources.pyi").read_text())
    stubbed = {node.name: ast.unparse(node.args) for node in stub.body
               if isinstance(node, ast.FunctionDef)}
    real = ast.parse(inspect.getsource(cocoa_games.resources))
    defined = {node.name: ast.unparse(node.args) for node in real.body
               if isinstance(node, ast.FunctionDef)}
    assert stubbed == defined


def test_every_compiled_catalogue_matches_a_package_data_pattern():
    """German and French ship inside the wheel (and the bundle, which collects the package's
    data files): every .mo under cocoa_games/locale is named by a package-data pattern."""
    patterns = SETUPTOOLS["package-data"]["cocoa_games"]
    catalogues = list((ROOT / "cocoa_games" / "locale").rglob("*.mo"))
    assert {p.parent.parent.name for p in catalogues} >= {"de", "fr"}
    for path in catalogues:
        relative = path.relative_to(ROOT / "cocoa_games")
        assert any(relative.match(pattern) for pattern in patterns), relative
