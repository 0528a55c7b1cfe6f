"""The one thing pyproject.toml cannot say: every package under cocoa_games/ is found (a new
game's folder ships without being listed), and the top-level resources/ folder ships as
`cocoa_games.resources` (mapped by package-dir in pyproject.toml)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["cocoa_games", "cocoa_games.*"]), "cocoa_games.resources"])
