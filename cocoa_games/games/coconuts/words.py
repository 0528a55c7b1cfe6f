"""What the Coconuts table says, Qt-free: a player's numbers in the side column, and the
banner's words for each moment."""

from __future__ import annotations

from collections.abc import Callable

from cocoa_games.core.i18n import _, ngettext

from .cards import AIMED_SHOT, CALL_THE_WIND, GUESS_WHO
from .observation import Observation

#: a seat's name as the table shows it
Name = Callable[[int], str]


def panel_numbers(obs: Observation, seat: int) -> tuple[int, int, int, int]:
    """A player's numbers on their panel: coconuts to shoot, cards, cups won, coconuts in
    them."""
    return (obs["supply"][seat], obs["hand_counts"][seat],
            sum(1 for c in obs["boards"][seat] if c >= 0), obs["scores"][seat])


def panel_line(coconuts: int, cards: int, cups: int, score: int) -> str:
    """A player's numbers. Coconuts still to shoot and coconuts won (in the cups on the
    board) both matter: the end counts the second, so the two are never just "coconuts"."""
    return _("{left} · {cards} · {cups}, {inside}").format(
        left=ngettext("{n} to shoot", "{n} to shoot", coconuts).format(n=coconuts),
        cards=ngettext("{n} card", "{n} cards", cards).format(n=cards),
        cups=ngettext("{n} cup", "{n} cups", cups).format(n=cups),
        inside=ngettext("{n} inside", "{n} inside", score).format(n=score))


def banner_text(obs: Observation, viewer: int | None, mode: str, may_shoot: bool,
                name: Name) -> str:
    """The banner's words for this moment as `viewer` sees it; `mode`: the card waiting for
    its cup (AIMED_SHOT) or its wind (CALL_THE_WIND), else ""; `may_shoot`: the viewer aims
    now."""
    turn, chooser, winner = obs["turn"], obs["chooser"], obs["winner"]
    if winner is not None:  # (the game is over)
        return _("{name} wins!").format(name=name(winner))
    if turn is None:
        return ""
    if chooser is not None:  # Phase.CHOOSE
        if chooser == viewer:
            if mode == AIMED_SHOT:
                return _("Click the cup {name} must hit.").format(name=name(turn))
            if mode == CALL_THE_WIND:
                return _("Pick the wind for {name}'s shot.").format(name=name(turn))
            return _("Magic! Pick a card to play on {name}.").format(name=name(turn))
        return _("{name} is choosing a magic card…").format(name=name(chooser))
    effects = obs["moment"]["effects"]
    if may_shoot:
        if GUESS_WHO in effects:
            return _("Guess Who? Eyes closed: shoot without seeing the table!")
        if AIMED_SHOT in effects:
            return _("Aimed Shot: only the marked cup counts. Drag back to shoot.")
        return _("{name}: drag back from your launcher to shoot.").format(name=name(turn))
    return about_to_shoot(obs, name) if len(obs["to_move"]) > 1 else _(
        "{name} is shooting.").format(name=name(turn))


def about_to_shoot(obs: Observation, name: Name) -> str:
    """The curtain's line from the public view: who shoots next, and whether others may
    call Magic! first."""
    turn = obs["turn"]
    if turn is None:
        return ""
    if len(obs["to_move"]) > 1:
        return _("{name} is about to shoot. Magic?").format(name=name(turn))
    return _("{name} is about to shoot.").format(name=name(turn))


def shooting(seat: int, name: Name) -> str:
    """The banner while a coconut flies."""
    return _("{name} shoots!").format(name=name(seat))


def who_is_next(kind: str, seat: int, name: Name) -> str:
    """The table's last words on a shot played out: who shoots now (`kind` is the event,
    "turn" or "again")."""
    if kind == "again":
        return _("{name} shoots again!").format(name=name(seat))
    return _("Next: {name}").format(name=name(seat))


def gauge_reading(pull: float) -> str:
    """The power gauge's reading: how far the launcher is pulled, of a full pull."""
    return _("{percent}%").format(percent=round(pull * 100))


def pull_first() -> str:
    """Shoot (or Enter) before any pull: how to pull, and nothing is shot."""
    return _("Pull first: drag back from your launcher, or press Up or hold Space.")
