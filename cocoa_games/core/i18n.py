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
`set_language` loads every part's ``.mo`` and chains them. ``make strings`` extracts new
words, ``make catalogs`` compiles them (both with Babel).

Rules put their sentences into words when the event happens, in the language active then.
Saves keep actions, not sentences, and loading replays them, so a saved game reads in the
language of whoever opens it.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: one catalogue (gettext domain) per part: the app shell, then each game
PARTS = ("app", "cuckoo_zoo", "kokonana", "cocoons", "coconuts")
#: languages with catalogues, and their names in their own language (for Settings)
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français"}
#: a test-only language that marks every translated text, to find text that skipped `_`
PSEUDO = "pseudo"
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
#: called with the new language after every `set_language` (the app makes Qt follow)
_listeners: list[Callable[[str], None]] = []


class _Pseudo(_gettext.NullTranslations):
    """Wraps every text in ⟦ ⟧ so a test can see what was never translated."""

    def gettext(self, message: str) -> str:
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"{PSEUDO_OPEN}{msgid1 if n == 1 else msgid2}{PSEUDO_CLOSE}"


def _load(language: str) -> _gettext.NullTranslations | None:
    chain: _gettext.NullTranslations | None = None
    for part in PARTS:
        try:
            found = _gettext.translation(part, LOCALE_DIR, languages=[language])
        except OSError:
            continue
        if chain is None:
            chain = found
        else:
            chain.add_fallback(found)
    return chain


def set_language(language: str) -> str:
    """Use `language` ("en", "de", "fr"); falls back to English. Returns what is active."""
    global _active, _language
    if language == PSEUDO:
        _active, _language = _Pseudo(), PSEUDO
    else:
        loaded = _load(language) if language in LANGUAGES and language != "en" else None
        if loaded is None:
            _active, _language = _gettext.NullTranslations(), "en"
        else:
            _active, _language = loaded, language
    for listener in list(_listeners):
        listener(_language)
    return _language


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


def _(message: str) -> str:
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name
    """Mark `message` for extraction only; translate it where it is shown."""
    return message
