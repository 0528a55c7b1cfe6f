"""What the Cocoons table writes, from an observation alone (no Qt): the panel's facts,
what lies under a cocoon, the banner's next step and the line behind a curtain."""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Action
from cocoa_games.core.i18n import N_, _, ngettext
from cocoa_games.core.lesson import LESSON_KEY

from . import levels as L
from .kinds import Phase, Result
from .observation import CocoonsObservation, PublicTable, SpaceView

# i18n: the compass letters printed on the box walls, north east south west, split by spaces
COMPASS = N_("N E S W")


def compass_letters() -> tuple[str, ...]:
    """North, east, south, west as this language abbreviates them (Ost, ouest ...)."""
    letters = tuple(_(COMPASS).split())
    return letters if len(letters) == 4 else tuple(COMPASS.split())


def corner_label(obs: PublicTable, viewer: int | None, name: str) -> str:
    """Written at the viewer's corner of the box (alone with two corners: the opposite
    one is theirs too); nothing on the public table."""
    if viewer is None:
        return ""
    return (_("{name} sits here and across") if len(obs["corners"][viewer]) > 1
            else _("{name} sits here")).format(name=name)


def trapdoor_short(trapdoor: str) -> str:
    """A trapdoor's face in a word or two, for drawing on it."""
    kind, _sep, arg = trapdoor.partition(":")
    if kind == "rune":
        return _(arg)
    if kind == "num":
        return arg
    if kind == "padlock":
        return _("lock {n}").format(n=arg)
    return {"spring": _("spring"), "spin": _("spin"), "action": _("action")}.get(kind, kind)


def level_line(obs: PublicTable) -> str:
    level = obs["level"]
    if not level:
        return _("Your own level")
    return _("Level {n}: {name}").format(n=level, name=_(L.LEVEL_NAMES[level - 1]))


def panel_lines(obs: CocoonsObservation, for_a_seat: bool) -> list[str]:
    """The side panel: only what this level uses (at 800×600 in German every line counts)."""
    lines = [level_line(obs)]
    if obs["hard_mode"]:
        lines.append(_("Hard mode"))
    lines += [ngettext("Supply: {n} action token", "Supply: {n} action tokens",
                       obs["supply"]).format(n=obs["supply"]),
              ngettext("Lid: {n} token", "Lid: {n} tokens", obs["lid"]).format(n=obs["lid"])]
    # level_kinds names only the kinds this level has
    if obs["level_kinds"].get(L.SPIN) or obs["rotation"]:
        lines.append(ngettext("Box turned: {n} quarter turn", "Box turned: {n} quarter turns",
                              obs["rotation"]).format(n=obs["rotation"]))
    if obs["level_kinds"].get("num"):
        lines.append(_("Next number: {n}").format(n=obs["next_number"]))
    for lock, runes in obs["padlock_runes"].items():
        lines.append(_("Padlock {n} opens with: {runes}").format(
            n=lock.split(":")[1], runes=", ".join(_(r) for r in runes)))
    gone = [t for t in obs["discarded"] if t.startswith("rune:")]
    if gone:
        lines.append(_("Runes gone: {runes}").format(
            runes=", ".join(_(t.split(":", 1)[1]) for t in gone)))
    if obs["result"] is not None:
        lines.append(obs["reason"])
    elif for_a_seat:  # what a seal looks like, for those new to the box
        lines.append(_("Animal in a ring on a side: that cocoon's seal"))
    return lines


def picture_whole(obs: PublicTable) -> bool:
    """The numbered level's reward: all eight numbers gone, shown at the end."""
    numbers = [t for t in obs["discarded"] if t.startswith("num:")]
    return obs["result"] is not None and len(numbers) == 8


def under(space: SpaceView) -> tuple[str, str]:
    """What everyone knows lies under a cocoon (a space that was free before): as a
    label, and as the bare word for a cocoon too small for the label."""
    trap, token = space["trapdoor"], space["token"]
    if trap:
        what = trapdoor_short(trap)
        return _("on: {what}").format(what=what), what
    if token in L.ANIMALS:
        return _("on: {animal}").format(animal=_(token)), _(token)
    return "", ""


def empty_cocoons(obs: PublicTable) -> int:
    return sum(1 for c in obs["cocoons"] if c["animal"] is None)


def open_anyway(obs: PublicTable) -> str:
    ask = _("Open anyway?")
    return f"{vote_stake(obs)} {ask}"


def vote_stake(obs: PublicTable) -> str:
    """What a "yes" to open the cocoons risks: the vote is the end of the game."""
    n = empty_cocoons(obs)
    if n:
        return ngettext("{n} cocoon is still empty: opening now loses the game.",
                        "{n} cocoons are still empty: opening now loses the game.",
                        n).format(n=n)
    return _("If any animal is in the wrong cocoon, opening loses the game.")


def next_step(obs: PublicTable, who: str, acts: Sequence[Action]) -> str:
    """The banner outside any mode: the result, or what the turn seat (`who`) does now with
    `acts` (its moves on offer). A lesson's table (the step's words stand in the hint line)
    names only the one move the lesson offers, never one it would refuse."""
    if obs["result"] == Result.WON:
        return _("Every animal is home — you won! Score: {n}").format(n=obs["supply"])
    if obs["result"] == Result.LOST:
        return _("The game is lost.")
    phase = obs["phase"]
    if phase == Phase.AGREE:
        ask = _("Open the cocoons? Everyone must agree.")
        return f"{ask} {vote_stake(obs)}"
    if not acts:
        return _("{name}'s turn.").format(name=who)
    kinds = {a.kind for a in acts}
    if LESSON_KEY in obs and phase in (Phase.AFTER, Phase.DONE) and len(kinds) == 1:
        return (_("{name}: end the turn.") if "end_turn" in kinds else
                _("{name}: put the animal into its cocoon.")).format(name=who)
    if phase == Phase.SPRING:
        return _("{name}: a spring! Slide a cocoon into the free space, for free."
                 ).format(name=who)
    if phase == Phase.ACTION:
        return _("{name}: put the action trapdoor into a cocoon.").format(name=who)
    if phase == Phase.AFTER:
        return _("{name}: put the animal into its cocoon, or end the turn.").format(name=who)
    if phase == Phase.DONE:
        return _("{name}: note what your corner shows, then end the turn.").format(name=who)
    return _("{name}: slide a cocoon next to the free space.").format(name=who)


def curtain_line(obs: PublicTable) -> str:
    supply = obs["supply"]
    return ngettext("Supply: {n} action token. {level}.", "Supply: {n} action tokens. {level}.",
                    supply).format(n=supply, level=level_line(obs))
