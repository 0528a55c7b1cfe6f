"""Kokonana's named values, shared by the rules, the bot, the hints and the scene: the
phases of a turn, the kinds of event, the options, and how many talismans there are.

Enums of str: an observation or a save holds the plain word ("hop"), so files and JSON read
exactly as before, and a comparison with a misspelt word fails loudly in mypy instead of
silently never matching.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from cocoa_games.core.i18n import N_
from cocoa_games.core.options import option

TALISMANS = 13


@dataclass(frozen=True)
class KokonanaOptions:
    easier_game: bool = option(
        False, N_("Easier game"),
        N_("No walls in the temple, and talismans are only for extra hops (no peeking)."),
    )


class Phase(StrEnum):
    """What the turn seat does next."""

    HOP = "hop"  # hop along the river (or skip it)
    FLIP = "flip"  # turn over a tile (twice)
    REWARD = "reward"  # a match: a free hop or a talisman
    KOKONANA = "kokonana"  # no match: say "Kokonana!" to turn the pair back
    KEY = "key"  # on the sandbank: take a key
    TEMPLE = "temple"  # on the temple bank: peek at a temple tile
    PEEK = "peek"  # a private look at a temple tile, until "Hide"
    OVER = "over"  # someone opened the temple


class EventKind(StrEnum):
    """What happened (rules.py's docstring lists each one's data)."""

    TURN = "turn"
    NO_HOP = "no_hop"
    SKIP_HOP = "skip_hop"
    HOP = "hop"
    FLIP = "flip"
    MATCH = "match"
    NO_MATCH = "no_match"
    TURN_BACK = "turn_back"
    NO_REWARD = "no_reward"
    NO_FLIP = "no_flip"
    TALISMAN_GAIN = "talisman_gain"
    TALISMAN_SPEND = "talisman_spend"
    TAKE_KEY = "take_key"
    PEEK = "peek"
    HIDE = "hide"
    WIN = "win"


# where play continues after taking a key or hiding a peek
RESUME_HOP, RESUME_FLIP, RESUME_TEMPLE, RESUME_END = "hop", "flip", "temple", "end"
RESUME_REWARD, RESUME_KOKONANA = "reward", "kokonana"
RESUMES = (RESUME_HOP, RESUME_FLIP, RESUME_TEMPLE, RESUME_END, RESUME_REWARD, RESUME_KOKONANA,
           None)
