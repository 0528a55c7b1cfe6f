"""Cuckoo Zoo in words, in the language active now: card names, calls, mistakes, verdicts.

Plain Python (no Qt), shared by the rules (event texts), the table and the hand-off curtain.
Every sentence is one whole message; names, numbers and whole translated noun phrases go
in through placeholders. German adjectives and French agreements change with the noun, so
each card has its own translated name (nominative, "green cat") and its own name with an
article (for "played a green cat": German accusative, French un/une), never "colour"
+ "animal" glued together.

Calls are kept in games and saves as the English words of `cards.CALLS` ("moo"); they are
put into the player's language only where shown (`call_word`), and the red rooster's
COCOTAKI! stays itself in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cocoa_games.core.i18n import N_, _, ngettext

from .cards import ANIMAL_OF, ANIMALS, BUTTERFLY, COCOTAKI, COLOUR_OF, COLOURS
from .observation import CardView, Ruling

#: the animals' names on their own (the "Play on" box, card ribbons), in ANIMALS order
ANIMAL_NAMES: tuple[str, ...] = (
    N_("Cow"), N_("Sheep"), N_("Dog"), N_("Cat"), N_("Bee"), N_("Donkey"), N_("Lion"),
    N_("Rooster"),
)
#: the animals as a word inside a sentence ("green or cow")
ANIMAL_WORDS: tuple[str, ...] = (
    N_("cow"), N_("sheep"), N_("dog"), N_("cat"), N_("bee"), N_("donkey"), N_("lion"),
    N_("rooster"),
)
#: the colours' names on their own (buttons, chips), in COLOURS order
COLOUR_NAMES: dict[str, str] = {
    "red": N_("Red"), "yellow": N_("Yellow"), "green": N_("Green"), "blue": N_("Blue"),
}
#: the colours as a word inside a sentence ("green or cow", "Ann chooses green")
COLOUR_WORDS: dict[str, str] = {
    "red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue"),
}
#: "a red card" — what the next card must be after a butterfly
COLOUR_CARDS: dict[str, str] = {
    "red": N_("a red card"), "yellow": N_("a yellow card"), "green": N_("a green card"),
    "blue": N_("a blue card"),
}
#: each card's name, by (colour, animal) index; butterflies below
CARD_NAMES: dict[tuple[int, int], str] = {
    (0, 0): N_("red cow"), (1, 0): N_("yellow cow"), (2, 0): N_("green cow"),
    (3, 0): N_("blue cow"),
    (0, 1): N_("red sheep"), (1, 1): N_("yellow sheep"), (2, 1): N_("green sheep"),
    (3, 1): N_("blue sheep"),
    (0, 2): N_("red dog"), (1, 2): N_("yellow dog"), (2, 2): N_("green dog"),
    (3, 2): N_("blue dog"),
    (0, 3): N_("red cat"), (1, 3): N_("yellow cat"), (2, 3): N_("green cat"),
    (3, 3): N_("blue cat"),
    (0, 4): N_("red bee"), (1, 4): N_("yellow bee"), (2, 4): N_("green bee"),
    (3, 4): N_("blue bee"),
    (0, 5): N_("red donkey"), (1, 5): N_("yellow donkey"), (2, 5): N_("green donkey"),
    (3, 5): N_("blue donkey"),
    (0, 6): N_("red lion"), (1, 6): N_("yellow lion"), (2, 6): N_("green lion"),
    (3, 6): N_("blue lion"),
    (0, 7): N_("red rooster"), (1, 7): N_("yellow rooster"), (2, 7): N_("green rooster"),
    (3, 7): N_("blue rooster"),
}
#: each card's name with an article, as the thing someone played ("Ann played a green cat")
CARD_NAMES_A: dict[tuple[int, int], str] = {
    (0, 0): N_("a red cow"), (1, 0): N_("a yellow cow"), (2, 0): N_("a green cow"),
    (3, 0): N_("a blue cow"),
    (0, 1): N_("a red sheep"), (1, 1): N_("a yellow sheep"), (2, 1): N_("a green sheep"),
    (3, 1): N_("a blue sheep"),
    (0, 2): N_("a red dog"), (1, 2): N_("a yellow dog"), (2, 2): N_("a green dog"),
    (3, 2): N_("a blue dog"),
    (0, 3): N_("a red cat"), (1, 3): N_("a yellow cat"), (2, 3): N_("a green cat"),
    (3, 3): N_("a blue cat"),
    (0, 4): N_("a red bee"), (1, 4): N_("a yellow bee"), (2, 4): N_("a green bee"),
    (3, 4): N_("a blue bee"),
    (0, 5): N_("a red donkey"), (1, 5): N_("a yellow donkey"), (2, 5): N_("a green donkey"),
    (3, 5): N_("a blue donkey"),
    (0, 6): N_("a red lion"), (1, 6): N_("a yellow lion"), (2, 6): N_("a green lion"),
    (3, 6): N_("a blue lion"),
    (0, 7): N_("a red rooster"), (1, 7): N_("a yellow rooster"), (2, 7): N_("a green rooster"),
    (3, 7): N_("a blue rooster"),
}
BUTTERFLY_NAME = N_("butterfly")
BUTTERFLY_NAME_A = N_("a butterfly")

#: the calls as families say them at home (English keys as kept in saves); COCOTAKI! and
#: silence are not words to translate
CALL_WORDS: dict[str, str] = {
    "moo": N_("moo"), "baa": N_("baa"), "woof": N_("woof"), "miaow": N_("miaow"),
    "buzz": N_("buzz"), "hee-haw": N_("hee-haw"), "roar": N_("roar"),
    "cock-a-doodle-doo": N_("cock-a-doodle-doo"),
}

#: one sentence per kind of mistake (`cards.MISTAKES`), about the offender
MISTAKE_SENTENCES: dict[str, str] = {
    "wrong_call": N_("{name} made the wrong animal call."),
    "missing_call": N_("{name} forgot the animal call."),
    "no_cocotaki": N_("{name} played the red rooster without shouting COCOTAKI!"),
    "call_on_red": N_("{name} made a sound on a red card."),
    "call_on_butterfly": N_("{name} made a sound on a butterfly."),
    "no_last_card": N_("{name} forgot to say “Last card!”."),
    "not_a_donkey": N_("{name} played something other than a donkey in the donkey round."),
}


# -- cards -------------------------------------------------------------------------------
def card_name(card: int) -> str:
    """'green cat', 'butterfly' (by card id)."""
    if ANIMAL_OF[card] == BUTTERFLY:
        return _(BUTTERFLY_NAME)
    return _(CARD_NAMES[COLOUR_OF[card], ANIMAL_OF[card]])


def _indices(card: CardView) -> tuple[int, int] | None:
    if card["animal"] == "butterfly":
        return None
    return COLOURS.index(card["colour"]), ANIMALS.index(card["animal"])


def card_words(card: CardView) -> str:
    """'green cat', 'butterfly' from an observation card dict."""
    key = _indices(card)
    return _(BUTTERFLY_NAME) if key is None else _(CARD_NAMES[key])


def card_words_a(card: CardView) -> str:
    """'a green cat', 'a butterfly' from an observation card dict."""
    key = _indices(card)
    return _(BUTTERFLY_NAME_A) if key is None else _(CARD_NAMES_A[key])


def animal_name(animal: str) -> str:
    """'Cow' (an ANIMALS key) in the active language."""
    return _(ANIMAL_NAMES[ANIMALS.index(animal)])


def animal_word(animal: str) -> str:
    """'cow' (an ANIMALS key), inside a sentence."""
    return _(ANIMAL_WORDS[ANIMALS.index(animal)])


def colour_name(colour: str) -> str:
    """'Green' (a COLOURS key), for buttons and chips."""
    return _(COLOUR_NAMES[colour])


def colour_word(colour: str) -> str:
    """'green' (a COLOURS key), inside a sentence."""
    return _(COLOUR_WORDS[colour])


def held(cards: Sequence[int]) -> str:
    """'yellow bee ×3, blue dog' — copies of one card counted, in the order given."""
    counts: dict[str, int] = {}
    for c in cards:
        name = card_name(c)
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else _("{card} ×{count}").format(card=name, count=n)
                     for name, n in counts.items())


# -- calls -------------------------------------------------------------------------------
def call_word(call: str) -> str:
    """A call as written on its button: 'moo' / 'muh' / 'meuh'; COCOTAKI! as itself."""
    if call == COCOTAKI:
        return COCOTAKI
    if not call:
        return _("stay silent")
    return _(CALL_WORDS[call])


def call_key(index: int) -> str:
    """The key of the index-th call button, as its hint shows it: 1-9, then 0 (the same in
    every language)."""
    return str((index + 1) % 10)


def tag_word(call: str) -> str:
    """A call on a picked card's narrow tag: its word without quotes, or (silent)."""
    return call_word(call) if call else call_text(call)


def call_text(call: str) -> str:
    """How a call is quoted on screen: “moo!”, „muh!“, « meuh ! », “COCOTAKI!”, (silent)."""
    if not call:
        return _("(silent)")
    if call == COCOTAKI:
        return _("“{call}”").format(call=COCOTAKI)
    return _("“{call}!”").format(call=call_word(call))


def played_cards(cards: Sequence[int], calls: Sequence[str]) -> str:
    """'green cat (“miaow!”), green dog (silent)' — each card with the call made for it
    (the silent call brings its own brackets: never '((silent))')."""
    return ", ".join(_("{card} ({call})").format(card=card_name(c), call=call_text(k)) if k
                     else _("{card} (silent)").format(card=card_name(c))
                     for c, k in zip(cards, calls, strict=True))


# -- mistakes and verdicts ----------------------------------------------------------------
def mistake_sentences(mistakes: Sequence[str], offender: str) -> str:
    """One sentence per mistake kind, about `offender`."""
    found = [_(MISTAKE_SENTENCES[m]).format(name=offender) for m in mistakes
             if m in MISTAKE_SENTENCES]
    return " ".join(found) or _("{name} made a mistake.").format(name=offender)


def verdict(result: Ruling, name: Callable[[int], str], penalty: bool = True) -> str:
    """Who complained and what came of it, e.g. 'Cat complained: right! Tim forgot the
    animal call. Tim draws 2 cards.' / 'Cat complained about Tim's play: no mistake there!'
    (`by` None = the referee)."""
    by = result["by"]
    offender = name(result["offender"])
    if not result["right"]:
        if by is None:
            return _("No mistake there!")
        return _("{by} complained about {offender}'s play: no mistake there!").format(
            by=name(by), offender=offender)
    parts = [verdict_opening(result, name), mistake_sentences(result["mistakes"], offender)]
    count = result["penalty"] if penalty else 0
    if count:
        parts.append(ngettext("{name} draws {n} card.", "{name} draws {n} cards.",
                              count).format(name=offender, n=count))
    return " ".join(parts)


def verdict_opening(result: Ruling, name: Callable[[int], str]) -> str:
    """A verdict's first words, all a small window's message says: 'Cat complained: right!'
    / 'No mistake there!'."""
    if not result["right"]:
        return _("No mistake there!")
    by = result["by"]
    return (_("The referee: right!") if by is None
            else _("{by} complained: right!").format(by=name(by)))


def skipped(names: Sequence[str]) -> str:
    """'Ben misses a turn.' / 'Ben and Cat miss a turn.'"""
    if len(names) == 1:
        return _("{name} misses a turn.").format(name=names[0])
    if len(names) == 2:
        return _("{first} and {second} miss a turn.").format(first=names[0], second=names[1])
    return _("{names} and {last} miss a turn.").format(names=", ".join(names[:-1]),
                                                       last=names[-1])
