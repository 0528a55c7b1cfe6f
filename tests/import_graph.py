"""Who imports whom in cocoa_games, read from the source (ast), without importing anything.

Every import statement counts: at the top, inside a function (a lazy import runs too) and
under `if TYPE_CHECKING:` (a dependency all the same)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import cocoa_games

PACKAGE = Path(cocoa_games.__file__).resolve().parent
REPO = PACKAGE.parent


def imported_names(path: Path, package: str) -> set[str]:
    """Absolute dotted names a module imports (relative imports resolved); for
    `from a import b` both `a` and `a.b` (b may be a module or a name in a)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def is_under(name: str, roots) -> bool:
    return any(name == root or name.startswith(root + ".") for root in roots)


def module_file(name: str) -> Path | None:
    """The file of module `name` of cocoa_games, or None (not ours, or a name in a module)."""
    if not is_under(name, ["cocoa_games"]):
        return None
    parts = name.split(".")[1:]
    base = PACKAGE.joinpath(*parts)
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def all_modules() -> list[str]:
    """Every module of cocoa_games, by dotted name."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(REPO).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


@cache
def imports_of(name: str) -> frozenset[str]:
    """The modules of cocoa_games that module `name` imports itself."""
    path = module_file(name)
    if path is None:
        return frozenset()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    return frozenset(n for n in imported_names(path, package) if module_file(n) is not None)


def reach(start: str) -> dict[str, str]:
    """Every module of cocoa_games `start` imports, directly or through others: module ->
    the module that imports it (so a failure can say by which way it was reached)."""
    came_from: dict[str, str] = {}
    todo = [start]
    while todo:
        current = todo.pop()
        for name in imports_of(current):
            if name not in came_from and name != start:
                came_from[name] = current
                todo.append(name)
    return came_from


def path_to(start: str, target: str, came_from: dict[str, str]) -> str:
    """"a -> b -> c": how `start` reaches `target`."""
    chain = [target]
    while chain[-1] != start:
        chain.append(came_from[chain[-1]])
    return " -> ".join(reversed(chain))
