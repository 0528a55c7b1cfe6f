"""Which language the app speaks, and making Qt speak it too.

The choice, strongest first: `--language` on the command line, the environment variable
COCOA_GAMES_LANGUAGE (tests, screenshots), the Settings choice, then the system locale.
Once this module is imported, every `i18n.set_language` also switches Qt's own words (the
OK/Cancel buttons, file dialogs: qtbase_<lang>.qm shipped with Qt) and the default QLocale,
so `QLocale()` writes dates and numbers the language's way (the save list).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cocoa_games.core import i18n

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale

ENV = "COCOA_GAMES_LANGUAGE"
SYSTEM = ""  # the Settings value that means "follow the system"

_qt_translator: Any = None  # the QTranslator installed now (kept alive: Qt does not own it)


def _pseudo_translator(long: bool = False) -> Any:
    """The test language for Qt's own words: ⟦Cancel⟧, so a test sees they went through
    a translation. (Qt is imported here, not above: choosing a language needs no Qt.)"""
    from PySide6.QtCore import QTranslator

    class PseudoTranslator(QTranslator):
        def translate(self, context, source_text, disambiguation=None, n=-1):
            if not source_text:
                return source_text
            text = i18n.lengthen(source_text) if long else source_text
            return f"{i18n.PSEUDO_OPEN}{text}{i18n.PSEUDO_CLOSE}"

        def isEmpty(self) -> bool:  # noqa: N802 - Qt override
            return False

    return PseudoTranslator()


def known(code: object) -> str | None:
    """`code` if it names a language a family can choose. The test language (pseudo, every
    text in ⟦ ⟧) is not one: tests switch to it in-process with `i18n.set_language`."""
    if isinstance(code, str) and code in i18n.LANGUAGES:
        return code
    return None


def choose(cli: str | None = None, setting: str = SYSTEM,
           environ: Mapping[str, str] | None = None) -> str:
    """The language to speak now, from the strongest source that names a known one."""
    env = os.environ if environ is None else environ
    for wanted in (cli, env.get(ENV), setting):
        found = known(wanted)
        if found:
            return found
    return i18n.system_language(dict(env))


def apply(code: str) -> str:
    """Speak `code` from now on (widgets built later use it); returns what is active."""
    if code == i18n.language():  # catalogues loaded already (main, before Qt): not twice
        _follow(code)
        return code
    return i18n.set_language(code)  # _follow (below) makes Qt follow


def _follow(code: str) -> None:
    global _qt_translator
    try:
        from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
    except ImportError:  # no Qt at all: main() says which package is missing, in words
        return

    QLocale.setDefault(qlocale(code))
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        QCoreApplication.removeTranslator(_qt_translator)
        _qt_translator = None
    translator = None
    if code in i18n.PSEUDO_LANGUAGES:
        translator = _pseudo_translator(long=code == i18n.PSEUDO_LONG)
    elif code != "en":
        translator = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if not translator.load(f"qtbase_{code}", folder):
            translator = None
    if translator is not None:
        QCoreApplication.installTranslator(translator)
        _qt_translator = translator


i18n.on_change(_follow)


def qlocale(code: str | None = None) -> QLocale:
    """The QLocale of `code` (default: the active language) for dates and numbers."""
    from PySide6.QtCore import QLocale

    code = code or i18n.language()
    return QLocale("en_US" if code == "en" or code in i18n.PSEUDO_LANGUAGES else code)


#: each language as the language spoken now calls it, for the System entry
NAMES_HERE = {"en": i18n.N_("English"), "de": i18n.N_("German"), "fr": i18n.N_("French")}


def choices() -> list[tuple[str, str]]:
    """(label, value) for the Settings choice: the System entry first, wholly in the
    language spoken now ("Système (anglais)", "System (Englisch)"), then each language in
    its own name (never translated: whoever is lost must find their own language)."""
    system = NAMES_HERE.get(i18n.system_language(), NAMES_HERE["en"])
    return [(i18n._("System ({language})").format(language=i18n._(system)), SYSTEM)] + [
        (name, code) for code, name in i18n.LANGUAGES.items()]
