"""Which sound file each call plays: the active language's recording, else the English one.

Files: resources/sounds/call_<stem>.wav (English, the fallback) and
resources/sounds/<language>/call_<stem>.wav (see resources/sounds/make_cuckoo_sounds.sh).
COCOTAKI! is the same shout in every language, so it has only the English file.
"""

from __future__ import annotations

from functools import cache

from cocoa_games.core import i18n
from cocoa_games.resources import resource_path

#: the sound file stem of each call ("" = stay silent has none)
CALL_SOUND: dict[str, str] = {
    "moo": "call_moo", "baa": "call_baa", "woof": "call_woof", "miaow": "call_miaow",
    "buzz": "call_buzz", "hee-haw": "call_heehaw", "roar": "call_roar",
    "cock-a-doodle-doo": "call_cockadoodledoo", "COCOTAKI!": "call_cocotaki",
}


def call_sound(call: str, language: str | None = None) -> str | None:
    """The sound name (for `Sound.play`) of `call` in `language` (default: the active one);
    None for silence."""
    stem = CALL_SOUND.get(call)
    if stem is None:
        return None
    return _localised(stem, language or i18n.language())


@cache
def _localised(stem: str, language: str) -> str:
    if language != "en" and resource_path("sounds", language, f"{stem}.wav").is_file():
        return f"{language}/{stem}"
    return stem
