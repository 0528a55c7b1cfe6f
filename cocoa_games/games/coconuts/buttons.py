"""Coconuts' buttons in the side column, as plain specs (no Qt of its own: the scene lays
them out): "Ben: No magic" and "Ben: Magic card…" for each person who answers the Magic?
moment on this table, the viewer's own No magic in their look, the shooter's own look,
Shoot and, after a red cup, No thanks."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from cocoa_games.core.game import Action, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.button_row import ButtonSpec, seat_button

from .offers import Offers
from .rules import NoMagic, PassShot


def button_specs(now: Offers, name: Callable[[Seat], str],
                 legal: Mapping[Seat, Sequence[Action]], shooter: Seat | None,
                 shoot: Callable[[], None], look: Callable[[Seat], ButtonSpec]
                 ) -> list[ButtonSpec]:
    """The buttons for what `now` offers; `shooter`: who may aim and shoot on this table
    (None: nobody), `shoot` lets their aim go; `look(seat)`: the seat's "Magic card…"."""
    specs = []
    for seat in now.answers:
        specs += [seat_button(name(seat), _("No magic"), theme.CARAMEL, seat, NoMagic()),
                  look(seat)]
    if now.no_card:
        specs.append(ButtonSpec(_("No magic"), theme.CARAMEL, NoMagic(), _("Esc"), glow=True))
    specs += [look(now.own_look)] if now.own_look is not None else []
    if shooter is not None:
        specs.append(ButtonSpec(_("Shoot"), theme.CARAMEL, shoot, _("Enter"), glow=True))
        if PassShot() in legal.get(shooter, ()):
            specs.append(ButtonSpec(_("No thanks"), theme.CREAM, (shooter, PassShot())))
    return specs
