"""Animals, trapdoors and the levels that use them; the guard for home-made levels.

A trapdoor is a short string: "rune:<name>", "spring", "spin", "action", "padlock:<1|2>"
or "num:<1..8>". A level is the list of trapdoors laid on the eight animals (fewer than
eight leaves some animals without a trapdoor).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cocoa_games.core.i18n import N_, _

ANIMALS = (N_("fish"), N_("iguana"), N_("owl"), N_("fox"), N_("turtle"), N_("snail"),
           N_("frog"), N_("bat"))
START = "start"
RUNES = (N_("sun"), N_("moon"), N_("star"), N_("wave"), N_("leaf"), N_("flame"), N_("eye"),
         N_("spiral"))
#: the three runes printed on padlock 1 and padlock 2
PADLOCK_RUNES: tuple[tuple[str, str, str], ...] = (("sun", "moon", "star"),
                                                    ("wave", "leaf", "flame"))
SPRING, SPIN, ACTION = "spring", "spin", "action"
#: how many of each the box holds
STOCK = {"rune": 1, SPRING: 4, SPIN: 2, ACTION: 1, "padlock": 1, "num": 1}
MAX_TRAPDOORS = 8
SUPPLY = 25
CORRECTION_COST = 3
LEVEL_NAMES = (N_("Simple lids"), N_("Sliding boxes"), N_("Magical locks"),
               N_("Spinning box"), N_("Pieces of the puzzle"))


def rune(name: str) -> str:
    return f"rune:{name}"


def kind_of(trapdoor: str) -> str:
    return trapdoor.split(":", 1)[0]


def number_of(trapdoor: str) -> int:
    return int(trapdoor.split(":", 1)[1])


def padlock_runes(trapdoor: str) -> tuple[str, str, str]:
    """The three runes that open this padlock."""
    return PADLOCK_RUNES[number_of(trapdoor) - 1]


def level_trapdoors(level: int, pick: Sequence[str] = ()) -> list[str]:
    """The trapdoors of a built-in level. Level 4 takes five runes at random: `pick` is
    that choice (the state's RNG makes it), otherwise the first five."""
    if level == 1:
        return [rune(r) for r in RUNES]
    if level == 2:
        return [rune(r) for r in RUNES[:4]] + [SPRING] * 4
    if level == 3:
        return ["padlock:1", "padlock:2"] + [rune(r) for lock in PADLOCK_RUNES for r in lock]
    if level == 4:
        runes = list(pick) if pick else list(RUNES[:5])
        return [rune(r) for r in runes] + [SPIN, SPIN, ACTION]
    if level == 5:
        return [f"num:{n}" for n in range(1, 9)]
    raise ValueError(_("There is no level {level}.").format(level=level))


def parse_custom(spec: str) -> list[str]:
    """Read a home-made level written as trapdoor names separated by commas, e.g.
    "spring, spring, rune:sun". Raises ValueError with a sentence for players."""
    out: list[str] = []
    for raw in spec.split(","):
        word = raw.strip().lower()
        if not word:
            continue
        kind, _sep, arg = word.partition(":")
        if kind == "rune" and arg in RUNES:
            out.append(word)
        elif kind in (SPRING, SPIN, ACTION) and not arg:
            out.append(kind)
        elif kind == "padlock" and arg in ("1", "2"):
            out.append(word)
        elif kind == "num" and arg.isdigit() and 1 <= int(arg) <= 8:
            out.append(f"num:{int(arg)}")
        else:
            raise ValueError(_("\"{word}\" is not a trapdoor of this box.").format(word=raw.strip()))
    problem = custom_problem(out)
    if problem:
        raise ValueError(problem)
    return out


def custom_problem(trapdoors: Sequence[str]) -> str | None:
    """Why these trapdoors cannot make a level (a sentence), or None if they can."""
    if not trapdoors:
        return _("Choose at least one trapdoor.")
    if len(trapdoors) > MAX_TRAPDOORS:
        return _("Only eight trapdoors fit: one on each animal.")
    counts = Counter(trapdoors)
    for trapdoor, n in counts.items():
        kind = kind_of(trapdoor)
        if n > STOCK[kind]:
            if kind == SPRING:
                return _("The box has only four spring trapdoors.")
            if kind == SPIN:
                return _("The box has only two spinning trapdoors.")
            return _("The box has only one of each rune, padlock, numbered and action trapdoor.")
    numbers = sorted(number_of(t) for t in trapdoors if kind_of(t) == "num")
    if numbers and numbers != list(range(1, len(numbers) + 1)):
        return _("Numbered trapdoors must be taken in order, starting with number 1.")
    for trapdoor in trapdoors:
        if kind_of(trapdoor) == "padlock":
            missing = [r for r in padlock_runes(trapdoor) if rune(r) not in counts]
            if missing:
                return _("A padlock can only be opened if its three runes are in the level "
                         "too (missing: {runes}).").format(runes=", ".join(_(r) for r in missing))
    return None
