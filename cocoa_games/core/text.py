"""Text that came from outside (files, the command line, a dialog) made safe to keep.

A JSON file may hold a lone surrogate (`"Ann\\ud800"`): legal JSON and a legal Python str,
but no UTF-8 writer can encode it, so every later write of that name would raise. Readers
replace such characters with U+FFFD (`scrub`): the name stays, one letter shows as �, and
what is written next can be read again. Places where a person types a name refuse it
instead (`name_problem`), with a sentence. No Qt here.
"""

from __future__ import annotations

import re
from typing import Any

from .i18n import _

#: the longest player name a save, the settings and the statistics keep (the new-game
#: dialog allows fewer: what it lets through, every reader accepts)
MAX_NAME_CHARS = 100
REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
#: only an escape can put a surrogate into text decoded from UTF-8
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89abcdefABCDEF]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def scrub(text: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD (encodable as UTF-8)."""
    return _SURROGATE.sub(REPLACEMENT, text) if _SURROGATE.search(text) else text


def may_hold_surrogates(json_text: str) -> bool:
    """False when JSON text cannot decode to a string holding a surrogate (a quick scan)."""
    return _ESCAPED_SURROGATE.search(json_text) is not None


def scrub_json(value: Any) -> Any:
    """A parsed JSON value with every string (keys too) scrubbed."""
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, list):
        return [scrub_json(v) for v in value]
    if isinstance(value, dict):
        return {scrub(k): scrub_json(v) for k, v in value.items()}
    return value


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name (a sentence), or None when it can."""
    if not name.strip():
        return _("A player needs a name.")
    if len(name) > MAX_NAME_CHARS:
        return _("A player name may have at most {n} letters.").format(n=MAX_NAME_CHARS)
    if _SURROGATE.search(name) or _CONTROL.search(name):
        return _("A player name cannot hold invisible control characters.")
    return None
