"""Every word a player sees or hears goes through here: stdlib gettext, no Qt.

Rules, bots, scenes and the app all use the same three functions, so any game is
translatable by construction:

- ``_("Pick two tiles")`` for a sentence,
- ``ngettext("{n} card", "{n} cards", n).format(n=n)`` for anything counted,
- ``N_("moo")`` marks a word for the catalogue where it is defined (a table of names);
  the code that shows it calls ``_(word)`` then.

Names and numbers go in with named ``{placeholders}`` so translators may reorder them;
never glue a sentence from pieces.

Catalogues: one gettext domain per part of the app (``PARTS``: the shell and every game),
so each part's words live beside each other in ``locale/<lang>/LC_MESSAGES/<part>.po``;
`set_language` loads every part's ``.mo``. A text is looked up in the catalogue of the
part whose module asks first (a module under ``cocoa_games/games/<id>/`` reads its game's
words first), then in the others, so two games may say "Hide" differently and a new game
needs no code of its own to be translatable. ``make strings`` extracts new words,
``make catalogs`` compiles them (both with Babel).

Rules put their sentences into words when the event happens, in the language active then.
Saves keep actions, not sentences, and loading replays them, so a saved game reads in the
language of whoever opens it.
"""

from __future__ import annotations

import gettext as _gettext
import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: one catalogue (gettext domain) per part: the app shell, then each game the registry names
#: (cocoa_games/games/__init__.py calls `add_parts`: the core knows no game by name)
PARTS: list[str] = ["app"]
#: languages with catalogues, and their names in their own language (for Settings)
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français"}
#: a test-only language that marks every translated text, to find text that skipped `_`
PSEUDO = "pseudo"
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"
#: a test-only language whose words are as long as German's longest (each word 40 % longer,
#: one word in five a compound twice as long), to find the places a translation will not fit
PSEUDO_LONG = "pseudo-long"
PSEUDO_LANGUAGES = (PSEUDO, PSEUDO_LONG)

class Catalogues:
    """The active language's catalogues. A text is looked up in the catalogue of the part
    that asks first (a game's own words win: "Hide" may be "Zudecken" in one game and
    "Verdecken" in the app), then in the others."""

    def __init__(self, found: dict[str, _gettext.GNUTranslations] | None = None) -> None:
        self.found = found or {}
        self._orders: dict[str | None, list[_gettext.GNUTranslations]] = {}

    def order(self, part: str | None) -> list[_gettext.GNUTranslations]:
        order = self._orders.get(part)
        if order is None:
            first = [part] if part in self.found else []
            order = [self.found[p] for p in first + [p for p in PARTS if p != part]
                     if p in self.found]
            self._orders[part] = order
        return order

    def gettext(self, message: str, part: str | None = None) -> str:
        for catalogue in self.order(part):
            hit = catalogue._catalog.get(message)  # type: ignore[attr-defined]
            if hit is not None:
                return str(hit)
        return message

    def ngettext(self, singular: str, plural: str, n: int, part: str | None = None) -> str:
        for catalogue in self.order(part):
            index = catalogue.plural(n)  # type: ignore[attr-defined]
            hit = catalogue._catalog.get((singular, index))  # type: ignore[attr-defined]
            if hit is not None:
                return str(hit)
        return singular if n == 1 else plural


class _Pseudo(Catalogues):
    """Wraps every text in ⟦ ⟧ so a test can see what was never translated."""

    def gettext(self, message: str, part: str | None = None) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, singular: str, plural: str, n: int, part: str | None = None) -> str:
        return f"{PSEUDO_OPEN}{singular if n == 1 else plural}{PSEUDO_CLOSE}"


_WORD = re.compile(r"\{[^{}]*\}|&|[^\W\d_]+")


def lengthen(text: str) -> str:
    """`text` with every word longer, as translations are: "Play now" -> "Playpl nowno".
    {placeholders} and the & of a mnemonic stay as they are, so the text still formats."""
    count = 0

    def longer(match: re.Match[str]) -> str:
        nonlocal count
        word = match.group(0)
        if word.startswith("{") or word == "&":
            return word
        count += 1
        extra = -(-len(word) * 2 // 5) if count % 5 else len(word)  # (the 5th: a compound)
        return word + (word.lower() * 3)[:extra]

    return _WORD.sub(longer, text)


class _PseudoLong(_Pseudo):
    """Like the pseudo-language, with every word lengthened (`lengthen`)."""

    def gettext(self, message: str, part: str | None = None) -> str:
        return super().gettext(lengthen(message), part)

    def ngettext(self, singular: str, plural: str, n: int, part: str | None = None) -> str:
        return super().ngettext(lengthen(singular), lengthen(plural), n, part)


_active: Catalogues = Catalogues()
_language = "en"
#: called with the new language after every `set_language` (the app makes Qt follow)
_listeners: list[Callable[[str], None]] = []


#: far larger than any catalogue of ours (the biggest is well under 100 KB)
MAX_CATALOGUE_BYTES = 4 * 1024 * 1024
_FIELD = None  # string.Formatter, made on first use


def _fields(text: str) -> set[str] | None:
    """The {placeholder} names in `text`; None when its braces do not parse."""
    global _FIELD
    if _FIELD is None:
        import string

        _FIELD = string.Formatter()
    try:
        return {name.split(".")[0].split("[")[0]
                for _literal, name, _spec, _conv in _FIELD.parse(text) if name is not None}
    except ValueError:
        return None


def _keep_safe_messages(catalogue: _gettext.GNUTranslations) -> None:
    """Drop translations whose {placeholders} are not the English text's (a translator
    renamed `{name}`): `.format(name=…)` would raise KeyError at start-up; that one message
    speaks English instead. Fewer placeholders are harmless (format ignores the rest)."""
    table = catalogue._catalog  # type: ignore[attr-defined]
    for key, text in list(table.items()):
        if not isinstance(text, str) or ("{" not in text and "}" not in text):
            continue
        plural = isinstance(key, tuple)
        wanted, found = _fields(str(key[0] if plural else key)), _fields(text)
        if found is None or wanted is None:
            del table[key]
        elif not found <= wanted and not (plural and not wanted):
            # (a plural whose English singular names nothing, "one card" / "{n} cards":
            # the plural's names are not in the catalogue, so only the braces are checked)
            del table[key]


def _read_catalogue(part: str, language: str) -> _gettext.GNUTranslations | None:
    """One installed catalogue through the guarded reader (a FIFO or a device in its place
    would freeze start-up in gettext's plain open); None when missing or damaged."""
    import io

    from .safe_read import read_bounded

    found = _gettext.find(part, LOCALE_DIR, languages=[language])
    if found is None:
        return None
    try:
        catalogue = _gettext.GNUTranslations(io.BytesIO(read_bounded(found, MAX_CATALOGUE_BYTES)))
    except Exception:  # unreadable, cut (struct.error), a bad charset: that part is English
        return None
    _keep_safe_messages(catalogue)
    return catalogue


def _load(language: str) -> Catalogues | None:
    found = {}
    for part in PARTS:
        catalogue = _read_catalogue(part, language)
        if catalogue is not None:
            found[part] = catalogue
    return Catalogues(found) if found else None


def set_language(language: str) -> str:
    """Use `language` ("en", "de", "fr"); falls back to English. Returns what is active."""
    global _active, _language
    if language in PSEUDO_LANGUAGES:
        _active, _language = (_Pseudo() if language == PSEUDO else _PseudoLong()), language
    else:
        loaded = _load(language) if language in LANGUAGES and language != "en" else None
        if loaded is None:
            _active, _language = Catalogues(), "en"
        else:
            _active, _language = loaded, language
    for listener in list(_listeners):
        listener(_language)
    return _language


def add_parts(parts: Iterable[str]) -> None:
    """Catalogues of more parts (a game's own words); read at once if a language is active."""
    global _active
    new = [p for p in parts if p not in PARTS]
    if not new:
        return
    PARTS.extend(new)
    _module_parts.clear()  # a module of a new part reads its own words first from now on
    if _language != "en" and _language not in PSEUDO_LANGUAGES:
        _active = _load(_language) or Catalogues()


def on_change(listener: Callable[[str], None]) -> None:
    """Call `listener(language)` after every change of language (once per listener)."""
    if listener not in _listeners:
        _listeners.append(listener)


def system_language(environ: os._Environ[str] | dict[str, str] | None = None) -> str:
    """The first of our languages the system asks for (POSIX variables), else English."""
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        for wanted in value.split(":"):
            code = wanted.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if value and variable != "LANGUAGE":
            break  # the first variable set decides, as in gettext
    return "en"


def language() -> str:
    return _language


#: module name -> the part whose catalogue it reads first (None: the app's order)
_module_parts: dict[str, str | None] = {}


def part_of(module: str) -> str | None:
    """'cocoa_games.games.kokonana.scene' -> 'kokonana'; anything else -> None."""
    part = _module_parts.get(module, "?")
    if part == "?":
        pieces = module.split(".")
        part = pieces[2] if module.startswith("cocoa_games.games.") and len(pieces) > 2 \
            and pieces[2] in PARTS else None
        _module_parts[module] = part
    return part


def _caller_part() -> str | None:
    # two frames up: the module that called `_` or `ngettext`
    return part_of(sys._getframe(2).f_globals.get("__name__", ""))


def _(message: str) -> str:
    return _active.gettext(message, _caller_part())


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n, _caller_part())


def translate(part: str | None, message: str) -> str:
    """`message` in `part`'s words first (for the app showing a game's own words)."""
    return _active.gettext(message, part)


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name
    """Mark `message` for extraction only; translate it where it is shown."""
    return message
