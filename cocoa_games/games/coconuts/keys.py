"""The letters of Coconuts' buttons, from their words in the player's language (no Qt):
"Magic card…" takes C in English (M is the window's Mute), Z in German, C in French;
"Watch again" W, N, R. Shoot keeps Enter, No magic Esc, in every language
(core/key_letters.py)."""

from __future__ import annotations

from cocoa_games.core.i18n import N_, _
from cocoa_games.core.key_letters import key_letters

#: every lettered button, the first claim first
KEYED_WORDS = {"magic": N_("Magic card…"), "again": N_("Watch again")}


def button_keys() -> dict[str, str]:
    """Each lettered button's key in the active language, by name."""
    return key_letters({name: _(words) for name, words in KEYED_WORDS.items()})


def button_key(name: str) -> str:
    """One button's key: "magic" (a look at one's Magic cards) or "again"."""
    return button_keys()[name]
