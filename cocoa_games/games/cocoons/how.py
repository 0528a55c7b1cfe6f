"""How to do what the Cocoons banner says (the line under the table, issue 25): the cocoon
or animal to click now, or the keys of the buttons on offer. The banner (captions.py,
modes.py) says what; this says how. Pure text, no Qt."""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.i18n import _
from cocoa_games.ui.how import click_a_button, how_line

from .kinds import Phase
from .observation import CocoonsObservation


def how_text(obs: CocoonsObservation, in_mode: bool, glowing: bool, picking: bool,
             keys: Sequence[str]) -> str:
    """`in_mode`: a step of several clicks is on (a note, a correction); `glowing`: cocoons
    may be clicked; `picking`: the animals of a note are offered; `keys`: those of the
    buttons on offer."""
    if obs["result"] is not None:
        return ""
    if picking:
        return how_line(_("Click the animal to write"))
    if not glowing:
        return click_a_button(keys)
    if in_mode or obs["phase"] not in (Phase.TURN, Phase.SPRING):  # (the banner: what for)
        return how_line(_("Click a glowing cocoon"))
    return how_line(_("Click a glowing cocoon to slide it"))
