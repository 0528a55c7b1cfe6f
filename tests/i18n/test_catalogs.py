"""Every word in the source is in each language's catalogue, translated, with the same
placeholders, and the compiled .mo the app reads is up to date (packaging/catalogs.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from cocoa_games.core import i18n

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("catalogs", ROOT / "packaging" / "catalogs.py")
assert _spec is not None and _spec.loader is not None
catalogs = importlib.util.module_from_spec(_spec)
sys.modules["catalogs"] = catalogs
_spec.loader.exec_module(catalogs)


@pytest.mark.parametrize("part", i18n.PARTS)
def test_catalogue_is_complete(part):
    found = [line for line in catalogs.problems() if line.startswith(f"{part}:")
             or line.startswith(f"{part}/")]
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found[:40])


def test_every_part_has_words():
    """A part whose folder was renamed would extract nothing and pass the test above."""
    for part in i18n.PARTS:
        assert len(catalogs.extract(part)) > 20, part


@pytest.mark.parametrize("language", ["de", "fr"])
def test_language_loads_and_translates(language):
    try:
        assert i18n.set_language(language) == language
        assert i18n._("&Review moves…") != "&Review moves…"
        assert i18n.ngettext("{n} move", "{n} moves", 3) != "{n} moves"
    finally:
        i18n.set_language("en")


def test_unknown_language_falls_back_to_english():
    try:
        assert i18n.set_language("xx") == "en"
        assert i18n._("&Review moves…") == "&Review moves…"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANGUAGE": "es:fr", "LANG": "es_ES.UTF-8"}, "fr"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "pt_BR.UTF-8"}, "en"),
    ({}, "en"),
])
def test_system_language_follows_the_locale(env, expected):
    assert i18n.system_language(env) == expected


def test_a_damaged_catalogue_leaves_that_part_in_english(tmp_path, monkeypatch):
    """A cut or garbled .mo (a broken install, a bad USB copy) must not stop the app."""
    import shutil

    for part in i18n.PARTS:
        target = tmp_path / "de" / "LC_MESSAGES" / f"{part}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(i18n.LOCALE_DIR / "de" / "LC_MESSAGES" / f"{part}.mo", target)
    app_mo = tmp_path / "de" / "LC_MESSAGES" / "app.mo"
    app_mo.write_bytes(app_mo.read_bytes()[:30])
    (tmp_path / "de" / "LC_MESSAGES" / "kokonana.mo").write_bytes(b"\x00garbage" * 40)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    try:
        assert i18n.set_language("de") == "de"  # the other parts still speak German
        assert i18n._("&Review moves…") == "&Review moves…"  # app words: English
        assert i18n.translate("cocoons", "Hint") != "Hint"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
