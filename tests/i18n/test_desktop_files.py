"""The desktop menu entry and the software-centre listing speak German and French too:
every translatable field has a de and an fr version, and they are not left in English."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "packaging" / "cocoa-games.desktop"
METAINFO = ROOT / "packaging" / "io.github.cocoagames.CocoaGames.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TRANSLATED = ("de", "fr")
#: the app's name is a name: the same in every language
SAME_EVERYWHERE = {"Cocoa Games"}


def desktop_entry() -> dict[str, str]:
    parser = configparser.RawConfigParser(delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive: Name[de]
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.mark.parametrize("key", ["Name", "GenericName", "Comment", "Keywords"])
@pytest.mark.parametrize("language", TRANSLATED)
def test_the_desktop_entry_has_each_text_in_each_language(key, language):
    entry = desktop_entry()
    translated = entry.get(f"{key}[{language}]", "").strip()
    assert translated, f"{key}[{language}] is missing"
    if entry[key] not in SAME_EVERYWHERE:
        assert translated != entry[key], f"{key}[{language}] is still English"


def _translatable(root: ET.Element):
    """(english element, its de/fr siblings) for every text a software centre shows."""
    for parent in root.iter():
        children = list(parent)
        for index, child in enumerate(children):
            if child.tag in ("name", "summary", "p", "li", "keyword") and LANG not in child.attrib:
                following = []
                for sibling in children[index + 1:]:
                    if sibling.tag != child.tag or LANG not in sibling.attrib:
                        break
                    following.append(sibling)
                yield child, {s.attrib[LANG]: " ".join(s.itertext()).split() for s in following}


def test_every_metainfo_text_comes_in_german_and_french():
    root = ET.parse(METAINFO).getroot()
    found = list(_translatable(root))
    assert len(found) >= 15  # name, summary, paragraphs, list items, keywords, release notes
    for english, translations in found:
        text = " ".join(english.itertext()).split()
        for language in TRANSLATED:
            where = f"<{english.tag}> {' '.join(text)[:40]!r}"
            assert translations.get(language), f"{where}: no {language}"
            if " ".join(text) not in SAME_EVERYWHERE:
                assert translations[language] != text, f"{language} copy of {text[:5]} is English"


def test_the_metainfo_lists_the_languages_the_app_speaks():
    root = ET.parse(METAINFO).getroot()
    assert {lang.text for lang in root.iter("lang")} == {"en", *TRANSLATED}
