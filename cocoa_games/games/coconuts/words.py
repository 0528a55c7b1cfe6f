"""What the Coconuts table says, Qt-free: a player's numbers in the side column, and the
banner's words for each moment."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import cast

from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.lesson import LESSON_KEY

from .cards import AIMED_SHOT, CALL_THE_WIND, GUESS_WHO
from .observation import Observation

#: a seat's name as the table shows it
Name = Callable[[int], str]


def panel_numbers(obs: Observation, seat: int) -> tuple[int, int, int, int]:
    """A player's numbers on their panel: coconuts to shoot, cards, cups won, coconuts in
    them."""
    return (obs["supply"][seat], obs["hand_counts"][seat],
            sum(1 for c in obs["boards"][seat] if c >= 0), obs["scores"][seat])


def panel_lines(obs: Observation) -> list[str]:
    """Each player's panel numbers, as `panel_line` words them."""
    return [panel_line(*panel_numbers(obs, seat)) for seat in range(len(obs["players"]))]


def panel_line(coconuts: int, cards: int, cups: int, score: int) -> str:
    """A player's numbers. Coconuts still to shoot and coconuts won (in the cups on the
    board) both matter: the end counts the second, so the two are never just "coconuts"."""
    return _("{left} · {cards} · {cups}, {inside}").format(
        left=ngettext("{n} to shoot", "{n} to shoot", coconuts).format(n=coconuts),
        cards=ngettext("{n} card", "{n} cards", cards).format(n=cards),
        cups=ngettext("{n} cup", "{n} cups", cups).format(n=cups),
        inside=ngettext("{n} inside", "{n} inside", score).format(n=score))


def banner_text(obs: Observation, viewer: int | None, mode: str, may_shoot: bool,
                name: Name, seconds: int = 0) -> str:
    """The banner's words for this moment as `viewer` sees it; `mode`: the card waiting for
    its cup (AIMED_SHOT) or its wind (CALL_THE_WIND), else ""; `may_shoot`: the viewer aims
    now; `seconds`: what is left of the Magic? countdown."""
    turn, chooser, winner = obs["turn"], obs["chooser"], obs["winner"]
    if winner is not None:  # (the game is over)
        return _("{name} wins!").format(name=name(winner))
    if turn is None:
        return ""
    # a "Learn to play" table: the step's words stand in the hint line under the table;
    # the banner keeps the game's own prompt, for the one move the lesson offers
    lesson = LESSON_KEY in cast(Mapping, obs)
    if mode == AIMED_SHOT:  # (the viewer picked a card that needs one more choice)
        return _("Click the cup {name} must hit.").format(name=name(turn))
    if mode == CALL_THE_WIND:
        return _("Pick the wind for {name}'s shot.").format(name=name(turn))
    if chooser is not None:  # Phase.CHOOSE
        if chooser == viewer:
            return _("Magic! Pick a card to play on {name}.").format(name=name(turn))
        return _("{name} is choosing a magic card…").format(name=name(chooser))
    effects = obs["moment"]["effects"]
    waiting = obs["to_move"][1:]  # the holders the shot waits for
    if viewer is not None and viewer in waiting:
        if lesson:  # (its one move is the card: No magic is refused)
            return _("{name}: click a card to play on {shooter}.").format(
                name=name(viewer), shooter=name(turn))
        return _("{name}: click a card to play on {shooter}, or No magic.").format(
            name=name(viewer), shooter=name(turn))
    if waiting:
        return magic_prompt(name(turn), seconds)
    if may_shoot:
        if GUESS_WHO in effects:
            return _("Guess Who? Eyes closed: shoot without seeing the table!")
        if AIMED_SHOT in effects:
            return _("Aimed Shot: only the marked cup counts. Drag back to shoot.")
        return _("{name}: drag back from your launcher to shoot.").format(name=name(turn))
    return about_to_shoot(obs, name) if len(obs["to_move"]) > 1 else _(
        "{name} is shooting.").format(name=name(turn))


def magic_prompt(shooter: str, seconds: int) -> str:
    """The Magic? moment's question to the whole table, with its countdown."""
    if seconds <= 0:
        return _("Anyone want to play a magic card on {name}?").format(name=shooter)
    return ngettext("Anyone want to play a magic card on {name}? {n} second",
                    "Anyone want to play a magic card on {name}? {n} seconds",
                    seconds).format(name=shooter, n=seconds)


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


def end_board(obs: Observation, name: Name) -> tuple[str, str, list] | None:
    """The rules' own words, as the end screen's: title, why, and each player's line (name,
    note, won); None while the game is not over."""
    end, winner = obs["end"], obs["winner"]
    if end is None or winner is None:
        return None
    lines = [(name(seat), note, seat == winner)
             for seat, note in zip(end["order"], end["notes"], strict=True)]
    return _("{name} wins!").format(name=name(winner)), end["why"], lines
