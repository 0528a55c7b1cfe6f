"""Which letter presses which button, in the player's language (no Qt).

A button shows the key that presses it, and that key comes from the button's own words as
the player reads them: G for "Gelb", J for "Jaune". `key_letters` gives each button of a
table a letter: the first letter of its words when it is free, else the first letter of
another of its words, else another letter of them; never a letter the window keeps for
itself (`WINDOW_LETTERS`, read by the menus too), never two buttons alike. It depends on
the words alone, in their order (the first button has the first claim on its letter), so
the same words always get the same letters: a game asks once for every button it may show,
and a button keeps its letter all game long.

Digits, the arrows, Enter, Space and Esc are not letters and stay as they are."""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

Name = TypeVar("Name", bound=Hashable)

#: View ▸ Mute sounds: the one command of the menus on a plain letter (app/main_window.py)
MUTE_KEY = "M"
#: the plain letters the window's menus bind: no table button may show one of them
WINDOW_LETTERS: frozenset[str] = frozenset({MUTE_KEY})

_ALPHABET = string.ascii_uppercase


def _plain(char: str) -> str:
    """The key a character is typed with, A–Z ("Ü" → "U", "É" → "E"); "" for none."""
    base = unicodedata.normalize("NFKD", char)[:1].upper()
    return base if base in _ALPHABET else ""


def _initial(word: str) -> str:
    return next((k for k in map(_plain, word) if k), "")


def candidates(label: str) -> list[str]:
    """The letters a button may take, best first: its first letter; then the first letters
    of the words after a colon ("Use a talisman: hop" — what comes before may be shared
    with a neighbour), of its other words; then its other letters; each once."""
    head, _colon, tail = label.rpartition(":")
    words, tail_words = label.split(), (tail.split() if head else [])
    ordered = [*words[:1], *tail_words, *words]
    letters = [*map(_initial, ordered), *(_plain(c) for w in (*tail_words, *words) for c in w)]
    return list(dict.fromkeys(c for c in letters if c))


def key_letters(labels: Mapping[Name, str],
                reserved: Iterable[str] = WINDOW_LETTERS) -> dict[Name, str]:
    """Each button's letter (by its name in `labels`, {name: its words now}). The first
    letters go first, in order, to every button whose first letter no one before has; the
    others then take their next free letter; a button with none left takes the first free
    one of the alphabet ("" once all 26 are gone)."""
    taken = {r.upper() for r in reserved}
    options = {name: candidates(words) for name, words in labels.items()}
    out: dict[Name, str] = {}
    for name, letters in options.items():
        if letters and letters[0] not in taken:
            out[name] = letters[0]
            taken.add(letters[0])
    for name, letters in options.items():
        if name in out:
            continue
        letter = next((c for c in (*letters, *_ALPHABET) if c not in taken), "")
        out[name] = letter
        taken.add(letter)
    return {name: out[name] for name in labels}

