"""Translation catalogues: extract new words, compile them, check them (Babel).

    python packaging/catalogs.py extract [PART...]  # make strings: source -> .pot -> each .po
    python packaging/catalogs.py compile [PART...]  # make catalogs: each .po -> .mo (shipped)
    python packaging/catalogs.py check              # what tests/test_catalogs.py asserts

One catalogue per part (`cocoa_games.core.i18n.PARTS`, the games named by the registry): the
app shell (app/, core/, ui/ and the registry) and each game's folder (its metadata included).
Compiled .mo files are committed so a wheel or a bundle built without Babel still speaks
every language; the check says when one is stale.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cocoa_games"
LOCALE = PACKAGE / "locale"
sys.path.insert(0, str(ROOT))
import cocoa_games.games  # noqa: E402, F401 - the registry names every game's part
from cocoa_games.core.i18n import LANGUAGES, PARTS  # noqa: E402 - needs ROOT on the path

KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
TRANSLATED = [code for code in LANGUAGES if code != "en"]
HEADER = "# Cocoa Games: words of one part of the app. Made by `make strings`; translate here."
#: a fixed date in the headers, so re-extracting changes only the lines that really changed
FIXED_DATE = datetime(2026, 11, 30, tzinfo=UTC)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def part_sources(part: str) -> list[Path]:
    """The Python files whose words belong to `part`'s catalogue."""
    if part == "app":
        files = [p for d in ("app", "core", "ui") for p in (PACKAGE / d).rglob("*.py")]
        files.append(PACKAGE / "games" / "__init__.py")
    else:
        files = list((PACKAGE / "games" / part).rglob("*.py"))
    return sorted(files)


def extract(part: str) -> Catalog:
    catalog = Catalog(project="cocoa-games", domain=part, charset="utf-8",
                      header_comment=HEADER, creation_date=FIXED_DATE)
    for path in part_sources(part):
        found = extract_from_file("python", path, keywords=KEYWORDS, comment_tags=("i18n:",))
        for lineno, message, comments, context in found:
            catalog.add(message, None, [(str(path.relative_to(ROOT)), lineno)],
                        auto_comments=comments, context=context,
                        flags=("python-brace-format",) if _has_braces(message) else ())
    return catalog


def _has_braces(message: str | tuple[str, ...]) -> bool:
    texts = message if isinstance(message, tuple) else (message,)
    return any(PLACEHOLDER.search(t) for t in texts)


def po_path(language: str, part: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{part}.po"


def read_catalog(path: Path, language: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def write_catalog(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False)
    path.write_bytes(buffer.getvalue())


def cmd_extract(parts: list[str]) -> None:
    for part in parts or PARTS:
        template = extract(part)
        write_catalog(LOCALE / f"{part}.pot", template)
        for language in TRANSLATED:
            path = po_path(language, part)
            if path.exists():
                catalog = read_catalog(path, language)
                catalog.update(template, no_fuzzy_matching=True)
            else:
                catalog = Catalog(locale=language, domain=part, project="cocoa-games",
                                  header_comment=HEADER)
                catalog.update(template, no_fuzzy_matching=True)
            write_catalog(path, catalog)
            print(f"{path.relative_to(ROOT)}: {len(catalog)} messages")


def compiled_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def cmd_compile(parts: list[str]) -> None:
    for language in TRANSLATED:
        for part in parts or PARTS:
            path = po_path(language, part)
            if path.exists():
                path.with_suffix(".mo").write_bytes(compiled_bytes(read_catalog(path, language)))


def _texts(message: Message) -> list[tuple[str, str]]:
    """(source, translation) pairs of one entry, plural forms included."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    strs = message.string if isinstance(message.string, tuple) else (message.string,)
    return [(ids[min(i, len(ids) - 1)], s or "") for i, s in enumerate(strs)]


def problems() -> Iterator[str]:
    """Every way the catalogues fall short of the source, one sentence each."""
    for part in PARTS:
        wanted = {m.id for m in extract(part) if m.id}
        for language in TRANSLATED:
            path = po_path(language, part)
            if not path.exists():
                yield f"{part}: no {language} catalogue ({path.relative_to(ROOT)})"
                continue
            catalog = read_catalog(path, language)
            have = {m.id: m for m in catalog if m.id}
            for missing in sorted(wanted - set(have), key=str):
                yield f"{part}/{language}: not in the catalogue (run make strings): {missing!r}"
            for msgid in sorted(wanted & set(have), key=str):
                yield from _entry_problems(part, language, have[msgid])
            mo = path.with_suffix(".mo")
            if not mo.exists() or not _same_mo(mo, catalog):
                yield f"{part}/{language}: {mo.name} is stale (run make catalogs)"


def _entry_problems(part: str, language: str, message: Message) -> Iterator[str]:
    if message.fuzzy:
        yield f"{part}/{language}: marked fuzzy: {message.id!r}"
    for source, translated in _texts(message):
        if not translated.strip():
            yield f"{part}/{language}: not translated: {source!r}"
        elif sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translated)):
            yield f"{part}/{language}: placeholders differ: {source!r} -> {translated!r}"


def _same_mo(mo: Path, catalog: Catalog) -> bool:
    return mo.read_bytes() == compiled_bytes(catalog)


def cmd_check() -> int:
    found = list(problems())
    for line in found:
        print(line)
    print(f"{len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "extract":
        cmd_extract(sys.argv[2:])
    elif command == "compile":
        cmd_compile(sys.argv[2:])
    else:
        sys.exit(cmd_check())
