# Type stub for the package `cocoa_games.resources`, whose code lives in the top-level
# resources/ folder (pyproject.toml maps it with package-dir). Type checkers cannot follow
# that mapping in an editable install; this keeps resource_path typed. Keep it in step with
# resources/__init__.py (tests/test_packaging.py compares them).
from pathlib import Path

ROOT: Path

def resource_path(*parts: str) -> Path: ...
