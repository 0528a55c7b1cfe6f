"""A step of several clicks ("Use a talisman: hop", then the stone): while a `Mode` is on,
the table offers only the actions of its kinds, shows a Back button (Esc) beside the game's
own, and leaves the mode by itself when none of those actions is on offer any more or one
of them is chosen. `TableScene.enter_mode` / `leave_mode` switch it; a game asks
`table.active_mode` instead of keeping a string of its own.

A game whose mode carries more (the cocoon a correction starts from, an aim) subclasses
`Mode` with those fields; modes compare by value, so "the same mode again" is no change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cocoa_games.core.game import Action


@dataclass(frozen=True)
class Mode:
    #: what the mode is called where a game words its hint ("talisman_hop")
    name: str
    #: the kinds of action it offers; an empty tuple: a mode the game ends itself
    offers: tuple[type[Action], ...] = ()
    #: kinds still on offer beside the mode's own (a shout anyone may make, "Hide")
    keeps: tuple[type[Action], ...] = ()
    #: what Esc does in this mode; None: leave it (the Back button does the same)
    escape: Callable[[], None] | None = None
    #: False: no Back button (the game shows its own way out)
    back: bool = True

    def takes(self, action: Action) -> bool:
        """Whether choosing `action` finishes what the mode began."""
        return isinstance(action, self.offers)
