"""How to do what the Coconuts banner says (the line under the table, issue 25): drag the
launcher or aim it by keys, the card, cup or wind to click, or the keys of the buttons on
offer. The banner (words.py) says what; this says how. Pure text, no Qt."""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui.how import click_a_button, how_line

from .cards import AIMED_SHOT, CALL_THE_WIND
from .observation import Observation
from .offers import Offers


def aiming() -> str:
    """The shooter's how: the drag, or the arrows and Enter (ui/pull_control.py)."""
    return _("Drag back, let go — or arrows to aim, Enter to shoot.")


def how_text(obs: Observation, now: Offers, viewer: Seat | None, mode: str, may_shoot: bool,
             keys: Sequence[str]) -> str:
    """`now`: what the table offers `viewer`; `mode`: the card waiting for its cup or its
    wind; `may_shoot`: the viewer's table aims now; `keys`: those of the buttons on offer."""
    if obs["winner"] is not None or obs["turn"] is None:
        return ""
    if mode == AIMED_SHOT:
        return how_line(_("Click the cup to hit"))
    if mode == CALL_THE_WIND:
        return how_line(_("Click a wind arrow"))
    if now.cards and (now.no_card or obs["chooser"] == viewer):
        return how_line(_("Click a card in your hand"))
    if may_shoot:
        return aiming()
    return click_a_button(keys)
