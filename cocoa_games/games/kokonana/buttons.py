"""Kokonana's big buttons: what the acting seat may do now, each with its words, colour,
picture and key, and the talisman modes the two "Use a talisman" buttons start. No Qt of
its own: the scene lays the buttons out."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cocoa_games.core.i18n import N_, _
from cocoa_games.core.key_letters import key_letters
from cocoa_games.ui.button_row import ButtonSpec
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.targets import Target

from . import actions as A
from . import art
from . import places as P
from .kinds import Phase
from .observation import KokonanaObservation
from .words import KEY_BUTTON, colour_text

if TYPE_CHECKING:
    from .scene import KokonanaScene

#: a shout, "Hide" and taking a talisman (T) stay on offer while a talisman is being spent
_KEEPS = (A.Acknowledge, A.Hide, A.TakeTalisman)
TALISMAN_HOP = Mode("talisman_hop", (A.SpendTalismanHop,), keeps=_KEEPS)
TALISMAN_PEEK = Mode("talisman_peek", (A.SpendTalismanPeek,), keeps=_KEEPS)
HOP_WORDS, PEEK_WORDS = N_("Use a talisman: hop"), N_("Use a talisman: peek")
#: every lettered button, the first claim first: each key from its words as shown
KEYED_WORDS = {"kokonana": N_("Kokonana!"), "hide": N_("Hide"), "take": N_("Take a talisman"),
               "stay": N_("Stay here"), "end": N_("End my turn"), "hop": HOP_WORDS,
               "peek": PEEK_WORDS}


def button_keys() -> dict[str, str]:
    """Each button's key in the active language, by name (K for Kokonana!, ...)."""
    return key_letters({name: _(words) for name, words in KEYED_WORDS.items()})


def _button(text: str, colour: str, target: Target, key_hint: str = "", icon: str = "",
            big: bool = False) -> ButtonSpec:
    """A button, with Kokonana's icons (see `art.button_icon`)."""
    painter, width = art.button_icon(icon)
    return ButtonSpec(text, colour, target, key_hint, painter, icon, width, big)


def buttons_wanted(table: KokonanaScene, obs: KokonanaObservation) -> list[ButtonSpec]:
    """The big buttons for what the acting seat may do now, each with its key; in a tall
    row each picture over its words (five keys, or three talisman buttons, side by side
    leave the words no room beside a picture that tall)."""
    wanted = _wanted(table, obs)
    if P.pictures_above(table.button_row_height()):
        return [replace(b, icon_above=True) if b.icon_w and not b.key_hint else b
                for b in wanted]
    return wanted


def _wanted(table: KokonanaScene, obs: KokonanaObservation) -> list[ButtonSpec]:
    single, keys = table.single, button_keys()
    out: list[ButtonSpec] = []
    if (ack := single(A.Acknowledge)) is not None:
        out.append(_button(_("Kokonana!"), "#ff7043", ack, keys["kokonana"], big=True))
    if (hide := single(A.Hide)) is not None:
        out.append(_button(_("Hide"), "#90a4ae", hide, keys["hide"], "eye"))
    if table.active_mode is not None:
        return out + table.back_button()
    # the keys on the sandbank are small: offer them as big buttons too, colour named
    for colour, take in table.choices(A.TakeKey, "colour").items():
        out.append(_button(colour_text(KEY_BUTTON, colour), "#fff3d6", take,
                           icon=f"key:{colour}"))
    if (skip := single(A.SkipHop)) is not None:
        stay = obs["phase"] == Phase.HOP
        out.append(_button(_("Stay here") if stay else _("End my turn"), "#aed581", skip,
                           keys["stay" if stay else "end"]))
    # taking one and spending one mean the opposite: each its own colour, picture, key
    if (talisman := single(A.TakeTalisman)) is not None:
        out.append(_button(_("Take a talisman"), "#c5e1a5", talisman, keys["take"],
                           "talisman:take"))
    if single(A.SpendTalismanHop) is not None:
        out.append(_button(_(HOP_WORDS), "#90caf9", lambda: table.enter_mode(TALISMAN_HOP),
                           keys["hop"], "talisman:hop"))
    if single(A.SpendTalismanPeek) is not None:
        out.append(_button(_(PEEK_WORDS), "#ffe082",
                           lambda: table.enter_mode(TALISMAN_PEEK), keys["peek"], "eye"))
    return out
