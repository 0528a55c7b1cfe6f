"""A translation says its text once (issue #25.6): a merge had left the Coconuts "Magic?"
help three times over in German and French, so the new-game dialog showed it thrice."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[2] / "cocoa_games" / "locale"
CATALOGUES = sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))


def said_twice(text: str) -> bool:
    """`text` is one sentence or more, repeated two or more times end to end."""
    return any(len(text) % k == 0 and text == text[: len(text) // k] * k
               for k in range(2, 5)) and len(text) > 12


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parts[-3]}/{p.name}")
def test_no_translation_repeats_itself(path):
    with path.open("rb") as handle:
        catalogue = read_po(handle)
    repeated = []
    for message in catalogue:
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        repeated += [str(message.id)[:60] for text in texts if text and said_twice(text)]
    assert repeated == []


def test_the_check_finds_a_tripled_sentence():
    assert said_twice("Before each shot. " * 3)
    assert not said_twice("Before each shot, everyone else plays.")
    assert not said_twice("no no")  # a short word said twice may be meant
