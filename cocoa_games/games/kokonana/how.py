"""How to do what Kokonana's banner says (the line under the table, issue 25): the gesture
for what glows now, or the keys of the buttons on offer, in the player's language. The
banner (hints.py) says what; this says how. Pure text, no Qt."""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui.how import click_a_button, how_line

from .kinds import Phase
from .observation import KokonanaObservation


def how_text(obs: KokonanaObservation, seat: Seat | None, mode: str | None, glowing: bool,
             keys: Sequence[str]) -> str:
    """`seat`: whose actions are on offer (None: watching: nothing to do); `mode` a talisman
    choice in progress; `glowing`: something on the board may be clicked; `keys`: those of
    the buttons on offer."""
    if obs["winner"] is not None or obs["turn"] is None or seat is None:
        return ""
    if not glowing:
        return click_a_button(keys)
    if mode is not None:
        return how_line(_("Click a glowing place to hop") if mode == "talisman_hop"
                        else _("Click a temple tile to peek"))
    return how_line({Phase.HOP: _("Click a glowing stone to hop"),
                     Phase.FLIP: _("Click a tile in the river to turn it"),
                     Phase.REWARD: _("Click a glowing stone: a free hop"),
                     Phase.KEY: _("Click a key to take it"),
                     Phase.TEMPLE: _("Click a temple tile to peek")}.get(
                         Phase(obs["phase"]), _("Click what glows")))
