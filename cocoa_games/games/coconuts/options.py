"""How a Coconuts game is set up: its variants and each player's coconuts. Pure Python."""

from __future__ import annotations

from dataclasses import dataclass

from cocoa_games.core.i18n import N_
from cocoa_games.core.options import option

COCONUTS_EACH = 8


@dataclass(frozen=True)
class CoconutsOptions:
    stealing: bool = option(
        True, N_("Take cups from other boards"),
        N_("A coconut that lands in a cup on another player's board takes that cup."))
    magic_cards: bool = option(
        True, N_("Magic cards"), N_("Every player starts with two secret magic cards."))
    magic_seconds: int = option(
        5, N_("Seconds to answer Magic?"),
        N_("Before each shot, everyone else with cards has this long to play one; then it "
           "counts as no magic."), minimum=2, maximum=30)
