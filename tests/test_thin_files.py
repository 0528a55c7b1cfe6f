"""Thin games, small files: the table machinery lives in the toolkit, so a game's own Qt code
(what is not its pictures) stays small, and no module grows into several jobs again.

The limits are the thin-games issue's: a game's Qt code besides its `*art*.py` pictures at
most 650 lines (a KPat game on its toolkit is 194-644), no module over 700, none of the
shell's (app/) over 450, the session at most 300. When one fails, move what is not the
game's own into the toolkit (ui/) or into a Qt-free module of the game, don't raise it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cocoa_games"
GAMES = sorted(p.parent.name for p in (PACKAGE / "games").glob("*/rules.py"))
QT_IMPORT = re.compile(r"^\s*(from|import)\s+PySide6", re.MULTILINE)


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def qt_code_besides_pictures(game: str) -> dict[str, int]:
    """Lines of each module of `game` that imports Qt and is not one of its pictures."""
    return {path.name: lines(path) for path in sorted((PACKAGE / "games" / game).glob("*.py"))
            if "art" not in path.stem and QT_IMPORT.search(path.read_text(encoding="utf-8"))}


def test_every_game_is_measured():
    assert set(GAMES) >= {"cocoons", "kokonana", "cuckoo_zoo", "coconuts"}


@pytest.mark.parametrize("game", GAMES)
def test_a_games_own_qt_code_besides_its_pictures_is_at_most_650_lines(game):
    found = qt_code_besides_pictures(game)
    assert found, f"{game} has no view code at all?"
    assert sum(found.values()) <= 650, found


def test_an_art_module_only_draws():
    """The pictures are exempt only while they are pictures: an art module holds no scene,
    no item class and no event handling (those are what the 650 lines count)."""
    for path in (PACKAGE / "games").glob("*/*art*.py"):
        text = path.read_text(encoding="utf-8")
        for forbidden in ("QGraphicsScene", "QGraphicsObject", "QGraphicsItem)",
                          "mousePressEvent", "keyPressEvent", "action_chosen"):
            assert forbidden not in text, f"{path.relative_to(PACKAGE)} uses {forbidden}"


def test_no_module_does_several_jobs():
    sizes = {str(p.relative_to(PACKAGE)): lines(p) for p in PACKAGE.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > 700} == {}
    assert {name: n for name, n in sizes.items() if name.startswith("app/") and n > 450} == {}
    assert sizes["app/session.py"] <= 300
