"""The letters of Cuckoo Zoo's buttons, from their words in the player's language (no Qt):
R, Y, G, B in English, R, G, U, B in German (Gelb takes G, Grün the next letter free),
R, J, V, B in French. The calls keep 1-9 and 0, Play! keeps Enter, in every language.

One table for every button the game may show, so a button keeps its letter all game and
no two buttons that may show together share one (core/key_letters.py)."""

from __future__ import annotations

import functools

from cocoa_games.core import i18n
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.key_letters import key_letters

from .cards import COLOURS
from .words import COLOUR_NAMES

#: the buttons with a letter, by name (controls.BUTTONS; "pass" is the draw button with an
#: empty pile), their words as the buttons show them, the first claim first
BUTTON_WORDS: dict[str, str] = {
    **{colour: COLOUR_NAMES[colour] for colour in COLOURS},
    "last": N_("Last card!"), "draw": N_("Draw a card"), "pass": N_("Pass"),
    "complain": N_("Complain!"), "confirm": N_("No complaint"),
}


def button_keys() -> dict[str, str]:
    """Each lettered button's key in the active language, by name."""
    return dict(_keys(i18n.language()))


@functools.lru_cache(maxsize=4)
def _keys(language: str) -> tuple[tuple[str, str], ...]:
    del language  # (the cache's key: the words below are read in it)
    return tuple(key_letters({name: _(words) for name, words in BUTTON_WORDS.items()}).items())


def key(name: str) -> str:
    """One button's key ("draw", "yellow")."""
    return button_keys()[name]


def colour_keys() -> dict[str, str]:
    """The butterfly's colour keys, by colour (COLOURS order)."""
    keys = button_keys()
    return {colour: keys[colour] for colour in COLOURS}

