"""Every word a player sees or hears goes through here: stdlib gettext, no Qt.

Rules, bots, scenes and the app all use the same three functions, so any game is
translatable by construction:

- ``_("Pick two tiles")`` for a sentence,
- ``ngettext("{n} card", "{n} cards", n).format(n=n)`` for anything counted,
- ``N_("moo")`` marks a word for the catalogue where it is defined (a table of names);
  the code that shows it calls ``_(word)`` then.

Names and numbers go in with named ``{placeholders}`` so translators may reorder them;
never glue a sentence from pieces. `set_language` swaps the active catalogue.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "cocoa-games"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def set_language(language: str) -> str:
    """Use `language` ("en", "de", "fr"); falls back to English. Returns what is active."""
    global _active, _language
    try:
        _active = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])
        _language = language
    except OSError:
        _active, _language = _gettext.NullTranslations(), "en"
    return _language


def language() -> str:
    return _language


def _(message: str) -> str:
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name
    """Mark `message` for extraction only; translate it where it is shown."""
    return message
