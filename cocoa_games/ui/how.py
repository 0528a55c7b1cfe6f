"""The hint line's "how" (issue 25): the banner on the table says what to do; the line
under the table says how — the gesture for what glows now, or the keys of the buttons on
offer — so a family never reads the same sentence twice. The line has two short lines
beside the table's buttons (at 800×600 about 75 letters), so it names the gesture and the
keys, never the buttons' words again (each button shows its own key). Qt-free: each game's
`how` module picks the gesture; the scene sends the line with `TableScene.set_how`."""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.i18n import _


def how_line(gesture: str) -> str:
    """What glows is clicked (`gesture`: "Click a glowing stone to hop"), or reached with
    the arrows and taken with Enter."""
    return _("{gesture} — or arrows and Enter.").format(gesture=gesture) if gesture else ""


def click_a_button(keys: Sequence[str]) -> str:
    """Only buttons on offer: click one, or press its key (`keys` as the buttons show
    them); "" when no button shows a key."""
    if not keys:
        return ""
    return _("Click a button — or press {keys}.").format(keys=", ".join(keys))
